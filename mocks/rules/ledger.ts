/**
 * The wallets' ledger: every movement of a user's money is one line — a recharge, a voucher
 * granted, each billed call (one line per wallet that paid it, vouchers first), a refund, an
 * adjustment — with the running cash balance. The seeded history (daily settlements before per-call
 * billing) comes first, computed; every line since is stored in `ledgerEntry`. Posting a line
 * moves the stored balance and voucher in the same unit of work, so they can be checked against it.
 *
 * The demo console's 计费 · 错误扣费 switch makes the next (or every) call be charged ten times
 * its logged cost: the bug 对账 must find.
 */
import type { LedgerKind, LedgerLine, Reconciliation, ReconcilePeriod } from '../../src/domain/types/ledger.types';
import {
  BALANCE_WALLET,
  beijingDay,
  billLines,
  reconcile,
  periodRange,
  reconcileMessages,
  splitPayment,
  type LoggedCall,
} from '../../src/domain/ledger';
import { tables, type LedgerEntryRow, type UsageRecordRow, type UserRow } from '../db/models';
import { nowIso, SIM_EPOCH } from './clock';
import { clearFault, listFaults } from './faults';
import { priceAt } from './priceVersions';
import { refuse } from './respond';
import { findModel } from '../seed/models';
import { tradeHistory, type BillRecord, type LedgerRecord } from '../seed/trade';
import { compareText } from '../../src/domain/ordering';

/** The first day billed call by call; before it the seeded history settled daily. */
export const LEDGER_FIRST_DAY = beijingDay(new Date(SIM_EPOCH).toISOString());

/** How much a wrong charge multiplies the call's cost by. */
export const WRONG_CHARGE_FACTOR = 10;

const historyKind = (r: LedgerRecord): LedgerKind =>
  r.tradeType === 1 ? 'recharge' : r.tradeType === 3 ? 'refund' : r.remark.includes('结算') ? 'settlement' : 'purchase';

/** The seeded history as ledger lines (all in the cash balance). */
function historyLines(user: UserRow): LedgerLine[] {
  return tradeHistory(user.userName).ledger.map((r) => ({
    id: `h${r.id}`,
    time: r.tradeTime,
    kind: historyKind(r),
    walletId: '',
    walletName: BALANCE_WALLET,
    amountFen: r.amountCents,
    balanceFen: r.balanceAfterCents,
    requestId: '',
    model: '',
    priceVersion: '',
    remark: r.remark,
  }));
}

const toLine = (e: LedgerEntryRow): LedgerLine => ({
  id: e.id,
  time: e.time,
  kind: e.kind as LedgerKind,
  walletId: e.walletId,
  walletName: e.walletName,
  amountFen: e.amountCents,
  balanceFen: e.balanceAfterCents,
  requestId: e.requestId,
  model: e.model,
  priceVersion: e.priceVersion,
  remark: e.remark,
});

/** The lines stored since per-call billing began, oldest first. */
const liveLines = (userId: string): LedgerLine[] =>
  tables.ledgerEntry
    .filter((e) => e.userId === userId)
    .sort((a, b) => compareText(a.time, b.time) || Number(a.id) - Number(b.id))
    .map(toLine);

/** Every line of a user's wallets, oldest first. */
export const ledgerOf = (user: UserRow): LedgerLine[] => [...historyLines(user), ...liveLines(user.id)];

async function account(user: UserRow) {
  return (
    tables.tradeAccount.find((a) => a.userId === user.id) ??
    (await tables.tradeAccount.insert({ userId: user.id, balanceCents: 0 }))
  );
}

type Posting = Pick<LedgerEntryRow, 'kind' | 'amountCents'> &
  Partial<Pick<LedgerEntryRow, 'walletId' | 'walletName' | 'requestId' | 'model' | 'priceVersion' | 'remark' | 'time'>>;

