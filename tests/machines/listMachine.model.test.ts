import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, fromPromise } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { Page } from '../../src/domain/types/common.types';
import { createListMachine, type ListMode, type ListRequest } from '../../src/machines/listMachine';
import { flush, pathsThroughEveryTransition } from './modelHarness';

/**
 * Lists as SPEC sections 4 and 9 tell them, written apart from the code. A paged list shows one
 * page; picking a page or a new filter asks again, and only the answer to the latest question
 * may show (a slower answer to an older one is dropped). An infinite list appends the next
 * page until the last; a new filter starts again from page 1. A failed load says why and
 * 重试 asks the same question again; a failed next page keeps what was shown.
 */
type Query = 'a' | 'b';
interface Model {
  query: Query;
  /** The page asked for (paged) or the pages shown (infinite). */
  pageNum: number;
  /** What is on screen: pages of `query` 1…shown (infinite) or page `shown` (paged); 0 nothing. */
  shown: number;
  /** The query of what is on screen (a paged list keeps the last page shown while it loads another). */
  shownQuery: Query;
  /** A superseded request is still waiting for its answer. */
  stale: boolean;
}
const PAGES = 3;
const PAGE_SIZE = 2;
const set = (patch: Partial<Model> | ((m: Model) => Partial<Model>)) =>
  assign(({ context }: { context: Model }) => (typeof patch === 'function' ? patch(context) : patch)) as never;

const pagedModel = createMachine({
  types: {} as { context: Model; events: { type: string } },
  id: 'paged',
  context: { query: 'a', pageNum: 1, shown: 0, shownQuery: 'a', stale: false },
  initial: 'loading',
  states: {
    loading: {
      on: {
        ANSWER: { target: 'ready', actions: set((m) => ({ shown: m.pageNum, shownQuery: m.query })) },
        FAIL: 'failed',
        // Picked while a page loads: the question changes, the old one goes stale.
        PAGE_3: {
          guard: ({ context }) => context.pageNum !== 3,
          target: 'loading',
          actions: set({ pageNum: 3, stale: true }),
        },
        QUERY_B: {
          guard: ({ context }) => context.query !== 'b',
          target: 'loading',
          actions: set({ query: 'b', pageNum: 1, stale: true }),
        },
        STALE_ANSWER: { guard: ({ context }) => context.stale, actions: set({ stale: false }) },
      },
    },
    ready: {
      on: {
        PAGE_3: { guard: ({ context }) => context.pageNum !== 3, target: 'loading', actions: set({ pageNum: 3 }) },
        QUERY_B: {
          guard: ({ context }) => context.query !== 'b',
          target: 'loading',
          actions: set({ query: 'b', pageNum: 1 }),
        },
        STALE_ANSWER: { guard: ({ context }) => context.stale, actions: set({ stale: false }) },
      },
    },
    failed: {
      on: {
        RETRY: 'loading',
        STALE_ANSWER: { guard: ({ context }) => context.stale, actions: set({ stale: false }) },
      },
    },
  },
});

const infiniteModel = createMachine({
  types: {} as { context: Model; events: { type: string } },
  id: 'infinite',
  context: { query: 'a', pageNum: 1, shown: 0, shownQuery: 'a', stale: false },
  initial: 'loading',
  on: {
    QUERY_B: {
      guard: ({ context }) => context.query !== 'b',
      target: '.loading',
      actions: set({ query: 'b', pageNum: 1, shown: 0, stale: true }),
    },
    STALE_ANSWER: { guard: ({ context }) => context.stale, actions: set({ stale: false }) },
  },
  states: {
    loading: { on: { ANSWER: { target: 'more', actions: set({ shown: 1 }) }, FAIL: 'failed' } },
    failed: { on: { RETRY: 'loading' } },
    more: { on: { SCROLL: { target: 'loadingMore', actions: set((m) => ({ pageNum: m.shown + 1 })) } } },
    loadingMore: {
      on: {
        ANSWER: [
          { guard: ({ context }) => context.pageNum === PAGES, target: 'ended', actions: set({ shown: PAGES }) },
          { target: 'more', actions: set((m) => ({ shown: m.pageNum })) },
        ],
        FAIL: 'moreFailed',
      },
    },
    moreFailed: { on: { RETRY: 'loadingMore' } },
    ended: {},
  },
});

/** Rows name their query and page, so the screen tells which answer it shows. */
const pageOf = ({ query, pageNum }: ListRequest<Query>): Page<string> => ({
  records: Array.from({ length: PAGE_SIZE }, (_, i) => `${query}${pageNum}.${i}`),
  total: PAGES * PAGE_SIZE,
  pageNum,
  pageSize: PAGE_SIZE,
  pages: PAGES,
});
const rows = (query: Query, pages: number[]) =>
  pages.flatMap((n) => pageOf({ query, pageNum: n, pageSize: PAGE_SIZE }).records);

