import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/api/paths';
import type { Page } from '../../../src/domain/types/common.types';
import type { BillPage, DailyBillPage, MonthlyBill } from '../../../src/domain/types/trade.types';
import type { UsageExport, UsageRequest, UsageSummary } from '../../../src/domain/types/usage.types';
import { ORIGIN, call, loginAs, post, serveSimulatorPerTest } from './client';

serveSimulatorPerTest();

/** Yuan summed in fen: adding yuan floats drifts. */
const fen = (yuan: number) => Math.round(yuan * 100);
const sumFen = (values: number[]) => values.reduce((s, v) => s + fen(v), 0);

const october = { start: '2026-10-01', end: '2026-10-31' };

async function summary(token: string, body: Record<string, unknown>) {
  return post<UsageSummary>(paths.usage.summary, { ...october, granularity: 'day', groupBy: 'model', ...body }, token);
}

async function apiCall(secret: string, model: string) {
  const response = await fetch(new URL(paths.developer.chatCompletions, ORIGIN), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify({ model, messages: [{ role: 'user', content: '巡检报告怎么写' }] }),
  });
  return response.status;
}

describe('usage analytics', () => {
  it('reconciles with the daily and monthly bills, day by day and in total', async () => {
    const token = await loginAs('dev_ent');
    const { data } = await summary(token, {});
    const daily = await post<DailyBillPage>(
      paths.trade.dailyBills,
      { month: '2026-10', pageNum: 1, pageSize: 31 },
      token,
    );
    const monthly = await post<BillPage<MonthlyBill>>(
      paths.trade.monthlyBills,
      { month: '2026-10', pageNum: 1, pageSize: 10 },
      token,
    );
    expect(data.buckets).toHaveLength(31);
    const billOn = new Map(daily.data.series.map((d) => [d.date, fen(d.amount)]));
    for (const bucket of data.buckets) expect(fen(bucket.total.cost), bucket.start).toBe(billOn.get(bucket.start));
    expect(fen(data.totals.cost)).toBe(fen(monthly.data.totals.amount));
    expect(fen(data.totals.cost)).toBe(fen(daily.data.totals.amount));
    // Each bucket's groups add up to its total.
    for (const bucket of data.buckets) expect(sumFen(bucket.groups.map((g) => g.cost))).toBe(fen(bucket.total.cost));
    expect(data.totals.calls).toBeGreaterThan(10_000);
    expect(data.series.map((s) => s.key).sort()).toEqual(['paraformer-asr', 'qwen-max', 'qwen-vl-plus', 'sky-lite']);
  });

  it('groups the same totals by key and by app, by week and by month', async () => {
    const token = await loginAs('dev_ent');
    const byModel = (await summary(token, {})).data;
    const byKey = (await summary(token, { groupBy: 'key', granularity: 'week' })).data;
    const byApp = (await summary(token, { groupBy: 'app', granularity: 'month' })).data;
    expect(byKey.totals).toEqual(byModel.totals);
    expect(byApp.totals).toEqual(byModel.totals);
    expect(byKey.series.map((s) => s.label)).toEqual(['生产环境', '测试环境']);
    expect(byApp.series.map((s) => s.label)).toEqual(['API 直连', '电力巡检助手', '智能客服机器人']);
    expect(byKey.buckets.map((b) => b.label)[0]).toBe('2026-10-01 ~ 2026-10-04');
    expect(byApp.buckets).toHaveLength(1);
    // Before the first key existed (2026-06-04), calls came from the console.
    const june = (await summary(token, { start: '2026-06-01', end: '2026-06-05', groupBy: 'key' })).data;
    expect(june.buckets[0].groups.map((g) => g.label)).toEqual(['控制台（无密钥）']);
    expect(june.buckets[4].groups.map((g) => g.label)).toEqual(['生产环境']);
  });

  it('refuses a reversed or malformed range with its message', async () => {
    const token = await loginAs('dev_ent');
    expect((await summary(token, { start: '2026-10-31', end: '2026-10-01' })).msg).toBe('开始日期不能晚于结束日期');
    expect((await summary(token, { granularity: 'hour' })).msg).toBe('请选择统计粒度（按日、按周或按月）');
    expect((await summary(token, { groupBy: 'region' })).msg).toBe('请选择分组方式（按模型、按API密钥或按应用）');
    expect((await post(paths.usage.requests, { start: 'x', end: '2026-10-01' }, token)).msg).toBe('请选择正确的日期');
  });

  it('pages the request log behind a bar segment; the requests add up to it', async () => {
    const token = await loginAs('dev_ent');
    const day = { start: '2026-10-15', end: '2026-10-15' };
    // The model with the fewest calls that day keeps the walk through its pages short.
    const bar = (await summary(token, { ...day })).data.buckets[0].groups.sort((a, b) => a.calls - b.calls)[0];
    expect(bar.calls).toBeGreaterThan(1);
    const query = { ...day, groupBy: 'model', groupKey: bar.key, pageSize: 100 };
    const first = await post<Page<UsageRequest>>(paths.usage.requests, { ...query, pageNum: 1 }, token);
    expect(first.data.total).toBe(bar.calls);
    const all: UsageRequest[] = [];
    for (let pageNum = 1; pageNum <= first.data.pages; pageNum++)
      all.push(...(await post<Page<UsageRequest>>(paths.usage.requests, { ...query, pageNum }, token)).data.records);
    expect(all).toHaveLength(bar.calls);
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    expect(sumFen(all.map((r) => r.cost))).toBe(fen(bar.cost));
    expect(all.reduce((s, r) => s + r.tokensIn, 0)).toBe(bar.tokensIn);
    expect(all.reduce((s, r) => s + r.tokensOut, 0)).toBe(bar.tokensOut);
    // Newest first, all on that Beijing day, all answered.
    expect(all.map((r) => r.time)).toEqual([...all.map((r) => r.time)].sort().reverse());
    expect(
      all.every(
        (r) =>
          r.time >= '2026-10-14T16:00:00.000Z' &&
          r.time < '2026-10-15T16:00:00.000Z' &&
          r.status === 200 &&
          r.model === bar.key,
      ),
    ).toBe(true);
    // The same query answers the same requests: the log is deterministic.
    expect(
      (await post<Page<UsageRequest>>(paths.usage.requests, { ...query, pageNum: 1 }, token)).data.records,
    ).toEqual(first.data.records);
  });

  it('pages across days without skipping or repeating', async () => {
    const token = await loginAs('dev_person');
    // A page size that does not divide a day's calls: pages straddle days.
    const query = { start: '2026-10-20', end: '2026-10-31', pageSize: 37 };
    const total = (await post<Page<UsageRequest>>(paths.usage.requests, { ...query, pageNum: 1 }, token)).data.total;
    expect(total).toBeGreaterThan(100);
    const ids: string[] = [];
    const pages = Math.ceil(total / 37);
    for (let pageNum = 1; pageNum <= pages; pageNum++)
      ids.push(
        ...(await post<Page<UsageRequest>>(paths.usage.requests, { ...query, pageNum }, token)).data.records.map(
          (r) => r.id,
        ),
      );
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
  });

  it('shows a call made with a key in the chart, the request log, the bills and the CSV export', async () => {
    const token = await loginAs('dev_ent');
    const { data: key } = await post<{ id: string; secret: string }>(
      paths.developer.keyCreate,
      { name: '巡检应用', allowedModels: ['glm-4'] },
      token,
    );
    expect(await apiCall(key.secret, 'qwen-max')).toBe(403);
    expect(await apiCall(key.secret, 'glm-4')).toBe(200);
    const today = { start: '2026-11-01', end: '2026-11-01' };
    const chart = (await summary(token, { ...today, groupBy: 'key' })).data;
    const segment = chart.buckets[0].groups.find((g) => g.key === key.id);
    expect(segment).toMatchObject({ label: '巡检应用', calls: 2, failedCalls: 1 });
    expect(segment?.cost).toBeGreaterThan(0);
    const log = (
      await post<Page<UsageRequest>>(
        paths.usage.requests,
        { ...today, groupBy: 'key', groupKey: key.id, pageNum: 1, pageSize: 10 },
        token,
      )
    ).data;
    expect(log.records.map((r) => [r.model, r.status])).toEqual([
      ['glm-4', 200],
      ['qwen-max', 403],
    ]);
    const daily = await post<DailyBillPage>(
      paths.trade.dailyBills,
      { month: '2026-11', pageNum: 1, pageSize: 31 },
      token,
    );
    expect(fen(daily.data.totals.amount)).toBe(fen(chart.totals.cost));
    expect(daily.data.products).toEqual(['GLM-4']);

    const csv = (
      await post<UsageExport>(
        paths.usage.export,
        { ...today, granularity: 'day', groupBy: 'key', view: 'summary' },
        token,
      )
    ).data;
    expect(csv.fileName).toBe('用量统计_2026-11-01_2026-11-01.csv');
    expect(csv.csv.split('\r\n')).toEqual([
      '\uFEFF时间,API密钥,调用次数,失败次数,输入tokens,输出tokens,费用(元)',
      `2026-11-01,巡检应用,2,1,${segment?.tokensIn},${segment?.tokensOut},${segment?.cost.toFixed(2)}`,
      '',
    ]);
    const requests = (
      await post<UsageExport>(
        paths.usage.export,
        { ...today, granularity: 'day', groupBy: 'key', groupKey: key.id, view: 'requests' },
        token,
      )
    ).data;
    const lines = requests.csv.split('\r\n');
    expect(lines[0]).toBe('\uFEFF时间,API密钥,模型,应用,输入tokens,输出tokens,费用(元),延迟(ms),状态码');
    expect(lines[1]).toMatch(/^2026-11-01 08:\d\d:\d\d,巡检应用,glm-4,API 直连,\d+,\d+,\d+\.\d\d,\d+,200$/);
    expect(lines[2]).toMatch(/^2026-11-01 08:\d\d:\d\d,巡检应用,qwen-max,API 直连,0,0,0\.00,0,403$/);
    expect(requests.rows).toBe(2);
  });

  it('exports what the summary shows, one row per bucket and series', async () => {
    const token = await loginAs('dev_ent');
    const q = { ...october, granularity: 'week', groupBy: 'app' };
    const shown = (await summary(token, q)).data;
    const { data } = await post<UsageExport>(paths.usage.export, { ...q, view: 'summary' }, token);
    const rows = data.csv
      .trim()
      .split('\r\n')
      .slice(1)
      .map((l) => l.split(','));
    expect(rows).toHaveLength(shown.buckets.reduce((s, b) => s + b.groups.length, 0));
    expect(sumFen(rows.map((r) => Number(r[6])))).toBe(fen(shown.totals.cost));
    expect(rows[0].slice(0, 2)).toEqual(['2026-10-01 ~ 2026-10-04', 'API 直连']);
  });

  it('needs a session', async () => {
    expect(
      (await call(paths.usage.summary, { body: { ...october, granularity: 'day', groupBy: 'model' } })).status,
    ).toBe(401);
  });
});
