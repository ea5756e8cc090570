/**
 * The wallets' ledger (newest first, filtered by Beijing dates, kind, wallet and request id),
 * its CSV; 对账 of a day or a month and its CSV; a model's price timeline (public).
 */
import { http } from 'msw';
import { paths } from '../../src/api/paths';
import type { Page } from '../../src/domain/types/common.types';
import type {
  LedgerExport,
  LedgerFilter,
  LedgerKind,
  LedgerLine,
  LedgerQuery,
  LedgerWallet,
  ReconcileQuery,
  Reconciliation,
} from '../../src/domain/types/ledger.types';
import { BALANCE_WALLET, beijingDay, ledgerCsv, ledgerKindLabels, reconciliationCsv } from '../../src/domain/ledger';
import { requestLogMessages } from '../../src/domain/requestLog';
import { tables, type UserRow } from '../db/models';
import { nowIso } from '../rules/clock';
import { ledgerOf, reconcileFor } from '../rules/ledger';
import { pageParams, paginate } from '../rules/paging';
import { priceHistory, priceMessages } from '../rules/priceVersions';
import { adminPost, ok, open, query, refuse, text, url, withAdmin } from '../rules/respond';
import { USAGE_CODES } from './usage';
import { compareText } from '../../src/domain/ordering';

const l = paths.ledger;
const BALANCE_ID = 'balance';

const isKind = (v: unknown): v is LedgerKind => typeof v === 'string' && v in ledgerKindLabels;

function filterOf(body: Partial<LedgerFilter>): LedgerFilter {
  const pick = (v: unknown) => text(v) || undefined;
  const f: LedgerFilter = {
    start: pick(body.start),
    end: pick(body.end),
    kind: isKind(body.kind) ? body.kind : undefined,
    wallet: pick(body.wallet),
    requestId: pick(body.requestId),
  };
  const isDate = (d: string | undefined) => d === undefined || /^\d{4}-\d{2}-\d{2}$/.test(d);
  if (!isDate(f.start) || !isDate(f.end)) refuse(requestLogMessages.dateInvalid, 400);
  if (f.start && f.end && f.start > f.end) refuse(requestLogMessages.rangeReversed, 400);
  return f;
}

/** The filtered lines, newest first. */
function matching(user: UserRow, f: LedgerFilter): LedgerLine[] {
  return ledgerOf(user)
    .filter((line) => {
      const day = beijingDay(line.time);
      return (
        (!f.start || day >= f.start) &&
        (!f.end || day <= f.end) &&
        (!f.kind || line.kind === f.kind) &&
        (!f.wallet || (f.wallet === BALANCE_ID ? !line.walletId : line.walletId === f.wallet)) &&
        (!f.requestId || line.requestId.startsWith(f.requestId))
      );
    })
    .reverse();
}

function wallets(user: UserRow): LedgerWallet[] {
  const vouchers = tables.coupon
    .filter((c) => c.userId === user.id)
    .sort((a, b) => compareText(b.issueTime, a.issueTime))
    .map((c) => ({ id: c.id, name: c.name }));
  return [{ id: BALANCE_ID, name: BALANCE_WALLET }, ...vouchers];
}

/** Without a date: the simulator's today, or this month. */
function reconcileQuery(body: Partial<ReconcileQuery>): ReconcileQuery {
  const period = body.period === 'month' ? 'month' : 'day';
  const today = beijingDay(nowIso());
  return { period, date: text(body.date) || (period === 'day' ? today : today.slice(0, 7)) };
}

const stamp = () => beijingDay(nowIso());

export const ledgerHandlers = [
  adminPost<LedgerQuery>(l.search, USAGE_CODES, (body, { user }) => {
    const page: Page<LedgerLine> = paginate(matching(user, filterOf(body)), pageParams(body, 20));
    return ok(page);
  }),
  adminPost<LedgerFilter>(l.export, USAGE_CODES, (body, { user }) => {
    const lines = matching(user, filterOf(body));
    const result: LedgerExport = { fileName: `资金账本_${stamp()}.csv`, rows: lines.length, csv: ledgerCsv(lines) };
    return ok(result);
  }),
  http.get(
    url(l.wallets),
    withAdmin(USAGE_CODES, ({ user }) => ok(wallets(user))),
  ),
  adminPost<ReconcileQuery>(l.reconcile, USAGE_CODES, (body, { user }) => {
    const q = reconcileQuery(body);
    const result: Reconciliation = reconcileFor(user, q.period, q.date);
    return ok(result);
  }),
  adminPost<ReconcileQuery>(l.reconcileExport, USAGE_CODES, (body, { user }) => {
    const q = reconcileQuery(body);
    const r = reconcileFor(user, q.period, q.date);
    const result: LedgerExport = {
      fileName: `对账单_${q.date}.csv`,
      rows: r.lines.length,
      csv: reconciliationCsv(r),
    };
    return ok(result);
  }),
  http.get(
    url(l.priceHistory),
    open(({ request }) => {
      const history = priceHistory(text(query(request).get('modelId')));
      return history ? ok(history) : refuse(priceMessages.unknownModel, 404);
    }),
  ),
];
