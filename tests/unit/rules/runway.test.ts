import { describe, expect, it } from 'vitest';
import { forecastRunway, runwayBasis, type RunwayInput } from '../../../src/domain/runway';

const TODAY = '2026-11-10';
/** `fen` on each of the `count` days before today. */
const daily = (fen: number, count = 7, byKey?: Record<string, number>) =>
  Array.from({ length: count }, (_, i) => ({ date: `2026-11-${String(9 - i).padStart(2, '0')}`, fen, byKey }));

const input = (over: Partial<RunwayInput> = {}): RunwayInput => ({
  today: TODAY,
  window: 7,
  days: daily(100),
  balanceFen: 1000,
  vouchers: [],
  budget: null,
  keys: [],
  ...over,
});

describe('the basis', () => {
  it('averages the whole days before today, leaving today and older days out', () => {
    const days = [
      { date: '2026-11-10', fen: 9999 },
      { date: '2026-11-09', fen: 300 },
      { date: '2026-11-05', fen: 401 },
      { date: '2026-11-03', fen: 0 },
      { date: '2026-11-02', fen: 9999 },
    ];
    expect(runwayBasis(TODAY, 7, days)).toEqual({
      start: '2026-11-03',
      end: '2026-11-09',
      days: 7,
      totalFen: 701,
      averageFen: 100,
      activeDays: 2,
    });
    expect(runwayBasis(TODAY, 30, days).start).toBe('2026-10-11');
  });

  it('rounds the shown average half up', () => {
    expect(runwayBasis(TODAY, 30, [{ date: '2026-11-09', fen: 45 }]).averageFen).toBe(2);
    expect(runwayBasis(TODAY, 30, [{ date: '2026-11-09', fen: 44 }]).averageFen).toBe(1);
  });
});

describe('the balance', () => {
  it('lasts its whole days at the average and runs out on the last', () => {
    expect(forecastRunway(input()).funds).toEqual({ kind: 'runsOut', daysLeft: 10, date: '2026-11-20' });
    expect(forecastRunway(input({ balanceFen: 1050 })).funds).toEqual({
      kind: 'runsOut',
      daysLeft: 10,
      date: '2026-11-21',
    });
  });

  it('keeps a fractional average exact instead of rounding it to a fen', () => {
    // 10 fen in 7 days: 3 fen last 2.1 days, where a rounded 1 fen a day would say 3.
    const forecast = forecastRunway(input({ days: [{ date: '2026-11-09', fen: 10 }], balanceFen: 3 }));
    expect(forecast.basis.averageFen).toBe(1);
    expect(forecast.funds).toEqual({ kind: 'runsOut', daysLeft: 2, date: '2026-11-13' });
  });

  it('with no spend never runs out', () => {
    expect(forecastRunway(input({ days: [] })).funds).toEqual({ kind: 'idle' });
    expect(forecastRunway(input({ days: daily(0) })).funds).toEqual({ kind: 'idle' });
  });

  it('is empty with nothing left, and a debt counts as nothing', () => {
    expect(forecastRunway(input({ balanceFen: 0 })).funds).toEqual({ kind: 'empty' });
    expect(forecastRunway(input({ balanceFen: -500, days: [] })).funds).toEqual({ kind: 'empty' });
    expect(forecastRunway(input({ balanceFen: -500 })).fundsFen).toBe(0);
  });
});

