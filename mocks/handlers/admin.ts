/**
 * Admin console lists of issue 10 (assumed paths, src/api/paths.ts `admin`): cooperation
 * enquiries, SDK authorizations, orders, model/app download audits and resource quotas.
 * Every call is gated by its permission code; edits need the matching :edit code.
 */
import { http } from 'msw';
import { paths } from '../../src/api/paths';
import type {
  AdminOrder,
  CustomerEnquiry,
  DownloadApplication,
  ResourceQuota,
  ResourceQuotaForm,
  SdkAuthorization,
} from '../../src/domain/types/admin.types';
import { reasonError } from '../../src/domain/certification';
import { isResourceType, quotaErrors, quotaMessages } from '../../src/domain/resourceQuota';
import {
  tables,
  type AuthCodeRow,
  type CustomerInfoRow,
  type DownloadAuditRow,
  type OrderRow,
  type ResourceQuotaRow,
  type UserRow,
} from '../db/models';
import { nowIso } from '../rules/clock';
import { pageOf } from '../rules/paging';
import { adminPost, ok, readJson, refuse, text, url, withAdmin } from '../rules/respond';
import { compareText } from '../../src/domain/ordering';

const a = paths.admin;
export const adminCodes = {
  customers: ['MC:customerManage:read'],
  sdkRead: ['MC:SDKManage:sdk:read'],
  sdkEdit: ['MC:SDKManage:sdk:edit'],
  orders: ['MC:SDKManage:order:read'],
  auditRead: ['MC:verifyManage:model:read'],
  auditEdit: ['MC:verifyManage:model:edit'],
  resourceRead: ['MC:resourceManage:allocation:read'],
  resourceEdit: ['MC:resourceManage:allocation:edit'],
} as const;

export const adminMessages = {
  notFound: '记录不存在',
  badStatus: '状态不正确',
  alreadyDecided: '该申请已审核，请刷新列表',
  expiredSdk: '授权已过期，无法变更状态',
} as const;

interface ListBody {
  pageNum: number;
  pageSize: number;
  status: number;
  auditStatus: number;
  orderType: number;
  keyword: string;
  kind: string;
  resourceType: string;
}

const newestFirst = (x: { createTime: string; id: string }, y: { createTime: string; id: string }) =>
  compareText(y.createTime, x.createTime) || Number(y.id) - Number(x.id);
const usersById = () => new Map(tables.user.all().map((u) => [u.id, u]));
const matches = (keyword: string, ...fields: (string | undefined)[]) =>
  !keyword || fields.some((f) => f?.toLowerCase().includes(keyword));
const nameOf = (user?: UserRow) => user?.userName ?? '已注销用户';

const toCustomer = (r: CustomerInfoRow): CustomerEnquiry => ({
  id: r.id,
  companyName: r.companyName,
  userName: r.userName,
  phone: r.phone,
  industry: r.industry,
  position: r.position,
  email: r.email,
  demand: r.demand,
  status: r.status === 2 ? 2 : 1,
  createTime: r.createTime,
});

const toSdk = (r: AuthCodeRow, user?: UserRow): SdkAuthorization => ({
  id: r.id,
  code: r.code,
  productName: r.productName,
  deviceLimit: r.deviceLimit,
  status: r.status === 2 || r.status === 3 ? r.status : 1,
  userName: nameOf(user),
  companyName: user?.companyName ?? '',
  createTime: r.createTime,
  expireTime: r.expireTime,
});

const toOrder = (r: OrderRow, user?: UserRow): AdminOrder => ({
  id: r.id,
  orderNo: r.orderNo,
  productName: r.productName,
  orderType: r.orderType === 2 || r.orderType === 3 ? r.orderType : 1,
  amount: r.amountCents / 100,
  status: r.status === 2 || r.status === 3 || r.status === 4 ? r.status : 1,
  payMethod: r.payMethod,
  createTime: r.createTime,
  payTime: r.payTime,
  userName: nameOf(user),
  companyName: user?.companyName ?? '',
});

