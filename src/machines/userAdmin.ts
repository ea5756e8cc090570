/**
 * The three tabs of 用户管理 (users, user groups, roles), each an admin list
 * (src/machines/adminList.ts) with its own calls, form rules and actions.
 */
import {
  addGroupRole,
  addGroupUsers,
  createGroup,
  deleteGroup,
  removeGroupRole,
  removeGroupUser,
  searchGroups,
  updateGroup,
} from '../api/group';
import { mapQuestion, question, questions } from '../api/requestCache';
import { addRoleUsers, createRole, searchRoles } from '../api/role';
import type { RoleRecord } from '../domain/types/role.types';
import type { AdminUser } from '../domain/types/user.types';
import {
  addUserGroup,
  addUserRole,
  createUser,
  deleteUser,
  removeUserGroup,
  removeUserRole,
  searchUsers,
  updateUser,
  updateUserStatus,
} from '../api/user';
import { adminListOf } from './adminList';
import { allRoles, flattenGroups, usersTab, USERS_PAGE_SIZE, type FlatGroup, type UserOptions } from './usersTab';
import {
  emptyGroupForm,
  emptyRoleForm,
  emptyUserForm,
  groupFormErrors,
  hasErrors,
  roleFormErrors,
  userFormErrors,
  type GroupForm,
  type RoleForm,
  type UserForm,
} from '../domain/adminForms';

export const adminTexts = {
  created: '创建成功',
  saved: '保存成功',
  deleted: '删除成功',
  enabled: '已启用',
  disabled: '已禁用',
  added: '添加成功',
  removed: '移除成功',
} as const;

const allUsers = mapQuestion(question(searchUsers, { pageNum: 1, pageSize: 1000 }), (page) => page.records);

// ——— users ———
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

export const userAdminMachine = adminListOf<AdminUser, UserForm, UserAction, UserOptions>(
  {
    ...usersTab,
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
  },
  (form, creating) => !hasErrors(userFormErrors(form, creating)),
);

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

export const groupFormOf = (g: FlatGroup): GroupForm => ({
  groupName: g.groupName,
  parentId: g.parentId ?? '',
  admins: g.admins,
});

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

export const groupAdminMachine = adminListOf<FlatGroup, GroupForm, GroupAction, GroupOptions>(
  {
    page: (q) =>
      mapQuestion(question(searchGroups, q.keyword.trim() || undefined), (result) => ({
        records: flattenGroups(result.records),
        total: result.total,
      })),
    options: questions([allRoles, allUsers], (roles, users) => ({ roles, users })),
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
  },
  (form) => !hasErrors(groupFormErrors(form)),
);

// ——— roles ———
export interface RoleOptions {
  users: AdminUser[];
}

export type RoleAction = { kind: 'addUser'; roleId: string; userId: string };

export const roleAdminMachine = adminListOf<RoleRecord, RoleForm, RoleAction, RoleOptions>(
  {
    page: (q) => question(searchRoles, q.keyword.trim() || undefined),
    options: mapQuestion(allUsers, (users) => ({ users })),
    save: async ({ form }) => {
      await createRole({ roleName: form.roleName.trim(), description: form.description.trim() });
      return adminTexts.created;
    },
    run: async (action) => {
      await addRoleUsers(action.roleId, [action.userId]);
      return adminTexts.added;
    },
  },
  (form) => !hasErrors(roleFormErrors(form)),
);

export const adminInputs = {
  users: { emptyForm: emptyUserForm(), pageSize: USERS_PAGE_SIZE },
  groups: { emptyForm: emptyGroupForm(), pageSize: 1000 },
  roles: { emptyForm: emptyRoleForm(), pageSize: 1000 },
};
