import { http } from 'msw';
import { paths } from '../../src/api/paths';
import type {
  ImproveInfoForm,
  MobileLoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  UserDetail,
} from '../../src/domain/types/user.types';
import type { PasswordLoginRequest } from '../../src/domain/types/verification.types';
import { USER_NAME_PATTERN, adminMessages } from '../../src/domain/adminForms';
import { expandCodes, hasAnyCode } from '../../src/domain/permissions';
import { decodePassword, isEmail, isPhone, isStrongPassword, messages } from '../../src/domain/validation';
import { tables, type UserRow } from '../db/models';
import { spendSign } from '../rules/captcha';
import { findUserByPhone, issueToken, revokeTokens, toUserDetail, userCodes } from '../rules/auth';
import { DAY, nowIso, now } from '../rules/clock';
import { guestSessionFor } from '../rules/guests';
import { LOGIN_LOCK, blockedFor, count, forget, limitMessages, tooManyRequests } from '../rules/limits';
import { recordAudit } from '../rules/audit';
import { withLinked } from '../rules/memberships';
import { hasTwoFactor } from '../rules/twoFactor';
import { pageOf } from '../rules/paging';
import {
  adminPost,
  forbidden,
  ok,
  open,
  openPost,
  readJson,
  refuse,
  sessionPost,
  text,
  url,
  withAdmin,
  withSession,
} from '../rules/respond';
import { checkLengths } from '../rules/textLimits';
import { checkCode, spendCode } from '../rules/verificationCodes';
import { ROLE_NAMES } from '../seed';
import { requirePlatformImage } from './file';
import { submitPersonalCertification } from './verification';
import { compareText } from '../../src/domain/ordering';

const p = paths.user;
// The user-rights page lists users and assigns their roles with its own codes.
const USER_READ = ['MC:userPerm:userManage:user:read', 'MC:userPerm:rights:user:read'];
const USER_EDIT = ['MC:userPerm:userManage:user:edit'];
const USER_ROLE_EDIT = ['MC:userPerm:userManage:user:edit', 'MC:userPerm:rights:user:edit'];
export const DEFAULT_NEW_USER_PASSWORD = 'Demo1234';
export const NEW_USER_TRIAL_DAYS = 30;

export const userMessages = {
  captchaFailed: '验证码验证失败，请重试',
  badCredentials: '用户名或密码错误',
  disabled: '账号已被禁用，请联系管理员',
  phoneNotRegistered: '该手机号未注册，请先注册',
  phoneRegistered: '该手机号已注册',
  userNameTaken: '用户名已存在',
  oldPasswordWrong: '原密码错误',
  emailInvalid: '请输入正确的邮箱地址',
  userNotFound: '用户不存在',
  roleNotFound: '角色不存在',
  groupNotFound: '用户组不存在',
  notSelf: '不能对当前登录账号执行此操作',
} as const;

