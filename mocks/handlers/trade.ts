/**
 * Trade centre (账户管理, 交易管理): balance, coupons, monthly and daily bills, orders and the
 * ledger. Stored in fen, answered in yuan. Bill pages carry the whole filter's totals (and the
 * daily series for the chart), computed from the same rows the pages are cut from.
 */
import { http } from 'msw';
import { paths } from '../../src/api/paths';
import type {
  BillQuery,
  BillTotals,
  Coupon,
  CouponQuery,
  DailyBill,
  DailyBillPage,
  MonthlyBill,
  BillPage,
  Order,
  OrderQuery,
  Transaction,
  TransactionQuery,
} from '../../src/domain/types/trade.types';
import { tables, type CouponRow, type OrderRow, type UserRow } from '../db/models';
import { beijingDate, daysBetween } from '../rules/beijing';
import { now } from '../rules/clock';
import { pageParams, paginate, pageOf } from '../rules/paging';
import { adminPost, ok, refuse, text, url, withAdmin } from '../rules/respond';
import { tradeHistory, type BillRecord, type LedgerRecord } from '../seed/trade';
import { recordedBills } from '../rules/usageLedger';
import { cashTransactions } from '../rules/ledger';
import { compareText } from '../../src/domain/ordering';

const ACCOUNT_CODES = ['TradeC:AccManage:read'];
const TRADE_CODES = ['TradeC:TradeManage:read'];
const t = paths.trade;

export const tradeMessages = {
  monthInvalid: '请选择正确的账单月份',
  dateInvalid: '请选择正确的日期',
  rangeInvalid: '开始日期不能晚于结束日期',
} as const;

const yuan = (cents: number): number => cents / 100;
const byNewest =
  <T extends { id: string }>(time: (row: T) => string) =>
  (a: T, b: T) =>
    compareText(time(b), time(a)) || Number(b.id) - Number(a.id);

const toCoupon = ({ userId: _owner, amountCents, remainingCents, status, ...rest }: CouponRow): Coupon => ({
  ...rest,
  amount: yuan(amountCents),
  remaining: yuan(remainingCents),
  status: status === 2 || status === 3 ? status : 1,
});

const toOrder = ({ userId: _owner, amountCents, orderType, status, ...rest }: OrderRow): Order => ({
  ...rest,
  amount: yuan(amountCents),
  orderType: orderType === 2 || orderType === 3 ? orderType : 1,
  status: status === 2 || status === 3 || status === 4 ? status : 1,
});

const toTransaction = ({ amountCents, balanceAfterCents, tradeType, ...rest }: LedgerRecord): Transaction => ({
  ...rest,
  amount: yuan(amountCents),
  balanceAfter: yuan(balanceAfterCents),
  tradeType: tradeType === 2 || tradeType === 3 ? tradeType : 1,
});

function requireMonth(value: unknown): string {
  const month = text(value);
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : refuse(tradeMessages.monthInvalid);
}

function optionalDate(value: unknown): string {
  const date = text(value);
  if (date && !/^\d{4}-\d{2}-\d{2}$/.test(date)) refuse(tradeMessages.dateInvalid);
  return date;
}

interface BillSelection {
  month: string;
  months: string[];
  rows: BillRecord[];
  products: string[];
}

/**
 * The filter's rows; without a month, the latest month that has bills (else the clock's month).
 * Calls charged since the seed (the usage ledger) are billed as lines of their model.
 */
function billRows(user: UserRow, body: Partial<BillQuery>): BillSelection {
  const own = [...tradeHistory(user.userName).bills, ...recordedBills(user.id)];
  const months = [...new Set(own.map((b) => b.date.slice(0, 7)))].sort().reverse();
  const month = body.month ? requireMonth(body.month) : (months[0] ?? beijingDate(now()).slice(0, 7));
  const inMonth = own.filter((b) => b.date.startsWith(month));
  const product = text(body.productName);
  return {
    month,
    months,
    rows: product ? inMonth.filter((b) => b.productName === product) : inMonth,
    products: [...new Set(inMonth.map((b) => b.productName))].sort(),
  };
}

function totalsOf(rows: { amountCents: number; couponCents: number }[]): BillTotals {
  const amount = rows.reduce((s, r) => s + r.amountCents, 0);
  const coupon = rows.reduce((s, r) => s + r.couponCents, 0);
  return { amount: yuan(amount), coupon: yuan(coupon), cash: yuan(amount - coupon) };
}

