/**
 * The playground's pre-flight cost against the simulator's own billing (mocks/rules/gateway.ts):
 * the worst case the machine shows is what the gateway charges a call whose answer runs to
 * max_tokens, counted the way the gateway counts a console call and an API call.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  answer,
  promptTokens as gatewayPromptTokens,
  requestFromOpenAi,
  type OpenAiCall,
} from '../../mocks/rules/gateway';
import { callCostCents } from '../../mocks/seed/modelMarket';
import { findModel } from '../../mocks/seed/models';
import { openAiBody, type PlaygroundRequest } from '../../src/domain/playground';
import { playgroundMachine, type PlaygroundModel, type PreflightLimits } from '../../src/machines/playground';
import { ControlledActors, flush } from './modelHarness';

vi.mock('../../src/machines/notify', () => ({ notify: vi.fn() }));

const MODELS = ['qwen-max', 'qwen-72b-chat'].map((id): PlaygroundModel => {
  const model = findModel(id);
  if (!model) throw new Error(id);
  return { id, name: model.name, pricing: { input: model.pricing.input, output: model.pricing.output } };
});

/** The prompt tokens the gateway counts, and what it bills when the answer uses all of max_tokens. */
function billedAtMost(req: PlaygroundRequest, via: 'console' | 'api'): { promptTokens: number; worstFen: number } {
  const model = findModel(req.model);
  if (!model) throw new Error(req.model);
  const tokensIn =
    via === 'console'
      ? answer(model, req).usage.tokensIn
      : gatewayPromptTokens(requestFromOpenAi(openAiBody(req) as Record<string, unknown>) as OpenAiCall);
  return { promptTokens: tokensIn, worstFen: callCostCents(model, tokensIn, req.maxTokens) };
}

async function harness() {
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
    { input: {} },
  ).start();
  control.settle({ type: 'xstate.done.actor.loadModels', output: MODELS });
  await flush();
  return { actor, control };
}

describe('playground machine: pre-flight cost', () => {
  it('is the gateway’s charge at full max_tokens, from the console and through the API, and follows every change', async () => {
    const { actor } = await harness();
    const check = () => {
      const { request, preflight } = actor.getSnapshot().context;
      expect(preflight?.console.cost).toMatchObject(billedAtMost(request, 'console'));
      expect(preflight?.api.cost).toMatchObject(billedAtMost(request, 'api'));
      return preflight?.console.cost.worstFen ?? 0;
    };
    const first = check();
    actor.send({ type: 'PG.SET', patch: { prompt: '请用三句话介绍一下你们平台的计费方式。'.repeat(200) } });
    const longer = check();
    expect(longer).toBeGreaterThan(first);
    actor.send({ type: 'PG.SET', patch: { systemPrompt: '你是接入顾问' } });
    check();
    actor.send({ type: 'PG.PARAM', field: 'maxTokens', text: '4096' });
    expect(check()).toBeGreaterThan(longer);
    actor.send({ type: 'PG.SET', patch: { model: 'qwen-72b-chat' } });
    check();
  });

  it('with a cached prompt costs no more than the worst case', async () => {
    const { actor } = await harness();
    actor.send({ type: 'PG.SET', patch: { prompt: '长'.repeat(3000) } });
    const cost = actor.getSnapshot().context.preflight?.api.cost;
    expect(cost && cost.cachedFen < cost.worstFen).toBe(true);
  });

  it('shows nothing for a max_tokens it cannot use', async () => {
    const { actor } = await harness();
    actor.send({ type: 'PG.PARAM', field: 'maxTokens', text: '' });
    expect(actor.getSnapshot().context.preflight).toBeUndefined();
    actor.send({ type: 'PG.PARAM', field: 'maxTokens', text: '12.5' });
    expect(actor.getSnapshot().context.preflight).toBeUndefined();
    actor.send({ type: 'PG.PARAM', field: 'maxTokens', text: '0' });
    expect(actor.getSnapshot().context.preflight).toBeUndefined();
    actor.send({ type: 'PG.PARAM', field: 'maxTokens', text: '1' });
    expect(actor.getSnapshot().context.preflight?.console.cost.maxTokens).toBe(1);
    actor.send({ type: 'PG.PARAM', field: 'maxTokens', text: '100' });
    expect(actor.getSnapshot().context.preflight?.console.cost.maxTokens).toBe(100);
  });

  it('loads the limits the page says the user may read, and measures the budget and the chosen key against the worst case', async () => {
    const { actor, control } = await harness();
    expect(actor.getSnapshot().matches({ limits: 'waiting' })).toBe(true);
    actor.send({ type: 'PG.LIMITS', access: { withBudget: true, withKeys: false } });
    expect(control.inputs.get('loadLimits')).toEqual({ withBudget: true, withKeys: false });
    const worst = actor.getSnapshot().context.preflight?.console.cost.worstFen ?? 0;
    const limits: PreflightLimits = {
      budget: { budgetFen: 1000, spentFen: 1000 - worst + 1 },
      keys: [
        { id: 'k1', name: '批处理', capFen: 5000, monthSpentFen: 100 },
        { id: 'k2', name: '无上限', capFen: null, monthSpentFen: 0 },
      ],
    };
    control.settle({ type: 'xstate.done.actor.loadLimits', output: limits });
    await flush();
    const budget = actor.getSnapshot().context.preflight?.console.budget;
    expect(budget).toEqual({
      limitFen: 1000,
      spentFen: 1001 - worst,
      leftFen: worst - 1,
      afterFen: -1,
      state: 'exceeds',
    });
    expect(actor.getSnapshot().context.preflight?.api.key).toBeUndefined();

    actor.send({ type: 'PG.PREFLIGHT_KEY', keyId: 'k1' });
    const apiWorst = actor.getSnapshot().context.preflight?.api.cost.worstFen ?? 0;
    expect(actor.getSnapshot().context.preflight?.api.key).toEqual({
      name: '批处理',
      limitFen: 5000,
      spentFen: 100,
      leftFen: 4900,
      afterFen: 4900 - apiWorst,
      state: 'ok',
    });
    // The console's calls are not the key's.
    expect(actor.getSnapshot().context.preflight?.console.key).toBeUndefined();
    actor.send({ type: 'PG.PREFLIGHT_KEY', keyId: 'k2' });
    expect(actor.getSnapshot().context.preflight?.api.key).toBeUndefined();
  });

  it('a budget already used up says so whatever the call costs', async () => {
    const { actor, control } = await harness();
    actor.send({ type: 'PG.LIMITS', access: { withBudget: true, withKeys: true } });
    control.settle({
      type: 'xstate.done.actor.loadLimits',
      output: { budget: { budgetFen: 500, spentFen: 600 }, keys: [] },
    });
    await flush();
    expect(actor.getSnapshot().context.preflight?.console.budget?.state).toBe('passed');
  });
});
