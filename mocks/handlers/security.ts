/** Account security (src/api/security.ts): signed-in sessions, two-step verification, the audit log. */
import { http } from 'msw';
import { paths } from '../../src/api/paths';
import type { AuditEvent, AuditQuery, SignInCodeRequest, SignedInSession } from '../../src/domain/types/security.types';
import { expandCodes, hasAnyCode } from '../../src/domain/permissions';
import { tables, type AuditEventRow, type TokenRow } from '../db/models';
import { TOKEN_TTL_MS, issueToken, userCodes } from '../rules/auth';
import { recordAudit } from '../rules/audit';
import { beijingDate } from '../rules/beijing';
import { now, nowIso } from '../rules/clock';
import { newestFirstPage, pageParams } from '../rules/paging';
import { forbidden, ok, openPost, refuse, sessionPost, text, url, withSession } from '../rules/respond';
import {
  SECOND_STEP_TTL_MS,
  hasTwoFactor,
  newRecoveryCodes,
  newSecret,
  otpauthUrl,
  passSecondStep,
  twoFactorMessages,
  twoFactorOf,
} from '../rules/twoFactor';

const s = paths.security;
/** Whoever may read the admin console's user list may read any account's log. */
const AUDIT_READ_ANY = ['MC:userPerm:userManage:user:read'];

export const securityMessages = {
  sessionNotFound: '该会话不存在或已结束',
  notThisSession: '当前会话请使用“退出登录”结束',
} as const;

const iso = (ms: number): string => new Date(ms).toISOString();

const toSession = (row: TokenRow, current: string): SignedInSession => ({
  id: row.sessionId,
  device: row.device || '未知设备',
  browser: row.browser || '未知浏览器',
  ip: row.ip,
  createTime: iso(row.createdAt),
  lastActiveTime: iso(row.lastActiveAt || row.createdAt),
  current: row.id === current,
});

const liveSessionsOf = (userId: string): TokenRow[] =>
  tables.token.filter((t) => t.userId === userId && !t.pendingSecondStep && now() - t.createdAt <= TOKEN_TTL_MS);

const toAuditEvent = (row: AuditEventRow): AuditEvent => ({
  id: row.id,
  action: row.action as AuditEvent['action'],
  success: row.success === 1,
  actorName: row.actorName,
  target: row.target,
  before: row.before,
  after: row.after,
  ip: row.ip,
  device: row.device,
  createTime: row.createTime,
});

