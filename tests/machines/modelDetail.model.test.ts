import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../src/api/http';
import type { ModelDetailListing } from '../../src/api/model';
import { modelDetailMachine } from '../../src/machines/modelSquareDetail';
import { ControlledActors, expectEveryStateReachable, byValue, flush } from './modelHarness';

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
    expect(actor.getSnapshot().context.error).toBe('未指定模型');
  });

  it('opening another model forgets the one on screen and asks for the new id, from any state', async () => {
    const { control, machine } = harness();
    const actor = createActor(machine, { input }).start();
    expect(control.inputs.get('loadModel')).toBe('glm-4');
    control.settle({ type: 'xstate.done.actor.loadModel', output: detail });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');

    actor.send({ type: 'DETAIL.LOAD', id: 'glm-4v' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context).toEqual({ id: 'glm-4v', model: undefined, error: undefined });
    expect(control.inputs.get('loadModel')).toBe('glm-4v');
    control.settle({ type: 'xstate.error.actor.loadModel', error: new ApiError('服务异常', 500) });
    await flush();
    expect(actor.getSnapshot().context.error).toBe('服务异常');

    actor.send({ type: 'DETAIL.LOAD', id: '' });
    expect(actor.getSnapshot().value).toBe('notFound');
    expect(actor.getSnapshot().context).toEqual({ id: '', model: undefined, error: '未指定模型' });
  });
});
