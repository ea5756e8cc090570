import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../api/http';
import { saveCustomerInfoCheckIn } from '../api/operation';
import type { ConsultationForm } from '../domain/types/operation.types';
import { codeSenderMachine } from './codeSender';
import { notify, type NoticeKind } from './notify';
import {
  emptyConsultation,
  isConsultationValid,
  toConsultationForm,
  type ConsultationValues,
} from '../domain/consultationForm';

/**
 * The cooperation-consultation dialog (SPEC sections 2, 5 and 8), opened from the floating
 * panel and the home page. Its SMS code comes from a code sender of type 5 (captcha first).
 * A failed submit clears only the code; a successful one thanks the user and starts afresh.
 */
export const consultationMessages = {
  submitted: '提交成功',
  /** Shown in the dialog after a successful submit. */
  thanks: '已提交申请，商务会在24小时内主动联系您。',
  failed: '提交失败，请重试',
} as const;
export const CONSULTATION_SENDER = 'consultationSender';

export interface ConsultationContext {
  values: ConsultationValues;
  /** The server's reason for the last failure; the typed values stay (all but the code). */
  error?: string;
}

export type ConsultationEvent =
  | { type: 'CONSULTATION.OPEN' }
  | { type: 'CONSULTATION.CLOSE' }
  | { type: 'CONSULTATION.CHANGE'; values: Partial<ConsultationValues> }
  | { type: 'CONSULTATION.SUBMIT' }
  | { type: 'CONSULTATION.AGAIN' };

export const consultationMachine = setup({
  types: {} as { context: ConsultationContext; events: ConsultationEvent },
  actors: {
    codeSender: codeSenderMachine,
    save: fromPromise<boolean, ConsultationForm>(({ input }) => saveCustomerInfoCheckIn(input)),
  },
  guards: {
    formValid: ({ context }) => isConsultationValid(context.values),
  },
  actions: {
    notify: (_, params: { message: string; kind: NoticeKind }) => notify(params.message, params.kind),
    edit: assign(({ context, event }) => {
      assertEvent(event, 'CONSULTATION.CHANGE');
      return { values: { ...context.values, ...event.values }, error: undefined };
    }),
    clearCode: assign(({ context }) => ({ values: { ...context.values, code: '' } })),
    startAfresh: assign({ values: () => emptyConsultation(), error: undefined }),
  },
}).createMachine({
  id: 'consultation',
  context: { values: emptyConsultation() },
  // Kept while the dialog is closed, like what was typed: a code sent counts down to its end.
  invoke: { id: CONSULTATION_SENDER, src: 'codeSender', input: { type: 5 } },
  initial: 'closed',
  states: {
    closed: { on: { 'CONSULTATION.OPEN': 'open' } },
    open: {
      on: { 'CONSULTATION.CLOSE': 'closed' },
      initial: 'editing',
      states: {
        editing: {
          on: {
            'CONSULTATION.CHANGE': { actions: 'edit' },
            'CONSULTATION.SUBMIT': { guard: 'formValid', target: 'submitting' },
          },
        },
        submitting: {
          invoke: {
            id: 'save',
            src: 'save',
            input: ({ context }) => toConsultationForm(context.values),
            onDone: {
              target: 'submitted',
              actions: [
                { type: 'notify', params: { message: consultationMessages.submitted, kind: 'success' } },
                'startAfresh',
              ],
            },
            onError: {
              target: 'editing',
              actions: [
                'clearCode',
                assign({ error: ({ event }) => errorMessage(event.error) }),
                { type: 'notify', params: { message: consultationMessages.failed, kind: 'error' } },
              ],
            },
          },
        },
        submitted: { on: { 'CONSULTATION.AGAIN': 'editing' } },
      },
    },
  },
});
