/**
 * /op-app/api/app/v1: the user's apps and "my apps" (assistants), app types, guide questions and
 * the admin's app configuration. A user may change only their own apps.
 */
import { http } from 'msw';
import { paths } from '../../src/api/paths';
import type { AppConfig, AppInfo } from '../../src/domain/types/app.types';
import {
  FEATURE_LEVELS,
  PLACEHOLDER_APP_ID,
  PLACEHOLDER_GUIDES,
  appMessages,
  featureCode,
  featureId,
} from '../../src/domain/apps';
import { tables } from '../db/models';
import { nowIso } from '../rules/clock';
import { pageParams, paginate } from '../rules/paging';
import {
  forbidden,
  ok,
  query,
  readJson,
  refuse,
  sessionPost,
  text,
  url,
  withAdmin,
  withSession,
} from '../rules/respond';
import {
  addAssistant,
  appTypes,
  findApp,
  guidesOf,
  holds,
  myAssistantApps,
  ownApp,
  ownerEdit,
  readAppForm,
  removeOwnApp,
  toAppInfo,
  usableBy,
} from './appShared';
import { compareText } from '../../src/domain/ordering';

const p = paths.app;
export const APP_CONFIG_READ = 'MC:resourceManage:appConfig:read';
export const APP_CONFIG_EDIT = 'MC:resourceManage:appConfig:edit';

function appConfigOf(id: string): AppConfig {
  const row = findApp(id);
  const enabled = new Set(row.features);
  return {
    id: row.id,
    appName: row.appName,
    appType: row.appType,
    functionalPermissions: FEATURE_LEVELS.map(({ level, name }) => ({
      id: featureId(row.id, level),
      permissionCode: featureCode(row.id, level),
      name,
      auth: level === 'auth',
      check: enabled.has(featureCode(row.id, level)),
    })),
  };
}

