/**
 * /op-app/api/appSession/v1: a user's dialogue sessions with an app. A topped session sorts
 * first; only the owner may top, untop or delete a session.
 */
import { http } from 'msw';
import { paths } from '../../src/api/paths';
import type { AppSession } from '../../src/domain/types/appSession.types';
import { NEW_SESSION_TITLE, PLACEHOLDER_APP_ID, appMessages, sortSessions } from '../../src/domain/apps';
import { tables, type AppSessionRow, type UserRow } from '../db/models';
import { now, nowIso } from '../rules/clock';
import { ok, query, readJson, refuse, text, url, withSession } from '../rules/respond';
import { findApp, usableBy } from './appShared';
import { compareText } from '../../src/domain/ordering';

const p = paths.appSession;

export const toAppSession = (row: AppSessionRow): AppSession => ({
  id: row.id,
  appId: row.appId,
  title: row.title,
  top: row.topTime > 0,
  updateTime: row.updateTime,
});

/** The placeholder app 我的应用 is everyone's general assistant; other apps must be usable. */
function checkApp(appId: string, user: UserRow): void {
  if (appId === PLACEHOLDER_APP_ID) return;
  if (!usableBy(findApp(appId), user)) refuse(appMessages.notFound);
}

export function ownSession(id: string, user: UserRow): AppSessionRow {
  const row = tables.appSession.get(id);
  if (!row || row.userId !== user.id) return refuse(appMessages.sessionMissing);
  return row;
}

const newSession = (user: UserRow, appId: string) =>
  tables.appSession.insert({ userId: user.id, appId, title: NEW_SESSION_TITLE, topTime: 0, updateTime: nowIso() });

export function sessionsOf(user: UserRow, appId: string): AppSession[] {
  const rows = tables.appSession.filter((s) => s.userId === user.id && s.appId === appId);
  return sortSessions(rows.map((r) => ({ ...toAppSession(r), topTime: r.topTime }))).map(({ topTime: _t, ...s }) => s);
}

export const appSessionHandlers = [
  http.get(
    url(p.list),
    withSession(({ request, user }) => {
      const appId = query(request).get('appId') ?? '';
      checkApp(appId, user);
      return ok(sessionsOf(user, appId));
    }),
  ),

  http.post(
    url(p.create),
    withSession(async ({ request, user }) => {
      const appId = text((await readJson<{ appId: string }>(request)).appId);
      checkApp(appId, user);
      return ok(toAppSession(await newSession(user, appId)));
    }),
  ),

  http.put(
    url(p.top(':id')),
    withSession(async ({ params, user }) => {
      const row = ownSession(String(params.id), user);
      await tables.appSession.patch(row.id, { topTime: now() });
      return ok(true);
    }),
  ),

  http.put(
    url(p.cancelTop(':id')),
    withSession(async ({ params, user }) => {
      const row = ownSession(String(params.id), user);
      await tables.appSession.patch(row.id, { topTime: 0 });
      return ok(true);
    }),
  ),

  http.get(
    url(p.customerServiceSessionId),
    withSession(async ({ user }) => {
      // The platform's own customer-service app answers questions about the platform itself.
      const service = tables.app.find((a) => a.userId === '' && a.appType === 1 && a.auditStatus === 2);
      if (!service) return refuse(appMessages.notFound);
      const existing = tables.appSession.filter((s) => s.userId === user.id && s.appId === service.id);
      return ok((existing[0] ?? (await newSession(user, service.id))).id);
    }),
  ),

  /** The session a dialogue opens with: the latest one, or a new one for a first visit. */
  http.get(
    url(p.initAppSession),
    withSession(async ({ request, user }) => {
      const appId = query(request).get('appId') ?? '';
      checkApp(appId, user);
      const latest = tables.appSession
        .filter((s) => s.userId === user.id && s.appId === appId)
        .sort((a, b) => compareText(b.updateTime, a.updateTime))[0];
      return ok(toAppSession(latest ?? (await newSession(user, appId))));
    }),
  ),

  http.delete(
    url(p.delete(':id')),
    withSession(({ params, user }) => {
      const row = ownSession(String(params.id), user);
      tables.appSession.remove(row.id);
      tables.dialogueRecord.removeWhere((r) => r.sessionId === row.id);
      return ok(true);
    }),
  ),
];
