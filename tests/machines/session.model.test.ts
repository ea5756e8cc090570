import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import type { AuthDetail, UserDetail } from '../../src/api/types';
import { sessionMachine, type ProfileLoad } from '../../src/machines/session';
import { ControlledActors, everyTransition, expectAllStatesReached, flush } from './modelHarness';

const user = (over: Partial<UserDetail> = {}): UserDetail => ({
  id: 'u1',
  userId: 'u1',
  phone: '13800000001',
  avatarUrl: '',
  userName: 'dev_ent',
  nickName: '王',
  trialDeadline: '2027-01-01',
  userPassword: '******',
  isInfoFull: true,
  experienceAuth: true,
  userRole: 2,
  ...over,
});
const auth: AuthDetail = { status: 3, personalVerificationVO: null };
const profile: ProfileLoad = { parts: ['codes', 'user'], codes: ['DevC:read'], user: user(), problems: {} };
const everything: ProfileLoad = { parts: ['codes', 'user', 'auth'], codes: ['DevC:read'], user: user(), auth, problems: {} };
const withoutCodes: ProfileLoad = { parts: ['codes', 'user'], user: user(), problems: { codes: '请求错误，请稍后重试' } };

/** The graph explores with these payloads for the events that carry data. */
const events = [
  { type: 'SESSION.LOGGED_IN', token: 'tok-new' },
  { type: 'SESSION.EXPIRED' },
  { type: 'SESSION.LOGOUT' },
  { type: 'SESSION.SWITCH_LOGIN' },
  { type: 'SESSION.REFRESH' },
  { type: 'SESSION.ACTIVATED' },
  { type: 'SESSION.RETRY' },
  { type: 'xstate.done.actor.ensureGuestSession', output: 'guest-1' },
  { type: 'xstate.done.actor.loadProfile', output: profile },
  { type: 'xstate.done.actor.loadProfile', output: withoutCodes },
  { type: 'xstate.done.actor.refreshProfile', output: everything },
  { type: 'xstate.error.actor.ensureGuestSession', error: new Error('down') },
  { type: 'xstate.error.actor.loadProfile', error: new Error('down') },
  { type: 'xstate.error.actor.refreshProfile', error: new Error('down') },
] as const;

function harness() {
  const control = new ControlledActors();
  const effects: string[] = [];
  const record = (name: string) => () => void effects.push(name);
  const machine = sessionMachine.provide({
    actors: { ensureGuestSession: control.actor<string>(), loadProfile: control.actor<ProfileLoad>() },
    actions: {
      persistSessionId: record('persistSessionId'),
      persistToken: record('persistToken'),
      forgetToken: record('forgetToken'),
      reloadPage: record('reloadPage'),
      announceExpired: record('announceExpired'),
    },
  });
  return { control, effects, machine };
}

describe.each([
  ['a returning user with a token', { token: 'tok-1', sessionId: 'guest-1' }],
  ['a first-time visitor', { token: undefined, sessionId: undefined }],
])('session machine, %s', (_, input) => {
  const { machine } = harness();
  const cases = everyTransition(machine, { input, events: [...events] });

  it('reaches every state', () => {
    // Both starting points together reach everything; each alone must still reach the ready states.
    const values = new Set(cases.flatMap((c) => c.steps.map((s) => JSON.stringify(s.expected))));
    expect(values).toContain('"guest"');
    expect(values).toContain('{"authenticated":"refreshing"}');
    expect(values).toContain('"loggedOut"');
    expect(values).toContain('"failed"');
  });

  it.each(cases.map((c) => [c.description, c] as const))('%s', async (_d, testCase) => {
    const { control, machine: live } = harness();
    const actor = createActor(live, { input }).start();
    for (const step of testCase.steps) {
      if (!control.settle(step.event)) actor.send(step.event as never);
      await flush();
      expect(actor.getSnapshot().value).toEqual(step.expected);
    }
    actor.stop();
  });
});

