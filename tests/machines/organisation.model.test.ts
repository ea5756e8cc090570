/**
 * 组织管理 against a small model written from what the product says of the page, not from the
 * machine. The rules, restated:
 * - the page reads the caller's organisation (or the invitations waiting for them); the
 *   organisation's keys are read too, but only for a role that may use them (owner, admin,
 *   developer — not 账单查看者, not someone outside any organisation); a failed read shows the
 *   server's message and 重试 reads again; while it reads again the last answer stays on screen;
 * - accepting an invitation, changing a role and handing a key over go ahead at once; declining,
 *   cancelling an invitation, removing a member and leaving ask first, and 取消 drops the question;
 * - a change that goes through says so (a success notice); a refused one says nothing itself (the
 *   client has shown the refusal); either way the organisation is read again, so the page shows
 *   the server's truth;
 * - 创建组织, 转入余额, 修改额度 and 创建组织密钥 open a dialog: a member's cap starts as it is
 *   (empty for 不限), everything else starts empty; what was typed is checked before sending
 *   (an organisation name 1–30 characters; an amount > 0 with two decimals at most, up to
 *   1,000,000 yuan; a cap empty or ≥ 0 with two decimals at most, up to 1,000,000; a key name
 *   1–30 characters) and sent trimmed; a refusal shows beside the field and keeps what was typed;
 * - a new key's secret is shown once, and closing that dialog reads the organisation again;
 * - the invitation dialog's sent invitation asks for a new read (ORG.RELOAD) from any step of the page.
 * Seeded random walks drive the machine and the model with the same events, any event in any
 * state, and compare what the user sees, what reaches the server and what is said after each step.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type {
  MyOrganisation,
  OrgCreatedKey,
  OrgKey,
  OrgMember,
  OrgRole,
} from '../../src/domain/types/organisation.types';
import {
  asksFirst,
  organisationMachine,
  type OrgAction,
  type OrgForm,
  type OrgFormKind,
} from '../../src/machines/organisation';
import type { Notice } from '../../src/machines/notify';
import { ControlledActors, expectEveryStateReachable, flush, seededWalks, settled, tally } from './modelHarness';
import { noticesHeard } from '../notices';

/** The organisation API as the test answers it: every call is logged and waits for the test. */
const server = vi.hoisted(() => {
  const log: unknown[][] = [];
  let waiting: { resolve: (v: unknown) => void; reject: (e: unknown) => void } | undefined;
  const call =
    (name: string) =>
    (...args: unknown[]) => {
      log.push([name, ...args]);
      return new Promise((resolve, reject) => {
        waiting = { resolve, reject };
      });
    };
  return {
    log,
    call,
    isWaiting: () => waiting !== undefined,
    answer(value: unknown) {
      const w = waiting!;
      waiting = undefined;
      w.resolve(value);
    },
    refuse(error: unknown) {
      const w = waiting!;
      waiting = undefined;
      w.reject(error);
    },
    reset() {
      log.length = 0;
      waiting = undefined;
    },
  };
});

vi.mock('../../src/api/organisation', () => ({
  getMyOrganisation: server.call('getMyOrganisation'),
  listOrgKeys: server.call('listOrgKeys'),
  answerInvitation: server.call('answerInvitation'),
  cancelInvitation: server.call('cancelInvitation'),
  removeMember: server.call('removeMember'),
  leaveOrganisation: server.call('leaveOrganisation'),
  changeMemberRole: server.call('changeMemberRole'),
  reassignOrgKey: server.call('reassignOrgKey'),
  createOrganisation: server.call('createOrganisation'),
  topUpWallet: server.call('topUpWallet'),
  setMemberCap: server.call('setMemberCap'),
  createOrgKey: server.call('createOrgKey'),
}));

const heard = noticesHeard();

const member = (id: string, role: OrgRole, monthlyCap: number | null, status: OrgMember['status'] = 'active') =>
  ({
    id,
    userId: `u-${id}`,
    userName: `user_${id}`,
    nickName: '',
    phone: '138****0000',
    role,
    status,
    monthlyCap,
    monthSpent: 3.5,
    invitedBy: 'owner',
    invitedTime: '2026-11-01T00:00:00Z',
    joinedTime: status === 'active' ? '2026-11-02T00:00:00Z' : '',
  }) satisfies OrgMember;

