/**
 * App-center rules shared by the portal and the simulator: app types, the publish form's
 * validation, session ordering and the functional permissions of an app resource.
 */
import type { AppForm, AppType } from './types/app.types';
import type { AppSession } from './types/appSession.types';
import { compareText } from './ordering';

/** The default current dialogue (SPEC sections 3 and 9). */
export const PLACEHOLDER_APP_ID = '999999';
export const PLACEHOLDER_APP_TYPE = 999999;
export const PLACEHOLDER_APP_NAME = '我的应用';

export const APP_TYPES: AppType[] = [
  { id: 1, name: '智能客服' },
  { id: 2, name: '知识问答' },
  { id: 3, name: '内容创作' },
  { id: 4, name: '办公助手' },
  { id: 5, name: '行业应用' },
];
export const appTypeName = (id: number): string => APP_TYPES.find((t) => t.id === id)?.name ?? '其他';

export const APP_AUDIT_TEXT = { 0: '未提交', 1: '待审核', 2: '审核通过', 3: '审核驳回' } as const;
export const OPEN_FLAG_TEXT = { 1: '公开', 2: '不公开' } as const;

export const appMessages = {
  added: '添加成功',
  removed: '已移除',
  published: '已提交审核，审核通过后将在应用商店上架',
  updated: '已保存，重新提交审核',
  approved: '审核通过',
  rejected: '已驳回',
  topped: '已置顶',
  untopped: '已取消置顶',
  deleted: '删除成功',
  hidden: '已隐藏该条记录',
  saved: '保存成功',
  notOwner: '无权修改他人的应用',
  notFound: '应用不存在或未上架',
  sessionMissing: '会话不存在',
  alreadyAdded: '该应用已在我的应用中',
} as const;

export const APP_LIMITS = { name: 20, shortDesc: 50, desc: 1000, guide: 500 } as const;

export const appFormMessages = {
  appName: '请输入应用名称',
  appNameLong: `应用名称不能超过${APP_LIMITS.name}个字`,
  appType: '请选择应用类型',
  iconUrl: '请上传应用图标',
  jumpUrl: '请输入正确的跳转链接',
  appShortDesc: '请输入应用简介',
  appShortDescLong: `应用简介不能超过${APP_LIMITS.shortDesc}个字`,
  appDesc: '请输入应用描述',
  appDescLong: `应用描述不能超过${APP_LIMITS.desc}个字`,
  demoJson: '示例数据需为合法的JSON',
  guideDescLong: `引导说明不能超过${APP_LIMITS.guide}个字`,
} as const;

export type AppFormErrors = Partial<Record<keyof AppForm, string>>;

const isJson = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** The publish form's rules; the simulator refuses with the same first message. */
export function appFormErrors(form: Partial<AppForm>): AppFormErrors {
  const e: AppFormErrors = {};
  const name = (form.appName ?? '').trim();
  if (!name) e.appName = appFormMessages.appName;
  else if (name.length > APP_LIMITS.name) e.appName = appFormMessages.appNameLong;
  if (!form.appType || !APP_TYPES.some((t) => t.id === form.appType)) e.appType = appFormMessages.appType;
  if (!form.iconUrl) e.iconUrl = appFormMessages.iconUrl;
  if (form.jumpUrl && !/^https?:\/\/\S+$/.test(form.jumpUrl.trim())) e.jumpUrl = appFormMessages.jumpUrl;
  const short = (form.appShortDesc ?? '').trim();
  if (!short) e.appShortDesc = appFormMessages.appShortDesc;
  else if (short.length > APP_LIMITS.shortDesc) e.appShortDesc = appFormMessages.appShortDescLong;
  const desc = (form.appDesc ?? '').trim();
  if (!desc) e.appDesc = appFormMessages.appDesc;
  else if (desc.length > APP_LIMITS.desc) e.appDesc = appFormMessages.appDescLong;
  if (form.demoJson?.trim() && !isJson(form.demoJson)) e.demoJson = appFormMessages.demoJson;
  if ((form.guideDesc ?? '').length > APP_LIMITS.guide) e.guideDesc = appFormMessages.guideDescLong;
  return e;
}

export const emptyAppForm = (): AppForm => ({
  appName: '',
  appType: 0,
  abilityName: '',
  industryName: '',
  iconUrl: '',
  bgUrl: '',
  jumpUrl: '',
  appShortDesc: '',
  demoJson: '',
  appDesc: '',
  openFlag: 1,
  guideDesc: '',
});

/** A topped session sorts first (newest top first), then the most recently active. */
export function sortSessions<S extends Pick<AppSession, 'top' | 'updateTime'> & { topTime?: number }>(
  sessions: S[],
): S[] {
  return [...sessions].sort((a, b) => {
    if (a.top !== b.top) return a.top ? -1 : 1;
    if (a.top && b.top && a.topTime !== undefined && b.topTime !== undefined && a.topTime !== b.topTime)
      return b.topTime - a.topTime;
    return compareText(b.updateTime, a.updateTime);
  });
}

/** A session is titled by its first question. */
export const SESSION_TITLE_MAX = 20;
export const NEW_SESSION_TITLE = '新会话';
export const sessionTitleFrom = (question: string): string => {
  const q = question.trim().replace(/\s+/g, ' ');
  return q.length > SESSION_TITLE_MAX ? `${q.slice(0, SESSION_TITLE_MAX)}…` : q || NEW_SESSION_TITLE;
};

/** The functional permissions every app resource offers, by level. */
export const FEATURE_LEVELS = [
  { level: 'read', name: '使用' },
  { level: 'edit', name: '编辑' },
  { level: 'auth', name: '授权' },
] as const;
export type FeatureLevel = (typeof FEATURE_LEVELS)[number]['level'];

export const featureCode = (appId: string, level: FeatureLevel): string => `AppC:app:${appId}:${level}`;
export const featureId = (appId: string, level: FeatureLevel): string => `${appId}:${level}`;

/**
 * Checking :auth ties in :read and :edit, and :edit ties in :read (SPEC section 6): the
 * granted set always holds the lower levels of what it holds.
 */
export function withImpliedLevels(ids: Iterable<string>): string[] {
  const out = new Set<string>();
  for (const id of ids) {
    const [appId, level] = id.split(':');
    if (!appId || !level) continue;
    out.add(id);
    if (level === 'edit' || level === 'auth') out.add(featureId(appId, 'read'));
    if (level === 'auth') out.add(featureId(appId, 'edit'));
  }
  return [...out];
}

/** Unchecking a level drops the levels that imply it. */
export function withoutLevel(ids: string[], id: string): string[] {
  const [appId, level] = id.split(':');
  const drop = new Set([id]);
  if (level === 'read') ['edit', 'auth'].forEach((l) => drop.add(`${appId}:${l}`));
  if (level === 'edit') drop.add(`${appId}:auth`);
  return ids.filter((x) => !drop.has(x));
}

/** What the placeholder app 我的应用 suggests: it is the platform's general assistant. */
export const PLACEHOLDER_GUIDES = [
  '平台有哪些大模型可以体验？',
  '如何创建并发布自己的应用？',
  '帮我写一段产品介绍文案',
];
