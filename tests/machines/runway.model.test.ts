/**
 * 余额跑道 against what the product says of it: "everything the forecast needs is loaded in one
 * go: the spend of the last 30 whole days (today, still running, left out) by day and by key, the
 * balance, the usable vouchers (one page of 100 is all), this month's budget and, only for users
 * who may read API keys, the keys' monthly caps; money arrives in yuan and is counted in fen; a
 * voucher's last day is the Beijing day its expiry falls on. The forecast is for the window the
 * user picked (7 days unless said otherwise); switching between 7 and 30 days recomputes it
 * without asking the server again. A failed load shows the message and 重试 loads again."
 *
 * The forecasts expected below are worked out by hand from the domain's rules (integer fen, the
 * pace being the window's total over its length): see the comments beside the numbers.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { listScopedKeys } from '../../src/api/developer';
import { getBudget } from '../../src/api/spend';
import { searchCoupons } from '../../src/api/trade';
import { getUsageSummary } from '../../src/api/usage';
import { getBalance } from '../../src/api/user';
import type { ScopedApiKey } from '../../src/domain/types/keys.types';
import type { Coupon } from '../../src/domain/types/trade.types';
import type { UsageBucket } from '../../src/domain/types/usage.types';
import { setClock } from '../../src/machines/clock';
import { runwayMachine, type RunwayData } from '../../src/machines/runway';
import { ControlledActors, expectEveryStateReachable, flush, seededWalks, settled, tally } from './modelHarness';

vi.mock('../../src/api/usage', () => ({ getUsageSummary: vi.fn() }));
vi.mock('../../src/api/user', () => ({ getBalance: vi.fn() }));
vi.mock('../../src/api/trade', () => ({ searchCoupons: vi.fn() }));
vi.mock('../../src/api/spend', () => ({ getBudget: vi.fn() }));
vi.mock('../../src/api/developer', () => ({ listScopedKeys: vi.fn() }));

const TODAY = '2026-10-15';

const amounts = (cost: number) => ({ calls: 1, failedCalls: 0, tokensIn: 1, tokensOut: 1, cost });
const bucket = (date: string, cost: number, groups: [string, number][]): UsageBucket => ({
  start: date,
  end: date,
  label: date,
  total: amounts(cost),
  groups: groups.map(([key, c]) => ({ key, label: key || '控制台', ...amounts(c) })),
});
const coupon = (id: string, name: string, remaining: number, expireTime: string): Coupon => ({
  id,
  name,
  amount: 100,
  remaining,
  status: 1,
  source: '活动',
  issueTime: '2026-09-01T00:00:00Z',
  expireTime,
});
const apiKey = (
  id: string,
  name: string,
  monthlyCap: number | null,
  monthCost: number,
  state: ScopedApiKey['state'],
): ScopedApiKey => ({
  id,
  name,
  maskedKey: 'sk-****0000',
  status: state === 'disabled' ? 0 : 1,
  createTime: '2026-06-01T00:00:00Z',
  lastUsedTime: '',
  allowedModels: [],
  ipAllowlist: [],
  expireDate: '',
  monthlyCap,
  state,
  previousKey: null,
  usage: { monthCost, monthCalls: 1, totalCalls: 1 },
});

/** What the server answers, in yuan: 16 yuan on 09-20, 7 on 10-10 and 7 on 10-14. */
function serverAnswers({ budget = true, coupons = [] as Coupon[] } = {}) {
  vi.mocked(getUsageSummary).mockResolvedValue({
    start: '2026-09-15',
    end: '2026-10-14',
    granularity: 'day',
    groupBy: 'key',
    series: [],
    totals: amounts(30),
    buckets: [
      bucket('2026-09-20', 16, [
        ['k1', 8],
        ['k3', 8],
      ]),
      bucket('2026-10-10', 7, [
        ['k1', 3.5],
        ['', 3.5],
      ]),
      bucket('2026-10-14', 7, [
        ['k1', 3.5],
        ['k3', 3.5],
      ]),
    ],
  });
  vi.mocked(getBalance).mockResolvedValue({ balance: 30 });
  vi.mocked(searchCoupons).mockResolvedValue({
    records: coupons,
    total: coupons.length,
    pageNum: 1,
    pageSize: 100,
    pages: 1,
  });
  vi.mocked(getBudget).mockResolvedValue({
    month: '2026-10',
    monthlyBudget: budget ? 50 : null,
    spent: 20,
    ratio: 0.4,
    alerted: [],
  });
  vi.mocked(listScopedKeys).mockResolvedValue([
    apiKey('k1', '生产环境', 50, 10, 'active'),
    apiKey('k2', '测试', null, 1.5, 'active'),
    apiKey('k3', '旧密钥', 20, 12.34, 'disabled'),
  ]);
}