const owner = member('m1', 'owner', null);
const dev = member('m2', 'developer', 50);
const billing = member('m3', 'billing', null);
const broke = member('m4', 'developer', 0);
const invitee = member('m5', 'billing', 20, 'invited');

const orgOf = (myRole: OrgRole): MyOrganisation => ({
  organisation: {
    id: 'o1',
    name: '星河科技',
    ownerName: 'user_m1',
    balance: 1200,
    createTime: '2026-10-01T00:00:00Z',
    myRole,
    myMemberId: 'm1',
  },
  members: [owner, dev, billing, broke, invitee],
  canCreate: false,
  invitations: [],
});
const outside: MyOrganisation = {
  organisation: null,
  members: [],
  canCreate: true,
  invitations: [
    {
      id: 'inv-1',
      orgName: '远山数据',
      inviterName: 'boss',
      role: 'developer',
      invitedTime: '2026-11-01T00:00:00Z',
      expireTime: '2026-11-08T00:00:00Z',
    },
  ],
};
/** The answers the server may give to "what is my organisation". */
const answers: MyOrganisation[] = [orgOf('owner'), orgOf('admin'), orgOf('developer'), orgOf('billing'), outside];

const orgKey: OrgKey = {
  id: 'k1',
  name: '生产',
  maskedKey: 'sk-****abcd',
  status: 1,
  createTime: '2026-11-01T00:00:00Z',
  lastUsedTime: '',
  holderId: 'u-m2',
  holderName: 'user_m2',
  createdByName: 'user_m1',
};
const keys = [orgKey];
const createdKey: OrgCreatedKey = { ...orgKey, id: 'k2', name: '测试密钥', secret: 'sk-live-0000beef' };

/** Roles that may use the organisation's keys (the permissions table's 使用组织密钥调用模型 row). */
const USES_KEYS: OrgRole[] = ['owner', 'admin', 'developer'];
/** Changes that cannot be undone, and so are asked about first. */
const IRREVERSIBLE: OrgAction['kind'][] = ['decline', 'cancel', 'remove', 'leave'];

const actions: OrgAction[] = [
  { kind: 'accept', id: 'inv-1', orgName: '远山数据' },
  { kind: 'decline', id: 'inv-1', orgName: '远山数据' },
  { kind: 'cancel', member: invitee },
  { kind: 'remove', member: dev },
  { kind: 'leave', orgName: '星河科技' },
  { kind: 'role', member: dev, role: 'billing' },
  { kind: 'reassign', key: orgKey, holderId: 'u-m3' },
];

/** What a change sends, as the API takes it. */
function callOf(action: OrgAction): unknown[] {
  switch (action.kind) {
    case 'accept':
      return ['answerInvitation', action.id, true];
    case 'decline':
      return ['answerInvitation', action.id, false];
    case 'cancel':
      return ['cancelInvitation', action.member.id];
    case 'remove':
      return ['removeMember', action.member.id];
    case 'leave':
      return ['leaveOrganisation'];
    case 'role':
      return ['changeMemberRole', action.member.id, action.role];
    case 'reassign':
      return ['reassignOrgKey', action.key.id, action.holderId];
  }
}

const changeSaid = (action: OrgAction): string =>
  ({
    accept: `已加入组织「${action.kind === 'accept' ? action.orgName : ''}」`,
    decline: '已拒绝邀请',
    cancel: '已撤回邀请',
    remove: '已移除该成员，其登录会话已结束，所持密钥已交还组织',
    leave: '已退出组织',
    role: '已修改成员角色',
    reassign: '已转交密钥',
  })[action.kind];

const formSaid: Record<OrgFormKind, string> = {
  create: '组织已创建',
  topUp: '已转入组织钱包',
  cap: '已修改月度额度',
  key: '组织密钥已创建',
};

const AMOUNT = /^[0-9]+(\.[0-9]{1,2})?$/;
const MAX_YUAN = 1_000_000;

