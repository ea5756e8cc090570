import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support';

/**
 * 对账台: calls run from the playground are reconciled to the fen for today (request log = bill =
 * wallets, line by line); a wrong charge switched on in the demo console is then named by 对账.
 */
const PLAYGROUND = '/console/experience-center/playground?model=deepseek-v3';
const RECONCILE = '/account-center/usage-mgmt/reconciliation';
const SHOTS = process.env.SHOTS_DIR;

async function runCall(page: Page, prompt: string) {
  await page.goto(PLAYGROUND);
  await expect(page.getByLabel('模型', { exact: true })).toHaveValue('deepseek-v3');
  await page.getByLabel('用户输入').fill(prompt);
  await page.getByRole('button', { name: '运行' }).click();
  await expect(page.getByRole('region', { name: '模型回答' }).getByLabel('调用统计')).toContainText('费用¥');
}

async function reconcileToday(page: Page) {
  await page.goto(RECONCILE);
  // Without a date the platform's today is reconciled: the simulator's day (the seeded clock).
  await page.getByRole('button', { name: '开始对账（今天）' }).click();
  await expect(page.getByLabel('对账日期')).toHaveValue('2026-11-01');
  return page.getByTestId('recon-verdict');
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.use({ viewport: { width: 1440, height: 900 } });

test('playground calls reconcile for today; a wrong charge from the fault switch is named', async ({ page }) => {
  await signInAs(page, 'dev_ent', '/home');
  await runCall(page, '用一句话介绍你自己');
  await runCall(page, '写一份巡检报告的提纲');

  const verdict = await reconcileToday(page);
  await expect(verdict).toContainText('2026-11-01 对账一致');
  const rows = page.getByRole('table', { name: '对账明细' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('一致');
  await expect(rows.nth(2)).toContainText('一致');
  const log = await page.getByTestId('recon-log').innerText();
  await expect(page.getByTestId('recon-bill')).toHaveText(log);
  await expect(page.getByTestId('recon-wallets')).toHaveText(log);
  await shot(page, 'reconcile-match');

  // The demo console's 故障开关: the next call is charged wrongly.
  await page.getByTestId('demo-launcher').click();
  const drawer = page.getByRole('dialog', { name: '演示控制台' });
  await drawer.getByRole('tab', { name: /故障开关/ }).click();
  await drawer.getByLabel('接口区域').selectOption({ label: '计费（调用扣费）' });
  await expect(drawer.getByLabel('故障类型')).toHaveValue('wrongCharge');
  await drawer.getByLabel('生效范围').selectOption({ label: '仅下一次请求' });
  await drawer.getByRole('button', { name: '开启故障' }).click();
  await expect(drawer.getByText('计费（调用扣费） · 错误扣费（按日志费用的10倍扣） · 仅下一次请求')).toBeVisible();
  await page.keyboard.press('Escape');

  await runCall(page, '再写一份巡检报告的提纲');
  await expect(await reconcileToday(page)).toContainText('发现 1 项异常');
  const gaps = page.getByRole('list', { name: '差异' }).getByRole('listitem');
  await expect(gaps).toHaveCount(1);
  await expect(gaps.first()).toContainText('错误扣费');
  await expect(gaps.first()).toContainText(/多扣 ¥\d+\.\d\d/);
  await expect(page.getByTestId('recon-bill')).not.toHaveText(await page.getByTestId('recon-log').innerText());
  await shot(page, 'reconcile-mismatch');

  await page.getByRole('link', { name: '查看资金账本' }).click();
  await expect(page.getByRole('table', { name: '资金账本' }).getByRole('row').nth(1)).toContainText('deepseek-v3@v1');
  await shot(page, 'ledger');
});
