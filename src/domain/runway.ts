/**
 * 余额跑道: how long the money lasts at the recent pace. From the spend of the last 7 or 30 whole
 * days (today is still running, so it is left out) it forecasts the day the balance and vouchers
 * run out, the day this month's budget and each key's monthly cap are reached, and the vouchers
 * that expire before the spend reaches them.
 *
 * The forecast starts tomorrow and spends the window's average every day. Money is integer fen.
 * The average itself is rarely a whole fen, so every sum is kept multiplied by the window's
 * length: a day then spends exactly the window's total, and no fraction of a fen is ever rounded
 * along the way. Vouchers pay first, the one expiring soonest first, as billing takes them.
 */
import { compareText } from './ordering';

export const RUNWAY_WINDOWS = [7, 30] as const;
export type RunwayWindow = (typeof RUNWAY_WINDOWS)[number];

export interface RunwayVoucher {
  id: string;
  name: string;
  remainingFen: number;
  /** The last Beijing day (YYYY-MM-DD) it pays for. */
  lastDay: string;
}

export interface RunwayKey {
  id: string;
  name: string;
  /** null: no monthly cap. */
  capFen: number | null;
  monthSpentFen: number;
  /** A disabled or expired key spends nothing more. */
  active: boolean;
}

export interface RunwayInput {
  /** Beijing YYYY-MM-DD. */
  today: string;
  window: RunwayWindow;
  /** Fen spent on each day; days not listed spent nothing. `byKey` splits it by API key id. */
  days: readonly { date: string; fen: number; byKey?: Readonly<Record<string, number>> }[];
  balanceFen: number;
  vouchers: readonly RunwayVoucher[];
  /** This month's budget and spend so far; null when no budget is set. */
  budget: { budgetFen: number; spentFen: number } | null;
  keys: readonly RunwayKey[];
}

export interface RunwayBasis {
  /** The window: `days` whole days, start..end, ending yesterday. */
  start: string;
  end: string;
  days: number;
  totalFen: number;
  /** totalFen / days, to the nearest fen: for display only, the forecast uses the exact quotient. */
  averageFen: number;
  /** Days of the window with any spend. */
  activeDays: number;
}

/** When a limit is reached: never at this pace, already, on a day this month, or not before the month ends. */
export type LimitOutcome =
  | { kind: 'idle' }
  | { kind: 'passed' }
  | { kind: 'reached'; date: string; inDays: number }
  | { kind: 'notThisMonth'; projectedFen: number };

export type FundsOutcome =
  | { kind: 'idle' }
  | { kind: 'empty' }
  /** `daysLeft` whole days are paid for; the money runs out during `date`. */
  | { kind: 'runsOut'; daysLeft: number; date: string };

export interface ExpiringVoucher extends RunwayVoucher {
  /** Fen still unused when it expires (rounded down). */
  unusedFen: number;
}

export interface RunwayForecast {
  basis: RunwayBasis;
  /** The balance and the vouchers still valid tomorrow. */
  fundsFen: number;
  funds: FundsOutcome;
  budget: (LimitOutcome & { budgetFen: number; spentFen: number }) | null;
  keys: (RunwayKey & { capFen: number; averageFen: number; outcome: LimitOutcome })[];
  expiring: ExpiringVoucher[];
}

/** Yuan as the API answers it, in whole fen. */
export const toFen = (yuan: number): number => Math.round(yuan * 100);

const DAY_MS = 86_400_000;
const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
export const addDays = (date: string, days: number): string =>
  new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);
const monthEnd = (date: string): string =>
  new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 0)).toISOString().slice(0, 10);
const ceilDiv = (a: number, b: number): number => Math.floor((a + b - 1) / b);
/** a / b to the nearest integer, halves up, for non-negative integers. */
const roundDiv = (a: number, b: number): number => Math.floor((2 * a + b) / (2 * b));

/** The window of whole days the forecast averages: the `days` days before today. */
export function runwayBasis(today: string, window: RunwayWindow, days: RunwayInput['days']): RunwayBasis {
  const start = addDays(today, -window);
  const end = addDays(today, -1);
  const inWindow = days.filter((d) => d.date >= start && d.date <= end && d.fen > 0);
  const totalFen = inWindow.reduce((s, d) => s + d.fen, 0);
  return { start, end, days: window, totalFen, averageFen: roundDiv(totalFen, window), activeDays: inWindow.length };
}

/**
 * A monthly limit at a daily pace of `scaledDaily` / `window` fen: `spent` of `limit` used so far.
 * A zero limit is passed by any spend, as the budget's alerts count it.
 */
