import { assertEvent, assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { errorMessage } from '../api/http';
import type { Page } from '../domain/types/common.types';
import type { Question } from '../api/requestCache';

/** `paged`: one page at a time behind a pager; `infinite`: pages append as the list's end scrolls into view. */
export type ListMode = 'paged' | 'infinite';

export interface ListRequest<Q> {
  query: Q;
  pageNum: number;
  pageSize: number;
}

export interface ListInput<Q> {
  query: Q;
  mode?: ListMode;
  pageSize?: number;
  /** Paged lists whose page lives in the URL start on that page. */
  pageNum?: number;
  /** A page found empty past the last one (its rows deleted meanwhile) loads the new last page instead. */
  backToLastPage?: boolean;
}

export interface ListContext<T, Q, P extends Page<T> = Page<T>> {
  mode: ListMode;
  query: Q;
  pageNum: number;
  pageSize: number;
  records: T[];
  total: number;
  pages: number;
  /** The last answer as the server sent it (reports read their totals and chart series from it). */
  page?: P;
  /** Infinite mode: another page is there to load. */
  more: boolean;
  backToLastPage: boolean;
  error?: string;
}

export type ListEvent<Q> =
  | { type: 'LIST.PAGE'; pageNum: number }
  | { type: 'LIST.MORE' }
  | { type: 'LIST.QUERY'; query: Q; pageNum?: number }
  | { type: 'LIST.RETRY' }
  | { type: 'LIST.RELOAD' };

/** End-of-list text of SPEC section 4. */
export const END_TEXT = '没有更多数据了';

const lastPageOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** What an answer changes in the list: its rows (appended to in infinite mode past page 1), total and whether more is there. */
function withPage<T, Q, P extends Page<T>>(context: ListContext<T, Q, P>, page: P): Partial<ListContext<T, Q, P>> {
  return {
    page,
    records: context.mode === 'infinite' && context.pageNum > 1 ? [...context.records, ...page.records] : page.records,
    total: page.total,
    pages: page.pages,
    more: context.pageNum < page.pages && page.records.length >= context.pageSize,
    error: undefined,
  };
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The one list core every list screen invokes as its child `list`: loading, ready, failed with
 * retry. A new query, page or reload re-enters `loading`, which stops the request in flight, so
 * the late answer of an older query never lands. Each use provides `loadPage` (its API call).
 * `answered` hands it the answer to its first request if that is in already (a route asked for it
 * ahead, src/api/requestCache.ts): it then starts ready, shown in the screen's first render.
 */
export function createListMachine<T, Q, P extends Page<T> = Page<T>>(
  answered?: (request: ListRequest<Q>) => P | undefined,
) {
  type Context = ListContext<T, Q, P>;
  return setup({
    types: {} as { context: Context; events: ListEvent<Q>; input: ListInput<Q> },
    actors: {
      loadPage: fromPromise<P, ListRequest<Q>>(() => Promise.reject(new Error('loadPage is not provided'))),
    },
    guards: {
      paged: ({ context }) => context.mode === 'paged',
      hasMore: ({ context }) => context.more,
      /** A paged list's page came back empty past the last one (its rows were deleted meanwhile). */
      pastLastPage: ({ context }, page: Page<T>) =>
        context.backToLastPage &&
        context.mode === 'paged' &&
        page.records.length === 0 &&
        context.pageNum > lastPageOf(page.total, context.pageSize),
      newQuery: ({ context, event }) => {
        assertEvent(event, 'LIST.QUERY');
        return !(sameJson(event.query, context.query) && (event.pageNum ?? 1) === context.pageNum);
      },
    },
    actions: {
      // An infinite list starts again from nothing; a paged table keeps its rows under the spinner.
      clearIfInfinite: assign(({ context }) =>
        context.mode === 'infinite' ? { records: [], total: 0, pages: 0, pageNum: 1, more: false } : {},
      ),
      setQuery: assign(({ event }) => {
        assertEvent(event, 'LIST.QUERY');
        return { query: event.query, pageNum: event.pageNum ?? 1 };
      }),
      takePage: assign(({ context }, page: Page<T>) => withPage(context, page as P)),
    },
  }).createMachine({
    id: 'list',
    context: ({ input }) => {
      const empty: Context = {
        mode: input.mode ?? 'paged',
        query: input.query,
        pageNum: input.pageNum ?? 1,
        pageSize: input.pageSize ?? 10,
        backToLastPage: input.backToLastPage ?? false,
        records: [],
        total: 0,
        pages: 0,
        more: false,
      };
      const first = answered?.({ query: empty.query, pageNum: empty.pageNum, pageSize: empty.pageSize });
      return first ? { ...empty, ...withPage(empty, first) } : empty;
    },
    initial: 'starting',
    on: {
      // Once the list has settled, even the same query again loads afresh (搜索 pressed twice).
      'LIST.QUERY': { target: '.loading', reenter: true, actions: ['setQuery', 'clearIfInfinite'] },
      'LIST.RELOAD': { target: '.loading', reenter: true, actions: 'clearIfInfinite' },
      'LIST.PAGE': {
        guard: 'paged',
        target: '.loading',
        reenter: true,
        actions: assign({ pageNum: ({ event }) => event.pageNum }),
      },
    },
    states: {
      // Ready at once with a first page it was handed (shown in the screen's first render), else loading.
      starting: {
        always: [{ guard: ({ context }) => context.page !== undefined, target: 'ready' }, { target: 'loading' }],
      },
      loading: {
        on: {
          // The page asks again for what is already on its way (a URL effect on mount): the answer in flight serves it.
          'LIST.QUERY': [
            { guard: 'newQuery', target: 'loading', reenter: true, actions: ['setQuery', 'clearIfInfinite'] },
            {},
          ],
        },
        invoke: {
          id: 'loadPage',
          src: 'loadPage',
          input: ({ context }) => ({ query: context.query, pageNum: context.pageNum, pageSize: context.pageSize }),
          onDone: [
            // Shows the new last page instead; never twice in a row, since the last page is below it.
            {
              guard: { type: 'pastLastPage', params: ({ event }) => event.output as Page<T> },
              target: 'loading',
              reenter: true,
              actions: assign({
                pageNum: ({ context, event }) => lastPageOf((event.output as Page<T>).total, context.pageSize),
              }),
            },
            { target: 'ready', actions: { type: 'takePage', params: ({ event }) => event.output as Page<T> } },
          ],
          onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        },
      },
      ready: {
        initial: 'idle',
        states: {
          idle: { on: { 'LIST.MORE': { guard: 'hasMore', target: 'loadingMore' } } },
          loadingMore: {
            invoke: {
              id: 'loadMore',
              src: 'loadPage',
              input: ({ context }) => ({
                query: context.query,
                pageNum: context.pageNum + 1,
                pageSize: context.pageSize,
              }),
              onDone: {
                target: 'idle',
                actions: [
                  assign({ pageNum: ({ context }) => context.pageNum + 1 }),
                  { type: 'takePage', params: ({ event }) => event.output as Page<T> },
                ],
              },
              onError: { target: 'moreFailed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
            },
          },
          // The pages already shown stay; only the next one is asked for again.
          moreFailed: { on: { 'LIST.RETRY': 'loadingMore', 'LIST.MORE': 'loadingMore' } },
        },
      },
      failed: { on: { 'LIST.RETRY': 'loading' } },
    },
  });
}

export type ListMachine<T, Q, P extends Page<T> = Page<T>> = ReturnType<typeof createListMachine<T, Q, P>>;
export type ListActor<T, Q, P extends Page<T> = Page<T>> = ActorRefFrom<ListMachine<T, Q, P>>;
export type ListSnapshot<T, Q, P extends Page<T> = Page<T>> = SnapshotFrom<ListMachine<T, Q, P>>;

/** A list machine whose `loadPage` is `load`. */
export const listOf = <T, Q, P extends Page<T> = Page<T>>(load: (request: ListRequest<Q>) => Promise<P>) =>
  createListMachine<T, Q, P>().provide({ actors: { loadPage: fromPromise(({ input }) => load(input)) } });

/** A list machine asking `question` for each page, starting ready when the first page's answer is in already. */
export const listAsking = <T, Q, P extends Page<T> = Page<T>>(question: (request: ListRequest<Q>) => Question<P>) =>
  createListMachine<T, Q, P>((request) => question(request).peek()).provide({
    actors: { loadPage: fromPromise(({ input }) => question(input).ask()) },
  });

/** The id a parent invokes its list under; views read it with `useListChild`. */
export const LIST_ID = 'list';
