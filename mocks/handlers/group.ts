import { http } from 'msw';
import { paths } from '../../src/api/paths';
import type { GroupRecord } from '../../src/domain/types/group.types';
import { adminMessages, groupFormErrors } from '../../src/domain/adminForms';
import { tables, type GroupRow, type UserRow } from '../db/models';
import { nowIso } from '../rules/clock';
import { groupWithDescendants, toMember, usersInGroup, withLinked } from '../rules/memberships';
import { adminPost, ok, readJson, refuse, text, url, withAdmin } from '../rules/respond';
import { compareText } from '../../src/domain/ordering';

const p = paths.group;
// The user form and the rights pages pick groups too.
const GROUP_LIST = [
  'MC:userPerm:userManage:userGroup:read',
  'MC:userPerm:userManage:user:read',
  'MC:userPerm:rights:userGroup:read',
  'MC:userPerm:rights:user:read',
];
const GROUP_READ = ['MC:userPerm:userManage:userGroup:read', 'MC:userPerm:rights:userGroup:read'];
const GROUP_EDIT = ['MC:userPerm:userManage:userGroup:edit'];
const GROUP_ROLE_EDIT = ['MC:userPerm:userManage:userGroup:edit', 'MC:userPerm:rights:userGroup:edit'];

export const groupMessages = {
  groupNotFound: '用户组不存在',
  parentNotFound: '上级用户组不存在',
  userNotFound: '用户不存在',
  roleNotFound: '角色不存在',
} as const;

const requireGroup = (id: unknown): GroupRow => tables.group.get(text(id)) ?? refuse(groupMessages.groupNotFound);

const userName = (u: UserRow): string => u.nickName || u.userName;

function toRecord(group: GroupRow, childs: GroupRecord[] = []): GroupRecord {
  const users = usersInGroup(group.id).map(toMember);
  return {
    id: group.id,
    parentId: group.parentId || null,
    groupName: group.groupName,
    admins: group.admins.map((u) => u.id),
    adminNames: group.admins.map(userName).filter(Boolean),
    roleIds: group.roles.map((r) => r.id),
    users,
    createTime: group.createTime,
    total: users.length,
    childs,
  };
}

const byCreation = (a: GroupRow, b: GroupRow) => compareText(a.createTime, b.createTime) || Number(a.id) - Number(b.id);

/** The tree below `parentId` ('' for the roots), each node with its children and member count. */
function subtree(all: GroupRow[], parentId: string): GroupRecord[] {
  return all
    .filter((g) => g.parentId === parentId)
    .sort(byCreation)
    .map((g) => toRecord(g, subtree(all, g.id)));
}

interface GroupBody {
  id: string;
  groupName: string;
  parentId: string;
  admins: string[];
  keyword: string;
}

/** Validates a create or update body; `selfId` is the group being edited. */
function checkGroupBody(
  body: Partial<GroupBody>,
  selfId?: string,
): { groupName: string; parentId: string; admins: UserRow[] } {
  const form = {
    groupName: text(body.groupName),
    parentId: text(body.parentId),
    admins: (Array.isArray(body.admins) ? body.admins : []).map(text),
  };
  const problem = Object.values(groupFormErrors(form))[0];
  if (problem) refuse(problem);
  if (form.parentId && !tables.group.get(form.parentId)) refuse(groupMessages.parentNotFound);
  if (selfId && form.parentId && groupWithDescendants(selfId).has(form.parentId))
    refuse(adminMessages.groupParentInvalid);
  const sibling = tables.group.find(
    (g) => g.parentId === form.parentId && g.groupName === form.groupName && g.id !== selfId,
  );
  if (sibling) refuse(adminMessages.groupNameTaken);
  if (form.admins.some((id) => !tables.user.get(id))) refuse(groupMessages.userNotFound);
  return { groupName: form.groupName, parentId: form.parentId, admins: tables.user.getMany(form.admins) };
}

export const groupHandlers = [
  adminPost<GroupBody>(p.search, GROUP_LIST, (body) => {
    const keyword = text(body.keyword);
    const all = tables.group.all();
    // A search shows the matching groups flat; without one, the whole tree.
    const records = keyword
      ? all
          .filter((g) => g.groupName.includes(keyword))
          .sort(byCreation)
          .map((g) => toRecord(g))
      : subtree(all, '');
    return ok({ records, total: keyword ? records.length : all.length });
  }),

  http.get(
    url(p.detail(':id')),
    withAdmin(GROUP_READ, ({ params }) => {
      const group = requireGroup(params.id);
      return ok(toRecord(group, subtree(tables.group.all(), group.id)));
    }),
  ),

  http.post(
    url(p.create),
    withAdmin(GROUP_EDIT, async ({ request }) => {
      const fields = checkGroupBody(await readJson<GroupBody>(request));
      return ok(toRecord(await tables.group.insert({ ...fields, createTime: nowIso() })));
    }),
  ),

  adminPost<GroupBody>(p.update, GROUP_EDIT, async (body) => {
    const group = requireGroup(body.id);
    await tables.group.patch(group.id, checkGroupBody(body, group.id));
    return ok(true);
  }),

  http.delete(
    url(p.delete(':id')),
    withAdmin(GROUP_EDIT, ({ params }) => {
      const group = requireGroup(params.id);
      if (tables.group.find((g) => g.parentId === group.id)) refuse(adminMessages.groupHasChildren);
      // Its members' `groups` relation lets go of it with it.
      tables.group.remove(group.id);
      return ok(true);
    }),
  ),

  adminPost<{ groupId: string; userIds: string[] }>(p.addGroupUserList, GROUP_EDIT, async (body) => {
    const group = requireGroup(body.groupId);
    const users = (Array.isArray(body.userIds) ? body.userIds : []).map(
      (id) => tables.user.get(text(id)) ?? refuse(groupMessages.userNotFound),
    );
    for (const user of users)
      if (!user.groups.some((g) => g.id === group.id))
        await tables.user.patch(user.id, { groups: [...user.groups, group] });
    return ok(true);
  }),

  adminPost<{ groupId: string; userId: string }>(p.removeUser, GROUP_EDIT, async (body) => {
    const group = requireGroup(body.groupId);
    const user = tables.user.get(text(body.userId)) ?? refuse(groupMessages.userNotFound);
    await tables.user.patch(user.id, { groups: user.groups.filter((g) => g.id !== group.id) });
    // A member who leaves no longer administers the group either.
    await tables.group.patch(group.id, { admins: group.admins.filter((u) => u.id !== user.id) });
    return ok(true);
  }),

  adminPost<{ groupId: string; roleIds: string[] }>(p.addGroupRole, GROUP_ROLE_EDIT, async (body) => {
    const group = requireGroup(body.groupId);
    await tables.group.patch(group.id, {
      roles: withLinked('role', group.roles, body.roleIds, groupMessages.roleNotFound),
    });
    return ok(true);
  }),

  adminPost<{ groupId: string; roleId: string }>(p.removeRole, GROUP_ROLE_EDIT, async (body) => {
    const group = requireGroup(body.groupId);
    await tables.group.patch(group.id, { roles: group.roles.filter((r) => r.id !== text(body.roleId)) });
    return ok(true);
  }),
];
