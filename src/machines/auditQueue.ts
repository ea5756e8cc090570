import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../api/http';
import type { Page } from '../api/types';
import { notify, type NoticeKind } from './notify';
import { reasonError } from './rules/certification';
import type { ListRequest } from './listMachine';

export interface Decision {
  id: string;
  approve: boolean;
  reason: string;
}

export interface AuditQueueContext<T, Q> {
  query: Q;
  pageNum: number;
  pageSize: number;
  records: T[];
  total: number;
  pages: number;
  error?: string;
  /** The decision being made; a rejection keeps its reason through a failed attempt. */
  decision?: Decision;
  decisionError?: string;
}

export type AuditQueueEvent<Q> =
  | { type: 'LIST.PAGE'; pageNum: number }
  | { type: 'LIST.QUERY'; query: Q }
  | { type: 'LIST.RELOAD' }
  | { type: 'AUDIT.APPROVE'; id: string }
  | { type: 'AUDIT.REJECT'; id: string }
  | { type: 'AUDIT.REASON'; reason: string }
  | { type: 'AUDIT.CONFIRM' }
  | { type: 'AUDIT.CANCEL' };

export const auditMessages = { approved: '审核通过', rejected: '已驳回' } as const;

/**
 * An admin audit queue (identity verification): a paged list filtered by status, where an
 * application is approved at once or rejected with a reason. Each use provides `loadPage`
 * and `decide` (its endpoints and status codes); the list reloads after every decision.
 */
export function createAuditQueueMachine<T, Q>() {
  return setup({
    types: {} as { context: AuditQueueContext<T, Q>; events: AuditQueueEvent<Q>; input: { query: Q; pageSize?: number } },
    actors: {
      loadPage: fromPromise<Page<T>, ListRequest<Q>>(() => Promise.reject(new Error('loadPage is not provided'))),
      decide: fromPromise<boolean, Decision>(() => Promise.reject(new Error('decide is not provided'))),
    },
    guards: {
      reasonGiven: ({ context }) => !reasonError(context.decision?.reason ?? ''),
      wasRejection: ({ context }) => context.decision?.approve === false,
    },
    actions: {
      notify: (_, params: { message: string; kind: NoticeKind }) => notify(params.message, params.kind),
      forgetDecision: assign({ decision: undefined, decisionError: undefined }),
    },
  }).createMachine({
    id: 'auditQueue',
    context: ({ input }) => ({ query: input.query, pageNum: 1, pageSize: input.pageSize ?? 10, records: [], total: 0, pages: 0 }),
    initial: 'loading',
    states: {
      loading: {
        on: {
          // A filter or page picked while a page loads replaces that load rather than being lost.
          'LIST.PAGE': { target: 'loading', reenter: true, actions: assign({ pageNum: ({ event }) => event.pageNum }) },
          'LIST.QUERY': { target: 'loading', reenter: true, actions: assign({ query: ({ event }) => event.query, pageNum: 1 }) },
        },
        invoke: {
          id: 'loadPage',
          src: 'loadPage',
          input: ({ context }) => ({ query: context.query, pageNum: context.pageNum, pageSize: context.pageSize }),
          onDone: {
            target: 'ready',
            actions: assign(({ event }) => ({ records: event.output.records, total: event.output.total, pages: event.output.pages, error: undefined })),
          },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        },
      },
      ready: {
        on: {
          'LIST.PAGE': { target: 'loading', actions: assign({ pageNum: ({ event }) => event.pageNum }) },
          'LIST.QUERY': { target: 'loading', actions: assign({ query: ({ event }) => event.query, pageNum: 1 }) },
          'LIST.RELOAD': 'loading',
          'AUDIT.APPROVE': { target: 'deciding', actions: assign({ decision: ({ event }) => ({ id: event.id, approve: true, reason: '' }) }) },
          'AUDIT.REJECT': {
            target: 'rejecting',
            actions: assign({ decision: ({ event }) => ({ id: event.id, approve: false, reason: '' }), decisionError: undefined }),
          },
        },
      },
      failed: {
        on: {
          'LIST.RELOAD': 'loading',
          'LIST.QUERY': { target: 'loading', actions: assign({ query: ({ event }) => event.query, pageNum: 1 }) },
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
          'AUDIT.CANCEL': { target: 'ready', actions: 'forgetDecision' },
        },
      },
      deciding: {
        invoke: {
          id: 'decide',
          src: 'decide',
          input: ({ context }) => ({ id: '', approve: false, reason: '', ...context.decision }),
          onDone: {
            target: 'loading',
            actions: [
              {
                type: 'notify',
                params: ({ context }) => ({ message: context.decision?.approve ? auditMessages.approved : auditMessages.rejected, kind: 'success' }),
              },
              'forgetDecision',
            ],
          },
          onError: [
            { guard: 'wasRejection', target: 'rejecting', actions: assign({ decisionError: ({ event }) => errorMessage(event.error) }) },
            {
              target: 'loading',
              actions: [{ type: 'notify', params: ({ event }) => ({ message: errorMessage(event.error), kind: 'error' }) }, 'forgetDecision'],
            },
          ],
        },
      },
    },
  });
}

export type AuditQueueMachine<T, Q> = ReturnType<typeof createAuditQueueMachine<T, Q>>;
