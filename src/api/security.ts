/** Account security (platform extension, not SPEC): signed-in sessions and two-step verification. */
import { http } from './http';
import { paths } from './paths';
import type { LoginResult } from '../domain/types/user.types';
import type { Page } from '../domain/types/common.types';
import type {
  AuditEvent,
  AuditQuery,
  SignInCodeRequest,
  SignedInSession,
  TwoFactorEnabled,
  TwoFactorSetup,
  TwoFactorStatus,
} from '../domain/types/security.types';

export type * from '../domain/types/security.types';

const s = paths.security;

export const listSessions = () => http.get<SignedInSession[]>(s.sessions).then((r) => r.data);
export const endSession = (id: string) => http.post<boolean>(s.endSession, { id }).then((r) => r.data);
/** Resolves to how many sessions ended. */
export const endOtherSessions = () => http.post<number>(s.endOtherSessions, {}).then((r) => r.data);

export const getTwoFactor = () => http.get<TwoFactorStatus>(s.twoFactor).then((r) => r.data);
export const startTwoFactorSetup = () => http.post<TwoFactorSetup>(s.twoFactorSetup, {}).then((r) => r.data);
/** Silent: the dialog shows a refused code beside the field. */
export const enableTwoFactor = (code: string) =>
  http.post<TwoFactorEnabled>(s.twoFactorEnable, { code }, { silent: true }).then((r) => r.data);
export const disableTwoFactor = (code: string) =>
  http.post<boolean>(s.twoFactorDisable, { code }, { silent: true }).then((r) => r.data);

/** The sign-in's second step; silent, the login dialog shows the refusal. */
export const finishSignIn = (body: SignInCodeRequest) =>
  http.post<LoginResult>(s.signInCode, body, { silent: true }).then((r) => r.data);

export const searchAuditLog = (q: AuditQuery) => http.post<Page<AuditEvent>>(s.auditLog, q).then((r) => r.data);