const toApplication = (r: DownloadAuditRow, user?: UserRow): DownloadApplication => ({
  id: r.id,
  kind: r.kind === 'app' ? 'app' : 'model',
  targetName: r.targetName,
  version: r.version,
  purpose: r.purpose,
  userName: nameOf(user),
  phone: user?.phone ?? '',
  companyName: r.companyName,
  auditStatus: r.auditStatus === 2 || r.auditStatus === 3 ? r.auditStatus : 1,
  reason: r.reason,
  auditUserName: r.auditUserName,
  createTime: r.createTime,
  auditTime: r.auditTime,
});

const toQuota = (r: ResourceQuotaRow, user?: UserRow): ResourceQuota => ({
  id: r.id,
  userId: r.userId,
  userName: nameOf(user),
  companyName: user?.companyName ?? '',
  resourceType: r.resourceType,
  quota: r.quota,
  used: r.used,
  expireTime: r.expireTime,
  remark: r.remark,
  updateTime: r.updateTime,
});

const today = () => nowIso().slice(0, 10);

async function saveQuota(body: Partial<ResourceQuotaForm>): Promise<ResourceQuota> {
  const form: ResourceQuotaForm = {
    id: text(body.id) || undefined,
    userName: text(body.userName),
    resourceType: text(body.resourceType),
    quota: Number(body.quota),
    expireTime: text(body.expireTime),
    remark: text(body.remark),
  };
  const existing = form.id ? (tables.resourceQuota.get(form.id) ?? refuse(quotaMessages.missing)) : undefined;
  const problems = Object.values(quotaErrors(form, today(), existing?.used ?? 0));
  if (problems.length) refuse(problems[0]);
  const user = tables.user.find((u) => u.userName === form.userName) ?? refuse(quotaMessages.userMissing);
  const duplicate = tables.resourceQuota.find(
    (q) => q.userId === user.id && q.resourceType === form.resourceType && q.id !== form.id,
  );
  if (duplicate) refuse(quotaMessages.duplicate);
  const values = {
    userId: user.id,
    resourceType: form.resourceType,
    quota: form.quota,
    expireTime: form.expireTime,
    remark: form.remark,
    updateTime: nowIso(),
  };
  const row = existing
    ? await tables.resourceQuota.patch(existing.id, values)
    : await tables.resourceQuota.insert({ ...values, used: 0 });
  return toQuota(row ?? refuse(quotaMessages.missing), user);
}

