/**
 * The three tabs of 用户管理 (users, user groups, roles), each an admin list
 * (src/machines/adminList.ts) with its own calls, form rules and actions.
 */
import { addGroupRole, addGroupUsers, answeredRolesAndGroups, createGroup, deleteGroup, removeGroupRole, removeGroupUser, searchGroups, searchGroupsEarly, updateGroup } from '../api/group';
import { addRoleUsers, createRole, searchRoles, searchRolesEarly } from '../api/role';
import type { GroupRecord } from '../api/group.types';
import type { RoleRecord } from '../api/role.types';
import type { AdminUser } from '../api/user.types';
import { addUserGroup, addUserRole, answeredUsers, createUser, deleteUser, removeUserGroup, removeUserRole, searchUsers, searchUsersEarly, updateUser, updateUserStatus } from '../api/user';
import { adminActors, adminPage, createAdminListMachine, type AdminListInput } from './adminList';
import { emptyGroupForm, emptyRoleForm, emptyUserForm, groupFormErrors, hasErrors, roleFormErrors, userFormErrors, type GroupForm, type RoleForm, type UserForm } from './rules/adminForms';

export const adminTexts = {
  created: '创建成功',
  saved: '保存成功',
  deleted: '删除成功',
  enabled: '已启用',
  disabled: '已禁用',
  added: '添加成功',
  removed: '移除成功',
} as const;

/** A group of the tree laid out as a table row: its depth gives the indent. */
export interface FlatGroup extends GroupRecord {
  depth: number;
}

export function flattenGroups(tree: readonly GroupRecord[], depth = 0): FlatGroup[] {
  return tree.flatMap((g) => [{ ...g, depth }, ...flattenGroups(g.childs, depth + 1)]);
}

const allUsers = () => searchUsers({ pageNum: 1, pageSize: 1000 }).then((page) => page.records);
const allRoles = () => searchRoles().then((r) => r.records);
const allGroups = () => searchGroups().then((r) => flattenGroups(r.records));

// ——— users ———
export interface UserOptions {
  roles: RoleRecord[];
  groups: FlatGroup[];
}

export type UserAction =
  | { kind: 'toggleStatus'; user: AdminUser }
  | { kind: 'delete'; user: AdminUser }
  | { kind: 'addRole'; userId: string; roleId: string }
  | { kind: 'removeRole'; userId: string; roleId: string }
  | { kind: 'addGroup'; userId: string; groupId: string }
  | { kind: 'removeGroup'; userId: string; groupId: string };

export const userFormOf = (u: AdminUser): UserForm => ({
  ...emptyUserForm(),
  userName: u.userName,
  phone: u.phone,
  nickName: u.nickName,
  email: u.email ?? '',
  roleIds: u.roleIds,
  groupIds: u.groupIds,
});

async function runUserAction(action: UserAction): Promise<string> {
  switch (action.kind) {
    case 'toggleStatus': {
      const next = action.user.status === 0 ? 1 : 0;
      await updateUserStatus(action.user.id, next);
      return next === 1 ? adminTexts.enabled : adminTexts.disabled;
    }
    case 'delete':
      await deleteUser(action.user.id);
      return adminTexts.deleted;
    case 'addRole':
      await addUserRole(action.userId, [action.roleId]);
      return adminTexts.added;
    case 'removeRole':
      await removeUserRole(action.userId, action.roleId);
      return adminTexts.removed;
    case 'addGroup':
      await addUserGroup(action.userId, [action.groupId]);
      return adminTexts.added;
    case 'removeGroup':
      await removeUserGroup(action.userId, action.groupId);
      return adminTexts.removed;
  }
}

/** Built the same way for the early request and the list's own, so the list takes the early answer. */
const userQuery = (q: { keyword: string; pageNum: number; pageSize: number }) => ({
  pageNum: q.pageNum,
  pageSize: q.pageSize,
  ...(q.keyword.trim() ? { keyword: q.keyword.trim() } : {}),
});

export const userAdminMachine = createAdminListMachine<UserForm, UserAction, UserOptions>().provide({
  actors: adminActors<AdminUser, UserForm, UserAction, UserOptions>({
    load: (q) => searchUsers(userQuery(q)),
    loadOptions: async () => {
      const [roles, groups] = await Promise.all([allRoles(), allGroups()]);
      return { roles, groups };
    },
    save: async ({ form, id }) => {
      if (id) {
        await updateUser(id, { nickName: form.nickName.trim(), email: form.email.trim() });
        return adminTexts.saved;
      }
      await createUser({
        userName: form.userName.trim(),
        phone: form.phone.trim(),
        nickName: form.nickName.trim(),
        email: form.email.trim(),
        ...(form.password ? { password: form.password } : {}),
        roleIds: form.roleIds,
        groupIds: form.groupIds,
      });
      return adminTexts.created;
    },
    run: runUserAction,
  }),
  guards: { formValid: ({ context }) => !hasErrors(userFormErrors(context.form as UserForm, !context.editingId)) },
});

