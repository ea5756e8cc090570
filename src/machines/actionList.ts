import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../api/http';
import type { Page } from '../api/types';
import { notify } from './notify';
import type { ListRequest } from './listMachine';

/** One row action: set row `id` to `status` (mark contacted, stop an SDK authorization …). */
export interface RowAction {
  id: string;
  status: number;
}

export interface ActionListContext<T, Q> {
  query: Q;
  pageNum: number;
  pageSize: number;
  records: T[];
  total: number;
  error?: string;
  /** The row whose action is running. */
  acting?: RowAction;
}

export type ActionListEvent<Q> =
  | { type: 'LIST.PAGE'; pageNum: number }
  | { type: 'LIST.QUERY'; query: Q }
  | { type: 'LIST.RELOAD' }
  | { type: 'ROW.ACT'; id: string; status: number };

export const actionListMessages = { done: '操作成功' } as const;

/**
 * An admin list, one page at a time, whose rows carry a status action (customer follow-up,
 * SDK authorization on/off). Each use provides `loadPage` and `act`; the page reloads after
 * every action, successful or not, so it always shows the server's truth.
 */
export function createActionListMachine<T, Q>() {
  return setup({
    types: {} as { context: ActionListContext<T, Q>; events: ActionListEvent<Q>; input: { query: Q; pageSize?: number } },
    actors: {
      loadPage: fromPromise<Page<T>, ListRequest<Q>>(() => Promise.reject(new Error('loadPage is not provided'))),
      act: fromPromise<boolean, RowAction>(() => Promise.reject(new Error('act is not provided'))),
    },
    actions: {
      notifyDone: () => notify(actionListMessages.done, 'success'),
    },
  }).createMachine({
    id: 'actionList',
    context: ({ input }) => ({ query: input.query, pageNum: 1, pageSize: input.pageSize ?? 10, records: [], total: 0 }),
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
          onDone: { target: 'ready', actions: assign(({ event }) => ({ records: event.output.records, total: event.output.total, error: undefined })) },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        },
      },
      ready: {
        on: {
          'LIST.PAGE': { target: 'loading', actions: assign({ pageNum: ({ event }) => event.pageNum }) },
          'LIST.QUERY': { target: 'loading', actions: assign({ query: ({ event }) => event.query, pageNum: 1 }) },
          'LIST.RELOAD': 'loading',
          'ROW.ACT': { target: 'acting', actions: assign({ acting: ({ event }) => ({ id: event.id, status: event.status }) }) },
        },
      },
      failed: {
        on: {
          'LIST.RELOAD': 'loading',
          'LIST.QUERY': { target: 'loading', actions: assign({ query: ({ event }) => event.query, pageNum: 1 }) },
        },
      },
      acting: {
        invoke: {
          id: 'act',
          src: 'act',
          input: ({ context }) => context.acting ?? { id: '', status: 0 },
          // The http client has already shown a refusal; either way the page reloads.
          onDone: { target: 'loading', actions: ['notifyDone', assign({ acting: undefined })] },
          onError: { target: 'loading', actions: assign({ acting: undefined }) },
        },
      },
    },
  });
}

export type ActionListMachine<T, Q> = ReturnType<typeof createActionListMachine<T, Q>>;
