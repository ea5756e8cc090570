import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { SendCodeRequest } from '../../src/domain/types/operation.types';
import { codeSenderMachine, resendLabel } from '../../src/machines/codeSender';
import { ControlledActors, pathsThroughEveryTransition } from './modelHarness';
import { noticesHeard } from '../notices';

/** SPEC sections 4 and 9: a 60 s countdown after a send. */
const COOLDOWN_SECONDS = 60;

/**
 * The code sender as SPEC sections 4, 8 and 9 describe it, written independently of the
 * implementation. createTestModel walks this model (it takes no invokes or timers, which
 * is why it is a model and not the machine itself); every path is replayed on the real
 * machine with its send actor held by the test and its timers faked.
 */
/** The last notice a step raised, with its kind (the toaster's colour). */
type Notice = { message: string; kind: 'success' | 'warning' | 'error' } | undefined;
interface ModelContext {
  notice: Notice;
  remaining: number;
}
const say = (message?: string, kind?: 'success' | 'warning' | 'error') =>
  assign({ notice: () => (message && kind ? { message, kind } : undefined) }) as never;

const senderModel = createMachine({
  types: {} as {
    context: ModelContext;
    events:
      | { type: 'SEND' }
      | { type: 'SEND_BAD_PHONE' }
      | { type: 'VERIFY' }
      | { type: 'FAIL_CAPTCHA' }
      | { type: 'INIT_FAIL' }
      | { type: 'DEBOUNCE_ELAPSES' }
      | { type: 'SEND_OK' }
      | { type: 'SEND_FALSE' }
      | { type: 'SEND_ERROR' }
      | { type: 'TICK' }
      | { type: 'COOLDOWN_ELAPSES' };
  },
  id: 'model',
  context: { notice: undefined, remaining: 0 },
  initial: 'idle',
  on: { INIT_FAIL: { actions: say('验证码初始化失败，请刷新重试', 'error') } },
  states: {
    idle: {
      initial: 'noCaptcha',
      on: {
        SEND_BAD_PHONE: { actions: say('手机号不正确', 'warning') },
        FAIL_CAPTCHA: { target: '.noCaptcha', actions: say('验证码验证失败，请重试', 'error') },
      },
      states: {
        noCaptcha: {
          on: {
            SEND: { target: 'noCaptcha', actions: say('请先完成验证', 'warning') },
            VERIFY: { target: 'captchaReady', actions: say(undefined) },
          },
        },
        captchaReady: { on: { SEND: { target: '#model.debouncing', actions: say(undefined) } } },
        /** Passed once, but its sign went into the last send: the next send asks again. */
        signSpent: {
          on: {
            SEND: { target: 'noCaptcha', actions: say('请先完成验证', 'warning') },
            VERIFY: { target: 'captchaReady', actions: say(undefined) },
          },
        },
      },
    },
    debouncing: {
      on: {
        SEND: { target: 'debouncing', actions: say(undefined) },
        SEND_BAD_PHONE: { target: '#model.idle.captchaReady', actions: say('手机号不正确', 'warning') },
        DEBOUNCE_ELAPSES: { target: 'sending', actions: say(undefined) },
      },
    },
    sending: {
      on: {
        SEND: { actions: say(undefined) },
        SEND_OK: {
          target: 'coolingDown',
          actions: [say('验证码发送成功', 'success'), assign({ remaining: COOLDOWN_SECONDS }) as never],
        },
        SEND_FALSE: { target: '#model.idle.noCaptcha', actions: say('验证码发送失败，请稍后重试', 'error') },
        SEND_ERROR: { target: '#model.idle.noCaptcha', actions: say('验证码发送失败，请稍后重试', 'error') },
      },
    },
    coolingDown: {
      on: {
        // The button is disabled: a send now does nothing.
        SEND: { actions: say(undefined) },
        // Two ticks show the countdown; walking all sixty adds nothing.
        TICK: {
          guard: ({ context }) => context.remaining > COOLDOWN_SECONDS - 2,
          actions: [
            say(undefined),
            assign({ remaining: ({ context }: { context: ModelContext }) => context.remaining - 1 }) as never,
          ],
        },
        COOLDOWN_ELAPSES: {
          target: '#model.idle.signSpent',
          actions: [say(undefined), assign({ remaining: 0 }) as never],
        },
      },
    },
  },
});

