import { assertEvent, assign, fromPromise, sendTo, setup, waitFor } from 'xstate';
import { errorMessage } from '../api/http';
import { getCustomerInfoCheckIn, type EnquiryRecord } from '../api/operation';
import type { ImproveInfoForm, LoginResult, MobileLoginRequest } from '../domain/types/user.types';
import type { AuthDetail } from '../domain/types/verification.types';
import type { CodeType } from '../domain/types/operation.types';
import {
  improveUserInfo,
  loginWithCode,
  loginWithPassword,
  register,
  resetForgottenPassword,
  type PasswordLogin,
} from '../api/user';
import { finishSignIn } from '../api/security';
import type { SignInCodeRequest } from '../domain/types/security.types';
import { appSystem } from './appSystem';
import { secondStepCodeError } from '../domain/twoFactorCode';
import { codeMessages, codeSenderMachine } from './codeSender';
import { clearToken, storeToken } from './credentials';
import { notify, type NoticeKind } from './notify';
import { goTo, refreshRoute, reloadPage } from './platform';
import {
  codeLoginErrors,
  emptyForms,
  improveInfoErrors,
  isValid,
  passwordLoginErrors,
  prefillFromEnquiry,
  registerErrors,
  resetChooseErrors,
  resetVerifyErrors,
  toImproveInfoForm,
  type FormName,
  type LoginForms,
} from '../domain/loginForms';
import { settledFor } from './session';
import { paths } from '../routes/paths';

/**
 * Steps of the login dialog (SPEC section 2): 0 sign in, 1 register, 2 improve info, 3 reset
 * password; and 4, the code of an account with two-step verification, reached only from step 0.
 */
export type LoginStep = 0 | 1 | 2 | 3 | 4;
export const STEP_TITLES: Record<LoginStep, string> = {
  0: '登录',
  1: '注册',
  2: '完善信息',
  3: '重置密码',
  4: '两步验证',
};
export type SignInTab = 'password' | 'code';

export const loginMessages = {
  loggedIn: '登录成功',
  registered: '注册成功',
  resetDone: '重置密码成功',
  prefilled: '已根据您之前的合作咨询记录预填信息',
  captchaFailed: codeMessages.captchaFailed,
  captchaInitFailed: codeMessages.captchaInitFailed,
} as const;

export const REAL_NAME_ROUTE = paths.authentication();

/** The code senders the dialog runs while open, one per form that sends codes (SPEC section 7 types). */
export const CODE_SENDERS = {
  codeLogin: 'codeLoginSender',
  register: 'registerSender',
  resetPassword: 'resetSender',
} as const;
type SenderForm = keyof typeof CODE_SENDERS;
const SENDER_FORMS = Object.keys(CODE_SENDERS) as SenderForm[];
/** The type of code each form asks for (SPEC section 7): login 2, register 1, reset password 3. */
const CODE_TYPES: Record<SenderForm, CodeType> = { codeLogin: 2, register: 1, resetPassword: 3 };

type FormChange = { [K in FormName]: { type: 'FORM.CHANGE'; form: K; values: Partial<LoginForms[K]> } }[FormName];

export type LoginDialogEvent =
  | { type: 'LOGIN.OPEN'; step?: LoginStep }
  | { type: 'LOGIN.CLOSE' }
  | { type: 'LOGIN.GOTO'; step: LoginStep }
  | { type: 'LOGIN.TAB'; tab: SignInTab }
  | { type: 'LOGIN.SUBMIT' }
  | { type: 'LOGIN.BACK' }
  | FormChange
  | { type: 'CAPTCHA.VERIFIED'; sign: string }
  | { type: 'CAPTCHA.FAILED' }
  | { type: 'CAPTCHA.INIT_FAILED' }
  | { type: 'REALNAME.GO' }
  | { type: 'REALNAME.LATER' };

export interface LoginDialogContext {
  step: LoginStep;
  tab: SignInTab;
  forms: LoginForms;
  /** The password tab's captcha (code forms keep theirs in their code sender). */
  passwordCaptcha: { sign?: string; key: number };
  /** Mirrors each code sender's `verified`, so submit guards stay pure. */
  captchaDone: Record<SenderForm, boolean>;
  /** The server's refusal of the last submit, shown beside the form; typed values stay. */
  error?: string;
  /** Step 2 was filled in from an earlier cooperation enquiry. */
  prefilled: boolean;
  /** The first step passed and the account asks for its code: the server's ticket, and how it began. */
  secondStep?: { ticket: string; via: SignInTab };
}

