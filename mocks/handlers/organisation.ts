/** 组织 (src/api/organisation.ts): the team, its invitations, keys, wallet and usage, and the admin console's view. */
import { http } from 'msw';
import { paths } from '../../src/api/paths';
import type {
  AdminOrganisation,
  AdminOrganisationDetail,
  MyOrganisation,
  OrgBillLine,
  OrgCall,
  OrgCallQuery,
  OrgCreatedKey,
  OrgInviteInput,
  OrgKey,
  OrgMember,
  OrgMemberUsage,
  OrgRole,
  OrgUsage,
  Organisation,
} from '../../src/domain/types/organisation.types';
import { can, memberCapError, orgNameError, orgRoles, orgMessages, topUpError } from '../../src/domain/organisation';
import { isPhone } from '../../src/domain/validation';
import { maskKey } from '../../src/domain/apiKey';
import { yuanToFen } from '../../src/domain/keyScope';
import { tables, type ApiKeyRow, type OrgMemberRow, type OrganisationRow } from '../db/models';
import { beijingDate } from '../rules/beijing';
import { nowIso } from '../rules/clock';
import {
  activeMembership,
  answerInvitation,
  cancelInvitation,
  changeRole,
  createOrgKey,
  createOrganisation,
  expireInvitations,
  invitationExpiry,
  inviteMember,
  isEnterpriseVerified,
  leaveOrganisation,
  membershipFor,
  memberMonthSpentCents,
  reassignKey,
  removeMember,
  roleOf,
  setCap,
  topUpWallet,
} from '../rules/organisations';
import { pageParams } from '../rules/paging';
import { adminPost, ok, refuse, sessionPost, text, url, withAdmin, withSession } from '../rules/respond';
import { compareText } from '../../src/domain/ordering';

const o = paths.organisation;
/** The admin console reads organisations where it reads customers. */
const ADMIN_CODES = ['MC:customerManage:read'];

const yuan = (fen: number): number => fen / 100;
const masked = (phone: string): string => (phone.length < 7 ? phone : `${phone.slice(0, 3)}****${phone.slice(7)}`);
const userName = (id: string): string => tables.user.get(id)?.userName ?? '';
const thisMonth = (): string => beijingDate(nowIso()).slice(0, 7);

function toOrganisation(org: OrganisationRow, mine?: OrgMemberRow): Organisation {
  return {
    id: org.id,
    name: org.name,
    ownerName: userName(org.ownerId),
    balance: yuan(org.balanceCents),
    createTime: org.createTime,
    ...(mine ? { myRole: roleOf(mine), myMemberId: mine.id } : {}),
  };
}

function toMember(row: OrgMemberRow): OrgMember {
  const user = tables.user.get(row.userId);
  return {
    id: row.id,
    userId: row.userId,
    userName: user?.userName ?? '',
    nickName: user?.nickName ?? '',
    phone: masked(user?.phone ?? ''),
    role: roleOf(row),
    status: row.status as OrgMember['status'],
    monthlyCap: row.monthlyCapCents < 0 ? null : yuan(row.monthlyCapCents),
    monthSpent: yuan(memberMonthSpentCents(row.orgId, row.userId)),
    invitedBy: userName(row.invitedBy),
    invitedTime: row.invitedAt,
    joinedTime: row.status === 'invited' ? '' : row.answeredAt,
  };
}

const ROLE_ORDER: Readonly<Record<OrgRole, number>> = { owner: 0, admin: 1, developer: 2, billing: 3 };

/** Members in force and invitations waiting, owner first. */
const membersOf = (orgId: string): OrgMember[] =>
  tables.orgMember
    .filter((m) => m.orgId === orgId && (m.status === 'active' || m.status === 'invited'))
    .sort(
      (a, b) =>
        Number(a.status === 'invited') - Number(b.status === 'invited') ||
        ROLE_ORDER[roleOf(a)] - ROLE_ORDER[roleOf(b)],
    )
    .map(toMember);

function toOrgKey(key: ApiKeyRow, holderId: string, createdBy: string): OrgKey {
  return {
    id: key.id,
    name: key.name,
    maskedKey: maskKey(key.secret),
    status: key.status,
    createTime: key.createTime,
    lastUsedTime: key.lastUsedTime,
    holderId,
    holderName: userName(holderId),
    createdByName: userName(createdBy),
  };
}

/** A cap as sent (yuan, '' or null for none) in fen, -1 for none; refused when malformed. */
function capCentsOf(value: unknown): number {
  const typed = value === null || value === undefined ? '' : text(value);
  const error = memberCapError(typed);
  if (error) refuse(error, 400);
  return typed === '' ? -1 : yuanToFen(typed);
}

const roleParam = (value: unknown): OrgRole => {
  const role = text(value) as OrgRole;
  return orgRoles.includes(role) ? role : refuse(orgMessages.roleInvalid, 400);
};