/** A password that is not valid base64 simply does not match. */
function decoded(encoded: unknown): string | undefined {
  try {
    return typeof encoded === 'string' && encoded ? decodePassword(encoded) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The first step passed. An account with two-step verification gets a ticket for the second step
 * instead of a token (src/api/user.types.ts, LoginResult).
 */
async function signIn(user: UserRow, request: Request, action: 'login.password' | 'login.code'): Promise<Response> {
  if (hasTwoFactor(user.id)) {
    await recordAudit(request, { userId: user.id, actor: user, action, after: '待两步验证' });
    return ok({ token: '', twoFactorTicket: await issueToken(user.id, request, { pendingSecondStep: true }) });
  }
  await recordAudit(request, { userId: user.id, actor: user, action });
  return ok({ token: await issueToken(user.id, request) });
}

function requirePhone(phone: string): void {
  if (!isPhone(phone)) refuse(messages.phoneInvalid);
}

function requireStrongPassword(password: string | undefined): string {
  if (!password || !isStrongPassword(password)) refuse(messages.passwordPattern);
  return password;
}

function requireUser(id: unknown): UserRow {
  return tables.user.get(text(id)) ?? refuse(userMessages.userNotFound);
}

/** The named role, as a one-role list for a user's `roles` (empty when the seed lacks it). */
const rolesNamed = (name: string) => tables.role.filter((r) => r.roleName === name);

function nextUserId(): string {
  const highest = tables.user.all().reduce((max, u) => Math.max(max, Number(u.userId) || 0), 100000);
  return String(highest + 1);
}

interface ProfileFields {
  nickName?: string;
  sex?: number;
  position?: string;
  companyName?: string;
  email?: string;
  avatarUrl?: string;
}

function profilePatch(body: ProfileFields, current?: UserRow): Partial<UserRow> {
  const patch: Partial<UserRow> = {};
  if (body.nickName !== undefined) patch.nickName = text(body.nickName);
  if (body.sex === 1 || body.sex === 2) patch.sex = body.sex;
  if (body.position !== undefined) patch.position = text(body.position);
  if (body.companyName !== undefined) patch.companyName = text(body.companyName);
  if (body.avatarUrl !== undefined) patch.avatarUrl = requirePlatformImage(text(body.avatarUrl), current?.avatarUrl);
  if (body.email !== undefined) {
    const email = text(body.email);
    if (email && !isEmail(email)) refuse(userMessages.emailInvalid);
    patch.email = email;
  }
  checkLengths(patch);
  return patch;
}

const matchesKeyword = (user: UserRow, keyword: string): boolean =>
  !keyword || [user.userName, user.phone, user.nickName, user.companyName].some((field) => field.includes(keyword));

interface UserQueryBody {
  pageNum: number;
  pageSize: number;
  keyword: string;
  status: number;
  groupId: string;
  roleId: string;
}

function searchUsers(body: Partial<UserQueryBody>): UserRow[] {
  const keyword = text(body.keyword);
  const groupId = text(body.groupId);
  const roleId = text(body.roleId);
  return tables.user
    .filter(
      (u) =>
        matchesKeyword(u, keyword) &&
        (body.status === undefined || u.status === Number(body.status)) &&
        (!groupId || u.groups.some((g) => g.id === groupId)) &&
        (!roleId || u.roles.some((r) => r.id === roleId)),
    )
    .sort((a, b) => compareText(b.createTime, a.createTime) || Number(b.id) - Number(a.id));
}

const withLinks = (user: UserRow) => ({
  ...toUserDetail(user),
  roleIds: user.roles.map((r) => r.id),
  groupIds: user.groups.map((g) => g.id),
});

export const userHandlers = [
  openPost<PasswordLoginRequest>(p.login, async (body, { request }) => {
    if (spendSign(body.sign) !== 'ok') refuse(userMessages.captchaFailed);
    const account = text(body.userName);
    const user = tables.user.find((u) => u.userName === account || u.phone === account);
    // Counted per account (by name or phone alike), and per name typed when there is no such
    // account, so a lock says nothing about which accounts exist.
    const lockKey = user ? `login:user:${user.id}` : `login:name:${account.toLowerCase()}`;
    const locked = blockedFor(lockKey);
    if (locked > 0) return tooManyRequests(limitMessages.loginLocked(locked), locked);
    if (!user || decoded(body.password) !== user.password) {
      if (user) await recordAudit(request, { userId: user.id, actor: user, action: 'login.password', success: false });
      const lock = await count(lockKey, LOGIN_LOCK);
      return lock > 0 ? tooManyRequests(limitMessages.loginLocked(lock), lock) : refuse(userMessages.badCredentials);
    }
    if (user.status !== 1) refuse(userMessages.disabled);
    forget(lockKey);
    return signIn(user, request, 'login.password');
  }),

  openPost<MobileLoginRequest>(p.mobileLogin, async (body, { request }) => {
    const phone = text(body.phone);
    requirePhone(phone);
    const user = findUserByPhone(phone) ?? refuse(userMessages.phoneNotRegistered);
    let code;
    try {
      code = checkCode(phone, 2, text(body.code));
    } catch (error) {
      await recordAudit(request, { userId: user.id, actor: user, action: 'login.code', success: false });
      throw error;
    }
    if (user.status !== 1) refuse(userMessages.disabled);
    await spendCode(code);
    return signIn(user, request, 'login.code');
  }),

  openPost<RegisterRequest>(p.register, async (body, { request }) => {
    const phone = text(body.phone);
    requirePhone(phone);
    const password = requireStrongPassword(decoded(body.password));
    if (findUserByPhone(phone)) refuse(userMessages.phoneRegistered);
    const code = checkCode(phone, 1, text(body.code));
    await spendCode(code);
    const user = await tables.user.insert({
      userId: nextUserId(),
      phone,
      userName: phone,
      password,
      isInfoFull: false,
      experienceAuth: false,
      trialDeadline: '',
      userRole: 2,
      status: 1,
      roles: rolesNamed(ROLE_NAMES.developer),
      createTime: nowIso(),
    });
    await tables.authDetail.insert({ userId: user.id, status: 1, personalStatus: 1, updateTime: user.createTime });
    return ok({ token: await issueToken(user.id, request) });
  }),

  openPost<ResetPasswordRequest>(p.userReSetPassword, async (body) => {
    const phone = text(body.phone);
    requirePhone(phone);
    const user = findUserByPhone(phone) ?? refuse(userMessages.phoneNotRegistered);
    const password = requireStrongPassword(decoded(body.password));
    await spendCode(checkCode(phone, 3, text(body.code)));
    await tables.user.patch(user.id, { password });
    revokeTokens(user.id);
    return ok(true);
  }),

  sessionPost<{ oldPassword: string; password: string }>(p.reSetPassword, async (body, { user, token, request }) => {
    if (decoded(body.oldPassword) !== user.password) refuse(userMessages.oldPasswordWrong);
    const password = requireStrongPassword(decoded(body.password));
    await tables.user.patch(user.id, { password });
    await recordAudit(request, { userId: user.id, actor: user, action: 'password.change' });
    // Other devices must sign in again; this one keeps its session.
    tables.token.removeWhere((t) => t.userId === user.id && t.id !== token);
    return ok(true);
  }),

  // This token only: the account's other devices stay signed in.
  http.post(
    url(p.logout),
    withSession(async ({ token, user, request }) => {
      tables.token.remove(token);
      await recordAudit(request, { userId: user.id, actor: user, action: 'logout' });
      return ok(true);
    }),
  ),

  http.post(
    url(p.guestSession),
    open(async ({ request }) => {
      const sessionId = await guestSessionFor(request);
      return typeof sessionId === 'string' ? ok({ sessionId }) : sessionId;
    }),
  ),

  http.get(
    url(p.myDetail),
    withSession(({ user }) => ok(toUserDetail(user))),
  ),

  http.post(url(p.personalCertification), withSession(submitPersonalCertification)),

  sessionPost<ImproveInfoForm>(p.userInfoUpdate, async (body, { user }) => {
    if (!text(body.nickName)) refuse(messages.surnameRequired);
    if (!text(body.position)) refuse(messages.positionRequired);
    if (!text(body.companyName)) refuse(messages.companyRequired);
    await tables.user.patch(user.id, { ...profilePatch(body, user), isInfoFull: true });
    return ok(true);
  }),

  sessionPost<ProfileFields & { id: string }>(p.update, async (body, { user }) => {
    const targetId = text(body.id);
    if (!targetId || targetId === user.id) {
      await tables.user.patch(user.id, profilePatch(body, user));
      return ok(true);
    }
    // Naming another user is the admin console's edit: it needs the user-edit code.
    if (!hasAnyCode(USER_EDIT, expandCodes(userCodes(user)))) return forbidden();
    const target = requireUser(targetId);
    await tables.user.patch(target.id, profilePatch(body, target));
    return ok(true);
  }),

  http.post(
    url(p.logOffAccount),
    withSession(({ user }) => {
      revokeTokens(user.id);
      tables.authDetail.removeWhere((a) => a.userId === user.id);
      tables.message.removeWhere((m) => m.userId === user.id);
      tables.user.remove(user.id);
      return ok(true);
    }),
  ),

  http.get(
    url(p.detail(':id')),
    withAdmin(USER_READ, ({ params }) => ok(toUserDetail(requireUser(params.id)))),
  ),

  adminPost<UserQueryBody>(p.search, USER_READ, (body) => {
    return ok(pageOf(searchUsers(body), body, withLinks));
  }),

  http.post(
    url(p.searchCount),
    withAdmin(USER_READ, async ({ request }) => ok(searchUsers(await readJson<UserQueryBody>(request)).length)),
  ),

  adminPost<Partial<UserDetail> & { password: string; roleIds: string[]; groupIds: string[] }>(
    p.create,
    USER_EDIT,
    async (body) => {
      const phone = text(body.phone);
      requirePhone(phone);
      if (findUserByPhone(phone)) refuse(userMessages.phoneRegistered);
      const userName = text(body.userName) || phone;
      if (userName !== phone && !USER_NAME_PATTERN.test(userName)) refuse(adminMessages.userNameInvalid);
      if (tables.user.find((u) => u.userName === userName)) refuse(userMessages.userNameTaken);
      const roleIds = (body.roleIds ?? []).map(text);
      if (roleIds.some((id) => !tables.role.get(id))) refuse(userMessages.roleNotFound);
      const groupIds = (body.groupIds ?? []).map(text);
      if (groupIds.some((id) => !tables.group.get(id))) refuse(userMessages.groupNotFound);
      const password = body.password ? requireStrongPassword(decoded(body.password)) : DEFAULT_NEW_USER_PASSWORD;
      const user = await tables.user.insert({
        ...profilePatch(body),
        userId: nextUserId(),
        phone,
        userName,
        password,
        userRole: body.userRole === 1 ? 1 : 2,
        status: 1,
        // The admin fills in the profile, and staff accounts start with a trial so they are not
        // met by the forced activation dialog on their first sign-in.
        isInfoFull: Boolean(text(body.nickName)),
        experienceAuth: true,
        trialDeadline: new Date(now() + NEW_USER_TRIAL_DAYS * DAY).toISOString(),
        roles: roleIds.length ? tables.role.getMany(roleIds) : rolesNamed(ROLE_NAMES.developer),
        groups: tables.group.getMany(groupIds),
        createTime: nowIso(),
      });
      await tables.authDetail.insert({ userId: user.id, status: 1, personalStatus: 1, updateTime: user.createTime });
      return ok(withLinks(user));
    },
  ),

  adminPost<{ id: string; status: number }>(p.updateStatus, USER_EDIT, async (body, { user: admin }) => {
    const target = requireUser(body.id);
    if (target.id === admin.id) refuse(userMessages.notSelf);
    const status = Number(body.status) === 1 ? 1 : 0;
    await tables.user.patch(target.id, { status });
    if (status === 0) revokeTokens(target.id);
    return ok(true);
  }),

  http.delete(
    url(p.delete(':id')),
    withAdmin(USER_EDIT, ({ params, user: admin }) => {
      const target = requireUser(params.id);
      if (target.id === admin.id) refuse(userMessages.notSelf);
      // Tokens stay: a deleted user's next call gets 用户id不存在, which the client treats as a 401.
      tables.user.remove(target.id);
      tables.authDetail.removeWhere((a) => a.userId === target.id);
      return ok(true);
    }),
  ),

  adminPost<{ userId: string; roleIds: string[] }>(p.addUserRole, USER_ROLE_EDIT, async (body) => {
    const target = requireUser(body.userId);
    await tables.user.patch(target.id, {
      roles: withLinked('role', target.roles, body.roleIds, userMessages.roleNotFound),
    });
    return ok(true);
  }),

  adminPost<{ userId: string; roleId: string }>(p.removeRole, USER_ROLE_EDIT, async (body) => {
    const target = requireUser(body.userId);
    await tables.user.patch(target.id, { roles: target.roles.filter((r) => r.id !== text(body.roleId)) });
    return ok(true);
  }),

  adminPost<{ userId: string; groupIds: string[] }>(p.addUserGroup, USER_EDIT, async (body) => {
    const target = requireUser(body.userId);
    await tables.user.patch(target.id, {
      groups: withLinked('group', target.groups, body.groupIds, userMessages.groupNotFound),
    });
    return ok(true);
  }),

  adminPost<{ userId: string; groupId: string }>(p.removeGroup, USER_EDIT, async (body) => {
    const target = requireUser(body.userId);
    await tables.user.patch(target.id, { groups: target.groups.filter((g) => g.id !== text(body.groupId)) });
    return ok(true);
  }),
];
