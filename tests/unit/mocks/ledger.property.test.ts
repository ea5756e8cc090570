/**
 * Property tests of the 对账台: for any sequence of recharges, vouchers, calls (streamed across
 * midnight or not), refunds, adjustments and price changes driven through the simulator's own
 * rules, the request log, the bill and the wallets agree to the fen; and a wrong charge posted by
 * the 错误扣费 switch is named by 对账 on its call. The expected costs and balances come from a
 * small model kept by the test (its own price table, BigInt arithmetic), not from the rules.
 */
import fc from 'fast-check';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { tables, type UserRow } from '../../../mocks/db/models';
import { resetSimulator } from '../../../mocks/db/persist';
import { setClockOffset, nowIso, SIM_EPOCH } from '../../../mocks/rules/clock';
import { clearFaults, setFault } from '../../../mocks/rules/faults';
import { cachedCallCostCents } from '../../../mocks/rules/gateway';
import {
  grantVoucher,
  ledgerBills,
  postAdjustment,
  postRecharge,
  postRefund,
  reconcileFor,
  WRONG_CHARGE_FACTOR,
} from '../../../mocks/rules/ledger';
import { schedulePriceChange } from '../../../mocks/rules/priceVersions';
import { recordCall } from '../../../mocks/rules/usageLedger';
import { findModel } from '../../../mocks/seed/models';
import { SCHEDULED_PRICE_CHANGES } from '../../../mocks/seed/priceVersions';
import { beijingDay } from '../../../src/domain/ledger';
import type { Reconciliation } from '../../../src/domain/types/ledger.types';

const MODELS = ['deepseek-v3', 'qwen-72b-chat', 'moonshot-v1-128k'] as const;
const HOUR = 3_600_000;

type Action =
  | { type: 'advance'; ms: number }
  /** To a few seconds past the next Beijing midnight, where streamed calls straddle the cut-off. */
  | { type: 'midnight'; seconds: number }
  | { type: 'recharge'; fen: number }
  | { type: 'voucher'; fen: number; hours: number }
  | {
      type: 'call';
      model: number;
      tokensIn: number;
      cachedBlocks: number;
      tokensOut: number;
      stream: boolean;
      latencyMs: number;
    }
  | { type: 'refund'; pick: number; share: number }
  | { type: 'adjust'; fen: number }
  | { type: 'price'; model: number; inHours: number; input: number; output: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    arbitrary: fc.record({ type: fc.constant('advance' as const), ms: fc.integer({ min: 1, max: 30 * HOUR }) }),
    weight: 3,
  },
  { arbitrary: fc.record({ type: fc.constant('midnight' as const), seconds: fc.nat(90) }), weight: 2 },
  {
    arbitrary: fc.record({ type: fc.constant('recharge' as const), fen: fc.integer({ min: 1, max: 100_000 }) }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      type: fc.constant('voucher' as const),
      fen: fc.integer({ min: 1, max: 3_000 }),
      hours: fc.integer({ min: 1, max: 72 }),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      type: fc.constant('call' as const),
      model: fc.nat(MODELS.length - 1),
      tokensIn: fc.integer({ min: 1, max: 60_000 }),
      cachedBlocks: fc.nat(60),
      tokensOut: fc.nat(8_000),
      stream: fc.boolean(),
      latencyMs: fc.nat(120_000),
    }),
    weight: 6,
  },
  {
    arbitrary: fc.record({
      type: fc.constant('refund' as const),
      pick: fc.nat(),
      share: fc.double({ min: 0.01, max: 1, noNaN: true }),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      type: fc.constant('adjust' as const),
      fen: fc.integer({ min: -5_000, max: 5_000 }).filter((n) => n !== 0),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      type: fc.constant('price' as const),
      model: fc.nat(MODELS.length - 1),
      inHours: fc.integer({ min: 1, max: 48 }),
      input: fc.integer({ min: 0, max: 80_000_000 }),
      output: fc.integer({ min: 0, max: 80_000_000 }),
    }),
    weight: 1,
  },
);

