/**
 * What the prompt cache saved a call: its price with every prompt token at the full input price,
 * less what it was billed with the cached ones at the cached price. Worked out from the model's
 * price, as the call was billed by it; a model no longer listed saved nothing we can price.
 */
import type { UsageRecordRow } from '../db/models';
import { callCostCents } from '../seed/modelMarket';
import { findModel } from '../seed/models';

export function cacheSavingCents(
  record: Pick<UsageRecordRow, 'model' | 'tokensIn' | 'tokensOut' | 'costCents' | 'cachedTokens'>,
): number {
  if (!record.cachedTokens) return 0;
  const model = findModel(record.model);
  return model ? Math.max(0, callCostCents(model, record.tokensIn, record.tokensOut) - record.costCents) : 0;
}
