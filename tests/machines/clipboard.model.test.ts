import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { clipboardMachine } from '../../src/machines/clipboard';
import { ControlledActors, expectEveryStateReachable, byValue, settled } from './modelHarness';

const FEEDBACK_MS = 2000;

const events = [
  { type: 'COPY', text: 'curl https://api.example/v1' },
  ...settled('writeClipboard', undefined, 'NotAllowedError'),
  { type: 'xstate.after.FEEDBACK_MS.clipboard.copied' },
  { type: 'xstate.after.FEEDBACK_MS.clipboard.failed' },
];

function harness() {
  const control = new ControlledActors();
  const machine = clipboardMachine.provide({ actors: { writeClipboard: control.actor<void, string>() } });
  return { control, machine };
}

describe('clipboard machine', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('reaches every state', () => expectEveryStateReachable(harness().machine, { events, serialize: byValue }));

  it.each([
    ['copied', { type: 'xstate.done.actor.writeClipboard', output: undefined }],
    ['failed', { type: 'xstate.error.actor.writeClipboard', error: new Error('NotAllowedError') }],
  ] as const)('writes the text, shows %s for 2 s, then goes back', async (shown, outcome) => {
    const { control, machine } = harness();
    const actor = createActor(machine).start();
    actor.send({ type: 'COPY', text: 'curl https://api.example/v1' });
    const child = actor.getSnapshot().children.writeClipboard as unknown as { getSnapshot(): { input: string } };
    expect(child.getSnapshot().input).toBe('curl https://api.example/v1');
    control.settle(outcome);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe(shown);
    await vi.advanceTimersByTimeAsync(FEEDBACK_MS - 1);
    expect(actor.getSnapshot().value).toBe(shown);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.stop();
  });

  it.each([
    ['copied', () => Promise.resolve()],
    ['failed', () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'))],
  ] as const)(
    'writes through the browser clipboard itself; a write that settles leaves it %s',
    async (shown, write) => {
      const writeText = vi.fn(write);
      vi.stubGlobal('navigator', { clipboard: { writeText } });
      try {
        const actor = createActor(clipboardMachine).start();
        actor.send({ type: 'COPY', text: 'sk-live-0000beef' });
        await vi.advanceTimersByTimeAsync(0);
        expect(writeText).toHaveBeenCalledExactlyOnceWith('sk-live-0000beef');
        expect(actor.getSnapshot().value).toBe(shown);
        actor.stop();
      } finally {
        vi.unstubAllGlobals();
      }
    },
  );
});
