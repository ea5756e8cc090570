/** Wire types of account security (src/api/security.ts), shared by the client and the simulator. */

/** One signed-in session of the account (登录设备与会话). */
export interface SignedInSession {
  /** Names the session; never its token. */
  id: string;
  device: string;
  browser: string;
  /** The address it signed in from; 'local' inside the demo's own browser. */
  ip: string;
  createTime: string;
  lastActiveTime: string;
  /** The session asking. */
  current: boolean;
}

export interface TwoFactorStatus {
  enabled: boolean;
  /** ISO time it was turned on; '' while off. */
  enabledTime: string;
  /** Unused recovery codes left. */
  recoveryCodesLeft: number;
}

/** A new secret, not yet in force: it is once a code made from it is confirmed. */
export interface TwoFactorSetup {
  /** Base32, for typing into an authenticator app by hand. */
  secret: string;
  /** otpauth://totp/… (the QR code's content). */
  otpauthUrl: string;
}

/** The recovery codes, shown this once. */
export interface TwoFactorEnabled {
  recoveryCodes: string[];
}

export interface SignInCodeRequest {
  ticket: string;
  /** Six digits from the authenticator app, or a recovery code. */
  code: string;
}

/** What an audit entry records; the page names them (AUDIT_ACTION_NAMES in src/domain/audit.ts). */
export type AuditAction =
  | 'login.password'
  | 'login.code'
  | 'login.secondStep'
  | 'logout'
  | 'session.end'
  | 'session.endOthers'
  | 'password.change'
  | 'twoFactor.enable'
  | 'twoFactor.disable'
  | 'key.create'
  | 'key.rotate'
  | 'key.delete'
  | 'key.freeze'
  | 'key.unfreeze'
  | 'key.cap'
  | 'budget.change'
  | 'org.create'
  | 'org.invite'
  | 'org.cancel'
  | 'org.join'
  | 'org.decline'
  | 'org.role'
  | 'org.cap'
  | 'org.remove'
  | 'org.leave'
  | 'org.keyCreate'
  | 'org.keyReassign'
  | 'org.topUp';

export interface AuditEvent {
  id: string;
  action: AuditAction;
  success: boolean;
  actorName: string;
  target: string;
  before: string;
  after: string;
  ip: string;
  device: string;
  createTime: string;
}

export interface AuditQuery {
  pageNum: number;
  pageSize: number;
  /** '' for every action; a prefix such as 'key' or 'login' for a family. */
  action?: string;
  /** Beijing YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
  /** 1 success, 0 failure; absent for both. */
  success?: 0 | 1;
  /** The admin console reads another account's log by its id. */
  userId?: string;
}
