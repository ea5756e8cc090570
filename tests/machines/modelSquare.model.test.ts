import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ModelQuery, ModelSummary, Page } from '../../src/api/types';
import { hasFilters, modelSearchFor, modelSquareMachine, parseModelSearch } from '../../src/machines/modelSquare';
import { ControlledActors, flush, expectEveryStateReachable } from './modelHarness';

const model = (id: string): ModelSummary => ({
  id,
  name: id,
  provider: '阿里云',
  modelType: 'text',
  tags: [],
  contextLength: 32768,
  openSource: true,
  description: '',
  pricing: { input: 0.001, output: 0.002, unit: '千tokens' },
  latestVersion: 'v1',
  updatedAt: '2026-01-01',
  monthlyCalls: 1,
});
const page = (ids: string[]): Page<ModelSummary> => ({ records: ids.map(model), total: ids.length, pageNum: 1, pageSize: 9, pages: ids.length ? 1 : 0 });
const first = parseModelSearch('');
const vision = parseModelSearch('type=vision');

const events = [
  { type: 'MODELS.QUERY', query: vision },
  { type: 'MODELS.QUERY', query: first },
  { type: 'MODELS.RETRY' },
  { type: 'xstate.done.actor.loadModels', output: page(['glm-4']) },
  { type: 'xstate.done.actor.loadModels', output: page([]) },
  { type: 'xstate.error.actor.loadModels', error: new Error('服务异常') },
];

function harness() {
  const control = new ControlledActors();
  return { control, machine: modelSquareMachine.provide({ actors: { loadModels: control.actor<Page<ModelSummary>, ModelQuery>() } }) };
}

describe('model square machine', () => {
  it('reaches every state', () =>
    expectEveryStateReachable(harness().machine, {
      inputs: [{ query: first }],
      events,
      serialize: (s) => `${JSON.stringify(s.value)}|${JSON.stringify((s.context as { query: ModelQuery }).query)}`,
    }));

  it('drops the answer to a superseded query', async () => {
    const answers: Record<string, (p: Page<ModelSummary>) => void> = {};
    const machine = modelSquareMachine.provide({
      actors: { loadModels: fromPromise(({ input }: { input: ModelQuery }) => new Promise<Page<ModelSummary>>((r) => (answers[input.modelType ?? 'all'] = r))) },
    });
    const actor = createActor(machine, { input: { query: first } }).start();
    actor.send({ type: 'MODELS.QUERY', query: vision });
    answers.all(page(['stale']));
    answers.vision(page(['glm-4v']));
    await flush();
    expect(actor.getSnapshot().context.page?.records.map((m) => m.id)).toEqual(['glm-4v']);
  });

  it('ignores the same query again (a re-render does not reload)', () => {
    const { machine } = harness();
    const actor = createActor(machine, { input: { query: first } }).start();
    expect(actor.getSnapshot().can({ type: 'MODELS.QUERY', query: parseModelSearch('') })).toBe(false);
  });
});

describe('model square URL', () => {
  it('reads every filter from the query string and ignores invalid values', () => {
    expect(parseModelSearch('q=GLM&type=vision&provider=智谱AI&tag=OCR&ctx=32768&license=open&sort=newest&page=2')).toEqual({
      pageNum: 2,
      pageSize: 9,
      keyword: 'GLM',
      modelType: 'vision',
      provider: '智谱AI',
      tag: 'OCR',
      minContext: 32768,
      license: 'open',
      sort: 'newest',
    });
    expect(parseModelSearch('type=robot&license=free&sort=x&page=-1&ctx=abc')).toMatchObject({
      pageNum: 1,
      modelType: undefined,
      license: undefined,
      sort: 'popular',
      minContext: undefined,
    });
  });

  it('writes a short query string and goes back to page 1 on a filter change', () => {
    const onPage3 = parseModelSearch('type=text&page=3');
    expect(modelSearchFor(onPage3, { provider: '百度' })).toBe('type=text&provider=%E7%99%BE%E5%BA%A6');
    expect(modelSearchFor(onPage3, { pageNum: 4 })).toBe('type=text&page=4');
    expect(modelSearchFor(first, {})).toBe('');
    expect(parseModelSearch(modelSearchFor(first, { keyword: '千问', sort: 'price' }))).toMatchObject({ keyword: '千问', sort: 'price' });
    expect(hasFilters(first)).toBe(false);
    expect(hasFilters(vision)).toBe(true);
  });
});
