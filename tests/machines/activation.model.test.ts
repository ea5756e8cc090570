import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, createMachine, fromCallback } from 'xstate';
import { activationMachine, EXPERIENCE_ROUTE } from '../../src/machines/activation';
import { noticesHeard } from '../notices';
import { ControlledActors, expectEveryStateReachable, settled } from './modelHarness';

const DEADLINE = '2026-12-01T00:00:00.000Z';
const AFTER_JUMP = 'xstate.after.SUCCESS_JUMP.activation.success';

/** The graph explores with these payloads: one valid and one malformed code. */
const events = [
  { type: 'ACTIVATION.OPEN' },
  { type: 'ACTIVATION.REQUIRED', required: true },
  { type: 'ACTIVATION.REQUIRED', required: false },
  { type: 'ACTIVATION.CLOSE' },
  { type: 'ACTIVATION.CHANGE', code: 'TRIAL001' },
  { type: 'ACTIVATION.CHANGE', code: 'ABC' },
  { type: 'ACTIVATION.SUBMIT' },
  { type: 'ACTIVATION.APPLY' },
  { type: 'ACTIVATION.SWITCH_ACCOUNT' },
  { type: 'ACTIVATION.EXPERIENCE_NOW' },
  ...settled('activate', { trialDeadline: DEADLINE }, '邀请码已被使用'),
  ...settled('apply', true, 'down'),
  ...settled('refreshProfile', undefined, 'down'),
  { type: AFTER_JUMP },
];