/** The dialog's checks, restated. */
function problemWith(kind: OrgFormKind, typed: string): string | undefined {
  const value = typed.trim();
  switch (kind) {
    case 'create':
      if (value === '') return '请输入组织名称';
      return value.length > 30 ? '组织名称不能超过30个字符' : undefined;
    case 'key':
      if (value === '') return '请输入密钥名称';
      return value.length > 30 ? '密钥名称不能超过30个字符' : undefined;
    case 'topUp':
      return AMOUNT.test(value) && Number(value) > 0 && Number(value) <= MAX_YUAN
        ? undefined
        : '转入金额须为大于0的金额（元），最多两位小数';
    case 'cap':
      if (value === '') return undefined;
      if (!AMOUNT.test(value)) return '月度额度须为不小于0的金额（元），最多两位小数';
      return Number(value) > MAX_YUAN ? '月度额度不能超过1000000元' : undefined;
  }
}

function submitCall(form: OrgForm): unknown[] {
  const typed = form.typed.trim();
  if (form.kind === 'create') return ['createOrganisation', typed];
  if (form.kind === 'topUp') return ['topUpWallet', typed];
  if (form.kind === 'cap') return ['setMemberCap', form.member!.id, typed];
  return ['createOrgKey', typed];
}

type Phase = 'loading' | 'failed' | 'idle' | 'confirming' | 'acting' | 'editing' | 'submitting' | 'showingSecret';

/** The model: what the user sees, what reached the server, what was said. */
interface Seen {
  phase: Phase;
  /** While loading: the organisation has come, the keys are being read. */
  arriving?: MyOrganisation;
  data?: MyOrganisation;
  keys: OrgKey[];
  loadError?: string;
  pending?: OrgAction;
  form?: OrgForm;
  created?: OrgCreatedKey;
  calls: unknown[][];
  notices: Notice[];
}

type Step =
  | { type: 'retry' }
  | { type: 'reload' }
  | { type: 'act'; action: OrgAction }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'form'; kind: OrgFormKind; member?: OrgMember }
  | { type: 'type'; value: string }
  | { type: 'submit' }
  | { type: 'answer'; mine: MyOrganisation }
  | { type: 'refuse'; error: unknown };

const FALLBACK = '请求错误，请稍后重试';

const readAgain = (seen: Seen): Seen => ({
  ...seen,
  phase: 'loading',
  arriving: undefined,
  calls: [...seen.calls, ['getMyOrganisation']],
});

function step(seen: Seen, s: Step): Seen {
  switch (s.type) {
    case 'retry':
      return seen.phase === 'failed' ? readAgain(seen) : seen;
    // A reload asked for while a dialog is open (a form, a confirmation, a new key's secret) leaves it be.
    case 'reload':
      return seen.phase === 'idle' ? readAgain(seen) : seen;
    case 'act':
      if (seen.phase !== 'idle') return seen;
      return IRREVERSIBLE.includes(s.action.kind)
        ? { ...seen, phase: 'confirming', pending: s.action }
        : { ...seen, phase: 'acting', pending: s.action, calls: [...seen.calls, callOf(s.action)] };
    case 'confirm':
      return seen.phase === 'confirming'
        ? { ...seen, phase: 'acting', calls: [...seen.calls, callOf(seen.pending!)] }
        : seen;
    case 'cancel':
      if (seen.phase === 'confirming') return { ...seen, phase: 'idle', pending: undefined };
      if (seen.phase === 'editing') return { ...seen, phase: 'idle', form: undefined };
      if (seen.phase === 'showingSecret') return readAgain({ ...seen, created: undefined });
      return seen;
    case 'form': {
      if (seen.phase !== 'idle') return seen;
      const cap = s.kind === 'cap' ? s.member?.monthlyCap : null;
      const typed = cap === null || cap === undefined ? '' : String(cap);
      return { ...seen, phase: 'editing', form: { kind: s.kind, member: s.member, typed } };
    }
    case 'type':
      return seen.phase === 'editing' ? { ...seen, form: { ...seen.form!, typed: s.value, error: undefined } } : seen;
    case 'submit': {
      if (seen.phase !== 'editing') return seen;
      const problem = problemWith(seen.form!.kind, seen.form!.typed);
      if (problem) return { ...seen, form: { ...seen.form!, error: problem } };
      return { ...seen, phase: 'submitting', calls: [...seen.calls, submitCall(seen.form!)] };
    }
    case 'answer':
      if (seen.phase === 'loading' && !seen.arriving) {
        if (USES_KEYS.includes(s.mine.organisation?.myRole as OrgRole))
          return { ...seen, arriving: s.mine, calls: [...seen.calls, ['listOrgKeys']] };
        return { ...seen, phase: 'idle', data: s.mine, keys: [], loadError: undefined };
      }
      if (seen.phase === 'loading')
        return { ...seen, phase: 'idle', data: seen.arriving, arriving: undefined, keys, loadError: undefined };
      if (seen.phase === 'acting')
        return readAgain({
          ...seen,
          pending: undefined,
          notices: [...seen.notices, { message: changeSaid(seen.pending!), kind: 'success' }],
        });
      if (seen.phase === 'submitting') {
        const said: Notice = { message: formSaid[seen.form!.kind], kind: 'success' };
        if (seen.form!.kind === 'key')
          return {
            ...seen,
            phase: 'showingSecret',
            created: createdKey,
            form: undefined,
            notices: [...seen.notices, said],
          };
        return readAgain({ ...seen, form: undefined, notices: [...seen.notices, said] });
      }
      return seen;
    case 'refuse': {
      // A refusal without words of its own shows the general one.
      const message = s.error instanceof Error && s.error.message ? s.error.message : FALLBACK;
      if (seen.phase === 'loading') return { ...seen, phase: 'failed', arriving: undefined, loadError: message };
      if (seen.phase === 'acting') return readAgain({ ...seen, pending: undefined });
      if (seen.phase === 'submitting') return { ...seen, phase: 'editing', form: { ...seen.form!, error: message } };
      return seen;
    }
  }
}

