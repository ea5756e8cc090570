import { describe, expect, it } from 'vitest';
import { and, assign, createActor, createMachine, not, stateIn } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { UserDetail } from '../../src/domain/types/user.types';
import type { AuthDetail } from '../../src/domain/types/verification.types';
import { sessionMachine, type ProfileLoad } from '../../src/machines/session';
import { expectEveryStateReachable, flush, pathsThroughEveryTransition } from './modelHarness';
import { EVERY_SESSION_EFFECT, controlledSession } from './sessionHarness';
import { readToken, storeToken } from '../../src/machines/credentials';
import { onNotify } from '../../src/machines/notify';

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
const everything: ProfileLoad = {
  parts: ['codes', 'user', 'auth'],
  codes: ['DevC:read'],
  user: user(),
  auth,
  problems: {},
};
const withoutCodes: ProfileLoad = {
  parts: ['codes', 'user'],
  user: user(),
  problems: { codes: '请求错误，请稍后重试' },
};

/** The graph check explores with these payloads for the events that carry data. */
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
  { type: 'xstate.done.actor.endServerSession', output: true },
  { type: 'xstate.error.actor.endServerSession', error: new Error('down') },
];

const harness = () => controlledSession(EVERY_SESSION_EFFECT);

/**
 * The session as SPEC sections 1, 2, 4, 7 and 8 tell it, written apart from the code. A visitor
 * without a token is a guest once the guest id has come (or failed to); with a token, permissions
 * and user detail load at once, the guest id alongside (no signed-in call needs it), and nothing
 * is decided before they answer (the routes wait for "ready"); a 401 clears permissions and detail, forgets the token
 * and says 登录已过期 once; an incomplete profile opens the login dialog at step 2; without
 * experience authorization the code dialog is forced; logout ends the token on the server, then
 * forgets it and reloads whatever the server said (a 401 meanwhile is no expiry);
 * switching account forgets it and opens the login dialog.
 *
 * Each path runs the real machine among stand-ins for the login dialog and the messages badge
 * (what they are told is an effect), with the token in its real cookie and the notices heard
 * where the toaster hears them. Effects are compared per step, as a set.
 */
interface ModelContext {
  token: boolean;
  codeDialog: boolean;
  /** The guest id: still being asked for, come, or failed to come. */
  guestId: 'asking' | 'known' | 'none';
  effects: string[];
}
const did = (...effects: string[]) => assign({ effects }) as never;
/** A 401 with a token: forgotten, said once, and the unread badge goes back to nothing. */
const expired = assign({ token: false, codeDialog: false, effects: ['notice:登录已过期', 'unread:reset'] }) as never;

