/**
 * Two-step verification as the platform checks it: TOTP (RFC 6238: SHA-1, 6 digits, 30 s steps,
 * one step either side for clock drift) through the otpauth library, on the simulated clock. A
 * code once accepted is refused again, and so is any code of an earlier step (replay); ten
 * recovery codes, each good once, kept only as hashes; five wrong codes lock the account's second
 * step for 15 minutes.
 */
import { Secret, TOTP } from 'otpauth';
import { isAppCode, isRecoveryCode, twoFactorCodeMessages } from '../../src/domain/twoFactorCode';
import { tables, type TwoFactorRow } from '../db/models';
import { randomHex } from './auth';
import { MINUTE, now } from './clock';
import { blockedFor, count, forget, tooManyRequests, type Limit } from './limits';
import { refuse } from './respond';

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now a code may come from. */
export const TOTP_WINDOW = 1;
export const TOTP_ISSUER = '大模型开放平台';
export const RECOVERY_CODE_COUNT = 10;
/** How long a sign-in waits for its second step. */
export const SECOND_STEP_TTL_MS = 5 * MINUTE;
export const CODE_LOCK: Limit = { max: 5, windowMs: 15 * MINUTE, blockMs: 15 * MINUTE };

export const twoFactorMessages = {
  codeWrong: '验证码错误，请重新输入',
  codeReplayed: '该验证码已使用过，请等待验证器生成新的验证码',
  locked: (ms: number) => `验证码错误次数过多，两步验证已锁定，请${Math.max(1, Math.ceil(ms / MINUTE))}分钟后再试`,
  alreadyOn: '两步验证已开启',
  notOn: '两步验证未开启',
  noSetup: '请先获取新的密钥，再输入验证码',
  ticketExpired: '登录已超时，请重新登录',
} as const;

const totp = (secret: string, label = '') =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

export const newSecret = (): string => new Secret({ size: 20 }).base32;

/** What an authenticator app scans: otpauth://totp/<issuer>:<account>?secret=… */
export const otpauthUrl = (secret: string, account: string): string => totp(secret, account).toString();

/** The time step `code` belongs to, if it is one of `secret`'s codes around `at`. */
export function codeStep(secret: string, code: string, at = now()): number | undefined {
  const delta = totp(secret).validate({ token: code, timestamp: at, window: TOTP_WINDOW });
  return delta === null ? undefined : TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: at }) + delta;
}

async function sha256(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

const recoveryHash = (code: string): Promise<string> => sha256(code.replace('-', '').toLowerCase());

/** Ten fresh codes (xxxx-xxxx) and what is kept of them. */
export async function newRecoveryCodes(): Promise<{ codes: string[]; hashes: string[] }> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => randomHex(4).replace(/^(.{4})/, '$1-'));
  return { codes, hashes: await Promise.all(codes.map(recoveryHash)) };
}

export const twoFactorOf = (userId: string): TwoFactorRow | undefined => tables.twoFactor.get(userId);
export const hasTwoFactor = (userId: string): boolean => twoFactorOf(userId)?.enabled === true;

type Verdict = 'ok' | 'wrong' | 'replayed';

/** Checks `code` against the account's secret (or `secret`, while confirming a new one) and spends it. */
async function spend(row: TwoFactorRow, code: string, secret: string): Promise<Verdict> {
  if (isAppCode(code)) {
    const step = codeStep(secret, code);
    if (step === undefined) return 'wrong';
    if (step <= row.lastCounter) return 'replayed';
    await tables.twoFactor.patch(row.id, { lastCounter: step });
    return 'ok';
  }
  // Recovery codes only stand in for the account's own secret, never to confirm a new one.
  if (!isRecoveryCode(code) || secret !== row.secret) return 'wrong';
  const hash = await recoveryHash(code);
  if (!row.recoveryHashes.includes(hash)) return 'wrong';
  await tables.twoFactor.patch(row.id, { recoveryHashes: row.recoveryHashes.filter((h) => h !== hash) });
  return 'ok';
}

/**
 * Lets `code` through for `userId` or answers why not: a lock (HTTP 429, with the minutes left),
 * a malformed code, a wrong or replayed one. Every miss counts toward the lock; a good code clears it.
 */
export async function passSecondStep(
  userId: string,
  code: string,
  { confirming = false } = {},
): Promise<Response | undefined> {
  const key = `totp:user:${userId}`;
  const locked = blockedFor(key);
  if (locked > 0) return tooManyRequests(twoFactorMessages.locked(locked), locked);
  if (!isAppCode(code) && !isRecoveryCode(code)) refuse(twoFactorCodeMessages.format);
  const row = twoFactorOf(userId);
  const secret = confirming ? row?.pendingSecret : row?.enabled ? row.secret : undefined;
  if (!row || !secret) return refuse(confirming ? twoFactorMessages.noSetup : twoFactorMessages.notOn);
  const verdict = await spend(row, code, secret);
  if (verdict === 'ok') {
    forget(key);
    return undefined;
  }
  const lock = await count(key, CODE_LOCK);
  if (lock > 0) return tooManyRequests(twoFactorMessages.locked(lock), lock);
  return refuse(verdict === 'replayed' ? twoFactorMessages.codeReplayed : twoFactorMessages.codeWrong);
}
