/** Spend control (platform extension, not SPEC): monthly budget and per-model rate limits. Yuan. */
export interface BudgetStatus {
  /** Beijing YYYY-MM. */
  month: string;
  /** null: no budget set. */
  monthlyBudget: number | null;
  spent: number;
  /** spent / budget, 0 when no budget. */
  ratio: number;
  /** Thresholds already alerted this month (50, 80, 100). */
  alerted: number[];
}

export interface RateLimitStatus {
  model: string;
  modelName: string;
  rpm: number;
  tpm: number;
  /** Requests and tokens in the last minute of the simulator's clock. */
  usedRpm: number;
  usedTpm: number;
  /** The latest request for more on this model, if any. */
  request: RateLimitRequest | null;
}

export interface RateLimitRequestInput {
  model: string;
  rpm: number;
  tpm: number;
  reason: string;
}

export interface RateLimitRequest extends RateLimitRequestInput {
  id: string;
  /** 1 审核中 */
  status: 1 | 2 | 3;
  createTime: string;
}
