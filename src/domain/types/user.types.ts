/** Wire types of the user API (src/api/user.ts), shared by the client and the simulator. */

/** Guest user types (SPEC section 3): 1 admin, 2 user, 3 guest. */
export type UserType = 1 | 2 | 3;

export interface UserDetail {
  id: string;
  userId: string;
  phone: string;
  avatarUrl: string;
  userName: string;
  nickName: string;
  /** ISO date; the end of the product trial. Empty when the user has none. */
  trialDeadline: string;
  userPassword: string;
  isInfoFull: boolean;
  experienceAuth: boolean;
  /** 1 super admin, 2 ordinary user. */
  userRole: 1 | 2;
  status?: 0 | 1;
  position?: string;
  companyName?: string;
  email?: string;
  sex?: 1 | 2;
  createTime?: string;
}

export interface MobileLoginRequest {
  phone: string;
  code: string;
}

export interface RegisterRequest {
  phone: string;
  code: string;
  /** base64 */
  password: string;
}

export interface ResetPasswordRequest {
  phone: string;
  code: string;
  /** base64 */
  password: string;
}

/**
 * A sign-in's answer. An account with two-step verification gets no token yet: `twoFactorTicket`
 * names the half-done sign-in, and the code (src/api/security.ts, finishSignIn) completes it.
 */
export interface LoginResult {
  token: string;
  twoFactorTicket?: string;
}

export interface ImproveInfoForm {
  nickName: string;
  sex: 1 | 2;
  position: string;
  companyName: string;
  email?: string;
}

/** A user as the admin console lists it: with the roles and groups it holds directly. */
export interface AdminUser extends UserDetail {
  roleIds: string[];
  groupIds: string[];
}
