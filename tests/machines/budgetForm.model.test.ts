import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { BudgetStatus } from '../../src/domain/types/spend.types';
import { budgetFormMachine } from '../../src/machines/budgetForm';
import { ControlledActors, flush } from './modelHarness';
import { noticesHeard } from '../notices';

const heard = noticesHeard();
const status = (monthlyBudget: number | null): BudgetStatus => ({
  month: '2026-11',
  monthlyBudget,
  spent: 3,
  ratio: monthlyBudget ? 3 / monthlyBudget : 0,
  alerted: [],
});

async function loaded(with_: BudgetStatus) {
  const control = new ControlledActors();
  const refreshMessages = vi.fn();
  const actor = createActor(
    budgetFormMachine.provide({
      actors: { loadBudget: control.actor(), saveBudget: control.actor() },
      actions: { refreshMessages },
    }),
  ).start();
  control.settle({ type: 'xstate.done.actor.loadBudget', output: with_ });
  await flush();
  return { control, actor, refreshMessages };
}

describe('monthly budget form', () => {
  it('shows an empty field when no budget is set, and the amount when one is', async () => {
    expect((await loaded(status(null))).actor.getSnapshot().context.typed).toBe('');
    expect((await loaded(status(250))).actor.getSnapshot().context.typed).toBe('250');
  });

  it('says why a load failed, and 重试 loads again', async () => {
    const control = new ControlledActors();
    const actor = createActor(budgetFormMachine.provide({ actors: { loadBudget: control.actor() } })).start();
    control.settle({ type: 'xstate.error.actor.loadBudget', error: new Error('请求错误，请稍后重试') });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.loadError).toBe('请求错误，请稍后重试');
    actor.send({ type: 'BUDGET.RETRY' });
    control.settle({ type: 'xstate.done.actor.loadBudget', output: status(80) });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ typed: '80', loadError: undefined });
  });

  it('saves the typed amount as a number, says 月度预算已保存 and has the unread count read again', async () => {
    const { control, actor, refreshMessages } = await loaded(status(null));
    actor.send({ type: 'BUDGET.TYPE', value: '99.5' });
    actor.send({ type: 'BUDGET.SAVE' });
    expect(control.inputs.get('saveBudget')).toEqual({ amount: 99.5 });
    control.settle({ type: 'xstate.done.actor.saveBudget', output: status(99.5) });
    await flush();
    expect(heard).toEqual([{ message: '月度预算已保存', kind: 'success' }]);
    // A new budget may have crossed a threshold already: its alert is a new site message.
    expect(refreshMessages).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ typed: '99.5', status: { monthlyBudget: 99.5 } });
  });

  it('offers clearing only with a budget set; clearing sends no amount and says 已取消月度预算', async () => {
    const none = await loaded(status(null));
    none.actor.send({ type: 'BUDGET.CLEAR' });
    expect(none.actor.getSnapshot().value).toBe('editing');
    const { control, actor } = await loaded(status(100));
    actor.send({ type: 'BUDGET.CLEAR' });
    expect(actor.getSnapshot().value).toBe('clearing');
    expect(control.inputs.get('clearBudget')).toEqual({ amount: null });
    control.settle({ type: 'xstate.done.actor.clearBudget', output: status(null) });
    await flush();
    expect(heard).toEqual([{ message: '已取消月度预算', kind: 'success' }]);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ typed: '', status: { monthlyBudget: null } });
  });

  it('a refused clearing is said as an error and keeps the budget', async () => {
    const { control, actor } = await loaded(status(100));
    actor.send({ type: 'BUDGET.CLEAR' });
    control.settle({ type: 'xstate.error.actor.clearBudget', error: new Error('演示数据保存失败') });
    await flush();
    expect(heard).toEqual([{ message: '演示数据保存失败', kind: 'error' }]);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ typed: '100', status: { monthlyBudget: 100 } });
  });
});