/** The test's own price table: per model, [effectiveFrom, prices] oldest first. */
type Prices = { input: bigint; cached: bigint; output: bigint };
function launchPrices(): Map<string, [string, Prices][]> {
  const table = new Map<string, [string, Prices][]>();
  for (const id of MODELS) {
    const { input, output } = findModel(id)!.pricing;
    // Catalogue prices are yuan per thousand tokens with at most 4 decimals: ×1e9 micro-yuan per million.
    const micros = (yuan: number) => BigInt(Math.round(yuan * 1e4)) * 100_000n;
    table.set(id, [['', { input: micros(input), cached: micros(input) / 10n, output: micros(output) }]]);
  }
  for (const c of SCHEDULED_PRICE_CHANGES)
    table
      .get(c.model)
      ?.push([c.effectiveFrom, { input: BigInt(c.input), cached: BigInt(c.cachedInput), output: BigInt(c.output) }]);
  return table;
}
const inForce = (versions: [string, Prices][], time: string) => versions.filter(([from]) => from <= time).at(-1)!;

function expectedFen(p: Prices, tokensIn: number, cached: number, tokensOut: number): number {
  const exact = BigInt(tokensIn - cached) * p.input + BigInt(cached) * p.cached + BigInt(tokensOut) * p.output;
  const perFen = 10_000_000_000n;
  return Number((exact + perFen - 1n) / perFen);
}

const at = (ms: number) => setClockOffset(ms - Date.now());
let serial = 0;

interface World {
  user: UserRow;
  /** Money put into the wallets, and what the calls' log says they cost. */
  paidIn: number;
  logged: number;
  refunded: number;
  calls: { requestId: string; cost: number; refundable: number }[];
  days: Set<string>;
}

/** Runs the actions through the simulator's rules; `faultAt` turns on a wrong charge for that call. */
async function run(actions: Action[], faultAt = -1): Promise<World & { faulted?: string }> {
  serial += 1;
  const user: UserRow = {
    ...tables.user.find((u) => u.userName === 'dev_ent')!,
    id: String(90_000 + serial),
    userName: `prop_${serial}`,
  };
  const prices = launchPrices();
  const world: World & { faulted?: string } = { user, paidIn: 0, logged: 0, refunded: 0, calls: [], days: new Set() };
  let clock = SIM_EPOCH;
  at(clock);
  let callIndex = 0;
  for (const a of actions) {
    world.days.add(beijingDay(nowIso()));
    switch (a.type) {
      case 'advance':
        clock += a.ms;
        at(clock);
        break;
      case 'midnight': {
        const beijing = clock + 8 * HOUR;
        clock = beijing - (beijing % (24 * HOUR)) + 24 * HOUR - 8 * HOUR + a.seconds * 1000;
        at(clock);
        break;
      }
      case 'recharge':
        await postRecharge(user, a.fen);
        world.paidIn += a.fen;
        break;
      case 'voucher':
        await grantVoucher(user, {
          name: `券${a.fen}`,
          fen: a.fen,
          expireTime: new Date(clock + a.hours * HOUR).toISOString(),
        });
        world.paidIn += a.fen;
        break;
      case 'adjust':
        await postAdjustment(user, a.fen, '测试调账');
        world.paidIn += a.fen;
        break;
      case 'price': {
        const id = MODELS[a.model];
        const versions = prices.get(id)!;
        const after = Math.max(clock, Date.parse(versions.at(-1)![0] || '1970-01-01T00:00:00Z'));
        const effectiveFrom = new Date(after + a.inHours * HOUR).toISOString();
        const cachedInput = Math.round(a.input / 10);
        await schedulePriceChange({
          model: id,
          effectiveFrom,
          announcedAt: nowIso(),
          input: a.input,
          cachedInput,
          output: a.output,
          note: '',
        });
        versions.push([
          effectiveFrom,
          { input: BigInt(a.input), cached: BigInt(cachedInput), output: BigInt(a.output) },
        ]);
        break;
      }
      case 'call': {
        const model = findModel(MODELS[a.model])!;
        const cached = Math.min(a.tokensIn, a.cachedBlocks * 32);
        const cost = cachedCallCostCents(model, a.tokensIn, cached, a.tokensOut);
        expect(cost).toBe(expectedFen(inForce(prices.get(model.id)!, nowIso())[1], a.tokensIn, cached, a.tokensOut));
        if (callIndex === faultAt) await setFault({ area: 'billing', kind: 'wrongCharge', scope: 'next' });
        const row = await recordCall(user, {
          keyId: '',
          keyName: '',
          model: model.id,
          appId: '',
          appName: '',
          tokensIn: a.tokensIn,
          cachedTokens: cached,
          tokensOut: a.tokensOut,
          costCents: cost,
          latencyMs: a.latencyMs,
          stream: a.stream,
          status: 200,
        });
        if (callIndex === faultAt && cost > 0) world.faulted = row.requestId;
        callIndex += 1;
        world.logged += cost;
        if (cost > 0) world.calls.push({ requestId: row.requestId, cost, refundable: cost });
        // A streamed call is logged from when it started, which may be the day before.
        if (a.stream) world.days.add(beijingDay(new Date(Date.parse(nowIso()) - a.latencyMs).toISOString()));
        break;
      }
      case 'refund': {
        const open = world.calls.filter((c) => c.refundable > 0 && c.requestId !== world.faulted);
        if (!open.length) break;
        const target = open[a.pick % open.length];
        const fen = Math.max(1, Math.floor(target.refundable * a.share));
        await postRefund(user, target.requestId, fen);
        target.refundable -= fen;
        world.refunded += fen;
        break;
      }
    }
  }
  world.days.add(beijingDay(nowIso()));
  return world;
}

