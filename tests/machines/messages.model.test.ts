import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { messagesMachine } from '../../src/machines/messages';
import { ControlledActors, expectEveryStateReachable, settled } from './modelHarness';

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
