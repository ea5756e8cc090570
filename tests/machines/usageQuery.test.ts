import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, waitFor, type AnyActorRef, type AnyEventObject } from 'xstate';
import { resetSimulator } from '../../mocks/node';
import type { UsageRequest, UsageSummary } from '../../src/domain/types/usage.types';
import { storeToken } from '../../src/machines/credentials';
import { notify } from '../../src/machines/notify';
import { metricValue, usageMachine, type UsageRequestFilter } from '../../src/machines/usage';
import { loginAs } from '../unit/mocks/client';
import { ControlledActors, flush } from './modelHarness';

vi.mock('../../src/machines/notify', () => ({ notify: vi.fn() }));

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

const summaryQuery = { start: '2026-10-03', end: '2026-11-01', granularity: 'day', groupBy: 'model' } as const;

/** The request log as a stand-in that only keeps what it was asked for. */
function harness() {
  const control = new ControlledActors();
  const asked: { query: UsageRequestFilter; pageSize: number }[] = [];
  const sentToList: AnyEventObject[] = [];
  const requests = fromCallback<AnyEventObject, { query: UsageRequestFilter; pageSize: number }>(
    ({ input, receive }) => {
      asked.push(input);
      receive((event) => sentToList.push(event));
    },
  );
  const saved: { csv: string; fileName: string }[] = [];
  const machine = usageMachine.provide({
    actors: { loadSummary: control.actor(), exportUsage: control.actor(), requests: requests as never },
    actions: { saveFile: (_, file) => saved.push(file) },
  });
  const actor = createActor(machine, { input: { today: '2026-11-01' } }).start();
  return { control, actor, asked, sentToList, saved };
}

async function loaded(answer: UsageSummary = summary) {
  const h = harness();
  h.control.settle({ type: 'xstate.done.actor.loadSummary', output: answer });
  await flush();
  return h;
}

describe('usage machine: the query and the drill-down', () => {
  beforeEach(() => vi.mocked(notify).mockClear());

  it('a bar shows tokens in and out together, calls, or cost', () => {
    const bar = { calls: 3, failedCalls: 1, tokensIn: 100, tokensOut: 20, cost: 0.5 };
    expect(metricValue(bar, 'tokens')).toBe(120);
    expect(metricValue(bar, 'calls')).toBe(3);
    expect(metricValue(bar, 'cost')).toBe(0.5);
  });

  it('starts as a chart of tokens', () => {
    const { actor } = harness();
    expect(actor.getSnapshot().context).toMatchObject({ metric: 'tokens', view: 'chart' });
  });

  it('asks again for a valid range as typed without its spaces, and for a new granularity or grouping', async () => {
    const { actor, control } = await loaded();
    actor.send({ type: 'USAGE.RANGE', start: ' 2026-10-10 ', end: ' 2026-10-20 ' });
    expect(actor.getSnapshot().context).toMatchObject({
      range: { start: '2026-10-10', end: '2026-10-20' },
      rangeError: undefined,
    });
    expect(actor.getSnapshot().matches({ summary: 'loading' })).toBe(true);
    expect(control.inputs.get('loadSummary')).toEqual({
      start: '2026-10-10',
      end: '2026-10-20',
      granularity: 'day',
      groupBy: 'model',
    });
    actor.send({ type: 'USAGE.GRANULARITY', value: 'week' });
    expect(actor.getSnapshot().context.query).toEqual({
      start: '2026-10-10',
      end: '2026-10-20',
      granularity: 'week',
      groupBy: 'model',
    });
    actor.send({ type: 'USAGE.GROUP', value: 'key' });
    expect(actor.getSnapshot().context.query).toEqual({
      start: '2026-10-10',
      end: '2026-10-20',
      granularity: 'week',
      groupBy: 'key',
    });
  });

  it('a whole bar opens its requests by date only; a segment by its group too', async () => {
    const { actor, asked } = await loaded();
    actor.send({ type: 'USAGE.DRILL', bucket: 0 });
    expect(actor.getSnapshot().matches({ drill: 'open' })).toBe(true);
    expect(actor.getSnapshot().context.drill).toStrictEqual({
      start: '2026-10-03',
      end: '2026-10-03',
      bucketLabel: '2026-10-03',
      groupBy: 'model',
      groupKey: undefined,
      groupLabel: undefined,
    });
    expect(asked).toStrictEqual([{ query: { start: '2026-10-03', end: '2026-10-03' }, pageSize: 20 }]);
    actor.send({ type: 'USAGE.DRILL', bucket: 0, groupKey: 'qwen-max' });
    expect(asked[1]).toStrictEqual({
      query: { start: '2026-10-03', end: '2026-10-03', groupBy: 'model', groupKey: 'qwen-max' },
      pageSize: 20,
    });
  });

  it('a bar that is not there opens nothing', async () => {
    const { actor, asked } = await loaded();
    actor.send({ type: 'USAGE.DRILL', bucket: 5 });
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().matches({ drill: 'closed' })).toBe(true);
    expect(asked).toEqual([]);
  });

  it("exports a whole bar's requests with the summary's query, and says how many rows", async () => {
    // The server answered by week; the export follows what is shown, not what was asked.
    const { actor, control, saved } = await loaded({ ...summary, granularity: 'week' });
    actor.send({ type: 'USAGE.DRILL', bucket: 0 });
    actor.send({ type: 'USAGE.EXPORT_REQUESTS' });
    expect(actor.getSnapshot().context.exporting).toStrictEqual({
      start: '2026-10-03',
      end: '2026-10-03',
      granularity: 'week',
      groupBy: 'model',
      view: 'requests',
    });
    control.settle({ type: 'xstate.done.actor.exportUsage', output: { fileName: 'r.csv', csv: 'x', rows: 3 } });
    await flush();
    expect(saved).toEqual([{ csv: 'x', fileName: 'r.csv' }]);
    expect(notify).toHaveBeenCalledWith('已导出 3 行 CSV', 'success');
  });
});

