import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { BillPage } from '../../../../domain/types/trade.types';
import type { BillFilter } from '../../../../machines/bills';
import type { ListActor, ListMachine } from '../../../../machines/listMachine';
import type { Column } from '../../../components/ListView';
import { PageFrame } from '../../../components/PageFrame';
import { monthLabel } from '../../../format';
import { BillFilters } from './BillFilters';
import { BillTotalsBar } from './BillTotalsBar';
import { Amount } from './labels';
import { ReportStatus } from './ReportStatus';
import { monthParam, useUrlFilters } from './urlFilters';

/** The money columns of every bill row: what was spent, what coupons paid of it, what cash paid. */
export function spendColumns<T extends { amount: number; coupon: number; cash: number }>(): Column<T>[] {
  return [
    { header: '消费金额', cell: (b) => <Amount value={b.amount} /> },
    { header: '代金券抵扣', cell: (b) => <Amount value={b.coupon} /> },
    { header: '现金支付', cell: (b) => <Amount value={b.cash} /> },
  ];
}

interface ReportProps<T, P extends BillPage<T>> {
  machine: ListMachine<T, BillFilter, P>;
  pageSize: number;
  /** What the report shows below its month's totals, once a page has come. */
  children: (report: ListActor<T, BillFilter, P>, page: P, query: BillFilter) => ReactNode;
}

function BillReport<T, P extends BillPage<T>>({
  machine,
  pageSize,
  query,
  onFilter,
  children,
}: ReportProps<T, P> & { query: BillFilter; onFilter: (patch: Record<string, string | undefined>) => void }) {
  const report = useActorRef(machine, { input: { query, pageSize } });
  const page = useSelector(report, (s) => s.context.page);
  const loading = useSelector(report, (s) => s.matches('loading'));
  const error = useSelector(report, (s) => (s.matches('failed') ? s.context.error : undefined));
  return (
    <>
      <BillFilters
        month={page?.month ?? query.month}
        months={page?.months ?? []}
        productName={query.productName}
        products={page?.products ?? []}
        onChange={onFilter}
      />
      {/* Once a page has come, the table below says how later loads go. */}
      {!page && <ReportStatus loading={loading} error={error} onRetry={() => report.send({ type: 'LIST.RETRY' })} />}
      {page && (
        <>
          <BillTotalsBar totals={page.totals} label={`${monthLabel(page.month)}合计`} />
          {children(report, page, query)}
        </>
      )}
    </>
  );
}

/** A bill report page (消费账单, 日账单): one month's bills (?month=YYYY-MM&product=), a new report for each choice. */
export function BillReportPage<T, P extends BillPage<T>>({
  title,
  description,
  ...report
}: ReportProps<T, P> & { title: string; description: string }) {
  const [params, setFilters] = useUrlFilters();
  const query: BillFilter = { month: monthParam(params), productName: params.get('product') ?? undefined };
  return (
    <PageFrame title={title} description={description}>
      <BillReport key={JSON.stringify(query)} query={query} onFilter={setFilters} {...report} />
    </PageFrame>
  );
}
