import { describe, expect, it } from 'vitest';
import {
  emptyRoleForm,
  emptyUserForm,
  groupFormErrors,
  hasErrors,
  roleFormErrors,
  userFormErrors,
  type UserForm,
} from '../../../src/domain/adminForms';

/**
 * The admin console's user, group and role forms. Phone, account-name and password texts are
 * SPEC section 5's; the admin-only ones (SPEC is silent) are the console's own wording.
 */
const user = (patch: Partial<UserForm>): UserForm => ({
  ...emptyUserForm(),
  userName: 'alice_01',
  phone: '13800000009',
  ...patch,
});
const NAME_INVALID = '用户名需以字母开头，4-20位字母、数字或下划线';

describe('user form', () => {
  it('an empty new user needs an account name and a phone', () => {
    expect(userFormErrors(emptyUserForm(), true)).toEqual({ userName: '请输入用户名', phone: '请输入手机号' });
    expect(userFormErrors(user({ userName: '   ', phone: '   ' }), true)).toEqual({
      userName: '请输入用户名',
      phone: '请输入手机号',
    });
  });

  it('a new account name starts with a letter, 4-20 letters, digits or underscores; spaces around it do not count', () => {
    expect(userFormErrors(user({}), true)).toEqual({});
    expect(userFormErrors(user({ userName: '  alice_01  ' }), true)).toEqual({});
    for (const userName of ['1alice', 'abc', 'a'.repeat(21), 'ali ce', '张三丰丰'])
      expect(userFormErrors(user({ userName }), true), userName).toEqual({ userName: NAME_INVALID });
  });

  it('an edit checks neither the account name (a registered user’s is their phone) nor the password', () => {
    expect(userFormErrors(user({ userName: '13800000001', password: 'abc' }), false)).toEqual({});
    expect(userFormErrors(user({ userName: '' }), false)).toEqual({});
  });

  it('a phone is 11 digits starting 1 then 3-9; spaces around it do not count', () => {
    expect(userFormErrors(user({ phone: '  13800000009  ' }), false)).toEqual({});
    for (const phone of ['1380000000', '12800000009', '2380000000a'])
      expect(userFormErrors(user({ phone }), false), phone).toEqual({ phone: '请输入正确的手机号' });
  });

  it('an email is optional, and checked when given (spaces around it do not count)', () => {
    expect(userFormErrors(user({ email: '   ' }), false)).toEqual({});
    expect(userFormErrors(user({ email: ' li@example.com ' }), false)).toEqual({});
    expect(userFormErrors(user({ email: 'li@' }), false)).toEqual({ email: '请输入正确的邮箱地址' });
  });

  it('a new user’s password is optional (the platform default), and when typed has letters and digits, 6-20 long', () => {
    expect(userFormErrors(user({ password: '' }), true)).toEqual({});
    expect(userFormErrors(user({ password: 'abc12345' }), true)).toEqual({});
    for (const password of ['abcdefgh', '12345678', 'a1b2', 'a1'.repeat(11)])
      expect(userFormErrors(user({ password }), true), password).toEqual({
        password: '密码需包含字母和数字，长度6-20位',
      });
  });

  it('reports every field wrong at once', () => {
    expect(userFormErrors(user({ userName: '9z', phone: '123', email: 'x', password: 'abc' }), true)).toEqual({
      userName: NAME_INVALID,
      phone: '请输入正确的手机号',
      email: '请输入正确的邮箱地址',
      password: '密码需包含字母和数字，长度6-20位',
    });
  });
});

describe('group form', () => {
  const group = (groupName: string) => groupFormErrors({ groupName, parentId: '', admins: [] });

  it('needs a name, spaces alone are none', () => {
    expect(group('')).toEqual({ groupName: '请输入用户组名称' });
    expect(group('   ')).toEqual({ groupName: '请输入用户组名称' });
  });

  it('takes up to 30 characters, not counting spaces around them', () => {
    expect(group('组'.repeat(30))).toEqual({});
    expect(group(`  ${'组'.repeat(30)}  `)).toEqual({});
    expect(group('组'.repeat(31))).toEqual({ groupName: '用户组名称不能超过30个字符' });
  });
});

describe('role form', () => {
  const role = (roleName: string, description = '') => roleFormErrors({ ...emptyRoleForm(), roleName, description });

  it('needs a name of up to 20 characters, not counting spaces around them', () => {
    expect(role('')).toEqual({ roleName: '请输入角色名称' });
    expect(role('  ')).toEqual({ roleName: '请输入角色名称' });
    expect(role('角'.repeat(20))).toEqual({});
    expect(role(` ${'角'.repeat(20)} `)).toEqual({});
    expect(role('角'.repeat(21))).toEqual({ roleName: '角色名称不能超过20个字符' });
  });

  it('takes a description of up to 100 characters', () => {
    expect(role('运营', '述'.repeat(100))).toEqual({});
    expect(role('运营', '述'.repeat(101))).toEqual({ description: '描述不能超过100个字符' });
    expect(role('', '述'.repeat(101))).toEqual({ roleName: '请输入角色名称', description: '描述不能超过100个字符' });
  });
});

describe('hasErrors', () => {
  it('is true only when some field has a message', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ phone: '请输入手机号' })).toBe(true);
  });
});
