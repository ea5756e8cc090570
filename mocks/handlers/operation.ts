import { http } from 'msw';
import { paths } from '../../src/api/paths';
import type {
  CodeType,
  ConsultationForm,
  InvitationCode,
  SendCodeRequest,
} from '../../src/domain/types/operation.types';
import { INVITATION_CODE_LENGTH, isPhone, messages } from '../../src/domain/validation';
import { idCounters, tables, type InvitationCodeRow, type RoleRow, type UserRow } from '../db/models';
import { spendSign } from '../rules/captcha';
import { findUserByPhone, hasValidTrial, resolveSession } from '../rules/auth';
import { DAY, now, nowIso } from '../rules/clock';
import { INVITATION_APPLY_LIMIT, count, limitMessages, tooManyRequests } from '../rules/limits';
import { pageOf } from '../rules/paging';
import { codeChars, randomFor } from '../rules/random';
import {
  adminPost,
  ok,
  open,
  openPost,
  query,
  readJson,
  refuse,
  sessionPost,
  text,
  url,
  withAdmin,
  withSession,
} from '../rules/respond';
import { consumeCode, issueCode } from '../rules/verificationCodes';
import { PERMANENT_TRIAL, ROLE_NAMES } from '../seed';
import { compareText } from '../../src/domain/ordering';

export { issuedCodes, type IssuedCode } from '../rules/verificationCodes';

const p = paths.operation;
const CUSTOMER_ADMIN = ['MC:customerManage:read'];
const CODE_TYPES: readonly CodeType[] = [1, 2, 3, 5];
/** Invitation codes granting this many days never run out. */
export const PERMANENT_TRIAL_DAYS = 99999;
const DEFAULT_TRIAL_DAYS = 30;
const MAX_GENERATED = 50;

export const operationMessages = {
  captchaFailed: '验证码验证失败，请重试',
  phoneInvalidOnSend: messages.phoneInvalidOnSend,
  codeTypeInvalid: '验证码类型错误',
  phoneRegistered: '该手机号已注册',
  phoneNotRegistered: '该手机号未注册，请先注册',
  invitationFormat: messages.invitationCodeInvalid,
  invitationUnknown: '邀请码不存在',
  invitationUsed: '邀请码已被使用',
  invitationVoid: '邀请码已作废',
  companyRequired: '请输入公司名称',
  nameRequired: '请输入姓名',
  contactPhoneRequired: '请输入联系电话',
  contactPhoneInvalid: '手机号格式不正确',
  industryRequired: '请选择行业',
  tooLong: '超出最大长度',
  generateCountInvalid: `生成数量需在1-${MAX_GENERATED}之间`,
  applyReceived: '已提交申请，商务会在24小时内主动联系您。',
  /** The site message that confirms a request for a code. */
  applyMessage: '您的体验邀请码申请已提交，商务会在24小时内主动联系您。',
} as const;
const m = operationMessages;

function toWire(row: InvitationCodeRow): InvitationCode {
  const activated = row.activatedUserId ? tables.user.get(row.activatedUserId) : undefined;
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    createTime: row.createTime,
    trialDays: row.trialDays,
    ...(row.activationTime ? { activationTime: row.activationTime } : {}),
    ...(activated ? { userPhone: activated.phone } : {}),
  };
}

const newestFirst = (a: InvitationCodeRow, b: InvitationCodeRow) =>
  compareText(b.createTime, a.createTime) || Number(b.id) - Number(a.id);

interface CodeQuery {
  pageNum: number;
  pageSize: number;
  status: number;
  keyword: string;
  /** My codes: `owned` (to hand out, the default) or `activated` (redeemed by me). */
  scope: 'owned' | 'activated';
}

/** Whose codes a search covers: all (admin), those a user owns, or those a user activated. */
type CodeScope = { owner?: string; activatedBy?: string };

function searchCodes(body: Partial<CodeQuery>, scope: CodeScope = {}) {
  const keyword = text(body.keyword).toUpperCase();
  const rows = tables.invitationCode
    .filter(
      (c) =>
        (!scope.owner || c.ownerUserId === scope.owner) &&
        (!scope.activatedBy || c.activatedUserId === scope.activatedBy) &&
        (!body.status || c.status === Number(body.status)) &&
        (!keyword || c.code.includes(keyword)),
    )
    .sort(newestFirst);
  return pageOf(rows, body, toWire);
}

function trialDeadlineAfter(user: UserRow, days: number): string {
  if (days >= PERMANENT_TRIAL_DAYS) return PERMANENT_TRIAL;
  const granted = now() + days * DAY;
  // A second code extends a running trial; it never shortens it.
  const current = hasValidTrial(user) ? Date.parse(user.trialDeadline) : 0;
  return Number.isNaN(current) || current > granted ? user.trialDeadline : new Date(granted).toISOString();
}

/** Activation lifts the restricted role: the user becomes a full developer. */
function grantDeveloperRole(user: UserRow): RoleRow[] {
  const developer = tables.role.find((r) => r.roleName === ROLE_NAMES.developer);
  const kept = user.roles.filter((r) => r.roleName !== ROLE_NAMES.restricted && r.id !== developer?.id);
  return developer ? [...kept, developer] : kept;
}

function uniqueInvitationCode(): string {
  for (let attempt = 0; ; attempt++) {
    const code = codeChars(randomFor(`invite:${idCounters().invitationCode}:${attempt}`), INVITATION_CODE_LENGTH);
    if (!tables.invitationCode.find((c) => c.code === code)) return code;
  }
}

