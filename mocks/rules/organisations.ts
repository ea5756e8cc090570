/**
 * 组织: an enterprise account's team. Members join by invitation (a site message) and hold one
 * role (src/domain/organisation.ts says what each may do). The organisation's keys are stored as
 * its owner's (so they outlive any member) and each is held by a member, whose monthly cap its
 * calls count against; the shared wallet pays for them. A membership that ends ends its holder's
 * access at once: their keys go back to the owner and their sessions are revoked.
 */
import type { MemberStatus, OrgRole } from '../../src/domain/types/organisation.types';
import type { AuditAction } from '../../src/domain/types/security.types';
import {
  INVITATION_DAYS,
  ORG_ROLE_NAMES,
  assignableRoles,
  can,
  capReached,
  capText,
  mayManage,
  nextMemberStatus,
  orgMessages,
  type MemberEvent,
  type OrgAbility,
} from '../../src/domain/organisation';
import { fenToYuan } from '../../src/domain/keyScope';
import { MAX_KEYS, apiKeyMessages, keyNameError } from '../../src/domain/apiKey';
import { tables, type OrgMemberRow, type OrganisationRow, type UsageRecordRow, type UserRow } from '../db/models';
import { recordAudit } from './audit';
import { randomHex, revokeTokens } from './auth';
import { beijingDate } from './beijing';
import { DAY, now, nowIso } from './clock';
import type { GatewayRefusal } from './gateway';
import { refuse } from './respond';

const ENTERPRISE_VERIFIED = 3;

export const isEnterpriseVerified = (userId: string): boolean =>
  tables.authDetail.find((a) => a.userId === userId)?.status === ENTERPRISE_VERIFIED;

/** Invitations nobody answered in time become `expired` when next read. */
export async function expireInvitations(): Promise<void> {
  const cutoff = new Date(now() - INVITATION_DAYS * DAY).toISOString();
  for (const row of tables.orgMember.filter((m) => m.status === 'invited' && m.invitedAt < cutoff))
    await tables.orgMember.patch(row.id, { status: 'expired', endedAt: nowIso() });
}

export const invitationExpiry = (row: OrgMemberRow): string =>
  new Date(Date.parse(row.invitedAt) + INVITATION_DAYS * DAY).toISOString();

/** The user's membership in force (one organisation at most). */
export const activeMembership = (userId: string): OrgMemberRow | undefined =>
  tables.orgMember.find((m) => m.userId === userId && m.status === 'active');

export const roleOf = (row: OrgMemberRow): OrgRole => row.role as OrgRole;

/** The caller's membership and organisation, refused unless the role may `ability`. */
export function membershipFor(user: UserRow, ability: OrgAbility): { member: OrgMemberRow; org: OrganisationRow } {
  const member = activeMembership(user.id) ?? refuse(orgMessages.notInOrg, 403);
  if (!can(roleOf(member), ability)) refuse(orgMessages.noPermission, 403);
  const org = tables.organisation.get(member.orgId) ?? refuse(orgMessages.notInOrg, 403);
  return { member, org };
}

const nameOf = (userId: string): string => tables.user.get(userId)?.userName ?? '';

/**
 * An organisation change goes in the owner's log (the organisation's account) and, when it is
 * someone else's, in theirs too, with the value before and after.
 */
export async function auditOrg(
  request: Request | undefined,
  org: OrganisationRow,
  actor: UserRow,
  entry: { action: AuditAction; subjectId?: string; target?: string; before?: string; after?: string },
): Promise<void> {
  const logs = new Set([org.ownerId, actor.id, entry.subjectId ?? org.ownerId]);
  const target = entry.target ?? `组织「${org.name}」`;
  for (const userId of logs)
    await recordAudit(request, {
      userId,
      actor,
      action: entry.action,
      target,
      before: entry.before,
      after: entry.after,
    });
}

const memberLabel = (row: OrgMemberRow): string => `${nameOf(row.userId)}（${ORG_ROLE_NAMES[roleOf(row)]}）`;