function limitOutcome(today: string, window: number, limit: number, spent: number, scaledDaily: number): LimitOutcome {
  if (spent >= limit && (limit > 0 || spent > 0)) return { kind: 'passed' };
  if (scaledDaily === 0) return { kind: 'idle' };
  const inDays = Math.max(1, ceilDiv((limit - spent) * window, scaledDaily));
  const date = addDays(today, inDays);
  if (date <= monthEnd(today)) return { kind: 'reached', date, inDays };
  const left = daysBetween(today, monthEnd(today));
  return { kind: 'notThisMonth', projectedFen: spent + Math.floor((left * scaledDaily) / window) };
}

/**
 * The balance and vouchers spent day by day from tomorrow. Between two voucher expiries every
 * voucher still valid and the balance are all usable, so only their sum decides whether the money
 * lasts through that stretch; the order vouchers pay in decides what is left of each at its expiry.
 */
function spendFunds(
  today: string,
  window: number,
  scaledDaily: number,
  balanceFen: number,
  vouchers: readonly RunwayVoucher[],
): { funds: FundsOutcome; expiring: ExpiringVoucher[] } {
  const expiring: ExpiringVoucher[] = [];
  const expire = (v: RunwayVoucher, scaledLeft: number) => {
    const unusedFen = Math.floor(scaledLeft / window);
    if (unusedFen > 0) expiring.push({ ...v, unusedFen });
  };
  // One already expired (a list older than the clock) is no longer money.
  const usable = vouchers.filter((v) => v.remainingFen > 0 && v.lastDay >= today);
  // Expiring today: the forecast starts tomorrow, so whatever is left of it today is all it can use.
  for (const v of usable.filter((v) => v.lastDay === today)) expire(v, v.remainingFen * window);
  const pending = usable
    .filter((v) => v.lastDay > today)
    .sort((a, b) => compareText(a.lastDay, b.lastDay) || compareText(a.id, b.id))
    .map((v) => ({ v, last: daysBetween(today, v.lastDay), left: v.remainingFen * window }));
  let cash = Math.max(0, balanceFen) * window;
  if (scaledDaily === 0) {
    for (const p of pending) expire(p.v, p.left);
    return { funds: cash === 0 && pending.length === 0 ? { kind: 'empty' } : { kind: 'idle' }, expiring };
  }
  let day = 1;
  // The day the last of `available` (from `day` on) is spent; nothing left means the day before.
  const runsOut = (available: number): FundsOutcome =>
    available === 0 && day === 1
      ? { kind: 'empty' }
      : {
          kind: 'runsOut',
          daysLeft: day - 1 + Math.floor(available / scaledDaily),
          date: addDays(today, day - 1 + ceilDiv(available, scaledDaily)),
        };
  while (pending.length > 0) {
    const { last } = pending[0];
    const stretch = last - day + 1;
    const available = pending.reduce((s, p) => s + p.left, cash);
    if (stretch * scaledDaily >= available) return { funds: runsOut(available), expiring };
    let due = stretch * scaledDaily;
    for (const p of pending) {
      const take = Math.min(p.left, due);
      p.left -= take;
      due -= take;
    }
    cash -= due;
    while (pending.length > 0 && pending[0].last === last) {
      const gone = pending.shift();
      if (gone) expire(gone.v, gone.left);
    }
    day = last + 1;
  }
  return { funds: runsOut(cash), expiring };
}

export function forecastRunway(input: RunwayInput): RunwayForecast {
  const { today, window } = input;
  const basis = runwayBasis(today, window, input.days);
  const inWindow = input.days.filter((d) => d.date >= basis.start && d.date <= basis.end);
  const keyTotal = (id: string) => inWindow.reduce((s, d) => s + Math.max(0, d.byKey?.[id] ?? 0), 0);
  const { funds, expiring } = spendFunds(today, window, basis.totalFen, input.balanceFen, input.vouchers);
  const fundsFen =
    Math.max(0, input.balanceFen) +
    input.vouchers.filter((v) => v.lastDay > today).reduce((s, v) => s + Math.max(0, v.remainingFen), 0);
  const budget =
    input.budget === null
      ? null
      : {
          ...input.budget,
          ...limitOutcome(today, window, input.budget.budgetFen, input.budget.spentFen, basis.totalFen),
        };
  const keys = input.keys.flatMap((k) => {
    if (k.capFen === null) return [];
    const total = k.active ? keyTotal(k.id) : 0;
    return [
      {
        ...k,
        capFen: k.capFen,
        averageFen: roundDiv(total, window),
        outcome: limitOutcome(today, window, k.capFen, k.monthSpentFen, total),
      },
    ];
  });
  return { basis, fundsFen, funds, budget, keys, expiring };
}
