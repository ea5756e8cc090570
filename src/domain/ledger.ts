/**
 * The money rules shared by the 对账台 screens and the simulator: what a call costs at a price
 * version, how a charge is split between vouchers and the cash balance, the bill the ledger adds
 * up to, and the reconciliation of request log, bill and balance for a day or a month.
 *
 * Amounts are integers: fen for money, micro-yuan per million tokens for prices. The one rounding
 * there is happens in `callChargeFen` (ROUNDING_RULE); everything after it adds whole fen.
 */
import type {
  GapKind,
  LedgerKind,
  LedgerLine,
  PriceVersion,
  ReconcileLine,
  ReconcilePeriod,
  Reconciliation,
} from './types/ledger.types';
import { toCsv } from './usageQuery';
import { compareText } from './ordering';

export const ROUNDING_RULE =
  '每次调用的费用按分向上取整（不足 0.01 元按 0.01 元计），此后所有金额均为整分相加，不再取整。';

/** Micro-yuan in a fen, and token-micro-yuan (tokens × micro-yuan per million tokens) in a fen. */
const MICROS_PER_FEN = 10_000;
const TOKEN_MICROS_PER_FEN = 1_000_000 * MICROS_PER_FEN;

/** a / b rounded up, for non-negative safe integers, without a binary fraction in between. */
const ceilDiv = (a: number, b: number): number => (a - (a % b)) / b + (a % b > 0 ? 1 : 0);

/** What one call costs at `price`: uncached prompt, cached prompt and output tokens, rounded up to the fen once. */
export function callChargeFen(
  price: Pick<PriceVersion, 'input' | 'cachedInput' | 'output'>,
  tokensIn: number,
  cachedTokens: number,
  tokensOut: number,
): number {
  const exact = (tokensIn - cachedTokens) * price.input + cachedTokens * price.cachedInput + tokensOut * price.output;
  return ceilDiv(exact, TOKEN_MICROS_PER_FEN);
}

/** A cached prompt token costs a tenth of an uncached one. */
export const cachedPriceOf = (input: number): number => Math.round(input / 10);

/** Micro-yuan per million tokens from yuan per thousand tokens, as the catalogue states prices. */
export const microsPerMillion = (yuanPerThousand: number): number => Math.round(yuanPerThousand * 1e9);

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** ¥1,234.56 from fen, exactly; `signed` puts + before a positive amount. */
export function fenText(fen: number, { signed = false }: { signed?: boolean } = {}): string {
  const abs = Math.abs(fen);
  const text = `¥${groupThousands(String((abs - (abs % 100)) / 100))}.${String(abs % 100).padStart(2, '0')}`;
  if (fen < 0) return `-${text}`;
  return signed && fen > 0 ? `+${text}` : text;
}

/** 1234.56 from fen, for CSV cells (no currency sign, no grouping). */
export function fenDecimal(fen: number): string {
  const abs = Math.abs(fen);
  return `${fen < 0 ? '-' : ''}${(abs - (abs % 100)) / 100}.${String(abs % 100).padStart(2, '0')}`;
}

/** ¥0.8/百万tokens from micro-yuan per million tokens, every significant digit kept. */
export function priceText(micros: number): string {
  const whole = Math.floor(micros / 1_000_000);
  const frac = String(micros % 1_000_000)
    .padStart(6, '0')
    .replace(/0+$/, '');
  return `¥${whole}${frac ? `.${frac}` : ''}/百万tokens`;
}

export const ledgerKindLabels: Record<LedgerKind, string> = {
  recharge: '充值',
  voucher: '代金券发放',
  call: '调用扣费',
  refund: '退款',
  adjustment: '调账',
  purchase: '购买',
  settlement: '日结扣费',
};

export const BALANCE_WALLET = '余额';

/** A voucher the charge may draw on. */
export interface SpendableVoucher {
  id: string;
  name: string;
  remainingFen: number;
  issueTime: string;
  expireTime: string;
}

/**
 * Who pays a charge at `time`: vouchers valid then pay first, the one expiring soonest first;
 * the cash balance pays the rest (and may go below zero: the call has already been served).
 */
export function splitPayment(
  chargeFen: number,
  vouchers: readonly SpendableVoucher[],
  time: string,
): { vouchers: { voucher: SpendableVoucher; fen: number }[]; balanceFen: number } {
  let left = chargeFen;
  const paid: { voucher: SpendableVoucher; fen: number }[] = [];
  const usable = vouchers
    .filter((v) => v.remainingFen > 0 && v.issueTime <= time && time < v.expireTime)
    .sort((a, b) => compareText(a.expireTime, b.expireTime) || compareText(a.id, b.id));
  for (const voucher of usable) {
    if (left === 0) break;
    const fen = Math.min(left, voucher.remainingFen);
    paid.push({ voucher, fen });
    left -= fen;
  }
  return { vouchers: paid, balanceFen: left };
}