export async function createOrganisation(user: UserRow, name: string, request?: Request): Promise<OrganisationRow> {
  if (!isEnterpriseVerified(user.id)) refuse(orgMessages.notEnterprise, 403);
  if (activeMembership(user.id)) refuse(orgMessages.alreadyInOrg);
  const org = await tables.organisation.insert({ name, ownerId: user.id, balanceCents: 0, createTime: nowIso() });
  await tables.orgMember.insert({
    orgId: org.id,
    userId: user.id,
    role: 'owner',
    status: 'active',
    invitedBy: user.id,
    invitedAt: org.createTime,
    answeredAt: org.createTime,
  });
  await auditOrg(request, org, user, { action: 'org.create', after: name });
  return org;
}

export async function inviteMember(
  actor: UserRow,
  input: { phone: string; role: OrgRole; capCents: number },
  request?: Request,
): Promise<OrgMemberRow> {
  const { member, org } = membershipFor(actor, 'inviteMembers');
  if (!assignableRoles(roleOf(member)).includes(input.role)) refuse(orgMessages.roleInvalid, 400);
  const invitee = tables.user.find((u) => u.phone === input.phone) ?? refuse(orgMessages.userNotFound);
  if (invitee.id === actor.id) refuse(orgMessages.inviteSelf);
  const current = activeMembership(invitee.id);
  if (current) refuse(current.orgId === org.id ? orgMessages.alreadyMember : orgMessages.inOtherOrg);
  await expireInvitations();
  if (tables.orgMember.find((m) => m.orgId === org.id && m.userId === invitee.id && m.status === 'invited'))
    refuse(orgMessages.alreadyInvited);
  const row = await tables.orgMember.insert({
    orgId: org.id,
    userId: invitee.id,
    role: input.role,
    status: 'invited',
    monthlyCapCents: input.capCents,
    invitedBy: actor.id,
    invitedAt: nowIso(),
  });
  await tables.message.insert({
    userId: invitee.id,
    content: orgMessages.invitationText(org.name, actor.userName, input.role),
    createTime: nowIso(),
    isRead: false,
  });
  await auditOrg(request, org, actor, {
    action: 'org.invite',
    subjectId: invitee.id,
    target: invitee.userName,
    before: '—',
    after: `已邀请，${ORG_ROLE_NAMES[input.role]}，月度额度 ${capText(input.capCents)}`,
  });
  return row;
}

/** Moves a membership by `event`, refused when its status does not allow it. */
async function move(row: OrgMemberRow, event: MemberEvent): Promise<OrgMemberRow> {
  const next = nextMemberStatus(row.status as MemberStatus, event) ?? refuse(orgMessages.invitationGone);
  const at = nowIso();
  const answered = event === 'accept' || event === 'decline';
  return (await tables.orgMember.patch(row.id, {
    status: next,
    ...(answered ? { answeredAt: at } : { endedAt: at }),
  }))!;
}

/** The invitee accepts or declines; accepting fails while they belong to another organisation. */
export async function answerInvitation(
  user: UserRow,
  invitationId: string,
  accept: boolean,
  request?: Request,
): Promise<OrgMemberRow> {
  await expireInvitations();
  const row = tables.orgMember.get(invitationId);
  if (!row || row.userId !== user.id || row.status !== 'invited') refuse(orgMessages.invitationGone);
  if (accept && activeMembership(user.id)) refuse(orgMessages.alreadyInOrg);
  const org = tables.organisation.get(row.orgId) ?? refuse(orgMessages.invitationGone);
  const moved = await move(row, accept ? 'accept' : 'decline');
  await auditOrg(request, org, user, {
    action: accept ? 'org.join' : 'org.decline',
    subjectId: user.id,
    target: user.userName,
    before: '已邀请',
    after: accept ? `已加入，${ORG_ROLE_NAMES[roleOf(row)]}` : '已拒绝',
  });
  return moved;
}

/** A member of the caller's organisation whom the caller's role may manage. */
function managed(actor: UserRow, memberId: string, ability: OrgAbility) {
  const own = membershipFor(actor, ability);
  const row = tables.orgMember.get(memberId);
  if (!row || row.orgId !== own.org.id) refuse(orgMessages.memberNotFound);
  if (!mayManage(roleOf(own.member), roleOf(row))) refuse(orgMessages.noPermission, 403);
  return { ...own, row };
}

