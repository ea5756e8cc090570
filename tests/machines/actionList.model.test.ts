import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createActionListMachine } from '../../src/machines/actionList';
import { createListMachine, type ListActor } from '../../src/machines/listMachine';
import { notify } from '../../src/machines/notify';
import { ControlledActors, flush, expectEveryStateReachable, byValue, settled } from './modelHarness';

vi.mock('../../src/machines/notify', () => ({ notify: vi.fn() }));

interface Row {
  id: string;
  status: number;
}
const page = { records: [{ id: '1', status: 1 }], total: 11, pageNum: 1, pageSize: 10, pages: 2 };

const events = [
  { type: 'LIST.PAGE', pageNum: 2 },
  { type: 'ROW.ACT', id: '1', status: 2 },
  ...settled('act', true, '记录不存在'),
];

function harness() {
  const control = new ControlledActors();
  const machine = createActionListMachine<Row, { status?: number }>().provide({
    actors: {
      list: createListMachine<Row, { status?: number }>().provide({ actors: { loadPage: control.actor() } }),
      act: control.actor(),
    },
  });
  return { control, machine };
}
const input = { query: {} };

describe('actionList machine', () => {
  it('reaches every state', () =>
    expectEveryStateReachable(harness().machine, { inputs: [input], events, serialize: byValue }));

  it('sends the row action, confirms it and reloads the same page', async () => {
    const { control, machine } = harness();
    const actor = createActor(machine, { input }).start();
    const list = () => actor.getSnapshot().children.list as ListActor<Row, { status?: number }>;
    control.settle({ type: 'xstate.done.actor.loadPage', output: page });
    await flush();
    actor.send({ type: 'LIST.PAGE', pageNum: 2 });
    control.settle({ type: 'xstate.done.actor.loadPage', output: { ...page, pageNum: 2 } });
    await flush();
    actor.send({ type: 'ROW.ACT', id: '1', status: 2 });
    expect(actor.getSnapshot().context.acting).toEqual({ id: '1', status: 2 });
    control.settle({ type: 'xstate.done.actor.act', output: true });
    await flush();
    expect(notify).toHaveBeenCalledWith('操作成功', 'success');
    expect(actor.getSnapshot().value).toBe('idle');
    expect(list().getSnapshot().value).toBe('loading');
    expect(list().getSnapshot().context.pageNum).toBe(2);
    expect(actor.getSnapshot().context.acting).toBeUndefined();
  });
});