/** The version of `versions` (one model's, any order) in force at `time`. */
export function versionAt<V extends Pick<PriceVersion, 'effectiveFrom'>>(versions: readonly V[], time: string): V {
  const sorted = [...versions].sort((a, b) => compareText(a.effectiveFrom, b.effectiveFrom));
  return sorted.filter((v) => v.effectiveFrom <= time).at(-1) ?? sorted[0];
}

// ——— bills ———

/** One day's bill of one model, as the ledger's charges and refunds add up. */
export interface BillLine {
  date: string;
  model: string;
  /** Charged less refunded. */
  amountFen: number;
  /** The part vouchers paid. */
  voucherFen: number;
}

const BEIJING_MS = 8 * 3_600_000;
export const beijingDay = (iso: string): string => new Date(Date.parse(iso) + BEIJING_MS).toISOString().slice(0, 10);

/** The bill the ledger's call and refund lines make: per Beijing day and model. */
export function billLines(lines: readonly LedgerLine[]): BillLine[] {
  const bills = new Map<string, BillLine>();
  for (const line of lines) {
    if (line.kind !== 'call' && !(line.kind === 'refund' && line.requestId)) continue;
    const date = beijingDay(line.time);
    const key = `${date}\n${line.model}`;
    const bill = bills.get(key) ?? { date, model: line.model, amountFen: 0, voucherFen: 0 };
    bill.amountFen -= line.amountFen;
    if (line.kind === 'call' && line.walletId) bill.voucherFen -= line.amountFen;
    bills.set(key, bill);
  }
  return [...bills.values()];
}

// ——— reconciliation ———

/** A call as the request log has it. */
export interface LoggedCall {
  requestId: string;
  model: string;
  /** When the log recorded it, and how long it ran. */
  time: string;
  latencyMs: number;
  /** A streamed call is recorded when it ends; any other when it starts. */
  stream: boolean;
  costFen: number;
}

/** When a call started: the log counts it on that day. */
export const startOf = (call: LoggedCall): string =>
  call.stream ? new Date(Date.parse(call.time) - call.latencyMs).toISOString() : call.time;

export const reconcileMessages = {
  periodInvalid: '请选择正确的对账日期或月份',
  beforeLedger: (first: string) => `逐笔账本自 ${first} 起，此前为按日结算的汇总，无法逐笔对账`,
  future: '对账日期不能晚于今天',
} as const;

/** [from, to) of a Beijing day (YYYY-MM-DD) or month (YYYY-MM), as ISO instants; undefined when malformed. */
export function periodRange(period: ReconcilePeriod, date: string): { from: string; to: string } | undefined {
  const pattern = period === 'day' ? /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/ : /^\d{4}-(0[1-9]|1[0-2])$/;
  if (!pattern.test(date)) return undefined;
  const [y, m, d] = date.split('-').map(Number);
  const start = Date.UTC(y, m - 1, period === 'day' ? d : 1);
  if (period === 'day' && new Date(start).getUTCDate() !== d) return undefined;
  const end = period === 'day' ? start + 86_400_000 : Date.UTC(y, m, 1);
  return { from: new Date(start - BEIJING_MS).toISOString(), to: new Date(end - BEIJING_MS).toISOString() };
}

const clock = (iso: string) => new Date(Date.parse(iso) + BEIJING_MS).toISOString().slice(5, 19).replace('T', ' ');

/** The cause of a gap, in words a developer can check against the log and the ledger. */
export function gapCause(kind: GapKind, line: Omit<ReconcileLine, 'gap' | 'cause' | 'explained'>, diffFen = 0): string {
  switch (kind) {
    case 'streaming_cutoff':
      return `流式调用 ${clock(line.startedAt)} 开始，截止时仍在输出，${clock(line.chargedAt)} 结束后扣费 ${fenText(diffFen)}，计入下一期`;
    case 'carried_in':
      return `上一期 ${clock(line.startedAt)} 开始的流式调用在本期 ${clock(line.chargedAt)} 结束并扣费 ${fenText(line.chargedFen)}`;
    case 'refund':
      return `退款 ${fenText(line.refundFen)}（${clock(line.chargedAt)} 扣费的调用），于本期入账`;
    case 'wrong_charge':
      return `扣费与请求日志不符：日志 ${fenText(line.logFen || line.chargedFen - diffFen)}，实扣 ${fenText(line.chargedFen || line.logFen + diffFen)}，${diffFen > 0 ? '多扣' : '少扣'} ${fenText(Math.abs(diffFen))}`;
    case 'unlogged_charge':
      return `扣费 ${fenText(line.chargedFen)} 在请求日志中没有对应的调用`;
    case 'uncharged':
      return `请求日志中费用 ${fenText(line.logFen)} 的调用没有扣费记录`;
  }
}