export async function cancelInvitation(actor: UserRow, memberId: string, request?: Request): Promise<void> {
  await expireInvitations();
  const { org, row } = managed(actor, memberId, 'inviteMembers');
  await move(row, 'cancel');
  await auditOrg(request, org, actor, {
    action: 'org.cancel',
    subjectId: row.userId,
    target: nameOf(row.userId),
    before: '已邀请',
    after: '已撤回',
  });
}

export async function changeRole(actor: UserRow, memberId: string, role: OrgRole, request?: Request): Promise<void> {
  const { member, org, row } = managed(actor, memberId, 'manageMembers');
  if (row.status !== 'active') refuse(orgMessages.memberNotFound);
  if (!assignableRoles(roleOf(member)).includes(role)) refuse(orgMessages.roleInvalid, 400);
  if (role === row.role) return;
  await tables.orgMember.patch(row.id, { role });
  await auditOrg(request, org, actor, {
    action: 'org.role',
    subjectId: row.userId,
    target: nameOf(row.userId),
    before: ORG_ROLE_NAMES[roleOf(row)],
    after: ORG_ROLE_NAMES[role],
  });
}

/** The owner's own cap may be set by the owner; anyone else's by whoever may manage them. */
export async function setCap(actor: UserRow, memberId: string, capCents: number, request?: Request): Promise<void> {
  const own = membershipFor(actor, 'setCaps');
  const row = tables.orgMember.get(memberId);
  if (!row || row.orgId !== own.org.id || row.status !== 'active') refuse(orgMessages.memberNotFound);
  if (row.id !== own.member.id && !mayManage(roleOf(own.member), roleOf(row))) refuse(orgMessages.noPermission, 403);
  if (capCents === row.monthlyCapCents) return;
  await tables.orgMember.patch(row.id, { monthlyCapCents: capCents });
  await auditOrg(request, own.org, actor, {
    action: 'org.cap',
    subjectId: row.userId,
    target: nameOf(row.userId),
    before: capText(row.monthlyCapCents),
    after: capText(capCents),
  });
}

/**
 * Ends a membership (removed by a manager, or left): at once, the member's keys go back to the
 * owner and every session of theirs ends, so their token is refused from the next call on.
 */
async function endMembership(row: OrgMemberRow, org: OrganisationRow, event: 'remove' | 'leave'): Promise<void> {
  await move(row, event);
  for (const key of tables.orgKey.filter((k) => k.orgId === org.id && k.holderId === row.userId))
    await tables.orgKey.patch(key.id, { holderId: org.ownerId });
  revokeTokens(row.userId);
}

export async function removeMember(actor: UserRow, memberId: string, request?: Request): Promise<void> {
  const { org, row } = managed(actor, memberId, 'manageMembers');
  if (row.status !== 'active') refuse(orgMessages.memberNotFound);
  await endMembership(row, org, 'remove');
  await tables.message.insert({
    userId: row.userId,
    content: orgMessages.removedText(org.name),
    createTime: nowIso(),
    isRead: false,
  });
  await auditOrg(request, org, actor, {
    action: 'org.remove',
    subjectId: row.userId,
    target: nameOf(row.userId),
    before: memberLabel(row),
    after: '已移除',
  });
}

export async function leaveOrganisation(user: UserRow, request?: Request): Promise<void> {
  const { member, org } = membershipFor(user, 'viewMembers');
  if (member.role === 'owner') refuse(orgMessages.ownerCannotLeave);
  await auditOrg(request, org, user, {
    action: 'org.leave',
    subjectId: user.id,
    target: user.userName,
    before: memberLabel(member),
    after: '已退出',
  });
  await endMembership(member, org, 'leave');
}