/** The organisation's calls in a month (and by one member), newest first, with the usage record behind each. */
function callsOf(orgId: string, month: string, memberId?: string) {
  return tables.orgCall
    .filter(
      (c) => c.orgId === orgId && beijingDate(c.createTime).startsWith(month) && (!memberId || c.memberId === memberId),
    )
    .sort((a, b) => compareText(b.createTime, a.createTime) || Number(b.id) - Number(a.id))
    .map((call) => ({ call, record: tables.usageRecord.get(call.id) }));
}

function usageOf(orgId: string, month: string, memberId?: string): OrgUsage {
  const members = new Map<string, OrgMemberUsage>();
  const bills = new Map<string, OrgBillLine>();
  for (const { call, record } of callsOf(orgId, month, memberId)) {
    const m = members.get(call.memberId) ?? {
      userId: call.memberId,
      userName: userName(call.memberId),
      calls: 0,
      failedCalls: 0,
      tokens: 0,
      cost: 0,
    };
    m.calls += 1;
    if (record && record.status !== 200) m.failedCalls += 1;
    m.tokens += (record?.tokensIn ?? 0) + (record?.tokensOut ?? 0);
    m.cost += call.costCents;
    members.set(call.memberId, m);
    const date = beijingDate(call.createTime);
    const line = bills.get(`${date}/${call.memberId}`) ?? {
      date,
      userId: call.memberId,
      userName: m.userName,
      calls: 0,
      cost: 0,
    };
    line.calls += 1;
    line.cost += call.costCents;
    bills.set(`${date}/${call.memberId}`, line);
  }
  const rows = [...members.values()].map((m) => ({ ...m, cost: yuan(m.cost) }));
  return {
    month,
    members: rows.sort((a, b) => b.cost - a.cost),
    bills: [...bills.values()].map((b) => ({ ...b, cost: yuan(b.cost) })).sort((a, b) => compareText(b.date, a.date)),
    totalCost: Math.round(rows.reduce((s, m) => s + m.cost, 0) * 100) / 100,
  };
}

function pageOfCalls(orgId: string, body: Partial<OrgCallQuery>, memberId?: string) {
  const params = pageParams(body);
  const rows = callsOf(orgId, text(body.month) || thisMonth(), memberId);
  const records: OrgCall[] = rows
    .slice((params.pageNum - 1) * params.pageSize, params.pageNum * params.pageSize)
    .map(({ call, record }) => ({
      id: call.id,
      requestId: record?.requestId ?? '',
      createTime: call.createTime,
      userId: call.memberId,
      userName: userName(call.memberId),
      keyName: record?.keyName ?? '',
      model: record?.model ?? '',
      status: record?.status ?? 0,
      errorCode: record?.errorCode ?? '',
      tokensIn: record?.tokensIn ?? 0,
      tokensOut: record?.tokensOut ?? 0,
      cost: yuan(call.costCents),
    }));
  return { records, total: rows.length, ...params, pages: Math.ceil(rows.length / params.pageSize) };
}

/** Whom the caller's usage views cover: anyone asked for when the role sees all, else only themselves. */
function usageScope(user: Parameters<typeof membershipFor>[0], asked: unknown) {
  const { member, org } = membershipFor(user, 'viewOwnUsage');
  const memberId = can(roleOf(member), 'viewAllUsage') ? text(asked) || undefined : user.id;
  return { org, memberId };
}