/** What the wallets hold now: the cash balance and every voucher's remainder (expired ones included). */
const held = (user: UserRow) =>
  (tables.tradeAccount.find((a) => a.userId === user.id)?.balanceCents ?? 0) +
  tables.coupon.filter((c) => c.userId === user.id).reduce((s, c) => s + c.remainingCents, 0);

const timing = (r: Reconciliation) =>
  r.lines.reduce(
    (s, l) => s + (l.gap === 'streaming_cutoff' ? -l.logFen : 0) + (l.gap === 'carried_in' ? l.chargedFen : 0),
    0,
  );

beforeAll(() => resetSimulator());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  tables.priceChange.clear();
  clearFaults();
});
afterEach(() => vi.useRealTimers());

const RUNS = { numRuns: 40 };

describe('对账 over generated histories', () => {
  it('request log = bill = wallet change, overall and every day, to the fen', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { maxLength: 30 }), async (actions) => {
        tables.priceChange.clear();
        const world = await run(actions);
        const { user } = world;
        // Overall: what went in, less what the log says the calls cost, plus refunds, is what the wallets hold.
        expect(held(user)).toBe(world.paidIn - world.logged + world.refunded);
        // The bill adds up to the log, less refunds.
        expect(ledgerBills(user.id).reduce((s, b) => s + b.amountCents, 0)).toBe(world.logged - world.refunded);
        for (const day of world.days) {
          if (day > beijingDay(nowIso())) continue;
          const r = reconcileFor(user, 'day', day);
          expect(r.verdict, JSON.stringify(r.lines.filter((l) => !l.explained))).not.toBe('mismatch');
          expect(r.billFen).toBe(r.balancePaidFen + r.voucherPaidFen - r.refundFen);
          expect(r.balanceChangeFen).toBe(r.rechargeFen + r.adjustmentFen + r.refundFen - r.balancePaidFen);
          expect(r.logFen + timing(r)).toBe(r.billFen + r.refundFen);
          for (const l of r.lines) if (!l.gap) expect(l.chargedFen).toBe(l.logFen);
        }
      }),
      RUNS,
    );
  });

  it('names the wrong charge on its call, with the amount over, and nothing else', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(action, { maxLength: 30 }).filter((as) => as.some((a) => a.type === 'call')),
        fc.nat(),
        async (actions, pick) => {
          tables.priceChange.clear();
          clearFaults();
          const calls = actions.filter((a) => a.type === 'call').length;
          const world = await run(actions, pick % calls);
          fc.pre(world.faulted !== undefined);
          const cost = world.calls.find((c) => c.requestId === world.faulted)!.cost;
          const days = [...world.days].filter((d) => d <= beijingDay(nowIso()));
          const found = days
            .map((d) => reconcileFor(world.user, 'day', d))
            .flatMap((r) => r.lines.filter((l) => !l.explained).map((l) => ({ r, l })));
          expect(found.length).toBeGreaterThan(0);
          for (const { r, l } of found) {
            expect(r.verdict).toBe('mismatch');
            expect(l.requestId).toBe(world.faulted);
            expect(l.gap).toBe('wrong_charge');
            expect(l.cause).toContain(`多扣 ¥${((cost * (WRONG_CHARGE_FACTOR - 1)) / 100).toFixed(2)}`);
          }
        },
      ),
      RUNS,
    );
  });
});
