/** Server-side identity rules: tokens, who a request belongs to, and what a user may do. */
import { TOKEN_HEADER } from '../../src/api/paths';
import type { UserDetail } from '../../src/domain/types/user.types';
import { allCodes } from '../../src/domain/codes';
import { tables, type UserRow } from '../db/models';
import { EXPERIENCE_CODE } from '../seed';
import { DAY, MINUTE, now } from './clock';
import { clientAddress } from '../serverHeaders';
import { describeUserAgent } from './userAgent';

/** Matches the client's token cookie lifetime (SPEC section 9). */
export const TOKEN_TTL_MS = 30 * DAY;
export const PASSWORD_MASK = '******';

/** `bytes` random bytes from the platform's CSPRNG, as hex (tokens, guest ids, captcha ids). */
export function randomHex(bytes: number): string {
  const buf = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buf);
  return Array.from(buf, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A new session of `userId`; `request` (the sign-in's) names its device, browser and address. */
export async function issueToken(
  userId: string,
  request?: Request,
  { pendingSecondStep = false } = {},
): Promise<string> {
  const token = `tk_${randomHex(16)}`;
  const at = now();
  await tables.token.insert({
    id: token,
    userId,
    createdAt: at,
    sessionId: randomHex(8),
    ...describeUserAgent(request?.headers.get('user-agent') ?? null),
    ip: request ? clientAddress(request) : 'local',
    lastActiveAt: at,
    pendingSecondStep,
  });
  return token;
}

/** Last active is kept to the minute: a write per call would cost every call a commit. */
export async function touchSession(token: string): Promise<void> {
  const row = tables.token.get(token);
  if (row && now() - row.lastActiveAt >= MINUTE) await tables.token.patch(token, { lastActiveAt: now() });
}

export function revokeTokens(userId: string): void {
  tables.token.removeWhere((t) => t.userId === userId);
}

export type Session =
  { kind: 'none' | 'unknown' | 'disabled' } | { kind: 'missingUser' } | { kind: 'ok'; user: UserRow; token: string };

export function resolveSession(request: Request): Session {
  const token = request.headers.get(TOKEN_HEADER);
  if (!token) return { kind: 'none' };
  const row = tables.token.get(token);
  if (!row || row.pendingSecondStep || now() - row.createdAt > TOKEN_TTL_MS) return { kind: 'unknown' };
  const user = tables.user.get(row.userId);
  if (!user) return { kind: 'missingUser' };
  if (user.status !== 1) return { kind: 'disabled' };
  return { kind: 'ok', user, token };
}

export const findUserByPhone = (phone: string): UserRow | undefined => tables.user.find((u) => u.phone === phone);

/** A trial is valid until its deadline on the simulated clock; '' means none was granted. */
export function hasValidTrial(user: UserRow): boolean {
  if (!user.experienceAuth || !user.trialDeadline) return false;
  const deadline = Date.parse(user.trialDeadline);
  return Number.isNaN(deadline) || deadline > now();
}

/** Roles held directly and through the user's groups. */
export function effectiveRoles(user: UserRow) {
  const roles = [...user.roles, ...user.groups.flatMap((group) => group.roles)];
  return [...new Map(roles.map((role) => [role.id, role])).values()];
}

/** Role ids held directly and through the user's groups. */
export const effectiveRoleIds = (user: UserRow): string[] => effectiveRoles(user).map((role) => role.id);

/** The user's permission codes; without a valid trial the experience centre is closed. */
export function userCodes(user: UserRow): string[] {
  const codes = new Set(effectiveRoles(user).flatMap((role) => role.codes));
  if (user.userRole === 1) allCodes().forEach((c) => codes.add(c));
  if (!hasValidTrial(user)) codes.delete(EXPERIENCE_CODE);
  return [...codes];
}

/** The wire shape; the stored password never leaves the simulator. */
export function toUserDetail(user: UserRow): UserDetail {
  return {
    id: user.id,
    userId: user.userId,
    phone: user.phone,
    avatarUrl: user.avatarUrl,
    userName: user.userName,
    nickName: user.nickName,
    trialDeadline: user.trialDeadline,
    userPassword: PASSWORD_MASK,
    isInfoFull: user.isInfoFull,
    experienceAuth: hasValidTrial(user),
    userRole: user.userRole,
    status: user.status,
    position: user.position,
    companyName: user.companyName,
    email: user.email,
    ...(user.sex ? { sex: user.sex } : {}),
    createTime: user.createTime,
  };
}