/** Stores one line and moves its wallet: the cash balance, or (for a voucher line) nothing here. */
async function post(user: UserRow, p: Posting): Promise<LedgerEntryRow> {
  const wallet = await account(user);
  const walletId = p.walletId ?? '';
  const balanceAfterCents = walletId ? wallet.balanceCents : wallet.balanceCents + p.amountCents;
  if (!walletId) await tables.tradeAccount.patch(wallet.id, { balanceCents: balanceAfterCents });
  return tables.ledgerEntry.insert({
    userId: user.id,
    time: p.time ?? nowIso(),
    kind: p.kind,
    walletId,
    walletName: p.walletName ?? BALANCE_WALLET,
    amountCents: p.amountCents,
    balanceAfterCents,
    requestId: p.requestId ?? '',
    model: p.model ?? '',
    priceVersion: p.priceVersion ?? '',
    remark: p.remark ?? '',
  });
}

const positive = (fen: number) => {
  if (!Number.isSafeInteger(fen) || fen <= 0) throw new RangeError(`金额须为正的整分（收到 ${fen}）`);
};

export async function postRecharge(user: UserRow, fen: number, remark = '账户充值'): Promise<void> {
  positive(fen);
  await post(user, { kind: 'recharge', amountCents: fen, remark });
}

/** Grants a voucher valid from now until `expireTime`; its line is in the voucher's own wallet. */
export async function grantVoucher(
  user: UserRow,
  { name, fen, expireTime, source = '平台发放' }: { name: string; fen: number; expireTime: string; source?: string },
): Promise<string> {
  positive(fen);
  const issueTime = nowIso();
  const coupon = await tables.coupon.insert({
    userId: user.id,
    name,
    amountCents: fen,
    remainingCents: fen,
    status: 1,
    source,
    issueTime,
    expireTime,
  });
  await post(user, { kind: 'voucher', amountCents: fen, walletId: coupon.id, walletName: name, remark: source });
  return coupon.id;
}

/** A refund of (part of) a billed call, to the cash balance. */
export async function postRefund(user: UserRow, requestId: string, fen: number, remark = '调用退款'): Promise<void> {
  positive(fen);
  const charged = tables.ledgerEntry
    .filter((e) => e.userId === user.id && e.requestId === requestId)
    .reduce((s, e) => s - e.amountCents, 0);
  if (fen > charged) throw new RangeError(`退款金额不能超过该调用的净扣费（${charged} 分）`);
  const model = tables.ledgerEntry.find((e) => e.requestId === requestId && e.kind === 'call')?.model ?? '';
  await post(user, { kind: 'refund', amountCents: fen, requestId, model, remark });
}

/** A correction by the platform, either way, to the cash balance. */
export async function postAdjustment(user: UserRow, fen: number, remark: string): Promise<void> {
  if (!Number.isSafeInteger(fen) || fen === 0) throw new RangeError(`调账金额须为非零整分（收到 ${fen}）`);
  await post(user, { kind: 'adjustment', amountCents: fen, remark });
}

/** The 错误扣费 switch, used up here when it is for the next call only. */
function takeWrongCharge(): boolean {
  const fault = listFaults().find((f) => f.area === 'billing' && f.kind === 'wrongCharge');
  if (fault?.scope === 'next') clearFault(fault.id);
  return Boolean(fault);
}

/**
 * Charges a recorded call what the gateway logged for it, at the price version in force when it
 * was billed: vouchers valid then pay first, the cash balance the rest.
 */
export async function postCallCharge(user: UserRow, call: UsageRecordRow): Promise<void> {
  if (call.costCents <= 0) return;
  const fen = takeWrongCharge() ? call.costCents * WRONG_CHARGE_FACTOR : call.costCents;
  const version = priceAt(call.model, call.createTime)?.id ?? '';
  const vouchers = tables.coupon
    .filter((c) => c.userId === user.id && c.status === 1)
    .map((c) => ({
      id: c.id,
      name: c.name,
      remainingFen: c.remainingCents,
      issueTime: c.issueTime,
      expireTime: c.expireTime,
    }));
  const split = splitPayment(fen, vouchers, call.createTime);
  const line = {
    kind: 'call',
    requestId: call.requestId,
    model: call.model,
    priceVersion: version,
    time: call.createTime,
  };
  for (const { voucher, fen: paid } of split.vouchers) {
    const remainingCents = voucher.remainingFen - paid;
    await tables.coupon.patch(voucher.id, { remainingCents, status: remainingCents === 0 ? 2 : 1 });
    await post(user, { ...line, amountCents: -paid, walletId: voucher.id, walletName: voucher.name });
  }
  if (split.balanceFen > 0) await post(user, { ...line, amountCents: -split.balanceFen });
}