const GOOD_PHONE = '13800000001';

function startSut() {
  const control = new ControlledActors();
  const requests: SendCodeRequest[] = [];
  const machine = codeSenderMachine.provide({
    actors: {
      sendCode: control.actor<boolean>() as never,
    },
  });
  const actor = createActor(machine, { input: { type: 2 } });
  actor.start();
  // Inputs are recorded from the actor tree as each send starts.
  actor.subscribe((s) => {
    const child = s.children.sendCode as { getSnapshot(): { input: SendCodeRequest } } | undefined;
    if (child && !requests.includes(child.getSnapshot().input)) requests.push(child.getSnapshot().input);
  });
  return { actor, control, requests };
}

describe('code sender model', () => {
  const notices = noticesHeard();
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  const model = createTestModel(senderModel);
  const paths = pathsThroughEveryTransition(model);

  it('walks every state of the model', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))));
    for (const v of [
      '"idle"',
      'noCaptcha',
      'captchaReady',
      'signSpent',
      '"debouncing"',
      '"sending"',
      '"coolingDown"',
    ]) {
      expect([...reached].some((r) => r.includes(v.replaceAll('"', '')))).toBe(true);
    }
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_d, path) => {
    const { actor, control, requests } = startSut();
    const settle = async (event: { type: string; output?: unknown; error?: unknown }) => {
      control.settle(event);
      await vi.advanceTimersByTimeAsync(0);
    };
    let signs = 0;
    type Step = Parameters<typeof path.test>[0];
    const execs: Record<string, () => unknown> = {
      SEND: () => actor.send({ type: 'CODE.SEND', phone: GOOD_PHONE }),
      SEND_BAD_PHONE: () => actor.send({ type: 'CODE.SEND', phone: '1380000' }),
      VERIFY: () => actor.send({ type: 'CAPTCHA.VERIFIED', sign: `sign-${++signs}` }),
      FAIL_CAPTCHA: () => actor.send({ type: 'CAPTCHA.FAILED' }),
      INIT_FAIL: () => actor.send({ type: 'CAPTCHA.INIT_FAILED' }),
      DEBOUNCE_ELAPSES: () => vi.advanceTimersByTimeAsync(1000),
      SEND_OK: () => settle({ type: 'xstate.done.actor.sendCode', output: true }),
      SEND_FALSE: () => settle({ type: 'xstate.done.actor.sendCode', output: false }),
      SEND_ERROR: () => settle({ type: 'xstate.error.actor.sendCode', error: new Error('验证码验证失败，请重试') }),
      TICK: () => vi.advanceTimersByTimeAsync(1000),
      COOLDOWN_ELAPSES: () => vi.advanceTimersByTimeAsync(COOLDOWN_SECONDS * 1000),
    };
    // Each step starts with no notices, so a state's check sees exactly what its step raised.
    const events = Object.fromEntries(
      Object.entries(execs).map(([type, exec]) => [
        type,
        async () => {
          notices.length = 0;
          await exec();
        },
      ]),
    ) as Step['events'];
    type ModelSnapshot = (typeof path)['state'];
    const check = (fn: (state: ModelSnapshot) => void) => (state: ModelSnapshot) => {
      expect(notices.at(-1)).toEqual(state.context.notice);
      fn(state);
    };
    await path.test({
      events,
      states: {
        'idle.noCaptcha': check(() => {
          const s = actor.getSnapshot();
          expect(s.value).toBe('idle');
          expect([s.context.sign, s.context.verified]).toEqual([undefined, false]);
        }),
        'idle.captchaReady': check(() => {
          const s = actor.getSnapshot();
          expect(s.value).toBe('idle');
          expect(s.context.sign).toBe(`sign-${signs}`);
        }),
        'idle.signSpent': check(() => {
          const s = actor.getSnapshot();
          expect(s.value).toBe('idle');
          expect([s.context.sign, s.context.verified]).toEqual([undefined, true]);
        }),
        debouncing: check(() => expect(actor.getSnapshot().value).toBe('debouncing')),
        sending: check(() => {
          expect(actor.getSnapshot().value).toBe('sending');
          // Login codes carry source 1 and the captcha's sign (SPEC section 7).
          expect(requests.at(-1)).toEqual({ phone: GOOD_PHONE, type: 2, source: 1, sign: `sign-${signs}` });
        }),
        coolingDown: check((state) => {
          const s = actor.getSnapshot();
          expect(s.matches('coolingDown')).toBe(true);
          expect(s.context.remaining).toBe(state.context.remaining);
          expect(resendLabel(s.context.remaining)).toBe(`${state.context.remaining}s后重新发送`);
        }),
      },
    });
    actor.stop();
  });
});

