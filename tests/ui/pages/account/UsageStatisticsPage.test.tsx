import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSimulator, server } from '../../../../mocks/node';
import { now as simulatorNow } from '../../../../mocks/rules/clock';
import { paths } from '../../../../src/api/paths';
import { startApp, systemActor } from '../../../../src/machines/app';
import { setClock } from '../../../../src/machines/clock';
import { clearToken, storeToken } from '../../../../src/machines/credentials';
import { UsageStatisticsPage } from '../../../../src/ui/pages/account/UsageStatisticsPage';
import { toaster } from '../../../../src/ui/toaster';
import { renderWithApp } from '../../../render';
import { loginAs } from '../../../unit/mocks/client';

/*
 * Expected numbers are dev_ent's seeded usage (mocks/seed/usage.ts, split from the daily bills of
 * mocks/seed/trade.ts), read once from the simulator and written down here. The page opens on
 * the last 30 days of the simulator's clock (2026-11-01): 2026-10-03 … 2026-11-01.
 */
const RANGE_TOTALS = { calls: '31,176', tokensIn: '69,631,520', tokensOut: '25,076,120', cost: '¥5,135.52' };
/** 2026-10-15: 通义千问 Max 541 calls ¥259.44, Paraformer 语音识别 37 calls ¥44.40; 2,162,000 tokens in all. */
const OCT_15 = {
  tokens: '2,162,000',
  calls: '578',
  cost: '¥303.84',
  qwenCalls: '541',
  qwenCost: '¥259.44',
  asrCalls: '37',
};

beforeEach(async () => {
  await resetSimulator();
  clearToken();
  toaster.remove();
  // As demo mode does: the portal's "today" is the simulator's.
  setClock(simulatorNow);
});

afterEach(() => {
  setClock(() => Date.now());
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

const PATH = '/account-center/usage-mgmt/usage-statistics';

async function renderPage() {
  storeToken(await loginAs('dev_ent'));
  const app = startApp();
  const rendered = renderWithApp(<UsageStatisticsPage />, { app, path: PATH });
  await waitFor(() => expect(systemActor(app, 'session').getSnapshot().matches('authenticated')).toBe(true));
  return { ...rendered, user: userEvent.setup() };
}

/** The JSON bodies the page posts to `path`, in order. */
function bodiesPostedTo(path: string): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path)
      void request
        .clone()
        .json()
        .then((b) => bodies.push(b));
  });
  return bodies;
}

