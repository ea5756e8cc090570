/**
 * One ledger of model usage for analytics, bills, key caps, budgets and rate limits: the
 * seeded history (seed/usage.ts) plus every call recorded since (the usageRecord table).
 * Bills, usage totals and a key's monthly spend are all sums over it, so they agree.
 */
import type { BudgetThreshold } from '../../src/domain/budget';
import { budgetAlertText, thresholdsToAlert } from '../../src/domain/budget';
import { tables, type ApiKeyRow, type UsageRecordRow, type UserRow } from '../db/models';
import { beijingDate } from './beijing';
import { MINUTE, now, nowIso } from './clock';
import { CONSOLE_KEY_NAME, usageHistory } from '../seed/usage';
import type { BillRecord } from '../seed/trade';
import { attributeCall } from './organisations';
import { ledgerBills, postCallCharge } from './ledger';

/** One day's usage of one model through one key and one app; fen. */
export interface UsageCell {
  date: string;
  model: string;
  keyId: string;
  keyName: string;
  appId: string;
  appName: string;
  calls: number;
  failedCalls: number;
  tokensIn: number;
  tokensOut: number;
  costCents: number;
  /** Set for a recorded call (one call a cell); history cells expand on demand. */
  record?: UsageRecordRow;
}

/** A seeded key's name → the user's key of that name made first; a deleted one keeps its name, marked. */
function keyResolver(user: UserRow): (name: string) => { keyId: string; keyName: string } {
  const keys = tables.apiKey.filter((k) => k.userId === user.id).sort((a, b) => Number(a.id) - Number(b.id));
  return (name) => {
    if (!name) return { keyId: '', keyName: CONSOLE_KEY_NAME };
    const key = keys.find((k) => k.name === name);
    return key ? { keyId: key.id, keyName: key.name } : { keyId: `deleted:${name}`, keyName: `${name}（已删除）` };
  };
}

const recordCell = (r: UsageRecordRow): UsageCell => ({
  date: beijingDate(r.createTime),
  model: r.model,
  keyId: r.keyId,
  keyName: r.keyName || CONSOLE_KEY_NAME,
  appId: r.appId,
  appName: r.appName,
  calls: 1,
  failedCalls: r.status === 200 ? 0 : 1,
  tokensIn: r.tokensIn,
  tokensOut: r.tokensOut,
  costCents: r.costCents,
  record: r,
});

export const recordsOf = (userId: string): UsageRecordRow[] => tables.usageRecord.filter((r) => r.userId === userId);

/** Every usage cell of a user within start..end (inclusive Beijing dates), history first. */
export function usageCells(user: UserRow, start = '0000-00-00', end = '9999-99-99'): UsageCell[] {
  const resolve = keyResolver(user);
  const inRange = (date: string) => date >= start && date <= end;
  const history = usageHistory(user.userName)
    .filter((c) => inRange(c.date))
    .map((c): UsageCell => ({ ...c, ...resolve(c.keyName), failedCalls: 0 }));
  return [
    ...history,
    ...recordsOf(user.id)
      .map(recordCell)
      .filter((c) => inRange(c.date)),
  ];
}

/** Calls charged since the seed as bill lines, one per day and model: what the ledger charged, vouchers included. */
export const recordedBills = (userId: string): BillRecord[] => ledgerBills(userId);

const monthOf = (date: string) => date.slice(0, 7);
export const currentMonth = (): string => monthOf(beijingDate(now()));

/** Fen spent in a Beijing month (YYYY-MM): what its bills add up to. */
export function monthSpendCents(user: UserRow, month = currentMonth()): number {
  return usageCells(user, `${month}-01`, `${month}-31`).reduce((s, c) => s + c.costCents, 0);
}

export function keyMonthUsage(
  user: UserRow,
  key: ApiKeyRow,
  month = currentMonth(),
): { costCents: number; calls: number } {
  const cells = usageCells(user, `${month}-01`, `${month}-31`).filter((c) => c.keyId === key.id);
  return { costCents: cells.reduce((s, c) => s + c.costCents, 0), calls: cells.reduce((s, c) => s + c.calls, 0) };
}

export const keyTotalCalls = (user: UserRow, key: ApiKeyRow): number =>
  usageCells(user)
    .filter((c) => c.keyId === key.id)
    .reduce((s, c) => s + c.calls, 0);

/**
 * Requests and tokens of a user on a model in the last minute of the simulator's clock, and the
 * whole seconds until the oldest of them leaves the window (when a reached limit lifts).
 */
export function recentUse(userId: string, model: string): { requests: number; tokens: number; resetSeconds: number } {
  const since = new Date(now() - MINUTE).toISOString();
  const rows = tables.usageRecord.filter(
    (r) => r.userId === userId && r.model === model && r.status === 200 && r.createTime > since,
  );
  const oldest = rows.reduce((min, r) => (r.createTime < min ? r.createTime : min), nowIso());
  const resetSeconds = rows.length ? Math.max(1, Math.ceil((Date.parse(oldest) + MINUTE - now()) / 1000)) : 0;
  return { requests: rows.length, tokens: rows.reduce((s, r) => s + r.tokensIn + r.tokensOut, 0), resetSeconds };
}

/** Sends each budget threshold this month's spend has crossed, once a month, as a site message. */
export async function alertBudget(user: UserRow): Promise<BudgetThreshold[]> {
  const budget = tables.spendBudget.find((b) => b.userId === user.id);
  if (!budget) return [];
  const month = currentMonth();
  const alerted = budget.month === month ? budget.alerted.map(Number) : [];
  const spent = monthSpendCents(user, month);
  const crossed = thresholdsToAlert(spent, budget.budgetCents, alerted);
  for (const threshold of crossed) {
    await tables.message.insert({
      userId: user.id,
      content: budgetAlertText(month, threshold, spent, budget.budgetCents),
      createTime: nowIso(),
      isRead: false,
    });
  }
  if (crossed.length > 0 || budget.month !== month)
    await tables.spendBudget.patch(budget.id, { month, alerted: [...alerted, ...crossed].map(String) });
  return crossed;
}

/** The fields every call has; the request log's (request id, cache, timings, error) are optional. */
export type CallRecord = Pick<
  UsageRecordRow,
  'keyId' | 'keyName' | 'model' | 'appId' | 'appName' | 'tokensIn' | 'tokensOut' | 'costCents' | 'latencyMs' | 'status'
> &
  Partial<Omit<UsageRecordRow, 'id' | 'userId'>>;

/** An id like OpenAI's, sent as x-request-id and kept on the call's row. */
export const newRequestId = (): string => `req_${globalThis.crypto.randomUUID().replace(/-/g, '')}`;

/** Keeps one call in the ledger (refused ones too, at no cost) and sends any budget alert it causes. */
export async function recordCall(user: UserRow, call: CallRecord): Promise<UsageRecordRow> {
  const row = await tables.usageRecord.insert({
    createTime: nowIso(),
    ...call,
    requestId: call.requestId || newRequestId(),
    userId: user.id,
  });
  // A call on an organisation's key is paid by the organisation's wallet, not the owner's own.
  if (!(await attributeCall(row))) await postCallCharge(user, row);
  if (call.costCents > 0) await alertBudget(user);
  return row;
}
