import { http } from './http';
import { paths } from './paths';
import type { Page } from '../domain/types/common.types';
import type {
  BillPage,
  BillQuery,
  Coupon,
  CouponQuery,
  DailyBillPage,
  MonthlyBill,
  Order,
  OrderQuery,
  Transaction,
  TransactionQuery,
} from '../domain/types/trade.types';

const t = paths.trade;

export const searchCoupons = (q: CouponQuery) => http.post<Page<Coupon>>(paths.user.couponList, q).then((r) => r.data);
export const searchMonthlyBills = (q: BillQuery) =>
  http.post<BillPage<MonthlyBill>>(t.monthlyBills, q).then((r) => r.data);
export const searchDailyBills = (q: BillQuery) => http.post<DailyBillPage>(t.dailyBills, q).then((r) => r.data);
export const searchOrders = (q: OrderQuery) => http.post<Page<Order>>(t.orderSearch, q).then((r) => r.data);
export const searchTransactions = (q: TransactionQuery) =>
  http.post<Page<Transaction>>(t.transactionSearch, q).then((r) => r.data);
