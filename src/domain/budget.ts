/**
 * The monthly budget: what the form accepts, and which alert thresholds a month's spend has
 * crossed. The simulator sends each crossed threshold once a month as a site message.
 */
export const BUDGET_THRESHOLDS = [50, 80, 100] as const;
export type BudgetThreshold = (typeof BUDGET_THRESHOLDS)[number];
export const MAX_BUDGET = 10_000_000;

export const budgetMessages = {
  required: '请输入月度预算金额',
  negative: '月度预算不能为负数，请输入不小于0的金额',
  invalid: '月度预算须为金额（元），最多两位小数',
  tooHigh: `月度预算不能超过${MAX_BUDGET}元`,
  saved: '月度预算已保存',
  cleared: '已取消月度预算',
} as const;

/** Yuan as typed. '' is refused here: clearing the budget is its own action. */
export function budgetError(typed: string): string | undefined {
  const value = typed.trim();
  if (!value) return budgetMessages.required;
  if (/^-\s*\d/.test(value)) return budgetMessages.negative;
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return budgetMessages.invalid;
  return Number(value) > MAX_BUDGET ? budgetMessages.tooHigh : undefined;
}

/** Thresholds reached by `spentFen` of `budgetFen` and not yet alerted, lowest first. A zero budget is crossed by any spend. */
export function thresholdsToAlert(
  spentFen: number,
  budgetFen: number,
  alreadyAlerted: readonly number[],
): BudgetThreshold[] {
  return BUDGET_THRESHOLDS.filter(
    (t) => !alreadyAlerted.includes(t) && (budgetFen === 0 ? spentFen > 0 : spentFen * 100 >= budgetFen * t),
  );
}

export function budgetAlertText(
  month: string,
  threshold: BudgetThreshold,
  spentFen: number,
  budgetFen: number,
): string {
  const yuan = (fen: number) => (fen / 100).toFixed(2);
  const tail = threshold === 100 ? '已超出或用尽本月预算，请及时调整用量或预算。' : '请关注用量。';
  return `【预算提醒】您${month}的消费已达月度预算的${threshold}%（已消费 ¥${yuan(spentFen)} / 预算 ¥${yuan(budgetFen)}），${tail}`;
}
