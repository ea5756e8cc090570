import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { ScopedApiKey, ScopedCreatedKey } from '../../src/api/keys.types';
import type { BudgetStatus } from '../../src/api/spend.types';
import { budgetFormMachine } from '../../src/machines/budgetForm';
import { playgroundMachine } from '../../src/machines/playground';
import { scopedKeyMachine } from '../../src/machines/scopedKey';
import { ControlledActors, expectEveryStateReachable, flush } from './modelHarness';

vi.mock('../../src/machines/notify', () => ({ notify: vi.fn() }));

const key: ScopedApiKey = {
  id: '7', name: '生产环境', maskedKey: 'sk-****abcd', status: 1, createTime: '2026-06-01T00:00:00Z', lastUsedTime: '',
  allowedModels: ['qwen-max'], ipAllowlist: ['203.0.113.0/24'], expireDate: '', monthlyCap: 50, state: 'active',
  usage: { monthCost: 0, monthCalls: 0, totalCalls: 0 },
};
const created: ScopedCreatedKey = { ...key, id: '9', name: '新密钥', maskedKey: 'sk-****beef', secret: 'sk-0000beef' };

function keyHarness() {
  const control = new ControlledActors();
  const machine = scopedKeyMachine.provide({ actors: { saveKey: control.actor(), rotateKey: control.actor(), copyToClipboard: control.actor() } });
  return { control, actor: createActor(machine, { input: { models: ['qwen-max', 'glm-4'] } }).start(), machine };
}

