import { Badge, Heading, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { Link, useLocation, useSearch } from 'wouter';
import { MEMBER_STATUS_NAMES, ORG_ROLE_NAMES } from '../../../domain/organisation';
import type { AdminOrganisation, AdminOrganisationDetail } from '../../../domain/types/organisation.types';
import {
  adminOrganisationListMachine,
  adminOrganisationMachine,
  orgCallsListMachine,
} from '../../../machines/orgUsage';
import { paths } from '../../../routes/paths';
import { AppDialog } from '../../components/dialog/AppDialog';
import { KeywordSearch } from '../../components/form/FilterFields';
import { ListView, useList, type Column } from '../../components/ListView';
import { LoadFailure, LoadingSpinner } from '../../components/LoadFailure';
import { PageFrame } from '../../components/PageFrame';
import { CellAction } from '../../components/tableCells';
import { formatDateTime, formatYuan } from '../../format';

const columns = (open: (id: string) => void): Column<AdminOrganisation>[] => [
  { header: '组织名称', cell: (o) => <span className="cell-strong">{o.name}</span> },
  { header: '所有者', cell: (o) => o.ownerName },
  { header: '成员数', cell: (o) => o.memberCount },
  { header: '组织密钥', cell: (o) => o.keyCount },
  { header: '钱包余额', cell: (o) => formatYuan(o.balance) },
  { header: '创建时间', cell: (o) => formatDateTime(o.createTime) },
  { header: '操作', cell: (o) => <CellAction text="查看" of={o.name} onClick={() => open(o.id)} /> },
];

function Members({ detail }: { detail: AdminOrganisationDetail }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label="组织成员">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>成员</Table.ColumnHeader>
            <Table.ColumnHeader>手机号</Table.ColumnHeader>
            <Table.ColumnHeader>角色</Table.ColumnHeader>
            <Table.ColumnHeader>状态</Table.ColumnHeader>
            <Table.ColumnHeader>本月用量 / 额度</Table.ColumnHeader>
            <Table.ColumnHeader>记录</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {detail.members.map((m) => (
            <Table.Row key={m.id}>
              <Table.Cell>{m.userName}</Table.Cell>
              <Table.Cell>{m.phone}</Table.Cell>
              <Table.Cell>{ORG_ROLE_NAMES[m.role]}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={m.status === 'active' ? 'green' : 'orange'}>{MEMBER_STATUS_NAMES[m.status]}</Badge>
              </Table.Cell>
              <Table.Cell>
                {formatYuan(m.monthSpent)} / {m.monthlyCap === null ? '不限' : formatYuan(m.monthlyCap)}
              </Table.Cell>
              <Table.Cell>
                <ChakraLink asChild color="blue.fg">
                  <Link href={paths.auditLog({ userId: m.userId })} aria-label={`${m.userName} 的操作日志`}>
                    操作日志
                  </Link>
                </ChakraLink>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function Calls({ orgId }: { orgId: string }) {
  const list = useList(orgCallsListMachine, { orgId, month: '', userId: '' });
  return (
    <ListView
      actor={list}
      label="组织调用日志"
      emptyText="本月暂无调用"
      rowKey={(c) => c.id}
      columns={[
        { header: '时间', cell: (c) => formatDateTime(c.createTime) },
        { header: '成员', cell: (c) => c.userName },
        { header: '密钥', cell: (c) => c.keyName },
        { header: '状态', cell: (c) => (c.status === 200 ? '成功' : `${c.status} ${c.errorCode}`) },
        { header: '费用', cell: (c) => formatYuan(c.cost) },
      ]}
    />
  );
}

function Detail({ id }: { id: string }) {
  const [state, send] = useMachine(adminOrganisationMachine, { input: { id } });
  const { detail, error } = state.context;
  if (state.matches('failed')) return <LoadFailure error={error} onRetry={() => send({ type: 'DETAIL.RETRY' })} />;
  if (!detail) return <LoadingSpinner py="8" />;
  const { organisation: org, usage } = detail;
  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted">
        所有者 {org.ownerName} · 创建于 {formatDateTime(org.createTime)} · 钱包余额 {formatYuan(org.balance)} ·{' '}
        {usage.month} 用量 {formatYuan(usage.totalCost)}
      </Text>
      <Heading as="h3" size="sm">
        成员与额度
      </Heading>
      <Members detail={detail} />
      <Heading as="h3" size="sm">
        本月调用
      </Heading>
      <Calls orgId={org.id} />
    </Stack>
  );
}

/** 组织管理 (admin console): every organisation, and one's members, caps, wallet and calls. */
export function AdminOrganisationsPage() {
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const keyword = params.get('keyword') ?? '';
  const id = params.get('id') ?? '';
  const setFilters = (patch: { keyword?: string; id?: string }) =>
    navigate(paths.adminOrganisations({ keyword, id, ...patch }));
  const list = useList(adminOrganisationListMachine, { keyword });
  return (
    <PageFrame title="组织管理" description="企业客户的组织、成员角色与额度、组织钱包和调用记录。">
      <Stack gap="4">
        <KeywordSearch
          label="关键词"
          formLabel="搜索组织"
          placeholder="组织名称或所有者"
          initial={keyword}
          onSearch={(value) => setFilters({ keyword: value })}
        />
        <ListView
          actor={list}
          label="组织列表"
          columns={columns((orgId) => setFilters({ id: orgId }))}
          rowKey={(o) => o.id}
          emptyText="暂无组织"
        />
      </Stack>
      <AppDialog open={Boolean(id)} title="组织详情" size="xl" onClose={() => setFilters({ id: undefined })}>
        {id && <Detail id={id} />}
      </AppDialog>
    </PageFrame>
  );
}