const sessionModel = createMachine({
  types: {} as { context: ModelContext; events: { type: string } },
  id: 'session',
  context: { token: false, codeDialog: false, guestId: 'asking', effects: [] },
  initial: 'boot',
  // Once the page opened, the guest id may come whatever the visitor does meanwhile; nothing shows it.
  on: {
    GUEST_ID_READY: {
      guard: and([not(stateIn('boot')), ({ context }) => context.guestId === 'asking']),
      actions: assign({ guestId: 'known', effects: [] }) as never,
    },
    // The guest id is a nicety: its failure must not block the portal.
    GUEST_ID_FAILS: {
      guard: and([not(stateIn('boot')), ({ context }) => context.guestId === 'asking']),
      actions: assign({ guestId: 'none', effects: [] }) as never,
    },
  },
  states: {
    boot: {
      on: {
        RETURNING_USER_OPENS: { target: 'loading', actions: assign({ token: true, effects: [] }) as never },
        FIRST_VISIT: { target: 'starting', actions: did() },
      },
    },
    starting: {
      on: {
        GUEST_ID_READY: { target: 'guest', actions: assign({ guestId: 'known', effects: [] }) as never },
        GUEST_ID_FAILS: { target: 'guest', actions: assign({ guestId: 'none', effects: [] }) as never },
        LOGS_IN: { target: 'loading', actions: assign({ token: true, effects: [] }) as never },
      },
    },
    guest: {
      on: {
        LOGS_IN: { target: 'loading', actions: assign({ token: true, effects: [] }) as never },
        // No token, nothing expired: no notice.
        GETS_401: { actions: did() },
      },
    },
    loading: {
      on: {
        PROFILE_LOADS: {
          target: 'signedIn',
          actions: assign({ codeDialog: false, effects: ['unread:refresh'] }) as never,
        },
        PROFILE_INCOMPLETE: {
          target: 'signedIn',
          actions: assign({ codeDialog: false, effects: ['unread:refresh', 'login:2'] }) as never,
        },
        PROFILE_WITHOUT_TRIAL: {
          target: 'signedIn',
          actions: assign({ codeDialog: true, effects: ['unread:refresh'] }) as never,
        },
        PROFILE_FAILS: { target: 'failed', actions: did() },
        GETS_401: { target: 'guest', actions: expired },
      },
    },
    failed: {
      on: {
        RETRIES: { target: 'loading', actions: did() },
        SWITCHES_ACCOUNT: {
          target: 'guest',
          actions: assign({ token: false, codeDialog: false, effects: ['login:0'] }) as never,
        },
        GETS_401: { target: 'guest', actions: expired },
      },
    },
    signedIn: {
      on: {
        GETS_401: { target: 'guest', actions: expired },
        LOGS_OUT: { target: 'loggingOut', actions: did() },
        SWITCHES_ACCOUNT: {
          target: 'guest',
          actions: assign({ token: false, codeDialog: false, effects: ['unread:reset', 'login:0'] }) as never,
        },
        ACTIVATES: { actions: assign({ codeDialog: false, effects: [] }) as never },
        // A new sign-in decides the code dialog from its own profile, never the previous one's.
        LOGS_IN: { target: 'loading', actions: assign({ codeDialog: false, effects: [] }) as never },
        REFRESHES: { target: 'refreshing', actions: did() },
      },
    },
    refreshing: {
      on: {
        // As after an activation: the reloaded profile has its trial, the code dialog is no longer forced.
        REFRESH_LOADS: { target: 'signedIn', actions: assign({ codeDialog: false, effects: [] }) as never },
        // Permissions and detail stay as they were.
        REFRESH_FAILS: { target: 'signedIn', actions: did() },
        GETS_401: { target: 'guest', actions: expired },
      },
    },
    loggingOut: {
      on: {
        SERVER_ENDS_SESSION: {
          target: 'loggedOut',
          actions: assign({ token: false, codeDialog: false, effects: ['reloadPage'] }) as never,
        },
        SERVER_UNREACHABLE: {
          target: 'loggedOut',
          actions: assign({ token: false, codeDialog: false, effects: ['reloadPage'] }) as never,
        },
        GETS_401: { actions: did() },
      },
    },
    /** The page is reloading; nothing more happens in this document. */
    loggedOut: { on: { GETS_401: { actions: did() } } },
  },
});

/**
 * What the routes and the header read, per model state. While a profile loads (or failed to),
 * nothing is decided from it: what the context still holds is not checked there.
 */
const SHOWS: Record<string, { ready: boolean; signedIn?: boolean }> = {
  starting: { ready: false, signedIn: false },
  guest: { ready: true, signedIn: false },
  loading: { ready: false },
  failed: { ready: false },
  signedIn: { ready: true, signedIn: true },
  refreshing: { ready: true, signedIn: true },
  loggingOut: { ready: true, signedIn: true },
  loggedOut: { ready: false },
};

