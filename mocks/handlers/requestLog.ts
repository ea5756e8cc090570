/**
 * The request log (调用日志, platform extension): every call the model gateway and the console
 * recorded in the usage ledger, newest first, filtered by key, model, outcome, error code, request
 * id, app and Beijing dates; one call's detail by the id its caller saw in x-request-id; CSV of
 * every filtered row.
 */
import { http } from 'msw';
import { paths } from '../../src/api/paths';
import type { Page } from '../../src/domain/types/common.types';
import type { UsageExport } from '../../src/domain/types/usage.types';
import type {
  RequestLogDetail,
  RequestLogFilter,
  RequestLogOptions,
  RequestLogQuery,
  RequestLogRow,
} from '../../src/domain/types/requestLog.types';
import { requestLogMessages } from '../../src/domain/requestLog';
import type { LimitStack } from '../../src/domain/limitStack';
import { toCsv } from '../../src/domain/usageQuery';
import type { UsageRecordRow, UserRow } from '../db/models';
import { beijingDate } from '../rules/beijing';
import { tokenPrices } from '../rules/gateway';
import { pageParams } from '../rules/paging';
import { ok, readJson, refuse, text, url, withAdmin } from '../rules/respond';
import { recordsOf } from '../rules/usageLedger';
import { findModel } from '../seed/models';
import { CONSOLE_KEY_NAME } from '../seed/usage';
import { USAGE_CODES } from './usage';
import { compareText } from '../../src/domain/ordering';

/** The filter value for calls made from the console, with no key. */
export const CONSOLE_KEY_ID = 'console';
export const MAX_EXPORT_ROWS = 50_000;

const toRow = (r: UsageRecordRow): RequestLogRow => ({
  requestId: r.requestId,
  time: r.createTime,
  keyId: r.keyId || CONSOLE_KEY_ID,
  keyName: r.keyName || CONSOLE_KEY_NAME,
  model: r.model,
  appId: r.appId,
  appName: r.appName,
  status: r.status,
  errorCode: r.errorCode || (r.status === 200 ? '' : String(r.status)),
  tokensIn: r.tokensIn,
  cachedTokens: r.cachedTokens,
  tokensOut: r.tokensOut,
  cost: r.costCents / 100,
  latencyMs: r.latencyMs,
  firstTokenMs: r.firstTokenMs,
  stream: r.stream,
  outcome: r.outcome === 'disconnected' ? 'disconnected' : '',
});

function matches(f: RequestLogFilter, r: UsageRecordRow): boolean {
  const date = beijingDate(r.createTime);
  const code = text(f.errorCode);
  return (
    (!f.keyId || (r.keyId || CONSOLE_KEY_ID) === f.keyId) &&
    (!f.model || r.model === f.model) &&
    (!f.status || (f.status === 'success') === (r.status === 200)) &&
    (!code || r.errorCode === code || String(r.status) === code) &&
    (!text(f.requestId) || r.requestId.startsWith(text(f.requestId))) &&
    (!f.appId || r.appId === f.appId) &&
    (!f.start || date >= f.start) &&
    (!f.end || date <= f.end)
  );
}

function filterOf(body: Partial<RequestLogFilter>): RequestLogFilter {
  const pick = (v: unknown) => text(v) || undefined;
  const status = body.status === 'success' || body.status === 'error' ? body.status : undefined;
  const f: RequestLogFilter = {
    keyId: pick(body.keyId),
    model: pick(body.model),
    status,
    errorCode: pick(body.errorCode),
    requestId: pick(body.requestId),
    appId: pick(body.appId),
    start: pick(body.start),
    end: pick(body.end),
  };
  const isDate = (d: string | undefined) => d === undefined || /^\d{4}-\d{2}-\d{2}$/.test(d);
  if (!isDate(f.start) || !isDate(f.end)) refuse(requestLogMessages.dateInvalid, 400);
  if (f.start && f.end && f.start > f.end) refuse(requestLogMessages.rangeReversed, 400);
  return f;
}

/** A user's matching calls, newest first (the same instant: the later row first). */
const matching = (user: UserRow, f: RequestLogFilter): UsageRecordRow[] =>
  recordsOf(user.id)
    .filter((r) => matches(f, r))
    .sort((a, b) => compareText(b.createTime, a.createTime) || Number(b.id) - Number(a.id));