describe('scoped key dialogs', () => {
  it('reaches every state', () =>
    expectEveryStateReachable(keyHarness().machine, {
      inputs: [{ models: ['qwen-max'] }],
      events: [
        { type: 'KEY.NEW' }, { type: 'KEY.EDIT', key }, { type: 'KEY.ROTATE', id: '7' },
        { type: 'KEY.FIELD', field: 'name', value: '新密钥' }, { type: 'KEY.SUBMIT' }, { type: 'KEY.CONFIRM' }, { type: 'KEY.CANCEL' },
        { type: 'KEY.COPY' }, { type: 'KEY.CLOSE' },
        { type: 'xstate.done.actor.saveKey', output: created }, { type: 'xstate.error.actor.saveKey', error: new Error('到期日期不能早于今天') },
        { type: 'xstate.done.actor.rotateKey', output: created }, { type: 'xstate.done.actor.copyToClipboard' },
      ],
      serialize: ((s: { value: unknown; context: { form: { name: string }; mode: string } }) => JSON.stringify([s.value, s.context.form.name, s.context.mode])) as never,
    }));

  it('refuses bad scope fields before sending, all at once, and keeps what was typed', () => {
    const { actor, control } = keyHarness();
    actor.send({ type: 'KEY.NEW' });
    actor.send({ type: 'KEY.FIELD', field: 'name', value: '分析' });
    actor.send({ type: 'KEY.FIELD', field: 'ipAllowlist', value: '10.0.0.1/8' });
    actor.send({ type: 'KEY.FIELD', field: 'expireDate', value: '2000-01-01' });
    actor.send({ type: 'KEY.FIELD', field: 'monthlyCap', value: '-5' });
    actor.send({ type: 'KEY.SUBMIT' });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('editing');
    expect(control.isPending('saveKey')).toBe(false);
    expect(context.errors).toEqual({
      ipAllowlist: 'IP白名单格式不正确：10.0.0.1/8（示例：203.0.113.5 或 203.0.113.0/24）',
      expireDate: '到期日期不能早于今天',
      monthlyCap: '月度消费上限须为不小于0的金额（元），最多两位小数',
    });
    expect(context.form).toMatchObject({ name: '分析', ipAllowlist: '10.0.0.1/8', expireDate: '2000-01-01', monthlyCap: '-5' });
    // Fixing a field clears its message only.
    actor.send({ type: 'KEY.FIELD', field: 'monthlyCap', value: '' });
    expect(Object.keys(actor.getSnapshot().context.errors)).toEqual(['ipAllowlist', 'expireDate']);
  });

  it('shows the full key once after creation, forgets it on close, and tells the list without the secret', async () => {
    const { actor, control } = keyHarness();
    const saved: unknown[] = [];
    actor.on('saved', (e) => saved.push(e.key));
    actor.send({ type: 'KEY.NEW' });
    actor.send({ type: 'KEY.FIELD', field: 'name', value: '新密钥' });
    actor.send({ type: 'KEY.SUBMIT' });
    control.settle({ type: 'xstate.done.actor.saveKey', output: created });
    await flush();
    expect(actor.getSnapshot().matches('revealing')).toBe(true);
    expect(actor.getSnapshot().context.revealed?.secret).toBe('sk-0000beef');
    expect(JSON.stringify(saved)).not.toContain('sk-0000beef');
    expect(saved).toHaveLength(1);
    actor.send({ type: 'KEY.CLOSE' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.revealed).toBeUndefined();
  });

  it('editing saves without revealing anything; a refusal lands under its field', async () => {
    const { actor, control } = keyHarness();
    actor.send({ type: 'KEY.EDIT', key });
    expect(actor.getSnapshot().context.form).toEqual({ name: '生产环境', allowedModels: ['qwen-max'], ipAllowlist: '203.0.113.0/24', expireDate: '', monthlyCap: '50.00' });
    actor.send({ type: 'KEY.SUBMIT' });
    control.settle({ type: 'xstate.error.actor.saveKey', error: new Error('IP白名单格式不正确：x') });
    await flush();
    expect(actor.getSnapshot().context.errors).toEqual({ ipAllowlist: 'IP白名单格式不正确：x' });
    actor.send({ type: 'KEY.SUBMIT' });
    control.settle({ type: 'xstate.done.actor.saveKey', output: key });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.revealed).toBeUndefined();
  });

  it('rotates only after confirmation, then reveals the new key once', async () => {
    const { actor, control } = keyHarness();
    actor.send({ type: 'KEY.ROTATE', id: '7' });
    actor.send({ type: 'KEY.CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'KEY.ROTATE', id: '7' });
    expect(control.isPending('rotateKey')).toBe(false);
    actor.send({ type: 'KEY.CONFIRM' });
    control.settle({ type: 'xstate.done.actor.rotateKey', output: created });
    await flush();
    expect(actor.getSnapshot().context.revealed?.secret).toBe('sk-0000beef');
  });
});

const status = (monthlyBudget: number | null): BudgetStatus => ({ month: '2026-11', monthlyBudget, spent: 3, ratio: monthlyBudget ? 3 / monthlyBudget : 0, alerted: [] });

describe('budget form', () => {
  function harness() {
    const control = new ControlledActors();
    const actor = createActor(budgetFormMachine.provide({ actors: { loadBudget: control.actor(), saveBudget: control.actor() } })).start();
    return { control, actor };
  }

  it('refuses a negative budget before sending and keeps what was typed', async () => {
    const { control, actor } = harness();
    control.settle({ type: 'xstate.done.actor.loadBudget', output: status(null) });
    await flush();
    actor.send({ type: 'BUDGET.TYPE', value: '-20' });
    actor.send({ type: 'BUDGET.SAVE' });
    expect(actor.getSnapshot().context).toMatchObject({ typed: '-20', error: '月度预算不能为负数，请输入不小于0的金额' });
    expect(control.isPending('saveBudget')).toBe(false);
    // Clearing needs a budget to clear.
    actor.send({ type: 'BUDGET.CLEAR' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('saves, shows the saved amount, and keeps the typed value when the server refuses', async () => {
    const { control, actor } = harness();
    control.settle({ type: 'xstate.done.actor.loadBudget', output: status(null) });
    await flush();
    actor.send({ type: 'BUDGET.TYPE', value: '100' });
    actor.send({ type: 'BUDGET.SAVE' });
    control.settle({ type: 'xstate.error.actor.saveBudget', error: new Error('演示数据保存失败') });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ typed: '100', error: '演示数据保存失败' });
    actor.send({ type: 'BUDGET.SAVE' });
    control.settle({ type: 'xstate.done.actor.saveBudget', output: status(100) });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ typed: '100', error: undefined, status: { monthlyBudget: 100 } });
    actor.send({ type: 'BUDGET.CLEAR' });
    expect(actor.getSnapshot().value).toBe('clearing');
  });
});

describe('playground', () => {
  function harness() {
    const control = new ControlledActors();
    const actor = createActor(playgroundMachine.provide({ actors: { runStream: control.actor(), compare: control.actor() } }), { input: { model: 'qwen-max' } }).start();
    return { control, actor };
  }

  it('refuses parameters out of range under their fields, sending nothing', () => {
    const { control, actor } = harness();
    actor.send({ type: 'PG.SET', patch: { prompt: '你好', temperature: 3, topP: 2 } });
    actor.send({ type: 'PG.RUN' });
    expect(actor.getSnapshot().context.errors).toEqual({ temperature: 'temperature 须在 0 到 2 之间', topP: 'top_p 须在 0 到 1 之间' });
    expect(control.isPending('runStream')).toBe(false);
    actor.send({ type: 'PG.SET', patch: { maxTokens: 4096 }, modelMaxTokens: 2048 });
    actor.send({ type: 'PG.SET', patch: { temperature: 1, topP: 1 } });
    actor.send({ type: 'PG.RUN' });
    expect(actor.getSnapshot().context.errors).toEqual({ maxTokens: 'max_tokens 不能超过该模型的最大输出长度 2048' });
  });

  it('streams into the answer, ends with usage, and a stop keeps what arrived', async () => {
    const { control, actor } = harness();
    actor.send({ type: 'PG.SET', patch: { prompt: '你好' } });
    actor.send({ type: 'PG.RUN' });
    actor.send({ type: 'PG.DELTA', text: '您好' });
    actor.send({ type: 'PG.DELTA', text: '！' });
    const usage = { tokensIn: 10, tokensOut: 3, cost: 0.01, latencyMs: 300, finishReason: 'stop' as const };
    control.settle({ type: 'xstate.done.actor.runStream', output: usage });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ answer: '您好！', usage });
    actor.send({ type: 'PG.RUN' });
    actor.send({ type: 'PG.DELTA', text: '半' });
    actor.send({ type: 'PG.STOP' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ answer: '半', usage: undefined, request: { prompt: '你好' } });
  });

  it('compares only 2–3 models, keeping the prompt on a failure', async () => {
    const { control, actor } = harness();
    actor.send({ type: 'PG.SET', patch: { prompt: '你好' } });
    actor.send({ type: 'PG.COMPARE' });
    expect(actor.getSnapshot().context.compareError).toBe('对比模式请选择2到3个模型');
    actor.send({ type: 'PG.COMPARE_MODELS', models: ['qwen-max', 'glm-4'] });
    actor.send({ type: 'PG.COMPARE' });
    control.settle({ type: 'xstate.error.actor.compare', error: new Error('网络异常') });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ runError: '网络异常', request: { prompt: '你好' } });
  });
});
