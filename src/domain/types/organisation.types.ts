/** 组织 (platform extension, not SPEC): an enterprise account's team, its members, wallet, keys and usage. */

/** What a member is to the organisation; exactly one owner, the enterprise-verified account that created it. */
export type OrgRole = 'owner' | 'admin' | 'developer' | 'billing';

/**
 * An invitation and then a membership: `invited` until the invitee answers (or it is cancelled or
 * runs out), `active` once accepted, `removed` or `left` when it ends.
 */
export type MemberStatus = 'invited' | 'active' | 'declined' | 'cancelled' | 'expired' | 'removed' | 'left';

export interface OrgMember {
  id: string;
  userId: string;
  userName: string;
  nickName: string;
  /** Masked, as the platform shows phones. */
  phone: string;
  role: OrgRole;
  status: MemberStatus;
  /** Yuan a month the member's calls may cost the organisation; null: no cap. */
  monthlyCap: number | null;
  /** Yuan the member's calls cost this month. */
  monthSpent: number;
  invitedBy: string;
  invitedTime: string;
  joinedTime: string;
}

export interface Organisation {
  id: string;
  name: string;
  ownerName: string;
  /** Yuan in the shared wallet: members' calls with the organisation's keys are paid from it. */
  balance: number;
  createTime: string;
  /** The caller's own membership (absent in the admin console's view). */
  myRole?: OrgRole;
  myMemberId?: string;
}

/** GET mine: the caller's organisation and members (when they belong to one) and invitations waiting for them. */
export interface MyOrganisation {
  organisation: Organisation | null;
  members: OrgMember[];
  /** Whether the caller may create one (enterprise verified, in none). */
  canCreate: boolean;
  invitations: OrgInvitation[];
}

/** An invitation as its invitee sees it. */
export interface OrgInvitation {
  id: string;
  orgName: string;
  inviterName: string;
  role: OrgRole;
  invitedTime: string;
  /** When it stops being answerable. */
  expireTime: string;
}

export interface OrgInviteInput {
  phone: string;
  role: OrgRole;
  /** Yuan; null or '' for no cap. */
  monthlyCap: number | string | null;
}

export interface OrgKey {
  id: string;
  name: string;
  maskedKey: string;
  status: number;
  createTime: string;
  lastUsedTime: string;
  /** The member whose calls (and cap) it counts to; the owner once its holder leaves. */
  holderId: string;
  holderName: string;
  createdByName: string;
}

export interface OrgCreatedKey extends OrgKey {
  /** Shown once. */
  secret: string;
}

/** One member's use of the organisation in a month (yuan). */
export interface OrgMemberUsage {
  userId: string;
  userName: string;
  calls: number;
  failedCalls: number;
  tokens: number;
  cost: number;
}

/** A day's bill line of the organisation (yuan), per member. */
export interface OrgBillLine {
  date: string;
  userId: string;
  userName: string;
  calls: number;
  cost: number;
}

export interface OrgUsage {
  month: string;
  members: OrgMemberUsage[];
  bills: OrgBillLine[];
  totalCost: number;
}

/** One call made with an organisation key, for its request log. */
export interface OrgCall {
  id: string;
  requestId: string;
  createTime: string;
  userId: string;
  userName: string;
  keyName: string;
  model: string;
  status: number;
  errorCode: string;
  tokensIn: number;
  tokensOut: number;
  cost: number;
}

export interface OrgCallQuery {
  pageNum: number;
  pageSize: number;
  /** A member's user id; absent for everyone. */
  userId?: string;
  /** Beijing YYYY-MM. */
  month?: string;
  /** Admin console: which organisation. */
  orgId?: string;
}

/** The admin console's row. */
export interface AdminOrganisation extends Organisation {
  memberCount: number;
  keyCount: number;
}

export interface AdminOrganisationDetail {
  organisation: Organisation;
  members: OrgMember[];
  usage: OrgUsage;
}
