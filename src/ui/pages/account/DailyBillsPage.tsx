import { Heading, Text } from '@chakra-ui/react';
import type { DailyBill } from '../../../domain/types/trade.types';
import { dailyBillsMachine } from '../../../machines/bills';
import { ListView, type Column } from '../../components/ListView';
import { monthLabel } from '../../format';
import { BillReportPage, spendColumns } from './parts/BillReport';
import { SpendChart } from './parts/SpendChart';

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
  ...spendColumns(),
];

/** 日账单: one month's spend per day (?month=YYYY-MM&product=), as a chart, totals and rows. */
export function DailyBillsPage() {
  return (
    <BillReportPage
      title="日账单"
      description="按日汇总的按量计费消费（北京时间，次日凌晨结算）。"
      machine={dailyBillsMachine}
      pageSize={PAGE_SIZE}
    >
      {(report, page, query) => (
        <>
          <Heading as="h2" size="sm" mb="2">
            每日消费趋势
          </Heading>
          <SpendChart
            series={page.series}
            title={`${monthLabel(page.month)}${query.productName ? ` ${query.productName} ` : ''}每日消费`}
          />
          <Heading as="h2" size="sm" mt="6" mb="2">
            日账单明细
          </Heading>
          <ListView actor={report} label="日账单" columns={columns} rowKey={(d) => d.date} emptyText="该月暂无消费" />
        </>
      )}
    </BillReportPage>
  );
}
