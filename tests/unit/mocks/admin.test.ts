import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/api/paths';
import type {
  AdminOrder,
  CustomerEnquiry,
  DownloadApplication,
  ResourceQuota,
  SdkAuthorization,
} from '../../../src/domain/types/admin.types';
import type { Page } from '../../../src/domain/types/common.types';
import { quotaMessages } from '../../../src/domain/resourceQuota';
import { call, loginAs, post, serveSimulatorPerTest } from './client';

serveSimulatorPerTest();
const a = paths.admin;

describe('admin simulator: customers, SDK, orders', () => {
  it('lists enquiries newest first and records the follow-up', async () => {
    const token = await loginAs('admin');
    const page = await post<Page<CustomerEnquiry>>(a.customerSearch, { pageNum: 1, pageSize: 10, status: 1 }, token);
    expect(page.data.total).toBeGreaterThan(2);
    expect(page.data.records.every((r) => r.status === 1)).toBe(true);
    const first = page.data.records[0];
    expect((await post(a.customerUpdateStatus, { id: first.id, status: 2 }, token)).code).toBe(200);
    const contacted = await post<Page<CustomerEnquiry>>(
      a.customerSearch,
      { pageNum: 1, pageSize: 10, keyword: first.companyName },
      token,
    );
    expect(contacted.data.records[0].status).toBe(2);
    expect((await post(a.customerUpdateStatus, { id: first.id, status: 9 }, token)).msg).toBe('状态不正确');
  });

  it('stops and resumes an SDK authorization but never an expired one', async () => {
    const token = await loginAs('admin');
    const list = await post<Page<SdkAuthorization>>(a.sdkSearch, { pageNum: 1, pageSize: 10 }, token);
    const active = list.data.records.find((r) => r.status === 1)!;
    const expired = list.data.records.find((r) => r.status === 2)!;
    expect((await post(a.sdkUpdateStatus, { id: active.id, status: 3 }, token)).code).toBe(200);
    expect((await post(a.sdkUpdateStatus, { id: expired.id, status: 1 }, token)).msg).toBe('授权已过期，无法变更状态');
    const stopped = await post<Page<SdkAuthorization>>(
      a.sdkSearch,
      { pageNum: 1, pageSize: 10, keyword: active.code },
      token,
    );
    expect(stopped.data.records[0]).toMatchObject({ status: 3, userName: active.userName });
  });

  it("lists every user's orders with filters", async () => {
    const token = await loginAs('admin');
    const all = await post<Page<AdminOrder>>(a.orderSearch, { pageNum: 1, pageSize: 100 }, token);
    expect(new Set(all.data.records.map((o) => o.userName)).size).toBeGreaterThan(1);
    const paid = await post<Page<AdminOrder>>(
      a.orderSearch,
      { pageNum: 1, pageSize: 100, status: 2, orderType: 2 },
      token,
    );
    expect(paid.data.records.every((o) => o.status === 2 && o.orderType === 2)).toBe(true);
  });

  it('refuses users lacking the codes, by endpoint', async () => {
    const token = await loginAs('dev_ent');
    for (const path of [a.customerSearch, a.sdkSearch, a.orderSearch, a.downloadAuditSearch, a.resourceSearch]) {
      expect(await post(path, { pageNum: 1, pageSize: 10 }, token)).toMatchObject({ code: 403, msg: '无权限访问' });
    }
  });
});

describe('admin simulator: download audits', () => {
  it('keeps model and app queues apart, approves, and rejects only with a reason', async () => {
    const token = await loginAs('admin');
    const models = await post<Page<DownloadApplication>>(
      a.downloadAuditSearch,
      { kind: 'model', pageNum: 1, pageSize: 20, auditStatus: 1 },
      token,
    );
    const apps = await post<Page<DownloadApplication>>(
      a.downloadAuditSearch,
      { kind: 'app', pageNum: 1, pageSize: 20 },
      token,
    );
    expect(models.data.records.every((r) => r.kind === 'model' && r.auditStatus === 1)).toBe(true);
    expect(apps.data.records.every((r) => r.kind === 'app')).toBe(true);
    const [first, second] = models.data.records;
    expect((await post(a.downloadAudit, { id: first.id, auditStatus: 2 }, token)).code).toBe(200);
    expect((await post(a.downloadAudit, { id: first.id, auditStatus: 3, reason: '重复' }, token)).msg).toBe(
      '该申请已审核，请刷新列表',
    );
    expect((await post(a.downloadAudit, { id: second.id, auditStatus: 3, reason: '' }, token)).code).toBe(500);
    expect((await post(a.downloadAudit, { id: second.id, auditStatus: 3, reason: '用途说明不充分' }, token)).code).toBe(
      200,
    );
  });
});

describe('admin simulator: resource allocation', () => {
  const form = { userName: 'dev_ent', resourceType: 'storage', quota: 100, expireTime: '2027-06-30', remark: '试点' };

  it('allocates, refuses duplicates and unknown users, changes and revokes', async () => {
    const token = await loginAs('admin');
    const created = await post<ResourceQuota>(a.resourceSave, form, token);
    expect(created.data).toMatchObject({ userName: 'dev_ent', quota: 100, used: 0 });
    expect((await post(a.resourceSave, form, token)).msg).toBe('该用户已分配此类资源，请直接修改');
    expect((await post(a.resourceSave, { ...form, userName: 'nobody' }, token)).msg).toBe(quotaMessages.userMissing);
    expect((await post(a.resourceSave, { ...form, quota: 0 }, token)).msg).toBe(quotaMessages.quota);
    const list = await post<Page<ResourceQuota>>(
      a.resourceSearch,
      { pageNum: 1, pageSize: 50, resourceType: 'gpu' },
      token,
    );
    const gpu = list.data.records[0];
    expect(
      (
        await post(
          a.resourceSave,
          { ...form, id: gpu.id, userName: gpu.userName, resourceType: 'gpu', quota: gpu.used - 1 },
          token,
        )
      ).msg,
    ).toBe(quotaMessages.belowUsed);
    expect(
      (
        await post<ResourceQuota>(
          a.resourceSave,
          { ...form, id: gpu.id, userName: gpu.userName, resourceType: 'gpu', quota: 800 },
          token,
        )
      ).data.quota,
    ).toBe(800);
    expect((await call(a.resourceDelete(created.data.id), { method: 'DELETE', token })).code).toBe(200);
    expect((await call(a.resourceDelete(created.data.id), { method: 'DELETE', token })).msg).toBe('资源分配记录不存在');
  });
});
