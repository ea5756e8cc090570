import type { FundsOutcome, LimitOutcome, RunwayBasis } from '../../../../domain/runway';
import { formatYuan } from '../../../format';

/** Fen as the pages write yuan: ¥1,234.50. */
export const formatFen = (fen: number): string => formatYuan(fen / 100);

export const NEVER_RUNS_OUT = '按当前用量不会用尽';

/** The headline of the balance card, and the line under it. */
export function fundsText(funds: FundsOutcome): { value: string; help: string } {
  switch (funds.kind) {
    case 'idle':
      return { value: NEVER_RUNS_OUT, help: '所选时段内没有消费' };
    case 'empty':
      return { value: '已用尽', help: '余额与代金券已无可用金额，请充值后继续调用' };
    case 'runsOut':
      return { value: `约 ${funds.daysLeft} 天`, help: `预计 ${funds.date} 用尽` };
  }
}

/** When a monthly limit (the budget, a key's cap) is reached at this pace. */
export function limitText(outcome: LimitOutcome): string {
  switch (outcome.kind) {
    case 'idle':
      return '按当前用量本月不会达到';
    case 'passed':
      return '本月已达到';
    case 'reached':
      return `预计 ${outcome.date} 达到（${outcome.inDays} 天后）`;
    case 'notThisMonth':
      return `本月不会达到（预计月末共消费 ${formatFen(outcome.projectedFen)}）`;
  }
}

/** How the forecast was made, in one paragraph. */
export function basisText(basis: RunwayBasis): string {
  return (
    `按 ${basis.start} 至 ${basis.end} 共 ${basis.days} 天（不含今天）的消费推算：合计 ${formatFen(basis.totalFen)}，` +
    `其中 ${basis.activeDays} 天有消费，日均 ${formatFen(basis.averageFen)}。`
  );
}

export const METHOD_TEXT =
  '从明天起每天按日均消费扣减：先用代金券（先到期的先用），再用账户余额；月度预算与各密钥月度上限按本月已消费加上每日的日均消费推算，下月重新计算。预测只用于提醒，实际以账单为准。';