function harness() {
  const control = new ControlledActors();
  const effects: string[] = [];
  const machine = activationMachine.provide({
    actors: {
      watchSession: fromCallback(() => () => undefined),
      activate: control.actor(),
      apply: control.actor(),
      refreshProfile: control.actor(),
    },
    actions: {
      goToExperience: () => void effects.push('goToExperience'),
      switchLogin: () => void effects.push('switchLogin'),
      markActivated: () => void effects.push('markActivated'),
    },
  });
  return { control, effects, machine };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('activation machine model', () => {
  it('reaches every state', () => expectEveryStateReachable(harness().machine, { events }));
});

describe('activation machine rules', () => {
  const heard = noticesHeard();

  it('a forced dialog cannot be closed, only left by switching account', () => {
    const { machine, effects } = harness();
    const actor = createActor(machine).start();
    actor.send({ type: 'ACTIVATION.REQUIRED', required: true });
    actor.send({ type: 'ACTIVATION.CLOSE' });
    expect(actor.getSnapshot().matches('open')).toBe(true);
    expect(actor.getSnapshot().context.forced).toBe(true);
    actor.send({ type: 'ACTIVATION.SWITCH_ACCOUNT' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(effects).toEqual(['switchLogin']);
  });

  it('a voluntary dialog closes; the session insisting later makes it forced', () => {
    const { machine } = harness();
    const actor = createActor(machine).start();
    actor.send({ type: 'ACTIVATION.OPEN' });
    actor.send({ type: 'ACTIVATION.REQUIRED', required: false });
    expect(actor.getSnapshot().matches('open')).toBe(true);
    actor.send({ type: 'ACTIVATION.CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'ACTIVATION.OPEN' });
    actor.send({ type: 'ACTIVATION.REQUIRED', required: true });
    actor.send({ type: 'ACTIVATION.CLOSE' });
    expect(actor.getSnapshot().matches('open')).toBe(true);
  });

  it('opens empty every time: no code, error or request left from the last time it was open', async () => {
    const { machine, control } = harness();
    const actor = createActor(machine).start();
    actor.send({ type: 'ACTIVATION.OPEN' });
    expect(actor.getSnapshot().context).toMatchObject({ code: '', forced: false, applied: false });
    actor.send({ type: 'ACTIVATION.CHANGE', code: 'TRIAL005' });
    actor.send({ type: 'ACTIVATION.APPLY' });
    control.settle({ type: 'xstate.done.actor.apply', output: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context).toMatchObject({ code: 'TRIAL005', applied: true });
    actor.send({ type: 'ACTIVATION.CLOSE' });
    actor.send({ type: 'ACTIVATION.OPEN' });
    const { context } = actor.getSnapshot();
    expect(context).toMatchObject({ code: '', forced: false, applied: false });
    expect(context.error).toBeUndefined();
    expect(context.trialDeadline).toBeUndefined();
  });

  it('accepts only an 8-character code, keeps it through a refusal, and says why', async () => {
    const { machine, control } = harness();
    const actor = createActor(machine).start();
    actor.send({ type: 'ACTIVATION.OPEN' });
    actor.send({ type: 'ACTIVATION.CHANGE', code: 'TRIAL00' });
    expect(actor.getSnapshot().can({ type: 'ACTIVATION.SUBMIT' })).toBe(false);
    actor.send({ type: 'ACTIVATION.CHANGE', code: 'TRIAL005' });
    actor.send({ type: 'ACTIVATION.SUBMIT' });
    control.settle({ type: 'xstate.error.actor.activate', error: new Error('邀请码已被使用') });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ open: 'editing' });
    expect(actor.getSnapshot().context).toMatchObject({ code: 'TRIAL005', error: '邀请码已被使用' });
  });

  it('asking for a code after a refused one clears the refusal, whatever the request’s answer', async () => {
    const { machine, control } = harness();
    const actor = createActor(machine).start();
    actor.send({ type: 'ACTIVATION.OPEN' });
    actor.send({ type: 'ACTIVATION.CHANGE', code: 'TRIAL005' });
    actor.send({ type: 'ACTIVATION.SUBMIT' });
    control.settle({ type: 'xstate.error.actor.activate', error: new Error('邀请码已被使用') });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'ACTIVATION.APPLY' });
    expect(actor.getSnapshot().context.error).toBeUndefined();
    control.settle({ type: 'xstate.done.actor.apply', output: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ open: 'editing' });
    expect(actor.getSnapshot().context).toMatchObject({ code: 'TRIAL005', applied: true, error: undefined });
  });

  /** Activation required (the dialog is open) and `code` submitted; the call waits on `control`. */
  function submittedWhileRequired(code: string) {
    const { machine, control, effects } = harness();
    const actor = createActor(machine).start();
    actor.send({ type: 'ACTIVATION.REQUIRED', required: true });
    actor.send({ type: 'ACTIVATION.CHANGE', code });
    actor.send({ type: 'ACTIVATION.SUBMIT' });
    return { actor, control, effects };
  }

  it('on success reloads the session, shows the deadline, and after 3 s moves on and clears the flag', async () => {
    const { actor, control, effects } = submittedWhileRequired('TRIAL001');
    control.settle({ type: 'xstate.done.actor.activate', output: { trialDeadline: DEADLINE } });
    await vi.advanceTimersByTimeAsync(0);
    expect(heard).toEqual([{ message: '激活成功', kind: 'success' }]);
    expect(actor.getSnapshot().value).toBe('refreshing');
    control.settle({ type: 'xstate.done.actor.refreshProfile', output: undefined });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().context.trialDeadline).toBe(DEADLINE);
    await vi.advanceTimersByTimeAsync(3000 - 1); // SPEC section 9: the success dialog closes in 3 s
    expect(actor.getSnapshot().value).toBe('success');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(effects).toEqual(['markActivated', 'goToExperience']);
  });

  it('立即体验 moves on at once and clears the flag even when the session could not reload', async () => {
    const { actor, control, effects } = submittedWhileRequired(' TRIAL001 ');
    const child = actor.getSnapshot().children.activate as unknown as { getSnapshot(): { input: unknown } };
    expect(child.getSnapshot().input).toEqual({ code: 'TRIAL001' });
    control.settle({ type: 'xstate.done.actor.activate', output: { trialDeadline: DEADLINE } });
    await vi.advanceTimersByTimeAsync(0);
    control.settle({ type: 'xstate.error.actor.refreshProfile', error: new Error('down') });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('success');
    actor.send({ type: 'ACTIVATION.EXPERIENCE_NOW' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(effects).toEqual(['markActivated', 'goToExperience']);
  });

  it('requesting a code confirms with the business sentence', async () => {
    const { machine, control } = harness();
    const actor = createActor(machine).start();
    actor.send({ type: 'ACTIVATION.OPEN' });
    actor.send({ type: 'ACTIVATION.APPLY' });
    control.settle({ type: 'xstate.done.actor.apply', output: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(heard).toEqual([{ message: '已提交申请，商务会在24小时内主动联系您。', kind: 'success' }]);
    expect(actor.getSnapshot().value).toEqual({ open: 'editing' });
    expect(actor.getSnapshot().context.applied).toBe(true);
  });

  it('mirrors the session’s code-dialog flag and tells the session when done', async () => {
    const seen: string[] = [];
    const fakeSession = createMachine({
      types: {} as { context: { codeDialog: boolean } },
      context: { codeDialog: true },
      on: { '*': { actions: ({ event }) => void seen.push(event.type) } },
    });
    const { control } = harness();
    const machine = activationMachine.provide({
      actors: { activate: control.actor(), refreshProfile: control.actor(), apply: control.actor() },
      actions: { goToExperience: () => undefined },
    });
    const root = createActor(
      createMachine({
        invoke: [
          { id: 'session', systemId: 'session', src: fakeSession },
          { id: 'activation', systemId: 'activation', src: machine },
        ],
      }),
    ).start();
    const activation = root.system.get('activation') as ReturnType<typeof createActor<typeof activationMachine>>;
    await vi.advanceTimersByTimeAsync(0);
    expect(activation.getSnapshot().matches('open')).toBe(true);
    expect(activation.getSnapshot().context.forced).toBe(true);
    activation.send({ type: 'ACTIVATION.SWITCH_ACCOUNT' });
    expect(seen).toContain('SESSION.SWITCH_LOGIN');
    expect(EXPERIENCE_ROUTE).toBe('/console/experience-center');
    root.stop();
  });

  it('waits while the login dialog is open, then follows the session’s flag as it changes', async () => {
    type Flag = { type: 'SET'; value: boolean };
    const flagged = (key: 'codeDialog' | 'open', value: boolean) =>
      createMachine({
        types: {} as { context: Record<string, boolean>; events: Flag },
        context: { [key]: value },
        on: { SET: { actions: assign(({ event }) => ({ [key]: event.value })) } },
      });
    const { control } = harness();
    const machine = activationMachine.provide({
      actors: { activate: control.actor(), refreshProfile: control.actor(), apply: control.actor() },
    });
    const root = createActor(
      createMachine({
        invoke: [
          { id: 'session', systemId: 'session', src: flagged('codeDialog', true) },
          { id: 'loginDialog', systemId: 'loginDialog', src: flagged('open', true) },
          { id: 'activation', systemId: 'activation', src: machine },
        ],
      }),
    ).start();
    const session = root.system.get('session') as ReturnType<typeof createActor>;
    const login = root.system.get('loginDialog') as ReturnType<typeof createActor>;
    const activation = root.system.get('activation') as ReturnType<typeof createActor<typeof activationMachine>>;
    await vi.advanceTimersByTimeAsync(0);
    // A new user finishes the login dialog first: no second modal on top of it.
    expect(activation.getSnapshot().matches('closed')).toBe(true);
    login.send({ type: 'SET', value: false });
    expect(activation.getSnapshot().matches('open')).toBe(true);
    expect(activation.getSnapshot().context.forced).toBe(true);
    session.send({ type: 'SET', value: false });
    expect(activation.getSnapshot().matches('closed')).toBe(true);
    session.send({ type: 'SET', value: true });
    expect(activation.getSnapshot().matches('open')).toBe(true);
    root.stop();
  });
});

describe('activation within the app system', () => {
  const notices = noticesHeard();

  it('a flow on its own (no session to watch) stays closed until opened', async () => {
    const actor = createActor(activationMachine).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().status).toBe('active');
    actor.send({ type: 'ACTIVATION.OPEN' });
    expect(actor.getSnapshot().context.forced).toBe(false);
    actor.stop();
  });

  /** A session required to activate (codeDialog), recording what it is told; `SET` changes its context. */
  function withSession() {
    const told: string[] = [];
    const session = createMachine({
      types: {} as {
        context: { codeDialog: boolean; detail: number };
        events: { type: 'SET'; codeDialog?: boolean; detail?: number };
      },
      context: { codeDialog: true, detail: 0 },
      on: {
        SET: {
          actions: assign(({ context, event }) => ({
            codeDialog: event.codeDialog ?? context.codeDialog,
            detail: event.detail ?? context.detail,
          })),
        },
        '*': { actions: ({ event }) => void told.push(event.type) },
      },
    });
    const { control } = harness();
    const machine = activationMachine.provide({
      actors: { activate: control.actor(), refreshProfile: control.actor(), apply: control.actor() },
      actions: { goToExperience: () => undefined, switchLogin: () => undefined },
    });
    const root = createActor(
      createMachine({
        invoke: [
          { id: 'session', systemId: 'session', src: session },
          { id: 'activation', systemId: 'activation', src: machine },
        ],
      }),
    ).start();
    return {
      told,
      control,
      root,
      session: root.system.get('session') as ReturnType<typeof createActor>,
      activation: root.system.get('activation') as ReturnType<typeof createActor<typeof activationMachine>>,
    };
  }

  it('tells the session the trial is active once the user moves on', async () => {
    const { told, control, root, activation } = withSession();
    await vi.advanceTimersByTimeAsync(0);
    activation.send({ type: 'ACTIVATION.CHANGE', code: 'TRIAL001' });
    activation.send({ type: 'ACTIVATION.SUBMIT' });
    control.settle({ type: 'xstate.done.actor.activate', output: { trialDeadline: DEADLINE } });
    await vi.advanceTimersByTimeAsync(0);
    control.settle({ type: 'xstate.done.actor.refreshProfile', output: undefined });
    await vi.advanceTimersByTimeAsync(0);
    expect(told).not.toContain('SESSION.ACTIVATED');
    activation.send({ type: 'ACTIVATION.EXPERIENCE_NOW' });
    expect(told).toContain('SESSION.ACTIVATED');
    root.stop();
  });

  it('opens once per change of the flag: other session updates do not reopen a dialog left by switching account', async () => {
    const { root, session, activation } = withSession();
    await vi.advanceTimersByTimeAsync(0);
    expect(activation.getSnapshot().matches('open')).toBe(true);
    activation.send({ type: 'ACTIVATION.SWITCH_ACCOUNT' });
    expect(activation.getSnapshot().matches('closed')).toBe(true);
    session.send({ type: 'SET', detail: 1 });
    expect(activation.getSnapshot().matches('closed')).toBe(true);
    root.stop();
  });

  it("a refused request for a code says the server's reason", async () => {
    const { machine, control } = harness();
    const actor = createActor(machine).start();
    actor.send({ type: 'ACTIVATION.OPEN' });
    actor.send({ type: 'ACTIVATION.APPLY' });
    control.settle({ type: 'xstate.error.actor.apply', error: new Error('申请过于频繁，请稍后再试') });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ open: 'editing' });
    expect(actor.getSnapshot().context).toMatchObject({ applied: false, error: '申请过于频繁，请稍后再试' });
    expect(notices).toEqual([]);
  });
});
