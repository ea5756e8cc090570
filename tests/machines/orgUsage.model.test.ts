/**
 * An organisation's usage, bills and request log, and the admin console's organisations, checked
 * against values written by hand from what the pages promise:
 * - the usage summary is read for one month and, when a member is chosen, that member only
 *   ('' = everyone); the admin console names its organisation; a failed read shows the server's
 *   message and 重试 reads again;
 * - the request log is a paged list asking for the same filter (the admin console's calls go to
 *   the admin endpoint, a member's to the member's);
 * - the admin console lists organisations by keyword and opens one by id.
 * The API is replaced by stand-ins the test answers, so nothing here needs the simulator.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Page } from '../../src/domain/types/common.types';
import type { AdminOrganisationDetail, OrgCall, OrgUsage } from '../../src/domain/types/organisation.types';
import {
  adminOrganisationListMachine,
  adminOrganisationMachine,
  orgCallsListMachine,
  orgUsageMachine,
} from '../../src/machines/orgUsage';
import { flush } from './modelHarness';

const api = vi.hoisted(() => ({
  getOrgUsage: vi.fn(),
  searchOrgCalls: vi.fn(),
  searchOrgCallsAsAdmin: vi.fn(),
  searchOrganisations: vi.fn(),
  getOrganisationDetail: vi.fn(),
}));
vi.mock('../../src/api/organisation', () => api);

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
});

const usage: OrgUsage = {
  month: '2026-11',
  members: [{ userId: 'u-m2', userName: 'dev_person', calls: 12, failedCalls: 1, tokens: 3400, cost: 1.25 }],
  bills: [{ date: '2026-11-03', userId: 'u-m2', userName: 'dev_person', calls: 12, cost: 1.25 }],
  totalCost: 1.25,
};

const call: OrgCall = {
  id: 'c1',
  requestId: 'req-1',
  createTime: '2026-11-03T10:00:00Z',
  userId: 'u-m2',
  userName: 'dev_person',
  keyName: '生产',
  model: 'qwen-max',
  status: 200,
  errorCode: '',
  tokensIn: 100,
  tokensOut: 200,
  cost: 0.02,
};
const callsPage: Page<OrgCall> = { records: [call], total: 11, pageNum: 1, pageSize: 10, pages: 2 };

describe('orgUsageMachine (the usage summary)', () => {
  it('reads everyone’s usage for the month without naming a member', async () => {
    api.getOrgUsage.mockResolvedValue(usage);
    const actor = createActor(orgUsageMachine, { input: { month: '2026-11', userId: '' } }).start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(api.getOrgUsage).toHaveBeenCalledTimes(1);
    expect(api.getOrgUsage.mock.calls[0]).toEqual([{ month: '2026-11' }]);
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toEqual({ filter: { month: '2026-11', userId: '' }, usage });
  });

  it('reads one member’s usage, and the admin console names its organisation', () => {
    api.getOrgUsage.mockResolvedValue(usage);
    createActor(orgUsageMachine, { input: { month: '2026-10', userId: 'u-m2' } }).start();
    createActor(orgUsageMachine, { input: { month: '2026-10', userId: '', orgId: 'o7' } }).start();
    expect(api.getOrgUsage.mock.calls).toEqual([
      [{ month: '2026-10', userId: 'u-m2' }],
      [{ month: '2026-10', orgId: 'o7' }],
    ]);
  });

  it('shows the server’s refusal, and 重试 reads the same filter again and clears it', async () => {
    api.getOrgUsage.mockRejectedValueOnce(new Error('你在组织中的角色无权进行此操作')).mockResolvedValueOnce(usage);
    const actor = createActor(orgUsageMachine, { input: { month: '2026-11', userId: 'u-m3' } }).start();
    // Nothing else moves it before the answer.
    actor.send({ type: 'USAGE.RETRY' });
    expect(api.getOrgUsage).toHaveBeenCalledTimes(1);
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('你在组织中的角色无权进行此操作');
    actor.send({ type: 'USAGE.RETRY' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(api.getOrgUsage.mock.calls).toEqual([
      [{ month: '2026-11', userId: 'u-m3' }],
      [{ month: '2026-11', userId: 'u-m3' }],
    ]);
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.usage).toEqual(usage);
    expect(actor.getSnapshot().context.error).toBeUndefined();
    // Ready is where it rests: a retry there reads nothing.
    actor.send({ type: 'USAGE.RETRY' });
    expect(api.getOrgUsage).toHaveBeenCalledTimes(2);
  });

  it('shows the general message when a refusal has no words of its own', async () => {
    api.getOrgUsage.mockRejectedValue('down');
    const actor = createActor(orgUsageMachine, { input: { month: '2026-11', userId: '' } }).start();
    await flush();
    expect(actor.getSnapshot().context.error).toBe('请求错误，请稍后重试');
  });
});

describe('orgCallsListMachine (the request log)', () => {
  it('asks the member endpoint for a page of the month’s calls, with the member only when chosen', async () => {
    api.searchOrgCalls.mockResolvedValue(callsPage);
    const actor = createActor(orgCallsListMachine, { input: { query: { month: '2026-11', userId: '' } } }).start();
    await flush();
    expect(actor.getSnapshot().context.records).toEqual([call]);
    expect(actor.getSnapshot().context.total).toBe(11);
    actor.send({ type: 'LIST.QUERY', query: { month: '2026-11', userId: 'u-m2' } });
    await flush();
    actor.send({ type: 'LIST.PAGE', pageNum: 2 });
    await flush();
    expect(api.searchOrgCalls.mock.calls).toEqual([
      [{ pageNum: 1, pageSize: 10, month: '2026-11' }],
      [{ pageNum: 1, pageSize: 10, month: '2026-11', userId: 'u-m2' }],
      [{ pageNum: 2, pageSize: 10, month: '2026-11', userId: 'u-m2' }],
    ]);
    expect(api.searchOrgCallsAsAdmin).not.toHaveBeenCalled();
  });

  it('asks the admin endpoint when the admin console names the organisation', async () => {
    api.searchOrgCallsAsAdmin.mockResolvedValue(callsPage);
    const actor = createActor(orgCallsListMachine, {
      input: { query: { orgId: 'o7', month: '', userId: '' }, pageSize: 20 },
    }).start();
    await flush();
    expect(api.searchOrgCallsAsAdmin.mock.calls).toEqual([[{ pageNum: 1, pageSize: 20, month: '', orgId: 'o7' }]]);
    expect(api.searchOrgCalls).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.records).toEqual([call]);
  });
});

describe('the admin console’s organisations', () => {
  it('lists them by keyword, page by page', async () => {
    api.searchOrganisations.mockResolvedValue({ records: [], total: 0, pageNum: 1, pageSize: 10, pages: 0 });
    const actor = createActor(adminOrganisationListMachine, { input: { query: { keyword: '星河' } } }).start();
    await flush();
    actor.send({ type: 'LIST.QUERY', query: { keyword: '' } });
    await flush();
    expect(api.searchOrganisations.mock.calls).toEqual([
      [{ pageNum: 1, pageSize: 10, keyword: '星河' }],
      [{ pageNum: 1, pageSize: 10, keyword: '' }],
    ]);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });

  it('opens one by id, shows a refusal, and 重试 reads it again', async () => {
    const detail = { organisation: { id: 'o7' }, members: [], usage } as unknown as AdminOrganisationDetail;
    api.getOrganisationDetail.mockRejectedValueOnce(new Error('组织不存在')).mockResolvedValueOnce(detail);
    const actor = createActor(adminOrganisationMachine, { input: { id: 'o7' } }).start();
    expect(actor.getSnapshot().value).toBe('loading');
    actor.send({ type: 'DETAIL.RETRY' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context).toEqual({ id: 'o7', error: '组织不存在' });
    actor.send({ type: 'DETAIL.RETRY' });
    expect(actor.getSnapshot().value).toBe('loading');
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.detail).toBe(detail);
    expect(actor.getSnapshot().context.error).toBeUndefined();
    actor.send({ type: 'DETAIL.RETRY' });
    expect(api.getOrganisationDetail.mock.calls).toEqual([['o7'], ['o7']]);
  });
});
