import {
  assign,
  fromPromise,
  setup,
  spawnChild,
  stopChild,
  type AnyEventObject,
  type DoneActorEvent,
  type SnapshotFrom,
} from 'xstate';
import { getMyPermissionCodes } from '../api/permission';
import type { UserDetail, UserType } from '../domain/types/user.types';
import type { AuthDetail } from '../domain/types/verification.types';
import { createGuestSession, getMyDetail, logout } from '../api/user';
import { getMyAuthDetail } from '../api/verification';
import { errorMessage } from '../api/http';
import {
  clearToken,
  forgetKnownCodes,
  readKnownCodes,
  readSessionId,
  readToken,
  storeKnownCodes,
  storeSessionId,
  storeToken,
} from './credentials';
import { notify } from './notify';
import { reloadPage } from './platform';
import { sendToSystem } from './sendToSystem';

/** The three parts of a signed-in user's profile, loaded independently. */
export type ProfilePart = 'codes' | 'user' | 'auth';
export type ProfileProblems = Partial<Record<ProfilePart, string>>;

/** What one load brought: the parts that came, and why the others did not. */
export interface ProfileLoad {
  parts: ProfilePart[];
  codes?: string[];
  user?: UserDetail;
  auth?: AuthDetail;
  problems: ProfileProblems;
}

export interface SessionContext {
  token?: string;
  sessionId?: string;
  /** The guest id is known, or asking for it failed: what waits for the id (analytics) may go on. */
  guestIdSettled: boolean;
  codes: string[];
  /**
   * The token's permissions as last seen (a previous visit), while its profile loads: the guard
   * may render a page they allow meanwhile, never refuse one. Gone once the profile answers.
   */
  knownCodes?: string[];
  user?: UserDetail;
  auth?: AuthDetail;
  /** Set while the user must enter an invitation code before anything else (forced activation). */
  codeDialog: boolean;
  /** Why the sign-in could not be completed (the permissions did not load): the `failed` state's message. */
  error?: string;
  /** Parts of a signed-in profile that did not load, with the reason: shown with a retry. */
  problems: ProfileProblems;
}

export type SessionEvent =
  | { type: 'SESSION.LOGGED_IN'; token: string }
  | { type: 'SESSION.EXPIRED' }
  | { type: 'SESSION.LOGOUT' }
  | { type: 'SESSION.SWITCH_LOGIN' }
  | { type: 'SESSION.REFRESH' }
  | { type: 'SESSION.ACTIVATED' }
  | { type: 'SESSION.RETRY' };

export const EXPIRED_NOTICE = '登录已过期';

/** What each part is called where its failure is shown. */
export const PROFILE_PART_NAMES: Record<ProfilePart, string> = {
  codes: '权限信息',
  user: '用户信息',
  auth: '实名认证状态',
};

const fetchers = { codes: getMyPermissionCodes, user: getMyDetail, auth: getMyAuthDetail } as const;

/** Loads the asked-for parts together; each one that fails is reported, the others still count. */
export async function loadProfileParts(parts: ProfilePart[]): Promise<ProfileLoad> {
  const settled = await Promise.allSettled(parts.map((part) => fetchers[part]()));
  const load: ProfileLoad = { parts, problems: {} };
  settled.forEach((result, i) => {
    const part = parts[i];
    if (result.status === 'rejected') load.problems[part] = errorMessage(result.reason);
    else Object.assign(load, { [part]: result.value });
  });
  return load;
}

/**
 * A returning or newly signed-in user is in as soon as permissions and detail are: the guard and
 * the menus need the permissions, the header the detail. The verification badge comes on its own
 * (a separate child), so its failure or slowness never holds up or fails the sign-in.
 */
const SIGN_IN_PARTS: ProfilePart[] = ['codes', 'user'];
const LATER_PARTS: ProfilePart[] = ['auth'];
const ALL_PARTS: ProfilePart[] = ['codes', 'user', 'auth'];
const VERIFICATION = 'verification';
const GUEST_ID = 'ensureGuestSession';

/** What a spawned child answered: with no invoke to type its events, they come untyped. */
const outputOf = <T>({ event }: { event: AnyEventObject }) => (event as DoneActorEvent<T>).output;

type LoggedIn = Extract<SessionEvent, { type: 'SESSION.LOGGED_IN' }>;
/** Signing in, from wherever the visitor can: the new token's profile loads from nothing. */
const signIn = {
  target: 'loading',
  actions: [
    { type: 'takeToken', params: ({ event }: { event: LoggedIn }) => event.token },
    { type: 'persistToken', params: ({ event }: { event: LoggedIn }) => event.token },
  ],
} as const;