/** The same answers in fen, as the forecast takes them. */
const data: RunwayData = {
  today: TODAY,
  days: [
    { date: '2026-09-20', fen: 1600, byKey: { k1: 800, k3: 800 } },
    { date: '2026-10-10', fen: 700, byKey: { k1: 350, '': 350 } },
    { date: '2026-10-14', fen: 700, byKey: { k1: 350, k3: 350 } },
  ],
  balanceFen: 3000,
  vouchers: [],
  budget: { budgetFen: 5000, spentFen: 2000 },
  keys: [
    { id: 'k1', name: '生产环境', capFen: 5000, monthSpentFen: 1000, active: true },
    { id: 'k2', name: '测试', capFen: null, monthSpentFen: 150, active: true },
    { id: 'k3', name: '旧密钥', capFen: 2000, monthSpentFen: 1234, active: false },
  ],
};

const k1 = { id: 'k1', name: '生产环境', capFen: 5000, monthSpentFen: 1000, active: true };
const k3 = { id: 'k3', name: '旧密钥', capFen: 2000, monthSpentFen: 1234, active: false };
/** By hand, with 16 days left in October after the 15th. */
const forecasts = {
  // 10-08..10-14: 1400 fen over 7 days, 200 a day. 3000 fen last 15 days (to 10-30). The budget's
  // 3000 left is reached in 15 days. k1 spent 700 in the window (100 a day): its 4000 left would
  // take 40 days, so by the month's end it has 1000 + 16 × 100. k3 is disabled: it spends no more.
  7: {
    basis: { start: '2026-10-08', end: '2026-10-14', days: 7, totalFen: 1400, averageFen: 200, activeDays: 2 },
    fundsFen: 3000,
    funds: { kind: 'runsOut', daysLeft: 15, date: '2026-10-30' },
    budget: { budgetFen: 5000, spentFen: 2000, kind: 'reached', date: '2026-10-30', inDays: 15 },
    keys: [
      { ...k1, averageFen: 100, outcome: { kind: 'notThisMonth', projectedFen: 2600 } },
      { ...k3, averageFen: 0, outcome: { kind: 'idle' } },
    ],
    expiring: [],
  },
  // 09-15..10-14: 3000 fen over 30 days, 100 a day. The money lasts 30 days (to 11-14); the
  // budget is not reached this month: 2000 + 16 × 100. k1: 1500 in the window, 50 a day.
  30: {
    basis: { start: '2026-09-15', end: '2026-10-14', days: 30, totalFen: 3000, averageFen: 100, activeDays: 3 },
    fundsFen: 3000,
    funds: { kind: 'runsOut', daysLeft: 30, date: '2026-11-14' },
    budget: { budgetFen: 5000, spentFen: 2000, kind: 'notThisMonth', projectedFen: 3600 },
    keys: [
      { ...k1, averageFen: 50, outcome: { kind: 'notThisMonth', projectedFen: 1800 } },
      { ...k3, averageFen: 0, outcome: { kind: 'idle' } },
    ],
    expiring: [],
  },
} as const;

const asked = () => ({
  summary: vi.mocked(getUsageSummary).mock.calls,
  balance: vi.mocked(getBalance).mock.calls.length,
  coupons: vi.mocked(searchCoupons).mock.calls,
  budget: vi.mocked(getBudget).mock.calls.length,
  keys: vi.mocked(listScopedKeys).mock.calls.length,
});

beforeEach(() => {
  vi.mocked(getUsageSummary).mockReset();
  vi.mocked(getBalance).mockReset();
  vi.mocked(searchCoupons).mockReset();
  vi.mocked(getBudget).mockReset();
  vi.mocked(listScopedKeys).mockReset();
});
afterEach(() => setClock(() => Date.now()));

