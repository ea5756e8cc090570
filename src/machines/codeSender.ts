import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { sendVerificationCode } from '../api/operation';
import type { CodeType, SendCodeRequest } from '../domain/types/operation.types';
import { notify, type NoticeKind } from './notify';
import { isPhone, messages } from '../domain/validation';

/**
 * Sends an SMS code (SPEC sections 4, 8 and 9): the slider captcha first, then a debounced send,
 * then a 60 s cooldown. Owns the captcha's state too, because a failed send must reset it and
 * a successful one spends its single-use sign. Reused by login, register, reset and the
 * consultation form; a parent reads `verified` (via invoke `onSnapshot`) to gate its own submit.
 * Parents keep it while their dialog is closed, so closing and reopening does not cut the 60 s
 * short: the server would refuse the early send anyway.
 */
export const COOLDOWN_SECONDS = 60;

export const codeMessages = {
  sent: '验证码发送成功',
  sendFailed: '验证码发送失败，请稍后重试',
  captchaFailed: '验证码验证失败，请重试',
  captchaInitFailed: '验证码初始化失败，请刷新重试',
} as const;

/** The send button's label while counting down, e.g. `59s后重新发送`. */
export const resendLabel = (remaining: number) => `${remaining}s后重新发送`;

/** type 2 (login) and 5 (consultation) carry source 1 (SPEC section 7). */
const sourceFor = (type: CodeType): 1 | undefined => (type === 2 || type === 5 ? 1 : undefined);

export interface CodeSenderContext {
  type: CodeType;
  phone: string;
  /** The captcha's proof, good for one send; cleared once spent. */
  sign?: string;
  /** The captcha was completed (it stays so after its sign was spent on a successful send). */
  verified: boolean;
  /** Bumped whenever the captcha widget must start a fresh challenge. */
  captchaKey: number;
  remaining: number;
}

export type CodeSenderEvent =
  | { type: 'CODE.SEND'; phone: string }
  | { type: 'CAPTCHA.VERIFIED'; sign: string }
  | { type: 'CAPTCHA.FAILED' }
  | { type: 'CAPTCHA.INIT_FAILED' }
  /** The form opens afresh: a fresh challenge, unless a send is under way or cooling down. */
  | { type: 'CAPTCHA.RESET' };

export const codeSenderMachine = setup({
  types: {} as { context: CodeSenderContext; events: CodeSenderEvent; input: { type: CodeType } },
  actors: {
    sendCode: fromPromise<boolean, SendCodeRequest>(({ input }) => sendVerificationCode(input)),
  },
  delays: {
    SEND_DEBOUNCE: 1000,
    RESEND_COOLDOWN: COOLDOWN_SECONDS * 1000,
    COUNTDOWN_TICK: 1000,
  },
  guards: {
    phoneInvalid: ({ event }) => {
      assertEvent(event, 'CODE.SEND');
      return !isPhone(event.phone.trim());
    },
    captchaPending: ({ context }) => !context.sign,
    sent: (_, output: boolean) => output === true,
  },
  actions: {
    notify: (_, params: { message: string; kind: NoticeKind }) => notify(params.message, params.kind),
    rememberPhone: assign({
      phone: ({ event }) => {
        assertEvent(event, 'CODE.SEND');
        return event.phone.trim();
      },
    }),
    acceptSign: assign({
      sign: ({ event }) => {
        assertEvent(event, 'CAPTCHA.VERIFIED');
        return event.sign;
      },
      verified: true,
    }),
    /** A fresh challenge: the old sign is unusable (failed, rejected, or already spent). */
    resetCaptcha: assign({ sign: undefined, verified: false, captchaKey: ({ context }) => context.captchaKey + 1 }),
    spendSign: assign({ sign: undefined }),
    startCountdown: assign({ remaining: COOLDOWN_SECONDS }),
    tick: assign({ remaining: ({ context }) => Math.max(1, context.remaining - 1) }),
    clearCountdown: assign({ remaining: 0 }),
  },
}).createMachine({
  id: 'codeSender',
  context: ({ input }) => ({ type: input.type, phone: '', verified: false, captchaKey: 0, remaining: 0 }),
  initial: 'idle',
  on: {
    'CAPTCHA.INIT_FAILED': {
      actions: { type: 'notify', params: { message: codeMessages.captchaInitFailed, kind: 'error' } },
    },
  },
  states: {
    idle: {
      on: {
        'CAPTCHA.RESET': { actions: 'resetCaptcha' },
        'CAPTCHA.VERIFIED': { actions: 'acceptSign' },
        // Only here: while a send is under way or cooling down, the widget is locked as passed.
        'CAPTCHA.FAILED': {
          actions: [{ type: 'notify', params: { message: codeMessages.captchaFailed, kind: 'error' } }, 'resetCaptcha'],
        },
        'CODE.SEND': [
          {
            guard: 'phoneInvalid',
            actions: { type: 'notify', params: { message: messages.phoneInvalidOnSend, kind: 'warning' } },
          },
          {
            guard: 'captchaPending',
            // A spent or missing sign: ask for the captcha (again) with a fresh challenge.
            actions: [
              { type: 'notify', params: { message: messages.captchaRequired, kind: 'warning' } },
              'resetCaptcha',
            ],
          },
          { target: 'debouncing', actions: 'rememberPhone' },
        ],
      },
    },
    /** Repeated clicks within a second collapse into one send. */
    debouncing: {
      after: { SEND_DEBOUNCE: 'sending' },
      on: {
        'CODE.SEND': [
          {
            guard: 'phoneInvalid',
            target: 'idle',
            actions: { type: 'notify', params: { message: messages.phoneInvalidOnSend, kind: 'warning' } },
          },
          { target: 'debouncing', reenter: true, actions: 'rememberPhone' },
        ],
      },
    },
    sending: {
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({
          phone: context.phone,
          type: context.type,
          sign: context.sign ?? '',
          ...(sourceFor(context.type) ? { source: sourceFor(context.type) } : {}),
        }),
        onDone: [
          {
            guard: { type: 'sent', params: ({ event }) => event.output },
            target: 'coolingDown',
            actions: ['spendSign', { type: 'notify', params: { message: codeMessages.sent, kind: 'success' } }],
          },
          {
            target: 'idle',
            actions: [{ type: 'notify', params: { message: codeMessages.sendFailed, kind: 'error' } }, 'resetCaptcha'],
          },
        ],
        onError: {
          target: 'idle',
          actions: [{ type: 'notify', params: { message: codeMessages.sendFailed, kind: 'error' } }, 'resetCaptcha'],
        },
      },
    },
    coolingDown: {
      entry: 'startCountdown',
      exit: 'clearCountdown',
      after: { RESEND_COOLDOWN: 'idle' },
      initial: 'counting',
      states: {
        counting: { after: { COUNTDOWN_TICK: { target: 'counting', reenter: true, actions: 'tick' } } },
      },
    },
  },
});
