import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../api/http';
import type { Page } from '../api/types';

export interface PageRequest<Q> {
  query: Q;
  pageNum: number;
  pageSize: number;
}

export interface InfiniteListContext<T, Q> {
  query: Q;
  pageSize: number;
  items: T[];
  pageNum: number;
  total: number;
  error?: string;
}

export type InfiniteListEvent<Q> =
  | { type: 'LIST.MORE' }
  | { type: 'LIST.RETRY' }
  | { type: 'LIST.REFRESH' }
  | { type: 'LIST.QUERY'; query: Q };

/** End-of-list and empty texts of SPEC section 4. */
export const END_TEXT = '没有更多数据了';

const isLastPage = (page: Page<unknown>, pageNum: number, pageSize: number) =>
  pageNum >= page.pages || page.records.length < pageSize;

/**
 * Any paged list that loads page by page as its bottom sentinel scrolls into view. Each use
 * provides `loadPage` (its API call); the flow — first page, more, end, empty, errors with
 * retry, refresh and new queries — is the same everywhere.
 */
export function createInfiniteListMachine<T, Q>() {
  const takeFirst = assign<InfiniteListContext<T, Q>, { type: string; output: Page<T> }, undefined, InfiniteListEvent<Q>, never>(
    ({ event }) => ({ items: event.output.records, total: event.output.total, pageNum: 1, error: undefined }),
  );
  const append = assign<InfiniteListContext<T, Q>, { type: string; output: Page<T> }, undefined, InfiniteListEvent<Q>, never>(
    ({ context, event }) => ({
      items: [...context.items, ...event.output.records],
      total: event.output.total,
      pageNum: context.pageNum + 1,
      error: undefined,
    }),
  );
  return setup({
    types: {} as {
      context: InfiniteListContext<T, Q>;
      events: InfiniteListEvent<Q>;
      input: { query: Q; pageSize?: number };
    },
    actors: {
      loadPage: fromPromise<Page<T>, PageRequest<Q>>(() => Promise.reject(new Error('loadPage is not provided'))),
    },
    actions: {
      reset: assign({ items: [], pageNum: 0, total: 0, error: undefined }),
    },
  }).createMachine({
    id: 'infiniteList',
    context: ({ input }) => ({ query: input.query, pageSize: input.pageSize ?? 10, items: [], pageNum: 0, total: 0 }),
    initial: 'loading',
    on: {
      'LIST.REFRESH': { target: '.loading', actions: 'reset' },
      'LIST.QUERY': { target: '.loading', actions: ['reset', assign({ query: ({ event }) => event.query })] },
    },
    states: {
      loading: {
        invoke: {
          id: 'loadFirst',
          src: 'loadPage',
          input: ({ context }) => ({ query: context.query, pageNum: 1, pageSize: context.pageSize }),
          onDone: [
            { guard: ({ event }) => event.output.records.length === 0, target: 'empty', actions: takeFirst },
            { guard: ({ context, event }) => isLastPage(event.output, 1, context.pageSize), target: 'ended', actions: takeFirst },
            { target: 'ready', actions: takeFirst },
          ],
          onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        },
      },
      ready: { on: { 'LIST.MORE': 'loadingMore' } },
      loadingMore: {
        invoke: {
          id: 'loadNext',
          src: 'loadPage',
          input: ({ context }) => ({ query: context.query, pageNum: context.pageNum + 1, pageSize: context.pageSize }),
          onDone: [
            { guard: ({ context, event }) => isLastPage(event.output, context.pageNum + 1, context.pageSize), target: 'ended', actions: append },
            { target: 'ready', actions: append },
          ],
          onError: { target: 'moreFailed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        },
      },
      moreFailed: { on: { 'LIST.RETRY': 'loadingMore', 'LIST.MORE': 'loadingMore' } },
      failed: { on: { 'LIST.RETRY': 'loading' } },
      ended: {},
      empty: {},
    },
  });
}

export type InfiniteListMachine<T, Q> = ReturnType<typeof createInfiniteListMachine<T, Q>>;
