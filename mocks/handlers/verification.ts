/**
 * Real-name verification (biz verification area, SPEC section 7): the caller's detail, the
 * enterprise application in two steps (company details, then the bank transfer), personal
 * certification (its path is in the user area; see `submitPersonalCertification`), and the
 * audits, which need MC:verifyManage:identity:edit.
 */
import { http } from 'msw';
import { paths } from '../../src/api/paths';
import type {
  AuditQuery,
  AuthDetail,
  EnterpriseAuditRecord,
  EnterpriseVerification,
  EnterpriseVerificationForm,
  PersonalAuditRecord,
  PersonalCertificationForm,
  RemitVerificationForm,
} from '../../src/domain/types/verification.types';
import {
  ENTERPRISE_STATUS,
  enterpriseErrors,
  maskIdCard,
  personalErrors,
  reasonError,
  remitErrors,
} from '../../src/domain/certification';
import {
  idCounters,
  tables,
  type AuthDetailRow,
  type EnterpriseVerificationRow,
  type PersonalVerificationRow,
  type UserRow,
} from '../db/models';
import { nowIso } from '../rules/clock';
import { pageOf } from '../rules/paging';
import { codeChars, randomFor } from '../rules/random';
import {
  adminPost,
  ok,
  readJson,
  refuse,
  type SessionInfo,
  sessionPost,
  text,
  url,
  withSession,
} from '../rules/respond';
import { checkLengths } from '../rules/textLimits';
import { compareText } from '../../src/domain/ordering';

const p = paths.verification;
export const IDENTITY_READ = ['MC:verifyManage:identity:read'];
export const IDENTITY_EDIT = ['MC:verifyManage:identity:edit'];

export const verificationMessages = {
  enterpriseVerified: '企业已认证，无需重复提交',
  enterprisePending: '企业认证资料已提交，请勿重复提交',
  creditCodeTaken: '该企业已被其他账号认证',
  companyFirst: '请先提交企业信息',
  remitSubmitted: '对公打款信息已提交，请等待审核',
  personalVerified: '您已完成个人认证',
  personalPending: '个人认证申请审核中，请勿重复提交',
  idCardTaken: '该身份证号已被其他账号认证',
  applicationMissing: '认证申请不存在',
  statusInvalid: '审核状态错误',
  awaitingRemit: '企业尚未完成对公打款验证',
  alreadyAudited: '该申请已审核，请勿重复操作',
  enterpriseApproved: '您的企业认证已审核通过，现已解锁企业专属权益。',
  enterpriseRejected: (reason: string) => `您的企业认证未通过审核，原因：${reason}。请修改后重新提交。`,
  personalApproved: '您的个人实名认证已审核通过。',
  personalRejected: (reason: string) => `您的个人实名认证未通过审核，原因：${reason}。请修改后重新提交。`,
} as const;
const m = verificationMessages;

/** Every user has one detail row; users made before verification existed get theirs on first use. */
export async function authRowOf(userId: string): Promise<AuthDetailRow> {
  return (
    tables.authDetail.find((a) => a.userId === userId) ??
    (await tables.authDetail.insert({
      userId,
      status: ENTERPRISE_STATUS.none,
      personalStatus: 1,
      updateTime: nowIso(),
    }))
  );
}

const newestFirst = (a: { createTime: string; id: string }, b: { createTime: string; id: string }) =>
  compareText(b.createTime, a.createTime) || Number(b.id) - Number(a.id);

const latestEnterprise = (userId: string) =>
  tables.enterpriseVerification.filter((r) => r.userId === userId).sort(newestFirst)[0];
const latestPersonal = (userId: string) =>
  tables.personalVerification.filter((r) => r.userId === userId).sort(newestFirst)[0];

/** The first message of a form's errors, as the backend answers one problem at a time. */
function refuseFirst(errors: object): void {
  const first = Object.values(errors)[0] as string | undefined;
  if (first) refuse(first);
}

function toEnterprise(row: EnterpriseVerificationRow): EnterpriseVerification {
  return {
    id: row.id,
    companyName: row.companyName,
    creditCode: row.creditCode,
    legalPerson: row.legalPerson,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    auditStatus: row.auditStatus,
    remitCode: row.remitCode,
    createTime: row.createTime,
    ...(row.bankName ? { bankName: row.bankName, bankAccount: row.bankAccount } : {}),
    ...(row.reason ? { reason: row.reason } : {}),
    ...(row.auditTime ? { auditTime: row.auditTime } : {}),
  };
}

const applicant = (userId: string) => {
  const user = tables.user.get(userId);
  return { userId, userName: user?.userName ?? '', phone: user?.phone ?? '' };
};
const auditorName = (id: string) => (id ? tables.user.get(id)?.userName : undefined);

