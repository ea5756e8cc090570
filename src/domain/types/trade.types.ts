/** Wire types of the trade API (src/api/trade.ts), shared by the client and the simulator. */
import type { Page, PageQuery } from './common.types';

/* ---- Trade centre: balance, coupons, bills, orders, transactions. Amounts are yuan. ---- */

/** 1 可使用, 2 已用完, 3 已过期 */
export interface Coupon {
  id: string;
  name: string;
  amount: number;
  remaining: number;
  status: 1 | 2 | 3;
  source: string;
  issueTime: string;
  expireTime: string;
}

export interface CouponQuery extends PageQuery {
  status?: number;
}

/** One product's spend in a month (消费账单). */
export interface MonthlyBill {
  id: string;
  month: string;
  productName: string;
  billingItem: string;
  usage: number;
  unit: string;
  amount: number;
  coupon: number;
  cash: number;
}

/** One day's spend (日账单). */
export interface DailyBill {
  date: string;
  usage: number;
  amount: number;
  coupon: number;
  cash: number;
}

export interface BillTotals {
  amount: number;
  coupon: number;
  cash: number;
}

/** month YYYY-MM (omitted: the latest month with bills); productName narrows to one product. */
export interface BillQuery extends PageQuery {
  month?: string;
  productName?: string;
}

/** A bill page with the whole filter's totals and, for daily bills, every day of the filter (for the chart). */
export interface BillPage<T> extends Page<T> {
  /** The month answered. */
  month: string;
  /** Months that have bills, newest first. */
  months: string[];
  totals: BillTotals;
  products: string[];
}

export interface DailyBillPage extends BillPage<DailyBill> {
  series: { date: string; amount: number }[];
}

/** 1 账户充值, 2 资源包, 3 SDK授权; status 1 待支付, 2 已支付, 3 已取消, 4 已退款 */
export interface Order {
  id: string;
  orderNo: string;
  productName: string;
  orderType: 1 | 2 | 3;
  amount: number;
  status: 1 | 2 | 3 | 4;
  payMethod: string;
  createTime: string;
  payTime: string;
}

export interface OrderQuery extends PageQuery {
  status?: number;
  orderType?: number;
  keyword?: string;
}

/** tradeType 1 充值, 2 消费, 3 退款 */
export interface Transaction {
  id: string;
  tradeNo: string;
  tradeType: 1 | 2 | 3;
  /** Signed: spend is negative. */
  amount: number;
  balanceAfter: number;
  remark: string;
  tradeTime: string;
}

/** start and end are YYYY-MM-DD, inclusive. */
export interface TransactionQuery extends PageQuery {
  tradeType?: number;
  start?: string;
  end?: string;
}