export const adminHandlers = [
  adminPost<ListBody>(a.customerSearch, adminCodes.customers, (body) => {
    const keyword = text(body.keyword).toLowerCase();
    const status = Number(body.status) || 0;
    const rows = tables.customerInfo
      .filter((r) => (!status || r.status === status) && matches(keyword, r.companyName, r.userName, r.phone))
      .sort(newestFirst);
    return ok(pageOf(rows, body, toCustomer));
  }),
  adminPost<{ id: string; status: number }>(a.customerUpdateStatus, adminCodes.customers, async (body) => {
    const status = Number(body.status);
    if (status !== 1 && status !== 2) refuse(adminMessages.badStatus);
    const row = tables.customerInfo.get(text(body.id)) ?? refuse(adminMessages.notFound);
    await tables.customerInfo.patch(row.id, { status });
    return ok(true);
  }),

  adminPost<ListBody>(a.sdkSearch, adminCodes.sdkRead, (body) => {
    const keyword = text(body.keyword).toLowerCase();
    const status = Number(body.status) || 0;
    const users = usersById();
    const rows = tables.authCode
      .filter(
        (r) =>
          (!status || r.status === status) &&
          matches(keyword, r.code, r.productName, users.get(r.userId)?.userName, users.get(r.userId)?.companyName),
      )
      .sort(newestFirst);
    return ok(pageOf(rows, body, (r) => toSdk(r, users.get(r.userId))));
  }),
  adminPost<{ id: string; status: number }>(a.sdkUpdateStatus, adminCodes.sdkEdit, async (body) => {
    const status = Number(body.status);
    if (status !== 1 && status !== 3) refuse(adminMessages.badStatus);
    const row = tables.authCode.get(text(body.id)) ?? refuse(adminMessages.notFound);
    if (row.status === 2) refuse(adminMessages.expiredSdk);
    await tables.authCode.patch(row.id, { status });
    return ok(true);
  }),

  adminPost<ListBody>(a.orderSearch, adminCodes.orders, (body) => {
    const keyword = text(body.keyword).toLowerCase();
    const status = Number(body.status) || 0;
    const orderType = Number(body.orderType) || 0;
    const users = usersById();
    const rows = tables.order
      .filter(
        (r) =>
          (!status || r.status === status) &&
          (!orderType || r.orderType === orderType) &&
          matches(keyword, r.orderNo, r.productName, users.get(r.userId)?.userName),
      )
      .sort(newestFirst);
    return ok(pageOf(rows, body, (r) => toOrder(r, users.get(r.userId))));
  }),

  adminPost<ListBody>(a.downloadAuditSearch, adminCodes.auditRead, (body) => {
    const kind = text(body.kind) === 'app' ? 'app' : 'model';
    const keyword = text(body.keyword).toLowerCase();
    const status = Number(body.auditStatus) || 0;
    const users = usersById();
    const rows = tables.downloadAudit
      .filter(
        (r) =>
          r.kind === kind &&
          (!status || r.auditStatus === status) &&
          matches(keyword, r.targetName, r.companyName, users.get(r.userId)?.userName),
      )
      .sort(newestFirst);
    return ok(pageOf(rows, body, (r) => toApplication(r, users.get(r.userId))));
  }),
  adminPost<{ id: string; auditStatus: number; reason: string }>(
    a.downloadAudit,
    adminCodes.auditEdit,
    async (body, { user }) => {
      const status = Number(body.auditStatus);
      if (status !== 2 && status !== 3) refuse(adminMessages.badStatus);
      const row = tables.downloadAudit.get(text(body.id)) ?? refuse(adminMessages.notFound);
      if (row.auditStatus !== 1) refuse(adminMessages.alreadyDecided);
      const reason = status === 3 ? text(body.reason) : '';
      const problem = status === 3 ? reasonError(reason) : undefined;
      if (problem) refuse(problem);
      await tables.downloadAudit.patch(row.id, {
        auditStatus: status,
        reason,
        auditUserName: user.userName,
        auditTime: nowIso(),
      });
      return ok(true);
    },
  ),

  adminPost<ListBody>(a.resourceSearch, adminCodes.resourceRead, (body) => {
    const keyword = text(body.keyword).toLowerCase();
    const type = text(body.resourceType);
    const users = usersById();
    const rows = tables.resourceQuota
      .filter(
        (r) =>
          (!type || !isResourceType(type) || r.resourceType === type) &&
          matches(keyword, users.get(r.userId)?.userName, users.get(r.userId)?.companyName),
      )
      .sort((x, y) => compareText(y.updateTime, x.updateTime) || Number(y.id) - Number(x.id));
    return ok(pageOf(rows, body, (r) => toQuota(r, users.get(r.userId))));
  }),
  http.post(
    url(a.resourceSave),
    withAdmin(adminCodes.resourceEdit, async ({ request }) =>
      ok(await saveQuota(await readJson<ResourceQuotaForm>(request))),
    ),
  ),
  http.delete(
    url(a.resourceDelete(':id')),
    withAdmin(adminCodes.resourceEdit, ({ params }) => {
      const row = tables.resourceQuota.get(String(params.id)) ?? refuse(quotaMessages.missing);
      tables.resourceQuota.remove(row.id);
      return ok(true);
    }),
  ),
];
