import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { messagesMachine } from '../../src/machines/messages';
import { ControlledActors, expectEveryStateReachable, seededWalks, settled, tally } from './modelHarness';

const events = [
  { type: 'MESSAGES.REFRESH' },
  { type: 'MESSAGES.RESET' },
  { type: 'MESSAGES.OPEN' },
  { type: 'MESSAGES.CLOSE' },
  { type: 'MESSAGES.VISIBLE' },
  ...settled('loadUnread', 120, 'down'),
  { type: 'xstate.after.POLL_INTERVAL.messages.on.idle' },
];

function harness() {
  const control = new ControlledActors();
  const machine = messagesMachine.provide({
    actors: { loadUnread: control.actor<number>(), watchVisibility: fromCallback(() => () => undefined) },
  });
  return { control, machine };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

const settle = async () => {
  await vi.advanceTimersByTimeAsync(0);
};

describe('messages machine', () => {
  it('reaches every state', () => expectEveryStateReachable(harness().machine, { events }));

  it('keeps the count, and clears it on reset', async () => {
    const { control, machine } = harness();
    const actor = createActor(machine).start();
    actor.send({ type: 'MESSAGES.REFRESH' });
    control.settle({ type: 'xstate.done.actor.loadUnread', output: 120 });
    await settle();
    expect(actor.getSnapshot().context.unread).toBe(120);
    actor.send({ type: 'MESSAGES.RESET' });
    expect(actor.getSnapshot().context.unread).toBe(0);
  });

  it('polls every minute while on, and never while off', async () => {
    const { control, machine } = harness();
    const actor = createActor(machine).start();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(actor.getSnapshot().value).toBe('off');
    actor.send({ type: 'MESSAGES.REFRESH' });
    control.settle({ type: 'xstate.done.actor.loadUnread', output: 1 });
    await settle();
    await vi.advanceTimersByTimeAsync(59_999);
    expect(actor.getSnapshot().value).toEqual({ on: 'idle' });
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toEqual({ on: 'loading' });
  });
});

/**
 * The unread badge and the messages drawer, restated: signed out (`off`) nothing is counted or
 * opened; signing in or any refresh counts again (a count already asked for is dropped for the new
 * one); closing the drawer counts again, since reading messages there changes the count; a failed
 * count keeps the last one; a minute after each count, another; signing out forgets it all.
 */
interface Seen {
  phase: 'off' | 'idle' | 'loading';
  unread: number;
  drawerOpen: boolean;
  counts: number;
}

type Step =
  | { type: 'refresh' | 'reset' | 'open' | 'close' | 'visible' | 'refuse' | 'minute' }
  | { type: 'answer'; unread: number };

function step(seen: Seen, s: Step): Seen {
  const countAgain = (from: Seen): Seen => ({ ...from, phase: 'loading', counts: from.counts + 1 });
  if (s.type === 'reset') return { ...seen, phase: 'off', unread: 0, drawerOpen: false };
  if (seen.phase === 'off') return s.type === 'refresh' ? countAgain(seen) : seen;
  switch (s.type) {
    case 'refresh':
    case 'visible':
      return countAgain(seen);
    case 'open':
      return { ...seen, drawerOpen: true };
    case 'close':
      return countAgain({ ...seen, drawerOpen: false });
    case 'answer':
      return seen.phase === 'loading' ? { ...seen, phase: 'idle', unread: s.unread } : seen;
    case 'refuse':
      return seen.phase === 'loading' ? { ...seen, phase: 'idle' } : seen;
    case 'minute':
      return seen.phase === 'idle' ? countAgain(seen) : seen;
  }
}

const kinds = ['refresh', 'reset', 'open', 'close', 'visible', 'refuse', 'minute', 'answer', 'answer'] as const;

describe('the unread badge and the drawer, against the model', () => {
  /** What the walks reached. */
  const reached = tally({ counted: 10, keptOnFailure: 5, closedAndCounted: 10, polled: 10, forgotten: 10 });
  seededWalks({
    seeds: 60,
    steps: 30,
    initial: { phase: 'off', unread: 0, drawerOpen: false, counts: 0 },
    start: () => {
      let counts = 0;
      let pending: { resolve: (n: number) => void; reject: (e: Error) => void } | undefined;
      const machine = messagesMachine.provide({
        actors: {
          loadUnread: fromPromise<number>(() => {
            counts += 1;
            return new Promise<number>((resolve, reject) => (pending = { resolve, reject }));
          }),
          watchVisibility: fromCallback(() => () => undefined),
        },
      });
      return { actor: createActor(machine).start(), counts: () => counts, pending: () => pending! };
    },
    pick: (next): Step => {
      const kind = kinds[next(kinds.length)];
      return kind === 'answer' ? { type: 'answer', unread: next(50) } : { type: kind };
    },
    step,
    count: (s, before) => {
      if (s.type === 'answer' && before.phase === 'loading') reached.counted += 1;
      if (s.type === 'refuse' && before.phase === 'loading' && before.unread > 0) reached.keptOnFailure += 1;
      if (s.type === 'close' && before.phase !== 'off' && before.drawerOpen) reached.closedAndCounted += 1;
      if (s.type === 'minute' && before.phase === 'idle') reached.polled += 1;
      if (s.type === 'reset' && before.unread > 0) reached.forgotten += 1;
    },
    drive: async ({ actor, pending }, s) => {
      const loading = actor.getSnapshot().matches({ on: 'loading' });
      if (s.type === 'answer' && loading) pending().resolve(s.unread);
      else if (s.type === 'refuse' && loading) pending().reject(new Error('请求错误，请稍后重试'));
      else if (s.type === 'minute') await vi.advanceTimersByTimeAsync(60_000);
      else if (s.type !== 'answer' && s.type !== 'refuse')
        actor.send({ type: `MESSAGES.${s.type.toUpperCase()}` } as never);
      await settle();
    },
    check: ({ actor, counts }, seen, where) => {
      const snapshot = actor.getSnapshot();
      expect(snapshot.value, where).toEqual(seen.phase === 'off' ? 'off' : { on: seen.phase });
      expect(snapshot.context.unread, where).toBe(seen.unread);
      expect(snapshot.context.drawerOpen, where).toBe(seen.drawerOpen);
      expect(counts(), where).toBe(seen.counts);
    },
    end: ({ actor }) => actor.stop(),
  });
});
