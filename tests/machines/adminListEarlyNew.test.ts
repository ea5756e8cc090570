import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createAdminListMachine, type AdminPage, type AdminQuery } from '../../src/machines/adminList';

/** A load the test answers itself. */
function heldLoads() {
  const answers: Array<(page: AdminPage<unknown>) => void> = [];
  const load = fromPromise<AdminPage<unknown>, AdminQuery>(() => new Promise((resolve) => answers.push(resolve)));
  // The newest load is the one the machine still listens to.
  return { load, answer: (page: AdminPage<unknown>) => answers.pop()!(page), pending: () => answers.length };
}

function start() {
  const loads = heldLoads();
  const machine = createAdminListMachine<{ id: string }, { name: string }, never, object>().provide({
    actors: { load: loads.load, loadOptions: fromPromise<unknown>(() => Promise.resolve({})) },
  });
  const actor = createActor(machine, { input: { emptyForm: { name: '' } } }).start();
  return { actor, loads };
}

describe('admin list: 新建 while the first page loads', () => {
  it('opens the form at once instead of dropping the click, and loads the list when the form closes', async () => {
    const { actor, loads } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    actor.send({ type: 'ADMIN.NEW' });
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.form).toEqual({ name: '' });

    actor.send({ type: 'FORM.CLOSE' });
    expect(actor.getSnapshot().value).toBe('loading');
    await Promise.resolve();
    loads.answer({ records: [{ id: '1' }], total: 1 });
    await new Promise<void>((resolve) => actor.subscribe((s) => s.matches('ready') && resolve()));
    expect(actor.getSnapshot().context.records).toEqual([{ id: '1' }]);
  });

  it('closes back to the list it already has, without loading it again', async () => {
    const { actor, loads } = start();
    await Promise.resolve();
    loads.answer({ records: [{ id: '1' }], total: 1 });
    await new Promise<void>((resolve) => actor.subscribe((s) => s.matches('ready') && resolve()));
    actor.send({ type: 'ADMIN.NEW' });
    actor.send({ type: 'FORM.CLOSE' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(loads.pending()).toBe(0);
  });
});
