import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Page } from '../../src/domain/types/common.types';
import { createActionListMachine, type RowAction } from '../../src/machines/actionList';
import { createListMachine, type ListActor, type ListRequest } from '../../src/machines/listMachine';
import { notify } from '../../src/machines/notify';

vi.mock('../../src/machines/notify', () => ({ notify: vi.fn() }));

interface Row {
  id: string;
  status: number;
}
type Query = { status?: number };

/** A list whose every load answers at once with one row, and records what it was asked. */
function answeringList() {
  const loads: ListRequest<Query>[] = [];
  const loadPage = fromPromise<Page<Row>, ListRequest<Query>>(({ input }) => {
    loads.push(input);
    return Promise.resolve({
      records: [{ id: 'c-1', status: 1 }],
      total: 11,
      pageNum: input.pageNum,
      pageSize: 10,
      pages: 2,
    });
  });
  return { loads, list: createListMachine<Row, Query>().provide({ actors: { loadPage } }) };
}

const listOf = (actor: { getSnapshot(): { children: Record<string, unknown> } }) =>
  actor.getSnapshot().children.list as ListActor<Row, Query>;

describe('actionList machine: the row action and what follows it', () => {
  it('hands the act actor the row and the status the screen asked for', async () => {
    const { list } = answeringList();
    const asked: RowAction[] = [];
    const act = fromPromise<boolean, RowAction>(({ input }) => {
      asked.push(input);
      return Promise.resolve(true);
    });
    const actor = createActor(createActionListMachine<Row, Query>().provide({ actors: { list, act } }), {
      input: { query: {} },
    }).start();
    await waitFor(listOf(actor), (s) => s.matches('ready'));
    actor.send({ type: 'ROW.ACT', id: 'c-1', status: 2 });
    await waitFor(actor, (s) => s.matches('idle') && s.context.acting === undefined);
    expect(asked).toEqual([{ id: 'c-1', status: 2 }]);
  });

  it('after a refused action goes back to idle, shows no success and reloads the same page', async () => {
    vi.mocked(notify).mockClear();
    const { list, loads } = answeringList();
    const act = fromPromise<boolean, RowAction>(() => Promise.reject(new Error('记录不存在')));
    const actor = createActor(createActionListMachine<Row, Query>().provide({ actors: { list, act } }), {
      input: { query: {} },
    }).start();
    await waitFor(listOf(actor), (s) => s.matches('ready'));
    actor.send({ type: 'LIST.PAGE', pageNum: 2 });
    await waitFor(listOf(actor), (s) => s.matches('ready') && s.context.pageNum === 2);
    expect(loads).toHaveLength(2);

    actor.send({ type: 'ROW.ACT', id: 'c-1', status: 2 });
    expect(actor.getSnapshot().value).toBe('acting');
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.acting).toBeUndefined();
    await waitFor(listOf(actor), (s) => s.matches('ready') && loads.length === 3);
    expect(loads[2].pageNum).toBe(2);
    expect(notify).not.toHaveBeenCalledWith('操作成功', 'success');

    // Back in idle, the next row's action runs again.
    actor.send({ type: 'ROW.ACT', id: 'c-2', status: 3 });
    expect(actor.getSnapshot().context.acting).toEqual({ id: 'c-2', status: 3 });
  });

  it('with no act given, a row action fails rather than reporting success, and the page reloads', async () => {
    vi.mocked(notify).mockClear();
    const { list, loads } = answeringList();
    const actor = createActor(createActionListMachine<Row, Query>().provide({ actors: { list } }), {
      input: { query: {} },
    }).start();
    await waitFor(listOf(actor), (s) => s.matches('ready'));
    actor.send({ type: 'ROW.ACT', id: 'c-1', status: 2 });
    // The machine's own act runs (and refuses); without it the row would stay in 'acting' for good.
    expect(actor.getSnapshot().children.act).toBeDefined();
    await waitFor(actor, (s) => s.matches('idle'));
    await waitFor(listOf(actor), (s) => s.matches('ready') && loads.length === 2);
    expect(notify).not.toHaveBeenCalled();
  });
});
