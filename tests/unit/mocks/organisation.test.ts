/** The simulator's organisation rules: roles, invitations, the shared wallet, member caps, leaving, and keys that stay. */
import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/api/paths';
import type { Page } from '../../../src/domain/types/common.types';
import type {
  MyOrganisation,
  OrgCall,
  OrgCreatedKey,
  OrgKey,
  OrgMember,
  OrgUsage,
} from '../../../src/domain/types/organisation.types';
import type { LedgerLine, Reconciliation } from '../../../src/domain/types/ledger.types';
import type { AuditEvent } from '../../../src/domain/types/security.types';
import type { SiteMessage } from '../../../src/domain/types/message.types';
import { advanceClock, DAY, saveSimulator } from '../../../mocks/node';
import { ORIGIN, get, loginAs, post, serveSimulatorPerTest } from './client';

serveSimulatorPerTest();

const o = paths.organisation;
const PERSON_PHONE = '13800000002';
const NEWBIE_PHONE = '13800000003';

async function chat(key: string): Promise<{ status: number; message?: string; code?: string }> {
  const response = await fetch(new URL(paths.gateway.chatCompletions, ORIGIN), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ model: 'sky-lite', messages: [{ role: 'user', content: '你好' }] }),
  });
  const json = (await response.json()) as { error?: { message: string; code: string } };
  return { status: response.status, message: json.error?.message, code: json.error?.code };
}

const mine = (token: string) => get<MyOrganisation>(o.mine, token).then((r) => r.data);

/** dev_ent's organisation with ¥100 in its wallet. */
async function ownerWithOrg(): Promise<string> {
  const owner = await loginAs('dev_ent');
  expect((await post(o.create, { name: '星河科技' }, owner)).code).toBe(200);
  expect((await post(o.topUp, { amount: '100' }, owner)).code).toBe(200);
  return owner;
}

/** dev_person invited as `role` and signed in; their membership id. */
async function memberJoined(owner: string, role = 'developer', monthlyCap: string | null = null) {
  const invited = await post<OrgMember>(o.invite, { phone: PERSON_PHONE, role, monthlyCap }, owner);
  expect(invited.code, invited.msg).toBe(200);
  const member = await loginAs('dev_person');
  expect((await post(o.answer, { id: invited.data.id, accept: true }, member)).code).toBe(200);
  return { member, memberId: invited.data.id };
}

describe('creating an organisation', () => {
  it('is for enterprise-verified accounts only, one organisation each', async () => {
    const person = await loginAs('dev_person');
    expect((await mine(person)).canCreate).toBe(false);
    const refused = await post(o.create, { name: '个人团队' }, person);
    expect(refused.msg).toBe('仅企业认证账号可创建组织，请先完成企业认证');
    const owner = await loginAs('dev_ent');
    expect((await mine(owner)).canCreate).toBe(true);
    expect((await post(o.create, { name: '' }, owner)).msg).toBe('请输入组织名称');
    await post(o.create, { name: '星河科技' }, owner);
    expect((await post(o.create, { name: '第二个' }, owner)).msg).toBe('你已属于一个组织');
    const view = await mine(owner);
    expect(view.organisation).toMatchObject({ name: '星河科技', myRole: 'owner', balance: 0 });
    expect(view.members.map((m) => [m.userName, m.role, m.status])).toEqual([['dev_ent', 'owner', 'active']]);
  });
});