const EXPLAINED: Readonly<Record<GapKind, boolean>> = {
  streaming_cutoff: true,
  carried_in: true,
  refund: true,
  wrong_charge: false,
  unlogged_charge: false,
  uncharged: false,
};

export interface ReconcileInput {
  period: ReconcilePeriod;
  date: string;
  /** Every call of the account with a cost (or a charge), whatever its time. */
  calls: readonly LoggedCall[];
  /** Every ledger line of the account, oldest first. */
  lines: readonly LedgerLine[];
  /** The cash balance before the first line. */
  initialBalanceFen: number;
}

interface Tally {
  requestId: string;
  model: string;
  logFen: number;
  chargedFen: number;
  voucherFen: number;
  refundFen: number;
  chargedAt: string;
  priceVersion: string;
}

/**
 * Request log = bill = balance change for a day or a month, call by call: each call's logged cost
 * against what the ledger charged for it, each refund against its call, and every difference named
 * with its cause. The balance side adds up the cash wallet's own lines.
 */
export function reconcile({ period, date, calls, lines, initialBalanceFen }: ReconcileInput): Reconciliation {
  const range = periodRange(period, date);
  if (!range) throw new RangeError(reconcileMessages.periodInvalid);
  const { from, to } = range;
  const within = (t: string) => t >= from && t < to;
  const byId = new Map(calls.map((c) => [c.requestId, c]));
  const chargedEver = new Map<string, { fen: number; at: string }>();
  for (const line of lines)
    if (line.kind === 'call') {
      const seen = chargedEver.get(line.requestId);
      chargedEver.set(line.requestId, { fen: (seen?.fen ?? 0) - line.amountFen, at: seen?.at ?? line.time });
    }

  const tallies = new Map<string, Tally>();
  const tally = (requestId: string, model: string): Tally => {
    const found = tallies.get(requestId);
    if (found) return found;
    const fresh: Tally = {
      requestId,
      model,
      logFen: 0,
      chargedFen: 0,
      voucherFen: 0,
      refundFen: 0,
      chargedAt: chargedEver.get(requestId)?.at ?? '',
      priceVersion: '',
    };
    tallies.set(requestId, fresh);
    return fresh;
  };
  for (const call of calls)
    if (within(startOf(call)) && call.costFen > 0) tally(call.requestId, call.model).logFen = call.costFen;

  let opening = initialBalanceFen;
  let closing = initialBalanceFen;
  const sums = { recharge: 0, adjustment: 0, refund: 0, balancePaid: 0, voucherPaid: 0, settled: 0 };
  for (const line of lines) {
    if (line.time < from && !line.walletId) opening = line.balanceFen;
    if (line.time < to && !line.walletId) closing = line.balanceFen;
    if (!within(line.time)) continue;
    if (line.kind === 'call') {
      const t = tally(line.requestId, line.model);
      t.chargedFen -= line.amountFen;
      if (line.walletId) t.voucherFen -= line.amountFen;
      t.priceVersion = line.priceVersion;
      if (line.walletId) sums.voucherPaid -= line.amountFen;
      else sums.balancePaid -= line.amountFen;
    } else if (line.kind === 'refund') {
      sums.refund += line.amountFen;
      if (line.requestId) tally(line.requestId, line.model).refundFen += line.amountFen;
    } else if (line.kind === 'recharge') sums.recharge += line.amountFen;
    else if (line.kind === 'adjustment') sums.adjustment += line.amountFen;
    else if (line.kind === 'purchase' || line.kind === 'settlement') sums.settled -= line.amountFen;
  }

  const reconciled = [...tallies.values()].map((t): ReconcileLine => {
    const call = byId.get(t.requestId);
    const base = {
      ...t,
      startedAt: call ? startOf(call) : t.chargedAt,
      priceVersion: t.priceVersion,
    };
    const ever = chargedEver.get(t.requestId)?.fen ?? 0;
    let gap: GapKind | undefined;
    let diff = 0;
    if (!call && ever > 0) gap = 'unlogged_charge';
    else if (call && ever > 0 && ever !== call.costFen) {
      gap = 'wrong_charge';
      diff = ever - call.costFen;
    } else if (call && ever === 0 && t.logFen > 0) gap = 'uncharged';
    else if (t.logFen > 0 && t.chargedFen === 0) {
      gap = 'streaming_cutoff';
      diff = ever;
    } else if (t.logFen === 0 && t.chargedFen > 0) gap = 'carried_in';
    else if (t.refundFen > 0) gap = 'refund';
    return gap
      ? { ...base, gap, cause: gapCause(gap, base, diff), explained: EXPLAINED[gap] }
      : { ...base, cause: '', explained: true };
  });
  reconciled.sort((a, b) => compareText(a.startedAt, b.startedAt) || compareText(a.requestId, b.requestId));

  const bill = billLines(lines.filter((l) => within(l.time))).reduce((s, b) => s + b.amountFen, 0);
  const gaps = reconciled.filter((l) => l.gap);
  return {
    period,
    date,
    from,
    to,
    logFen: reconciled.reduce((s, l) => s + l.logFen, 0),
    billFen: bill,
    openingBalanceFen: opening,
    closingBalanceFen: closing,
    balanceChangeFen: closing - opening,
    rechargeFen: sums.recharge,
    adjustmentFen: sums.adjustment,
    refundFen: sums.refund,
    balancePaidFen: sums.balancePaid,
    voucherPaidFen: sums.voucherPaid,
    settledFen: sums.settled,
    lines: reconciled,
    verdict: gaps.length === 0 ? 'match' : gaps.every((l) => l.explained) ? 'explained' : 'mismatch',
    rounding: ROUNDING_RULE,
  };
}