describe('what the runway asks the server for, and what it makes of the answers', () => {
  it('asks for the last 30 whole days by key, the balance, one page of usable vouchers, the budget and the keys', async () => {
    serverAnswers();
    const actor = createActor(runwayMachine, { input: { today: TODAY, withKeys: true } }).start();
    await flush();
    expect(asked()).toEqual({
      summary: [[{ start: '2026-09-15', end: '2026-10-14', granularity: 'day', groupBy: 'key' }]],
      balance: 1,
      coupons: [[{ pageNum: 1, pageSize: 100, status: 1 }]],
      budget: 1,
      keys: 1,
    });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.data).toEqual(data);
  });

  it('leaves the keys out for a user who may not read them', async () => {
    serverAnswers();
    const actor = createActor(runwayMachine, { input: { today: TODAY, withKeys: false } }).start();
    await flush();
    expect(listScopedKeys).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.data?.keys).toEqual([]);
    expect(actor.getSnapshot().context.forecast?.keys).toEqual([]);
  });

  it('counts vouchers in fen, up to the Beijing day they expire on', async () => {
    serverAnswers({
      coupons: [
        // 23:59:59 in Beijing on the 16th, and midnight of the 30th in Beijing.
        coupon('cp_1', '新用户代金券', 5, '2026-10-16T15:59:59Z'),
        coupon('cp_2', '活动券', 19.99, '2026-11-29T16:00:00Z'),
      ],
    });
    const actor = createActor(runwayMachine, { input: { today: TODAY, withKeys: true } }).start();
    await flush();
    expect(actor.getSnapshot().context.data?.vouchers).toEqual([
      { id: 'cp_1', name: '新用户代金券', remainingFen: 500, lastDay: '2026-10-16' },
      { id: 'cp_2', name: '活动券', remainingFen: 1999, lastDay: '2026-11-30' },
    ]);
  });

  it('without a monthly budget there is none to forecast', async () => {
    serverAnswers({ budget: false });
    const actor = createActor(runwayMachine, { input: { today: TODAY, withKeys: true } }).start();
    await flush();
    expect(actor.getSnapshot().context.data?.budget).toBeNull();
    expect(actor.getSnapshot().context.forecast?.budget).toBeNull();
  });

  it("takes today from the portal's clock in Beijing when not told", async () => {
    serverAnswers();
    // 01:00 on the 15th in Beijing, still the 14th in UTC.
    setClock(() => Date.parse('2026-10-14T17:00:00Z'));
    const actor = createActor(runwayMachine, { input: { withKeys: false } }).start();
    await flush();
    expect(getUsageSummary).toHaveBeenCalledExactlyOnceWith({
      start: '2026-09-15',
      end: '2026-10-14',
      granularity: 'day',
      groupBy: 'key',
    });
    expect(actor.getSnapshot().context.today).toBeUndefined();
    expect(actor.getSnapshot().context.data?.today).toBe(TODAY);
  });

  it('forecasts for 7 days first, and switching windows asks the server nothing more', async () => {
    serverAnswers();
    const actor = createActor(runwayMachine, { input: { today: TODAY, withKeys: true } }).start();
    expect(actor.getSnapshot().context.window).toBe(7);
    expect(actor.getSnapshot().context.forecast).toBeUndefined();
    await flush();
    expect(actor.getSnapshot().context.forecast).toEqual(forecasts[7]);
    actor.send({ type: 'RUNWAY.WINDOW', window: 30 });
    expect(actor.getSnapshot().context.window).toBe(30);
    expect(actor.getSnapshot().context.forecast).toEqual(forecasts[30]);
    actor.send({ type: 'RUNWAY.WINDOW', window: 7 });
    expect(actor.getSnapshot().context.forecast).toEqual(forecasts[7]);
    expect(getUsageSummary).toHaveBeenCalledTimes(1);
    expect(getBalance).toHaveBeenCalledTimes(1);
  });

  it('starts with the window it is given', async () => {
    serverAnswers();
    const actor = createActor(runwayMachine, { input: { today: TODAY, withKeys: true, window: 30 } }).start();
    await flush();
    expect(actor.getSnapshot().context.forecast).toEqual(forecasts[30]);
  });

  it('any answer missing fails the load with its message, and 重试 loads everything again', async () => {
    serverAnswers();
    vi.mocked(getBudget).mockRejectedValueOnce(new Error('无权限访问'));
    const actor = createActor(runwayMachine, { input: { today: TODAY, withKeys: true } }).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('无权限访问');
    expect(actor.getSnapshot().context.forecast).toBeUndefined();
    actor.send({ type: 'RUNWAY.RETRY' });
    expect(actor.getSnapshot().value).toBe('loading');
    await flush();
    expect(getUsageSummary).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toBeUndefined();
    expect(actor.getSnapshot().context.forecast).toEqual(forecasts[7]);
  });
});