/**
 * The request log's calls of a user that cost something, as reconciliation reads them: those on
 * an organisation's key were paid by the organisation's wallet, not by this ledger.
 */
export const loggedCalls = (user: UserRow): LoggedCall[] =>
  tables.usageRecord
    .filter((r) => r.userId === user.id && r.costCents > 0 && !tables.orgCall.get(r.id))
    .map((r) => ({
      requestId: r.requestId,
      model: r.model,
      time: r.createTime,
      latencyMs: r.latencyMs,
      stream: r.stream,
      costFen: r.costCents,
    }));

/** 对账 of a Beijing day or month from the first per-call day up to today. */
export function reconcileFor(user: UserRow, period: ReconcilePeriod, date: string): Reconciliation {
  const firstPeriod = period === 'day' ? LEDGER_FIRST_DAY : LEDGER_FIRST_DAY.slice(0, 7);
  const today = beijingDay(nowIso());
  if (typeof date !== 'string' || !periodRange(period, date)) refuse(reconcileMessages.periodInvalid, 400);
  if (date < firstPeriod) refuse(reconcileMessages.beforeLedger(LEDGER_FIRST_DAY), 400);
  if (date > (period === 'day' ? today : today.slice(0, 7))) refuse(reconcileMessages.future, 400);
  return reconcile({ period, date, calls: loggedCalls(user), lines: ledgerOf(user), initialBalanceFen: 0 });
}

/** A bill line's item: the prompt tokens served from the cache are named, being priced at a tenth of the input. */
const billingItemOf = (cachedTokens: number): string =>
  cachedTokens > 0
    ? `输入输出tokens（其中缓存命中 ${cachedTokens / 1000} 千tokens，按输入价的 1/10 计费）`
    : '输入输出tokens';

/** The bill lines of the calls charged since per-call billing began, per day and model. */
export function ledgerBills(userId: string): BillRecord[] {
  const lines = liveLines(userId);
  const calls = new Map(tables.usageRecord.filter((r) => r.userId === userId).map((r) => [r.requestId, r]));
  const tokens = new Map<string, number>();
  const cached = new Map<string, number>();
  for (const requestId of new Set(lines.filter((l) => l.kind === 'call').map((l) => l.requestId))) {
    const call = calls.get(requestId);
    const first = lines.find((l) => l.requestId === requestId)!;
    const key = `${beijingDay(first.time)}\n${first.model}`;
    if (!call) continue;
    tokens.set(key, (tokens.get(key) ?? 0) + call.tokensIn + call.tokensOut);
    cached.set(key, (cached.get(key) ?? 0) + (call.cachedTokens ?? 0));
  }
  return billLines(lines).map((b) => ({
    id: `live-${b.date}-${b.model}`,
    date: b.date,
    productName: findModel(b.model)?.name ?? b.model,
    billingItem: billingItemOf(cached.get(`${b.date}\n${b.model}`) ?? 0),
    usage: (tokens.get(`${b.date}\n${b.model}`) ?? 0) / 1000,
    unit: '千tokens',
    amountCents: b.amountFen,
    couponCents: b.voucherFen,
  }));
}

const tradeTypeOf = (l: LedgerLine): number =>
  l.kind === 'recharge' || (l.kind === 'adjustment' && l.amountFen > 0) ? 1 : l.kind === 'refund' ? 3 : 2;

/** The cash balance's lines as 交易明细 records: the seeded history, then every line since. */
export function cashTransactions(user: UserRow): LedgerRecord[] {
  const live = liveLines(user.id)
    .filter((l) => !l.walletId)
    .map((l) => ({
      id: `l${l.id}`,
      tradeNo: l.requestId || `L${l.id.padStart(8, '0')}`,
      tradeType: tradeTypeOf(l),
      amountCents: l.amountFen,
      balanceAfterCents: l.balanceFen,
      remark: l.remark || (l.model ? `调用 ${l.model}（${l.priceVersion}）` : ''),
      tradeTime: l.time,
    }));
  return [...tradeHistory(user.userName).ledger, ...live];
}
