import { assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate';
import { errorMessage } from '../api/http';
import { activateInvitationCode, applyInvitationCode } from '../api/operation';
import { appSystem } from './appSystem';
import { notify, type NoticeKind } from './notify';
import { goTo } from './platform';
import { isInvitationCode } from '../domain/validation';
import { refreshSessionAndWait } from './sessionRefresh';
import { sendToSystem } from './sendToSystem';
import { paths } from '../routes/paths';

/**
 * The product-trial activation dialog (SPEC sections 2 and 4). It opens on its own when the
 * session says the user has no experience authorization (codeDialog), and then it cannot be
 * closed; ACTIVATION.OPEN opens it voluntarily (the feature hub sends it). A valid code reloads
 * the session, shows the trial's end, and after 3 s moves on to the experience centre.
 */
export const activationMessages = {
  activated: '激活成功',
  applied: '已提交申请，商务会在24小时内主动联系您。',
} as const;
export const EXPERIENCE_ROUTE = paths.experienceCenter();
export const SUCCESS_JUMP_MS = 3000;

export interface ActivationContext {
  code: string;
  /** Opened because the session requires it: no closing, only switching account. */
  forced: boolean;
  /** The server's refusal of the last attempt; the typed code stays. */
  error?: string;
  /** A code was requested from business staff in this opening. */
  applied: boolean;
  trialDeadline?: string;
}

export type ActivationEvent =
  | { type: 'ACTIVATION.OPEN' }
  | { type: 'ACTIVATION.REQUIRED'; required: boolean }
  | { type: 'ACTIVATION.CLOSE' }
  | { type: 'ACTIVATION.CHANGE'; code: string }
  | { type: 'ACTIVATION.SUBMIT' }
  | { type: 'ACTIVATION.APPLY' }
  | { type: 'ACTIVATION.SWITCH_ACCOUNT' }
  | { type: 'ACTIVATION.EXPERIENCE_NOW' };

const fresh = (forced: boolean): Partial<ActivationContext> => ({
  code: '',
  forced,
  error: undefined,
  applied: false,
  trialDeadline: undefined,
});

export const activationMachine = setup({
  types: {} as { context: ActivationContext; events: ActivationEvent },
  actors: {
    /**
     * Mirrors the session's codeDialog flag as ACTIVATION.REQUIRED, once per change. It waits
     * while the login dialog is open: a new user finishes improving their information first,
     * rather than facing two stacked modals.
     */
    watchSession: fromCallback<ActivationEvent>(({ sendBack, system }) => {
      const session = appSystem(system).get('session');
      if (!session) return undefined;
      const loginDialog = appSystem(system).get('loginDialog');
      let last: boolean | undefined;
      const mirror = () => {
        const loginOpen = Boolean(loginDialog?.getSnapshot().context.open);
        const required = session.getSnapshot().context.codeDialog && !loginOpen;
        if (required === last) return;
        last = required;
        sendBack({ type: 'ACTIVATION.REQUIRED', required });
      };
      mirror();
      const subs = [session.subscribe(mirror), loginDialog?.subscribe(mirror)];
      return () => subs.forEach((sub) => sub?.unsubscribe());
    }),
    activate: fromPromise<{ trialDeadline: string }, { code: string }>(({ input }) =>
      activateInvitationCode(input.code),
    ),
    apply: fromPromise<boolean>(() => applyInvitationCode()),
    refreshProfile: fromPromise<void>(({ system }): Promise<void> =>
      refreshSessionAndWait(appSystem(system).get('session')),
    ),
  },
  delays: { SUCCESS_JUMP: SUCCESS_JUMP_MS },
  guards: {
    required: ({ event }) => {
      assertEvent(event, 'ACTIVATION.REQUIRED');
      return event.required;
    },
    forced: ({ context }) => context.forced,
    closable: ({ context }) => !context.forced,
    codeValid: ({ context }) => isInvitationCode(context.code.trim()),
  },
  actions: {
    notify: (_, params: { message: string; kind: NoticeKind }) => notify(params.message, params.kind),
    openFresh: assign((_, params: { forced: boolean }) => fresh(params.forced)),
    switchLogin: ({ system }) => sendToSystem(system, 'session', { type: 'SESSION.SWITCH_LOGIN' }),
    markActivated: ({ system }) => sendToSystem(system, 'session', { type: 'SESSION.ACTIVATED' }),
    goToExperience: () => goTo(EXPERIENCE_ROUTE),
    showError: assign((_, params: { error: unknown }) => ({ error: errorMessage(params.error) })),
  },
}).createMachine({
  id: 'activation',
  context: { code: '', forced: false, applied: false },
  invoke: { id: 'watchSession', src: 'watchSession' },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'ACTIVATION.OPEN': { target: 'open', actions: { type: 'openFresh', params: { forced: false } } },
        'ACTIVATION.REQUIRED': {
          guard: 'required',
          target: 'open',
          actions: { type: 'openFresh', params: { forced: true } },
        },
      },
    },
    open: {
      initial: 'editing',
      on: {
        'ACTIVATION.REQUIRED': [
          // Opened voluntarily, then the session insists: it can no longer be closed.
          { guard: 'required', actions: assign({ forced: true }) },
          // The session let go (logged out, switched account): a forced dialog has no reason to stay.
          { guard: 'forced', target: 'closed' },
        ],
        'ACTIVATION.CLOSE': { guard: 'closable', target: 'closed' },
        'ACTIVATION.SWITCH_ACCOUNT': { target: 'closed', actions: 'switchLogin' },
      },
      states: {
        editing: {
          on: {
            'ACTIVATION.CHANGE': { actions: assign({ code: ({ event }) => event.code, error: undefined }) },
            'ACTIVATION.SUBMIT': { guard: 'codeValid', target: 'activating' },
            'ACTIVATION.APPLY': { target: 'applying', actions: assign({ error: undefined }) },
          },
        },
        activating: {
          invoke: {
            id: 'activate',
            src: 'activate',
            input: ({ context }) => ({ code: context.code.trim() }),
            onDone: {
              target: '#activation.refreshing',
              actions: [
                assign({ trialDeadline: ({ event }) => event.output.trialDeadline }),
                { type: 'notify', params: { message: activationMessages.activated, kind: 'success' } },
              ],
            },
            onError: {
              target: 'editing',
              actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        applying: {
          invoke: {
            id: 'apply',
            src: 'apply',
            onDone: {
              target: 'editing',
              actions: [
                assign({ applied: true }),
                { type: 'notify', params: { message: activationMessages.applied, kind: 'success' } },
              ],
            },
            onError: {
              target: 'editing',
              actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    /** Permissions and user detail reload before the success dialog offers the experience centre. */
    refreshing: {
      invoke: { id: 'refreshProfile', src: 'refreshProfile', onDone: 'success', onError: 'success' },
    },
    success: {
      after: { SUCCESS_JUMP: { target: 'closed', actions: ['markActivated', 'goToExperience'] } },
      on: { 'ACTIVATION.EXPERIENCE_NOW': { target: 'closed', actions: ['markActivated', 'goToExperience'] } },
    },
  },
});
