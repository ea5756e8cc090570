/**
 * Usage analytics (platform extension, not SPEC): tokens, calls and cost by day, week or month,
 * grouped by model, API key or app; the request log behind any bucket; CSV export of either.
 * Everything is a sum over the usage ledger (rules/usageLedger.ts), the same one bills read.
 */
import { http } from 'msw';
import { paths } from '../../src/api/paths';
import type { Page } from '../../src/domain/types/common.types';
import type {
  UsageAmounts,
  UsageBucket,
  UsageExport,
  UsageExportQuery,
  UsageGroupAmounts,
  UsageGroupBy,
  UsageQuery,
  UsageRequest,
  UsageRequestQuery,
  UsageSummary,
} from '../../src/domain/types/usage.types';
import {
  bucketLabel,
  buckets,
  isGranularity,
  isGroupBy,
  rangeError,
  toCsv,
  usageMessages,
} from '../../src/domain/usageQuery';
import type { UserRow } from '../db/models';
import { pageParams } from '../rules/paging';
import { ok, readJson, refuse, text, url, withAdmin } from '../rules/respond';
import { cacheSavingCents } from '../rules/cacheSavings';
import { usageCells, type UsageCell } from '../rules/usageLedger';
import { findModel } from '../seed/models';
import { requestsOfCell } from '../seed/usage';
import { compareText } from '../../src/domain/ordering';

export const USAGE_CODES = ['TradeC:TradeManage:read', 'TradeC:AccManage:read'];
export const MAX_EXPORT_REQUESTS = 50_000;
export const usageHandlerMessages = {
  exportTooLarge: `导出的请求超过${MAX_EXPORT_REQUESTS}条，请缩小日期范围或选择单个分组`,
} as const;

const yuan = (fen: number): number => fen / 100;

function validRange(body: Partial<{ start: unknown; end: unknown }>): { start: string; end: string } {
  const start = text(body.start);
  const end = text(body.end);
  const problem = rangeError(start, end);
  return problem ? refuse(problem, 400) : { start, end };
}

function validQuery(body: Partial<UsageQuery>): UsageQuery {
  const range = validRange(body);
  if (!isGranularity(body.granularity)) refuse(usageMessages.granularityInvalid, 400);
  if (!isGroupBy(body.groupBy)) refuse(usageMessages.groupByInvalid, 400);
  return { ...range, granularity: body.granularity, groupBy: body.groupBy };
}

function groupOf(cell: UsageCell, by: UsageGroupBy): { key: string; label: string } {
  if (by === 'model') return { key: cell.model, label: findModel(cell.model)?.name ?? cell.model };
  if (by === 'key') return { key: cell.keyId, label: cell.keyName };
  return { key: cell.appId, label: cell.appName };
}

const zero = (): UsageAmounts => ({
  calls: 0,
  failedCalls: 0,
  tokensIn: 0,
  tokensOut: 0,
  cost: 0,
  cachedTokens: 0,
  cacheSavings: 0,
});

/** Adds in fen, answers in yuan: summing yuan floats would drift from the bills. */
function amountsOf(cells: readonly UsageCell[]): UsageAmounts {
  const sum = (pick: (c: UsageCell) => number) => cells.reduce((s, c) => s + pick(c), 0);
  return {
    calls: sum((c) => c.calls),
    failedCalls: sum((c) => c.failedCalls),
    tokensIn: sum((c) => c.tokensIn),
    tokensOut: sum((c) => c.tokensOut),
    cost: yuan(sum((c) => c.costCents)),
    // Only recorded calls can have hit the prompt cache; the seeded history never did.
    cachedTokens: sum((c) => c.record?.cachedTokens ?? 0),
    cacheSavings: yuan(sum((c) => (c.record ? cacheSavingCents(c.record) : 0))),
  };
}

export function summarize(user: UserRow, q: UsageQuery): UsageSummary {
  const cells = usageCells(user, q.start, q.end);
  const series = new Map<string, { key: string; label: string; costCents: number }>();
  for (const cell of cells) {
    const g = groupOf(cell, q.groupBy);
    const entry = series.get(g.key) ?? { ...g, costCents: 0 };
    entry.costCents += cell.costCents;
    series.set(g.key, entry);
  }
  const result: UsageBucket[] = buckets(q.start, q.end, q.granularity).map(([first, last]) => {
    const inBucket = cells.filter((c) => c.date >= first && c.date <= last);
    const groups: UsageGroupAmounts[] = [];
    for (const s of series.values()) {
      const mine = inBucket.filter((c) => groupOf(c, q.groupBy).key === s.key);
      if (mine.length) groups.push({ key: s.key, label: s.label, ...amountsOf(mine) });
    }
    return {
      start: first,
      end: last,
      label: bucketLabel(first, last, q.granularity),
      total: inBucket.length ? amountsOf(inBucket) : zero(),
      groups,
    };
  });
  const ordered = [...series.values()].sort((a, b) => b.costCents - a.costCents || a.label.localeCompare(b.label));
  return { ...q, series: ordered.map(({ key, label }) => ({ key, label })), buckets: result, totals: amountsOf(cells) };
}

