import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ResourceQuota } from '../../src/domain/types/admin.types';
import type { Page } from '../../src/domain/types/common.types';
import { createListMachine } from '../../src/machines/listMachine';
import { draftErrors, resourceAllocationMachine, type ResourceFilter } from '../../src/machines/resourceAllocation';
import { quotaMessages } from '../../src/domain/resourceQuota';
import { ControlledActors, flush, expectEveryStateReachable, settled } from './modelHarness';

vi.mock('../../src/machines/notify', () => ({ notify: vi.fn() }));

const quota: ResourceQuota = {
  id: '3',
  userId: '2',
  userName: 'dev_ent',
  companyName: '杭州云帆数据科技有限公司',
  resourceType: 'gpu',
  quota: 500,
  used: 150,
  expireTime: '2027-03-01T00:00:00.000Z',
  remark: '',
  updateTime: '2026-10-01T00:00:00Z',
};
const valid = {
  userName: 'dev_person',
  resourceType: 'tokens',
  quota: '1000000',
  expireTime: '2027-01-01',
  remark: '',
};

const events = [
  { type: 'ALLOC.NEW' },
  { type: 'ALLOC.EDIT', quota },
  { type: 'ALLOC.CHANGE', patch: valid },
  { type: 'ALLOC.CHANGE', patch: { quota: '' } },
  { type: 'ALLOC.SUBMIT' },
  { type: 'ALLOC.CLOSE' },
  ...settled('saveQuota', quota, '用户不存在'),
  { type: 'ALLOC.DELETE', quota },
  { type: 'ALLOC.CONFIRM' },
  { type: 'ALLOC.CANCEL' },
  ...settled('deleteQuota', true, 'down'),
];

// The list child never loads here: this test is about the dialog flows around it.
const listStub = createListMachine<ResourceQuota, ResourceFilter>().provide({
  actors: { loadPage: fromPromise(() => new Promise<Page<ResourceQuota>>(() => undefined)) },
});

function harness() {
  const control = new ControlledActors();
  const machine = resourceAllocationMachine.provide({
    actors: { list: listStub, saveQuota: control.actor(), deleteQuota: control.actor() },
  });
  return { control, machine };
}

const input = { today: '2026-11-01' };
type Snap = Parameters<typeof draftErrors>[0];
const serialize = (s: { value: unknown; context: Snap }) =>
  JSON.stringify([s.value, Object.keys(draftErrors(s.context)).length === 0]);

describe('resourceAllocation machine', () => {
  it('reaches every state', () =>
    expectEveryStateReachable(harness().machine, { inputs: [input], events, serialize: serialize as never }));

  it('keeps what was typed and shows the refusal when a save fails', async () => {
    const { control, machine } = harness();
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'ALLOC.NEW' });
    actor.send({ type: 'ALLOC.CHANGE', patch: { ...valid, userName: 'nobody' } });
    actor.send({ type: 'ALLOC.SUBMIT' });
    control.settle({ type: 'xstate.error.actor.saveQuota', error: new Error(quotaMessages.userMissing) });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.draft).toMatchObject({ ...valid, userName: 'nobody' });
    expect(actor.getSnapshot().context.serverError).toBe(quotaMessages.userMissing);
  });

  it('refuses a changed quota below what is already used', () => {
    const actor = createActor(harness().machine, { input }).start();
    actor.send({ type: 'ALLOC.EDIT', quota });
    actor.send({ type: 'ALLOC.CHANGE', patch: { quota: '100' } });
    actor.send({ type: 'ALLOC.SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(draftErrors(actor.getSnapshot().context)).toEqual({ quota: quotaMessages.belowUsed });
    expect(actor.getSnapshot().context.showErrors).toBe(true);
  });
});
