import type { Coupon } from '../../../domain/types/trade.types';
import { couponsListMachine } from '../../../machines/bills';
import type { Column } from '../../components/ListView';
import { formatDateTime } from '../../format';
import { Amount, COUPON_STATUS, StatusBadge } from './parts/labels';
import { StatusListPage } from './parts/StatusListPage';

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
  return (
    <StatusListPage
      title="代金券记录"
      description="代金券发放与使用记录；消费时优先使用即将到期的代金券。"
      machine={couponsListMachine}
      statuses={COUPON_STATUS}
      columns={columns}
      label="代金券记录"
      emptyText="暂无代金券"
    />
  );
}
