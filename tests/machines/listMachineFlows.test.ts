import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type Actor } from 'xstate';
import type { Page } from '../../src/domain/types/common.types';
import { createListMachine, type ListInput, type ListRequest } from '../../src/machines/listMachine';
import { flush } from './modelHarness';

/**
 * The list core as SPEC's list rules tell it: paging, infinite loading, retry, a page emptied
 * past the last one, a repeated question. Every page below is written out by hand.
 */
type Row = { id: string };
type Query = { name: string };

/** A loadPage whose requests the test answers (or fails) by hand, in any order. */
function heldLoads() {
  const held: Array<{ request: ListRequest<Query>; answer: (page: Page<Row>) => void; fail: (error: Error) => void }> =
    [];
  const actor = fromPromise<Page<Row>, ListRequest<Query>>(
    ({ input }) => new Promise((answer, fail) => held.push({ request: input, answer, fail })),
  );
  return { loadPage: actor, held, requests: () => held.map((h) => h.request) };
}

const rows = (...ids: string[]): Row[] => ids.map((id) => ({ id }));
const page = (records: Row[], total: number, pageNum: number, pageSize: number, pages: number): Page<Row> => ({
  records,
  total,
  pageNum,
  pageSize,
  pages,
});

let running: Actor<ReturnType<typeof createListMachine<Row, Query>>> | undefined;
afterEach(() => running?.stop());

function start(input: ListInput<Query>, answered?: (request: ListRequest<Query>) => Page<Row> | undefined) {
  const loads = heldLoads();
  const actor = createActor(createListMachine<Row, Query>(answered).provide({ actors: { loadPage: loads.loadPage } }), {
    input,
  }).start();
  running = actor;
  return { ...loads, actor };
}

const settledIn = (actor: Actor<ReturnType<typeof createListMachine<Row, Query>>>, state: string) =>
  waitFor(actor, (s) => s.matches(state as never));

describe('a list started with only its query', () => {
  it('asks for page 1 of 10 and shows nothing yet, nothing more to load', () => {
    const { actor, requests } = start({ query: { name: 'a' } });
    expect(requests()).toEqual([{ query: { name: 'a' }, pageNum: 1, pageSize: 10 }]);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context).toMatchObject({ mode: 'paged', records: [], total: 0, pages: 0, more: false });
  });

  it('keeps an empty page past the last one as it is (going back is asked for, not the default)', async () => {
    // Page 3 of size 2 with 4 rows in all: the last page is 2, yet this list shows page 3 empty.
    const { actor, held, requests } = start({ query: { name: 'a' }, pageNum: 3, pageSize: 2 });
    held[0].answer(page([], 4, 3, 2, 2));
    await settledIn(actor, 'ready');
    expect(requests()).toHaveLength(1);
    expect(actor.getSnapshot().context).toMatchObject({ pageNum: 3, records: [], total: 4 });
  });

  it('without a loadPage of its own fails saying so', async () => {
    const actor = createActor(createListMachine<Row, Query>(), { input: { query: { name: 'a' } } }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('loadPage is not provided');
    actor.stop();
  });
});

describe('a list started with its first page already answered (a route asked for it ahead)', () => {
  it('is ready with it before it starts, in the first snapshot a screen renders, and asks for nothing', () => {
    const loads = heldLoads();
    const first = page(rows('a1', 'a2'), 12, 1, 2, 6);
    const asked: ListRequest<Query>[] = [];
    const answered = (request: ListRequest<Query>) => (asked.push(request), first);
    const machine = createListMachine<Row, Query>(answered).provide({ actors: { loadPage: loads.loadPage } });
    const actor = createActor(machine, { input: { query: { name: 'a' }, pageNum: 3, pageSize: 2 } });
    expect(asked).toEqual([{ query: { name: 'a' }, pageNum: 3, pageSize: 2 }]);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      records: rows('a1', 'a2'),
      total: 12,
      pages: 6,
      more: true,
      page: first,
    });
    actor.start();
    running = actor;
    expect(loads.requests()).toEqual([]);
  });

  it('without an answer in, loads its first page as any list does', () => {
    const { actor, requests } = start({ query: { name: 'a' }, pageSize: 2 }, () => undefined);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(requests()).toEqual([{ query: { name: 'a' }, pageNum: 1, pageSize: 2 }]);
  });

  it('loads as any list does from then on: a page pick asks for that page', async () => {
    const { actor, held, requests } = start({ query: { name: 'a' }, pageSize: 2 }, () =>
      page(rows('a1', 'a2'), 4, 1, 2, 2),
    );
    actor.send({ type: 'LIST.PAGE', pageNum: 2 });
    expect(requests()).toEqual([{ query: { name: 'a' }, pageNum: 2, pageSize: 2 }]);
    held[0].answer(page(rows('a3', 'a4'), 4, 2, 2, 2));
    await settledIn(actor, 'ready');
    expect(actor.getSnapshot().context.records).toEqual(rows('a3', 'a4'));
  });
});