function toEnterpriseAudit(row: EnterpriseVerificationRow): EnterpriseAuditRecord {
  const auditUserName = auditorName(row.auditUserId);
  return { ...toEnterprise(row), ...applicant(row.userId), ...(auditUserName ? { auditUserName } : {}) };
}

function toPersonalAudit(row: PersonalVerificationRow): PersonalAuditRecord {
  const auditUserName = auditorName(row.auditUserId);
  return {
    id: row.id,
    ...applicant(row.userId),
    realName: row.realName,
    idCard: maskIdCard(row.idCard),
    auditStatus: row.auditStatus,
    createTime: row.createTime,
    ...(row.reason ? { reason: row.reason } : {}),
    ...(row.auditTime ? { auditTime: row.auditTime } : {}),
    ...(auditUserName ? { auditUserName } : {}),
  };
}

export async function authDetailOf(user: UserRow): Promise<AuthDetail> {
  const row = await authRowOf(user.id);
  const personal = latestPersonal(user.id);
  const enterprise = latestEnterprise(user.id);
  return {
    status: row.status,
    personalVerificationVO: {
      verificationStatus: row.personalStatus,
      ...(personal ? { realName: personal.realName, idCard: maskIdCard(personal.idCard) } : {}),
      ...(personal?.auditStatus === 3 && personal.reason ? { reason: personal.reason } : {}),
    },
    enterpriseVerificationVO: enterprise ? toEnterprise(enterprise) : null,
  };
}

function matchesKeyword(keyword: string, ...fields: string[]): boolean {
  return !keyword || fields.some((f) => f.toLowerCase().includes(keyword.toLowerCase()));
}

/** One page of an audit queue: filtered by status (0: all) and by the applicant's name, account or phone. */
function auditPage<R extends { auditStatus: number; userId: string; createTime: string; id: string }, W>(
  rows: R[],
  q: Partial<AuditQuery>,
  nameOf: (row: R) => string,
  toWire: (row: R) => W,
) {
  const status = Number(q.auditStatus) || 0;
  const keyword = text(q.keyword);
  const hits = rows.filter(
    (r) =>
      (!status || r.auditStatus === status) &&
      matchesKeyword(keyword, nameOf(r), applicant(r.userId).userName, applicant(r.userId).phone),
  );
  return ok(pageOf(hits.sort(newestFirst), q, toWire));
}

/** A reviewer's verdict as stored on the application; a rejection must say why (the applicant reads it). */
function verdict<S extends number>(
  approved: boolean,
  sentReason: unknown,
  reviewer: UserRow,
  statuses: { approved: S; rejected: S },
) {
  const reason = text(sentReason);
  if (!approved) {
    const problem = reasonError(reason);
    if (problem) refuse(problem);
  }
  return {
    auditStatus: approved ? statuses.approved : statuses.rejected,
    reason: approved ? '' : reason,
    auditUserId: reviewer.id,
    auditTime: nowIso(),
  };
}

async function notify(userId: string, content: string): Promise<void> {
  await tables.message.insert({ userId, content, createTime: nowIso(), isRead: false });
}

/** POST personalCertification (user area): one pending application at a time, one account per ID card. */
export async function submitPersonalCertification({ request, user }: SessionInfo): Promise<Response> {
  const body = await readJson<PersonalCertificationForm>(request);
  const form = { realName: text(body.realName), idCard: text(body.idCard).toUpperCase() };
  refuseFirst(personalErrors(form));
  const auth = await authRowOf(user.id);
  if (auth.personalStatus === 2) refuse(m.personalVerified);
  if (tables.personalVerification.find((r) => r.userId === user.id && r.auditStatus === 1)) refuse(m.personalPending);
  if (tables.personalVerification.find((r) => r.userId !== user.id && r.auditStatus === 2 && r.idCard === form.idCard))
    refuse(m.idCardTaken);
  await tables.personalVerification.insert({
    userId: user.id,
    ...form,
    auditStatus: 1,
    reason: '',
    auditUserId: '',
    createTime: nowIso(),
    auditTime: '',
  });
  await tables.authDetail.patch(auth.id, { personalStatus: 4, updateTime: nowIso() });
  return ok(true);
}

function remitCode(): string {
  return codeChars(randomFor(`remit:${idCounters().enterpriseVerification + 1}`), 6);
}