describe('invitations', () => {
  it('arrive as a site message; accepting makes the invitee a member with the role given', async () => {
    const owner = await ownerWithOrg();
    const invited = await post<OrgMember>(o.invite, { phone: PERSON_PHONE, role: 'billing', monthlyCap: '' }, owner);
    expect(invited.data).toMatchObject({ status: 'invited', role: 'billing', phone: '138****0002' });
    const member = await loginAs('dev_person');
    const messages = await get<Page<SiteMessage>>(paths.message.search, member, { type: 2, pageNum: 1, pageSize: 10 });
    expect(messages.data.records[0].content).toContain('邀请你以“账单查看者”身份加入组织「星河科技」');
    expect((await mine(member)).invitations).toMatchObject([{ orgName: '星河科技', inviterName: 'dev_ent' }]);
    expect((await post(o.answer, { id: invited.data.id, accept: true }, member)).code).toBe(200);
    const view = await mine(member);
    expect(view.organisation).toMatchObject({ name: '星河科技', myRole: 'billing' });
    expect(view.invitations).toEqual([]);
    // Answered once: a second answer is refused.
    expect((await post(o.answer, { id: invited.data.id, accept: false }, member)).msg).toBe('邀请不存在或已失效');
  });

  it('may be declined, cancelled by the inviter, or run out after 7 days; none of those can then be accepted', async () => {
    const owner = await ownerWithOrg();
    const member = await loginAs('dev_person');
    const first = await post<OrgMember>(o.invite, { phone: PERSON_PHONE, role: 'developer' }, owner);
    expect((await post(o.invite, { phone: PERSON_PHONE, role: 'developer' }, owner)).msg).toBe(
      '已邀请该用户，等待对方接受',
    );
    await post(o.answer, { id: first.data.id, accept: false }, member);
    expect((await post(o.answer, { id: first.data.id, accept: true }, member)).msg).toBe('邀请不存在或已失效');

    const second = await post<OrgMember>(o.invite, { phone: PERSON_PHONE, role: 'developer' }, owner);
    expect((await post(o.cancel, { id: second.data.id }, owner)).code).toBe(200);
    expect((await post(o.answer, { id: second.data.id, accept: true }, member)).msg).toBe('邀请不存在或已失效');

    const third = await post<OrgMember>(o.invite, { phone: PERSON_PHONE, role: 'developer' }, owner);
    advanceClock(7 * DAY + 1000);
    await saveSimulator();
    expect((await mine(member)).invitations).toEqual([]);
    expect((await post(o.answer, { id: third.data.id, accept: true }, member)).msg).toBe('邀请不存在或已失效');
    expect((await mine(member)).organisation).toBeNull();
  });

  it('refuses a malformed or unknown phone, oneself, and a role above the inviter', async () => {
    const owner = await ownerWithOrg();
    expect((await post(o.invite, { phone: '12345', role: 'developer' }, owner)).msg).toBe('请输入正确的手机号');
    expect((await post(o.invite, { phone: '13912345678', role: 'developer' }, owner)).msg).toBe(
      '该手机号未注册平台账号',
    );
    expect((await post(o.invite, { phone: '13800000001', role: 'developer' }, owner)).msg).toBe('不能邀请自己');
    expect((await post(o.invite, { phone: PERSON_PHONE, role: 'owner' }, owner)).msg).toBe('请选择可分配的角色');
    expect((await post(o.invite, { phone: PERSON_PHONE, role: 'developer', monthlyCap: '-1' }, owner)).msg).toBe(
      '月度额度须为不小于0的金额（元），最多两位小数',
    );
  });
});

describe('roles', () => {
  it('let a developer create keys but not invite; an admin invite developers but not admins; a billing viewer only read', async () => {
    const owner = await ownerWithOrg();
    const { member, memberId } = await memberJoined(owner, 'developer');
    expect((await post(o.invite, { phone: NEWBIE_PHONE, role: 'developer' }, member)).msg).toBe(
      '你在组织中的角色无权进行此操作',
    );
    expect((await post(o.keyCreate, { name: '成员密钥' }, member)).code).toBe(200);
    expect((await post(o.topUp, { amount: '1' }, member)).code).toBe(403);

    await post(o.role, { id: memberId, role: 'admin' }, owner);
    expect((await post(o.invite, { phone: NEWBIE_PHONE, role: 'admin' }, member)).msg).toBe('请选择可分配的角色');
    expect((await post(o.invite, { phone: NEWBIE_PHONE, role: 'developer' }, member)).code).toBe(200);
    const ownerRow = (await mine(owner)).members.find((m) => m.role === 'owner')!;
    expect((await post(o.remove, { id: ownerRow.id }, member)).code).toBe(403);

    await post(o.role, { id: memberId, role: 'billing' }, owner);
    expect((await post(o.keyCreate, { name: '查看者密钥' }, member)).code).toBe(403);
    expect((await post<OrgUsage>(o.usage, { month: '' }, member)).code).toBe(200);
  });

  it('show a developer only their own usage, an owner everyone’s', async () => {
    const owner = await ownerWithOrg();
    const { member } = await memberJoined(owner, 'developer');
    const mineKey = await post<OrgCreatedKey>(o.keyCreate, { name: '成员密钥' }, member);
    const ownerKey = await post<OrgCreatedKey>(o.keyCreate, { name: '所有者密钥' }, owner);
    await chat(mineKey.data.secret);
    await chat(ownerKey.data.secret);
    const asOwner = await post<OrgUsage>(o.usage, {}, owner);
    expect(asOwner.data.members.map((m) => m.userName).sort()).toEqual(['dev_ent', 'dev_person']);
    const asMember = await post<OrgUsage>(o.usage, { userId: '' }, member);
    expect(asMember.data.members.map((m) => m.userName)).toEqual(['dev_person']);
    const filtered = await post<Page<OrgCall>>(
      o.calls,
      { pageNum: 1, pageSize: 10, userId: asOwner.data.members.find((m) => m.userName === 'dev_person')!.userId },
      owner,
    );
    expect(filtered.data.records.map((c) => c.keyName)).toEqual(['成员密钥']);
    // A member sees only the keys they hold; the owner all of them.
    expect((await get<OrgKey[]>(o.keys, member)).data.map((k) => k.name)).toEqual(['成员密钥']);
    expect((await get<OrgKey[]>(o.keys, owner)).data).toHaveLength(2);
  });
});

