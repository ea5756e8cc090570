import { Button, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { CustomerEnquiry } from '../../../domain/types/admin.types';
import { customerListMachine } from '../../../machines/adminLists';
import { PageFrame } from '../../components/PageFrame';
import { ListView, useListChild, type Column } from '../../components/ListView';
import { CUSTOMER_STATUS, StatusBadge, TimeText } from './resources/labels';
import { ListFilters } from './resources/ListFilters';
import { TwoLines } from '../../components/CellLines';

type CustomerActor = ActorRefFrom<typeof customerListMachine>;

function FollowUpButton({ actor, row }: { actor: CustomerActor; row: CustomerEnquiry }) {
  const busy = useSelector(actor, (s) => s.matches('acting') && s.context.acting?.id === row.id);
  const idle = useSelector(actor, (s) => s.matches('idle'));
  const next = row.status === 1 ? 2 : 1;
  return (
    <Button
      size="xs"
      variant="outline"
      loading={busy}
      disabled={!idle && !busy}
      onClick={() => actor.send({ type: 'ROW.ACT', id: row.id, status: next })}
    >
      {next === 2 ? '标记已联系' : '改为待跟进'}
    </Button>
  );
}

const columns = (actor: CustomerActor): Column<CustomerEnquiry>[] => [
  {
    header: '公司名称',
    cell: (r) => <TwoLines main={r.companyName} sub={r.industry} minW="10em" />,
  },
  {
    header: '联系人',
    cell: (r) => (
      <Stack gap="0" minW="10em">
        <Text>
          {r.userName}
          {r.position ? ` · ${r.position}` : ''}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {r.phone}
          {r.email ? ` · ${r.email}` : ''}
        </Text>
      </Stack>
    ),
  },
  {
    header: '合作需求',
    width: '30%',
    cell: (r) => (
      <Text minW="12em" lineClamp={2} title={r.demand} fontSize="sm" color={r.demand ? undefined : 'fg.muted'}>
        {r.demand || '未填写'}
      </Text>
    ),
  },
  { header: '提交时间', cell: (r) => <TimeText iso={r.createTime} /> },
  { header: '状态', cell: (r) => <StatusBadge text={CUSTOMER_STATUS[r.status]} /> },
  { header: '操作', cell: (r) => <FollowUpButton actor={actor} row={r} /> },
];

/** 客户列表: the cooperation enquiries and whether business has contacted them. */
export function CustomerManagementPage() {
  const actor = useActorRef(customerListMachine, { input: { query: {}, pageSize: 10 } });
  const list = useListChild<CustomerEnquiry>(actor);
  return (
    <PageFrame title="客户列表" description="合作咨询记录与跟进状态。">
      <ListFilters
        selects={[{ key: 'status', label: '跟进状态', options: CUSTOMER_STATUS }]}
        keywordLabel="关键词"
        keywordPlaceholder="公司、联系人或手机号"
        onApply={(query) => actor.send({ type: 'LIST.QUERY', query })}
      />
      {list && (
        <ListView
          actor={list}
          label="合作咨询列表"
          columns={columns(actor)}
          rowKey={(r) => r.id}
          emptyText="暂无合作咨询"
        />
      )}
    </PageFrame>
  );
}
