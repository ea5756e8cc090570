/**
 * SMS verification codes. The simulator never sends an SMS: it records the code, announces it
 * for the demo notice (`simulator:code`) and lets tests read it through `issuedCodes()`.
 */
import type { CodeType } from '../../src/domain/types/operation.types';
import { idCounters, tables, type VerificationCodeRow } from '../db/models';
import { MINUTE, now } from './clock';
import { digits, randomFor } from './random';
import { refuse } from './respond';
import type { IssuedCode } from '../../src/domain/types/demo.types';

export type { IssuedCode };

export const CODE_TTL_MS = 5 * MINUTE;
/** Matches the client's 60 s countdown (SPEC section 9). */
export const RESEND_COOLDOWN_MS = MINUTE;

export const codeMessages = {
  wrong: '验证码错误',
  expired: '验证码已过期',
  used: '验证码已使用',
  tooFrequent: '验证码发送过于频繁，请稍后重试',
  required: '请输入验证码',
} as const;

function announce(phone: string, type: number, code: string): void {
  if (typeof CustomEvent !== 'function' || typeof globalThis.dispatchEvent !== 'function') return;
  globalThis.dispatchEvent(new CustomEvent('simulator:code', { detail: { phone, type, code } }));
}

export async function issueCode(phone: string, type: CodeType): Promise<VerificationCodeRow> {
  const at = now();
  const recent = tables.verificationCode.find(
    (c) => c.phone === phone && c.type === type && at - c.issuedAt < RESEND_COOLDOWN_MS,
  );
  if (recent) refuse(codeMessages.tooFrequent);
  // Derived from the seed and the issue number: the same run of sends yields the same codes.
  const code = digits(randomFor(`code:${idCounters().verificationCode + 1}:${phone}:${type}`), 6);
  const row = await tables.verificationCode.insert({
    phone,
    type,
    code,
    issuedAt: at,
    expiresAt: at + CODE_TTL_MS,
    usedAt: 0,
  });
  announce(phone, type, code);
  return row;
}

/** Checks a code without using it up, refusing with the exact message the user should see. */
export function checkCode(phone: string, type: CodeType, code: string | undefined): VerificationCodeRow {
  if (!code) refuse(codeMessages.required);
  const matches = tables.verificationCode
    .filter((c) => c.phone === phone && c.type === type && c.code === code)
    .sort((a, b) => b.issuedAt - a.issuedAt);
  const row = matches.find((c) => !c.usedAt) ?? matches[0];
  if (!row) return refuse(codeMessages.wrong);
  if (row.usedAt) refuse(codeMessages.used);
  if (row.expiresAt <= now()) refuse(codeMessages.expired);
  return row;
}

export async function spendCode(row: VerificationCodeRow): Promise<void> {
  await tables.verificationCode.patch(row.id, { usedAt: now() });
}

export const consumeCode = (phone: string, type: CodeType, code: string | undefined): Promise<void> =>
  spendCode(checkCode(phone, type, code));

/** Every code issued so far, newest first. */
export function issuedCodes(): IssuedCode[] {
  return tables.verificationCode
    .all()
    .sort((a, b) => b.issuedAt - a.issuedAt || Number(b.id) - Number(a.id))
    .map(({ phone, type, code, issuedAt, expiresAt, usedAt }) => ({
      phone,
      type,
      code,
      issuedAt,
      expiresAt,
      used: usedAt > 0,
    }));
}