describe('the shared wallet and member caps', () => {
  it('pays members’ calls from the organisation’s balance and refuses calls once it is empty', async () => {
    const owner = await loginAs('dev_ent');
    await post(o.create, { name: '星河科技' }, owner);
    const { member } = await memberJoined(owner);
    const key = await post<OrgCreatedKey>(o.keyCreate, { name: '成员密钥' }, member);
    const empty = await chat(key.data.secret);
    expect(empty).toMatchObject({ status: 402, code: 'insufficient_balance' });
    expect(empty.message).toBe('组织「星河科技」的钱包余额不足，请联系组织所有者转入余额后重试');
    await post(o.topUp, { amount: '5' }, owner);
    expect((await chat(key.data.secret)).status).toBe(200);
    const usage = await post<OrgUsage>(o.usage, {}, owner);
    const after = (await mine(owner)).organisation!;
    expect(usage.data.totalCost).toBeGreaterThan(0);
    expect(after.balance).toBeCloseTo(5 - usage.data.totalCost, 2);
  });

  it('refuses a member’s calls past their monthly cap with the reason, and lets them again when it is raised', async () => {
    const owner = await ownerWithOrg();
    const { member, memberId } = await memberJoined(owner, 'developer', '0.01');
    const key = await post<OrgCreatedKey>(o.keyCreate, { name: '成员密钥' }, member);
    expect((await chat(key.data.secret)).status).toBe(200);
    const refused = await chat(key.data.secret);
    expect(refused).toMatchObject({ status: 429, code: 'member_cap_reached' });
    expect(refused.message).toBe('你在组织「星河科技」的本月调用额度（¥0.01）已用完，请联系组织所有者或管理员调整额度');
    await post(o.cap, { id: memberId, monthlyCap: '' }, owner);
    expect((await chat(key.data.secret)).status).toBe(200);
  });
});

