import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Page } from '../../src/domain/types/common.types';
import { createAdminListMachine } from '../../src/machines/adminList';
import { listOf, type ListActor, type ListRequest } from '../../src/machines/listMachine';

/** Loads the test answers itself, in the order they were asked. */
function heldLoads() {
  const answers: Array<(page: Page<{ id: string }>) => void> = [];
  const list = listOf<{ id: string }, { keyword: string }>(
    (_: ListRequest<{ keyword: string }>) => new Promise((resolve) => answers.push(resolve)),
  );
  return {
    list,
    answer: (ids: string[]) =>
      answers.shift()!({ records: ids.map((id) => ({ id })), total: ids.length, pageNum: 1, pageSize: 10, pages: 1 }),
    asked: () => answers.length,
  };
}

function start() {
  const loads = heldLoads();
  const machine = createAdminListMachine<{ name: string }, never, object>().provide({
    actors: { list: loads.list as never, loadOptions: fromPromise<unknown>(() => Promise.resolve({})) },
  });
  const actor = createActor(machine, { input: { emptyForm: { name: '' } } }).start();
  const list = () => actor.getSnapshot().children.list as ListActor<{ id: string }, { keyword: string }>;
  return { actor, loads, list };
}

describe('admin list: 新建 while the first page loads', () => {
  it('opens the form at once instead of dropping the click, while the first page goes on loading', async () => {
    const { actor, loads, list } = start();
    expect(list().getSnapshot().value).toBe('loading');
    actor.send({ type: 'ADMIN.NEW' });
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.form).toEqual({ name: '' });
    loads.answer(['1']);
    await waitFor(list(), (s) => s.matches('ready'));
    expect(list().getSnapshot().context.records).toEqual([{ id: '1' }]);
    actor.send({ type: 'FORM.CLOSE' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(loads.asked()).toBe(0);
  });

  it('closes back to the list it already has, without loading it again', async () => {
    const { actor, loads, list } = start();
    loads.answer(['1']);
    await waitFor(list(), (s) => s.matches('ready'));
    actor.send({ type: 'ADMIN.NEW' });
    actor.send({ type: 'FORM.CLOSE' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(loads.asked()).toBe(0);
  });
});