function startSession() {
  const { control, effects, machine: session } = controlledSession(['reloadPage']);
  const recorder = (name: string, describe: (e: { type: string; step?: number }) => string | undefined) =>
    createMachine({
      on: { '*': { actions: ({ event }) => void (describe(event) && effects.push(`${name}:${describe(event)}`)) } },
    });
  const app = createMachine({
    invoke: [
      {
        id: 'loginDialog',
        systemId: 'loginDialog',
        src: recorder('login', (e) => (e.type === 'LOGIN.OPEN' ? String(e.step) : undefined)),
      },
      {
        id: 'messages',
        systemId: 'messages',
        src: recorder('unread', (e) => ({ 'MESSAGES.REFRESH': 'refresh', 'MESSAGES.RESET': 'reset' })[e.type]),
      },
      { id: 'session', systemId: 'session', src: session },
    ],
  });
  let root: ReturnType<typeof createActor<typeof app>> | undefined;
  const stopNotices = onNotify((n) => void effects.push(`notice:${n.message}`));
  const sessionActor = () => root!.system.get('session') as ReturnType<typeof createActor<typeof sessionMachine>>;
  const answer = async (id: string, outcome: { output: unknown } | 'error') => {
    if (outcome === 'error')
      control.settle({ type: `xstate.error.actor.${id}`, error: new Error('服务繁忙，请稍后再试') });
    else control.settle({ type: `xstate.done.actor.${id}`, output: outcome.output });
    await flush();
  };
  const send = (type: string, extra: object = {}) => sessionActor().send({ type, ...extra } as never);
  const steps: Record<string, () => unknown> = {
    RETURNING_USER_OPENS: () => {
      storeToken('tok-1');
      root = createActor(app).start();
    },
    FIRST_VISIT: () => void (root = createActor(app).start()),
    GUEST_ID_READY: () => answer('ensureGuestSession', { output: 'guest-1' }),
    GUEST_ID_FAILS: () => answer('ensureGuestSession', 'error'),
    PROFILE_LOADS: () => answer('loadProfile', { output: profile }),
    PROFILE_INCOMPLETE: () => answer('loadProfile', { output: { ...profile, user: user({ isInfoFull: false }) } }),
    PROFILE_WITHOUT_TRIAL: () =>
      answer('loadProfile', { output: { ...profile, user: user({ experienceAuth: false }) } }),
    PROFILE_FAILS: () => answer('loadProfile', 'error'),
    REFRESH_LOADS: () => answer('refreshProfile', { output: profile }),
    REFRESH_FAILS: () => answer('refreshProfile', 'error'),
    // What the http client does on a 401 (src/main.tsx wires it to the session).
    GETS_401: () => send('SESSION.EXPIRED'),
    // A code login or a registration tells the session, which stores the token (a password login
    // stores it itself and reloads the page: a returning user's start).
    LOGS_IN: () => send('SESSION.LOGGED_IN', { token: 'tok-2' }),
    LOGS_OUT: () => send('SESSION.LOGOUT'),
    SERVER_ENDS_SESSION: () => answer('endServerSession', { output: true }),
    SERVER_UNREACHABLE: () => answer('endServerSession', 'error'),
    SWITCHES_ACCOUNT: () => send('SESSION.SWITCH_LOGIN'),
    ACTIVATES: () => send('SESSION.ACTIVATED'),
    REFRESHES: () => send('SESSION.REFRESH'),
    RETRIES: () => send('SESSION.RETRY'),
  };
  return {
    effects,
    sessionActor,
    steps: Object.fromEntries(
      Object.entries(steps).map(([type, run]) => [
        type,
        async () => {
          effects.length = 0;
          await run();
          await flush();
        },
      ]),
    ),
    stop: () => {
      stopNotices();
      root?.stop();
    },
  };
}