function search(user: UserRow, body: Partial<RequestLogQuery>): Page<RequestLogRow> {
  const rows = matching(user, filterOf(body));
  const { pageNum, pageSize } = pageParams(body);
  return {
    records: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize).map(toRow),
    total: rows.length,
    pageNum,
    pageSize,
    pages: Math.ceil(rows.length / pageSize),
  };
}

function detail(user: UserRow, requestId: string): RequestLogDetail {
  const row = recordsOf(user.id).find((r) => r.requestId === requestId);
  if (!row) return refuse(requestLogMessages.notFound, 404);
  const model = findModel(row.model);
  const perMillion = (perThousand: number) => Math.round(perThousand * 1000 * 1e4) / 1e4;
  const prices = model && model.pricing.unit === '千tokens' ? tokenPrices(model, row.createTime) : undefined;
  return {
    ...toRow(row),
    clientIp: row.clientIp,
    errorBody: row.errorBody,
    limits: row.limitStack ? (JSON.parse(row.limitStack) as LimitStack) : null,
    prices: prices
      ? {
          input: perMillion(prices.input),
          cachedInput: perMillion(prices.cachedInput),
          output: perMillion(prices.output),
        }
      : null,
  };
}

/** Beijing wall-clock time, as a spreadsheet shows it. */
const beijingTime = (iso: string): string =>
  new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

function exportOf(user: UserRow, body: Partial<RequestLogFilter>): UsageExport {
  const rows = matching(user, filterOf(body)).map(toRow);
  if (rows.length > MAX_EXPORT_ROWS) refuse(requestLogMessages.exportTooLarge(MAX_EXPORT_ROWS), 400);
  return {
    fileName: `调用日志_${beijingDate(new Date().toISOString())}.csv`,
    rows: rows.length,
    csv: toCsv(
      [
        '请求ID',
        '时间',
        'API密钥',
        '模型',
        '应用',
        '状态码',
        '错误码',
        '输入tokens',
        '缓存tokens',
        '输出tokens',
        '费用(元)',
        '首字延迟(ms)',
        '总延迟(ms)',
        '流式',
        '结果',
      ],
      rows.map((r) => [
        r.requestId,
        beijingTime(r.time),
        r.keyName,
        r.model,
        r.appName,
        r.status,
        r.errorCode,
        r.tokensIn,
        r.cachedTokens,
        r.tokensOut,
        r.cost.toFixed(2),
        r.firstTokenMs,
        r.latencyMs,
        r.stream ? '是' : '否',
        r.outcome === 'disconnected' ? '客户端中断' : r.status === 200 ? '完成' : '失败',
      ]),
    ),
  };
}

function options(user: UserRow): RequestLogOptions {
  const rows = recordsOf(user.id).map(toRow);
  const unique = <T>(items: T[], key: (t: T) => string) => [...new Map(items.map((i) => [key(i), i])).values()];
  return {
    keys: unique(
      rows.map((r) => ({ id: r.keyId, name: r.keyName })),
      (k) => k.id,
    ),
    models: [...new Set(rows.map((r) => r.model).filter(Boolean))].sort(),
    apps: unique(
      rows.filter((r) => r.appId).map((r) => ({ id: r.appId, name: r.appName })),
      (a) => a.id,
    ),
  };
}

const p = paths.requestLog;

export const requestLogHandlers = [
  http.post(
    url(p.search),
    withAdmin(USAGE_CODES, async ({ request, user }) => ok(search(user, await readJson<RequestLogQuery>(request)))),
  ),
  http.get(
    url(p.detail(':requestId')),
    withAdmin(USAGE_CODES, ({ params, user }) => ok(detail(user, text(params.requestId)))),
  ),
  http.post(
    url(p.export),
    withAdmin(USAGE_CODES, async ({ request, user }) => ok(exportOf(user, await readJson<RequestLogFilter>(request)))),
  ),
  http.get(
    url(p.options),
    withAdmin(USAGE_CODES, ({ user }) => ok(options(user))),
  ),
];
