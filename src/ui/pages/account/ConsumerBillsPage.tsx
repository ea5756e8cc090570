import type { MonthlyBill } from '../../../domain/types/trade.types';
import { monthlyBillsMachine } from '../../../machines/bills';
import { ListView, type Column } from '../../components/ListView';
import { BillReportPage, spendColumns } from './parts/BillReport';

const PAGE_SIZE = 10;

const columns: Column<MonthlyBill>[] = [
  { header: '产品', cell: (b) => b.productName },
  { header: '计费项', cell: (b) => b.billingItem },
  { header: '用量', cell: (b) => `${b.usage.toLocaleString('zh-CN')} ${b.unit}` },
  ...spendColumns(),
];

/** 消费账单: one month's spend per product (?month=YYYY-MM&product=). */
export function ConsumerBillsPage() {
  return (
    <BillReportPage
      title="消费账单"
      description="按月、按产品汇总的消费账单。"
      machine={monthlyBillsMachine}
      pageSize={PAGE_SIZE}
    >
      {(report) => (
        <ListView actor={report} label="消费账单" columns={columns} rowKey={(b) => b.id} emptyText="该月暂无消费" />
      )}
    </BillReportPage>
  );
}
