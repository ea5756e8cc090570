/** Spend control (platform extension, not SPEC): monthly budget and per-model rate limits. */
import { http } from './http';
import { paths } from './paths';
import type {
  BudgetStatus,
  RateLimitRequest,
  RateLimitRequestInput,
  RateLimitStatus,
} from '../domain/types/spend.types';

export type * from '../domain/types/spend.types';

const s = paths.spend;

export const getBudget = () => http.get<BudgetStatus>(s.budget).then((r) => r.data);
/** null clears the budget. Silent: the form shows the refusal under the field. */
export const saveBudget = (monthlyBudget: number | null) =>
  http.post<BudgetStatus>(s.budget, { monthlyBudget }, { silent: true }).then((r) => r.data);
export const getRateLimits = () => http.get<RateLimitStatus[]>(s.rateLimits).then((r) => r.data);
export const requestRateLimit = (input: RateLimitRequestInput) =>
  http.post<RateLimitRequest>(s.rateLimitRequest, input, { silent: true }).then((r) => r.data);
