import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Page } from '../../src/api/types';
import { createInfiniteListMachine } from '../../src/machines/infiniteList';
import { ControlledActors, flush, expectEveryStateReachable, byValue } from './modelHarness';

const page = (records: number[], pageNum: number, pages: number): Page<number> => ({
  records,
  total: pages * 2,
  pageNum,
  pageSize: 2,
  pages,
});

const events = [
  { type: 'LIST.MORE' },
  { type: 'LIST.RETRY' },
  { type: 'LIST.REFRESH' },
  { type: 'LIST.QUERY', query: { type: 1 } },
  { type: 'xstate.done.actor.loadFirst', output: page([], 1, 0) },
  { type: 'xstate.done.actor.loadFirst', output: page([1, 2], 1, 1) },
  { type: 'xstate.done.actor.loadFirst', output: page([1, 2], 1, 3) },
  { type: 'xstate.error.actor.loadFirst', error: new Error('down') },
  { type: 'xstate.done.actor.loadNext', output: page([3, 4], 2, 3) },
  { type: 'xstate.done.actor.loadNext', output: page([5], 3, 2) },
  { type: 'xstate.error.actor.loadNext', error: new Error('down') },
];

function harness() {
  const control = new ControlledActors();
  const machine = createInfiniteListMachine<number, { type: number }>().provide({ actors: { loadPage: control.actor<Page<number>>() } });
  return { control, machine };
}

const input = { query: { type: 2 }, pageSize: 2 };

describe('infinite list machine', () => {
  it('reaches every state', () => expectEveryStateReachable(harness().machine, { inputs: [input], events, serialize: byValue }));

  it('appends pages in order, asks for the next page number, and ends on the last page', async () => {
    const requests: unknown[] = [];
    const pages = [page([1, 2], 1, 2), page([3], 2, 2)];
    const machine = createInfiniteListMachine<number, { type: number }>().provide({
      actors: {
        loadPage: fromPromise(({ input: req }) => (requests.push(req), Promise.resolve(pages.shift()!))),
      },
    });
    const actor = createActor(machine, { input }).start();
    await flush();
    actor.send({ type: 'LIST.MORE' });
    await flush();
    expect(actor.getSnapshot().value).toBe('ended');
    expect(actor.getSnapshot().context.items).toEqual([1, 2, 3]);
    expect(requests).toEqual([
      { query: { type: 2 }, pageNum: 1, pageSize: 2 },
      { query: { type: 2 }, pageNum: 2, pageSize: 2 },
    ]);
  });

  it('keeps loaded items and the error message when the next page fails, then retries the same page', async () => {
    const { control, machine } = harness();
    const actor = createActor(machine, { input }).start();
    control.settle({ type: 'xstate.done.actor.loadFirst', output: page([1, 2], 1, 3) });
    await flush();
    actor.send({ type: 'LIST.MORE' });
    control.settle({ type: 'xstate.error.actor.loadNext', error: new Error('网络异常') });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ items: [1, 2], error: '网络异常', pageNum: 1 });
    actor.send({ type: 'LIST.RETRY' });
    control.settle({ type: 'xstate.done.actor.loadNext', output: page([3, 4], 2, 3) });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ items: [1, 2, 3, 4], pageNum: 2, error: undefined });
  });

  it('starts over on a new query', async () => {
    const { control, machine } = harness();
    const actor = createActor(machine, { input }).start();
    control.settle({ type: 'xstate.done.actor.loadFirst', output: page([1, 2], 1, 3) });
    await flush();
    actor.send({ type: 'LIST.QUERY', query: { type: 1 } });
    expect(actor.getSnapshot().context).toMatchObject({ items: [], pageNum: 0, query: { type: 1 } });
    expect(actor.getSnapshot().value).toBe('loading');
  });
});