type Step =
  { type: 'window'; window: 7 | 30 } | { type: 'retry' } | { type: 'answer' } | { type: 'refuse'; message: string };

interface Seen {
  phase: 'loading' | 'ready' | 'failed';
  window: 7 | 30;
  loaded: boolean;
  error?: string;
  loads: number;
}

function step(seen: Seen, s: Step): Seen {
  switch (s.type) {
    case 'window':
      return { ...seen, window: s.window };
    case 'retry':
      return seen.phase === 'failed' ? { ...seen, phase: 'loading', loads: seen.loads + 1 } : seen;
    case 'answer':
      return seen.phase === 'loading' ? { ...seen, phase: 'ready', loaded: true, error: undefined } : seen;
    case 'refuse':
      return seen.phase === 'loading' ? { ...seen, phase: 'failed', error: s.message } : seen;
  }
}

describe('the runway, against the model', () => {
  /** What the walks reached. */
  const reached = tally({ forecastSwitched: 10, failed: 10, retried: 5, switchedWhileLoading: 5 });

  it('reaches every state', () =>
    expectEveryStateReachable(runwayMachine.provide({ actors: { loadRunway: new ControlledActors().actor() } }), {
      inputs: [{ today: TODAY, withKeys: true }],
      events: [
        ...settled('loadRunway', data, '无权限访问'),
        { type: 'RUNWAY.RETRY' },
        { type: 'RUNWAY.WINDOW', window: 30 },
      ],
      serialize: ((s: { value: unknown }) => JSON.stringify(s.value)) as never,
    }));

  seededWalks({
    seeds: 40,
    steps: 15,
    initial: { phase: 'loading', window: 7, loaded: false, loads: 1 },
    start: (seed) => {
      const withKeys = seed % 2 === 0;
      const control = new ControlledActors();
      const actor = createActor(runwayMachine.provide({ actors: { loadRunway: control.actor() } }), {
        input: { today: TODAY, withKeys },
      }).start();
      return { withKeys, control, actor, loads: [control.inputs.get('loadRunway')] };
    },
    pick: (next): Step => {
      const roll = next(8);
      return roll < 3
        ? { type: 'window', window: next(2) ? 30 : 7 }
        : roll < 5
          ? { type: 'retry' }
          : roll < 7
            ? { type: 'answer' }
            : { type: 'refuse', message: ['无权限访问', '请求错误，请稍后重试'][next(2)] };
    },
    step,
    count: (s, before) => {
      if (s.type === 'window' && before.loaded && s.window !== before.window) reached.forecastSwitched += 1;
      if (s.type === 'window' && before.phase === 'loading') reached.switchedWhileLoading += 1;
      if (s.type === 'refuse' && before.phase === 'loading') reached.failed += 1;
      if (s.type === 'retry' && before.phase === 'failed') reached.retried += 1;
    },
    drive: async ({ control, actor, loads }, s, _before, seen) => {
      if (s.type === 'window') actor.send({ type: 'RUNWAY.WINDOW', window: s.window });
      else if (s.type === 'retry') {
        actor.send({ type: 'RUNWAY.RETRY' });
        if (control.isPending('loadRunway') && loads.length < seen.loads) loads.push(control.inputs.get('loadRunway'));
      } else if (control.isPending('loadRunway')) {
        control.settle(
          s.type === 'answer'
            ? { type: 'xstate.done.actor.loadRunway', output: data }
            : { type: 'xstate.error.actor.loadRunway', error: new Error(s.message) },
        );
        await flush();
      }
    },
    check: ({ withKeys, actor, loads }, seen, where) => {
      const { value, context } = actor.getSnapshot();
      expect(value, where).toBe(seen.phase);
      expect(context.window, where).toBe(seen.window);
      expect(context.forecast, where).toEqual(seen.loaded ? forecasts[seen.window] : undefined);
      if (seen.phase === 'failed') expect(context.error, where).toBe(seen.error);
      expect(loads, where).toEqual(Array.from({ length: seen.loads }, () => ({ today: TODAY, withKeys })));
    },
  });
});