/** The caller's own organisation key moved to another active member (whose cap then counts). */
export async function reassignKey(actor: UserRow, keyId: string, holderId: string, request?: Request): Promise<void> {
  const { org } = membershipFor(actor, 'reassignKeys');
  const key = tables.orgKey.get(keyId);
  if (!key || key.orgId !== org.id) refuse(orgMessages.keyNotFound);
  const holder = activeMembership(holderId);
  if (!holder || holder.orgId !== org.id) refuse(orgMessages.holderInvalid, 400);
  if (holder.userId === key.holderId) return;
  await tables.orgKey.patch(key.id, { holderId });
  await auditOrg(request, org, actor, {
    action: 'org.keyReassign',
    target: tables.apiKey.get(key.id)?.name ?? key.id,
    before: nameOf(key.holderId),
    after: nameOf(holderId),
  });
}

export async function topUpWallet(actor: UserRow, cents: number, request?: Request): Promise<OrganisationRow> {
  const { org } = membershipFor(actor, 'topUpWallet');
  const account = tables.tradeAccount.find((a) => a.userId === actor.id);
  if (!account || account.balanceCents < cents) refuse(orgMessages.balanceShort);
  await tables.tradeAccount.patch(account.id, { balanceCents: account.balanceCents - cents });
  const updated = (await tables.organisation.patch(org.id, { balanceCents: org.balanceCents + cents }))!;
  await auditOrg(request, org, actor, {
    action: 'org.topUp',
    before: `¥${fenToYuan(org.balanceCents)}`,
    after: `¥${fenToYuan(updated.balanceCents)}`,
  });
  return updated;
}

const monthOf = (iso: string): string => beijingDate(iso).slice(0, 7);

/** Fen a member's calls cost the organisation in a Beijing month (YYYY-MM). */
export const memberMonthSpentCents = (orgId: string, userId: string, month = monthOf(nowIso())): number =>
  tables.orgCall
    .filter((c) => c.orgId === orgId && c.memberId === userId && monthOf(c.createTime) === month)
    .reduce((sum, c) => sum + c.costCents, 0);

/**
 * The gateway's question before a call with `keyId`: may it go ahead? Not when the organisation's
 * wallet is empty, nor when the key's holder has used up their monthly cap. Other keys: yes.
 */
export function organisationRefusal(keyId: string): GatewayRefusal | undefined {
  const key = tables.orgKey.get(keyId);
  const org = key && tables.organisation.get(key.orgId);
  if (!key || !org) return undefined;
  if (org.balanceCents <= 0)
    return { status: 402, message: orgMessages.walletEmpty(org.name), code: 'insufficient_balance' };
  const holder = activeMembership(key.holderId);
  if (holder && capReached(memberMonthSpentCents(org.id, holder.userId), holder.monthlyCapCents))
    return {
      status: 429,
      message: orgMessages.memberCapReached(org.name, fenToYuan(holder.monthlyCapCents)),
      code: 'member_cap_reached',
    };
  return undefined;
}

/** The note of a call with an organisation key: who made it, and the wallet pays its cost. Whether it was one. */
export async function attributeCall(record: UsageRecordRow): Promise<boolean> {
  const key = record.keyId ? tables.orgKey.get(record.keyId) : undefined;
  const org = key && tables.organisation.get(key.orgId);
  if (!key || !org) return false;
  await tables.orgCall.insert({
    id: record.id,
    orgId: org.id,
    memberId: key.holderId,
    createTime: record.createTime,
    costCents: record.costCents,
  });
  if (record.costCents > 0)
    await tables.organisation.patch(org.id, { balanceCents: org.balanceCents - record.costCents });
  return true;
}

/** A key of the organisation, stored as its owner's and held by its creator. */
export async function createOrgKey(actor: UserRow, name: string, request?: Request) {
  const { org } = membershipFor(actor, 'createKeys');
  const nameError = keyNameError(name);
  if (nameError) refuse(nameError, 400);
  if (tables.apiKey.count((k) => k.userId === org.ownerId) >= MAX_KEYS) refuse(apiKeyMessages.limitReached);
  const key = await tables.apiKey.insert({
    userId: org.ownerId,
    name,
    secret: `sk-${randomHex(20)}`,
    status: 1,
    createTime: nowIso(),
    lastUsedTime: '',
  });
  await tables.orgKey.insert({ id: key.id, orgId: org.id, holderId: actor.id, createdBy: actor.id });
  await auditOrg(request, org, actor, { action: 'org.keyCreate', target: name, after: `持有人 ${actor.userName}` });
  return key;
}
