/**
 * The admin console's user, group and role forms: one set of rules and exact messages,
 * checked in the browser before sending and again by the simulator.
 */
import { isEmail, isPhone, isStrongPassword, messages } from './validation';

export const ROLE_NAME_MAX = 20;
export const GROUP_NAME_MAX = 30;
export const DESCRIPTION_MAX = 100;
export const USER_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;

export const adminMessages = {
  userNameInvalid: '用户名需以字母开头，4-20位字母、数字或下划线',
  roleNameRequired: '请输入角色名称',
  roleNameTooLong: `角色名称不能超过${ROLE_NAME_MAX}个字符`,
  roleNameTaken: '角色名称已存在',
  groupNameRequired: '请输入用户组名称',
  groupNameTooLong: `用户组名称不能超过${GROUP_NAME_MAX}个字符`,
  groupNameTaken: '同级下已存在同名用户组',
  groupParentInvalid: '不能将用户组移动到自身或其下级',
  groupHasChildren: '请先删除下级用户组',
  descriptionTooLong: `描述不能超过${DESCRIPTION_MAX}个字符`,
  emailInvalid: '请输入正确的邮箱地址',
} as const;

export type FormErrors<F> = Partial<Record<keyof F, string>>;

export interface UserForm {
  userName: string;
  phone: string;
  nickName: string;
  email: string;
  /** Only on create; empty means the platform default. */
  password: string;
  roleIds: string[];
  groupIds: string[];
}

export interface GroupForm {
  groupName: string;
  parentId: string;
  admins: string[];
}

export interface RoleForm {
  roleName: string;
  description: string;
}

export const emptyUserForm = (): UserForm => ({
  userName: '',
  phone: '',
  nickName: '',
  email: '',
  password: '',
  roleIds: [],
  groupIds: [],
});
export const emptyGroupForm = (): GroupForm => ({ groupName: '', parentId: '', admins: [] });
export const emptyRoleForm = (): RoleForm => ({ roleName: '', description: '' });

/**
 * `creating` adds the account-name and password rules: an edit changes neither (registered
 * users' account names are their phone numbers, which the pattern would refuse).
 */
export function userFormErrors(form: UserForm, creating: boolean): FormErrors<UserForm> {
  const errors: FormErrors<UserForm> = {};
  if (creating && !form.userName.trim()) errors.userName = messages.userNameRequired;
  else if (creating && !USER_NAME_PATTERN.test(form.userName.trim())) errors.userName = adminMessages.userNameInvalid;
  if (!form.phone.trim()) errors.phone = messages.phoneRequired;
  else if (!isPhone(form.phone.trim())) errors.phone = messages.phoneInvalid;
  if (form.email.trim() && !isEmail(form.email.trim())) errors.email = adminMessages.emailInvalid;
  if (creating && form.password && !isStrongPassword(form.password)) errors.password = messages.passwordPattern;
  return errors;
}

export function groupFormErrors(form: GroupForm): FormErrors<GroupForm> {
  const name = form.groupName.trim();
  if (!name) return { groupName: adminMessages.groupNameRequired };
  if (name.length > GROUP_NAME_MAX) return { groupName: adminMessages.groupNameTooLong };
  return {};
}

export function roleFormErrors(form: RoleForm): FormErrors<RoleForm> {
  const errors: FormErrors<RoleForm> = {};
  const name = form.roleName.trim();
  if (!name) errors.roleName = adminMessages.roleNameRequired;
  else if (name.length > ROLE_NAME_MAX) errors.roleName = adminMessages.roleNameTooLong;
  if (form.description.length > DESCRIPTION_MAX) errors.description = adminMessages.descriptionTooLong;
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;
