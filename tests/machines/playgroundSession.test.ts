import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { resetSimulator } from '../../mocks/node';
import { modelCatalogue } from '../../mocks/seed/models';
import { isChatModel } from '../../mocks/seed/modelMarket';
import { storeToken } from '../../src/machines/credentials';
import { playgroundMachine } from '../../src/machines/playground';
import { loginAs } from '../unit/mocks/client';
import { ControlledActors, flush } from './modelHarness';

vi.mock('../../src/machines/notify', () => ({ notify: vi.fn() }));

function harness(input?: { model?: string }) {
  const control = new ControlledActors();
  const actor = createActor(
    playgroundMachine.provide({
      actors: {
        loadModels: control.actor(),
        loadLimits: control.actor(),
        runStream: control.actor(),
        compare: control.actor(),
      },
    }),
    { input },
  ).start();
  return { control, actor };
}

describe('playground machine: the session', () => {
  it('starts on the named model with the initial parameters, typed as shown, and nothing run yet', () => {
    const { actor } = harness({ model: 'qwen-max' });
    expect(actor.getSnapshot().context).toEqual({
      mode: 'single',
      models: [],
      request: {
        model: 'qwen-max',
        systemPrompt: '',
        prompt: '',
        temperature: 0.7,
        topP: 1,
        maxTokens: 1024,
        stop: [],
      },
      typed: { temperature: '0.7', topP: '1', maxTokens: '1024', stop: '' },
      compareModels: ['qwen-max'],
      errors: {},
      answer: '',
      results: [],
      snippet: { language: 'curl', apiKey: '', reveal: false },
    });
  });

  it('starts without any input, and with no models listed chooses none', async () => {
    const { actor, control } = harness();
    expect(actor.getSnapshot().context).toMatchObject({ request: { model: '' }, compareModels: [] });
    control.settle({ type: 'xstate.done.actor.loadModels', output: [] });
    await flush();
    expect(actor.getSnapshot().matches({ models: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ request: { model: '' }, compareModels: [] });
    // Comparing with no model chosen says so under the model field too.
    actor.send({ type: 'PG.SET', patch: { prompt: '你好' } });
    actor.send({ type: 'PG.COMPARE' });
    expect(actor.getSnapshot().context).toMatchObject({
      compareError: '对比模式请选择2到3个模型',
      errors: { model: '请选择模型' },
    });
  });

  it('a blank parameter is no number', () => {
    const { actor, control } = harness({ model: 'qwen-max' });
    actor.send({ type: 'PG.SET', patch: { prompt: '你好' } });
    actor.send({ type: 'PG.PARAM', field: 'temperature', text: '  ' });
    actor.send({ type: 'PG.RUN' });
    expect(control.isPending('runStream')).toBe(false);
    expect(actor.getSnapshot().context.errors).toEqual({ temperature: 'temperature 须在 0 到 2 之间' });
  });

  it('a change clears the errors of the fields it changes only', () => {
    const { actor } = harness({ model: 'qwen-max' });
    actor.send({ type: 'PG.SET', patch: { prompt: '你好', temperature: 3, topP: 2 } });
    actor.send({ type: 'PG.RUN' });
    actor.send({ type: 'PG.SET', patch: { temperature: 1 } });
    expect(actor.getSnapshot().context.errors).toEqual({ topP: 'top_p 须在 0 到 1 之间' });
  });

  it('refuses to compare with a parameter out of range, under its field only', () => {
    const { actor, control } = harness({ model: 'qwen-max' });
    actor.send({ type: 'PG.SET', patch: { prompt: '你好', temperature: 3 } });
    actor.send({ type: 'PG.COMPARE_MODELS', models: ['qwen-max', 'glm-4'] });
    actor.send({ type: 'PG.COMPARE' });
    expect(control.isPending('compare')).toBe(false);
    expect(actor.getSnapshot().matches({ call: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      compareError: undefined,
      errors: { temperature: 'temperature 须在 0 到 2 之间' },
    });
    expect(Object.keys(actor.getSnapshot().context.errors)).toEqual(['temperature']);
  });

  it('one model to compare is refused for the count alone when the request is fine', () => {
    const { actor } = harness({ model: 'qwen-max' });
    actor.send({ type: 'PG.SET', patch: { prompt: '你好' } });
    actor.send({ type: 'PG.COMPARE' });
    expect(actor.getSnapshot().context).toMatchObject({ compareError: '对比模式请选择2到3个模型', errors: {} });
  });

  it('sends the request it holds to the stream, and what the stream passes back lands in the answer', () => {
    const { actor, control } = harness({ model: 'qwen-max' });
    actor.send({ type: 'PG.SET', patch: { prompt: '你好' } });
    actor.send({ type: 'PG.RUN' });
    const input = control.inputs.get('runStream') as { request: unknown; onDelta: (text: string) => void };
    expect(input.request).toEqual({
      model: 'qwen-max',
      systemPrompt: '',
      prompt: '你好',
      temperature: 0.7,
      topP: 1,
      maxTokens: 1024,
      stop: [],
    });
    input.onDelta('您');
    input.onDelta('好');
    expect(actor.getSnapshot().context.answer).toBe('您好');
  });

  it('changes one snippet setting and keeps the others', () => {
    const { actor } = harness({ model: 'qwen-max' });
    actor.send({ type: 'PG.SNIPPET', patch: { reveal: true } });
    expect(actor.getSnapshot().context.snippet).toEqual({ language: 'curl', apiKey: '', reveal: true });
  });
});

const QWEN = { id: 'qwen-max', name: '通义千问 Max', pricing: { input: 0.02, output: 0.06 } };
const GLM = { id: 'glm-4', name: 'GLM-4', pricing: { input: 0.1, output: 0.1 } };

/** Asks 你好 of two models side by side. */
function compareTwo(actor: ReturnType<typeof harness>['actor']) {
  actor.send({ type: 'PG.SET', patch: { prompt: '你好' } });
  actor.send({ type: 'PG.COMPARE_MODELS', models: ['qwen-max', 'glm-4'] });
  actor.send({ type: 'PG.COMPARE' });
}

describe('playground machine: the ways back', () => {
  it('a model list that failed says why and loads again on 重试, the reason gone once it came', async () => {
    const { actor, control } = harness({ model: 'qwen-max' });
    control.answer('loadModels', { error: new Error('服务繁忙') });
    await flush();
    expect(actor.getSnapshot().matches({ models: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.modelsError).toBe('服务繁忙');
    actor.send({ type: 'PG.RETRY_MODELS' });
    expect(actor.getSnapshot().matches({ models: 'loading' })).toBe(true);
    control.answer('loadModels', { output: [QWEN, GLM] });
    await flush();
    expect(actor.getSnapshot().matches({ models: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ models: [QWEN, GLM], modelsError: undefined });
  });

  it('limits that failed leave none, and the page asking again loads what it now says', async () => {
    const { actor, control } = harness({ model: 'qwen-max' });
    actor.send({ type: 'PG.LIMITS', access: { withBudget: true, withKeys: false } });
    control.answer('loadLimits', { error: new Error('无权限') });
    await flush();
    expect(actor.getSnapshot().matches({ limits: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.limits).toBeUndefined();
    actor.send({ type: 'PG.LIMITS', access: { withBudget: false, withKeys: true } });
    expect(control.inputs.get('loadLimits')).toEqual({ withBudget: false, withKeys: true });
    control.answer('loadLimits', { output: { budget: null, keys: [] } });
    await flush();
    expect(actor.getSnapshot().matches({ limits: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.limits).toEqual({ budget: null, keys: [] });
  });

  it('the page saying again what the user may read while the limits load asks with the new answer', () => {
    const { actor, control } = harness({ model: 'qwen-max' });
    actor.send({ type: 'PG.LIMITS', access: { withBudget: false, withKeys: false } });
    actor.send({ type: 'PG.LIMITS', access: { withBudget: true, withKeys: true } });
    expect(control.inputs.get('loadLimits')).toEqual({ withBudget: true, withKeys: true });
  });

  it('switching mode forgets the last attempt’s errors and its failure', async () => {
    const { actor, control } = harness({ model: 'qwen-max' });
    actor.send({ type: 'PG.SET', patch: { prompt: '你好' } });
    actor.send({ type: 'PG.RUN' });
    control.answer('runStream', { error: new Error('余额不足') });
    await flush();
    expect(actor.getSnapshot().context.runError).toBe('余额不足');
    actor.send({ type: 'PG.MODE', mode: 'compare' });
    actor.send({ type: 'PG.SET', patch: { prompt: '' } });
    actor.send({ type: 'PG.COMPARE_MODELS', models: ['qwen-max'] });
    actor.send({ type: 'PG.COMPARE' });
    expect(actor.getSnapshot().context).toMatchObject({
      mode: 'compare',
      runError: undefined,
      compareError: '对比模式请选择2到3个模型',
      errors: { prompt: '请输入问题内容' },
    });
    actor.send({ type: 'PG.MODE', mode: 'single' });
    expect(actor.getSnapshot().context).toMatchObject({ mode: 'single', compareError: undefined });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('a new run or comparison starts from a clean page: nothing left from the one before', async () => {
    const { actor, control } = harness({ model: 'qwen-max' });
    const ctx = () => actor.getSnapshot().context;
    const streamed = async (text: string) => {
      (control.inputs.get('runStream') as { onDelta: (t: string) => void }).onDelta(text);
      control.answer('runStream', { output: { tokensIn: 3, tokensOut: 3 } });
      await flush();
    };
    compareTwo(actor);
    control.answer('compare', { output: [{ model: 'qwen-max', answer: '您好' }] });
    await flush();
    actor.send({ type: 'PG.RUN' });
    expect(ctx().results).toEqual([]);
    await streamed('第一次');
    actor.send({ type: 'PG.COMPARE' });
    expect(ctx()).toMatchObject({ answer: '', usage: undefined });
    control.answer('compare', { error: new Error('服务繁忙') });
    await flush();
    actor.send({ type: 'PG.RUN' });
    expect(ctx()).toMatchObject({ runError: undefined });
    await streamed('第二次');
    actor.send({ type: 'PG.RUN' });
    expect(ctx()).toMatchObject({ answer: '', usage: undefined });
    control.answer('runStream', { error: new Error('余额不足') });
    await flush();
    actor.send({ type: 'PG.COMPARE' });
    expect(ctx().runError).toBeUndefined();
  });

  it('a comparison that failed says why and returns to editing', async () => {
    const { actor, control } = harness({ model: 'qwen-max' });
    compareTwo(actor);
    control.answer('compare', { error: new Error('模型 glm-4 暂不可用') });
    await flush();
    expect(actor.getSnapshot().matches({ call: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.runError).toBe('模型 glm-4 暂不可用');
  });
});

describe('playground machine against the simulator', () => {
  beforeEach(() => resetSimulator());

  it('offers the chat models still online, streams an answer and compares two models', async () => {
    storeToken(await loginAs('dev_ent'));
    const actor = createActor(playgroundMachine, { input: {} }).start();
    await waitFor(actor, (s) => !s.matches({ models: 'loading' }));
    // Seeded: moonshot-v1-128k went offline on 2026-10-15, before the simulator's 2026-11-01.
    const online = modelCatalogue.filter((m) => isChatModel(m) && m.id !== 'moonshot-v1-128k');
    expect(online.length).toBeLessThan(modelCatalogue.length - 1);
    expect(actor.getSnapshot().context.models).toEqual(
      expect.arrayContaining(
        online.map((m) => ({ id: m.id, name: m.name, pricing: { input: m.pricing.input, output: m.pricing.output } })),
      ),
    );
    expect(actor.getSnapshot().context.models).toHaveLength(online.length);

    actor.send({ type: 'PG.SET', patch: { prompt: '你好' } });
    actor.send({ type: 'PG.RUN' });
    await waitFor(actor, (s) => s.matches({ call: 'editing' }), { timeout: 20_000 });
    expect(actor.getSnapshot().context.runError).toBeUndefined();
    expect(actor.getSnapshot().context.answer).not.toBe('');
    expect(actor.getSnapshot().context.usage?.tokensOut).toBeGreaterThan(0);

    actor.send({ type: 'PG.COMPARE' });
    await waitFor(actor, (s) => s.matches({ call: 'editing' }), { timeout: 20_000 });
    expect(actor.getSnapshot().context.runError).toBeUndefined();
    const compared = actor.getSnapshot().context.compareModels;
    expect(compared).toHaveLength(2);
    expect(actor.getSnapshot().context.results.map((r) => r.model)).toEqual(compared);
    actor.stop();
  });
});