describe('code sender rules', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function ready(type: 1 | 2 | 3 | 5) {
    const control = new ControlledActors();
    const actor = createActor(codeSenderMachine.provide({ actors: { sendCode: control.actor<boolean>() as never } }), {
      input: { type },
    }).start();
    actor.send({ type: 'CAPTCHA.VERIFIED', sign: 's' });
    return { actor, control };
  }

  it('collapses clicks within a second into one send, timed from the last click, to the last phone typed', async () => {
    const { actor } = ready(1);
    actor.send({ type: 'CODE.SEND', phone: '13800000009' });
    await vi.advanceTimersByTimeAsync(800);
    actor.send({ type: 'CODE.SEND', phone: GOOD_PHONE });
    await vi.advanceTimersByTimeAsync(800);
    expect(actor.getSnapshot().value).toBe('debouncing');
    await vi.advanceTimersByTimeAsync(200);
    expect(actor.getSnapshot().value).toBe('sending');
    const child = actor.getSnapshot().children.sendCode as unknown as { getSnapshot(): { input: SendCodeRequest } };
    expect(child.getSnapshot().input.phone).toBe(GOOD_PHONE);
  });

  it('gives the captcha a new key at each reset, so the widget starts over', () => {
    const { actor } = ready(1);
    expect(actor.getSnapshot().context.captchaKey).toBe(0);
    actor.send({ type: 'CAPTCHA.FAILED' });
    actor.send({ type: 'CAPTCHA.FAILED' });
    expect(actor.getSnapshot().context.captchaKey).toBe(2);
  });

  it('counts down from 60 s, one second at a time, then allows a new send', async () => {
    const { actor, control } = ready(3);
    actor.send({ type: 'CODE.SEND', phone: GOOD_PHONE });
    await vi.advanceTimersByTimeAsync(1000);
    control.settle({ type: 'xstate.done.actor.sendCode', output: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.remaining).toBe(60);
    await vi.advanceTimersByTimeAsync(1000);
    expect(resendLabel(actor.getSnapshot().context.remaining)).toBe('59s后重新发送');
    await vi.advanceTimersByTimeAsync(57_000);
    expect(actor.getSnapshot().context.remaining).toBe(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.remaining).toBe(0);
  });

  it.each([
    [1, undefined],
    [2, 1],
    [3, undefined],
    [5, 1],
  ] as const)('type %i carries source %s', async (type, source) => {
    const { actor } = ready(type);
    actor.send({ type: 'CODE.SEND', phone: ` ${GOOD_PHONE} ` });
    await vi.advanceTimersByTimeAsync(1000);
    const child = actor.getSnapshot().children.sendCode as unknown as { getSnapshot(): { input: SendCodeRequest } };
    expect(child.getSnapshot().input).toEqual({ phone: GOOD_PHONE, type, sign: 's', ...(source ? { source } : {}) });
  });
});
