/** Invitation code status (SPEC section 3): 1 待激活, 2 已激活, 3 作废. */
export const INVITATION_STATUS = { 1: '待激活', 2: '已激活', 3: '作废' } as const;
export type InvitationStatus = keyof typeof INVITATION_STATUS;
export const INVITATION_STATUSES = [1, 2, 3] as const;

/** Reads a status filter from a URL query value; anything else means "all". */
export function parseInvitationStatus(value: string | null | undefined): InvitationStatus | undefined {
  const n = Number(value);
  return n === 1 || n === 2 || n === 3 ? n : undefined;
}
