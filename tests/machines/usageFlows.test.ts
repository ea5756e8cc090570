import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import type { RateLimitStatus } from '../../src/domain/types/spend.types';
import type { UsageSummary } from '../../src/domain/types/usage.types';
import { rateLimitsMachine } from '../../src/machines/rateLimits';
import { usageMachine } from '../../src/machines/usage';
import { ControlledActors, expectEveryStateReachable, flush, settled } from './modelHarness';

const amounts = (calls: number, cost: number) => ({
  calls,
  failedCalls: 0,
  tokensIn: calls * 100,
  tokensOut: calls * 10,
  cost,
});
const summary: UsageSummary = {
  start: '2026-10-03',
  end: '2026-11-01',
  granularity: 'day',
  groupBy: 'model',
  series: [{ key: 'qwen-max', label: '通义千问 Max' }],
  buckets: [
    {
      start: '2026-10-03',
      end: '2026-10-03',
      label: '2026-10-03',
      total: amounts(2, 0.5),
      groups: [{ key: 'qwen-max', label: '通义千问 Max', ...amounts(2, 0.5) }],
    },
  ],
  totals: amounts(2, 0.5),
};

/** The request log stands still: these tests are about the screen's own flow, the list core has its own. */
const quietList = fromCallback(() => undefined);

describe('usage analytics flow', () => {
  const build = (control: ControlledActors) =>
    usageMachine.provide({
      actors: { loadSummary: control.actor(), exportUsage: control.actor(), requests: quietList as never },
    });

  it('reaches every state', () =>
    expectEveryStateReachable(build(new ControlledActors()), {
      inputs: [{ today: '2026-11-01' }],
      serialize: (s) => JSON.stringify([s.value, s.context.summary !== undefined, s.context.drill !== undefined]),
      events: [
        ...settled('loadSummary', summary, '请求错误，请稍后重试'),
        ...settled('exportUsage', { fileName: 'a.csv', csv: '', rows: 0 }, '请求错误，请稍后重试'),
        { type: 'USAGE.RETRY' },
        { type: 'USAGE.DRILL', bucket: 0, groupKey: 'qwen-max' },
        { type: 'USAGE.CLOSE_DRILL' },
        { type: 'USAGE.EXPORT' },
        { type: 'USAGE.EXPORT_REQUESTS' },
        { type: 'USAGE.GROUP', value: 'key' },
      ],
    }));

  function harness() {
    const control = new ControlledActors();
    const saved: { csv: string; fileName: string }[] = [];
    const machine = build(control).provide({ actions: { saveFile: (_, file) => saved.push(file) } });
    const actor = createActor(machine, { input: { today: '2026-11-01' } }).start();
    return { control, actor, saved };
  }

  it('starts on the last 30 days, and keeps a refused range typed without asking for it', async () => {
    const { control, actor } = harness();
    expect(actor.getSnapshot().context.query).toEqual({
      start: '2026-10-03',
      end: '2026-11-01',
      granularity: 'day',
      groupBy: 'model',
    });
    control.settle({ type: 'xstate.done.actor.loadSummary', output: summary });
    await flush();
    actor.send({ type: 'USAGE.RANGE', start: '2026-11-02', end: '2026-11-01' });
    expect(actor.getSnapshot().context).toMatchObject({
      range: { start: '2026-11-02', end: '2026-11-01' },
      rangeError: '开始日期不能晚于结束日期',
      query: { start: '2026-10-03' },
    });
    expect(control.isPending('loadSummary')).toBe(false);
    actor.send({ type: 'USAGE.PRESET', preset: 'lastMonth' });
    expect(actor.getSnapshot().context).toMatchObject({
      range: { start: '2026-10-01', end: '2026-10-31' },
      rangeError: undefined,
      query: { start: '2026-10-01', end: '2026-10-31' },
    });
    expect(control.isPending('loadSummary')).toBe(true);
  });

  it('drills into a bar segment, closes the drill-down on a new grouping, exports the summary shown', async () => {
    const { control, actor, saved } = harness();
    // No summary yet: nothing to drill into or export.
    actor.send({ type: 'USAGE.DRILL', bucket: 0 });
    actor.send({ type: 'USAGE.EXPORT' });
    expect(actor.getSnapshot().matches({ drill: 'closed', export: 'idle' })).toBe(true);
    control.settle({ type: 'xstate.done.actor.loadSummary', output: summary });
    await flush();
    actor.send({ type: 'USAGE.DRILL', bucket: 0, groupKey: 'nope' });
    expect(actor.getSnapshot().matches({ drill: 'closed' })).toBe(true);
    actor.send({ type: 'USAGE.DRILL', bucket: 0, groupKey: 'qwen-max' });
    expect(actor.getSnapshot().context.drill).toEqual({
      start: '2026-10-03',
      end: '2026-10-03',
      bucketLabel: '2026-10-03',
      groupBy: 'model',
      groupKey: 'qwen-max',
      groupLabel: '通义千问 Max',
    });
    actor.send({ type: 'USAGE.EXPORT_REQUESTS' });
    expect(actor.getSnapshot().context.exporting).toEqual({
      start: '2026-10-03',
      end: '2026-10-03',
      granularity: 'day',
      groupBy: 'model',
      view: 'requests',
      groupKey: 'qwen-max',
    });
    control.settle({ type: 'xstate.done.actor.exportUsage', output: { fileName: 'r.csv', csv: 'x', rows: 1 } });
    await flush();
    expect(saved).toEqual([{ fileName: 'r.csv', csv: 'x' }]);

    actor.send({ type: 'USAGE.GROUP', value: 'app' });
    expect(actor.getSnapshot().matches({ summary: 'loading', drill: 'closed' })).toBe(true);
    expect(actor.getSnapshot().context.drill).toBeUndefined();
    // While the new summary loads, an export is of the summary on screen.
    actor.send({ type: 'USAGE.EXPORT' });
    expect(actor.getSnapshot().context.exporting).toEqual({
      start: '2026-10-03',
      end: '2026-11-01',
      granularity: 'day',
      groupBy: 'model',
      view: 'summary',
    });
  });
});