function monthlyBills(month: string, rows: BillRecord[]): MonthlyBill[] {
  const byProduct = new Map<string, BillRecord[]>();
  for (const row of rows) byProduct.set(row.productName, [...(byProduct.get(row.productName) ?? []), row]);
  return [...byProduct.entries()]
    .map(([productName, list]) => {
      const totals = totalsOf(list);
      return {
        id: `${month}-${productName}`,
        month,
        productName,
        billingItem: list[0].billingItem,
        usage: list.reduce((s, r) => s + r.usage, 0),
        unit: list[0].unit,
        ...totals,
      };
    })
    .sort((a, b) => b.amount - a.amount);
}

function dailyBills(rows: BillRecord[]): DailyBill[] {
  const byDate = new Map<string, BillRecord[]>();
  for (const row of rows) byDate.set(row.date, [...(byDate.get(row.date) ?? []), row]);
  return [...byDate.entries()]
    .map(([date, list]) => ({ date, usage: list.reduce((s, r) => s + r.usage, 0), ...totalsOf(list) }))
    .sort((a, b) => compareText(b.date, a.date));
}

export const tradeHandlers = [
  http.get(
    url(paths.user.balance),
    withAdmin(ACCOUNT_CODES, ({ user }) =>
      ok({ balance: yuan(tables.tradeAccount.find((a) => a.userId === user.id)?.balanceCents ?? 0) }),
    ),
  ),

  http.get(
    url(paths.user.couponAmount),
    withAdmin(ACCOUNT_CODES, ({ user }) =>
      ok({
        amount: yuan(
          tables.coupon.filter((c) => c.userId === user.id && c.status === 1).reduce((s, c) => s + c.remainingCents, 0),
        ),
      }),
    ),
  ),

  adminPost<CouponQuery>(paths.user.couponList, ACCOUNT_CODES, (body, { user }) => {
    const status = Number(body.status) || 0;
    const rows = tables.coupon
      .filter((c) => c.userId === user.id && (!status || c.status === status))
      .sort(byNewest((c) => c.issueTime));
    return ok(pageOf(rows, body, toCoupon));
  }),

  adminPost<BillQuery>(t.monthlyBills, ACCOUNT_CODES, (body, { user }) => {
    const { month, months, rows, products } = billRows(user, body);
    const page: BillPage<MonthlyBill> = {
      ...paginate(monthlyBills(month, rows), pageParams(body)),
      month,
      months,
      totals: totalsOf(rows),
      products,
    };
    return ok(page);
  }),

  adminPost<BillQuery>(t.dailyBills, TRADE_CODES, (body, { user }) => {
    const { month, months, rows, products } = billRows(user, body);
    const days = dailyBills(rows);
    const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
    const amountOn = new Map(days.map((d) => [d.date, d.amount]));
    // Every calendar day of the month, zero where nothing was spent, so the chart's axis is whole.
    const series = daysBetween(`${month}-01`, last).map((date) => ({ date, amount: amountOn.get(date) ?? 0 }));
    const page: DailyBillPage = {
      ...paginate(days, pageParams(body, 31)),
      month,
      months,
      totals: totalsOf(rows),
      products,
      series,
    };
    return ok(page);
  }),

  adminPost<OrderQuery>(t.orderSearch, ACCOUNT_CODES, (body, { user }) => {
    const status = Number(body.status) || 0;
    const orderType = Number(body.orderType) || 0;
    const keyword = text(body.keyword);
    const rows = tables.order
      .filter(
        (o) =>
          o.userId === user.id &&
          (!status || o.status === status) &&
          (!orderType || o.orderType === orderType) &&
          (!keyword || o.orderNo.includes(keyword) || o.productName.includes(keyword)),
      )
      .sort(byNewest((o) => o.createTime));
    return ok(pageOf(rows, body, toOrder));
  }),

  adminPost<TransactionQuery>(t.transactionSearch, TRADE_CODES, (body, { user }) => {
    const tradeType = Number(body.tradeType) || 0;
    const start = optionalDate(body.start);
    const end = optionalDate(body.end);
    if (start && end && start > end) refuse(tradeMessages.rangeInvalid);
    const rows = cashTransactions(user)
      .filter((r) => {
        const day = beijingDate(r.tradeTime);
        return (!tradeType || r.tradeType === tradeType) && (!start || day >= start) && (!end || day <= end);
      })
      .sort(byNewest((r) => r.tradeTime));
    return ok(pageOf(rows, body, toTransaction));
  }),
];
