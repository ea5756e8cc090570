import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASK_AGAIN_MS, writerLease, type LeaseEnvironment } from '../../../mocks/db/writerLease';

/** One Web Lock as the browser grants it: in request order, one holder until its callback settles. */
function fakeLocks() {
  let held = false;
  const waiting: Array<() => void> = [];
  const log = { requests: 0 };
  const request = ((_name: string, callback: () => Promise<unknown>) =>
    new Promise((resolve, reject) => {
      log.requests += 1;
      const run = () => {
        held = true;
        callback().then(
          (value) => {
            held = false;
            resolve(value);
            waiting.shift()?.();
          },
          (error: unknown) => {
            held = false;
            reject(error instanceof Error ? error : new Error(String(error)));
            waiting.shift()?.();
          },
        );
      };
      if (held) waiting.push(run);
      else run();
    })) as unknown as LockManager['request'];
  return { locks: { request }, log };
}

/** Tabs' channels: a message reaches every other tab's channel, after the current task (as a BroadcastChannel's does). */
function fakeBus() {
  const listeners: Array<{ tab: number; listener: (event: MessageEvent) => void }> = [];
  let dropNext = 0;
  return {
    /** The next `count` messages are lost (a holder that took the lock back before hearing them). */
    drop(count: number) {
      dropNext = count;
    },
    channel(tab: number): LeaseEnvironment['channel'] {
      return {
        postMessage(data: unknown) {
          if (dropNext > 0) {
            dropNext -= 1;
            return;
          }
          for (const entry of listeners)
            if (entry.tab !== tab) setTimeout(() => entry.listener({ data } as MessageEvent), 0);
        },
        addEventListener: ((type: string, listener: (event: MessageEvent) => void) => {
          if (type === 'message') listeners.push({ tab, listener });
        }) as BroadcastChannel['addEventListener'],
      };
    },
  };
}

function tabs(count: number, hidden: boolean[] = []) {
  const { locks, log } = fakeLocks();
  const bus = fakeBus();
  const hideListeners: Array<() => void> = [];
  const leases = Array.from({ length: count }, (_, tab) =>
    writerLease('writer', {
      locks,
      channel: bus.channel(tab),
      visibility: { hidden: () => hidden[tab] ?? false, onHide: (listener) => void (hideListeners[tab] = listener) },
    }),
  );
  return { leases, log, bus, hide: (tab: number) => ((hidden[tab] = true), hideListeners[tab]()) };
}

describe('the writer lease', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets a lone tab write again without asking for the lock, and says its hold was unbroken', async () => {
    const { leases, log } = tabs(1);
    const seen: boolean[] = [];
    for (let i = 0; i < 3; i++) await leases[0]((unbroken) => Promise.resolve(seen.push(unbroken)));
    expect(seen).toEqual([false, true, true]);
    expect(log.requests).toBe(1);
  });

  it('gives the lock to a tab that asks, and the first tab then catches up (its hold was broken)', async () => {
    const { leases } = tabs(2);
    const seen: string[] = [];
    await leases[0]((unbroken) => Promise.resolve(seen.push(`a:${unbroken}`)));
    const second = leases[1]((unbroken) => Promise.resolve(seen.push(`b:${unbroken}`)));
    await vi.advanceTimersByTimeAsync(0);
    await second;
    const third = leases[0]((unbroken) => Promise.resolve(seen.push(`a:${unbroken}`)));
    await vi.advanceTimersByTimeAsync(0);
    await third;
    expect(seen).toEqual(['a:false', 'b:false', 'a:false']);
  });

  it('never runs two tabs’ units of work at once, and lets go after the unit running when asked', async () => {
    const { leases } = tabs(2);
    let inside = 0;
    let most = 0;
    const unit = async () => {
      inside += 1;
      most = Math.max(most, inside);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inside -= 1;
    };
    const runs = [0, 1, 0, 1, 1, 0].map((tab) => leases[tab](unit));
    await vi.advanceTimersByTimeAsync(1000);
    await Promise.all(runs);
    expect(most).toBe(1);
  });

  it('asks again when the holder missed the request, so a waiting tab is not stuck', async () => {
    const { leases, bus } = tabs(2);
    await leases[0](() => Promise.resolve());
    bus.drop(1);
    let done = false;
    const waiting = leases[1](() => Promise.resolve((done = true)));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(ASK_AGAIN_MS * 2);
    expect(done).toBe(true);
    await waiting;
  });

  it('gives the lock back when its page is hidden, and after every unit of work while hidden', async () => {
    const { leases, log, hide } = tabs(1);
    await leases[0](() => Promise.resolve());
    hide(0);
    const seen: boolean[] = [];
    await leases[0]((unbroken) => Promise.resolve(seen.push(unbroken)));
    await leases[0]((unbroken) => Promise.resolve(seen.push(unbroken)));
    expect(seen).toEqual([false, false]);
    expect(log.requests).toBe(3);
  });
});