/** Every way the summary's query changes. */
const queryChanges = [
  { type: 'USAGE.RANGE', start: '2026-10-10', end: '2026-10-20' },
  { type: 'USAGE.PRESET', preset: 'last7' },
  { type: 'USAGE.GRANULARITY', value: 'week' },
  { type: 'USAGE.GROUP', value: 'key' },
] as const;

describe('usage machine: what the screen chooses, and the way back', () => {
  beforeEach(() => vi.mocked(notify).mockClear());

  it('counts cached prompt tokens, none when the answer has no such figure', () => {
    const bar = { calls: 3, failedCalls: 1, tokensIn: 100, tokensOut: 20, cost: 0.5 };
    expect(metricValue({ ...bar, cachedTokens: 40 }, 'cached')).toBe(40);
    expect(metricValue(bar, 'cached')).toBe(0);
  });

  it('shows the metric and the view chosen, without asking again', async () => {
    const { actor, control } = await loaded();
    actor.send({ type: 'USAGE.METRIC', value: 'cost' });
    actor.send({ type: 'USAGE.VIEW', value: 'table' });
    expect(actor.getSnapshot().context).toMatchObject({ metric: 'cost', view: 'table' });
    expect(control.isPending('loadSummary')).toBe(false);
  });

  it('tells why the summary failed, and 重试 asks for the same query again', async () => {
    const { actor, control } = harness();
    const first = control.inputs.get('loadSummary');
    control.settle({ type: 'xstate.error.actor.loadSummary', error: new Error('请求错误，请稍后重试') });
    await flush();
    expect(actor.getSnapshot().matches({ summary: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('请求错误，请稍后重试');
    actor.send({ type: 'USAGE.RETRY' });
    expect(actor.getSnapshot().matches({ summary: 'loading' })).toBe(true);
    expect(control.isPending('loadSummary')).toBe(true);
    expect(control.inputs.get('loadSummary')).toEqual(first);
  });

  it('a query changed while the summary loads asks again with it', () => {
    for (const change of queryChanges) {
      const { actor, control } = harness();
      const first = control.inputs.get('loadSummary');
      actor.send(change);
      expect(control.isPending('loadSummary')).toBe(true);
      expect(control.inputs.get('loadSummary')).not.toEqual(first);
      expect(control.inputs.get('loadSummary')).toEqual(actor.getSnapshot().context.query);
    }
  });

  it('any new query closes the drill-down of a bar that is gone', async () => {
    for (const change of queryChanges) {
      const { actor } = await loaded();
      actor.send({ type: 'USAGE.DRILL', bucket: 0 });
      actor.send(change);
      expect(actor.getSnapshot().matches({ drill: 'closed' })).toBe(true);
      expect(actor.getSnapshot().context.drill).toBeUndefined();
    }
  });

  it('a group the summary does not have opens nothing', async () => {
    const { actor, asked } = await loaded();
    actor.send({ type: 'USAGE.DRILL', bucket: 0, groupKey: 'glm-4' });
    expect(actor.getSnapshot().matches({ drill: 'closed' })).toBe(true);
    expect(asked).toEqual([]);
  });

  it('passes the log’s paging on to it, and 关闭 closes it', async () => {
    const { actor, sentToList } = await loaded();
    actor.send({ type: 'USAGE.DRILL', bucket: 0 });
    actor.send({ type: 'LIST.PAGE', pageNum: 2 });
    expect(sentToList).toEqual([{ type: 'LIST.PAGE', pageNum: 2 }]);
    actor.send({ type: 'USAGE.CLOSE_DRILL' });
    expect(actor.getSnapshot().matches({ drill: 'closed' })).toBe(true);
    expect(actor.getSnapshot().context.drill).toBeUndefined();
    expect(actor.getSnapshot().children.list).toBeUndefined();
  });

  it('exports nothing before a summary is shown', () => {
    const { actor, control } = harness();
    actor.send({ type: 'USAGE.EXPORT' });
    expect(actor.getSnapshot().matches({ export: 'idle' })).toBe(true);
    expect(control.isPending('exportUsage')).toBe(false);
  });

  it('asks for the export shown, and is ready for another once it is saved or refused', async () => {
    const { actor, control, saved } = await loaded();
    actor.send({ type: 'USAGE.EXPORT' });
    const asked = { ...summaryQuery, view: 'summary' };
    expect(control.inputs.get('exportUsage')).toStrictEqual(asked);
    control.settle({ type: 'xstate.done.actor.exportUsage', output: { fileName: 's.csv', csv: 'x', rows: 1 } });
    await flush();
    expect(actor.getSnapshot().matches({ export: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.exporting).toBeUndefined();
    expect(saved).toHaveLength(1);

    actor.send({ type: 'USAGE.EXPORT' });
    control.settle({ type: 'xstate.error.actor.exportUsage', error: new Error('导出范围过大') });
    await flush();
    expect(actor.getSnapshot().matches({ export: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.exporting).toBeUndefined();
    expect(saved).toHaveLength(1);
    actor.send({ type: 'USAGE.EXPORT' });
    expect(control.isPending('exportUsage')).toBe(true);
  });
});

describe('usage machine against the simulator', () => {
  beforeEach(() => resetSimulator());

  it("lists the requests behind a day's bar, 20 to a page", async () => {
    storeToken(await loginAs('dev_ent'));
    const actor = createActor(usageMachine, { input: { today: '2026-11-01' } }).start();
    await waitFor(actor, (s) => !s.matches({ summary: 'loading' }));
    const { buckets } = actor.getSnapshot().context.summary as UsageSummary;
    const busy = buckets.findIndex((b) => b.total.calls > 20);
    expect(busy).toBeGreaterThanOrEqual(0);
    actor.send({ type: 'USAGE.DRILL', bucket: busy });
    const list = actor.getSnapshot().children.list as AnyActorRef;
    const page = (await waitFor(list, (s: { value: unknown }) => s.value !== 'loading')) as {
      context: { records: UsageRequest[]; total: number };
    };
    expect(page.context.total).toBe(buckets[busy].total.calls);
    expect(page.context.records).toHaveLength(20);
    actor.stop();
  });
});
