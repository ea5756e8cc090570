import { useActorRef, useSelector } from '@xstate/react';
import type { MonthlyBill } from '../../../api/trade.types';
import { monthlyBillsMachine, type BillFilter } from '../../../machines/bills';
import { ListView, type Column } from '../../components/ListView';
import { PageFrame } from '../../components/PageFrame';
import { monthLabel } from '../../format';
import { BillFilters } from './parts/BillFilters';
import { BillTotalsBar } from './parts/BillTotalsBar';
import { Amount } from './parts/labels';
import { ReportStatus } from './parts/ReportStatus';
import { monthParam, useUrlFilters } from './parts/urlFilters';

const PAGE_SIZE = 10;

const columns: Column<MonthlyBill>[] = [
  { header: '产品', cell: (b) => b.productName },
  { header: '计费项', cell: (b) => b.billingItem },
  { header: '用量', cell: (b) => `${b.usage.toLocaleString('zh-CN')} ${b.unit}` },
  { header: '消费金额', cell: (b) => <Amount value={b.amount} /> },
  { header: '代金券抵扣', cell: (b) => <Amount value={b.coupon} /> },
  { header: '现金支付', cell: (b) => <Amount value={b.cash} /> },
];

function MonthlyReport({ query, onFilter }: { query: BillFilter; onFilter: (patch: Record<string, string | undefined>) => void }) {
  const report = useActorRef(monthlyBillsMachine, { input: { query, pageSize: PAGE_SIZE } });
  const page = useSelector(report, (s) => s.context.page);
  const loading = useSelector(report, (s) => s.matches('loading'));
  const error = useSelector(report, (s) => (s.matches('failed') ? s.context.error : undefined));
  return (
    <>
      <BillFilters month={page?.month ?? query.month} months={page?.months ?? []} productName={query.productName} products={page?.products ?? []} onChange={onFilter} />
      {/* Once a page has come, the table below says how later loads go. */}
      {!page && <ReportStatus loading={loading} error={error} onRetry={() => report.send({ type: 'LIST.RETRY' })} />}
      {page && (
        <>
          <BillTotalsBar totals={page.totals} label={`${monthLabel(page.month)}合计`} />
          <ListView actor={report} label="消费账单" columns={columns} rowKey={(b) => b.id} emptyText="该月暂无消费" />
        </>
      )}
    </>
  );
}

/** 消费账单: one month's spend per product (?month=YYYY-MM&product=). */
export function ConsumerBillsPage() {
  const [params, setFilters] = useUrlFilters();
  const query: BillFilter = { month: monthParam(params), productName: params.get('product') ?? undefined };
  return (
    <PageFrame title="消费账单" description="按月、按产品汇总的消费账单。">
      <MonthlyReport key={JSON.stringify(query)} query={query} onFilter={setFilters} />
    </PageFrame>
  );
}
