import { PageFrame } from '../../components/PageFrame';
import { BudgetSection } from './spend/BudgetSection';
import { RateLimitsSection } from './spend/RateLimitsSection';

/** 费用管理: the monthly budget with its alerts, and each model's rate limits. */
export function SpendControlPage() {
  return (
    <PageFrame title="费用管理" description="设置月度预算并接收消费提醒，查看各模型的速率限制与当前用量。">
      <BudgetSection />
      <RateLimitsSection />
    </PageFrame>
  );
}