describe('session, SPEC model', () => {
  const model = createTestModel(sessionModel);
  const paths = pathsThroughEveryTransition(model);

  it('walks every state of the model', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.map((s) => s.state.value as string)));
    expect([...reached].sort()).toEqual(['boot', ...Object.keys(SHOWS)].sort());
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_d, path) => {
    const sut = startSession();
    const check = (state: { value: unknown; context: ModelContext }) => {
      const shows = SHOWS[state.value as string];
      const s = sut.sessionActor().getSnapshot();
      expect([...sut.effects].sort(), 'effects of the step').toEqual([...state.context.effects].sort());
      expect(Boolean(readToken()), 'token cookie').toBe(state.context.token);
      // Signed out, the page shows what it showed until the reload.
      if (state.value !== 'loggedOut')
        expect(Boolean(s.context.token), 'token in the session').toBe(state.context.token);
      expect(s.hasTag('ready'), 'routes may decide').toBe(shows.ready);
      if (shows.signedIn !== undefined) {
        expect(s.context.codes.length > 0 && s.context.user !== undefined, 'permissions and user detail').toBe(
          shows.signedIn,
        );
        expect(s.matches('authenticated') || s.matches('loggingOut'), 'the signed-in header').toBe(shows.signedIn);
      }
      expect(s.context.codeDialog, 'code dialog forced').toBe(state.context.codeDialog);
      expect(s.context.guestIdSettled, 'guest id settled').toBe(state.context.guestId !== 'asking');
      if (state.context.guestId === 'known') expect(s.context.sessionId, 'guest id').toBe('guest-1');
    };
    try {
      await path.test({
        events: sut.steps as never,
        states: Object.fromEntries(Object.keys(SHOWS).map((k) => [k, check])) as never,
      });
    } finally {
      sut.stop();
    }
  });

  it('every state of the machine is reachable from both starts', () => {
    expectEveryStateReachable(harness().machine, {
      inputs: [
        { token: 'tok-1', sessionId: 'guest-1' },
        { token: undefined, sessionId: undefined },
      ],
      events,
    });
  });
});

describe('session machine rules', () => {
  function started(input: { token?: string; sessionId?: string }) {
    const h = harness();
    const actor = createActor(h.machine, { input }).start();
    return { ...h, actor };
  }

  /** A stored token whose guest session and profile have loaded. */
  async function signedIn() {
    const session = started({ token: 't', sessionId: 'g' });
    session.control.settle({ type: 'xstate.done.actor.ensureGuestSession', output: 'g' });
    await flush();
    session.control.settle({ type: 'xstate.done.actor.loadProfile', output: profile });
    await flush();
    return session;
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
    control.settle({
      type: 'xstate.done.actor.loadProfile',
      output: { ...profile, user: user({ experienceAuth: false }) },
    });
    await flush();
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(actor.getSnapshot().context.codeDialog).toBe(true);
    actor.send({ type: 'SESSION.ACTIVATED' });
    expect(actor.getSnapshot().context.codeDialog).toBe(false);
  });

  it('on expiry clears permissions and user detail, forgets the token and says so once', async () => {
    const { actor, effects } = await signedIn();
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
        {
          id: 'loginDialog',
          systemId: 'loginDialog',
          src: createMachine({ on: { '*': { actions: ({ event }) => dialogEvents.push(event) } } }),
        },
        { id: 'session', systemId: 'session', src: machine, input: { token: 't', sessionId: 'g' } },
      ],
    });
    const root = createActor(parent).start();
    control.settle({ type: 'xstate.done.actor.ensureGuestSession', output: 'g' });
    await flush();
    control.settle({
      type: 'xstate.done.actor.loadProfile',
      output: { ...profile, user: user({ isInfoFull: false }) },
    });
    await flush();
    expect(dialogEvents).toContainEqual({ type: 'LOGIN.OPEN', step: 2 });
    root.stop();
  });

  it('logs out by ending the token on the server, then forgetting it and reloading', async () => {
    const { actor, effects, control } = await signedIn();
    actor.send({ type: 'SESSION.LOGOUT' });
    expect(effects).not.toContain('forgetToken');
    actor.send({ type: 'SESSION.EXPIRED' });
    expect(effects).not.toContain('announceExpired');
    control.settle({ type: 'xstate.done.actor.endServerSession', output: true });
    await flush();
    expect(effects.slice(-2)).toEqual(['forgetToken', 'reloadPage']);
    expect(actor.getSnapshot().value).toBe('loggedOut');
  });
});
