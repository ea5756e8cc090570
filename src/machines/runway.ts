/**
 * 余额跑道 (platform extension): loads what the forecast needs in one go (the last 30 whole days'
 * spend by key, the balance, the usable vouchers, this month's budget and, for those who may see
 * them, the keys' monthly caps) and keeps the forecast for the window the user picked. Switching
 * between 7 and 30 days recomputes it without asking the server again. Money arrives in yuan and
 * is turned into fen once, here.
 */
import { assign, fromPromise, setup } from 'xstate';
import { listScopedKeys } from '../api/developer';
import { getBudget } from '../api/spend';
import { searchCoupons } from '../api/trade';
import { getUsageSummary } from '../api/usage';
import { getBalance } from '../api/user';
import {
  addDays,
  forecastRunway,
  toFen,
  type RunwayForecast,
  type RunwayInput,
  type RunwayWindow,
} from '../domain/runway';
import { beijingToday } from './clock';
import { loadingState } from './loadStates';

/** Everything but the window: the forecast's inputs as loaded. */
export type RunwayData = Omit<RunwayInput, 'window'>;

const beijingDateOf = (iso: string): string => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10);
/** Vouchers a user holds at once are few; one page of them is all. */
const VOUCHER_PAGE = 100;

async function loadRunway({ today, withKeys }: { today: string; withKeys: boolean }): Promise<RunwayData> {
  const [summary, balance, coupons, budget, keys] = await Promise.all([
    getUsageSummary({ start: addDays(today, -30), end: addDays(today, -1), granularity: 'day', groupBy: 'key' }),
    getBalance(),
    searchCoupons({ pageNum: 1, pageSize: VOUCHER_PAGE, status: 1 }),
    getBudget(),
    withKeys ? listScopedKeys() : Promise.resolve([]),
  ]);
  return {
    today,
    days: summary.buckets.map((b) => ({
      date: b.start,
      fen: toFen(b.total.cost),
      byKey: Object.fromEntries(b.groups.map((g) => [g.key, toFen(g.cost)])),
    })),
    balanceFen: toFen(balance.balance),
    vouchers: coupons.records.map((c) => ({
      id: c.id,
      name: c.name,
      remainingFen: toFen(c.remaining),
      lastDay: beijingDateOf(c.expireTime),
    })),
    budget:
      budget.monthlyBudget === null ? null : { budgetFen: toFen(budget.monthlyBudget), spentFen: toFen(budget.spent) },
    keys: keys.map((k) => ({
      id: k.id,
      name: k.name,
      capFen: k.monthlyCap === null ? null : toFen(k.monthlyCap),
      monthSpentFen: toFen(k.usage.monthCost),
      active: k.state === 'active',
    })),
  };
}

export interface RunwayContext {
  /** Given, or read from the portal's clock when the load starts (the demo sets that clock while the app boots). */
  today?: string;
  withKeys: boolean;
  window: RunwayWindow;
  data?: RunwayData;
  forecast?: RunwayForecast;
  error?: string;
}

export type RunwayEvent = { type: 'RUNWAY.WINDOW'; window: RunwayWindow } | { type: 'RUNWAY.RETRY' };

export interface RunwayMachineInput {
  /** Defaults to today's Beijing date on the portal's clock (the simulator's in demo mode). */
  today?: string;
  /** Whether the user may read API keys (开发管理); without it the caps are left out. */
  withKeys: boolean;
  window?: RunwayWindow;
}

const forecastOf = (data: RunwayData | undefined, window: RunwayWindow) => data && forecastRunway({ ...data, window });

export const runwayMachine = setup({
  types: {} as { context: RunwayContext; events: RunwayEvent; input: RunwayMachineInput },
  actors: {
    loadRunway: fromPromise<RunwayData, { today: string; withKeys: boolean }>(({ input }) => loadRunway(input)),
  },
  actions: {
    forecast: assign({ forecast: ({ context }) => forecastOf(context.data, context.window) }),
  },
}).createMachine({
  id: 'runway',
  context: ({ input }) => ({
    today: input.today,
    withKeys: input.withKeys,
    window: input.window ?? 7,
  }),
  on: {
    'RUNWAY.WINDOW': { actions: [assign({ window: ({ event }) => event.window }), 'forecast'] },
  },
  initial: 'loading',
  states: {
    loading: loadingState('loadRunway', {
      into: 'data',
      input: ({ context }) => ({ today: context.today ?? beijingToday(), withKeys: context.withKeys }),
    }),
    ready: { entry: 'forecast' },
    failed: { on: { 'RUNWAY.RETRY': 'loading' } },
  },
});
