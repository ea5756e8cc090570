import { Button, Code, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { SdkAuthorization } from '../../../domain/types/admin.types';
import { sdkListMachine } from '../../../machines/adminLists';
import { hasCode } from '../../../domain/permissions';
import { PageFrame } from '../../components/PageFrame';
import { ListView, useListChild, type Column } from '../../components/ListView';
import { formatDate, formatDateTime } from '../../format';
import { useAccess } from '../../hooks/appActor';
import { SDK_STATUS, StatusBadge } from './resources/labels';
import { ListFilters } from './resources/ListFilters';
import { TwoLines } from '../../components/CellLines';

type SdkActor = ActorRefFrom<typeof sdkListMachine>;
export const SDK_EDIT = 'MC:SDKManage:sdk:edit';

function ToggleButton({ actor, row }: { actor: SdkActor; row: SdkAuthorization }) {
  const busy = useSelector(actor, (s) => s.matches('acting') && s.context.acting?.id === row.id);
  const idle = useSelector(actor, (s) => s.matches('idle'));
  // An expired authorization can no longer be switched (the simulator refuses it too).
  if (row.status === 2) return <Text color="fg.muted">—</Text>;
  const stopping = row.status === 1;
  return (
    <Button
      size="xs"
      variant="outline"
      colorPalette={stopping ? 'red' : 'green'}
      loading={busy}
      disabled={!idle && !busy}
      aria-label={`${stopping ? '停用' : '启用'} ${row.code}`}
      onClick={() => actor.send({ type: 'ROW.ACT', id: row.id, status: stopping ? 3 : 1 })}
    >
      {stopping ? '停用' : '启用'}
    </Button>
  );
}

const columns = (actor: SdkActor, canEdit: boolean): Column<SdkAuthorization>[] => [
  { header: '授权码', cell: (r) => <Code fontSize="xs">{r.code}</Code> },
  { header: 'SDK产品', cell: (r) => <Text minW="7em">{r.productName}</Text> },
  { header: '设备上限', cell: (r) => `${r.deviceLimit}台` },
  {
    header: '授权用户',
    cell: (r) => <TwoLines main={r.userName} sub={r.companyName} minW="9em" />,
  },
  { header: '状态', cell: (r) => <StatusBadge text={SDK_STATUS[r.status]} /> },
  { header: '创建时间', cell: (r) => formatDateTime(r.createTime) },
  { header: '到期日期', cell: (r) => formatDate(r.expireTime) },
  ...(canEdit ? [{ header: '操作', cell: (r: SdkAuthorization) => <ToggleButton actor={actor} row={r} /> }] : []),
];

/** SDK管理: every SDK authorization code on the platform; stop or resume one. */
export function SdkManagementPage() {
  const actor = useActorRef(sdkListMachine, { input: { query: {}, pageSize: 10 } });
  const list = useListChild<SdkAuthorization>(actor);
  const canEdit = hasCode(SDK_EDIT, useAccess().codes);
  return (
    <PageFrame title="SDK管理" description="查看全部 SDK 授权码，停用或恢复授权。">
      <ListFilters
        selects={[{ key: 'status', label: '授权状态', options: SDK_STATUS }]}
        keywordLabel="关键词"
        keywordPlaceholder="授权码、产品、用户或公司"
        onApply={(query) => actor.send({ type: 'LIST.QUERY', query })}
      />
      {list && (
        <ListView
          actor={list}
          label="SDK授权列表"
          columns={columns(actor, canEdit)}
          rowKey={(r) => r.id}
          emptyText="暂无SDK授权"
        />
      )}
    </PageFrame>
  );
}