export const verificationHandlers = [
  http.get(
    url(p.myDetail),
    withSession(async ({ user }) => ok(await authDetailOf(user))),
  ),

  sessionPost<EnterpriseVerificationForm>(p.verificationSave, async (body, { user }) => {
    const form: EnterpriseVerificationForm = {
      companyName: text(body.companyName),
      creditCode: text(body.creditCode).toUpperCase(),
      legalPerson: text(body.legalPerson),
      contactName: text(body.contactName),
      contactPhone: text(body.contactPhone),
    };
    refuseFirst(enterpriseErrors(form));
    checkLengths({ legalPerson: form.legalPerson, contactName: form.contactName });
    const auth = await authRowOf(user.id);
    if (auth.status === ENTERPRISE_STATUS.verified) refuse(m.enterpriseVerified);
    const latest = latestEnterprise(user.id);
    if (latest && (latest.auditStatus === 1 || latest.auditStatus === 2)) refuse(m.enterprisePending);
    const taken = tables.enterpriseVerification.find(
      (r) => r.userId !== user.id && r.auditStatus === 3 && r.creditCode === form.creditCode,
    );
    if (taken) refuse(m.creditCodeTaken);
    await tables.enterpriseVerification.insert({
      userId: user.id,
      ...form,
      remitCode: remitCode(),
      bankName: '',
      bankAccount: '',
      accountName: '',
      auditStatus: 1,
      reason: '',
      auditUserId: '',
      createTime: nowIso(),
      auditTime: '',
    });
    await tables.authDetail.patch(auth.id, { status: ENTERPRISE_STATUS.reviewing, updateTime: nowIso() });
    return ok(true);
  }),

  sessionPost<RemitVerificationForm>(p.remitVerification, async (body, { user }) => {
    const latest = latestEnterprise(user.id);
    if (!latest || latest.auditStatus === 3 || latest.auditStatus === 4) return refuse(m.companyFirst);
    if (latest.auditStatus === 2) refuse(m.remitSubmitted);
    const form: RemitVerificationForm = {
      bankName: text(body.bankName),
      bankAccount: text(body.bankAccount).replace(/\s/g, ''),
      accountName: text(body.accountName),
    };
    refuseFirst(remitErrors(form, latest.companyName));
    await tables.enterpriseVerification.patch(latest.id, { ...form, auditStatus: 2 });
    return ok(true);
  }),

  adminPost<AuditQuery>(p.search, IDENTITY_READ, (q) =>
    auditPage(tables.enterpriseVerification.all(), q, (r) => r.companyName, toEnterpriseAudit),
  ),

  adminPost<AuditQuery>(p.personalSearch, IDENTITY_READ, (q) =>
    auditPage(tables.personalVerification.all(), q, (r) => r.realName, toPersonalAudit),
  ),

  adminPost<{ id: string; auditStatus: number; reason: string }>(
    p.updateStatus,
    IDENTITY_EDIT,
    async (body, { user }) => {
      const row = tables.enterpriseVerification.get(text(body.id)) ?? refuse(m.applicationMissing);
      const decision = Number(body.auditStatus);
      if (decision !== 3 && decision !== 4) refuse(m.statusInvalid);
      if (row.auditStatus === 1) refuse(m.awaitingRemit);
      if (row.auditStatus !== 2) refuse(m.alreadyAudited);
      const judged = verdict(decision === 3, body.reason, user, { approved: 3, rejected: 4 });
      await tables.enterpriseVerification.patch(row.id, judged);
      const auth = await authRowOf(row.userId);
      await tables.authDetail.patch(auth.id, {
        status: decision === 3 ? ENTERPRISE_STATUS.verified : ENTERPRISE_STATUS.failed,
        updateTime: nowIso(),
      });
      await notify(row.userId, decision === 3 ? m.enterpriseApproved : m.enterpriseRejected(judged.reason));
      return ok(true);
    },
  ),

  adminPost<{ id: string; status: number; reason: string }>(
    p.updateCertificationStatus,
    IDENTITY_EDIT,
    async (body, { user }) => {
      const row = tables.personalVerification.get(text(body.id)) ?? refuse(m.applicationMissing);
      const decision = Number(body.status);
      if (decision !== 2 && decision !== 3) refuse(m.statusInvalid);
      if (row.auditStatus !== 1) refuse(m.alreadyAudited);
      const judged = verdict(decision === 2, body.reason, user, { approved: 2, rejected: 3 });
      await tables.personalVerification.patch(row.id, judged);
      const auth = await authRowOf(row.userId);
      await tables.authDetail.patch(auth.id, { personalStatus: decision === 2 ? 2 : 3, updateTime: nowIso() });
      await notify(row.userId, decision === 2 ? m.personalApproved : m.personalRejected(judged.reason));
      return ok(true);
    },
  ),
];