export const securityHandlers = [
  http.get(
    url(s.sessions),
    withSession(({ user, token }) =>
      ok(
        liveSessionsOf(user.id)
          .sort((a, b) => Number(b.id === token) - Number(a.id === token) || b.lastActiveAt - a.lastActiveAt)
          .map((row) => toSession(row, token)),
      ),
    ),
  ),

  sessionPost<{ id: string }>(s.endSession, async (body, { user, token, request }) => {
    const row =
      liveSessionsOf(user.id).find((t) => t.sessionId === text(body.id)) ?? refuse(securityMessages.sessionNotFound);
    if (row.id === token) refuse(securityMessages.notThisSession);
    tables.token.remove(row.id);
    await recordAudit(request, {
      userId: user.id,
      actor: user,
      action: 'session.end',
      target: `${row.device} · ${row.browser}（${row.ip}）`,
    });
    return ok(true);
  }),

  sessionPost(s.endOtherSessions, async (_body, { user, token, request }) => {
    const ended = tables.token.removeWhere((t) => t.userId === user.id && t.id !== token);
    await recordAudit(request, {
      userId: user.id,
      actor: user,
      action: 'session.endOthers',
      after: `已结束 ${ended} 个会话`,
    });
    return ok(ended);
  }),

  http.get(
    url(s.twoFactor),
    withSession(({ user }) => {
      const row = twoFactorOf(user.id);
      return ok({
        enabled: row?.enabled === true,
        enabledTime: row?.enabled ? row.enabledTime : '',
        recoveryCodesLeft: row?.enabled ? row.recoveryHashes.length : 0,
      });
    }),
  ),

  sessionPost(s.twoFactorSetup, async (_body, { user }) => {
    if (hasTwoFactor(user.id)) refuse(twoFactorMessages.alreadyOn);
    const secret = newSecret();
    if (twoFactorOf(user.id)) await tables.twoFactor.patch(user.id, { pendingSecret: secret, lastCounter: 0 });
    else await tables.twoFactor.insert({ id: user.id, pendingSecret: secret });
    return ok({ secret, otpauthUrl: otpauthUrl(secret, user.userName) });
  }),

  sessionPost<{ code: string }>(s.twoFactorEnable, async (body, { user, request }) => {
    if (hasTwoFactor(user.id)) refuse(twoFactorMessages.alreadyOn);
    const refused = await passSecondStep(user.id, text(body.code), { confirming: true });
    if (refused) return refused;
    const row = twoFactorOf(user.id)!;
    const { codes, hashes } = await newRecoveryCodes();
    await tables.twoFactor.patch(user.id, {
      secret: row.pendingSecret,
      pendingSecret: '',
      enabled: true,
      enabledTime: nowIso(),
      recoveryHashes: hashes,
    });
    await recordAudit(request, {
      userId: user.id,
      actor: user,
      action: 'twoFactor.enable',
      before: '未开启',
      after: '已开启',
    });
    return ok({ recoveryCodes: codes });
  }),

  sessionPost<{ code: string }>(s.twoFactorDisable, async (body, { user, request }) => {
    if (!hasTwoFactor(user.id)) refuse(twoFactorMessages.notOn);
    const refused = await passSecondStep(user.id, text(body.code));
    if (refused) return refused;
    tables.twoFactor.remove(user.id);
    await recordAudit(request, {
      userId: user.id,
      actor: user,
      action: 'twoFactor.disable',
      before: '已开启',
      after: '未开启',
    });
    return ok(true);
  }),

  openPost<SignInCodeRequest>(s.signInCode, async (body, { request }) => {
    const ticket = tables.token.get(text(body.ticket));
    if (!ticket?.pendingSecondStep || now() - ticket.createdAt > SECOND_STEP_TTL_MS)
      refuse(twoFactorMessages.ticketExpired);
    const user = tables.user.get(ticket.userId) ?? refuse(twoFactorMessages.ticketExpired);
    const refused = await passSecondStep(user.id, text(body.code));
    if (refused || user.status !== 1) {
      await recordAudit(request, { userId: user.id, actor: user, action: 'login.secondStep', success: false });
      if (refused) return refused;
    }
    tables.token.remove(ticket.id);
    const token = await issueToken(user.id, request);
    await recordAudit(request, { userId: user.id, actor: user, action: 'login.secondStep' });
    return ok({ token });
  }),

  sessionPost<AuditQuery>(s.auditLog, (body, { user }) => {
    const owner = text(body.userId) || user.id;
    if (owner !== user.id && !hasAnyCode(AUDIT_READ_ANY, expandCodes(userCodes(user)))) return forbidden();
    const action = text(body.action);
    const from = text(body.from);
    const to = text(body.to);
    const success = body.success === 0 || body.success === 1 ? body.success : undefined;
    const params = pageParams(body);
    const { records, total } = newestFirstPage(
      tables.auditEvent,
      (row) =>
        row.userId === owner &&
        (!action || row.action === action || row.action.startsWith(`${action}.`)) &&
        (success === undefined || row.success === success) &&
        (!from || beijingDate(row.createTime) >= from) &&
        (!to || beijingDate(row.createTime) <= to),
      params,
    );
    return ok({ records: records.map(toAuditEvent), total, ...params, pages: Math.ceil(total / params.pageSize) });
  }),
];
