import { fromPromise, setup } from 'xstate';
import { searchAuthCodes, searchContracts } from '../api/developer';
import { searchCoupons, searchDailyBills, searchMonthlyBills, searchOrders, searchTransactions } from '../api/trade';
import { getBalance, getCouponAmount } from '../api/user';
import type { AuthCode, Contract } from '../domain/types/developer.types';
import type {
  BillPage,
  BillQuery,
  BillTotals,
  Coupon,
  DailyBill,
  DailyBillPage,
  MonthlyBill,
  Order,
  Transaction,
} from '../domain/types/trade.types';
import { createListMachine, type ListRequest } from './listMachine';
import { loadingState } from './loadStates';

/**
 * The account centre's lists. Bill reports keep the whole answer (rows, totals, the chart
 * series) in the list's `page`, so the screen's numbers all come from one load.
 */
const billQuery = ({ query, pageNum, pageSize }: ListRequest<BillFilter>): BillQuery => ({
  pageNum,
  pageSize,
  ...chosen(query),
});

/** No month: the server answers the latest month that has bills. */
export interface BillFilter {
  month?: string;
  productName?: string;
}

export const monthlyBillsMachine = createListMachine<MonthlyBill, BillFilter, BillPage<MonthlyBill>>().provide({
  actors: { loadPage: fromPromise(({ input }) => searchMonthlyBills(billQuery(input))) },
});

export const dailyBillsMachine = createListMachine<DailyBill, BillFilter, DailyBillPage>().provide({
  actors: { loadPage: fromPromise(({ input }) => searchDailyBills(billQuery(input))) },
});

/** Drops empty filters, so the request carries only what the user chose. */
function chosen<Q extends object>(query: Q): Partial<Q> {
  return Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== '' && v !== 0),
  ) as Partial<Q>;
}

export interface StatusFilter {
  status?: number;
}
export interface OrderFilter extends StatusFilter {
  orderType?: number;
  keyword?: string;
}
export interface TransactionFilter {
  tradeType?: number;
  start?: string;
  end?: string;
}
export interface ContractFilter extends StatusFilter {
  keyword?: string;
}

export const couponsListMachine = createListMachine<Coupon, StatusFilter>().provide({
  actors: {
    loadPage: fromPromise(({ input }) =>
      searchCoupons({ pageNum: input.pageNum, pageSize: input.pageSize, ...chosen(input.query) }),
    ),
  },
});
export const ordersListMachine = createListMachine<Order, OrderFilter>().provide({
  actors: {
    loadPage: fromPromise(({ input }) =>
      searchOrders({ pageNum: input.pageNum, pageSize: input.pageSize, ...chosen(input.query) }),
    ),
  },
});
export const transactionsListMachine = createListMachine<Transaction, TransactionFilter>().provide({
  actors: {
    loadPage: fromPromise(({ input }) =>
      searchTransactions({ pageNum: input.pageNum, pageSize: input.pageSize, ...chosen(input.query) }),
    ),
  },
});
export const contractsListMachine = createListMachine<Contract, ContractFilter>().provide({
  actors: {
    loadPage: fromPromise(({ input }) =>
      searchContracts({ pageNum: input.pageNum, pageSize: input.pageSize, ...chosen(input.query) }),
    ),
  },
});
export const authCodesListMachine = createListMachine<AuthCode, StatusFilter>().provide({
  actors: {
    loadPage: fromPromise(({ input }) =>
      searchAuthCodes({ pageNum: input.pageNum, pageSize: input.pageSize, ...chosen(input.query) }),
    ),
  },
});

export interface Overview {
  balance: number;
  couponAmount: number;
  /** The latest month with bills, and its spend. */
  month: string;
  monthTotals: BillTotals;
}

/** 账户概览: balance, usable coupon amount and this month's spend, loaded together. */
export const accountOverviewMachine = setup({
  types: {} as { context: { overview?: Overview; error?: string }; events: { type: 'OVERVIEW.RETRY' } },
  actors: {
    loadOverview: fromPromise<Overview>(async () => {
      const [balance, coupons, bills] = await Promise.all([
        getBalance(),
        getCouponAmount(),
        searchMonthlyBills({ pageNum: 1, pageSize: 1 }),
      ]);
      return { balance: balance.balance, couponAmount: coupons.amount, month: bills.month, monthTotals: bills.totals };
    }),
  },
}).createMachine({
  id: 'accountOverview',
  context: {},
  initial: 'loading',
  states: {
    loading: loadingState('loadOverview', { into: 'overview' }),
    ready: {},
    failed: { on: { 'OVERVIEW.RETRY': 'loading' } },
  },
});
