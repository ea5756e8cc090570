/**
 * /op-app/api/appResource/v1: which users and groups may use which apps. A grant is a set of
 * functional permission ids (`<appId>:read|edit|auth`, :auth implying :edit and :read); a
 * child group can hold no more than its parent group.
 */
import { http } from 'msw';
import { paths } from '../../src/api/paths';
import type { AppResourceTree, ResourceTargets } from '../../src/domain/types/appResource.types';
import { APP_TYPES, FEATURE_LEVELS, featureCode, featureId, withImpliedLevels } from '../../src/domain/apps';
import { tables } from '../db/models';
import { adminPost, ok, readJson, refuse, text, url, withAdmin } from '../rules/respond';

const p = paths.appResource;
export const RESOURCE_READ = 'MC:userPerm:rights:userResource:read';
export const RESOURCE_EDIT = 'MC:userPerm:rights:userResource:edit';
export const resourceMessages = {
  targetMissing: '用户或用户组不存在',
  beyondParent: '子用户组的资源权限不能超出上级用户组',
} as const;

type Target = 'user' | 'group';

const grantOf = (targetType: Target, targetId: string): string[] =>
  tables.appResourceGrant.find((g) => g.targetType === targetType && g.targetId === targetId)?.permissionIds ?? [];

async function setGrant(targetType: Target, targetId: string, ids: string[]): Promise<void> {
  const existing = tables.appResourceGrant.find((g) => g.targetType === targetType && g.targetId === targetId);
  const permissionIds = [...new Set(withImpliedLevels(ids).filter(offered))];
  if (existing) await tables.appResourceGrant.patch(existing.id, { permissionIds });
  else await tables.appResourceGrant.insert({ targetType, targetId, permissionIds });
}

/** A permission id the platform offers: its app exists and its configuration enables the level. */
function offered(id: string): boolean {
  const [appId, level] = id.split(':');
  const app = tables.app.get(appId ?? '');
  return !!app && app.features.includes(`AppC:app:${appId}:${level}`);
}

function checkTarget(targetType: Target, targetId: string): void {
  const found = targetType === 'user' ? tables.user.get(targetId) : tables.group.get(targetId);
  if (!found) refuse(resourceMessages.targetMissing);
}

function checkWithinParent(groupId: string, ids: string[]): void {
  const parentId = tables.group.get(groupId)?.parentId;
  if (!parentId) return;
  const parent = new Set(grantOf('group', parentId));
  if (withImpliedLevels(ids).some((id) => !parent.has(id))) refuse(resourceMessages.beyondParent);
}

/** The resource tree, checked where `granted` holds; `limit` narrows it to a parent group's grant. */
function treeFor(granted: string[], limit?: Set<string>): AppResourceTree[] {
  const checked = new Set(granted);
  const apps = tables.app.filter((a) => a.features.length > 0).sort((a, b) => Number(a.id) - Number(b.id));
  return APP_TYPES.map((type) => ({
    appType: type.id,
    typeName: type.name,
    apps: apps
      .filter((a) => a.appType === type.id)
      .map((a) => {
        const enabled = new Set(a.features);
        const functionalPermissions = FEATURE_LEVELS.filter(({ level }) => enabled.has(featureCode(a.id, level)))
          .filter(({ level }) => !limit || limit.has(featureId(a.id, level)))
          .map(({ level, name }) => ({
            id: featureId(a.id, level),
            permissionCode: featureCode(a.id, level),
            name,
            auth: level === 'auth',
            check: checked.has(featureId(a.id, level)),
          }));
        return {
          id: a.id,
          appName: a.appName,
          appType: a.appType,
          resources: [
            {
              id: a.id,
              type: 'app' as const,
              name: a.appName,
              check: functionalPermissions.some((f) => f.check),
              functionalPermissions,
            },
          ],
        };
      })
      .filter((a) => a.resources[0].functionalPermissions.length > 0),
  })).filter((t) => t.apps.length > 0);
}

const idList = (value: unknown): string[] => (Array.isArray(value) ? value.map(text).filter(Boolean) : []);

export const appResourceHandlers = [
  http.post(
    url(p.searchUserAndGroup),
    withAdmin([RESOURCE_READ], async ({ request }) => {
      const keyword = text((await readJson<{ keyword: string }>(request)).keyword);
      const match = (...fields: string[]) => !keyword || fields.some((f) => f.includes(keyword));
      const result: ResourceTargets = {
        users: tables.user
          .filter((u) => match(u.userName, u.nickName, u.phone))
          .slice(0, 20)
          .map((u) => ({ id: u.id, userName: u.userName, nickName: u.nickName, phone: u.phone })),
        groups: tables.group
          .filter((g) => match(g.groupName))
          .map((g) => ({ id: g.id, groupName: g.groupName, parentId: g.parentId })),
      };
      return ok(result);
    }),
  ),

  http.post(
    url(p.listByUser),
    withAdmin([RESOURCE_READ], async ({ request }) => {
      const userId = text((await readJson<{ userId: string }>(request)).userId);
      checkTarget('user', userId);
      return ok(treeFor(grantOf('user', userId)));
    }),
  ),

  adminPost<{ parentGroupId: string; groupId: string }>(p.listByGroup, [RESOURCE_READ], (body) => {
    const groupId = text(body.groupId);
    checkTarget('group', groupId);
    const parentId = text(body.parentGroupId);
    return ok(treeFor(grantOf('group', groupId), parentId ? new Set(grantOf('group', parentId)) : undefined));
  }),

  adminPost<{ userId: string; resourceIds: string[] }>(p.saveUserResource, [RESOURCE_EDIT], async (body) => {
    const userId = text(body.userId);
    checkTarget('user', userId);
    await setGrant('user', userId, idList(body.resourceIds));
    return ok(true);
  }),

  adminPost<{ groupId: string; resourceIds: string[] }>(p.saveGroupResource, [RESOURCE_EDIT], async (body) => {
    const groupId = text(body.groupId);
    checkTarget('group', groupId);
    const ids = idList(body.resourceIds);
    checkWithinParent(groupId, ids);
    await setGrant('group', groupId, ids);
    return ok(true);
  }),

  /** Batch grants add to what each target already holds. */
  adminPost<{ userIds: string[]; resourceIds: string[] }>(p.saveUsersResource, [RESOURCE_EDIT], async (body) => {
    const ids = idList(body.resourceIds);
    const userIds = idList(body.userIds);
    userIds.forEach((id) => checkTarget('user', id));
    for (const id of userIds) await setGrant('user', id, [...grantOf('user', id), ...ids]);
    return ok(true);
  }),

  adminPost<{ groupIds: string[]; resourceIds: string[] }>(p.saveGroupsResource, [RESOURCE_EDIT], async (body) => {
    const ids = idList(body.resourceIds);
    const groupIds = idList(body.groupIds);
    groupIds.forEach((id) => {
      checkTarget('group', id);
      checkWithinParent(id, [...grantOf('group', id), ...ids]);
    });
    for (const id of groupIds) await setGrant('group', id, [...grantOf('group', id), ...ids]);
    return ok(true);
  }),

  adminPost<{ targetId: string; targetType: string }>(p.removeUserOrGroupResource, [RESOURCE_EDIT], (body) => {
    const targetType: Target = body.targetType === 'group' ? 'group' : 'user';
    const targetId = text(body.targetId);
    checkTarget(targetType, targetId);
    tables.appResourceGrant.removeWhere((g) => g.targetType === targetType && g.targetId === targetId);
    return ok(true);
  }),
];
