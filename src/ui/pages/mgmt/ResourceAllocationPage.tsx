import { Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ResourceQuota } from '../../../domain/types/admin.types';
import type { createListMachine } from '../../../machines/listMachine';
import { resourceAllocationMachine, type ResourceFilter } from '../../../machines/resourceAllocation';
import { hasCode } from '../../../domain/permissions';
import { RESOURCE_TYPES, isResourceType } from '../../../domain/resourceQuota';
import { PageFrame } from '../../components/PageFrame';
import { ListView, type Column } from '../../components/ListView';
import { formatDate, formatDateTime, formatQuota, percentOf } from '../../format';
import { useAccess } from '../../hooks/appActor';
import { AllocationDialog, RevokeDialog, type AllocationActor } from './resources/AllocationDialog';
import { ListFilters } from './resources/ListFilters';
import { todayIso } from '../../../machines/clock';
import { TwoLines } from '../../components/CellLines';

export const ALLOCATION_EDIT = 'MC:resourceManage:allocation:edit';
type QuotaListActor = ActorRefFrom<ReturnType<typeof createListMachine<ResourceQuota, ResourceFilter>>>;
const TYPE_OPTIONS = Object.fromEntries(Object.entries(RESOURCE_TYPES).map(([k, t]) => [k, t.label]));

function Usage({ row }: { row: ResourceQuota }) {
  const percent = percentOf(row.used, row.quota);
  return (
    <Stack gap="1" minW="160px">
      <Text fontSize="xs">
        {formatQuota(row.used, row.resourceType)} / {formatQuota(row.quota, row.resourceType)}
      </Text>
      <Progress.Root value={percent} size="xs" colorPalette={percent >= 90 ? 'red' : 'blue'}>
        <Progress.Track aria-label={`${row.userName} 配额使用率 ${percent}%`}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}

function columns(actor: AllocationActor, canEdit: boolean): Column<ResourceQuota>[] {
  return [
    {
      header: '用户',
      cell: (r) => <TwoLines main={r.userName} sub={r.companyName} minW="9em" />,
    },
    {
      header: '资源类型',
      cell: (r) => (
        <Text whiteSpace="nowrap">
          {isResourceType(r.resourceType) ? RESOURCE_TYPES[r.resourceType].label : r.resourceType}
        </Text>
      ),
    },
    { header: '使用情况', cell: (r) => <Usage row={r} /> },
    { header: '到期日期', cell: (r) => formatDate(r.expireTime) },
    { header: '备注', cell: (r) => <Text minW="6em">{r.remark || '—'}</Text> },
    { header: '更新时间', cell: (r) => formatDateTime(r.updateTime) },
    ...(canEdit
      ? [
          {
            header: '操作',
            cell: (r: ResourceQuota) => (
              <HStack gap="1">
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="blue"
                  onClick={() => actor.send({ type: 'ALLOC.EDIT', quota: r })}
                >
                  调整
                </Button>
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => actor.send({ type: 'ALLOC.DELETE', quota: r })}
                >
                  收回
                </Button>
              </HStack>
            ),
          },
        ]
      : []),
  ];
}

/** 资源分配: quotas of model calls, GPU hours, storage and QPS allocated to users. */
export function ResourceAllocationPage() {
  const actor = useActorRef(resourceAllocationMachine, { input: { today: todayIso() } });
  const list = useSelector(actor, (s) => s.children.list as QuotaListActor | undefined);
  const canEdit = hasCode(ALLOCATION_EDIT, useAccess().codes);
  return (
    <PageFrame title="资源分配" description="为用户分配模型调用额度、GPU算力、知识库存储与并发配额。">
      <HStack justify="space-between" align="start" wrap="wrap" gap="2">
        {list && (
          <ListFilters
            selects={[{ key: 'resourceType', label: '资源类型', options: TYPE_OPTIONS }]}
            keywordLabel="用户"
            keywordPlaceholder="账号或公司名称"
            onApply={(query) => list.send({ type: 'LIST.QUERY', query })}
          />
        )}
        {canEdit && (
          <Button
            size="sm"
            colorPalette="blue"
            mt={{ base: 0, md: '6' }}
            mb="4"
            onClick={() => actor.send({ type: 'ALLOC.NEW' })}
          >
            分配资源
          </Button>
        )}
      </HStack>
      {list && (
        <ListView
          actor={list}
          label="资源分配列表"
          columns={columns(actor, canEdit)}
          rowKey={(r) => r.id}
          emptyText="暂无资源分配"
        />
      )}
      <AllocationDialog actor={actor} />
      <RevokeDialog actor={actor} />
    </PageFrame>
  );
}