/** What a fresh dialog starts with; `captchaDone` mirrors the code senders, which outlive it. */
const freshContext = (key = 0): Omit<LoginDialogContext, 'step' | 'captchaDone'> => ({
  tab: 'password',
  forms: emptyForms(),
  passwordCaptcha: { key },
  prefilled: false,
});

/** The page carries an auto-jump target: the real-name offer would only get in its way. */
const hasRedirectQuery = () => new URLSearchParams(window.location.search).has('redirect');

const requested = (event: LoginDialogEvent): LoginStep | undefined =>
  event.type === 'LOGIN.OPEN' ? (event.step ?? 0) : event.type === 'LOGIN.GOTO' ? event.step : undefined;

/** Improve info is compulsory: only the session (LOGIN.OPEN) may move the dialog off step 2. */
const mayLeave = (step: LoginStep, event: LoginDialogEvent) => event.type === 'LOGIN.OPEN' || step !== 2;

/** Steps the dialog may be opened at or moved to; step 4 needs a ticket, which only a sign-in brings. */
type OpenableStep = Exclude<LoginStep, 4>;
const STEP_STATES: Record<OpenableStep, string> = {
  0: '#loginDialog.open.signIn',
  1: '#loginDialog.open.register',
  2: '#loginDialog.open.improveInfo',
  3: '#loginDialog.open.resetPassword',
};
const STEPS: OpenableStep[] = [0, 1, 2, 3];

/** LOGIN.OPEN on a hidden dialog: the step asked for, with fresh forms and fresh captchas. */
const openedAfresh = STEPS.map((step) => ({
  guard: { type: 'goesTo' as const, params: { step, fromClosed: true } },
  target: STEP_STATES[step],
  actions: [
    'startFresh' as const,
    // A sender cooling down after a send keeps its pass: the code it sent can still be used.
    ...Object.values(CODE_SENDERS).map((id) => ({ type: 'resetCodeCaptcha' as const, params: { id } })),
  ],
}));