export const gapLabels: Record<GapKind, string> = {
  streaming_cutoff: '截止时仍在输出',
  carried_in: '上期调用本期扣费',
  refund: '退款',
  wrong_charge: '错误扣费',
  unlogged_charge: '无日志扣费',
  uncharged: '漏扣费',
};

const beijingTime = (iso: string): string =>
  iso ? new Date(Date.parse(iso) + BEIJING_MS).toISOString().slice(0, 19).replace('T', ' ') : '';

/** The ledger as CSV: one row a line, amounts in yuan with two decimals. */
export function ledgerCsv(lines: readonly LedgerLine[]): string {
  return toCsv(
    ['时间', '类型', '钱包', '金额(元)', '余额(元)', '请求ID', '模型', '价格版本', '说明'],
    lines.map((l) => [
      beijingTime(l.time),
      ledgerKindLabels[l.kind],
      l.walletName,
      fenDecimal(l.amountFen),
      fenDecimal(l.balanceFen),
      l.requestId,
      l.model,
      l.priceVersion,
      l.remark,
    ]),
  );
}

/** One reconciliation as CSV: the totals first, then each call line with its gap and cause. */
export function reconciliationCsv(r: Reconciliation): string {
  const totals: [string, number][] = [
    ['请求日志合计', r.logFen],
    ['账单合计', r.billFen],
    ['期初余额', r.openingBalanceFen],
    ['期末余额', r.closingBalanceFen],
    ['余额变动', r.balanceChangeFen],
    ['充值', r.rechargeFen],
    ['退款', r.refundFen],
    ['调账', r.adjustmentFen],
    ['余额扣费', r.balancePaidFen],
    ['代金券抵扣', r.voucherPaidFen],
    ['日结扣费', r.settledFen],
  ];
  const blank = ['', '', '', '', '', '', ''];
  return toCsv(
    [
      '请求ID',
      '模型',
      '开始时间',
      '扣费时间',
      '日志费用(元)',
      '扣费(元)',
      '其中代金券(元)',
      '退款(元)',
      '价格版本',
      '差异',
      '原因',
    ],
    [
      ...r.lines.map((l) => [
        l.requestId,
        l.model,
        beijingTime(l.startedAt),
        beijingTime(l.chargedAt),
        fenDecimal(l.logFen),
        fenDecimal(l.chargedFen),
        fenDecimal(l.voucherFen),
        fenDecimal(l.refundFen),
        l.priceVersion,
        l.gap ? gapLabels[l.gap] : '一致',
        l.cause,
      ]),
      ...totals.map(([label, fen]) => [label, ...blank.slice(0, 3), fenDecimal(fen), '', '', '', '', '', '']),
    ],
  );
}

/** The message a price change is announced with, before it takes effect. */
export function priceChangeNotice(modelName: string, from: PriceVersion, to: PriceVersion): string {
  return `【价格调整】${modelName} 将于 ${beijingTime(to.effectiveFrom).slice(0, 16)}（北京时间）起执行新价格（${to.id}）：输入 ${priceText(from.input)} → ${priceText(to.input)}，缓存输入 ${priceText(from.cachedInput)} → ${priceText(to.cachedInput)}，输出 ${priceText(from.output)} → ${priceText(to.output)}。此前发起的调用仍按原价计费。${to.note ? `说明：${to.note}` : ''}`;
}