describe('leaving', () => {
  it('a removed member loses access at once: every session of theirs ends', async () => {
    const owner = await ownerWithOrg();
    const { member, memberId } = await memberJoined(owner);
    const elsewhere = await loginAs('dev_person');
    expect((await post(o.remove, { id: memberId }, owner)).code).toBe(200);
    expect((await get(paths.user.myDetail, member)).status).toBe(401);
    expect((await get(paths.user.myDetail, elsewhere)).status).toBe(401);
    const again = await loginAs('dev_person');
    expect((await mine(again)).organisation).toBeNull();
    expect((await get(o.keys, again)).code).toBe(403);
    expect((await get(paths.user.myDetail, owner)).status).toBe(200);
  });

  it('a member who leaves is signed out too; the owner cannot leave', async () => {
    const owner = await ownerWithOrg();
    const { member } = await memberJoined(owner);
    expect((await post(o.leave, {}, owner)).msg).toBe('所有者不能退出组织');
    expect((await post(o.leave, {}, member)).code).toBe(200);
    expect((await get(paths.user.myDetail, member)).status).toBe(401);
    expect((await mine(owner)).members.map((m) => m.userName)).toEqual(['dev_ent']);
  });

  it('keeps the member’s keys working for the organisation, held by the owner, who may reassign them', async () => {
    const owner = await ownerWithOrg();
    const { member, memberId } = await memberJoined(owner);
    const key = await post<OrgCreatedKey>(o.keyCreate, { name: '成员密钥' }, member);
    expect((await chat(key.data.secret)).status).toBe(200);
    await post(o.remove, { id: memberId }, owner);
    expect((await chat(key.data.secret)).status).toBe(200);
    const keys = (await get<OrgKey[]>(o.keys, owner)).data;
    expect(keys).toMatchObject([{ name: '成员密钥', holderName: 'dev_ent', createdByName: 'dev_person' }]);
    const calls = await post<Page<OrgCall>>(o.calls, { pageNum: 1, pageSize: 10 }, owner);
    // Newest first: the call after removal counts to the owner, the one before to the member.
    expect(calls.data.records.map((c) => c.userName)).toEqual(['dev_ent', 'dev_person']);

    const { memberId: again } = await memberJoined(owner);
    const members = (await mine(owner)).members;
    const person = members.find((m) => m.id === again)!;
    expect((await post(o.keyReassign, { id: keys[0].id, holderId: person.userId }, owner)).code).toBe(200);
    expect((await get<OrgKey[]>(o.keys, owner)).data[0].holderName).toBe('dev_person');
  });
});

describe('the audit log', () => {
  it('records invitations, joining, role and cap changes and removal with before and after, in both accounts', async () => {
    const owner = await ownerWithOrg();
    const { member, memberId } = await memberJoined(owner);
    await post(o.role, { id: memberId, role: 'billing' }, owner);
    await post(o.cap, { id: memberId, monthlyCap: '50' }, owner);
    const memberLog = await post<Page<AuditEvent>>(
      paths.security.auditLog,
      { pageNum: 1, pageSize: 20, action: 'org' },
      member,
    );
    await post(o.remove, { id: memberId }, owner);
    const ownerLog = await post<Page<AuditEvent>>(
      paths.security.auditLog,
      { pageNum: 1, pageSize: 20, action: 'org' },
      owner,
    );
    const summary = (events: AuditEvent[]) => events.map((e) => [e.action, e.actorName, e.before, e.after]);
    expect(summary(ownerLog.data.records)).toEqual([
      ['org.remove', 'dev_ent', 'dev_person（账单查看者）', '已移除'],
      ['org.cap', 'dev_ent', '不限', '¥50.00'],
      ['org.role', 'dev_ent', '开发者', '账单查看者'],
      ['org.join', 'dev_person', '已邀请', '已加入，开发者'],
      ['org.invite', 'dev_ent', '—', '已邀请，开发者，月度额度 不限'],
      ['org.topUp', 'dev_ent', '¥0.00', '¥100.00'],
      ['org.create', 'dev_ent', '', '星河科技'],
    ]);
    expect(summary(memberLog.data.records).map(([action]) => action)).toEqual([
      'org.cap',
      'org.role',
      'org.join',
      'org.invite',
    ]);
  });
});

describe('the owner’s own ledger', () => {
  it('neither charges nor reconciles a call the organisation’s wallet paid: 对账 of the day still matches', async () => {
    const owner = await ownerWithOrg();
    const { member } = await memberJoined(owner);
    const key = await post<OrgCreatedKey>(o.keyCreate, { name: '成员密钥' }, member);
    const before = await post<Page<LedgerLine>>(paths.ledger.search, { pageNum: 1, pageSize: 50 }, owner);
    expect((await chat(key.data.secret)).status).toBe(200);
    const after = await post<Page<LedgerLine>>(paths.ledger.search, { pageNum: 1, pageSize: 50 }, owner);
    expect(after.data.total).toBe(before.data.total);
    const day = await post<Reconciliation>(paths.ledger.reconcile, { period: 'day' }, owner);
    expect(day.code, day.msg).toBe(200);
    expect(day.data.verdict).toBe('match');
    expect(day.data.logFen).toBe(day.data.billFen);
  });
});