export const loginDialogMachine = setup({
  types: {} as { context: LoginDialogContext; events: LoginDialogEvent },
  actors: {
    codeSender: codeSenderMachine,
    loginWithPassword: fromPromise<LoginResult, PasswordLogin>(({ input }) => loginWithPassword(input)),
    loginWithCode: fromPromise<LoginResult, MobileLoginRequest>(({ input }) => loginWithCode(input)),
    finishSignIn: fromPromise<LoginResult, SignInCodeRequest>(({ input }) => finishSignIn(input)),
    register: fromPromise<LoginResult, { phone: string; code: string; password: string }>(({ input }) =>
      register(input),
    ),
    resetForgottenPassword: fromPromise<boolean, { phone: string; code: string; password: string }>(({ input }) =>
      resetForgottenPassword(input),
    ),
    improveUserInfo: fromPromise<boolean, ImproveInfoForm>(({ input }) => improveUserInfo(input)),
    getCustomerInfoCheckIn: fromPromise<EnquiryRecord | null, { phone?: string }>(({ input, system }) => {
      const session = appSystem(system).get('session');
      return getCustomerInfoCheckIn(input.phone || session?.getSnapshot().context.user?.phone || undefined);
    }),
    /** Resolves once the session has loaded the profile for `token` (or failed to): the real-name offer needs it. */
    awaitSessionProfile: fromPromise<AuthDetail | undefined, { token: string }>(async ({ input, system }) => {
      const session = appSystem(system).get('session');
      if (!session) return undefined;
      const done = await waitFor(session, (s) => settledFor(s, input.token), { timeout: 60_000 });
      return done.context.auth;
    }),
  },
  guards: {
    closable: ({ context }) => context.step !== 2,
    /** LOGIN.OPEN / LOGIN.GOTO asks for `step`, and the dialog is not already there. */
    goesTo: ({ context, event }, params: { step: LoginStep; fromClosed: boolean }) =>
      requested(event) === params.step &&
      (params.fromClosed || (context.step !== params.step && mayLeave(context.step, event))),
    passwordLoginReady: ({ context }) =>
      context.tab === 'password' &&
      isValid(passwordLoginErrors(context.forms.passwordLogin)) &&
      Boolean(context.passwordCaptcha.sign),
    codeLoginReady: ({ context }) =>
      context.tab === 'code' && isValid(codeLoginErrors(context.forms.codeLogin)) && context.captchaDone.codeLogin,
    registerReady: ({ context }) => isValid(registerErrors(context.forms.register)) && context.captchaDone.register,
    improveInfoReady: ({ context }) => isValid(improveInfoErrors(context.forms.improveInfo)),
    resetVerified: ({ context }) =>
      isValid(resetVerifyErrors(context.forms.resetPassword)) && context.captchaDone.resetPassword,
    resetChosen: ({ context }) => isValid(resetChooseErrors(context.forms.resetPassword)),
    secondStepReady: ({ context }) => secondStepCodeError(context.forms.secondStep.code) === undefined,
    asksForCode: (_, result: LoginResult) => Boolean(result.twoFactorTicket),
    beganWithPassword: ({ context }) => context.secondStep?.via === 'password',
    shouldOfferRealName: (_, auth: AuthDetail | undefined) => auth?.status !== 3 && !hasRedirectQuery(),
  },
  actions: {
    notify: (_, params: { message: string; kind: NoticeKind }) => notify(params.message, params.kind),
    storeToken: (_, token: string) => storeToken(token),
    clearToken: () => clearToken(),
    reloadPage: () => reloadPage(),
    refreshRoute: () => refreshRoute(),
    openRealNameAuthentication: () => goTo(REAL_NAME_ROUTE),
    /** The session stores the token and loads the user; an incomplete profile brings it back here at step 2. */
    announceLoggedIn: ({ system }, token: string) => {
      appSystem(system).get('session')?.send({ type: 'SESSION.LOGGED_IN', token });
    },
    refreshSession: ({ system }) => {
      appSystem(system).get('session')?.send({ type: 'SESSION.REFRESH' });
    },
    /** One code sender's captcha afresh; a sender that is sending or cooling down ignores it. */
    resetCodeCaptcha: sendTo((_, params: { id: string }) => params.id, { type: 'CAPTCHA.RESET' }),
    startFresh: assign(({ context }) => ({ ...freshContext(context.passwordCaptcha.key + 1), error: undefined })),
    setStep: assign((_, params: { step: LoginStep }) => ({ step: params.step, error: undefined })),
    editForm: assign(({ context, event }) => {
      assertEvent(event, 'FORM.CHANGE');
      const forms = { ...context.forms, [event.form]: { ...context.forms[event.form], ...event.values } } as LoginForms;
      return { forms, error: undefined };
    }),
    showError: assign((_, params: { error: unknown }) => ({ error: errorMessage(params.error) })),
    awaitCode: assign(({ context }, params: { ticket: string; via: SignInTab }) => ({
      secondStep: params,
      forms: { ...context.forms, secondStep: { code: '' } },
    })),
    acceptPasswordSign: assign(({ context, event }) => {
      assertEvent(event, 'CAPTCHA.VERIFIED');
      return { passwordCaptcha: { ...context.passwordCaptcha, sign: event.sign } };
    }),
    /** A sign is single-use: after a failed attempt the user slides again. */
    resetPasswordCaptcha: assign(({ context }) => ({ passwordCaptcha: { key: context.passwordCaptcha.key + 1 } })),
    mirrorCaptcha: assign(({ context }, params: { form: SenderForm; verified: boolean }) => ({
      captchaDone: { ...context.captchaDone, [params.form]: params.verified },
    })),
    applyPrefill: assign(({ context }, record: EnquiryRecord | null) => {
      const next = prefillFromEnquiry(context.forms.improveInfo, record);
      return next ? { forms: { ...context.forms, improveInfo: next }, prefilled: true } : {};
    }),
  },
}).createMachine({
  id: 'loginDialog',
  context: { step: 0, ...freshContext(), captchaDone: { codeLogin: false, register: false, resetPassword: false } },
  // The code senders outlive the dialog: a code sent counts down to its end however often it closes.
  invoke: SENDER_FORMS.map((form) => ({
    id: CODE_SENDERS[form],
    src: 'codeSender' as const,
    input: { type: CODE_TYPES[form] },
    onSnapshot: {
      actions: {
        type: 'mirrorCaptcha' as const,
        params: ({ event }: { event: { snapshot: { context: { verified: boolean } } } }) => ({
          form,
          verified: event.snapshot.context.verified,
        }),
      },
    },
  })),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'LOGIN.OPEN': openedAfresh,
      },
    },
    open: {
      on: {
        'LOGIN.OPEN': STEPS.map((step) => ({
          guard: { type: 'goesTo' as const, params: { step, fromClosed: false } },
          target: STEP_STATES[step],
        })),
        'LOGIN.GOTO': STEPS.map((step) => ({
          guard: { type: 'goesTo' as const, params: { step, fromClosed: false } },
          target: STEP_STATES[step],
        })),
        'LOGIN.CLOSE': { guard: 'closable', target: 'closed' },
        'FORM.CHANGE': { actions: 'editForm' },
      },
      initial: 'signIn',
      states: {
        signIn: {
          entry: { type: 'setStep', params: { step: 0 } },
          initial: 'editing',
          states: {
            editing: {
              on: {
                'LOGIN.TAB': { actions: assign(({ event }) => ({ tab: event.tab, error: undefined })) },
                'CAPTCHA.VERIFIED': { actions: 'acceptPasswordSign' },
                'CAPTCHA.FAILED': {
                  actions: [
                    { type: 'notify', params: { message: loginMessages.captchaFailed, kind: 'error' } },
                    'resetPasswordCaptcha',
                  ],
                },
                'CAPTCHA.INIT_FAILED': {
                  actions: { type: 'notify', params: { message: loginMessages.captchaInitFailed, kind: 'error' } },
                },
                'LOGIN.SUBMIT': [
                  { guard: 'passwordLoginReady', target: 'loggingInWithPassword' },
                  { guard: 'codeLoginReady', target: 'loggingInWithCode' },
                ],
              },
            },
            loggingInWithPassword: {
              invoke: {
                id: 'loginWithPassword',
                src: 'loginWithPassword',
                input: ({ context }) => ({
                  userName: context.forms.passwordLogin.userName.trim(),
                  password: context.forms.passwordLogin.password,
                  sign: context.passwordCaptcha.sign ?? '',
                }),
                onDone: [
                  {
                    guard: { type: 'asksForCode', params: ({ event }) => event.output },
                    target: '#loginDialog.open.secondStep',
                    actions: [
                      {
                        type: 'awaitCode',
                        params: ({ event }) => ({
                          ticket: event.output.twoFactorTicket ?? '',
                          via: 'password' as const,
                        }),
                      },
                      'resetPasswordCaptcha',
                    ],
                  },
                  {
                    target: '#loginDialog.closed',
                    actions: [
                      { type: 'storeToken', params: ({ event }) => event.output.token },
                      { type: 'notify', params: { message: loginMessages.loggedIn, kind: 'success' } },
                      'reloadPage',
                    ],
                  },
                ],
                onError: {
                  target: 'editing',
                  actions: [
                    { type: 'showError', params: ({ event }) => ({ error: event.error }) },
                    'resetPasswordCaptcha',
                  ],
                },
              },
            },
            loggingInWithCode: {
              invoke: {
                id: 'loginWithCode',
                src: 'loginWithCode',
                input: ({ context }) => ({
                  phone: context.forms.codeLogin.phone.trim(),
                  code: context.forms.codeLogin.code.trim(),
                }),
                onDone: [
                  {
                    guard: { type: 'asksForCode', params: ({ event }) => event.output },
                    target: '#loginDialog.open.secondStep',
                    actions: {
                      type: 'awaitCode',
                      params: ({ event }) => ({ ticket: event.output.twoFactorTicket ?? '', via: 'code' as const }),
                    },
                  },
                  {
                    target: '#loginDialog.awaitingProfile',
                    actions: [
                      { type: 'announceLoggedIn', params: ({ event }) => event.output.token },
                      { type: 'notify', params: { message: loginMessages.loggedIn, kind: 'success' } },
                      'refreshRoute',
                    ],
                  },
                ],
                onError: {
                  target: 'editing',
                  actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
        /**
         * The account has two-step verification: its code (or a recovery code) completes the
         * sign-in the first step began, which then ends as that step would have ended.
         */
        secondStep: {
          entry: { type: 'setStep', params: { step: 4 } },
          exit: assign({ secondStep: undefined }),
          initial: 'editing',
          states: {
            editing: {
              on: {
                'LOGIN.SUBMIT': { guard: 'secondStepReady', target: 'verifying' },
                'LOGIN.BACK': { target: '#loginDialog.open.signIn' },
              },
            },
            verifying: {
              invoke: {
                id: 'finishSignIn',
                src: 'finishSignIn',
                input: ({ context }) => ({
                  ticket: context.secondStep?.ticket ?? '',
                  code: context.forms.secondStep.code.trim(),
                }),
                onDone: [
                  {
                    guard: 'beganWithPassword',
                    target: '#loginDialog.closed',
                    actions: [
                      { type: 'storeToken', params: ({ event }) => event.output.token },
                      { type: 'notify', params: { message: loginMessages.loggedIn, kind: 'success' } },
                      'reloadPage',
                    ],
                  },
                  {
                    target: '#loginDialog.awaitingProfile',
                    actions: [
                      { type: 'announceLoggedIn', params: ({ event }) => event.output.token },
                      { type: 'notify', params: { message: loginMessages.loggedIn, kind: 'success' } },
                      'refreshRoute',
                    ],
                  },
                ],
                // The typed code stays, with the refusal beside it (a wrong code, a lock, a timed-out ticket).
                onError: {
                  target: 'editing',
                  actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
        register: {
          entry: { type: 'setStep', params: { step: 1 } },
          initial: 'editing',
          states: {
            editing: { on: { 'LOGIN.SUBMIT': { guard: 'registerReady', target: 'submitting' } } },
            submitting: {
              invoke: {
                id: 'register',
                src: 'register',
                input: ({ context }) => {
                  const { phone, code, password } = context.forms.register;
                  return { phone: phone.trim(), code: code.trim(), password };
                },
                onDone: {
                  target: '#loginDialog.open.improveInfo',
                  actions: [
                    { type: 'announceLoggedIn', params: ({ event }) => event.output.token },
                    { type: 'notify', params: { message: loginMessages.registered, kind: 'success' } },
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
        improveInfo: {
          entry: { type: 'setStep', params: { step: 2 } },
          initial: 'prefilling',
          states: {
            prefilling: {
              invoke: {
                id: 'getCustomerInfoCheckIn',
                src: 'getCustomerInfoCheckIn',
                input: ({ context }) => ({ phone: context.forms.register.phone.trim() || undefined }),
                onDone: { target: 'editing', actions: { type: 'applyPrefill', params: ({ event }) => event.output } },
                // No earlier enquiry (or no answer) just means an empty form.
                onError: 'editing',
              },
            },
            editing: { on: { 'LOGIN.SUBMIT': { guard: 'improveInfoReady', target: 'submitting' } } },
            submitting: {
              invoke: {
                id: 'improveUserInfo',
                src: 'improveUserInfo',
                input: ({ context }) => toImproveInfoForm(context.forms.improveInfo),
                onDone: { target: '#loginDialog.closed', actions: 'refreshSession' },
                onError: {
                  target: 'editing',
                  actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
        resetPassword: {
          entry: { type: 'setStep', params: { step: 3 } },
          initial: 'verifying',
          states: {
            verifying: { on: { 'LOGIN.SUBMIT': { guard: 'resetVerified', target: 'choosing' } } },
            choosing: {
              on: {
                'LOGIN.BACK': { target: 'verifying', actions: assign({ error: undefined }) },
                'LOGIN.SUBMIT': { guard: 'resetChosen', target: 'submitting' },
              },
            },
            submitting: {
              invoke: {
                id: 'resetForgottenPassword',
                src: 'resetForgottenPassword',
                input: ({ context }) => {
                  const { phone, code, password } = context.forms.resetPassword;
                  return { phone: phone.trim(), code: code.trim(), password };
                },
                onDone: {
                  target: '#loginDialog.closed',
                  actions: [
                    { type: 'notify', params: { message: loginMessages.resetDone, kind: 'success' } },
                    'clearToken',
                    'reloadPage',
                  ],
                },
                onError: {
                  target: 'choosing',
                  actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
      },
    },
    /** Logged in by code; the dialog is hidden while the session loads who this is. */
    awaitingProfile: {
      invoke: {
        id: 'awaitSessionProfile',
        src: 'awaitSessionProfile',
        // Entered only from loginWithCode's done event, which carries the new token.
        input: ({ event }) => ({ token: (event as { output?: LoginResult }).output?.token ?? '' }),
        onDone: [
          { guard: { type: 'shouldOfferRealName', params: ({ event }) => event.output }, target: 'realNamePrompt' },
          { target: 'closed' },
        ],
        onError: 'closed',
      },
      on: {
        'LOGIN.OPEN': openedAfresh,
      },
    },
    /** SPEC section 4: not enterprise verified and no auto-jump → suggest certification. */
    realNamePrompt: {
      on: {
        'REALNAME.GO': { target: 'closed', actions: 'openRealNameAuthentication' },
        'REALNAME.LATER': 'closed',
        'LOGIN.OPEN': openedAfresh,
      },
    },
  },
});