function start(mode: ListMode) {
  const asked: {
    input: ListRequest<Query>;
    resolve: (p: Page<string>) => void;
    reject: (e: Error) => void;
    settled?: boolean;
  }[] = [];
  const machine = createListMachine<string, Query>().provide({
    actors: {
      loadPage: fromPromise<Page<string>, ListRequest<Query>>(
        ({ input }) => new Promise((resolve, reject) => asked.push({ input, resolve, reject })),
      ),
    },
  });
  const actor = createActor(machine, { input: { query: 'a', mode, pageSize: PAGE_SIZE } }).start();
  /** The latest question, or every older one still open (superseded: its answer must not show). */
  const settle = async (which: 'latest' | 'stale', fail = false) => {
    const picked = which === 'latest' ? [asked.at(-1)!] : asked.filter((a) => !a.settled && a !== asked.at(-1));
    for (const a of picked) {
      a.settled = true;
      if (fail) a.reject(new Error('服务繁忙，请稍后再试'));
      else a.resolve(pageOf(a.input));
    }
    await flush();
  };
  return { actor, asked, settle };
}

const events = (list: ReturnType<typeof start>) => ({
  ANSWER: () => list.settle('latest'),
  FAIL: () => list.settle('latest', true),
  STALE_ANSWER: () => list.settle('stale'),
  PAGE_3: () => list.actor.send({ type: 'LIST.PAGE', pageNum: 3 }),
  QUERY_B: () => list.actor.send({ type: 'LIST.QUERY', query: 'b' }),
  RETRY: () => list.actor.send({ type: 'LIST.RETRY' }),
  SCROLL: () => list.actor.send({ type: 'LIST.MORE' }),
});

describe('list machine, paged: SPEC model', () => {
  const paths = pathsThroughEveryTransition(createTestModel(pagedModel));
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_d, path) => {
    const list = start('paged');
    const { actor, asked } = list;
    const shows = (m: Model) =>
      expect(actor.getSnapshot().context.records).toEqual(m.shown ? rows(m.shownQuery, [m.shown]) : []);
    await path.test({
      events: events(list) as never,
      states: {
        loading: ({ context: m }: { context: Model }) => {
          expect(actor.getSnapshot().value).toBe('loading');
          expect(asked.filter((a) => !a.settled).at(-1)?.input).toEqual({
            query: m.query,
            pageNum: m.pageNum,
            pageSize: PAGE_SIZE,
          });
        },
        ready: ({ context: m }: { context: Model }) => {
          expect(actor.getSnapshot().matches('ready')).toBe(true);
          expect(actor.getSnapshot().context).toMatchObject({
            query: m.query,
            pageNum: m.pageNum,
            total: PAGES * PAGE_SIZE,
          });
          shows(m);
        },
        failed: ({ context: m }: { context: Model }) => {
          expect(actor.getSnapshot().value).toBe('failed');
          expect(actor.getSnapshot().context.error).toBe('服务繁忙，请稍后再试');
          shows(m);
        },
      } as never,
    });
    actor.stop();
  });
});

describe('list machine, infinite: SPEC model', () => {
  const paths = pathsThroughEveryTransition(createTestModel(infiniteModel));
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_d, path) => {
    const list = start('infinite');
    const { actor, asked } = list;
    const shows = (m: Model) =>
      expect(actor.getSnapshot().context.records).toEqual(
        rows(
          m.query,
          Array.from({ length: m.shown }, (_, i) => i + 1),
        ),
      );
    const asking = (m: Model) =>
      expect(asked.filter((a) => !a.settled).at(-1)?.input).toEqual({
        query: m.query,
        pageNum: m.pageNum,
        pageSize: PAGE_SIZE,
      });
    await path.test({
      events: events(list) as never,
      states: {
        loading: ({ context: m }: { context: Model }) => (
          expect(actor.getSnapshot().value).toBe('loading'),
          asking(m),
          shows(m)
        ),
        loadingMore: ({ context: m }: { context: Model }) => (
          expect(actor.getSnapshot().value).toEqual({ ready: 'loadingMore' }),
          asking(m),
          shows(m)
        ),
        failed: ({ context: m }: { context: Model }) => (expect(actor.getSnapshot().value).toBe('failed'), shows(m)),
        moreFailed: ({ context: m }: { context: Model }) => {
          expect(actor.getSnapshot().value).toEqual({ ready: 'moreFailed' });
          expect(actor.getSnapshot().context.error).toBe('服务繁忙，请稍后再试');
          shows(m);
        },
        more: ({ context: m }: { context: Model }) => (
          expect(actor.getSnapshot().can({ type: 'LIST.MORE' })).toBe(true),
          shows(m)
        ),
        ended: ({ context: m }: { context: Model }) => (
          expect(actor.getSnapshot().can({ type: 'LIST.MORE' })).toBe(false),
          shows(m)
        ),
      } as never,
    });
    actor.stop();
  });
});

describe('list machine', () => {
  it('ignores the same query asked again while it loads (a URL effect on mount), but reloads it once settled', async () => {
    const { actor, asked, settle } = start('paged');
    actor.send({ type: 'LIST.QUERY', query: 'a' });
    expect(asked).toHaveLength(1);
    await settle('latest');
    actor.send({ type: 'LIST.QUERY', query: 'a' });
    expect(asked).toHaveLength(2);
    actor.send({ type: 'LIST.RELOAD' });
    expect(asked.map((a) => a.input.pageNum)).toEqual([1, 1, 1]);
  });
});