describe('vouchers', () => {
  const voucher = (id: string, remainingFen: number, lastDay: string) => ({
    id,
    name: `券${id}`,
    remainingFen,
    lastDay,
  });

  it('pay first, soonest expiring first; what the spend cannot reach before expiry is listed as lost', () => {
    const forecast = forecastRunway(
      input({ vouchers: [voucher('a', 500, '2026-11-13'), voucher('b', 1000, '2026-11-12')] }),
    );
    expect(forecast.expiring).toEqual([
      { ...voucher('b', 1000, '2026-11-12'), unusedFen: 800 },
      { ...voucher('a', 500, '2026-11-13'), unusedFen: 400 },
    ]);
    // Days 1–3 on vouchers, then the balance's 10 days.
    expect(forecast.funds).toEqual({ kind: 'runsOut', daysLeft: 13, date: '2026-11-23' });
    expect(forecast.fundsFen).toBe(2500);
  });

  it('a voucher used up before it expires is not listed and lengthens the runway', () => {
    const forecast = forecastRunway(input({ vouchers: [voucher('a', 300, '2026-11-30')] }));
    expect(forecast.expiring).toEqual([]);
    expect(forecast.funds).toEqual({ kind: 'runsOut', daysLeft: 13, date: '2026-11-23' });
  });

  it('a voucher expiring today, before the forecast starts, is lost whole', () => {
    const forecast = forecastRunway(input({ vouchers: [voucher('t', 250, TODAY), voucher('y', 90, '2026-11-09')] }));
    expect(forecast.expiring).toEqual([{ ...voucher('t', 250, TODAY), unusedFen: 250 }]);
    expect(forecast.fundsFen).toBe(1000);
  });

  it('with no spend every voucher expires unused while the balance never runs out', () => {
    const forecast = forecastRunway(input({ days: [], balanceFen: 0, vouchers: [voucher('a', 500, '2026-12-01')] }));
    expect(forecast.funds).toEqual({ kind: 'idle' });
    expect(forecast.expiring.map((v) => v.unusedFen)).toEqual([500]);
  });

  it('runs out inside a voucher stretch when the vouchers and balance end before it does', () => {
    const forecast = forecastRunway(input({ balanceFen: 100, vouchers: [voucher('a', 150, '2026-11-30')] }));
    expect(forecast.funds).toEqual({ kind: 'runsOut', daysLeft: 2, date: '2026-11-13' });
    expect(forecast.expiring).toEqual([]);
  });

  it('a balance of nothing after vouchers expire runs out on their last day', () => {
    const forecast = forecastRunway(input({ balanceFen: 0, vouchers: [voucher('a', 1000, '2026-11-12')] }));
    expect(forecast.funds).toEqual({ kind: 'runsOut', daysLeft: 2, date: '2026-11-12' });
    expect(forecast.expiring[0].unusedFen).toBe(800);
  });
});

describe('the monthly budget', () => {
  it('is reached on the day the average crosses it, this month', () => {
    const forecast = forecastRunway(input({ budget: { budgetFen: 10_000, spentFen: 9_450 } }));
    expect(forecast.budget).toEqual({
      budgetFen: 10_000,
      spentFen: 9_450,
      kind: 'reached',
      date: '2026-11-16',
      inDays: 6,
    });
  });

  it('already passed says so', () => {
    expect(forecastRunway(input({ budget: { budgetFen: 5000, spentFen: 5000 } })).budget?.kind).toBe('passed');
    expect(forecastRunway(input({ days: [], budget: { budgetFen: 5000, spentFen: 7000 } })).budget?.kind).toBe(
      'passed',
    );
  });

  it('not before the month ends gives the month-end projection', () => {
    // 20 days left in November at 100 fen.
    expect(forecastRunway(input({ budget: { budgetFen: 10_000, spentFen: 1000 } })).budget).toMatchObject({
      kind: 'notThisMonth',
      projectedFen: 3000,
    });
    expect(forecastRunway(input({ budget: { budgetFen: 3000, spentFen: 1000 } })).budget).toMatchObject({
      kind: 'reached',
      date: '2026-11-30',
    });
  });

  it('with no spend is never reached; a zero budget is passed by any spend', () => {
    expect(forecastRunway(input({ days: [], budget: { budgetFen: 100, spentFen: 0 } })).budget?.kind).toBe('idle');
    expect(forecastRunway(input({ days: [], budget: { budgetFen: 0, spentFen: 0 } })).budget?.kind).toBe('idle');
    expect(forecastRunway(input({ budget: { budgetFen: 0, spentFen: 1 } })).budget?.kind).toBe('passed');
    expect(forecastRunway(input()).budget).toBeNull();
  });
});

describe('key caps', () => {
  const key = (id: string, capFen: number | null, monthSpentFen: number, active = true) => ({
    id,
    name: `密钥${id}`,
    capFen,
    monthSpentFen,
    active,
  });

  it('each capped key at its own average; uncapped keys are left out', () => {
    const forecast = forecastRunway(
      input({
        days: daily(100, 7, { k1: 70, k2: 30 }),
        keys: [key('k1', 1000, 300), key('k2', 1000, 1000), key('k3', null, 50), key('k4', 1000, 0, false)],
      }),
    );
    expect(forecast.keys.map((k) => [k.id, k.averageFen, k.outcome])).toEqual([
      ['k1', 70, { kind: 'reached', date: '2026-11-20', inDays: 10 }],
      ['k2', 30, { kind: 'passed' }],
      ['k4', 0, { kind: 'idle' }],
    ]);
  });
});
