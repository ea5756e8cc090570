import { assign, fromPromise, setup } from 'xstate';
import { getMyPermissionCodes } from '../api/permission';
import type { AuthDetail, UserDetail, UserType } from '../api/types';
import { createGuestSession, getMyDetail } from '../api/user';
import { getMyAuthDetail } from '../api/verification';
import { errorMessage } from '../api/http';
import { clearToken, readSessionId, readToken, storeSessionId, storeToken } from './credentials';
import { notify } from './notify';
import { reloadPage } from './platform';
import { sendToSystem } from './system';

export interface Profile {
  codes: string[];
  user: UserDetail;
  auth: AuthDetail;
}

export interface SessionContext {
  token?: string;
  sessionId?: string;
  codes: string[];
  user?: UserDetail;
  auth?: AuthDetail;
  /** Set while the user must enter an invitation code before anything else (forced activation). */
  codeDialog: boolean;
  error?: string;
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

async function loadProfile(): Promise<Profile> {
  // Permissions, detail and verification are independent: fetch them together.
  const [codes, user, auth] = await Promise.all([getMyPermissionCodes(), getMyDetail(), getMyAuthDetail()]);
  return { codes, user, auth };
}

export const sessionMachine = setup({
  types: {} as { context: SessionContext; events: SessionEvent; input: { token?: string; sessionId?: string } | undefined },
  actors: {
    ensureGuestSession: fromPromise<string, { sessionId?: string }>(async ({ input }) => {
      if (input.sessionId) return input.sessionId;
      const { sessionId } = await createGuestSession();
      return sessionId;
    }),
    loadProfile: fromPromise<Profile>(() => loadProfile()),
  },
  actions: {
    persistSessionId: (_, sessionId: string) => storeSessionId(sessionId),
    persistToken: (_, token: string) => storeToken(token),
    forgetToken: () => clearToken(),
    reloadPage: () => reloadPage(),
    announceExpired: () => notify(EXPIRED_NOTICE, 'warning'),
    clearSession: assign({ token: undefined, codes: [], user: undefined, auth: undefined, codeDialog: false }),
    applyProfile: assign(({ context }, profile: Profile) => ({
      ...context,
      codes: profile.codes,
      user: profile.user,
      auth: profile.auth,
      codeDialog: !profile.user.experienceAuth,
      error: undefined,
    })),
    /** An incomplete profile sends the user to step 2 of the login dialog (SPEC section 2). */
    openImproveInfoIfIncomplete: ({ context, system }) => {
      if (context.user && !context.user.isInfoFull) sendToSystem(system, 'loginDialog', { type: 'LOGIN.OPEN', step: 2 });
    },
    refreshUnread: ({ system }) => sendToSystem(system, 'messages', { type: 'MESSAGES.REFRESH' }),
    resetUnread: ({ system }) => sendToSystem(system, 'messages', { type: 'MESSAGES.RESET' }),
    openLoginDialog: ({ system }) => sendToSystem(system, 'loginDialog', { type: 'LOGIN.OPEN', step: 0 }),
  },
  guards: {
    hasToken: ({ context }) => Boolean(context.token),
  },
}).createMachine({
  id: 'session',
  // Credentials come from cookies unless given (tests start from any of them).
  context: ({ input }) => ({
    token: input ? input.token : readToken(),
    sessionId: input ? input.sessionId : readSessionId(),
    codes: [],
    codeDialog: false,
  }),
  initial: 'guestSession',
  on: {
    'SESSION.EXPIRED': {
      guard: 'hasToken',
      target: '.guest',
      actions: ['forgetToken', 'clearSession', 'resetUnread', 'announceExpired'],
    },
  },
  states: {
    guestSession: {
      invoke: {
        id: 'ensureGuestSession',
        src: 'ensureGuestSession',
        input: ({ context }) => ({ sessionId: context.sessionId }),
        onDone: {
          target: 'checkingToken',
          actions: [
            assign({ sessionId: ({ event }) => event.output }),
            { type: 'persistSessionId', params: ({ event }) => event.output },
          ],
        },
        // A guest id is a nicety for analytics and feedback; its failure must not block the portal.
        onError: 'checkingToken',
      },
    },
    checkingToken: {
      always: [{ guard: 'hasToken', target: 'loading' }, { target: 'guest' }],
    },
    loading: {
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: {
          target: 'authenticated',
          actions: [{ type: 'applyProfile', params: ({ event }) => event.output }, 'openImproveInfoIfIncomplete', 'refreshUnread'],
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      on: {
        'SESSION.RETRY': 'loading',
        'SESSION.SWITCH_LOGIN': { target: 'guest', actions: ['forgetToken', 'clearSession', 'openLoginDialog'] },
      },
    },
    guest: {
      tags: ['ready'],
      on: {
        'SESSION.LOGGED_IN': {
          target: 'loading',
          actions: [assign({ token: ({ event }) => event.token }), { type: 'persistToken', params: ({ event }) => event.token }],
        },
      },
    },
    authenticated: {
      tags: ['ready'],
      initial: 'idle',
      states: {
        idle: { on: { 'SESSION.REFRESH': 'refreshing' } },
        refreshing: {
          invoke: {
            id: 'refreshProfile',
            src: 'loadProfile',
            onDone: { target: 'idle', actions: { type: 'applyProfile', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
          },
        },
      },
      on: {
        'SESSION.ACTIVATED': { actions: assign({ codeDialog: false }) },
        'SESSION.LOGOUT': { target: 'loggedOut', actions: ['forgetToken', 'clearSession', 'reloadPage'] },
        'SESSION.SWITCH_LOGIN': { target: 'guest', actions: ['forgetToken', 'clearSession', 'resetUnread', 'openLoginDialog'] },
        'SESSION.LOGGED_IN': {
          target: 'loading',
          actions: [assign({ token: ({ event }) => event.token }), { type: 'persistToken', params: ({ event }) => event.token }],
        },
      },
    },
    /** The page is reloading; nothing more happens in this document. */
    loggedOut: {},
  },
});

/** What the rest of the app asks of a session snapshot. */
export const userTypeOf = (ctx: SessionContext): UserType => (!ctx.user ? 3 : ctx.user.userRole === 1 ? 1 : 2);
export const isEnterpriseVerified = (auth?: AuthDetail) => auth?.status === 3;
export const isPersonalVerified = (auth?: AuthDetail) => auth?.personalVerificationVO?.verificationStatus === 2;
