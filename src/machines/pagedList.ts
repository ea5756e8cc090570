import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../api/http';
import type { Page } from '../api/types';

export interface PagedRequest<Q> {
  query: Q;
  pageNum: number;
  pageSize: number;
}

export interface PagedListContext<T, Q> {
  query: Q;
  pageNum: number;
  pageSize: number;
  records: T[];
  total: number;
  pages: number;
  error?: string;
}

export type PagedListEvent<Q> =
  | { type: 'LIST.PAGE'; pageNum: number }
  | { type: 'LIST.QUERY'; query: Q }
  | { type: 'LIST.REFRESH' };

/**
 * A table shown one page at a time (with a pager), as the account-centre lists and admin
 * queues are. Each use provides `loadPage`; a new query starts again at page 1.
 */
export function createPagedListMachine<T, Q>() {
  return setup({
    types: {} as { context: PagedListContext<T, Q>; events: PagedListEvent<Q>; input: { query: Q; pageSize?: number } },
    actors: {
      loadPage: fromPromise<Page<T>, PagedRequest<Q>>(() => Promise.reject(new Error('loadPage is not provided'))),
    },
  }).createMachine({
    id: 'pagedList',
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
            actions: assign(({ event }) => ({
              records: event.output.records,
              total: event.output.total,
              pages: event.output.pages,
              error: undefined,
            })),
          },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        },
      },
      ready: {
        on: {
          'LIST.PAGE': { target: 'loading', actions: assign({ pageNum: ({ event }) => event.pageNum }) },
          'LIST.QUERY': { target: 'loading', actions: assign({ query: ({ event }) => event.query, pageNum: 1 }) },
          'LIST.REFRESH': 'loading',
        },
      },
      failed: {
        on: {
          'LIST.REFRESH': 'loading',
          'LIST.QUERY': { target: 'loading', actions: assign({ query: ({ event }) => event.query, pageNum: 1 }) },
        },
      },
    },
  });
}