const rowOf = (table: HTMLElement, first: string) =>
  within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryAllByRole('cell')[0]?.textContent === first) as HTMLElement;
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('UsageStatisticsPage', () => {
  it('shows the range totals and the chart, and the same numbers in 表格视图', async () => {
    const { user } = await renderPage();
    expect((await screen.findByTestId('usage-total-calls')).textContent).toContain(RANGE_TOTALS.calls);
    expect(screen.getByTestId('usage-total-tokens-in').textContent).toContain(RANGE_TOTALS.tokensIn);
    expect(screen.getByTestId('usage-total-tokens-out').textContent).toContain(RANGE_TOTALS.tokensOut);
    expect(screen.getByTestId('usage-total-cost').textContent).toContain(RANGE_TOTALS.cost);
    // The chart is named in Chinese and says how to reach the table.
    expect(screen.getByTestId('usage-chart')).toBeTruthy();
    expect(screen.getByText(/2026-10-03 至 2026-11-01 每日Tokens（按模型）。点击柱形/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '表格视图' }));
    expect(screen.getByRole('button', { name: '表格视图' }).getAttribute('aria-pressed')).toBe('true');
    const table = screen.getByRole('table', { name: '2026-10-03 至 2026-11-01 每日Tokens（按模型）' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['时间', '通义千问 Max', '天空 Lite 轻量对话', 'Qwen-VL Plus 视觉语言', 'Paraformer 语音识别', '合计']);
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 30 + 1);
    expect(cellsOf(rowOf(table, '2026-10-15')).at(-1)).toBe(OCT_15.tokens);

    // Another metric: the same table in calls, then in yuan.
    await user.selectOptions(screen.getByLabelText('统计指标'), 'calls');
    const calls = screen.getByRole('table', { name: /每日调用次数（按模型）/ });
    expect(cellsOf(rowOf(calls, '2026-10-15'))).toEqual([
      '2026-10-15',
      OCT_15.qwenCalls,
      '—',
      '—',
      OCT_15.asrCalls,
      OCT_15.calls,
    ]);
    expect(cellsOf(rowOf(calls, '合计')).at(-1)).toBe(RANGE_TOTALS.calls);
    await user.selectOptions(screen.getByLabelText('统计指标'), 'cost');
    expect(cellsOf(rowOf(screen.getByRole('table', { name: /每日费用/ }), '2026-10-15')).at(-1)).toBe(OCT_15.cost);
  });

  it('asks again by week and by API key; the totals stay those of the range', async () => {
    const { user } = await renderPage();
    await screen.findByTestId('usage-total-calls');
    const asked = bodiesPostedTo(paths.usage.summary);
    await user.click(screen.getByRole('button', { name: '表格视图' }));
    await user.selectOptions(screen.getByLabelText('统计粒度'), 'week');
    await user.selectOptions(screen.getByLabelText('分组方式'), 'key');
    await user.selectOptions(screen.getByLabelText('统计指标'), 'calls');
    const table = await screen.findByRole('table', { name: '2026-10-03 至 2026-11-01 每周调用次数（按API密钥）' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['时间', '生产环境', '测试环境', '合计']);
    // A week cut by the range's start, and a full week.
    expect(cellsOf(rowOf(table, '2026-10-03 ~ 2026-10-04'))).toEqual([
      '2026-10-03 ~ 2026-10-04',
      '967',
      '322',
      '1,289',
    ]);
    expect(cellsOf(rowOf(table, '2026-10-12 ~ 2026-10-18'))).toEqual([
      '2026-10-12 ~ 2026-10-18',
      '4,627',
      '1,541',
      '6,168',
    ]);
    expect(screen.getByTestId('usage-total-calls').textContent).toContain(RANGE_TOTALS.calls);
    expect(asked).toEqual([
      { start: '2026-10-03', end: '2026-11-01', granularity: 'week', groupBy: 'model' },
      { start: '2026-10-03', end: '2026-11-01', granularity: 'week', groupBy: 'key' },
    ]);
  });

  it('refuses a reversed range with a Chinese message, keeps what was typed and the last report', async () => {
    const { user } = await renderPage();
    await screen.findByTestId('usage-total-calls');
    const start = screen.getByLabelText('开始日期');
    await user.clear(start);
    await user.type(start, '2026-11-20');
    expect(await screen.findByText('开始日期不能晚于结束日期')).toBeTruthy();
    expect((start as HTMLInputElement).value).toBe('2026-11-20');
    expect(screen.getByTestId('usage-total-calls').textContent).toContain(RANGE_TOTALS.calls);
    // 上月 puts a whole month in both fields and asks for it.
    await user.click(screen.getByRole('button', { name: '上月' }));
    expect((start as HTMLInputElement).value).toBe('2026-10-01');
    expect((screen.getByLabelText('结束日期') as HTMLInputElement).value).toBe('2026-10-31');
    await waitFor(() => expect(screen.getByTestId('usage-total-cost').textContent).toContain('¥5,702.56'));
    expect(screen.queryByText('开始日期不能晚于结束日期')).toBeNull();
  });

  it('drills from a table cell into the requests behind it, paged', async () => {
    const { user } = await renderPage();
    await screen.findByTestId('usage-total-calls');
    await user.click(screen.getByRole('button', { name: '表格视图' }));
    const asked = bodiesPostedTo(paths.usage.requests);
    await user.click(screen.getByRole('button', { name: /，查看 2026-10-15 Paraformer 语音识别 的请求$/ }));
    const log = await screen.findByRole('table', { name: '2026-10-15 · 模型：Paraformer 语音识别 的请求记录' });
    await waitFor(() => expect(within(log).getAllByRole('row')).toHaveLength(1 + 20));
    expect(
      within(log)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['时间', 'API密钥', '模型', '输入 Tokens', '输出 Tokens', '费用', '延迟', '状态']);
    for (const row of within(log).getAllByRole('row').slice(1)) {
      const [time, , model, , , , , status] = cellsOf(row);
      expect(time).toMatch(/^2026-10-15 \d{2}:\d{2}$/);
      expect(model).toBe('paraformer-asr');
      expect(status).toBe('成功');
    }
    // 37 calls that day: two pages.
    expect(screen.getByText('共 37 条')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^第2页/ }));
    await waitFor(() => expect(within(log).getAllByRole('row')).toHaveLength(1 + 17));
    expect(asked).toEqual([
      {
        start: '2026-10-15',
        end: '2026-10-15',
        groupBy: 'model',
        groupKey: 'paraformer-asr',
        pageNum: 1,
        pageSize: 20,
      },
      {
        start: '2026-10-15',
        end: '2026-10-15',
        groupBy: 'model',
        groupKey: 'paraformer-asr',
        pageNum: 2,
        pageSize: 20,
      },
    ]);
    // A new grouping closes the log: its bar is gone.
    await user.selectOptions(screen.getByLabelText('分组方式'), 'app');
    await waitFor(() => expect(screen.queryByRole('region', { name: '请求记录' })).toBeNull());
  });

  it('exports what is shown as CSV: the summary query, or the requests of the open drill-down', async () => {
    const saved: { name: string; blob: Blob }[] = [];
    let lastBlob: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => ((lastBlob = blob), 'blob:usage'));
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (lastBlob) saved.push({ name: this.download, blob: lastBlob });
    });
    const { user } = await renderPage();
    await screen.findByTestId('usage-total-calls');
    await user.selectOptions(screen.getByLabelText('统计粒度'), 'month');
    await screen.findByRole('heading', { name: /每月Tokens/ });
    const asked = bodiesPostedTo(paths.usage.export);
    await user.click(screen.getByRole('button', { name: '导出 CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(asked[0]).toEqual({
      start: '2026-10-03',
      end: '2026-11-01',
      granularity: 'month',
      groupBy: 'model',
      view: 'summary',
    });
    expect(saved[0].name).toBe('用量统计_2026-10-03_2026-11-01.csv');
    // A BOM first, so spreadsheet programs read the Chinese right (text() drops it when decoding).
    expect([...new Uint8Array(await saved[0].blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = await saved[0].blob.text();
    expect(csv.split('\r\n')[0]).toBe('时间,模型,调用次数,失败次数,输入tokens,输出tokens,费用(元)');
    expect(await screen.findByText(/已导出 \d+ 行 CSV/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '表格视图' }));
    await user.click(screen.getByRole('button', { name: /，查看 2026-10 Paraformer 语音识别 的请求$/ }));
    await screen.findByRole('table', { name: /2026-10 · 模型：Paraformer 语音识别 的请求记录/ });
    await user.click(screen.getByRole('button', { name: '导出请求明细' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(asked[1]).toEqual({
      start: '2026-10-03',
      end: '2026-10-31',
      granularity: 'month',
      groupBy: 'model',
      view: 'requests',
      groupKey: 'paraformer-asr',
    });
    expect(saved[1].name).toBe('用量统计_2026-10-03_2026-10-31_请求明细.csv');
    expect((await saved[1].blob.text()).split('\r\n')[1]).toMatch(
      /^2026-10-\d{2} \d{2}:\d{2}:\d{2},.*,paraformer-asr,/,
    );
  });
});