const limit = (model: string, pending = false): RateLimitStatus => ({
  model,
  modelName: model,
  rpm: 300,
  tpm: 300_000,
  usedRpm: 0,
  usedTpm: 0,
  request: pending
    ? { id: '1', model, rpm: 600, tpm: 300_000, reason: '高峰', status: 1, createTime: '2026-11-01T00:00:00.000Z' }
    : null,
});

describe('rate limits flow', () => {
  const build = (control: ControlledActors) =>
    rateLimitsMachine.provide({ actors: { loadLimits: control.actor(), sendRequest: control.actor() } });

  it('reaches every state', () =>
    expectEveryStateReachable(build(new ControlledActors()), {
      events: [
        ...settled('loadLimits', [limit('qwen-max')], '请求错误，请稍后重试'),
        ...settled('sendRequest', {}, '该模型已有审核中的提额申请，请等待审核结果'),
        { type: 'LIMITS.RETRY' },
        { type: 'LIMITS.REQUEST', model: 'qwen-max' },
        { type: 'LIMITS.EDIT', patch: { rpm: '600', reason: '高峰' } },
        { type: 'LIMITS.SUBMIT' },
        { type: 'LIMITS.CANCEL' },
      ],
    }));

  it('refuses a form that asks for no more, keeps a server refusal with what was typed, and never opens for a pending model', async () => {
    const control = new ControlledActors();
    const actor = createActor(build(control)).start();
    control.settle({ type: 'xstate.done.actor.loadLimits', output: [limit('qwen-max'), limit('glm-4', true)] });
    await flush();
    actor.send({ type: 'LIMITS.REQUEST', model: 'glm-4' });
    expect(actor.getSnapshot().context.form).toBeUndefined();
    actor.send({ type: 'LIMITS.REQUEST', model: 'qwen-max' });
    actor.send({ type: 'LIMITS.EDIT', patch: { reason: '高峰' } });
    actor.send({ type: 'LIMITS.SUBMIT' });
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    expect(control.isPending('sendRequest')).toBe(false);
    actor.send({ type: 'LIMITS.EDIT', patch: { rpm: '600' } });
    actor.send({ type: 'LIMITS.SUBMIT' });
    control.settle({
      type: 'xstate.error.actor.sendRequest',
      error: new Error('该模型已有审核中的提额申请，请等待审核结果'),
    });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      form: { model: 'qwen-max', rpm: '600', tpm: '300000', reason: '高峰' },
      serverError: '该模型已有审核中的提额申请，请等待审核结果',
    });
  });
});
