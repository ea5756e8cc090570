import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { ContractDetail } from '../../src/domain/types/developer.types';
import { contractDetailMachine } from '../../src/machines/contracts';
import { ControlledActors, flush } from './modelHarness';
import { noticesHeard } from '../notices';

const heard = noticesHeard();
const contract = (status: number) => ({ id: '3', status, content: '# 合同' }) as ContractDetail;

function harness() {
  const control = new ControlledActors();
  const actor = createActor(
    contractDetailMachine.provide({ actors: { loadContract: control.actor(), sign: control.actor() } }),
    { input: { id: '3' } },
  ).start();
  return { control, actor };
}

describe('contract detail', () => {
  it('loads the contract asked for', async () => {
    const { control, actor } = harness();
    expect(actor.getSnapshot().context).toEqual({ id: '3' });
    expect(control.inputs.get('loadContract')).toEqual({ id: '3' });
    control.settle({ type: 'xstate.done.actor.loadContract', output: contract(1) });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.contract).toEqual(contract(1));
  });

  it('signs only a pending contract (status 1)', async () => {
    for (const status of [2, 3]) {
      const { control, actor } = harness();
      control.settle({ type: 'xstate.done.actor.loadContract', output: contract(status) });
      await flush();
      actor.send({ type: 'CONTRACT.SIGN' });
      expect(actor.getSnapshot().value, `status ${status}`).toBe('ready');
    }
  });

  it('asks for confirmation, signs the contract, says 签署成功 and reloads it', async () => {
    const { control, actor } = harness();
    control.settle({ type: 'xstate.done.actor.loadContract', output: contract(1) });
    await flush();
    actor.send({ type: 'CONTRACT.SIGN' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'CONTRACT.CANCEL' });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'CONTRACT.SIGN' });
    actor.send({ type: 'CONTRACT.CONFIRM' });
    expect(control.inputs.get('sign')).toEqual({ id: '3' });
    control.settle({ type: 'xstate.done.actor.sign', output: true });
    await flush();
    expect(heard).toEqual([{ message: '签署成功', kind: 'success' }]);
    expect(actor.getSnapshot().value).toBe('loading');
  });

  it("shows a failed load's reason and loads again on 重试", async () => {
    const { control, actor } = harness();
    control.settle({ type: 'xstate.error.actor.loadContract', error: new Error('合同不存在') });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('合同不存在');
    control.inputs.delete('loadContract');
    actor.send({ type: 'CONTRACT.RETRY' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(control.inputs.get('loadContract')).toEqual({ id: '3' });
    control.settle({ type: 'xstate.done.actor.loadContract', output: contract(1) });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('keeps the contract unsigned and signable when signing fails, without 签署成功', async () => {
    const { control, actor } = harness();
    control.settle({ type: 'xstate.done.actor.loadContract', output: contract(1) });
    await flush();
    actor.send({ type: 'CONTRACT.SIGN' });
    actor.send({ type: 'CONTRACT.CONFIRM' });
    control.settle({ type: 'xstate.error.actor.sign', error: new Error('签署失败') });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.contract).toEqual(contract(1));
    expect(heard).toEqual([]);
    actor.send({ type: 'CONTRACT.SIGN' });
    expect(actor.getSnapshot().value).toBe('confirming');
  });
});
