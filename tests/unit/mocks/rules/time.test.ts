/**
 * The simulator's calendar and clock: bills and date filters are in Beijing time (UTC+8), and the
 * simulated clock only moves forward, by at most ten years a step. Expected dates are worked out
 * by hand from UTC+8.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { beijingDate, beijingInstant, daysBetween } from '../../../../mocks/rules/beijing';
import {
  DAY,
  MAX_CLOCK_STEP_DAYS,
  MINUTE,
  SIM_EPOCH,
  advanceClock,
  clockOffset,
  now,
  nowIso,
  setClockOffset,
} from '../../../../mocks/rules/clock';

describe('Beijing dates', () => {
  it('turns the date over at 16:00 UTC, from epoch ms or ISO text', () => {
    expect(beijingDate(Date.parse('2026-11-01T15:59:59.999Z'))).toBe('2026-11-01');
    expect(beijingDate(Date.parse('2026-11-01T16:00:00.000Z'))).toBe('2026-11-02');
    expect(beijingDate('2026-10-31T16:00:00.000Z')).toBe('2026-11-01');
    expect(beijingDate('2026-10-31T15:59:00.000Z')).toBe('2026-10-31');
  });

  it('gives the UTC instant of a Beijing wall-clock time', () => {
    expect(beijingInstant('2026-11-01')).toBe('2026-10-31T16:00:00.000Z');
    expect(beijingInstant('2026-11-01', 9, 30)).toBe('2026-11-01T01:30:00.000Z');
    expect(beijingInstant('2026-11-01', 0, 5)).toBe('2026-10-31T16:05:00.000Z');
    expect(beijingInstant('2026-11-01', 23, 59)).toBe('2026-11-01T15:59:00.000Z');
  });

  it('lists every day from the first to the last, both included, across a month end', () => {
    expect(daysBetween('2026-10-30', '2026-11-02')).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
    expect(daysBetween('2026-11-05', '2026-11-05')).toEqual(['2026-11-05']);
    expect(daysBetween('2026-11-06', '2026-11-05')).toEqual([]);
  });
});

describe('simulated clock', () => {
  const start = clockOffset();
  afterEach(() => setClockOffset(start));

  it('starts the seeded world at 2026-11-01 08:00 Beijing time', () => {
    expect(SIM_EPOCH).toBe(Date.parse('2026-11-01T00:00:00.000Z'));
    expect(MINUTE).toBe(60_000);
    expect(DAY).toBe(86_400_000);
  });

  it('reads the real clock plus the offset, as epoch ms and as ISO text', () => {
    setClockOffset(SIM_EPOCH - Date.now());
    expect(Math.abs(now() - SIM_EPOCH)).toBeLessThan(60_000);
    expect(nowIso().slice(0, 10)).toBe('2026-11-01');
  });

  it('moves forward by exactly the step asked, up to ten years', () => {
    setClockOffset(0);
    advanceClock(5 * MINUTE);
    expect(clockOffset()).toBe(300_000);
    advanceClock(MAX_CLOCK_STEP_DAYS * DAY);
    expect(clockOffset()).toBe(300_000 + 3650 * 86_400_000);
  });

  it('refuses a step that is not forward, not finite, not a number or over ten years, and stays put', () => {
    setClockOffset(7);
    for (const bad of [
      0,
      -1,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      3650 * 86_400_000 + 1,
      '60000' as unknown as number,
    ]) {
      expect(() => advanceClock(bad)).toThrow(RangeError);
    }
    expect(() => advanceClock(0)).toThrow('时钟只能前进 0 到 3650 天（收到 0）');
    expect(() => advanceClock(Number.NaN)).toThrow('（收到 null）');
    expect(clockOffset()).toBe(7);
  });
});