// ——— groups ———
export interface GroupOptions {
  roles: RoleRecord[];
  users: AdminUser[];
}

export type GroupAction =
  | { kind: 'delete'; group: FlatGroup }
  | { kind: 'addUser'; groupId: string; userId: string }
  | { kind: 'removeUser'; groupId: string; userId: string }
  | { kind: 'addRole'; groupId: string; roleId: string }
  | { kind: 'removeRole'; groupId: string; roleId: string };

export const groupFormOf = (g: FlatGroup): GroupForm => ({ groupName: g.groupName, parentId: g.parentId ?? '', admins: g.admins });

async function runGroupAction(action: GroupAction): Promise<string> {
  switch (action.kind) {
    case 'delete':
      await deleteGroup(action.group.id);
      return adminTexts.deleted;
    case 'addUser':
      await addGroupUsers(action.groupId, [action.userId]);
      return adminTexts.added;
    case 'removeUser':
      await removeGroupUser(action.groupId, action.userId);
      return adminTexts.removed;
    case 'addRole':
      await addGroupRole(action.groupId, [action.roleId]);
      return adminTexts.added;
    case 'removeRole':
      await removeGroupRole(action.groupId, action.roleId);
      return adminTexts.removed;
  }
}

export const groupAdminMachine = createAdminListMachine<GroupForm, GroupAction, GroupOptions>().provide({
  actors: adminActors<FlatGroup, GroupForm, GroupAction, GroupOptions>({
    load: async (q) => {
      const result = await searchGroups(q.keyword.trim() || undefined);
      return { records: flattenGroups(result.records), total: result.total };
    },
    loadOptions: async () => {
      const [roles, users] = await Promise.all([allRoles(), allUsers()]);
      return { roles, users };
    },
    save: async ({ form, id }) => {
      const body = { groupName: form.groupName.trim(), parentId: form.parentId, admins: form.admins };
      if (id) {
        await updateGroup({ ...body, id });
        return adminTexts.saved;
      }
      await createGroup(body);
      return adminTexts.created;
    },
    run: runGroupAction,
  }),
  guards: { formValid: ({ context }) => !hasErrors(groupFormErrors(context.form as GroupForm)) },
});

// ——— roles ———
export interface RoleOptions {
  users: AdminUser[];
}

export type RoleAction = { kind: 'addUser'; roleId: string; userId: string };

export const roleAdminMachine = createAdminListMachine<RoleForm, RoleAction, RoleOptions>().provide({
  actors: adminActors<RoleRecord, RoleForm, RoleAction, RoleOptions>({
    load: (q) => searchRoles(q.keyword.trim() || undefined),
    loadOptions: async () => ({ users: await allUsers() }),
    save: async ({ form }) => {
      await createRole({ roleName: form.roleName.trim(), description: form.description.trim() });
      return adminTexts.created;
    },
    run: async (action) => {
      await addRoleUsers(action.roleId, [action.userId]);
      return adminTexts.added;
    },
  }),
  guards: { formValid: ({ context }) => !hasErrors(roleFormErrors(context.form as RoleForm)) },
});

export const adminInputs = {
  users: { emptyForm: emptyUserForm(), pageSize: 10 },
  groups: { emptyForm: emptyGroupForm(), pageSize: 1000 },
  roles: { emptyForm: emptyRoleForm(), pageSize: 1000 },
};

/**
 * The users tab's start: its first page and the role and group names its rows show, when the
 * route's early requests have already been answered, so its first render shows them.
 */
export function usersTabInput(): AdminListInput<UserForm, UserOptions> {
  const { pageSize } = adminInputs.users;
  const users = answeredUsers(userQuery({ keyword: '', pageNum: 1, pageSize }));
  const names = answeredRolesAndGroups();
  return {
    ...adminInputs.users,
    firstPage: users && adminPage(users, 1, pageSize),
    options: names && { roles: names.roles.records, groups: flattenGroups(names.groups.records) },
  };
}

/**
 * For the route table: the users tab's first page and the role and group lists its rows name,
 * asked for with the session restore (the rows wait for the names, see `cellsPending`). Settles
 * once all three are in or have failed; the route table does not wait for that.
 */
export function fetchUsersEarly(): Promise<void> {
  const pageSize = adminInputs.users.pageSize;
  return Promise.all([searchUsersEarly(userQuery({ keyword: '', pageNum: 1, pageSize })), searchRolesEarly(), searchGroupsEarly()]).then(() => undefined);
}
