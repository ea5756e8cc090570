import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../src/api/http';
import type { ModelDetailListing } from '../../src/api/model';
import { MODEL_ID_MISSING, modelDetailMachine } from '../../src/machines/modelSquareDetail';
import { ControlledActors, expectEveryStateReachable, byValue } from './modelHarness';

const detail = { id: 'glm-4', name: 'GLM-4' } as ModelDetailListing;

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
  return {
    control,
    machine: modelDetailMachine.provide({ actors: { loadModel: control.actor<ModelDetailListing, string>() } }),
  };
}

describe('model detail machine', () => {
  const input = { id: 'glm-4' };
  it('reaches every state', () =>
    expectEveryStateReachable(harness().machine, { inputs: [input], events, serialize: byValue }));

  it('without an id it says so instead of calling the server', () => {
    const { machine } = harness();
    const actor = createActor(machine, { input: { id: '' } }).start();
    expect(actor.getSnapshot().value).toBe('notFound');
    expect(actor.getSnapshot().context.error).toBe(MODEL_ID_MISSING);
  });
});
