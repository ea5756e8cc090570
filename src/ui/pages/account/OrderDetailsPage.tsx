import { Code } from '@chakra-ui/react';
import type { Order } from '../../../domain/types/trade.types';
import { ordersListMachine } from '../../../machines/bills';
import { ListView, useList, type Column } from '../../components/ListView';
import { PageFrame } from '../../components/PageFrame';
import { formatDateTime } from '../../format';
import { FilterBar, KeywordFilter, SelectFilter, optionsOf } from './parts/filters';
import { Amount, ORDER_STATUS, ORDER_TYPE, StatusBadge } from './parts/labels';
import { numberParam, useUrlFilters } from './parts/urlFilters';

const columns: Column<Order>[] = [
  { header: '订单号', cell: (o) => <Code>{o.orderNo}</Code> },
  { header: '商品', cell: (o) => o.productName },
  { header: '订单类型', cell: (o) => ORDER_TYPE[o.orderType] },
  { header: '金额', cell: (o) => <Amount value={o.amount} /> },
  { header: '状态', cell: (o) => <StatusBadge text={ORDER_STATUS[o.status]} /> },
  { header: '支付方式', cell: (o) => o.payMethod || '—' },
  { header: '下单时间', cell: (o) => formatDateTime(o.createTime) },
  { header: '支付时间', cell: (o) => formatDateTime(o.payTime) },
];

/** 订单明细: the account's orders; status, type and keyword filters live in the URL. */
export function OrderDetailsPage() {
  const [params, setFilters] = useUrlFilters();
  const query = {
    status: numberParam(params, 'status'),
    orderType: numberParam(params, 'type'),
    keyword: params.get('keyword') ?? undefined,
  };
  const list = useList(ordersListMachine, query);
  return (
    <PageFrame title="订单明细" description="充值、资源包与 SDK 授权订单。">
      <FilterBar>
        <SelectFilter
          label="订单状态"
          value={query.status ? String(query.status) : ''}
          options={optionsOf(ORDER_STATUS)}
          onChange={(v) => setFilters({ status: v })}
        />
        <SelectFilter
          label="订单类型"
          value={query.orderType ? String(query.orderType) : ''}
          options={optionsOf(ORDER_TYPE)}
          onChange={(v) => setFilters({ type: v })}
        />
        <KeywordFilter
          key={query.keyword ?? ''}
          label="订单号或商品"
          value={query.keyword}
          placeholder="输入订单号或商品名称"
          onSearch={(v) => setFilters({ keyword: v })}
        />
      </FilterBar>
      <ListView actor={list} columns={columns} label="订单明细" emptyText="暂无订单" rowKey={(o) => o.id} />
    </PageFrame>
  );
}
