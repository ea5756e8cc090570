/**
 * Rotating an API key with a grace period: the new secret works at once and the old one keeps
 * working for the window the owner picks (1 hour to 7 days), so callers can be switched over
 * without an outage; after it the old secret is refused. The dialog and the simulator share these.
 */
const HOUR = 3_600_000;

export const GRACE_OPTIONS = [
  { hours: 0, label: '立即失效' },
  { hours: 1, label: '1 小时' },
  { hours: 6, label: '6 小时' },
  { hours: 24, label: '1 天' },
  { hours: 72, label: '3 天' },
  { hours: 168, label: '7 天' },
] as const;
export const DEFAULT_GRACE_HOURS = 24;
export const MAX_GRACE_HOURS = 168;

export const keyRotationMessages = {
  graceInvalid: '旧密钥保留时长须为 0（立即失效）或 1 小时到 7 天之间的整小时数',
  rotated: (hours: number) =>
    hours === 0
      ? '密钥已轮换，旧密钥已失效'
      : `密钥已轮换，旧密钥将在${GRACE_OPTIONS.find((o) => o.hours === hours)?.label ?? `${hours} 小时`}后失效`,
  retired: 'API密钥已轮换，旧密钥已失效，请使用新密钥',
} as const;

/** Hours as the rotate call sends them: 0, or a whole number from 1 to 168. */
export function graceError(hours: unknown): string | undefined {
  return typeof hours === 'number' && Number.isInteger(hours) && hours >= 0 && hours <= MAX_GRACE_HOURS
    ? undefined
    : keyRotationMessages.graceInvalid;
}

export const graceEnd = (rotatedAt: number, hours: number): string =>
  hours === 0 ? '' : new Date(rotatedAt + hours * HOUR).toISOString();