/** What the server answers to the call that waits, given the step's organisation. */
function output(call: unknown[], mine: MyOrganisation): unknown {
  if (call[0] === 'getMyOrganisation') return mine;
  if (call[0] === 'listOrgKeys') return keys;
  if (call[0] === 'createOrgKey') return createdKey;
  return true;
}

const typedValues = [
  '星河科技',
  '  远山数据  ',
  '',
  '   ',
  'x'.repeat(30),
  ` ${'y'.repeat(31)} `,
  '100',
  ' 8.5 ',
  '0',
  '0.01',
  '12.345',
  '1000000',
  '1000000.01',
  '-1',
  'abc',
  '测试密钥',
];
/** A value each dialog takes, so walks also get past the checks. */
const fits: Record<OrgFormKind, string> = { create: ' 星河科技 ', topUp: '100', cap: ' 8.5 ', key: '测试密钥' };
const refusals: unknown[] = [
  new Error('账户余额不足'),
  new Error('你在组织中的角色无权进行此操作'),
  new Error(''),
  'not an Error',
];
const forms: { kind: OrgFormKind; member?: OrgMember }[] = [
  { kind: 'create' },
  { kind: 'topUp' },
  { kind: 'topUp', member: dev },
  { kind: 'cap', member: dev },
  { kind: 'cap', member: billing },
  { kind: 'cap', member: broke },
  { kind: 'key' },
];

const busy = (seen: Seen) => ['loading', 'acting', 'submitting'].includes(seen.phase);

/** Any event in any state, weighted so walks get somewhere: mostly answers while something waits. */
function pick(next: (n: number) => number, seen: Seen): Step {
  const roll = next(20);
  if (seen.phase === 'failed' && roll < 10) return { type: 'retry' };
  if (seen.phase === 'loading' && roll < 14) return { type: 'answer', mine: answers[next(answers.length)] };
  // Each open dialog is also cancelled: the fall-through below cancels only from 0–7.
  if (seen.phase === 'confirming' && roll < 12) return { type: roll < 8 ? 'confirm' : 'cancel' };
  if (seen.phase === 'showingSecret' && roll < 6) return { type: 'cancel' };
  if (seen.phase === 'editing' && roll < 12) {
    if (roll < 4) return { type: 'type', value: fits[seen.form!.kind] };
    if (roll < 8) return { type: 'type', value: typedValues[next(typedValues.length)] };
    return { type: roll < 10 ? 'submit' : 'cancel' };
  }
  if (busy(seen) && roll < 14)
    return roll < 9
      ? { type: 'answer', mine: answers[next(answers.length)] }
      : { type: 'refuse', error: refusals[next(refusals.length)] };
  if (roll < 1) return { type: 'retry' };
  if (roll < 2) return { type: 'reload' };
  if (roll < 5) return { type: 'act', action: actions[next(actions.length)] };
  if (roll < 7) return { type: 'confirm' };
  if (roll < 8) return { type: 'cancel' };
  if (roll < 10) return { type: 'form', ...forms[next(forms.length)] };
  if (roll < 14) return { type: 'type', value: typedValues[next(typedValues.length)] };
  if (roll < 16) return { type: 'submit' };
  if (roll < 19) return { type: 'answer', mine: answers[next(answers.length)] };
  return { type: 'refuse', error: refusals[next(refusals.length)] };
}

