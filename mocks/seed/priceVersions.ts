/**
 * Price changes the platform has scheduled in the seeded world: each is announced by site message
 * a week before it takes effect. Prices are micro-yuan per million tokens.
 */
import { beijingInstant } from '../rules/beijing';
import type { PriceChangeRow } from '../db/models';

export const SCHEDULED_PRICE_CHANGES: readonly Omit<PriceChangeRow, 'id'>[] = [
  {
    model: 'deepseek-v3',
    announcedAt: beijingInstant('2026-11-02', 10),
    effectiveFrom: beijingInstant('2026-11-09'),
    input: 1_000_000,
    cachedInput: 100_000,
    output: 4_000_000,
    note: '推理集群扩容，输入与输出价格下调 50%。',
  },
  {
    model: 'moonshot-v1-128k',
    announcedAt: beijingInstant('2026-11-20', 10),
    effectiveFrom: beijingInstant('2026-12-01'),
    input: 48_000_000,
    cachedInput: 4_800_000,
    output: 48_000_000,
    note: '长文本推理成本下降，价格下调 20%。',
  },
];
