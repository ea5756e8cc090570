import { assign, fromPromise, setup, type AnyActorRef } from 'xstate';
import type { PersonalCertificationForm } from '../domain/types/verification.types';
import { submitPersonalCertification } from '../api/verification';
import { notify, type NoticeKind } from './notify';
import { hasNoErrors, personalErrors } from '../domain/certification';
import { refreshSessionAndWait } from './sessionRefresh';
import { submitState } from './loadStates';

export const certMessagesSubmitted = '提交成功，请等待审核';

export type PersonalCertEvent =
  { type: 'CERT.CHANGE'; values: Partial<PersonalCertificationForm> } | { type: 'CERT.SUBMIT' };

/**
 * The personal real-name form: submit, then reload the session so the page and the header
 * badge show 认证中 (and later the audit's outcome).
 */
export const personalCertMachine = setup({
  types: {} as {
    context: { values: PersonalCertificationForm; session?: AnyActorRef; error?: string };
    events: PersonalCertEvent;
    /** `session`: the app's session, reloaded after a submit (a screen machine has its own system). */
    input: { session?: AnyActorRef; values?: Partial<PersonalCertificationForm> } | undefined;
  },
  actors: {
    submit: fromPromise<boolean, PersonalCertificationForm>(({ input }) => submitPersonalCertification(input)),
    refreshProfile: fromPromise<void, AnyActorRef | undefined>(({ input }) => refreshSessionAndWait(input)),
  },
  guards: { valid: ({ context }) => hasNoErrors(personalErrors(context.values)) },
  actions: { notify: (_, params: { message: string; kind: NoticeKind }) => notify(params.message, params.kind) },
}).createMachine({
  id: 'personalCert',
  context: ({ input }) => ({ values: { realName: '', idCard: '', ...input?.values }, session: input?.session }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'CERT.CHANGE': {
          actions: assign(({ context, event }) => ({
            values: { ...context.values, ...event.values },
            error: undefined,
          })),
        },
        'CERT.SUBMIT': { guard: 'valid', target: 'submitting' },
      },
    },
    submitting: submitState('submit', {
      input: ({ context }) => ({
        realName: context.values.realName.trim(),
        idCard: context.values.idCard.trim().toUpperCase(),
      }),
      done: {
        target: 'refreshing',
        actions: { type: 'notify', params: { message: certMessagesSubmitted, kind: 'success' } },
      },
      back: 'editing',
      error: 'error',
    }),
    refreshing: {
      invoke: {
        id: 'refreshProfile',
        src: 'refreshProfile',
        input: ({ context }) => context.session,
        onDone: 'editing',
        onError: 'editing',
      },
    },
  },
});
