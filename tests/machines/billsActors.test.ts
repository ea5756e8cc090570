import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor, type AnyStateMachine } from 'xstate';
import { paths } from '../../src/api/paths';
import {
  accountOverviewMachine,
  authCodesListMachine,
  contractsListMachine,
  couponsListMachine,
  dailyBillsMachine,
  monthlyBillsMachine,
  ordersListMachine,
  transactionsListMachine,
} from '../../src/machines/bills';
import { storeToken } from '../../src/machines/credentials';
import { get, loginAs, post, serveSimulatorPerTest } from '../unit/mocks/client';
import { recordBodies } from './requestBodies';

/**
 * The account centre's lists and overview against the simulator, as dev_ent (the demo account
 * with bills, orders, coupons and a balance): what each list asks the server for, and that the
 * overview shows what the account's own endpoints answer.
 */
serveSimulatorPerTest();
let token = '';
beforeEach(async () => {
  token = await loginAs('dev_ent');
  storeToken(token);
});

const { trade, user, developer } = paths;

async function firstLoad(machine: AnyStateMachine, query: object) {
  const actor = createActor(machine, { input: { query, pageSize: 5 } }).start();
  await waitFor(actor, (s) => s.matches('ready') || s.matches('empty') || s.matches('failed'));
  return actor;
}

describe('each list sends only the filters the user chose', () => {
  const sent = {
    monthly: recordBodies(trade.monthlyBills),
    daily: recordBodies(trade.dailyBills),
    coupons: recordBodies(user.couponList),
    orders: recordBodies(trade.orderSearch),
    transactions: recordBodies(trade.transactionSearch),
    contracts: recordBodies(developer.contractSearch),
    authCodes: recordBodies(developer.authCodeSearch),
  };

  // 0 and '' are the filters' 全部 / cleared values; undefined is a filter never touched.
  it.each([
    [
      'monthly bills',
      monthlyBillsMachine,
      'monthly',
      { month: '', productName: '通用大模型' },
      { productName: '通用大模型' },
    ],
    ['daily bills', dailyBillsMachine, 'daily', { month: '2026-10', productName: undefined }, { month: '2026-10' }],
    ['coupons', couponsListMachine, 'coupons', { status: 1 }, { status: 1 }],
    ['orders', ordersListMachine, 'orders', { status: 0, orderType: 2, keyword: '' }, { orderType: 2 }],
    [
      'transactions',
      transactionsListMachine,
      'transactions',
      { tradeType: 0, start: '2026-09-01', end: '' },
      { start: '2026-09-01' },
    ],
    ['contracts', contractsListMachine, 'contracts', { status: 0, keyword: 'HT' }, { keyword: 'HT' }],
    ['auth codes', authCodesListMachine, 'authCodes', { status: 2 }, { status: 2 }],
  ] as const)('%s', async (_name, machine, key, query, expected) => {
    const actor = await firstLoad(machine, query);
    expect(actor.getSnapshot().matches('failed')).toBe(false);
    expect(await sent[key]()).toEqual([{ pageNum: 1, pageSize: 5, ...expected }]);
  });

  it('a list with every filter cleared asks for the page alone, and shows the rows', async () => {
    const actor = await firstLoad(ordersListMachine, { status: 0, orderType: 0, keyword: '' });
    expect(await sent.orders()).toEqual([{ pageNum: 1, pageSize: 5 }]);
    expect(actor.getSnapshot().context.records.length).toBeGreaterThan(0);
  });
});

describe('account overview', () => {
  const monthlySent = recordBodies(trade.monthlyBills);

  it('shows the balance, the usable coupon amount and the latest month’s spend', async () => {
    const actor = createActor(accountOverviewMachine).start();
    await waitFor(actor, (s) => !s.matches('loading'));
    // One row is enough: the overview needs only the month and its totals.
    expect(await monthlySent()).toEqual([{ pageNum: 1, pageSize: 1 }]);
    const balance = (await get<{ balance: number }>(user.balance, token)).data.balance;
    const amount = (await get<{ amount: number }>(user.couponAmount, token)).data.amount;
    const bills = (await post<{ month: string; totals: unknown }>(trade.monthlyBills, {}, token)).data;
    expect(balance).toBeGreaterThan(0);
    expect(amount).toBeGreaterThan(0);
    expect(actor.getSnapshot().context.overview).toEqual({
      balance,
      couponAmount: amount,
      month: bills.month,
      monthTotals: bills.totals,
    });
  });
});