describe('a paged list', () => {
  it('shows the picked page in place of the last one, never both', async () => {
    const { actor, held, requests } = start({ query: { name: 'a' }, pageSize: 2 });
    held[0].answer(page(rows('r1', 'r2'), 5, 1, 2, 3));
    await settledIn(actor, 'ready');
    actor.send({ type: 'LIST.PAGE', pageNum: 2 });
    expect(requests()[1]).toEqual({ query: { name: 'a' }, pageNum: 2, pageSize: 2 });
    // The rows of page 1 stay under the spinner.
    expect(actor.getSnapshot().context.records).toEqual(rows('r1', 'r2'));
    held[1].answer(page(rows('r3', 'r4'), 5, 2, 2, 3));
    await settledIn(actor, 'ready');
    expect(actor.getSnapshot().context).toMatchObject({ pageNum: 2, records: rows('r3', 'r4'), total: 5, pages: 3 });
  });

  it('asks again when the same query comes with another page while the first is on its way', async () => {
    const { actor, held, requests } = start({ query: { name: 'a' }, pageSize: 2 });
    actor.send({ type: 'LIST.QUERY', query: { name: 'a' }, pageNum: 2 });
    expect(requests()).toEqual([
      { query: { name: 'a' }, pageNum: 1, pageSize: 2 },
      { query: { name: 'a' }, pageNum: 2, pageSize: 2 },
    ]);
    held[1].answer(page(rows('r3', 'r4'), 5, 2, 2, 3));
    await settledIn(actor, 'ready');
    held[0].answer(page(rows('r1', 'r2'), 5, 1, 2, 3));
    await flush();
    expect(actor.getSnapshot().context.records).toEqual(rows('r3', 'r4'));
  });

  it('reloads from scratch when told to while a page is still loading; the older answer is dropped', async () => {
    const { actor, held, requests } = start({ query: { name: 'a' }, pageSize: 2 });
    actor.send({ type: 'LIST.RELOAD' });
    expect(requests()).toHaveLength(2);
    held[1].answer(page(rows('r2'), 1, 1, 2, 1));
    await settledIn(actor, 'ready');
    held[0].answer(page(rows('r1', 'gone'), 2, 1, 2, 1));
    await flush();
    expect(actor.getSnapshot().context.records).toEqual(rows('r2'));
  });

  it('goes back to the new last page when its page came back empty (rows deleted meanwhile)', async () => {
    // 4 rows left at 2 a page: page 3 is empty, page 2 is the last.
    const { actor, held, requests } = start({ query: { name: 'a' }, pageNum: 3, pageSize: 2, backToLastPage: true });
    held[0].answer(page([], 4, 3, 2, 2));
    await waitFor(actor, () => held.length === 2);
    expect(requests()[1]).toEqual({ query: { name: 'a' }, pageNum: 2, pageSize: 2 });
    expect(actor.getSnapshot().value).toBe('loading');
    held[1].answer(page(rows('r3', 'r4'), 4, 2, 2, 2));
    await settledIn(actor, 'ready');
    expect(requests()).toHaveLength(2);
    expect(actor.getSnapshot().context).toMatchObject({ pageNum: 2, records: rows('r3', 'r4'), total: 4, pages: 2 });
  });

  it('shows rows that came back even when the count lags behind them (4 rows counted, yet page 3 at 2 a page holds one)', async () => {
    const { actor, held, requests } = start({ query: { name: 'a' }, pageNum: 3, pageSize: 2, backToLastPage: true });
    held[0].answer(page(rows('r5'), 4, 3, 2, 2));
    await settledIn(actor, 'ready');
    expect(requests()).toHaveLength(1);
    expect(actor.getSnapshot().context).toMatchObject({ pageNum: 3, records: rows('r5') });
  });

  it('keeps a non-empty page as it is even when going back is asked for', async () => {
    const { actor, held, requests } = start({ query: { name: 'a' }, pageNum: 2, pageSize: 2, backToLastPage: true });
    held[0].answer(page(rows('r3'), 3, 2, 2, 2));
    await settledIn(actor, 'ready');
    expect(requests()).toHaveLength(1);
    expect(actor.getSnapshot().context).toMatchObject({ pageNum: 2, records: rows('r3') });
  });
});