function send(actor: ReturnType<typeof start>, s: Step) {
  if (s.type === 'retry') actor.send({ type: 'ORG.RETRY' });
  else if (s.type === 'reload') actor.send({ type: 'ORG.RELOAD' });
  else if (s.type === 'act') actor.send({ type: 'ORG.ACT', action: s.action });
  else if (s.type === 'confirm') actor.send({ type: 'ORG.CONFIRM' });
  else if (s.type === 'cancel') actor.send({ type: 'ORG.CANCEL' });
  else if (s.type === 'form') actor.send({ type: 'ORG.FORM', kind: s.kind, member: s.member });
  else if (s.type === 'type') actor.send({ type: 'ORG.TYPE', value: s.value });
  else if (s.type === 'submit') actor.send({ type: 'ORG.SUBMIT' });
}

function start() {
  server.reset();
  return createActor(organisationMachine).start();
}

const fresh = (): Seen => ({ phase: 'loading', keys: [], calls: [['getMyOrganisation']], notices: [] });

function expectSame(actor: ReturnType<typeof start>, seen: Seen, where: string) {
  const snapshot = actor.getSnapshot();
  const { context } = snapshot;
  const value = ['loading', 'failed'].includes(seen.phase) ? seen.phase : { ready: seen.phase };
  expect(snapshot.value, where).toEqual(value);
  // The last answer stays on screen while the page reads again; a first read shows a spinner.
  expect(context.data, where).toEqual(seen.data);
  expect(context.keys, where).toEqual(seen.keys);
  if (seen.phase === 'failed') expect(context.loadError, where).toBe(seen.loadError);
  if (seen.phase === 'idle') expect(context.loadError, where).toBeUndefined();
  // A closed dialog keeps nothing: the next one starts blank, and a new key's secret is shown once.
  const confirming = seen.phase === 'confirming' || seen.phase === 'acting';
  expect(context.pending, where).toEqual(confirming ? seen.pending : undefined);
  const editing = seen.phase === 'editing' || seen.phase === 'submitting';
  expect(context.form, where).toEqual(editing ? seen.form : undefined);
  expect(context.created, where).toEqual(seen.phase === 'showingSecret' ? seen.created : undefined);
  expect(server.log, where).toEqual(seen.calls);
  expect(heard, where).toEqual(seen.notices);
  expect(server.isWaiting(), where).toBe(busy(seen));
}

describe('the organisation page, against the model', () => {
  /** What the walks reached: phases, outcomes, and the calls that reached the server. */
  const reached = tally(
    Object.fromEntries(
      [
        'failed',
        'confirming',
        'acting',
        'editing',
        'submitting',
        'showingSecret',
        'flagged',
        'refused',
        'changed',
        'saved',
        'keys',
        'noKeys',
        'cancelled confirming',
        'cancelled editing',
        'cancelled showingSecret',
        // Every call the page makes reached the server.
        'getMyOrganisation',
        'listOrgKeys',
        'answerInvitation',
        'cancelInvitation',
        'removeMember',
        'leaveOrganisation',
        'changeMemberRole',
        'reassignOrgKey',
        'createOrganisation',
        'topUpWallet',
        'setMemberCap',
        'createOrgKey',
      ].map((what) => [what, 5]),
    ),
  );
  /** Counts `what` if it is one of the tallied names; other phases and calls go uncounted. */
  const note = (what: string) => {
    if (Object.hasOwn(reached, what)) reached[what] += 1;
  };
  seededWalks({
    seeds: 80,
    steps: 45,
    initial: fresh(),
    start: (seed) => {
      const actor = start();
      expectSame(actor, fresh(), `seed ${seed}, start`);
      return actor;
    },
    pick,
    step,
    count: (s, before, seen) => {
      note(seen.phase);
      if (s.type === 'submit' && seen.form?.error && before.phase === 'editing') note('flagged');
      if (s.type === 'refuse' && before.phase === 'submitting') note('refused');
      if (before.phase === 'acting' && seen.notices.length > before.notices.length) note('changed');
      if (seen.calls.length > before.calls.length) note(String(seen.calls.at(-1)![0]));
      if (before.phase === 'submitting' && seen.phase !== 'editing') note('saved');
      if (seen.phase === 'idle' && before.phase === 'loading') note(seen.keys.length ? 'keys' : 'noKeys');
      if (s.type === 'cancel' && before.phase !== seen.phase) note(`cancelled ${before.phase}`);
    },
    drive: async (actor, s) => {
      if (s.type === 'answer' || s.type === 'refuse') {
        if (server.isWaiting()) {
          if (s.type === 'answer') server.answer(output(server.log.at(-1)!, s.mine));
          else server.refuse(s.error);
          await flush();
        }
      } else send(actor, s);
    },
    check: expectSame,
    end: (actor) => actor.stop(),
  });
});

