import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { RateLimitStatus } from '../../src/domain/types/spend.types';
import { notify } from '../../src/machines/notify';
import { rateLimitsMachine } from '../../src/machines/rateLimits';
import { ControlledActors, flush } from './modelHarness';

vi.mock('../../src/machines/notify', () => ({ notify: vi.fn() }));

const qwen: RateLimitStatus = {
  model: 'qwen-max',
  modelName: '通义千问 Max',
  rpm: 300,
  tpm: 300_000,
  usedRpm: 12,
  usedTpm: 4_000,
  request: null,
};

/** Limits loaded, the request dialog open on qwen-max; every call held by the test. */
async function openRequest() {
  const control = new ControlledActors();
  const actor = createActor(
    rateLimitsMachine.provide({ actors: { loadLimits: control.actor(), sendRequest: control.actor() } }),
  ).start();
  control.settle({ type: 'xstate.done.actor.loadLimits', output: [qwen] });
  await flush();
  actor.send({ type: 'LIMITS.REQUEST', model: 'qwen-max' });
  return { control, actor };
}

beforeEach(() => vi.mocked(notify).mockClear());

describe('rate limits: sending a request for more', () => {
  it('sends the typed numbers as numbers and the reason without the spaces around it', async () => {
    const { control, actor } = await openRequest();
    actor.send({ type: 'LIMITS.EDIT', patch: { rpm: ' 600 ', reason: '  双十一晚高峰扩容  ' } });
    actor.send({ type: 'LIMITS.SUBMIT' });
    expect(actor.getSnapshot().matches({ ready: 'submitting' })).toBe(true);
    expect(control.inputs.get('sendRequest')).toEqual({
      model: 'qwen-max',
      rpm: 600,
      tpm: 300000,
      reason: '双十一晚高峰扩容',
    });
  });

  it('a request sent closes the dialog, says so as a success and reloads the limits', async () => {
    const { control, actor } = await openRequest();
    actor.send({ type: 'LIMITS.EDIT', patch: { tpm: '500000', reason: '业务增长' } });
    actor.send({ type: 'LIMITS.SUBMIT' });
    control.settle({
      type: 'xstate.done.actor.sendRequest',
      output: {
        id: '9',
        model: 'qwen-max',
        rpm: 300,
        tpm: 500_000,
        reason: '业务增长',
        status: 1,
        createTime: '2026-11-01T00:00:00.000Z',
      },
    });
    await flush();
    expect(notify).toHaveBeenCalledWith('提额申请已提交，审核结果将通过站内信通知', 'success');
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.form).toBeUndefined();
    expect(control.isPending('loadLimits')).toBe(true);
  });
});
