/** Server-side app rules shared by the app, appStore, appSession, appResource and qa handlers. */
import type { AppForm, AppInfo, AppOpenFlag, AppAuditStatus } from '../../src/domain/types/app.types';
import { APP_TYPES, appFormErrors, appMessages, appTypeName } from '../../src/domain/apps';
import { tables, type AppRow, type UserRow } from '../db/models';
import { expandCodes, hasAnyCode } from '../../src/domain/permissions';
import { userCodes } from '../rules/auth';
import { requirePlatformImage } from './file';
import { refuse, text } from '../rules/respond';

export const PLATFORM_PUBLISHER = '平台官方';
export const DELETED_PUBLISHER = '已注销用户';

/** Only the platform's own apps (no owner) are official; an owner who deleted their account is no one. */
function publisherOf(row: AppRow): { userName: string; userType: 1 | 2 } {
  if (!row.userId) return { userName: PLATFORM_PUBLISHER, userType: 1 };
  const owner = tables.user.get(row.userId);
  if (!owner) return { userName: DELETED_PUBLISHER, userType: 2 };
  return { userName: owner.userName, userType: owner.userRole === 1 ? 1 : 2 };
}

/** The app's author deleted their account: it leaves the store and serves no one. */
const ownerGone = (row: AppRow): boolean => row.userId !== '' && !tables.user.get(row.userId);

export function toAppInfo(row: AppRow): AppInfo {
  return {
    id: row.id,
    userId: row.userId,
    ...publisherOf(row),
    appName: row.appName,
    appType: row.appType,
    typeName: appTypeName(row.appType),
    abilityName: row.abilityName,
    industryName: row.industryName,
    iconUrl: row.iconUrl,
    bgUrl: row.bgUrl,
    jumpUrl: row.jumpUrl,
    appShortDesc: row.appShortDesc,
    demoJson: row.demoJson,
    appDesc: row.appDesc,
    openFlag: (row.openFlag === 2 ? 2 : 1) as AppOpenFlag,
    guideDesc: row.guideDesc,
    auditStatus: row.auditStatus as AppAuditStatus,
    auditUserName: row.auditUserName,
    auditTime: row.auditTime,
    reason: row.reason,
    useCount: row.useCount,
    createTime: row.createTime,
    updateTime: row.updateTime,
  };
}

/** Approved and still someone's (or the platform's). */
export const isPublished = (row: AppRow): boolean => row.auditStatus === 2 && !ownerGone(row);

/** Only approved, public apps of a live author (or the platform) appear in the store. */
export const inStore = (row: AppRow): boolean => isPublished(row) && row.openFlag !== 2;

/** Published apps may be used by anyone who has them; a user's own apps always. */
export const usableBy = (row: AppRow, user: UserRow): boolean => isPublished(row) || row.userId === user.id;

export function findApp(id: string): AppRow {
  return tables.app.get(id) ?? refuse(appMessages.notFound);
}

export function ownApp(id: string, user: UserRow): AppRow {
  const row = findApp(id);
  if (row.userId !== user.id) refuse(appMessages.notOwner, 403);
  return row;
}

/** The owner removes their app (a store listing and an assistant app alike) and its assistant links. */
export function removeOwnApp(id: unknown, user: UserRow): AppRow {
  const row = ownApp(String(id), user);
  tables.app.remove(row.id);
  tables.appAssistant.removeWhere((a) => a.appId === row.id);
  return row;
}

/**
 * Reads and validates a publish form with the portal's own rules and messages. Images must come
 * from the platform's upload (or be the ones `current` already has).
 */
export function readAppForm(body: Partial<Record<keyof AppForm, unknown>>, current?: AppRow): Omit<AppForm, 'id'> {
  const form: Omit<AppForm, 'id'> = {
    appName: text(body.appName),
    appType: Number(body.appType) || 0,
    abilityName: text(body.abilityName),
    industryName: text(body.industryName),
    iconUrl: text(body.iconUrl),
    bgUrl: text(body.bgUrl),
    jumpUrl: text(body.jumpUrl),
    appShortDesc: text(body.appShortDesc),
    demoJson: text(body.demoJson),
    appDesc: text(body.appDesc),
    openFlag: Number(body.openFlag) === 2 ? 2 : 1,
    guideDesc: text(body.guideDesc),
  };
  const first = Object.values(appFormErrors(form))[0];
  if (first) refuse(first, 400);
  requirePlatformImage(form.iconUrl, current?.iconUrl);
  requirePlatformImage(form.bgUrl, current?.bgUrl);
  return form;
}

/**
 * The owner's edit of an app: a published app whose public face changes goes back to audit and
 * leaves the store until approved again, whichever endpoint the edit came through.
 */
export function ownerEdit(row: AppRow, form: Omit<AppForm, 'id'>, time: string): Partial<AppRow> {
  const changed = (Object.keys(form) as (keyof typeof form)[]).some((key) => form[key] !== row[key]);
  const backToAudit = row.auditStatus === 2 && changed;
  return {
    ...form,
    updateTime: time,
    ...(backToAudit ? { auditStatus: 1, reason: '', auditUserName: '', auditTime: '' } : {}),
  };
}

export const appTypes = () => APP_TYPES;

/** Guide questions are stored newline-joined. */
export const guidesOf = (row: AppRow): string[] => row.guides.split('\n').filter(Boolean);

/** The user's "my apps" in their order, skipping apps that have since disappeared. */
export function myAssistantApps(user: UserRow): AppRow[] {
  return tables.appAssistant
    .filter((a) => a.userId === user.id)
    .sort((a, b) => a.sort - b.sort)
    .map((a) => tables.app.get(a.appId))
    .filter((row): row is AppRow => row !== undefined);
}

export async function addAssistant(user: UserRow, appId: string, createTime: string): Promise<void> {
  if (tables.appAssistant.find((a) => a.userId === user.id && a.appId === appId)) refuse(appMessages.alreadyAdded);
  const last = Math.max(0, ...tables.appAssistant.filter((a) => a.userId === user.id).map((a) => a.sort));
  await tables.appAssistant.insert({ userId: user.id, appId, sort: last + 1, createTime });
}

/** Whether the user holds any of the codes (:auth and :edit implying :read, as withAdmin). */
export const holds = (user: UserRow, codes: readonly string[]): boolean =>
  hasAnyCode(codes, expandCodes(userCodes(user)));
