import type { UsageGranularity, UsageGroupBy } from '../../../../domain/types/usage.types';
import { metricValue, type UsageMetric } from '../../../../machines/usage';
import type { UsageAmounts } from '../../../../domain/types/usage.types';
import { formatYuan } from '../../../format';

const integer = new Intl.NumberFormat('zh-CN');
const compact = new Intl.NumberFormat('zh-CN', { notation: 'compact', maximumFractionDigits: 1 });

/** 1,234,567 for counts; ¥1,234.50 for cost. */
export const formatMetric = (value: number, metric: UsageMetric): string =>
  metric === 'cost' ? formatYuan(value) : integer.format(value);

/** An axis tick: 120万, ¥1,200. */
export const formatTick = (value: number, metric: UsageMetric): string =>
  metric === 'cost' ? `¥${compact.format(value)}` : compact.format(value);

export const formatAmount = (amounts: UsageAmounts, metric: UsageMetric): string =>
  formatMetric(metricValue(amounts, metric), metric);

export const formatCount = (n: number): string => integer.format(n);

export const METRIC_NAME: Record<UsageMetric, string> = {
  tokens: 'Tokens',
  calls: '调用次数',
  cost: '费用',
  cached: '缓存命中 Tokens',
};
export const GRANULARITY_NAME: Record<UsageGranularity, string> = { day: '每日', week: '每周', month: '每月' };
export const GROUP_NAME: Record<UsageGroupBy, string> = { model: '模型', key: 'API密钥', app: '应用' };

/** The chart's and table's name: "2026-10-03 至 2026-11-01 每日 Tokens（按模型）". */
export const reportTitle = (
  q: { start: string; end: string; granularity: UsageGranularity; groupBy: UsageGroupBy },
  metric: UsageMetric,
): string =>
  `${q.start} 至 ${q.end} ${GRANULARITY_NAME[q.granularity]}${METRIC_NAME[metric]}（按${GROUP_NAME[q.groupBy]}）`;
