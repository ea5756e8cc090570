import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActor, type AnyStateMachine } from 'xstate';
import type { AppType } from '../../src/domain/types/app.types';
import type { Page } from '../../src/domain/types/common.types';
import { createActionListMachine } from '../../src/machines/actionList';
import { createAuditQueueMachine } from '../../src/machines/auditQueue';
import { appStoreMachine } from '../../src/machines/appStore';
import { createListMachine, type ListActor, type ListRequest } from '../../src/machines/listMachine';

type Row = { id: string };
type Query = { status?: number };

/** A loadPage whose answers the test releases by hand, oldest request last. */
function heldLoads() {
  const held: Array<{ request: ListRequest<Query>; answer: (page: Page<Row>) => void }> = [];
  const actor = fromPromise<Page<Row>, ListRequest<Query>>(
    ({ input }) => new Promise((answer) => held.push({ request: input, answer })),
  );
  const pageFor = (request: ListRequest<Query>): Page<Row> => ({
    records: [{ id: `status ${request.query.status ?? 'all'} page ${request.pageNum}` }],
    total: 1,
    pageNum: request.pageNum,
    pageSize: request.pageSize,
    pages: 1,
  });
  return { actor, held, release: (index: number) => held[index].answer(pageFor(held[index].request)) };
}

type Loads = ReturnType<typeof heldLoads>['actor'];
const listWith = (loadPage: Loads) => createListMachine<Row, Query>().provide({ actors: { loadPage } });
/** The list itself, and parents that pass the screen's LIST.* events on to their list child. */
const machines = [
  ['paged list', (loadPage: Loads) => listWith(loadPage)],
  [
    'audit queue',
    (loadPage: Loads) => createAuditQueueMachine<Row, Query>().provide({ actors: { list: listWith(loadPage) } }),
  ],
  [
    'action list',
    (loadPage: Loads) => createActionListMachine<Row, Query>().provide({ actors: { list: listWith(loadPage) } }),
  ],
  [
    'app store',
    (loadPage: Loads) =>
      appStoreMachine.provide({
        actors: {
          list: listWith(loadPage) as never,
          loadCategories: fromPromise(() => Promise.resolve([] as AppType[])),
          loadAdded: fromPromise(() => Promise.resolve([] as string[])),
        },
      }),
  ],
] as const;
const listOf = (actor: AnyActor) => (actor.getSnapshot().children.list ?? actor) as ListActor<Row, Query>;

describe.each(machines)('%s: a filter or page picked while a page loads', (_name, create) => {
  it.each([
    ['a filter', { type: 'LIST.QUERY', query: { status: 1 } }, 'status 1 page 1'],
    ['a page', { type: 'LIST.PAGE', pageNum: 3 }, 'status all page 3'],
  ] as const)('%s replaces the load; the stale answer arriving last is ignored', async (_what, event, shown) => {
    const loads = heldLoads();
    const actor = createActor(create(loads.actor) as AnyStateMachine, { input: { query: {} as Query } }).start();
    expect(loads.held).toHaveLength(1);
    actor.send(event as never);
    expect(loads.held).toHaveLength(2);
    loads.release(1);
    await waitFor(listOf(actor), (s) => s.matches('ready'));
    loads.release(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(listOf(actor).getSnapshot().context.records).toEqual([{ id: shown }]);
    actor.stop();
  });
});
