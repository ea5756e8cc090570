import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../src/api/http';
import type { ModelDetail } from '../../src/api/types';
import { MODEL_ID_MISSING, modelDetailMachine } from '../../src/machines/modelSquareDetail';
import { ControlledActors, everyTransition, expectAllStatesReached, flush } from './modelHarness';

const detail = { id: 'glm-4', name: 'GLM-4' } as ModelDetail;

const events = [
  { type: 'DETAIL.RETRY' },
  { type: 'DETAIL.LOAD', id: 'glm-4v' },
  { type: 'DETAIL.LOAD', id: '' },
  { type: 'xstate.done.actor.loadModel', output: detail },
  { type: 'xstate.error.actor.loadModel', error: new ApiError('模型不存在或已下线', 404) },
  { type: 'xstate.error.actor.loadModel', error: new ApiError('服务异常', 500) },
];

function harness() {
  const control = new ControlledActors();
  return { control, machine: modelDetailMachine.provide({ actors: { loadModel: control.actor<ModelDetail, string>() } }) };
}

describe('model detail machine', () => {
  const input = { id: 'glm-4' };
  const cases = everyTransition(harness().machine, { input, events, byValueOnly: true });

  it('reaches every state', () => expectAllStatesReached(harness().machine, cases));

  it.each(cases.map((c) => [c.description, c] as const))('%s', async (_d, testCase) => {
    const { control, machine } = harness();
    const actor = createActor(machine, { input }).start();
    for (const step of testCase.steps) {
      if (!control.settle(step.event)) actor.send(step.event as never);
      await flush();
      expect(actor.getSnapshot().value).toEqual(step.expected);
    }
    actor.stop();
  });

  it('without an id it says so instead of calling the server', () => {
    const { machine } = harness();
    const actor = createActor(machine, { input: { id: '' } }).start();
    expect(actor.getSnapshot().value).toBe('notFound');
    expect(actor.getSnapshot().context.error).toBe(MODEL_ID_MISSING);
  });
});