describe('an infinite list', () => {
  const infinite = () => start({ query: { name: 'a' }, mode: 'infinite', pageSize: 2 });

  it('has no pager: a page pick is ignored', async () => {
    const { actor, held, requests } = infinite();
    held[0].answer(page(rows('r1', 'r2'), 5, 1, 2, 3));
    await settledIn(actor, 'ready');
    actor.send({ type: 'LIST.PAGE', pageNum: 3 });
    expect(requests()).toHaveLength(1);
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
  });

  it('never jumps back to a last page, even when going back is asked for: it has no pages to go back to', async () => {
    // Started at page 3 of size 2 with 4 rows in all: page 3 came back empty.
    const { actor, held, requests } = start({
      query: { name: 'a' },
      mode: 'infinite',
      pageNum: 3,
      pageSize: 2,
      backToLastPage: true,
    });
    held[0].answer(page([], 4, 3, 2, 2));
    await flush();
    expect(requests()).toEqual([{ query: { name: 'a' }, pageNum: 3, pageSize: 2 }]);
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(actor.getSnapshot().context).toMatchObject({ pageNum: 3, records: [], more: false });
  });

  it('ends at a short page even if the server counts more pages', async () => {
    // 1 row where 2 fit: the rest was deleted meanwhile, nothing follows.
    const { actor, held } = infinite();
    held[0].answer(page(rows('r1'), 5, 1, 2, 3));
    await settledIn(actor, 'ready');
    expect(actor.getSnapshot().context.more).toBe(false);
  });

  it('starts again from nothing on a new query, from page 1 and with nothing more to load yet', async () => {
    const { actor, held, requests } = infinite();
    held[0].answer(page(rows('r1', 'r2'), 5, 1, 2, 3));
    await settledIn(actor, 'ready');
    expect(actor.getSnapshot().context.more).toBe(true);
    actor.send({ type: 'LIST.QUERY', query: { name: 'b' }, pageNum: 2 });
    expect(requests()[1]).toEqual({ query: { name: 'b' }, pageNum: 1, pageSize: 2 });
    expect(actor.getSnapshot().context).toMatchObject({ records: [], total: 0, pages: 0, pageNum: 1, more: false });
  });

  it('a new query while the first page loads also starts from page 1', () => {
    const { actor, requests } = infinite();
    actor.send({ type: 'LIST.QUERY', query: { name: 'b' }, pageNum: 2 });
    expect(requests()[1]).toEqual({ query: { name: 'b' }, pageNum: 1, pageSize: 2 });
    expect(actor.getSnapshot().context.pageNum).toBe(1);
  });

  it('a reload empties what was shown while it loads', async () => {
    const { actor, held, requests } = infinite();
    held[0].answer(page(rows('r1', 'r2'), 5, 1, 2, 3));
    await settledIn(actor, 'ready');
    actor.send({ type: 'LIST.RELOAD' });
    expect(requests()).toHaveLength(2);
    expect(actor.getSnapshot().context).toMatchObject({ records: [], total: 0, more: false });
  });

  it('after a failed next page, scrolling to the end again asks for that page again and appends it', async () => {
    const { actor, held, requests } = infinite();
    held[0].answer(page(rows('r1', 'r2'), 3, 1, 2, 2));
    await settledIn(actor, 'ready');
    actor.send({ type: 'LIST.MORE' });
    held[1].fail(new Error('网络异常'));
    await waitFor(actor, (s) => s.matches({ ready: 'moreFailed' }));
    expect(actor.getSnapshot().context).toMatchObject({ error: '网络异常', records: rows('r1', 'r2') });
    actor.send({ type: 'LIST.MORE' });
    expect(requests()[2]).toEqual({ query: { name: 'a' }, pageNum: 2, pageSize: 2 });
    held[2].answer(page(rows('r3'), 3, 2, 2, 2));
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context).toMatchObject({
      records: rows('r1', 'r2', 'r3'),
      pageNum: 2,
      more: false,
      error: undefined,
    });
  });
});
