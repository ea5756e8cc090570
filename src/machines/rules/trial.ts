/** How a trial's end is shown (SPEC sections 2 and 9). */
const DAY_MS = 24 * 60 * 60 * 1000;
/** A deadline further away than about 200 years is a permanent trial. */
export const PERMANENT_AFTER_MS = 200 * 365 * DAY_MS;
export const PERMANENT_TEXT = '永久';

const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-12-01`, or 永久 for a deadline beyond about 200 years; '' for none. */
export function trialExpiryText(deadline: string | undefined, now = Date.now()): string {
  if (!deadline) return '';
  const at = Date.parse(deadline);
  if (Number.isNaN(at)) return deadline;
  if (at - now > PERMANENT_AFTER_MS) return PERMANENT_TEXT;
  const d = new Date(at);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Invitation code status (SPEC section 3): 1 待激活, 2 已激活, 3 作废. */
export const INVITATION_STATUS = { 1: '待激活', 2: '已激活', 3: '作废' } as const;
export type InvitationStatus = keyof typeof INVITATION_STATUS;
export const INVITATION_STATUSES = [1, 2, 3] as const;

/** Reads a status filter from a URL query value; anything else means "all". */
export function parseInvitationStatus(value: string | null | undefined): InvitationStatus | undefined {
  const n = Number(value);
  return n === 1 || n === 2 || n === 3 ? n : undefined;
}
