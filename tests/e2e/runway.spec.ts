import { expect, test } from '@playwright/test';
import { freshStart, signInAs } from './support';

test.beforeEach(async ({ page }) => freshStart(page));

test('pre-flight cost in the playground follows max_tokens; 余额跑道 shows the days left and how they were worked out', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'dev_ent', '/console/experience-center/playground?model=glm-4');
  await page.getByLabel('用户输入').fill('巡检结果如何？');
  // glm-4 at ¥0.005 / ¥0.01 per thousand tokens: 15 prompt tokens and 1024 out at most.
  const worst = page.getByTestId('preflight-worst-console');
  await expect(worst).toHaveText('¥0.02');
  await expect(page.getByTestId('preflight-basis-console')).toContainText('输入约 15 tokens');
  await expect(page.getByTestId('preflight-budget-console')).toHaveText('未设置月度预算。');
  await page.getByLabel('最大输出（max_tokens）').fill('4000');
  await expect(worst).toHaveText('¥0.05');

  await page.goto('/account-center/usage-mgmt/usage-statistics');
  await expect(page.getByTestId('usage-total-cost')).toBeVisible();
  await page.getByRole('link', { name: '余额跑道' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '余额跑道' })).toBeVisible();
  const basis = page.getByTestId('runway-basis');
  await expect(basis).toContainText('按 2026-10-25 至 2026-10-31 共 7 天（不含今天）的消费推算');
  await expect(basis).toContainText(/日均 ¥[\d,]+\.\d{2}/);
  await expect(page.getByTestId('runway-days')).toHaveText(/^约 \d+ 天$/);
  await page.getByRole('button', { name: '按近30天' }).click();
  await expect(basis).toContainText('按 2026-10-02 至 2026-10-31 共 30 天');
  await expect(page.getByTestId('runway-days')).toHaveText(/^约 \d+ 天$/);

  // Loaded directly, its first screen is built before the simulator is asked: on the demo's clock all the same.
  await page.reload();
  await expect(basis).toContainText('按 2026-10-25 至 2026-10-31 共 7 天（不含今天）的消费推算');
});
