import { Field, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import type { OrgCall, OrgMember } from '../../../../domain/types/organisation.types';
import { orgCallsListMachine, orgUsageMachine, type OrgUsageFilter } from '../../../../machines/orgUsage';
import { ListView, useList, type Column } from '../../../components/ListView';
import { SelectFilter } from '../../../components/form/FilterFields';
import { LoadFailure, LoadingSpinner } from '../../../components/LoadFailure';
import { formatDateTime, formatYuan } from '../../../format';

const callColumns: Column<OrgCall>[] = [
  { header: '时间', cell: (c) => formatDateTime(c.createTime) },
  { header: '成员', cell: (c) => c.userName },
  { header: '密钥', cell: (c) => c.keyName },
  { header: '模型', cell: (c) => c.model || '—' },
  { header: '状态', cell: (c) => (c.status === 200 ? '成功' : `${c.status} ${c.errorCode}`) },
  { header: 'tokens', cell: (c) => c.tokensIn + c.tokensOut },
  { header: '费用', cell: (c) => formatYuan(c.cost) },
  { header: '请求ID', cell: (c) => c.requestId },
];

function Summary({ filter }: { filter: OrgUsageFilter }) {
  const [state, send] = useMachine(orgUsageMachine, { input: filter });
  const { usage, error } = state.context;
  if (state.matches('failed')) return <LoadFailure error={error} onRetry={() => send({ type: 'USAGE.RETRY' })} />;
  if (!usage) return <LoadingSpinner py="8" />;
  return (
    <Stack gap="3">
      <Text fontSize="sm">
        {usage.month} 合计 <strong>{formatYuan(usage.totalCost)}</strong>，由组织钱包支付
      </Text>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label="成员用量">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>成员</Table.ColumnHeader>
              <Table.ColumnHeader>调用次数</Table.ColumnHeader>
              <Table.ColumnHeader>失败</Table.ColumnHeader>
              <Table.ColumnHeader>tokens</Table.ColumnHeader>
              <Table.ColumnHeader>费用</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {usage.members.length === 0 && (
              <Table.Row>
                <Table.Cell colSpan={5} color="fg.muted" textAlign="center">
                  本月暂无调用
                </Table.Cell>
              </Table.Row>
            )}
            {usage.members.map((m) => (
              <Table.Row key={m.userId}>
                <Table.Cell>{m.userName}</Table.Cell>
                <Table.Cell>{m.calls}</Table.Cell>
                <Table.Cell>{m.failedCalls}</Table.Cell>
                <Table.Cell>{m.tokens}</Table.Cell>
                <Table.Cell>{formatYuan(m.cost)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {usage.bills.length > 0 && (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label="日账单">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>日期</Table.ColumnHeader>
                <Table.ColumnHeader>成员</Table.ColumnHeader>
                <Table.ColumnHeader>调用次数</Table.ColumnHeader>
                <Table.ColumnHeader>金额</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {usage.bills.map((b) => (
                <Table.Row key={`${b.date}/${b.userId}`}>
                  <Table.Cell>{b.date}</Table.Cell>
                  <Table.Cell>{b.userName}</Table.Cell>
                  <Table.Cell>{b.calls}</Table.Cell>
                  <Table.Cell>{formatYuan(b.cost)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}

function Calls({ filter }: { filter: OrgUsageFilter }) {
  const list = useList(orgCallsListMachine, filter);
  return (
    <ListView
      actor={list}
      columns={callColumns}
      label="组织调用日志"
      emptyText="所选范围内暂无调用"
      rowKey={(c) => c.id}
    />
  );
}

/**
 * 用量、账单与调用日志 of the organisation for a month; filtered by member when the role sees
 * everyone's (otherwise the server answers with the caller's own).
 */
export function OrgUsageSection({
  members,
  seesAll,
  filter,
  onFilter,
}: {
  members: readonly OrgMember[];
  seesAll: boolean;
  filter: OrgUsageFilter;
  onFilter: (patch: Partial<OrgUsageFilter>) => void;
}) {
  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap" align="end">
        <Field.Root maxW="180px">
          <Field.Label>月份（默认本月）</Field.Label>
          <Input size="sm" type="month" value={filter.month} onChange={(e) => onFilter({ month: e.target.value })} />
        </Field.Root>
        {seesAll && (
          <SelectFilter
            maxW="220px"
            label="成员"
            allLabel="全部成员"
            value={filter.userId}
            options={members.map((m) => ({ value: m.userId, label: m.userName }))}
            onChange={(userId) => onFilter({ userId })}
          />
        )}
      </HStack>
      {/* A new filter is a new summary: mounted afresh, it reads the month asked. */}
      <Summary key={JSON.stringify(filter)} filter={filter} />
      <Calls filter={filter} />
    </Stack>
  );
}
