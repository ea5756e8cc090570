/** The shape of a two-step verification code, shared by the forms and the simulator. */

const SIX_DIGITS = /^\d{6}$/;
/** Recovery codes are 8 hex digits, shown as xxxx-xxxx; typed with or without the dash, any case. */
const RECOVERY_CODE = /^[0-9a-f]{4}-?[0-9a-f]{4}$/i;

export const isAppCode = (code: string): boolean => SIX_DIGITS.test(code);
export const isRecoveryCode = (code: string): boolean => RECOVERY_CODE.test(code);

export const twoFactorCodeMessages = {
  required: '请输入验证码',
  format: '请输入6位验证码或恢复码',
  appCodeFormat: '请输入验证器中的6位验证码',
} as const;

/** A second sign-in step or a disable takes an app code or a recovery code. */
export function secondStepCodeError(code: string): string | undefined {
  const trimmed = code.trim();
  if (!trimmed) return twoFactorCodeMessages.required;
  return isAppCode(trimmed) || isRecoveryCode(trimmed) ? undefined : twoFactorCodeMessages.format;
}

/** Confirming a new secret takes a code of that secret: recovery codes do not exist yet. */
export function appCodeError(code: string): string | undefined {
  const trimmed = code.trim();
  if (!trimmed) return twoFactorCodeMessages.required;
  return isAppCode(trimmed) ? undefined : twoFactorCodeMessages.appCodeFormat;
}