/** The request log of one day's cells, newest first. */
function dayRequests(user: UserRow, cells: readonly UsageCell[]): UsageRequest[] {
  const out: UsageRequest[] = [];
  for (const [index, cell] of cells.entries()) {
    const common = {
      keyId: cell.keyId,
      keyName: cell.keyName,
      model: cell.model,
      appId: cell.appId,
      appName: cell.appName,
    };
    if (cell.record) {
      const r = cell.record;
      out.push({
        id: `r${r.id}`,
        time: r.createTime,
        ...common,
        tokensIn: r.tokensIn,
        tokensOut: r.tokensOut,
        cost: yuan(r.costCents),
        latencyMs: r.latencyMs,
        status: r.status,
      });
      continue;
    }
    requestsOfCell(user.userName, cell).forEach((req, i) =>
      out.push({
        id: `h${cell.date.replace(/-/g, '')}-${index}-${i}`,
        time: req.time,
        ...common,
        tokensIn: req.tokensIn,
        tokensOut: req.tokensOut,
        cost: yuan(req.costCents),
        latencyMs: req.latencyMs,
        status: 200,
      }),
    );
  }
  return out.sort((a, b) => compareText(b.time, a.time) || compareText(b.id, a.id));
}

function matchingCells(user: UserRow, body: Partial<UsageRequestQuery>): { cells: UsageCell[]; days: string[] } {
  const { start, end } = validRange(body);
  const groupKey = body.groupKey === undefined ? undefined : text(body.groupKey);
  if (groupKey !== undefined && !isGroupBy(body.groupBy)) refuse(usageMessages.groupByInvalid, 400);
  const by = body.groupBy as UsageGroupBy;
  const cells = usageCells(user, start, end).filter((c) => groupKey === undefined || groupOf(c, by).key === groupKey);
  return { cells, days: [...new Set(cells.map((c) => c.date))].sort().reverse() };
}

/**
 * One page of the request log, newest first. Only the days the page falls in are expanded into
 * requests: a month of history is tens of thousands of calls, and each day's count is known.
 */
export function requestPage(user: UserRow, body: Partial<UsageRequestQuery>): Page<UsageRequest> {
  const { pageNum, pageSize } = pageParams(body, 20);
  const { cells, days } = matchingCells(user, body);
  const from = (pageNum - 1) * pageSize;
  const records: UsageRequest[] = [];
  let seen = 0;
  for (const day of days) {
    const dayCells = cells.filter((c) => c.date === day);
    const count = dayCells.reduce((s, c) => s + c.calls, 0);
    if (seen + count > from && records.length < pageSize) {
      records.push(
        ...dayRequests(user, dayCells).slice(
          Math.max(0, from - seen),
          Math.max(0, from - seen) + pageSize - records.length,
        ),
      );
    }
    seen += count;
  }
  return { records, total: seen, pageNum, pageSize, pages: Math.ceil(seen / pageSize) };
}

/** Beijing wall-clock time, as a spreadsheet shows it. */
const beijingTime = (iso: string): string =>
  new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

function exportOf(user: UserRow, body: Partial<UsageExportQuery>): UsageExport {
  const q = validQuery(body);
  const fileBase = `用量统计_${q.start}_${q.end}`;
  if (body.view === 'requests') {
    const { cells, days } = matchingCells(user, { ...q, groupKey: body.groupKey });
    const total = cells.reduce((s, c) => s + c.calls, 0);
    if (total > MAX_EXPORT_REQUESTS) refuse(usageHandlerMessages.exportTooLarge, 400);
    const rows = days.flatMap((day) =>
      dayRequests(
        user,
        cells.filter((c) => c.date === day),
      ),
    );
    return {
      fileName: `${fileBase}_请求明细.csv`,
      rows: rows.length,
      csv: toCsv(
        ['时间', 'API密钥', '模型', '应用', '输入tokens', '输出tokens', '费用(元)', '延迟(ms)', '状态码'],
        rows.map((r) => [
          beijingTime(r.time),
          r.keyName,
          r.model,
          r.appName,
          r.tokensIn,
          r.tokensOut,
          r.cost.toFixed(2),
          r.latencyMs,
          r.status,
        ]),
      ),
    };
  }
  const summary = summarize(user, q);
  const rows = summary.buckets.flatMap((b) =>
    b.groups.map((g) => [b.label, g.label, g.calls, g.failedCalls, g.tokensIn, g.tokensOut, g.cost.toFixed(2)]),
  );
  return {
    fileName: `${fileBase}.csv`,
    rows: rows.length,
    csv: toCsv(
      [
        '时间',
        { model: '模型', key: 'API密钥', app: '应用' }[q.groupBy],
        '调用次数',
        '失败次数',
        '输入tokens',
        '输出tokens',
        '费用(元)',
      ],
      rows,
    ),
  };
}

const u = paths.usage;

export const usageHandlers = [
  http.post(
    url(u.summary),
    withAdmin(USAGE_CODES, async ({ request, user }) =>
      ok(summarize(user, validQuery(await readJson<UsageQuery>(request)))),
    ),
  ),
  http.post(
    url(u.requests),
    withAdmin(USAGE_CODES, async ({ request, user }) =>
      ok(requestPage(user, await readJson<UsageRequestQuery>(request))),
    ),
  ),
  http.post(
    url(u.export),
    withAdmin(USAGE_CODES, async ({ request, user }) => ok(exportOf(user, await readJson<UsageExportQuery>(request)))),
  ),
];
