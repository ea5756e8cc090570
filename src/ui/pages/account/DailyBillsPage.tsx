import { Heading, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { DailyBill } from '../../../api/trade.types';
import { dailyBillsMachine, type BillFilter } from '../../../machines/bills';
import { ListView, type Column } from '../../components/ListView';
import { PageFrame } from '../../components/PageFrame';
import { monthLabel } from '../../format';
import { BillFilters } from './parts/BillFilters';
import { BillTotalsBar } from './parts/BillTotalsBar';
import { Amount } from './parts/labels';
import { ReportStatus } from './parts/ReportStatus';
import { SpendChart } from './parts/SpendChart';
import { monthParam, useUrlFilters } from './parts/urlFilters';

/** A month fits on one page, so the chart, the totals and the rows show the same days. */
const PAGE_SIZE = 31;

const columns: Column<DailyBill>[] = [
  {
    header: '日期',
    cell: (d) => (
      <Text as="span" whiteSpace="nowrap">
        {d.date}
      </Text>
    ),
  },
  { header: '消费金额', cell: (d) => <Amount value={d.amount} /> },
  { header: '代金券抵扣', cell: (d) => <Amount value={d.coupon} /> },
  { header: '现金支付', cell: (d) => <Amount value={d.cash} /> },
];

function DailyReport({ query, onFilter }: { query: BillFilter; onFilter: (patch: Record<string, string | undefined>) => void }) {
  const report = useActorRef(dailyBillsMachine, { input: { query, pageSize: PAGE_SIZE } });
  const page = useSelector(report, (s) => s.context.page);
  const loading = useSelector(report, (s) => s.matches('loading'));
  const error = useSelector(report, (s) => (s.matches('failed') ? s.context.error : undefined));
  const month = page?.month ?? query.month;
  return (
    <>
      <BillFilters month={month} months={page?.months ?? []} productName={query.productName} products={page?.products ?? []} onChange={onFilter} />
      {/* Once a page has come, the table below says how later loads go. */}
      {!page && <ReportStatus loading={loading} error={error} onRetry={() => report.send({ type: 'LIST.RETRY' })} />}
      {page && (
        <>
          <BillTotalsBar totals={page.totals} label={`${monthLabel(page.month)}合计`} />
          <Heading as="h2" size="sm" mb="2">
            每日消费趋势
          </Heading>
          <SpendChart series={page.series} title={`${monthLabel(page.month)}${query.productName ? ` ${query.productName} ` : ''}每日消费`} />
          <Heading as="h2" size="sm" mt="6" mb="2">
            日账单明细
          </Heading>
          <ListView actor={report} label="日账单" columns={columns} rowKey={(d) => d.date} emptyText="该月暂无消费" />
        </>
      )}
    </>
  );
}

/** 日账单: one month's spend per day (?month=YYYY-MM&product=), as a chart, totals and rows. */
export function DailyBillsPage() {
  const [params, setFilters] = useUrlFilters();
  const query: BillFilter = { month: monthParam(params), productName: params.get('product') ?? undefined };
  return (
    <PageFrame title="日账单" description="按日汇总的按量计费消费（北京时间，次日凌晨结算）。">
      <DailyReport key={JSON.stringify(query)} query={query} onFilter={setFilters} />
    </PageFrame>
  );
}
