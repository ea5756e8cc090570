/**
 * A model's price timeline against what the product says of it: "loaded once for the model the
 * detail page shows; shown when it arrives; a failure shows the server's message (or the general
 * one) with 重试, which asks again for the same model; nothing else asks again". A seeded random
 * walk drives the machine and that model with the same events; the API function is a stand-in
 * whose answers the test gives.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { getPriceHistory } from '../../src/api/ledger';
import type { PriceHistory } from '../../src/domain/types/ledger.types';
import { priceHistoryMachine } from '../../src/machines/priceHistory';
import { ControlledActors, expectEveryStateReachable, flush, seededWalks, settled, tally } from './modelHarness';

vi.mock('../../src/api/ledger', () => ({ getPriceHistory: vi.fn() }));

beforeEach(() => vi.mocked(getPriceHistory).mockReset());

const LOAD = '0.priceHistory.loading';
const FALLBACK = '请求错误，请稍后重试';

const historyOf = (model: string, versions: number): PriceHistory => ({
  model,
  versions: Array.from({ length: versions }, (_, i) => ({
    id: `${model}@v${i + 1}`,
    model,
    version: i + 1,
    effectiveFrom: i === 0 ? '' : `2026-0${i + 1}-01T00:00:00Z`,
    announcedAt: i === 0 ? '' : `2026-0${i}-20T00:00:00Z`,
    input: 800_000 * (i + 1),
    cachedInput: 80_000 * (i + 1),
    output: 2_000_000,
    note: '',
  })),
  current: `${model}@v1`,
});

type Step = { type: 'retry' } | { type: 'answer'; versions: number } | { type: 'refuse'; error: unknown };

interface Seen {
  phase: 'loading' | 'shown' | 'failed';
  history?: PriceHistory;
  /** What the failure view says, while it is shown. */
  error?: string;
  asked: number;
}

const refusals: unknown[] = [new Error('模型不存在'), new Error(''), 'down', new Error('无权限访问')];
const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : FALLBACK);

function step(seen: Seen, s: Step, model: string): Seen {
  switch (s.type) {
    case 'retry':
      return seen.phase === 'failed' ? { ...seen, phase: 'loading', asked: seen.asked + 1 } : seen;
    case 'answer':
      return seen.phase === 'loading' ? { ...seen, phase: 'shown', history: historyOf(model, s.versions) } : seen;
    case 'refuse':
      return seen.phase === 'loading' ? { ...seen, phase: 'failed', error: messageOf(s.error) } : seen;
  }
}

describe('price history, against the model', () => {
  /** What the walks reached. */
  const reached = tally({ shown: 10, failed: 10, retried: 10 });

  it('reaches every state', () =>
    expectEveryStateReachable(priceHistoryMachine.provide({ actors: { load: new ControlledActors().actor() } }), {
      inputs: [{ modelId: 'qwen-max' }],
      events: [...settled(LOAD, historyOf('qwen-max', 2), '模型不存在'), { type: 'PRICES.RETRY' }],
    }));

  seededWalks({
    seeds: 40,
    steps: 12,
    initial: { phase: 'loading', asked: 1 },
    start: (seed) => {
      const model = ['qwen-max', 'glm-4', 'deepseek-v3'][seed % 3];
      const control = new ControlledActors();
      const asked: string[] = [];
      const actor = createActor(priceHistoryMachine.provide({ actors: { load: control.actor() } }), {
        input: { modelId: model },
      }).start();
      asked.push(control.inputs.get(LOAD) as string);
      return { model, control, asked, actor };
    },
    pick: (next): Step => {
      const roll = next(3);
      return roll === 0
        ? { type: 'retry' }
        : roll === 1
          ? { type: 'answer', versions: 1 + next(3) }
          : { type: 'refuse', error: refusals[next(refusals.length)] };
    },
    step: (seen: Seen, s: Step, { model }) => step(seen, s, model),
    count: (s, before) => {
      if (s.type === 'answer' && before.phase === 'loading') reached.shown += 1;
      if (s.type === 'refuse' && before.phase === 'loading') reached.failed += 1;
      if (s.type === 'retry' && before.phase === 'failed') reached.retried += 1;
    },
    drive: async ({ model, control, asked, actor }, s, _before, seen) => {
      if (s.type === 'retry') {
        actor.send({ type: 'PRICES.RETRY' });
        if (control.isPending(LOAD) && asked.length < seen.asked) asked.push(control.inputs.get(LOAD) as string);
      } else if (control.isPending(LOAD)) {
        control.settle(
          s.type === 'answer'
            ? { type: `xstate.done.actor.${LOAD}`, output: historyOf(model, s.versions) }
            : { type: `xstate.error.actor.${LOAD}`, error: s.error },
        );
        await flush();
      }
    },
    check: ({ model, asked, actor }, seen, where) => {
      const snapshot = actor.getSnapshot();
      expect(snapshot.value, where).toBe(seen.phase);
      expect(snapshot.context.history, where).toEqual(seen.history);
      if (seen.phase === 'failed') expect(snapshot.context.error, where).toBe(seen.error);
      expect(asked, where).toEqual(Array.from({ length: seen.asked }, () => model));
    },
  });
});

describe('price history through the API function', () => {
  it('asks for the model of the page once and shows its timeline', async () => {
    vi.mocked(getPriceHistory).mockResolvedValue(historyOf('glm-4', 3));
    const actor = createActor(priceHistoryMachine, { input: { modelId: 'glm-4' } }).start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context).toEqual({ modelId: 'glm-4' });
    await flush();
    expect(getPriceHistory).toHaveBeenCalledExactlyOnceWith('glm-4');
    expect(actor.getSnapshot().value).toBe('shown');
    expect(actor.getSnapshot().context.history?.versions.map((v) => v.id)).toEqual([
      'glm-4@v1',
      'glm-4@v2',
      'glm-4@v3',
    ]);
    actor.send({ type: 'PRICES.RETRY' });
    expect(getPriceHistory).toHaveBeenCalledTimes(1);
  });

  it('a failure shows the server message, and 重试 asks again for the same model', async () => {
    vi.mocked(getPriceHistory).mockRejectedValueOnce(new Error('模型不存在'));
    const actor = createActor(priceHistoryMachine, { input: { modelId: 'qwen-max' } }).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('模型不存在');
    vi.mocked(getPriceHistory).mockResolvedValueOnce(historyOf('qwen-max', 1));
    actor.send({ type: 'PRICES.RETRY' });
    expect(actor.getSnapshot().value).toBe('loading');
    await flush();
    expect(getPriceHistory).toHaveBeenCalledTimes(2);
    expect(getPriceHistory).toHaveBeenLastCalledWith('qwen-max');
    expect(actor.getSnapshot().value).toBe('shown');
    expect(actor.getSnapshot().context.history?.current).toBe('qwen-max@v1');
  });
});
