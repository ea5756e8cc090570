import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { BudgetStatus } from '../../src/domain/types/spend.types';
import { budgetFormMachine } from '../../src/machines/budgetForm';
import { playgroundMachine } from '../../src/machines/playground';
import { ControlledActors, flush } from './modelHarness';

vi.mock('../../src/machines/notify', () => ({ notify: vi.fn() }));

const status = (monthlyBudget: number | null): BudgetStatus => ({
  month: '2026-11',
  monthlyBudget,
  spent: 3,
  ratio: monthlyBudget ? 3 / monthlyBudget : 0,
  alerted: [],
});

describe('budget form', () => {
  function harness() {
    const control = new ControlledActors();
    const actor = createActor(
      budgetFormMachine.provide({ actors: { loadBudget: control.actor(), saveBudget: control.actor() } }),
    ).start();
    return { control, actor };
  }

  /** Loaded without a budget, then `typed` typed and 保存 pressed. */
  async function savedWithoutBudget(typed: string) {
    const { control, actor } = harness();
    control.settle({ type: 'xstate.done.actor.loadBudget', output: status(null) });
    await flush();
    actor.send({ type: 'BUDGET.TYPE', value: typed });
    actor.send({ type: 'BUDGET.SAVE' });
    return { control, actor };
  }

  it('refuses a negative budget before sending and keeps what was typed', async () => {
    const { control, actor } = await savedWithoutBudget('-20');
    expect(actor.getSnapshot().context).toMatchObject({
      typed: '-20',
      error: '月度预算不能为负数，请输入不小于0的金额',
    });
    expect(control.isPending('saveBudget')).toBe(false);
    // Clearing needs a budget to clear.
    actor.send({ type: 'BUDGET.CLEAR' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('saves, shows the saved amount, and keeps the typed value when the server refuses', async () => {
    const { control, actor } = await savedWithoutBudget('100');
    control.settle({ type: 'xstate.error.actor.saveBudget', error: new Error('演示数据保存失败') });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ typed: '100', error: '演示数据保存失败' });
    actor.send({ type: 'BUDGET.SAVE' });
    control.settle({ type: 'xstate.done.actor.saveBudget', output: status(100) });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      typed: '100',
      error: undefined,
      status: { monthlyBudget: 100 },
    });
    actor.send({ type: 'BUDGET.CLEAR' });
    expect(actor.getSnapshot().value).toBe('clearing');
  });
});

describe('playground', () => {
  function harness() {
    const control = new ControlledActors();
    const actor = createActor(
      playgroundMachine.provide({
        actors: { loadModels: control.actor(), runStream: control.actor(), compare: control.actor() },
      }),
      {
        input: { model: 'qwen-max' },
      },
    ).start();
    return { control, actor };
  }

  it('refuses parameters out of range under their fields, sending nothing', () => {
    const { control, actor } = harness();
    actor.send({ type: 'PG.SET', patch: { prompt: '你好', temperature: 3, topP: 2 } });
    actor.send({ type: 'PG.RUN' });
    expect(actor.getSnapshot().context.errors).toEqual({
      temperature: 'temperature 须在 0 到 2 之间',
      topP: 'top_p 须在 0 到 1 之间',
    });
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
    expect(actor.getSnapshot().matches({ call: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ answer: '半', usage: undefined, request: { prompt: '你好' } });
  });

  it('keeps each parameter as typed and refuses what is no number in range', () => {
    const { control, actor } = harness();
    actor.send({ type: 'PG.SET', patch: { prompt: '你好' } });
    actor.send({ type: 'PG.PARAM', field: 'temperature', text: '' });
    actor.send({ type: 'PG.PARAM', field: 'topP', text: '0.5x' });
    actor.send({ type: 'PG.PARAM', field: 'maxTokens', text: '0' });
    actor.send({ type: 'PG.PARAM', field: 'stop', text: '。\n\n结束' });
    actor.send({ type: 'PG.RUN' });
    expect(control.isPending('runStream')).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({
      typed: { temperature: '', topP: '0.5x', maxTokens: '0', stop: '。\n\n结束' },
      request: { stop: ['。', '结束'] },
      errors: {
        temperature: 'temperature 须在 0 到 2 之间',
        topP: 'top_p 须在 0 到 1 之间',
        maxTokens: 'max_tokens 须在 1 到 8192 之间',
      },
    });
    actor.send({ type: 'PG.PARAM', field: 'temperature', text: '0' });
    expect(actor.getSnapshot().context.errors.temperature).toBeUndefined();
    expect(actor.getSnapshot().context.request.temperature).toBe(0);
  });

  it('chooses the first model, and the first two to compare, when the URL names none', async () => {
    const control = new ControlledActors();
    const actor = createActor(
      playgroundMachine.provide({
        actors: { loadModels: control.actor(), runStream: control.actor(), compare: control.actor() },
      }),
      { input: {} },
    ).start();
    control.settle({
      type: 'xstate.done.actor.loadModels',
      output: [
        { id: 'glm-4', name: 'GLM-4' },
        { id: 'qwen-max', name: '通义千问 Max' },
        { id: 'deepseek-v3', name: 'DeepSeek-V3' },
      ],
    });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      request: { model: 'glm-4' },
      compareModels: ['glm-4', 'qwen-max'],
    });
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