function validateConsultation(form: Partial<ConsultationForm>): void {
  const companyName = text(form.companyName);
  const userName = text(form.userName);
  const phone = text(form.phone);
  if (!companyName) refuse(m.companyRequired);
  if (companyName.length > 100) refuse(m.tooLong);
  if (!userName) refuse(m.nameRequired);
  if (userName.length > 100) refuse(m.tooLong);
  if (!phone) refuse(m.contactPhoneRequired);
  if (!isPhone(phone)) refuse(m.contactPhoneInvalid);
  if (!text(form.code)) refuse(messages.codeRequired);
  if (!text(form.industry)) refuse(m.industryRequired);
  if (text(form.demand).length > 150) refuse(m.tooLong);
}

export const operationHandlers = [
  openPost<SendCodeRequest>(p.sendVerificationCode, async (body) => {
    if (spendSign(body.sign) !== 'ok') refuse(m.captchaFailed);
    const phone = text(body.phone);
    if (!isPhone(phone)) refuse(m.phoneInvalidOnSend);
    const type = CODE_TYPES.find((t) => t === Number(body.type)) ?? refuse(m.codeTypeInvalid);
    const registered = Boolean(findUserByPhone(phone));
    if (type === 1 && registered) refuse(m.phoneRegistered);
    if ((type === 2 || type === 3) && !registered) refuse(m.phoneNotRegistered);
    await issueCode(phone, type);
    return ok(true);
  }),

  http.get(
    url(p.customerInfoCheckIn),
    // Open (SPEC section 7), but an enquiry is personal: only the signed-in owner of its phone
    // gets it (the improve-info step prefills from it); anyone else, whatever phone they name, null.
    open(({ request }) => {
      const session = resolveSession(request);
      if (session.kind !== 'ok') return ok(null);
      const { phone } = session.user;
      const asked = text(query(request).get('phone'));
      if (asked && asked !== phone) return ok(null);
      const latest = tables.customerInfo
        .filter((c) => c.phone === phone)
        .sort((a, b) => compareText(b.createTime, a.createTime) || Number(b.id) - Number(a.id))[0];
      if (!latest) return ok(null);
      const { companyName, userName, industry, email, position } = latest;
      return ok({ companyName, userName, phone: latest.phone, industry, email, position });
    }),
  ),

  openPost<ConsultationForm>(p.customerInfoCheckInSave, async (form) => {
    validateConsultation(form);
    const phone = text(form.phone);
    await consumeCode(phone, 5, text(form.code));
    await tables.customerInfo.insert({
      companyName: text(form.companyName),
      userName: text(form.userName),
      phone,
      industry: text(form.industry),
      email: text(form.email),
      demand: text(form.demand),
      source: Number(form.source) || 0,
      status: 1,
      createTime: nowIso(),
    });
    return ok(true);
  }),

  sessionPost<{ code: string }>(p.activationInvitationCode, async (body, { user }) => {
    const code = text(body.code);
    if (code.length !== INVITATION_CODE_LENGTH) refuse(m.invitationFormat);
    const row =
      tables.invitationCode.find((c) => c.code.toUpperCase() === code.toUpperCase()) ?? refuse(m.invitationUnknown);
    if (row.status === 2) refuse(m.invitationUsed);
    if (row.status === 3) refuse(m.invitationVoid);
    const trialDeadline = trialDeadlineAfter(user, row.trialDays || DEFAULT_TRIAL_DAYS);
    await tables.invitationCode.patch(row.id, { status: 2, activatedUserId: user.id, activationTime: nowIso() });
    await tables.user.patch(user.id, { experienceAuth: true, trialDeadline, roles: grantDeveloperRole(user) });
    return ok({ trialDeadline });
  }),

  http.post(
    url(p.applyInvitationCode),
    withSession(async ({ user }) => {
      // Each application notifies business staff and the user: a few an hour is all anyone needs.
      const wait = await count(`apply:${user.id}`, INVITATION_APPLY_LIMIT);
      if (wait > 0) return tooManyRequests(limitMessages.tooFrequent(wait), wait);
      await tables.invitationRequest.insert({ userId: user.id, createTime: nowIso() });
      await tables.message.insert({ userId: user.id, content: m.applyMessage, createTime: nowIso(), isRead: false });
      return ok(true);
    }),
  ),

  sessionPost<CodeQuery>(p.myInvitationCodeSearch, (body, { user }) => {
    return ok(searchCodes(body, body.scope === 'activated' ? { activatedBy: user.id } : { owner: user.id }));
  }),

  http.post(
    url(p.invitationCodeSearch),
    withAdmin(CUSTOMER_ADMIN, async ({ request }) => ok(searchCodes(await readJson<CodeQuery>(request)))),
  ),

  adminPost<{ count: number; trialDays: number }>(p.generateInvitationCode, CUSTOMER_ADMIN, async (body, { user }) => {
    const count = body.count === undefined ? 1 : Number(body.count);
    if (!Number.isInteger(count) || count < 1 || count > MAX_GENERATED) refuse(m.generateCountInvalid);
    const days = Number(body.trialDays);
    const trialDays = Number.isInteger(days) && days > 0 ? Math.min(days, PERMANENT_TRIAL_DAYS) : DEFAULT_TRIAL_DAYS;
    const created: InvitationCode[] = [];
    for (let i = 0; i < count; i++) {
      const row = await tables.invitationCode.insert({
        code: uniqueInvitationCode(),
        status: 1,
        ownerUserId: user.id,
        activatedUserId: '',
        trialDays,
        createTime: nowIso(),
        activationTime: '',
      });
      created.push(toWire(row));
    }
    return ok(created);
  }),
];
