import { Text } from '@chakra-ui/react';
import { useActorRef } from '@xstate/react';
import type { AdminOrder } from '../../../domain/types/admin.types';
import { orderListMachine } from '../../../machines/adminLists';
import { PageFrame } from '../../components/PageFrame';
import { ListView, type Column } from '../../components/ListView';
import { formatYuan } from '../../format';
import { ORDER_STATUS, ORDER_TYPE, StatusBadge, TimeText } from './resources/labels';
import { ListFilters } from './resources/ListFilters';
import { TwoLines } from '../../components/CellLines';

const columns: Column<AdminOrder>[] = [
  {
    header: '订单号',
    cell: (r) => (
      <Text fontFamily="mono" fontSize="xs">
        {r.orderNo}
      </Text>
    ),
  },
  {
    header: '用户',
    cell: (r) => <TwoLines main={r.userName} sub={r.companyName} minW="9em" />,
  },
  { header: '产品', width: '24%', cell: (r) => <Text minW="10em">{r.productName}</Text> },
  { header: '订单类型', cell: (r) => <Text whiteSpace="nowrap">{ORDER_TYPE[r.orderType]}</Text> },
  { header: '金额', cell: (r) => <Text textAlign="right">{formatYuan(r.amount)}</Text> },
  { header: '状态', cell: (r) => <StatusBadge text={ORDER_STATUS[r.status]} /> },
  { header: '支付方式', cell: (r) => <Text whiteSpace="nowrap">{r.payMethod || '—'}</Text> },
  { header: '下单时间', cell: (r) => <TimeText iso={r.createTime} /> },
];

/** 订单管理: every order on the platform, filtered by status, type and keyword. */
export function OrderManagementPage() {
  const actor = useActorRef(orderListMachine, { input: { query: {}, pageSize: 10 } });
  return (
    <PageFrame title="订单管理" description="查看平台全部业务订单。">
      <ListFilters
        selects={[
          { key: 'status', label: '订单状态', options: ORDER_STATUS },
          { key: 'orderType', label: '订单类型', options: ORDER_TYPE },
        ]}
        keywordLabel="关键词"
        keywordPlaceholder="订单号、产品或用户"
        onApply={(query) => actor.send({ type: 'LIST.QUERY', query })}
      />
      <ListView actor={actor} label="订单列表" columns={columns} rowKey={(r) => r.id} emptyText="暂无订单" />
    </PageFrame>
  );
}
