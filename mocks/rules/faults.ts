/**
 * Fault switches for demos and fault-tolerance tests: make the next call, or every call, of a
 * backend area answer 500, 504, slowly, with a dropped connection or 401. They live in the
 * `fault` table, so they persist with the simulator's data and a reset clears them.
 * One msw handler placed first (mocks/handlers/faults.ts) applies them.
 */
import { paths } from '../../src/api/paths';
import { tables, type FaultRow } from '../db/models';
import { now } from './clock';
import {
  faultAreas,
  faultKinds,
  faultScopes,
  isFaultTarget,
  kindFitsTarget,
  type Fault,
  type FaultArea,
  type FaultKind,
  type FaultRequest,
  type FaultScope,
} from './faultTargets';

export {
  faultAreas,
  faultKinds,
  faultScopes,
  isFaultTarget,
  type Fault,
  type FaultArea,
  type FaultKind,
  type FaultRequest,
  type FaultScope,
  type FaultTarget,
} from './faultTargets';

export const DEFAULT_SLOW_SECONDS = 3;
const MAX_SLOW_SECONDS = 120;

/** The directory a path sits in: `/front/api/user/v1/search` → `/front/api/user/v1`. */
const folderOf = (path: string): string => path.slice(0, path.lastIndexOf('/'));

/**
 * The one table from request path to area, derived from src/api/paths.ts so it can never
 * drift from the client. Feedback has a user and an admin root. Roots may nest (account
 * security sits inside the user area, the request log inside usage): the longest root wins.
 */
const areaRoots: Record<FaultArea, readonly string[]> = {
  user: [folderOf(paths.user.search)],
  operation: [folderOf(paths.operation.sendVerificationCode)],
  feedback: [paths.feedback.submit, folderOf(paths.feedback.adminList)],
  message: [folderOf(paths.message.count)],
  app: [folderOf(paths.app.create)],
  appResource: [folderOf(paths.appResource.listByUser)],
  appStore: [folderOf(paths.appStore.storeList)],
  appSession: [folderOf(paths.appSession.list)],
  qa: [folderOf(paths.qa.sessionPage)],
  knowledge: [folderOf(paths.knowledge.search)],
  model: [folderOf(paths.model.list)],
  file: [folderOf(paths.file.upload)],
  group: [folderOf(paths.group.search)],
  role: [folderOf(paths.role.search)],
  permission: [folderOf(paths.permission.list)],
  verification: [folderOf(paths.verification.search)],
  analytics: [paths.analytics.collect],
  security: [folderOf(paths.security.sessions)],
  organisation: [folderOf(paths.organisation.mine)],
  developer: [folderOf(folderOf(paths.developer.keyList))],
  trade: [
    folderOf(paths.trade.monthlyBills),
    folderOf(paths.trade.orderSearch),
    folderOf(paths.trade.transactionSearch),
  ],
  ledger: [folderOf(paths.ledger.search), paths.ledger.reconcile],
  usage: [folderOf(paths.usage.summary)],
  requestLog: [folderOf(paths.requestLog.search)],
  spend: [folderOf(paths.spend.budget)],
  keyGuard: [folderOf(paths.keyGuard.list)],
  alert: [folderOf(paths.webhook.settings)],
  playground: [folderOf(paths.playground.chat)],
  chat: [folderOf(paths.chat.stream)],
  billing: [],
};

const isUnder = (pathname: string, root: string): boolean => pathname === root || pathname.startsWith(`${root}/`);

/** The backend area a request path belongs to; undefined for static files and anything else. */
export function areaOfPath(pathname: string): FaultArea | undefined {
  let found: { area: FaultArea; length: number } | undefined;
  for (const area of faultAreas) {
    for (const root of areaRoots[area]) {
      if (isUnder(pathname, root) && root.length > (found?.length ?? -1)) found = { area, length: root.length };
    }
  }
  return found?.area;
}

const isKind = (value: string): value is FaultKind => (faultKinds as readonly string[]).includes(value);
const isScope = (value: string): value is FaultScope => (faultScopes as readonly string[]).includes(value);

function toFault(row: FaultRow): Fault | undefined {
  const { area, kind, scope } = row;
  if (!isFaultTarget(area) || !isKind(kind) || !isScope(scope)) return undefined;
  return { id: row.id, area, kind, scope, seconds: row.seconds, createdAt: row.createdAt };
}

/** Tells an open demo console that the switches changed (a 'next' fault was used up, say). */
function announce(): void {
  if (typeof CustomEvent !== 'function' || typeof globalThis.dispatchEvent !== 'function') return;
  globalThis.dispatchEvent(new CustomEvent('simulator:faults'));
}

function slowSeconds(seconds: number | undefined): number {
  if (seconds === undefined || !Number.isFinite(seconds)) return DEFAULT_SLOW_SECONDS;
  return Math.min(MAX_SLOW_SECONDS, Math.max(0, seconds));
}

export async function setFault(request: FaultRequest): Promise<Fault> {
  if (
    !isFaultTarget(request.area) ||
    !isKind(request.kind) ||
    !isScope(request.scope) ||
    !kindFitsTarget(request.kind, request.area)
  ) {
    throw new Error(`unknown fault ${JSON.stringify(request)}`);
  }
  const row = await tables.fault.insert({
    area: request.area,
    kind: request.kind,
    scope: request.scope,
    seconds: request.kind === 'slow' ? slowSeconds(request.seconds) : 0,
    createdAt: now(),
  });
  announce();
  return toFault(row)!;
}

export function clearFault(id: string): boolean {
  const removed = tables.fault.remove(id);
  announce();
  return removed;
}

export function clearFaults(): void {
  tables.fault.clear();
  announce();
}

/** The switches that are on, newest first. */
export function listFaults(): Fault[] {
  return tables.fault
    .all()
    .map(toFault)
    .filter((fault): fault is Fault => fault !== undefined)
    .sort((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id));
}

/** The switch a call to `pathname` would suffer, if any: the newest one for its area or '*'. */
export function faultFor(pathname: string): Fault | undefined {
  const area = areaOfPath(pathname);
  return area ? listFaults().find((f) => f.area === '*' || f.area === area) : undefined;
}

/** As `faultFor`, and a 'next' switch is used up here, so exactly one call sees it. */
export function takeFault(pathname: string): Fault | undefined {
  const fault = faultFor(pathname);
  if (fault?.scope === 'next') clearFault(fault.id);
  return fault;
}
