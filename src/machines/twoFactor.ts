import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../api/http';
import {
  disableTwoFactor,
  enableTwoFactor,
  getTwoFactor,
  startTwoFactorSetup,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '../api/security';
import { notify } from './notify';
import { appCodeError, secondStepCodeError } from '../domain/twoFactorCode';

export interface TwoFactorContext {
  status?: TwoFactorStatus;
  /** The new secret while it is being confirmed. */
  setup?: TwoFactorSetup;
  /** What is typed in the code field of the open form. */
  code: string;
  /** The recovery codes, held only while they are shown (once). */
  recoveryCodes: string[];
  /** A load that failed, or the server's refusal of the last code (shown beside the field). */
  error?: string;
}

export type TwoFactorEvent =
  | { type: 'TWO_FACTOR.RETRY' }
  | { type: 'TWO_FACTOR.ENABLE' }
  | { type: 'TWO_FACTOR.DISABLE' }
  | { type: 'TWO_FACTOR.CODE'; code: string }
  | { type: 'TWO_FACTOR.SUBMIT' }
  | { type: 'TWO_FACTOR.CANCEL' }
  | { type: 'TWO_FACTOR.CODES_SAVED' };

export const twoFactorMessages = {
  enabled: '两步验证已开启',
  disabled: '两步验证已关闭',
} as const;

const typing = { 'TWO_FACTOR.CODE': { actions: 'typeCode' as const } };

/**
 * 两步验证: turning it on (a new secret shown as a QR code, confirmed with a code of it, then
 * the ten recovery codes shown once) and off (with a code). A refused code stays in its field
 * with the reason beside it.
 */
export const twoFactorMachine = setup({
  types: {} as { context: TwoFactorContext; events: TwoFactorEvent },
  actors: {
    getTwoFactor: fromPromise<TwoFactorStatus>(() => getTwoFactor()),
    startSetup: fromPromise<TwoFactorSetup>(() => startTwoFactorSetup()),
    enable: fromPromise<string[], string>(({ input }) => enableTwoFactor(input).then((r) => r.recoveryCodes)),
    disable: fromPromise<boolean, string>(({ input }) => disableTwoFactor(input)),
  },
  guards: {
    isOn: ({ context }) => context.status?.enabled === true,
    appCodeTyped: ({ context }) => appCodeError(context.code) === undefined,
    anyCodeTyped: ({ context }) => secondStepCodeError(context.code) === undefined,
  },
  actions: {
    refused: assign((_, params: { error: unknown }) => ({ error: errorMessage(params.error) })),
    forgetForm: assign({ code: '', error: undefined, setup: undefined }),
    typeCode: assign(({ event }) => {
      assertEvent(event, 'TWO_FACTOR.CODE');
      return { code: event.code, error: undefined };
    }),
  },
}).createMachine({
  id: 'twoFactor',
  context: { code: '', recoveryCodes: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'getTwoFactor',
        onDone: { target: 'loaded', actions: assign({ status: ({ event }) => event.output, error: undefined }) },
        onError: { target: 'failed', actions: { type: 'refused', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loaded: { always: [{ guard: 'isOn', target: 'on' }, { target: 'off' }] },
    failed: { on: { 'TWO_FACTOR.RETRY': 'loading' } },
    off: {
      initial: 'idle',
      states: {
        idle: { on: { 'TWO_FACTOR.ENABLE': 'fetchingSecret' } },
        fetchingSecret: {
          invoke: {
            src: 'startSetup',
            onDone: {
              target: 'confirming',
              actions: assign({ setup: ({ event }) => event.output, code: '', error: undefined }),
            },
            // The client has shown the refusal.
            onError: 'idle',
          },
        },
        confirming: {
          on: {
            ...typing,
            'TWO_FACTOR.SUBMIT': { guard: 'appCodeTyped', target: 'enabling' },
            'TWO_FACTOR.CANCEL': { target: 'idle', actions: 'forgetForm' },
          },
        },
        enabling: {
          invoke: {
            src: 'enable',
            input: ({ context }) => context.code.trim(),
            onDone: {
              target: '#twoFactor.showingCodes',
              actions: [assign({ recoveryCodes: ({ event }) => event.output }), 'forgetForm'],
            },
            onError: {
              target: 'confirming',
              actions: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    /** Shown once: leaving forgets them. */
    showingCodes: {
      on: {
        'TWO_FACTOR.CODES_SAVED': {
          target: 'loading',
          actions: [assign({ recoveryCodes: [] }), () => notify(twoFactorMessages.enabled, 'success')],
        },
      },
    },
    on: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'TWO_FACTOR.DISABLE': { target: 'confirming', actions: assign({ code: '', error: undefined }) } },
        },
        confirming: {
          on: {
            ...typing,
            'TWO_FACTOR.SUBMIT': { guard: 'anyCodeTyped', target: 'disabling' },
            'TWO_FACTOR.CANCEL': { target: 'idle', actions: 'forgetForm' },
          },
        },
        disabling: {
          invoke: {
            src: 'disable',
            input: ({ context }) => context.code.trim(),
            onDone: {
              target: '#twoFactor.loading',
              actions: ['forgetForm', () => notify(twoFactorMessages.disabled, 'success')],
            },
            onError: {
              target: 'confirming',
              actions: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});
