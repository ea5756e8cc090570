import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { searchResourceQuotas } from '../../src/api/admin';
import type { ResourceQuota } from '../../src/domain/types/admin.types';
import type { Page } from '../../src/domain/types/common.types';
import type { ListActor } from '../../src/machines/listMachine';
import { notify } from '../../src/machines/notify';
import { resourceAllocationMachine, type ResourceFilter } from '../../src/machines/resourceAllocation';
import { ControlledActors, flush } from './modelHarness';

vi.mock('../../src/machines/notify', () => ({ notify: vi.fn() }));
vi.mock('../../src/api/admin', async (original) => ({ ...(await original<object>()), searchResourceQuotas: vi.fn() }));

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
const onePage: Page<ResourceQuota> = { records: [quota], total: 1, pageNum: 1, pageSize: 10, pages: 1 };
const input = { today: '2026-11-01' };

beforeEach(() => {
  vi.mocked(notify).mockClear();
  vi.mocked(searchResourceQuotas).mockReset();
  vi.mocked(searchResourceQuotas).mockResolvedValue(onePage);
});

const listOf = (actor: { getSnapshot: () => { children: Record<string, unknown> } }) =>
  actor.getSnapshot().children.list as ListActor<ResourceQuota, ResourceFilter>;

describe('resource allocation: the quota list', () => {
  it('asks the first page of 10, then the filter with its page', async () => {
    const actor = createActor(resourceAllocationMachine, { input }).start();
    await waitFor(listOf(actor), (s) => s.matches('ready'));
    expect(searchResourceQuotas).toHaveBeenCalledWith({ pageNum: 1, pageSize: 10 });
    listOf(actor).send({ type: 'LIST.QUERY', query: { resourceType: 'gpu', keyword: 'dev' } });
    await waitFor(listOf(actor), (s) => s.matches('ready') && vi.mocked(searchResourceQuotas).mock.calls.length === 2);
    expect(vi.mocked(searchResourceQuotas).mock.calls[1]).toEqual([
      { pageNum: 1, pageSize: 10, resourceType: 'gpu', keyword: 'dev' },
    ]);
  });
});

describe('resource allocation: changing an allocation', () => {
  it('saves the change on the same record, the account trimmed, then says so and reloads the list', async () => {
    const control = new ControlledActors();
    const actor = createActor(resourceAllocationMachine.provide({ actors: { saveQuota: control.actor() } }), {
      input,
    }).start();
    await waitFor(listOf(actor), (s) => s.matches('ready'));
    actor.send({ type: 'ALLOC.EDIT', quota });
    actor.send({ type: 'ALLOC.CHANGE', patch: { userName: '  dev_ent ', quota: '800', remark: ' 季度扩容  ' } });
    actor.send({ type: 'ALLOC.SUBMIT' });
    expect(actor.getSnapshot().value).toBe('saving');
    // The record's id makes it a change, not a second allocation of the same resource.
    expect(control.inputs.get('saveQuota')).toEqual({
      id: '3',
      userName: 'dev_ent',
      resourceType: 'gpu',
      quota: 800,
      expireTime: '2027-03-01',
      remark: '季度扩容',
    });
    control.settle({ type: 'xstate.done.actor.saveQuota', output: { ...quota, quota: 800 } });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(notify).toHaveBeenCalledWith('资源分配已保存', 'success');
    await waitFor(listOf(actor), (s) => s.matches('ready') && vi.mocked(searchResourceQuotas).mock.calls.length === 2);
  });
});

describe('resource allocation: the form’s errors and the revoke', () => {
  it('shows no errors on a new form, nor on a change opened after a refused submit, until the user submits', () => {
    const actor = createActor(resourceAllocationMachine, { input }).start();
    expect(actor.getSnapshot().context.showErrors).toBe(false);
    actor.send({ type: 'ALLOC.NEW' });
    actor.send({ type: 'ALLOC.SUBMIT' });
    expect(actor.getSnapshot().context.showErrors).toBe(true);
    actor.send({ type: 'ALLOC.CLOSE' });
    actor.send({ type: 'ALLOC.EDIT', quota });
    expect(actor.getSnapshot().context.showErrors).toBe(false);
  });

  it('revokes the allocation the user confirmed, by its id', async () => {
    const control = new ControlledActors();
    const actor = createActor(resourceAllocationMachine.provide({ actors: { deleteQuota: control.actor() } }), {
      input,
    }).start();
    await waitFor(listOf(actor), (s) => s.matches('ready'));
    actor.send({ type: 'ALLOC.DELETE', quota });
    actor.send({ type: 'ALLOC.CONFIRM' });
    expect(actor.getSnapshot().value).toBe('deleting');
    expect(control.inputs.get('deleteQuota')).toEqual({ id: '3' });
  });
});
