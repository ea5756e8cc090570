import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { clipboardMachine } from '../../src/machines/clipboard';
import { ControlledActors, everyTransition, expectAllStatesReached, flush } from './modelHarness';

/** The 已复制 / 复制失败 feedback lasts FEEDBACK_MS; the test makes it instant-ish. */
const FEEDBACK_MS = 5;

const events = [
  { type: 'COPY', text: 'curl https://api.example/v1' },
  { type: 'xstate.done.actor.writeClipboard', output: undefined },
  { type: 'xstate.error.actor.writeClipboard', error: new Error('NotAllowedError') },
  { type: 'xstate.after.FEEDBACK_MS.clipboard.copied' },
  { type: 'xstate.after.FEEDBACK_MS.clipboard.failed' },
];

function harness() {
  const control = new ControlledActors();
  const machine = clipboardMachine.provide({ actors: { writeClipboard: control.actor<void, string>() }, delays: { FEEDBACK_MS } });
  return { control, machine };
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('clipboard machine', () => {
  const cases = everyTransition(harness().machine, { events, byValueOnly: true });

  it('reaches every state', () => expectAllStatesReached(harness().machine, cases));

  it.each(cases.map((c) => [c.description, c] as const))('%s', async (_d, testCase) => {
    const { control, machine } = harness();
    const actor = createActor(machine).start();
    for (const step of testCase.steps) {
      // Delayed events are the clock's to send: wait them out instead of sending them.
      if (step.event.type.startsWith('xstate.after.')) await wait(FEEDBACK_MS * 3);
      else if (!control.settle(step.event)) actor.send(step.event as never);
      await flush();
      expect(actor.getSnapshot().value).toEqual(step.expected);
    }
    actor.stop();
  });
});
