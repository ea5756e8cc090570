/**
 * /op-app/api/appStore/v1: the store (only approved public apps), publishing your own app
 * (which goes to audit), and the admin's app audits.
 */
import { http } from 'msw';
import { paths } from '../../src/api/paths';
import type { AppInfo } from '../../src/domain/types/app.types';
import { appMessages } from '../../src/domain/apps';
import { reasonError } from '../../src/domain/certification';
import { tables } from '../db/models';
import { nowIso } from '../rules/clock';
import { pageParams, paginate } from '../rules/paging';
import { adminPost, ok, readJson, refuse, sessionPost, text, url, withAdmin, withSession } from '../rules/respond';
import {
  appTypes,
  findApp,
  holds,
  inStore,
  isPublished,
  ownApp,
  readAppForm,
  removeOwnApp,
  toAppInfo,
} from './appShared';
import { compareText } from '../../src/domain/ordering';

const p = paths.appStore;
export const STORE_READ = 'AppC:AppC:AppStore:read';
export const APP_AUDIT_READ = 'MC:verifyManage:app:read';
export const APP_AUDIT_EDIT = 'MC:verifyManage:app:edit';
export const storeMessages = { alreadyAudited: '该应用已审核，请勿重复操作' } as const;

const newestFirst = (a: { updateTime: string; id: string }, b: { updateTime: string; id: string }) =>
  compareText(b.updateTime, a.updateTime) || Number(b.id) - Number(a.id);

export const appStoreHandlers = [
  http.get(
    url(p.categories),
    withAdmin([STORE_READ], () => ok(appTypes())),
  ),

  adminPost<{ pageNum: number; pageSize: number; keyword: string; appType: number }>(
    p.storeList,
    [STORE_READ],
    (body) => {
      const keyword = text(body.keyword);
      const appType = Number(body.appType) || 0;
      const rows = tables.app
        .filter(inStore)
        .filter(
          (r) =>
            (!appType || r.appType === appType) &&
            (!keyword || r.appName.includes(keyword) || r.appShortDesc.includes(keyword)),
        )
        .sort((a, b) => b.useCount - a.useCount || Number(a.id) - Number(b.id));
      return ok(paginate<AppInfo>(rows.map(toAppInfo), pageParams(body, 12)));
    },
  ),

  http.get(
    url(p.storeDetail(':id')),
    withSession(({ params, user }) => {
      const row = findApp(String(params.id));
      // The store shows approved apps; owners and auditors also see theirs in any state.
      const visible = isPublished(row) || row.userId === user.id || holds(user, [APP_AUDIT_READ]);
      if (!visible) refuse(appMessages.notFound);
      return ok(toAppInfo(row));
    }),
  ),

  sessionPost<{ pageNum: number; pageSize: number }>(p.myApps, (body, { user }) => {
    const rows = tables.app.filter((r) => r.userId === user.id && r.auditStatus > 0).sort(newestFirst);
    return ok(paginate<AppInfo>(rows.map(toAppInfo), pageParams(body)));
  }),

  http.post(
    url(p.create),
    withSession(async ({ request, user }) => {
      const form = readAppForm(await readJson(request));
      const time = nowIso();
      const row = await tables.app.insert({
        ...form,
        userId: user.id,
        auditStatus: 1,
        guides: '',
        features: [],
        useCount: 0,
        createTime: time,
        updateTime: time,
      });
      return ok(toAppInfo(row));
    }),
  ),

  /** The owner's edit goes back to audit; another user's app is refused. */
  sessionPost<{ id: string }>(p.update, async (body, { user }) => {
    const row = ownApp(text(body.id), user);
    await tables.app.patch(row.id, {
      ...readAppForm(body, row),
      auditStatus: 1,
      reason: '',
      auditUserName: '',
      auditTime: '',
      updateTime: nowIso(),
    });
    return ok(true);
  }),

  http.delete(
    url(p.delete(':id')),
    withSession(({ params, user }) => {
      removeOwnApp(params.id, user);
      return ok(true);
    }),
  ),

  adminPost<{ pageNum: number; pageSize: number; auditStatus: number; keyword: string }>(
    p.auditList,
    [APP_AUDIT_READ],
    (body) => {
      const status = Number(body.auditStatus) || 0;
      const keyword = text(body.keyword);
      const rows = tables.app
        .filter((r) => r.userId !== '' && r.auditStatus > 0 && (!status || r.auditStatus === status))
        .filter((r) => !keyword || r.appName.includes(keyword))
        .sort(newestFirst);
      return ok(paginate<AppInfo>(rows.map(toAppInfo), pageParams(body)));
    },
  ),

  adminPost<{ id: string; auditStatus: number; reason: string }>(p.audit, [APP_AUDIT_EDIT], async (body, { user }) => {
    const row = findApp(text(body.id));
    const status = Number(body.auditStatus);
    if (status !== 2 && status !== 3) refuse('审核状态不正确', 400);
    if (row.auditStatus !== 1) refuse(storeMessages.alreadyAudited);
    const reason = text(body.reason);
    if (status === 3) {
      const error = reasonError(reason);
      if (error) refuse(error, 400);
    }
    const time = nowIso();
    await tables.app.patch(row.id, {
      auditStatus: status,
      reason: status === 3 ? reason : '',
      auditUserName: user.nickName || user.userName,
      auditTime: time,
    });
    await tables.message.insert({
      userId: row.userId,
      content:
        status === 2
          ? `您发布的应用“${row.appName}”已通过审核，现已在应用商店上架。`
          : `您发布的应用“${row.appName}”未通过审核：${reason}`,
      createTime: time,
      isRead: false,
    });
    return ok(true);
  }),

  /** An auditor amends an app's listing (wording, category) without changing its audit state. */
  adminPost<{ id: string }>(p.auditUpdate, [APP_AUDIT_EDIT], async (body) => {
    const row = findApp(text(body.id));
    await tables.app.patch(row.id, { ...readAppForm(body, row), updateTime: nowIso() });
    return ok(true);
  }),
];
