import { assertEvent, assign, fromPromise, sendTo, setup } from 'xstate';
import { errorMessage } from '../api/http';
import { notify, type NoticeKind } from './notify';
import { reasonError } from '../domain/certification';
import { LIST_ID, createListMachine, type ListEvent, type ListInput } from './listMachine';

export interface Decision {
  id: string;
  approve: boolean;
  reason: string;
}

export interface AuditQueueContext<Q> {
  list: ListInput<Q>;
  /** The decision being made; a rejection keeps its reason through a failed attempt. */
  decision?: Decision;
  decisionError?: string;
}

export type AuditQueueEvent<Q> =
  | ListEvent<Q>
  | { type: 'AUDIT.APPROVE'; id: string }
  | { type: 'AUDIT.REJECT'; id: string }
  | { type: 'AUDIT.REASON'; reason: string }
  | { type: 'AUDIT.CONFIRM' }
  | { type: 'AUDIT.CANCEL' };

export const auditMessages = { approved: '审核通过', rejected: '已驳回' } as const;

/**
 * An admin audit queue (identity verification, downloads, apps): a list (child `list`)
 * filtered by status, where an application is approved at once or rejected with a reason.
 * Each use provides `list` and `decide` (its endpoints and status codes); the list reloads
 * after every decision.
 */
export function createAuditQueueMachine<T, Q>() {
  return setup({
    types: {} as { context: AuditQueueContext<Q>; events: AuditQueueEvent<Q>; input: ListInput<Q> },
    actors: {
      list: createListMachine<T, Q>(),
      decide: fromPromise<boolean, Decision>(() => Promise.reject(new Error('decide is not provided'))),
    },
    guards: {
      reasonGiven: ({ context }) => !reasonError(context.decision?.reason ?? ''),
      wasRejection: ({ context }) => context.decision?.approve === false,
    },
    actions: {
      notify: (_, params: { message: string; kind: NoticeKind }) => notify(params.message, params.kind),
      forgetDecision: assign({ decision: undefined, decisionError: undefined }),
      reloadList: sendTo(LIST_ID, { type: 'LIST.RELOAD' }),
    },
  }).createMachine({
    id: 'auditQueue',
    context: ({ input }) => ({ list: input }),
    invoke: { id: LIST_ID, src: 'list', input: ({ context }) => context.list },
    // The screen's LIST.* events (filters, pages, retry) go on to the list.
    on: {
      'LIST.*': {
        actions: sendTo(LIST_ID, ({ event }) => {
          assertEvent(event, 'LIST.*');
          return event;
        }),
      },
    },
    initial: 'idle',
    states: {
      idle: {
        on: {
          'AUDIT.APPROVE': {
            target: 'deciding',
            actions: assign({ decision: ({ event }) => ({ id: event.id, approve: true, reason: '' }) }),
          },
          'AUDIT.REJECT': {
            target: 'rejecting',
            actions: assign({
              decision: ({ event }) => ({ id: event.id, approve: false, reason: '' }),
              decisionError: undefined,
            }),
          },
        },
      },
      rejecting: {
        on: {
          'AUDIT.REASON': {
            actions: assign(({ context, event }) => ({
              decision: context.decision && { ...context.decision, reason: event.reason },
              decisionError: undefined,
            })),
          },
          'AUDIT.CONFIRM': { guard: 'reasonGiven', target: 'deciding' },
          'AUDIT.CANCEL': { target: 'idle', actions: 'forgetDecision' },
        },
      },
      deciding: {
        invoke: {
          id: 'decide',
          src: 'decide',
          input: ({ context }) => ({ id: '', approve: false, reason: '', ...context.decision }),
          onDone: {
            target: 'idle',
            actions: [
              'reloadList',
              {
                type: 'notify',
                params: ({ context }) => ({
                  message: context.decision?.approve ? auditMessages.approved : auditMessages.rejected,
                  kind: 'success',
                }),
              },
              'forgetDecision',
            ],
          },
          onError: [
            {
              guard: 'wasRejection',
              target: 'rejecting',
              actions: assign({ decisionError: ({ event }) => errorMessage(event.error) }),
            },
            {
              target: 'idle',
              actions: [
                { type: 'notify', params: ({ event }) => ({ message: errorMessage(event.error), kind: 'error' }) },
                'forgetDecision',
                'reloadList',
              ],
            },
          ],
        },
      },
    },
  });
}

export type AuditQueueMachine<T, Q> = ReturnType<typeof createAuditQueueMachine<T, Q>>;