export const organisationHandlers = [
  http.get(
    url(o.mine),
    withSession(async ({ user }) => {
      await expireInvitations();
      const mine = activeMembership(user.id);
      const org = mine ? tables.organisation.get(mine.orgId) : undefined;
      const result: MyOrganisation = {
        organisation: org && mine ? toOrganisation(org, mine) : null,
        members: org ? membersOf(org.id) : [],
        canCreate: !mine && isEnterpriseVerified(user.id),
        invitations: tables.orgMember
          .filter((m) => m.userId === user.id && m.status === 'invited')
          .map((m) => ({
            id: m.id,
            orgName: tables.organisation.get(m.orgId)?.name ?? '',
            inviterName: userName(m.invitedBy),
            role: roleOf(m),
            invitedTime: m.invitedAt,
            expireTime: invitationExpiry(m),
          })),
      };
      return ok(result);
    }),
  ),

  sessionPost<{ name: string }>(o.create, async (body, { user, request }) => {
    const nameError = orgNameError(text(body.name));
    if (nameError) refuse(nameError, 400);
    const org = await createOrganisation(user, text(body.name), request);
    return ok(toOrganisation(org, activeMembership(user.id)));
  }),

  sessionPost<OrgInviteInput>(o.invite, async (body, { user, request }) => {
    const phone = text(body.phone);
    if (!phone) refuse(orgMessages.phoneRequired, 400);
    if (!isPhone(phone)) refuse(orgMessages.phoneInvalid, 400);
    const row = await inviteMember(
      user,
      { phone, role: roleParam(body.role), capCents: capCentsOf(body.monthlyCap) },
      request,
    );
    return ok(toMember(row));
  }),

  sessionPost<{ id: string; accept: boolean }>(o.answer, async (body, { user, request }) => {
    await answerInvitation(user, text(body.id), body.accept === true, request);
    return ok(true);
  }),

  sessionPost<{ id: string }>(o.cancel, async (body, { user, request }) => {
    await cancelInvitation(user, text(body.id), request);
    return ok(true);
  }),

  sessionPost<{ id: string; role: OrgRole }>(o.role, async (body, { user, request }) => {
    await changeRole(user, text(body.id), roleParam(body.role), request);
    return ok(true);
  }),

  sessionPost<{ id: string; monthlyCap: number | string | null }>(o.cap, async (body, { user, request }) => {
    await setCap(user, text(body.id), capCentsOf(body.monthlyCap), request);
    return ok(true);
  }),

  sessionPost<{ id: string }>(o.remove, async (body, { user, request }) => {
    await removeMember(user, text(body.id), request);
    return ok(true);
  }),

  sessionPost(o.leave, async (_body, { user, request }) => {
    await leaveOrganisation(user, request);
    return ok(true);
  }),

  http.get(
    url(o.keys),
    withSession(({ user }) => {
      const { member, org } = membershipFor(user, 'useKeys');
      const all = can(roleOf(member), 'reassignKeys');
      const keys = tables.orgKey
        .filter((k) => k.orgId === org.id && (all || k.holderId === user.id))
        .flatMap((k) => {
          const key = tables.apiKey.get(k.id);
          return key ? [toOrgKey(key, k.holderId, k.createdBy)] : [];
        })
        .sort((a, b) => compareText(b.createTime, a.createTime));
      return ok(keys);
    }),
  ),

  sessionPost<{ name: string }>(o.keyCreate, async (body, { user, request }) => {
    const key = await createOrgKey(user, text(body.name), request);
    const created: OrgCreatedKey = { ...toOrgKey(key, user.id, user.id), secret: key.secret };
    return ok(created);
  }),

  sessionPost<{ id: string; holderId: string }>(o.keyReassign, async (body, { user, request }) => {
    await reassignKey(user, text(body.id), text(body.holderId), request);
    return ok(true);
  }),

  sessionPost<{ amount: string | number }>(o.topUp, async (body, { user, request }) => {
    const typed = text(body.amount);
    const error = topUpError(typed);
    if (error) refuse(error, 400);
    const org = await topUpWallet(user, yuanToFen(typed), request);
    return ok(toOrganisation(org, activeMembership(user.id)));
  }),

  sessionPost<{ month: string; userId: string }>(o.usage, (body, { user }) => {
    const { org, memberId } = usageScope(user, body.userId);
    return ok(usageOf(org.id, text(body.month) || thisMonth(), memberId));
  }),

  sessionPost<OrgCallQuery>(o.calls, (body, { user }) => {
    const { org, memberId } = usageScope(user, body.userId);
    return ok(pageOfCalls(org.id, body, memberId));
  }),

  adminPost<{ pageNum: number; pageSize: number; keyword: string }>(o.adminSearch, ADMIN_CODES, (body) => {
    const keyword = text(body.keyword);
    const params = pageParams(body);
    const rows = tables.organisation
      .filter((org) => !keyword || org.name.includes(keyword) || userName(org.ownerId).includes(keyword))
      .sort((a, b) => compareText(b.createTime, a.createTime));
    const records: AdminOrganisation[] = rows
      .slice((params.pageNum - 1) * params.pageSize, params.pageNum * params.pageSize)
      .map((org) => ({
        ...toOrganisation(org),
        memberCount: tables.orgMember.count((m) => m.orgId === org.id && m.status === 'active'),
        keyCount: tables.orgKey.count((k) => k.orgId === org.id && Boolean(tables.apiKey.get(k.id))),
      }));
    return ok({ records, total: rows.length, ...params, pages: Math.ceil(rows.length / params.pageSize) });
  }),

  http.get(
    url(o.adminDetail(':id')),
    withAdmin(ADMIN_CODES, async ({ params }) => {
      await expireInvitations();
      const org = tables.organisation.get(text(params.id)) ?? refuse(orgMessages.notInOrg);
      const detail: AdminOrganisationDetail = {
        organisation: toOrganisation(org),
        members: membersOf(org.id),
        usage: usageOf(org.id, thisMonth()),
      };
      return ok(detail);
    }),
  ),

  adminPost<OrgCallQuery>(o.adminCalls, ADMIN_CODES, (body) => {
    const org = tables.organisation.get(text(body.orgId)) ?? refuse(orgMessages.notInOrg);
    return ok(pageOfCalls(org.id, body, text(body.userId) || undefined));
  }),
];