export const appHandlers = [
  http.get(
    url(p.appTypeList),
    withSession(() => ok(appTypes())),
  ),

  sessionPost<{ pageNum: number; pageSize: number; keyword: string }>(p.list, (body, { user }) => {
    const keyword = text(body.keyword);
    const rows = tables.app
      .filter((row) => usableBy(row, user) && (!keyword || row.appName.includes(keyword)))
      .sort((a, b) => compareText(b.updateTime, a.updateTime));
    return ok(paginate<AppInfo>(rows.map(toAppInfo), pageParams(body)));
  }),

  http.get(
    url(p.detail(':id')),
    withSession(({ params, user }) => {
      const row = findApp(String(params.id));
      if (!usableBy(row, user)) refuse(appMessages.notFound);
      return ok(toAppInfo(row));
    }),
  ),

  http.get(
    url(p.extraInfo),
    withSession(({ request, user }) => {
      const row = findApp(query(request).get('id') ?? '');
      if (!usableBy(row, user)) refuse(appMessages.notFound);
      return ok({
        useCount: row.useCount,
        sessionCount: tables.appSession.count((s) => s.appId === row.id),
        guideCount: guidesOf(row).length,
      });
    }),
  ),

  http.get(
    url(p.guideList(':id')),
    withSession(({ params, user }) => {
      if (String(params.id) === PLACEHOLDER_APP_ID) return ok(PLACEHOLDER_GUIDES);
      const row = findApp(String(params.id));
      if (!usableBy(row, user)) refuse(appMessages.notFound);
      return ok(guidesOf(row));
    }),
  ),

  /** A private app of the user's own (never in the store until published), added to "my apps". */
  http.post(
    url(p.create),
    withSession(async ({ request, user }) => {
      const form = readAppForm(await readJson(request));
      const time = nowIso();
      const row = await tables.app.insert({
        ...form,
        userId: user.id,
        auditStatus: 0,
        guides: '',
        features: [],
        useCount: 0,
        createTime: time,
        updateTime: time,
      });
      await addAssistant(user, row.id, time);
      return ok(toAppInfo(row));
    }),
  ),

  /** The owner edits the app; with `features` an admin configures what the app offers for allocation. */
  http.post(
    url(p.update),
    withSession(async (info) => {
      const body = await readJson<{ id: string; features: string[] }>(info.request);
      const id = text(body.id);
      if (Array.isArray(body.features)) {
        const features = body.features.map(text);
        if (!holds(info.user, [APP_CONFIG_EDIT])) return forbidden();
        const row = findApp(id);
        const allowed = new Set(FEATURE_LEVELS.map((l) => featureCode(row.id, l.level)));
        await tables.app.patch(row.id, { features: [...new Set(features.filter((c) => allowed.has(c)))] });
        return ok(true);
      }
      const row = ownApp(id, info.user);
      await tables.app.patch(id, ownerEdit(row, readAppForm(body, row), nowIso()));
      return ok(true);
    }),
  ),

  http.delete(
    url(p.delete(':id')),
    withSession(({ params, user }) => {
      const row = removeOwnApp(params.id, user);
      const sessions = tables.appSession.filter((s) => s.appId === row.id).map((s) => s.id);
      tables.appSession.removeWhere((s) => s.appId === row.id);
      tables.dialogueRecord.removeWhere((r) => sessions.includes(r.sessionId));
      return ok(true);
    }),
  ),

  http.get(
    url(p.appConfig(':id')),
    withAdmin([APP_CONFIG_READ], ({ params }) => ok(appConfigOf(String(params.id)))),
  ),

  http.post(
    url(p.myAssistant),
    withSession(({ user }) => ok(myAssistantApps(user).map(toAppInfo))),
  ),

  http.delete(
    url(p.myAssistantDelete(':id')),
    withSession(({ params, user }) => {
      const removed = tables.appAssistant.removeWhere((a) => a.userId === user.id && a.appId === String(params.id));
      if (!removed) refuse(appMessages.notFound);
      return ok(true);
    }),
  ),

  /** The new order of the whole list, as the drag ended. */
  http.post(
    url(p.myAssistantDrag),
    withSession(async ({ request, user }) => {
      const ids = (await readJson<{ ids: string[] }>(request)).ids;
      const mine = tables.appAssistant.filter((a) => a.userId === user.id);
      const order = Array.isArray(ids) ? ids.map(text) : [];
      if (order.length !== mine.length || !mine.every((a) => order.includes(a.appId)))
        refuse('排序数据已过期，请刷新后重试');
      for (const a of mine) await tables.appAssistant.patch(a.id, { sort: order.indexOf(a.appId) + 1 });
      return ok(true);
    }),
  ),

  /** Adding an app from the store to "my apps". */
  http.post(
    url(p.apply),
    withSession(async ({ request, user }) => {
      const row = findApp(text((await readJson<{ appId: string }>(request)).appId));
      if (!usableBy(row, user)) refuse(appMessages.notFound);
      await addAssistant(user, row.id, nowIso());
      await tables.app.patch(row.id, { useCount: row.useCount + 1 });
      return ok(true);
    }),
  ),

  /** An app made from a model of the model square: a private knowledge-answer app. */
  sessionPost<{ modelId: string; modelName: string }>(p.modelAppApply, async (body, { user }) => {
    const modelId = text(body.modelId);
    if (!modelId) refuse('请选择模型', 400);
    const name = `${text(body.modelName) || `模型${modelId}`}应用`.slice(0, 20);
    const time = nowIso();
    const row = await tables.app.insert({
      userId: user.id,
      appName: name,
      appType: 2,
      abilityName: '模型对话',
      industryName: '其他',
      openFlag: 2,
      appShortDesc: `基于${name.replace(/应用$/, '')}的对话应用`,
      appDesc: '由模型广场一键创建的私有应用。',
      auditStatus: 0,
      guides: '',
      features: [],
      useCount: 0,
      createTime: time,
      updateTime: time,
    });
    await addAssistant(user, row.id, time);
    return ok(toAppInfo(row));
  }),
];