export const sessionMachine = setup({
  types: {} as {
    context: SessionContext;
    events: SessionEvent;
    input: { token?: string; sessionId?: string; knownCodes?: string[] } | undefined;
  },
  actors: {
    ensureGuestSession: fromPromise<string, { sessionId?: string }>(async ({ input }) => {
      if (input.sessionId) return input.sessionId;
      const { sessionId } = await createGuestSession();
      return sessionId;
    }),
    loadProfile: fromPromise<ProfileLoad, ProfilePart[]>(({ input }) => loadProfileParts(input)),
    endServerSession: fromPromise<unknown>(() => logout()),
  },
  actions: {
    keepGuestId: assign((_, sessionId: string) => ({ sessionId, guestIdSettled: true })),
    persistSessionId: (_, sessionId: string) => storeSessionId(sessionId),
    startGuestId: spawnChild('ensureGuestSession', {
      id: GUEST_ID,
      input: ({ context }) => ({ sessionId: context.sessionId }),
    }),
    persistToken: (_, token: string) => storeToken(token),
    forgetToken: () => {
      clearToken();
      forgetKnownCodes();
    },
    rememberCodes: ({ context }) => {
      if (context.token) storeKnownCodes(context.token, context.codes);
    },
    reloadPage: () => reloadPage(),
    announceExpired: () => notify(EXPIRED_NOTICE, 'warning'),
    clearSession: assign({
      token: undefined,
      codes: [],
      knownCodes: undefined,
      user: undefined,
      auth: undefined,
      codeDialog: false,
      problems: {},
      error: undefined,
    }),
    /** A new token's profile starts from nothing: the previous user's parts must not show meanwhile. */
    takeToken: assign((_, token: string) => ({
      token,
      codes: [],
      knownCodes: undefined,
      user: undefined,
      auth: undefined,
      codeDialog: false,
      problems: {},
      error: undefined,
    })),
    /** The loaded parts replace the old ones; a part that failed keeps its last value and says why. */
    applyProfile: assign(({ context }, load: ProfileLoad) => {
      const problems = { ...context.problems };
      for (const part of load.parts) {
        if (load.problems[part]) problems[part] = load.problems[part];
        else delete problems[part];
      }
      const user = load.user ?? context.user;
      return {
        codes: load.codes ?? context.codes,
        user,
        auth: load.auth ?? context.auth,
        codeDialog: load.user ? !load.user.experienceAuth : context.codeDialog,
        problems,
        error: undefined,
      };
    }),
    startVerification: spawnChild('loadProfile', { id: VERIFICATION, input: LATER_PARTS }),
    stopVerification: stopChild(VERIFICATION),
    /** An incomplete profile sends the user to step 2 of the login dialog (SPEC section 2). */
    openImproveInfoIfIncomplete: ({ context, system }) => {
      if (context.user && !context.user.isInfoFull)
        sendToSystem(system, 'loginDialog', { type: 'LOGIN.OPEN', step: 2 });
    },
    refreshUnread: ({ system }) => sendToSystem(system, 'messages', { type: 'MESSAGES.REFRESH' }),
    resetUnread: ({ system }) => sendToSystem(system, 'messages', { type: 'MESSAGES.RESET' }),
    openLoginDialog: ({ system }) => sendToSystem(system, 'loginDialog', { type: 'LOGIN.OPEN', step: 0 }),
  },
  guards: {
    hasToken: ({ context }) => Boolean(context.token),
    guestIdSettled: ({ context }) => context.guestIdSettled,
    /** The sign-in's parts came without the permissions: nothing can be decided without them. */
    withoutCodes: (_, load: ProfileLoad) => Boolean(load.problems.codes),
  },
}).createMachine({
  id: 'session',
  // Credentials come from cookies unless given (tests start from any of them).
  context: ({ input }) => {
    const token = input ? input.token : readToken();
    return {
      token,
      sessionId: input ? input.sessionId : readSessionId(),
      guestIdSettled: false,
      codes: [],
      knownCodes: input ? input.knownCodes : readKnownCodes(token),
      codeDialog: false,
      problems: {},
    };
  },
  /**
   * The guest id is asked for beside everything else: it is for analytics and feedback, and no
   * signed-in call needs it, so a returning user's profile never waits for it (a new device, a
   * cleared storage). Kept or new, it is stored again, so cookie and storage agree.
   */
  entry: 'startGuestId',
  initial: 'checkingToken',
  on: {
    'SESSION.EXPIRED': {
      guard: 'hasToken',
      target: '.guest',
      actions: ['stopVerification', 'forgetToken', 'clearSession', 'resetUnread', 'announceExpired'],
    },
    // The verification child reports whenever it is done, whatever the main flow is at.
    [`xstate.done.actor.${VERIFICATION}`]: {
      guard: 'hasToken',
      actions: { type: 'applyProfile', params: outputOf<ProfileLoad> },
    },
    [`xstate.done.actor.${GUEST_ID}`]: {
      actions: [
        { type: 'keepGuestId', params: outputOf<string> },
        { type: 'persistSessionId', params: outputOf<string> },
      ],
    },
    // A guest id is a nicety for analytics and feedback; its failure must not block the portal.
    [`xstate.error.actor.${GUEST_ID}`]: { actions: assign({ guestIdSettled: true }) },
  },
  states: {
    checkingToken: {
      always: [{ guard: 'hasToken', target: 'loading' }, { target: 'guestSession' }],
    },
    /** A visitor without a token is a guest once the guest id has come (or failed to). */
    guestSession: {
      always: { guard: 'guestIdSettled', target: 'guest' },
      on: { 'SESSION.LOGGED_IN': signIn },
    },
    loading: {
      entry: ['stopVerification', 'startVerification'],
      // The last known permissions stand in for this load only: a retry waits for the answer.
      exit: assign({ knownCodes: undefined }),
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        input: SIGN_IN_PARTS,
        onDone: [
          {
            guard: { type: 'withoutCodes', params: ({ event }) => event.output },
            target: 'failed',
            actions: [
              { type: 'applyProfile', params: ({ event }) => event.output },
              assign({ error: ({ event }) => event.output.problems.codes }),
            ],
          },
          {
            target: 'authenticated',
            actions: [
              { type: 'applyProfile', params: ({ event }) => event.output },
              'openImproveInfoIfIncomplete',
              'refreshUnread',
            ],
          },
        ],
        // Not reached (each part's failure is reported in the output); kept so no failure can escape.
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    /** Signed in (the token stands) but the permissions did not load: the shell offers a retry. */
    failed: {
      on: {
        'SESSION.RETRY': 'loading',
        'SESSION.SWITCH_LOGIN': {
          target: 'guest',
          actions: ['stopVerification', 'forgetToken', 'clearSession', 'openLoginDialog'],
        },
      },
    },
    guest: {
      tags: ['ready'],
      on: {
        'SESSION.LOGGED_IN': signIn,
      },
    },
    authenticated: {
      tags: ['ready'],
      entry: 'rememberCodes',
      initial: 'idle',
      states: {
        idle: { on: { 'SESSION.REFRESH': 'refreshing', 'SESSION.RETRY': 'refreshing' } },
        refreshing: {
          invoke: {
            id: 'refreshProfile',
            src: 'loadProfile',
            input: ALL_PARTS,
            onDone: {
              target: 'idle',
              actions: [
                { type: 'applyProfile', params: ({ event }) => event.output },
                'stopVerification',
                'rememberCodes',
              ],
            },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
          },
        },
      },
      on: {
        'SESSION.ACTIVATED': { actions: assign({ codeDialog: false }) },
        'SESSION.LOGOUT': { target: 'loggingOut', actions: 'stopVerification' },
        'SESSION.SWITCH_LOGIN': {
          target: 'guest',
          actions: ['stopVerification', 'forgetToken', 'clearSession', 'resetUnread', 'openLoginDialog'],
        },
        'SESSION.LOGGED_IN': signIn,
      },
    },
    /**
     * The server ends the token first, so a copy of it (another tab, a leaked header) stops working
     * at once. Whatever it answers, this device forgets the token: signing out never fails.
     */
    loggingOut: {
      // The page stays as it is for the moment the call takes.
      tags: ['ready'],
      invoke: {
        id: 'endServerSession',
        src: 'endServerSession',
        onDone: 'loggedOut',
        onError: 'loggedOut',
      },
      // The token may already be gone on the server: its 401 is the logout, not an expiry.
      on: { 'SESSION.EXPIRED': {} },
    },
    /**
     * The page is reloading; nothing more happens in this document. What it shows stays as it was
     * until then: cleared, the guard would send the page home before the reload, and the reloaded
     * page would not ask to sign in.
     */
    loggedOut: { entry: ['forgetToken', 'reloadPage'], on: { 'SESSION.EXPIRED': {} } },
  },
});

/** What the rest of the app asks of a session snapshot. */
export function userTypeOf(ctx: SessionContext): UserType {
  if (ctx.user) return ctx.user.userRole === 1 ? 1 : 2;
  // Signed in though the detail did not load: a user all the same, not a guest.
  return ctx.token ? 2 : 3;
}
export const isEnterpriseVerified = (auth?: AuthDetail) => auth?.status === 3;
export const isPersonalVerified = (auth?: AuthDetail) => auth?.personalVerificationVO?.verificationStatus === 2;

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** Whether the verification badge is known, or known to have failed: the sign-in's last part. */
export const verificationSettled = (ctx: SessionContext): boolean =>
  ctx.auth !== undefined || ctx.problems.auth !== undefined;

/**
 * The session has settled for `token`: signed in with every part it could get (the verification
 * included), or failed. What reads the profile right after a sign-in waits for this.
 */
export const settledFor = (s: SessionSnapshot, token: string | undefined): boolean =>
  s.matches('failed') || (s.matches('authenticated') && s.context.token === token && verificationSettled(s.context));

/** Who is looking is known: a guest, a signed-in user, or a sign-in that failed (still a user). */
export const whoIsKnown = (s: SessionSnapshot): boolean => s.hasTag('ready') || s.matches('failed');
