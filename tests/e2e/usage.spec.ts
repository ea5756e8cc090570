import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { freshStart, signInAs } from './support';

test.beforeEach(async ({ page }) => freshStart(page));

test('usage: table view, a bar drilled into its requests, CSV export of what is shown, then a monthly budget', async ({
  page,
}) => {
  // A long journey (two pages, a download, a reload that restarts the in-browser simulator).
  test.setTimeout(120_000);
  await signInAs(page, 'dev_ent', '/account-center/transaction-mgmt/daily-bills');
  await page.getByRole('link', { name: '用量统计' }).click();
  await expect(page).toHaveURL(/\/account-center\/usage-mgmt\/usage-statistics$/);
  // dev_ent's seeded usage over the last 30 days of the simulator's clock.
  await expect(page.getByTestId('usage-total-cost')).toHaveText('¥5,135.52');

  // The same numbers as a table, in calls.
  await page.getByRole('button', { name: '表格视图' }).click();
  await page.getByLabel('统计指标').selectOption('calls');
  const table = page.getByRole('table', { name: '2026-10-03 至 2026-11-01 每日调用次数（按模型）' });
  const oct15 = table.getByRole('row').filter({ has: page.getByRole('cell', { name: '2026-10-15', exact: true }) });
  await expect(oct15.getByRole('cell')).toHaveText(['2026-10-15', '541', '—', '—', '37', '578']);

  // Back to the chart: a bar segment opens the requests behind it.
  await page.getByRole('button', { name: '图表视图' }).click();
  const chart = page.getByTestId('usage-chart');
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await chart.locator('.recharts-bar-rectangle path').first().click();
  const log = page.getByRole('region', { name: '请求记录' });
  await expect(log.getByRole('heading')).toHaveText(/^2026-\d{2}-\d{2} · 模型：.+ 的请求记录$/);
  const day = ((await log.getByRole('heading').textContent()) ?? '').slice(0, 10);
  const firstRequest = log.getByRole('table').getByRole('row').nth(1);
  await expect(firstRequest.getByRole('cell').first()).toHaveText(new RegExp(`^${day} \\d{2}:\\d{2}$`));
  await expect(firstRequest.getByRole('cell').last()).toHaveText('成功');

  // Export what is shown: the CSV holds the 2026-10-15 row the table showed.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '导出 CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('用量统计_2026-10-03_2026-11-01.csv');
  const csv = await readFile((await download.path()) as string, 'utf8');
  expect(csv.split('\r\n')).toContain('2026-10-15,通义千问 Max,541,0,1556640,605360,259.44');

  // 费用管理: a monthly budget.
  await page.getByRole('link', { name: '费用管理' }).click();
  const budget = page.getByLabel('月度预算（元）');
  await budget.fill('-1');
  await page.getByRole('button', { name: '保存预算' }).click();
  await expect(page.getByText('月度预算不能为负数，请输入不小于0的金额')).toBeVisible();
  await expect(budget).toHaveValue('-1');
  await budget.fill('800');
  await page.getByRole('button', { name: '保存预算' }).click();
  await expect(page.getByText(/预算 ¥800\.00/)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('月度预算（元）')).toHaveValue('800');
});
