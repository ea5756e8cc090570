import { encodePassword } from '../domain/validation';
import { http } from './http';
import { paths } from './paths';
import { cached } from './requestCache';
import type { Page, PageQuery } from '../domain/types/common.types';
import type {
  AdminUser,
  ImproveInfoForm,
  LoginResult,
  MobileLoginRequest,
  UserDetail,
} from '../domain/types/user.types';

const p = paths.user;

export interface PasswordLogin {
  userName: string;
  password: string;
  sign: string;
}

/** Passwords are base64-encoded here, at the edge, and nowhere else. */
export const loginWithPassword = ({ userName, password, sign }: PasswordLogin) =>
  http
    .post<LoginResult>(p.login, { userName, password: encodePassword(password), sign }, { silent: true })
    .then((r) => r.data);

export const loginWithCode = (body: MobileLoginRequest) =>
  http.post<LoginResult>(p.mobileLogin, body, { silent: true }).then((r) => r.data);

export const register = (body: { phone: string; code: string; password: string }) =>
  http
    .post<LoginResult>(p.register, { ...body, password: encodePassword(body.password) }, { silent: true })
    .then((r) => r.data);

export const resetForgottenPassword = (body: { phone: string; code: string; password: string }) =>
  http
    .post<boolean>(p.userReSetPassword, { ...body, password: encodePassword(body.password) }, { silent: true })
    .then((r) => r.data);

/** Silent: the profile page shows the refusal beside the form (src/machines/profile.ts). */
export const changePassword = (oldPassword: string, password: string) =>
  http
    .post<boolean>(
      p.reSetPassword,
      { oldPassword: encodePassword(oldPassword), password: encodePassword(password) },
      { silent: true },
    )
    .then((r) => r.data);

/** Ends this token on the server; silent: signing out goes on whatever the answer. */
export const logout = () => http.post<boolean>(p.logout, {}, { silent: true }).then((r) => r.data);

export const createGuestSession = () =>
  http.post<{ sessionId: string }>(p.guestSession, {}, { silent: true }).then((r) => r.data);

export const getMyDetail = () => http.get<UserDetail>(p.myDetail).then((r) => r.data);
export const getUserDetail = (id: string) => http.get<UserDetail>(p.detail(id)).then((r) => r.data);
export const improveUserInfo = (form: ImproveInfoForm) =>
  http.post<boolean>(p.userInfoUpdate, form, { silent: true }).then((r) => r.data);
export const updateProfile = (form: Partial<UserDetail>) =>
  http.post<boolean>(p.update, form, { silent: true }).then((r) => r.data);
export const logOffAccount = () => http.post<boolean>(p.logOffAccount, {}, { silent: true }).then((r) => r.data);

export interface UserQuery extends PageQuery {
  keyword?: string;
  status?: 0 | 1;
  groupId?: string;
  roleId?: string;
}

/** The users tab's first page is asked for ahead by its route (src/api/requestCache.ts). */
export const searchUsers = cached<[UserQuery], Page<AdminUser>>((q) => ({ method: 'post', url: p.search, data: q }));
/** An admin editing another user's profile: the same update path, naming the user by id. */
export const updateUser = (id: string, fields: Pick<UserDetail, 'nickName' | 'email'>) =>
  http.post<boolean>(p.update, { id, ...fields }).then((r) => r.data);
export const countUsers = (q: Partial<UserQuery>) => http.post<number>(p.searchCount, q).then((r) => r.data);
/** Roles and groups may be given at once; without roles the simulator grants 开发者. */
export const createUser = (u: Partial<UserDetail> & { password?: string; roleIds?: string[]; groupIds?: string[] }) =>
  http
    .post<UserDetail>(p.create, { ...u, password: u.password ? encodePassword(u.password) : undefined })
    .then((r) => r.data);
export const updateUserStatus = (id: string, status: 0 | 1) =>
  http.post<boolean>(p.updateStatus, { id, status }).then((r) => r.data);
export const deleteUser = (id: string) => http.delete<boolean>(p.delete(id)).then((r) => r.data);
export const addUserRole = (userId: string, roleIds: string[]) =>
  http.post<boolean>(p.addUserRole, { userId, roleIds }).then((r) => r.data);
export const removeUserRole = (userId: string, roleId: string) =>
  http.post<boolean>(p.removeRole, { userId, roleId }).then((r) => r.data);
export const addUserGroup = (userId: string, groupIds: string[]) =>
  http.post<boolean>(p.addUserGroup, { userId, groupIds }).then((r) => r.data);
export const removeUserGroup = (userId: string, groupId: string) =>
  http.post<boolean>(p.removeGroup, { userId, groupId }).then((r) => r.data);
export const getBalance = () => http.get<{ balance: number }>(p.balance).then((r) => r.data);
export const getCouponAmount = () => http.get<{ amount: number }>(p.couponAmount).then((r) => r.data);
