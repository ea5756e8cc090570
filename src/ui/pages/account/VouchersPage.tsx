import type { Coupon } from '../../../api/trade.types';
import { couponsListMachine } from '../../../machines/bills';
import { ListView, useList, type Column } from '../../components/ListView';
import { PageFrame } from '../../components/PageFrame';
import { formatDateTime } from '../../format';
import { FilterBar, SelectFilter, optionsOf } from './parts/filters';
import { Amount, COUPON_STATUS, StatusBadge } from './parts/labels';
import { numberParam, useUrlFilters } from './parts/urlFilters';

const columns: Column<Coupon>[] = [
  { header: '代金券名称', cell: (c) => c.name },
  { header: '来源', cell: (c) => c.source },
  { header: '面额', cell: (c) => <Amount value={c.amount} /> },
  { header: '剩余金额', cell: (c) => <Amount value={c.remaining} /> },
  { header: '状态', cell: (c) => <StatusBadge text={COUPON_STATUS[c.status]} /> },
  { header: '发放时间', cell: (c) => formatDateTime(c.issueTime) },
  { header: '到期时间', cell: (c) => formatDateTime(c.expireTime) },
];

/** 代金券记录: coupons issued to the account, filterable by status (?status=). */
export function VouchersPage() {
  const [params, setFilters] = useUrlFilters();
  const status = numberParam(params, 'status');
  const list = useList(couponsListMachine, { status });
  return (
    <PageFrame title="代金券记录" description="代金券发放与使用记录；消费时优先使用即将到期的代金券。">
      <FilterBar>
        <SelectFilter label="状态" value={status ? String(status) : ''} options={optionsOf(COUPON_STATUS)} onChange={(v) => setFilters({ status: v })} />
      </FilterBar>
      <ListView actor={list} columns={columns} label="代金券记录" emptyText="暂无代金券" rowKey={(c) => c.id} />
    </PageFrame>
  );
}
