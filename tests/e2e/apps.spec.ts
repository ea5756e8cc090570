import { expect, test, type Page } from '@playwright/test';
import { freshStart, signInAs } from './support';

test.beforeEach(async ({ page }) => {
  await freshStart(page);
  // The app renders only once the simulator's worker answers: signing in before that can hit the bare preview server.
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
});

const shot = async (page: Page, name: string) => {
  if (process.env.APPS_SHOTS) await page.screenshot({ path: `/tmp/apps-${name}.png`, fullPage: true });
};

/** A 1×1 PNG: enough for the upload endpoint's type and size rules. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('add an app from the store, chat in a new session, top it, and find it all kept when coming back', async ({
  page,
}) => {
  await signInAs(page, 'dev_ent', '/app-center/app-store');
  await expect(page.getByRole('heading', { name: '应用商店' })).toBeVisible();
  const card = page.getByRole('article', { name: '营销文案生成' });
  await expect(card).toBeVisible();
  await shot(page, 'store');
  await card.getByRole('button', { name: /^添加到我的应用\s*：营销文案生成$/ }).click();
  await expect(page.getByText('添加成功')).toBeVisible();
  await expect(page).toHaveURL(/\/app-center\/my-app\/app-list\?oldId=\d+$/);
  const mine = page.getByRole('list', { name: '我的应用' });
  await expect(mine.getByRole('button', { name: /^营销文案生成/ })).toHaveAttribute('aria-current', 'true');
  await shot(page, 'list');

  await page.getByRole('region', { name: '当前应用' }).getByRole('link', { name: '开始对话' }).click();
  await expect(page).toHaveURL(/app-dialogue\?appId=\d+$/);
  await expect(page.getByRole('heading', { name: '营销文案生成' })).toBeVisible();
  await page.getByRole('button', { name: '新建会话' }).click();
  await expect(page.getByRole('list', { name: '会话列表' }).getByRole('listitem')).toHaveCount(2);
  await page.getByLabel('输入问题').fill('为一款降噪耳机写三条推广文案');
  await page.getByLabel('输入问题').press('Enter');
  const log = page.getByRole('log', { name: '对话内容' });
  await expect(log.getByText('为一款降噪耳机写三条推广文案')).toBeVisible();
  await expect(page.getByRole('button', { name: '停止生成' })).toBeVisible();
  await expect(page.getByRole('button', { name: '发送' })).toBeVisible({ timeout: 20_000 });
  await expect(log.getByText(/我是「营销文案生成」/)).toBeVisible();
  const sessions = page.getByRole('list', { name: '会话列表' });
  await expect(sessions.getByText('为一款降噪耳机写三条推广文案')).toBeVisible();

  // Top the older (seeded-empty) session: it moves first.
  const older = sessions.getByRole('listitem').nth(1);
  const olderTitle = (await older.locator('button').first().innerText()).split('\n')[0];
  await older.getByRole('button', { name: /^置顶/ }).click();
  await expect(page.getByText('已置顶')).toBeVisible();
  await expect(sessions.getByRole('listitem').first()).toContainText('置顶');
  await expect(sessions.getByRole('listitem').first()).toContainText(olderTitle);
  await shot(page, 'dialogue');

  await page.getByRole('link', { name: '返回应用列表' }).click();
  await expect(page).toHaveURL(/app-list\?oldId=\d+$/);
  await expect(mine.getByRole('button', { name: /^营销文案生成/ })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('region', { name: '当前应用' }).getByRole('link', { name: '开始对话' }).click();
  // Kept alive: the live exchange and the topped session are still there.
  await expect(log.getByText(/我是「营销文案生成」/)).toBeVisible();
  await expect(sessions.getByRole('listitem').first()).toContainText('置顶');
});

test('a published app goes to audit, an admin approves it, and it appears in the store', async ({ page }) => {
  await signInAs(page, 'dev_person', '/app-center/app-store');
  await page.getByRole('button', { name: '发布应用' }).click();
  const dialog = page.getByRole('dialog', { name: '发布应用' });
  await dialog.getByRole('button', { name: '提交审核' }).click();
  await expect(dialog.getByText('请输入应用名称')).toBeVisible();
  await dialog.getByLabel('应用名称').fill('周报生成器');
  await dialog.getByLabel('应用类型').selectOption({ label: '办公助手' });
  await dialog.getByLabel('应用图标').setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByText('上传中…')).toHaveCount(0);
  await dialog.getByLabel('应用简介').fill('根据本周工作记录自动生成周报');
  await dialog.getByLabel('应用描述').fill('输入本周完成的工作与下周计划，自动生成结构清晰、重点突出的周报。');
  await dialog.getByLabel('示例数据（JSON）').fill('{"question":"帮我写周报"}');
  await shot(page, 'publish');
  await dialog.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByText('已提交审核，审核通过后将在应用商店上架')).toBeVisible();
  await page.getByRole('tab', { name: '我的发布' }).click();
  const row = page.getByRole('row', { name: /周报生成器/ });
  await expect(row).toContainText('待审核');

  await signInAs(page, 'admin', '/mgmt-console/audits-mgmt/app-verification');
  const audit = page.getByRole('row', { name: /周报生成器/ });
  await expect(audit).toContainText('待审核');
  await shot(page, 'audit');
  await audit.getByRole('button', { name: '通过' }).click();
  await expect(page.getByRole('row', { name: /周报生成器/ })).toContainText('审核通过');

  await signInAs(page, 'dev_ent', '/app-center/app-store');
  await page.getByRole('searchbox').or(page.getByLabel('搜索应用')).fill('周报');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.getByRole('article', { name: '周报生成器' })).toBeVisible();
});

test('the feature hub without experience authorization opens the code dialog', async ({ page }) => {
  await signInAs(page, 'trial_none', '/app-center/feature-hub');
  await expect(page.getByRole('dialog', { name: '激活产品试用' })).toBeVisible();
  await expect(page).toHaveURL(/\/app-center\/feature-hub$/);
  await expect(page.getByText('尚未开通体验权限')).toBeAttached();
  await shot(page, 'hub');
});

test('an admin assigns app resources to a user', async ({ page }) => {
  await signInAs(page, 'admin', '/mgmt-console/management/rights-management/user-resource');
  await page
    .getByRole('list', { name: '用户', exact: true })
    .getByRole('button', { name: /newbie/ })
    .click();
  const app = page.getByRole('group', { name: '会议纪要助手' });
  await app.getByText('授权').click();
  await expect(app.getByRole('checkbox', { name: '使用' })).toBeChecked();
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await shot(page, 'rights');
  await page.goto('/mgmt-console/resource/app-config');
  await page
    .getByRole('list', { name: '应用列表' })
    .getByRole('button', { name: /会议纪要助手/ })
    .click();
  await expect(page.getByRole('checkbox', { name: /授权/ })).toBeChecked();
  await shot(page, 'config');
});

test('an authorized user opens the feature hub without being asked for a code', async ({ page }) => {
  await signInAs(page, 'dev_ent', '/app-center/feature-hub');
  await expect(page.getByRole('heading', { name: '功能大厅' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '体验场景' })).toBeVisible();
  // Well past the 10 ms prompt: nothing opens for a user who has the trial.
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog', { name: '激活产品试用' })).toHaveCount(0);
  await expect(page.getByText('尚未开通体验权限')).toHaveCount(0);
});

test('my apps reorder by drag and drop, and the order is kept after a reload', async ({ page }) => {
  await signInAs(page, 'dev_ent', '/app-center/my-app/app-list');
  const rows = page.getByTestId('my-app');
  await expect(rows).toHaveCount(3);
  const order = async () =>
    await page
      .getByRole('button', { name: /^移除 / })
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  const before = await order();
  const saved = page.waitForResponse((r) => r.url().includes('myAssistant/drag'));
  await rows.nth(2).dragTo(rows.nth(0));
  await expect.poll(order).toEqual([before[2], before[0], before[1]]);
  await saved;
  await page.reload();
  await expect(rows).toHaveCount(3);
  await expect.poll(order).toEqual([before[2], before[0], before[1]]);
});

for (const cpu of [1, 6]) {
  test(`a store category shows that category's apps, also at once and on a CPU ${cpu}× slower`, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await signInAs(page, 'dev_ent', '/app-center/app-store');
    const categories = page.getByRole('group', { name: '应用分类' });
    const cards = page.getByRole('article');
    // Chosen as soon as it shows, while the unfiltered first page may still be on its way.
    await categories.getByRole('button', { name: '办公助手' }).click();
    await expect(categories.getByRole('button', { name: '办公助手' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText('办公助手 ·');
    const office = await cards.count();

    await categories.getByRole('button', { name: '全部' }).click();
    await expect(cards.filter({ hasNotText: '办公助手 ·' }).first()).toBeVisible();
    await categories.getByRole('button', { name: '办公助手' }).click();
    await expect(cards.filter({ hasNotText: '办公助手 ·' })).toHaveCount(0);
    await expect(cards).toHaveCount(office);
  });
}
