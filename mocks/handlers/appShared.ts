/** Server-side app rules shared by the app, appStore, appSession, appResource and qa handlers. */
import type { AppForm, AppInfo, AppOpenFlag, AppAuditStatus } from '../../src/api/types';
import { APP_TYPES, appFormErrors, appMessages, appTypeName } from '../../src/machines/rules/apps';
import { tables, type AppRow, type UserRow } from '../db/models';
import { expandCodes, hasAnyCode } from '../../src/machines/rules/permissions';
import { userCodes } from '../rules/auth';
import { refuse, text } from '../rules/respond';

export function toAppInfo(row: AppRow): AppInfo {
  const owner = row.userId ? tables.user.get(row.userId) : undefined;
  return {
    id: row.id,
    userId: row.userId,
    userName: owner?.userName ?? '平台官方',
    userType: !owner || owner.userRole === 1 ? 1 : 2,
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

/** Only approved, public apps appear in the store. */
export const inStore = (row: AppRow): boolean => row.auditStatus === 2 && row.openFlag !== 2;

/** Approved apps may be used by anyone who has them; a user's own apps always. */
export const usableBy = (row: AppRow, user: UserRow): boolean => row.auditStatus === 2 || row.userId === user.id;

export function findApp(id: string): AppRow {
  return tables.app.get(id) ?? refuse(appMessages.notFound);
}

export function ownApp(id: string, user: UserRow): AppRow {
  const row = findApp(id);
  if (row.userId !== user.id) refuse(appMessages.notOwner, 403);
  return row;
}

/** Reads and validates a publish form with the portal's own rules and messages. */
export function readAppForm(body: Partial<Record<keyof AppForm, unknown>>): Omit<AppForm, 'id'> {
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
  return form;
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
export const holds = (user: UserRow, codes: readonly string[]): boolean => hasAnyCode(codes, expandCodes(userCodes(user)));
