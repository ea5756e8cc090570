import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { codeSenderMachine } from '../../src/machines/codeSender';
import { ControlledActors, everyTransition, expectAllStatesReached } from './modelHarness';

/** Generated from the machine itself: one case per transition of its graph (delays run on fake timers). */
const delays: Record<string, number> = { SEND_DEBOUNCE: 1000, RESEND_COOLDOWN: 60_000, COUNTDOWN_TICK: 1000 };
const events = [
  { type: 'CODE.SEND', phone: '13800000001' },
  { type: 'CODE.SEND', phone: '12345' },
  { type: 'CAPTCHA.VERIFIED', sign: 'v1.sign' },
  { type: 'CAPTCHA.FAILED' },
  { type: 'CAPTCHA.INIT_FAILED' },
  { type: 'xstate.done.actor.sendCode', output: true },
  { type: 'xstate.done.actor.sendCode', output: false },
  { type: 'xstate.error.actor.sendCode', error: new Error('down') },
  ...Object.keys(delays).flatMap((d) =>
    ['codeSender.debouncing', 'codeSender.coolingDown', 'codeSender.coolingDown.counting'].map((node) => ({ type: `xstate.after.${d}.${node}` })),
  ),
];

function harness() {
  const control = new ControlledActors();
  const notices: string[] = [];
  const machine = codeSenderMachine.provide({
    actors: { sendCode: control.actor<boolean>() },
    actions: { notify: (_, params: { message: string }) => void notices.push(params.message) },
  });
  return { control, machine, notices };
}

const input = { type: 2 as const };

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('code sender, every transition of its graph', () => {
  const cases = everyTransition(harness().machine, {
    input,
    events,
    // The countdown's seconds are not part of the graph; whether a sign is held is.
    serialize: (s) => JSON.stringify([s.value, Boolean(s.context.sign), s.context.verified]),
  });

  it('reaches every state', () => expectAllStatesReached(harness().machine, cases));

  it.each(cases.map((c) => [c.description, c] as const))('%s', async (_d, testCase) => {
    const { control, machine } = harness();
    const actor = createActor(machine, { input }).start();
    for (const step of testCase.steps) {
      const after = /^xstate\.after\.(\w+)\./.exec(step.event.type);
      if (after) await vi.advanceTimersByTimeAsync(delays[after[1]]);
      else if (!control.settle(step.event)) actor.send(step.event as never);
      await vi.advanceTimersByTimeAsync(0);
      // A countdown tick re-enters its own state: the value stays, the seconds go down.
      expect(actor.getSnapshot().value).toEqual(step.expected);
    }
    actor.stop();
  });
});