describe('the organisation page, by hand', () => {
  it('asks first only before a change that cannot be undone', () => {
    expect(actions.map((a) => [a.kind, asksFirst(a)])).toEqual([
      ['accept', false],
      ['decline', true],
      ['cancel', true],
      ['remove', true],
      ['leave', true],
      ['role', false],
      ['reassign', false],
    ]);
    // The confirmation dialog asks this with nothing pending.
    expect(asksFirst(undefined)).toBe(false);
  });

  it('opens a member cap of 0 as 0 and a 不限 cap empty, and sends a cleared cap as empty', async () => {
    const actor = start();
    server.answer(orgOf('billing'));
    await flush();
    actor.send({ type: 'ORG.FORM', kind: 'cap', member: broke });
    expect(actor.getSnapshot().context.form).toEqual({ kind: 'cap', member: broke, typed: '0' });
    actor.send({ type: 'ORG.CANCEL' });
    actor.send({ type: 'ORG.FORM', kind: 'cap', member: billing });
    expect(actor.getSnapshot().context.form?.typed).toBe('');
    actor.send({ type: 'ORG.TYPE', value: '  ' });
    actor.send({ type: 'ORG.SUBMIT' });
    expect(server.log.at(-1)).toEqual(['setMemberCap', 'm3', '']);
  });

  it('opens a cap dialog that names no member empty', async () => {
    const actor = start();
    server.answer(orgOf('billing'));
    await flush();
    actor.send({ type: 'ORG.FORM', kind: 'cap' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'editing' });
    expect(actor.getSnapshot().context.form).toEqual({ kind: 'cap', member: undefined, typed: '' });
  });

  it('keeps what was typed and shows the server message when a top-up is refused', async () => {
    const actor = start();
    server.answer(orgOf('owner'));
    await flush();
    server.answer(keys);
    await flush();
    actor.send({ type: 'ORG.FORM', kind: 'topUp' });
    actor.send({ type: 'ORG.TYPE', value: ' 88.8 ' });
    actor.send({ type: 'ORG.SUBMIT' });
    expect(server.log.at(-1)).toEqual(['topUpWallet', '88.8']);
    server.refuse(new Error('账户余额不足'));
    await flush();
    expect(actor.getSnapshot().value).toEqual({ ready: 'editing' });
    expect(actor.getSnapshot().context.form).toEqual({
      kind: 'topUp',
      typed: ' 88.8 ',
      error: '账户余额不足',
      member: undefined,
    });
    expect(heard).toEqual([]);
  });

  it('reaches every state', () => {
    const control = new ControlledActors();
    expectEveryStateReachable(
      organisationMachine.provide({ actors: { load: control.actor(), run: control.actor(), submit: control.actor() } }),
      {
        events: [
          ...settled('load', { data: orgOf('owner'), keys }, '网络异常'),
          { type: 'ORG.RETRY' },
          { type: 'ORG.ACT', action: actions[1] },
          { type: 'ORG.CONFIRM' },
          { type: 'ORG.CANCEL' },
          ...settled('run', true, '邀请不存在或已失效'),
          { type: 'ORG.FORM', kind: 'key' },
          { type: 'ORG.TYPE', value: '测试密钥' },
          { type: 'ORG.SUBMIT' },
          ...settled('submit', createdKey, '组织密钥不存在'),
        ],
        serialize: ((s: { value: unknown; context: { form?: OrgForm } }) =>
          JSON.stringify([s.value, s.context.form?.typed])) as never,
      },
    );
  });
});
