/**
 * Wire types of the ledger, reconciliation and price timeline (src/api/ledger.ts), shared by the
 * client and the simulator. Every amount is an integer number of fen (分); prices are integer
 * micro-yuan (百万分之一元) per million tokens, so nothing on the wire is a binary fraction.
 */
import type { PageQuery } from './common.types';

/**
 * What moved money: 充值, 代金券发放, a billed call (one line per wallet that paid it), 退款,
 * 调账, and the seeded history's purchases and daily settlements (日结, before per-call billing).
 */
export type LedgerKind = 'recharge' | 'voucher' | 'call' | 'refund' | 'adjustment' | 'purchase' | 'settlement';

export interface LedgerLine {
  id: string;
  time: string;
  kind: LedgerKind;
  /** '' for the cash balance, else the voucher's id. */
  walletId: string;
  walletName: string;
  /** Signed: money out of the wallet is negative. */
  amountFen: number;
  /** The cash balance after this line. */
  balanceFen: number;
  /** The call it bills or refunds ('' otherwise), as in x-request-id and the request log. */
  requestId: string;
  model: string;
  /** The price version the call was charged at ('' when not a call). */
  priceVersion: string;
  remark: string;
}

export interface LedgerFilter {
  /** Beijing dates, inclusive. */
  start?: string;
  end?: string;
  kind?: LedgerKind;
  /** 'balance', or a voucher's id. */
  wallet?: string;
  requestId?: string;
}

export type LedgerQuery = LedgerFilter & PageQuery;

/** A model's prices from one moment on. */
export interface PriceVersion {
  /** `<model>@v<n>`, kept on each charge. */
  id: string;
  model: string;
  version: number;
  /** ISO instant it takes effect ('' for the price the model launched with). */
  effectiveFrom: string;
  /** When users were told, by site message ('' for the launch price). */
  announcedAt: string;
  /** Micro-yuan per million tokens. */
  input: number;
  cachedInput: number;
  output: number;
  note: string;
}

export interface PriceHistory {
  model: string;
  /** Oldest first. */
  versions: PriceVersion[];
  /** The id of the version in force now. */
  current: string;
}

export type ReconcilePeriod = 'day' | 'month';

export interface ReconcileQuery {
  period: ReconcilePeriod;
  /** YYYY-MM-DD for a day, YYYY-MM for a month (Beijing). */
  date: string;
}

/**
 * Why a line does not match. Timing and vouchers explain a difference; a wrong charge, a charge
 * with no call and a call never charged are errors.
 */
export type GapKind = 'streaming_cutoff' | 'carried_in' | 'refund' | 'wrong_charge' | 'unlogged_charge' | 'uncharged';

/** One call (or refund) of the period: what the log says against what was charged. */
export interface ReconcileLine {
  requestId: string;
  model: string;
  /** When the call started (the log's time) and when its charge was posted. */
  startedAt: string;
  chargedAt: string;
  logFen: number;
  chargedFen: number;
  voucherFen: number;
  refundFen: number;
  priceVersion: string;
  gap?: GapKind;
  /** The gap's cause in words ('' when the line matches). */
  cause: string;
  /** A gap an honest bill has (timing, refunds); false for an error. */
  explained: boolean;
}

export interface Reconciliation {
  period: ReconcilePeriod;
  date: string;
  /** ISO instants: [from, to). */
  from: string;
  to: string;
  logFen: number;
  billFen: number;
  openingBalanceFen: number;
  closingBalanceFen: number;
  /** closing − opening. */
  balanceChangeFen: number;
  rechargeFen: number;
  adjustmentFen: number;
  refundFen: number;
  /** Paid for calls from the cash balance and from vouchers. */
  balancePaidFen: number;
  voucherPaidFen: number;
  /** The seeded history's daily settlements and purchases (no per-call log behind them). */
  settledFen: number;
  lines: ReconcileLine[];
  /** No gap at all / only explained gaps / at least one error. */
  verdict: 'match' | 'explained' | 'mismatch';
  /** The rounding rule, stated once. */
  rounding: string;
}

export interface LedgerExport {
  fileName: string;
  rows: number;
  csv: string;
}

/** A wallet the ledger can be filtered by: 'balance', or a voucher's id. */
export interface LedgerWallet {
  id: string;
  name: string;
}