describe('session machine coverage', () => {
  it('covers every state of the machine across both starting points', () => {
    const { machine } = harness();
    const all = [
      ...everyTransition(machine, { input: { token: 'tok-1', sessionId: 'g' }, events: [...events] }),
      ...everyTransition(machine, { input: { token: undefined, sessionId: undefined }, events: [...events] }),
    ];
    expectAllStatesReached(machine, all);
  });
});

describe('session machine rules', () => {
  function started(input: { token?: string; sessionId?: string }) {
    const h = harness();
    const actor = createActor(h.machine, { input }).start();
    return { ...h, actor };
  }

  it('keeps a stored guest id and persists a new one', async () => {
    const { actor, control, effects } = started({ token: undefined, sessionId: undefined });
    control.settle({ type: 'xstate.done.actor.ensureGuestSession', output: 'g-9' });
    await flush();
    expect(actor.getSnapshot().context.sessionId).toBe('g-9');
    expect(effects).toContain('persistSessionId');
  });

  it('loads permissions and detail before it is ready, and sets the code-dialog flag without experience auth', async () => {
    const { actor, control } = started({ token: 't', sessionId: 'g' });
    control.settle({ type: 'xstate.done.actor.ensureGuestSession', output: 'g' });
    await flush();
    expect(actor.getSnapshot().hasTag('ready')).toBe(false);
    control.settle({ type: 'xstate.done.actor.loadProfile', output: { ...profile, user: user({ experienceAuth: false }) } });
    await flush();
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(actor.getSnapshot().context.codeDialog).toBe(true);
    actor.send({ type: 'SESSION.ACTIVATED' });
    expect(actor.getSnapshot().context.codeDialog).toBe(false);
  });

  it('on expiry clears permissions and user detail, forgets the token and says so once', async () => {
    const { actor, control, effects } = started({ token: 't', sessionId: 'g' });
    control.settle({ type: 'xstate.done.actor.ensureGuestSession', output: 'g' });
    await flush();
    control.settle({ type: 'xstate.done.actor.loadProfile', output: profile });
    await flush();
    actor.send({ type: 'SESSION.EXPIRED' });
    actor.send({ type: 'SESSION.EXPIRED' });
    const { context, value } = actor.getSnapshot();
    expect(value).toBe('guest');
    expect(context).toMatchObject({ token: undefined, codes: [], user: undefined, auth: undefined });
    expect(effects.filter((e) => e === 'announceExpired')).toHaveLength(1);
    expect(effects).toContain('forgetToken');
  });

  it('opens the login dialog at step 2 for an incomplete profile', async () => {
    const { machine, control } = harness();
    const dialogEvents: unknown[] = [];
    const parent = createMachine({
      invoke: [
        { id: 'loginDialog', systemId: 'loginDialog', src: createMachine({ on: { '*': { actions: ({ event }) => dialogEvents.push(event) } } }) },
        { id: 'session', systemId: 'session', src: machine, input: { token: 't', sessionId: 'g' } },
      ],
    });
    const root = createActor(parent).start();
    control.settle({ type: 'xstate.done.actor.ensureGuestSession', output: 'g' });
    await flush();
    control.settle({ type: 'xstate.done.actor.loadProfile', output: { ...profile, user: user({ isInfoFull: false }) } });
    await flush();
    expect(dialogEvents).toContainEqual({ type: 'LOGIN.OPEN', step: 2 });
    root.stop();
  });

  it('logs out by forgetting the token and reloading', async () => {
    const { actor, control, effects } = started({ token: 't', sessionId: 'g' });
    control.settle({ type: 'xstate.done.actor.ensureGuestSession', output: 'g' });
    await flush();
    control.settle({ type: 'xstate.done.actor.loadProfile', output: profile });
    await flush();
    actor.send({ type: 'SESSION.LOGOUT' });
    expect(effects.slice(-2)).toEqual(['forgetToken', 'reloadPage']);
    expect(actor.getSnapshot().value).toBe('loggedOut');
  });
});
