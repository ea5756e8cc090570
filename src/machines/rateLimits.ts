/**
 * Each model's rate limits with the last minute's use (platform extension), and the
 * request-for-more dialog: its form is checked by the same rule the simulator applies; a
 * refusal keeps what was typed; a request sent reloads the list, which then shows it 审核中.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { getRateLimits, requestRateLimit } from '../api/spend';
import type { RateLimitRequest, RateLimitRequestInput, RateLimitStatus } from '../domain/types/spend.types';
import { notify } from './notify';
import { rateLimitMessages, rateLimitRequestErrors, type RateLimitForm } from '../domain/rateLimit';
import { loadingState, submitState } from './loadStates';

export type RateLimitErrors = Partial<Record<keyof RateLimitForm, string>>;

export interface RateLimitsContext {
  limits?: RateLimitStatus[];
  loadError?: string;
  form?: RateLimitForm;
  /** Messages show once 提交 has been pressed, then follow the typing. */
  submitted: boolean;
  serverError?: string;
  /** A request to open as soon as the limits are in (from a refused call's 申请提额). */
  prefill?: RateLimitForm;
}

export type RateLimitsEvent =
  | { type: 'LIMITS.RETRY' }
  | { type: 'LIMITS.REQUEST'; model: string }
  | { type: 'LIMITS.EDIT'; patch: Partial<Omit<RateLimitForm, 'model'>> }
  | { type: 'LIMITS.SUBMIT' }
  | { type: 'LIMITS.CANCEL' }
  /** Opens the request with these values once the limits are in (or at once, when they are). */
  | { type: 'LIMITS.PREFILL'; form: RateLimitForm };

/** A request pending review blocks another for the same model (the simulator refuses it too). */
export const isPending = (limit: RateLimitStatus): boolean => limit.request?.status === 1;

export const requestStatusText: Record<RateLimitRequest['status'], string> = { 1: '审核中', 2: '已通过', 3: '未通过' };

const currentOf = (context: RateLimitsContext) => context.limits?.find((l) => l.model === context.form?.model);

export const formErrors = (context: RateLimitsContext): RateLimitErrors =>
  context.form ? rateLimitRequestErrors(context.form, currentOf(context)) : {};

export const rateLimitsMachine = setup({
  types: {} as { context: RateLimitsContext; events: RateLimitsEvent },
  actors: {
    loadLimits: fromPromise<RateLimitStatus[]>(() => getRateLimits()),
    sendRequest: fromPromise<RateLimitRequest, RateLimitRequestInput>(({ input }) => requestRateLimit(input)),
  },
  guards: {
    formValid: ({ context }) => Object.keys(formErrors(context)).length === 0,
    prefilled: ({ context }) =>
      Boolean(context.prefill && context.limits?.some((l) => l.model === context.prefill?.model && !isPending(l))),
    knownModel: ({ context, event }) => {
      assertEvent(event, 'LIMITS.REQUEST');
      return Boolean(context.limits?.some((l) => l.model === event.model && !isPending(l)));
    },
  },
  actions: {
    closeForm: assign({ form: undefined, submitted: false, serverError: undefined }),
  },
}).createMachine({
  id: 'rateLimits',
  context: { submitted: false },
  on: { 'LIMITS.PREFILL': { actions: assign({ prefill: ({ event }) => event.form }) } },
  initial: 'loading',
  states: {
    loading: loadingState('loadLimits', { into: 'limits', error: 'loadError' }),
    failed: { on: { 'LIMITS.RETRY': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          always: {
            guard: 'prefilled',
            target: 'editing',
            actions: assign(({ context }) => ({ form: context.prefill, prefill: undefined, submitted: false })),
          },
          on: {
            'LIMITS.REQUEST': {
              guard: 'knownModel',
              target: 'editing',
              // Starts from the present limits: the user raises what they need.
              actions: assign(({ context, event }) => {
                const limit = context.limits?.find((l) => l.model === event.model) as RateLimitStatus;
                return {
                  form: { model: limit.model, rpm: String(limit.rpm), tpm: String(limit.tpm), reason: '' },
                  submitted: false,
                  serverError: undefined,
                };
              }),
            },
          },
        },
        editing: {
          on: {
            'LIMITS.EDIT': {
              actions: assign({
                form: ({ context, event }) => context.form && { ...context.form, ...event.patch },
                serverError: undefined,
              }),
            },
            'LIMITS.SUBMIT': [
              { guard: 'formValid', target: 'submitting', actions: assign({ submitted: true }) },
              { actions: assign({ submitted: true }) },
            ],
            'LIMITS.CANCEL': { target: 'idle', actions: 'closeForm' },
          },
        },
        // What was typed stays; the reason shows in the dialog.
        submitting: submitState('sendRequest', {
          input: ({ context }) => {
            const form = context.form as RateLimitForm;
            return {
              model: form.model,
              rpm: Number(form.rpm.trim()),
              tpm: Number(form.tpm.trim()),
              reason: form.reason.trim(),
            };
          },
          done: {
            target: '#rateLimits.loading',
            actions: ['closeForm', () => notify(rateLimitMessages.submitted, 'success')],
          },
          back: 'editing',
          error: 'serverError',
        }),
      },
    },
  },
});
