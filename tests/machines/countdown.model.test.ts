/**
 * The countdown as the product describes it: the seconds left until an instant, rounded up
 * (1.5 s left reads 2), never below 0; it looks again once a second, on the portal's clock (the
 * simulator's in demo mode), so a clock moved forward shows at the next look; at 0 it is over.
 * The portal's clock and the one-second timer are both the test's: nothing waits on wall time.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { setClock } from '../../src/machines/clock';
import { countdownMachine } from '../../src/machines/countdown';

const T0 = Date.parse('2026-11-05T08:00:00.000Z');
let clock = T0;

beforeEach(() => {
  vi.useFakeTimers();
  clock = T0;
  setClock(() => clock);
});
afterEach(() => {
  vi.useRealTimers();
  setClock(() => Date.now());
});

const at = (ms: number) => new Date(T0 + ms).toISOString();

/** One second of the portal's clock and of the timer. */
function secondPasses() {
  clock += 1000;
  vi.advanceTimersByTime(1000);
}

describe('countdown', () => {
  it('counts whole seconds down to 0, once a second, and is then over', () => {
    const actor = createActor(countdownMachine, { input: { until: at(3000) } }).start();
    const seen = [actor.getSnapshot().context.seconds];
    for (let i = 0; i < 3; i += 1) {
      expect(actor.getSnapshot().status).toBe('active');
      secondPasses();
      seen.push(actor.getSnapshot().context.seconds);
    }
    expect(seen).toEqual([3, 2, 1, 0]);
    expect(actor.getSnapshot().status).toBe('done');
    // Over means over: no more looks.
    secondPasses();
    expect(vi.getTimerCount()).toBe(0);
    expect(actor.getSnapshot().context.until).toBe(at(3000));
  });

  it('rounds a part of a second up', () => {
    const actor = createActor(countdownMachine, { input: { until: at(2500) } }).start();
    expect(actor.getSnapshot().context.seconds).toBe(3);
    secondPasses();
    expect(actor.getSnapshot().context.seconds).toBe(2);
    secondPasses();
    expect(actor.getSnapshot().context.seconds).toBe(1);
    secondPasses();
    expect(actor.getSnapshot().context.seconds).toBe(0);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('looks again only when the second is up', () => {
    const actor = createActor(countdownMachine, { input: { until: at(5000) } }).start();
    clock += 1000;
    vi.advanceTimersByTime(999);
    expect(actor.getSnapshot().context.seconds).toBe(5);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.seconds).toBe(4);
  });

  it('reads the clock on every look instead of counting by itself', () => {
    const actor = createActor(countdownMachine, { input: { until: at(5000) } }).start();
    // The timer fires but the portal's clock stood still (a paused demo clock): nothing has passed.
    vi.advanceTimersByTime(3000);
    expect(actor.getSnapshot().context.seconds).toBe(5);
    expect(actor.getSnapshot().status).toBe('active');
    // A demo moves the clock an hour on: the next look finds the time up.
    clock += 3_600_000;
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().context.seconds).toBe(0);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('is over at once for an instant already past, and never shows less than 0', () => {
    for (const until of [at(0), at(-1), at(-90_000)]) {
      const actor = createActor(countdownMachine, { input: { until } }).start();
      expect(actor.getSnapshot().context).toEqual({ until, seconds: 0 });
      expect(actor.getSnapshot().status).toBe('done');
    }
  });

  it('keeps going while any part of a second is left', () => {
    const actor = createActor(countdownMachine, { input: { until: at(1) } }).start();
    expect(actor.getSnapshot().context.seconds).toBe(1);
    expect(actor.getSnapshot().status).toBe('active');
  });
});
