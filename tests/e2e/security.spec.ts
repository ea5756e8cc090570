import { expect, test, type Page } from '@playwright/test';
import { paths } from '../../src/api/paths';
import { demoAccount } from '../../mocks/seed/accounts';
import { freshStart, passwordLogin, signInAs, simulatorReady, solveSlider } from './support';

/**
 * What a real platform refuses, as users meet it in demo mode: a name that looks like a link
 * stays text, an account locks after repeated wrong passwords, a deleted author's app leaves
 * the store.
 */
test.beforeEach(async ({ page }) => {
  await freshStart(page);
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
});

/** A 1×1 PNG: enough for the upload endpoint's type and size rules. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const LINK_NAME = '[领取额度](https://x.cn)';

async function publish(page: Page, appName: string): Promise<void> {
  await signInAs(page, 'dev_person', '/app-center/app-store');
  await page.getByRole('button', { name: '发布应用' }).click();
  const dialog = page.getByRole('dialog', { name: '发布应用' });
  await dialog.getByLabel('应用名称').fill(appName);
  await dialog.getByLabel('应用类型').selectOption({ label: '智能客服' });
  await dialog.getByLabel('应用图标').setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByText('上传中…')).toHaveCount(0);
  await dialog.getByLabel('应用简介').fill('领取免费额度');
  await dialog.getByLabel('应用描述').fill('回答关于额度领取的问题。');
  await dialog.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByText('已提交审核，审核通过后将在应用商店上架')).toBeVisible();

  await signInAs(page, 'admin', '/mgmt-console/audits-mgmt/app-verification');
  const audit = page.getByRole('row', { name: appName });
  await audit.getByRole('button', { name: '通过' }).click();
  await expect(page.getByRole('row', { name: appName })).toContainText('审核通过');
}

test('an app named like a markdown link shows its name as text in every visitor’s conversation, never as a link', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await publish(page, LINK_NAME);

  await signInAs(page, 'dev_ent', '/app-center/app-store');
  const card = page.getByRole('article', { name: LINK_NAME });
  await card.getByRole('button', { name: /^添加到我的应用/ }).click();
  await expect(page.getByText('添加成功')).toBeVisible();
  await page.getByRole('region', { name: '当前应用' }).getByRole('link', { name: '开始对话' }).click();
  // The title is the name as typed, and the dialogue is ready once its session is listed.
  await expect(page.getByRole('heading', { name: LINK_NAME })).toBeVisible();
  await expect(page.getByRole('list', { name: '会话列表' }).getByRole('listitem')).toHaveCount(1);
  await page.getByLabel('输入问题').fill('你好');
  await page.getByLabel('输入问题').press('Enter');
  const log = page.getByRole('log', { name: '对话内容' });
  await expect(log).toContainText(`我是「${LINK_NAME}」。`, { timeout: 20_000 });
  await expect(log.getByRole('link')).toHaveCount(0);
});

test('five wrong passwords lock the account for 15 minutes; the dialog says so, also for the right one', async ({
  page,
}) => {
  const dialog = page.getByRole('dialog', { name: '登录' });
  const attempt = async (password: string) => {
    await dialog.getByLabel('密码', { exact: true }).fill(password);
    await solveSlider(dialog);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === paths.user.login);
    await dialog.getByRole('button', { name: '登录', exact: true }).click();
    await answered;
  };
  // The server's answer; the slider, reset after each refusal, announces its own 请先完成验证.
  const refusal = dialog.getByRole('alert').filter({ hasNotText: '请先完成验证' });
  await page.getByRole('button', { name: '去登录' }).click();
  await dialog.getByLabel('用户名').fill('dev_ent');
  for (let i = 1; i <= 4; i++) {
    await attempt(`Wrong${i}234`);
    await expect(refusal).toHaveText('用户名或密码错误');
  }
  await attempt('Wrong5234');
  await expect(refusal).toHaveText('密码错误次数过多，账号已锁定，请15分钟后再试');
  await attempt(demoAccount('dev_ent').password);
  await expect(refusal).toHaveText('密码错误次数过多，账号已锁定，请15分钟后再试');
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
  // Another account is not affected.
  await dialog.getByLabel('用户名').fill('dev_person');
  await passwordLogin(page, 'dev_person');
  await expect(page.getByTestId('user-menu')).toBeVisible();
});

test('an author who deleted their account: their app leaves the store', async ({ page }) => {
  const yunfan = () => page.getByRole('article', { name: '云帆客服助手' });
  await signInAs(page, 'dev_person', '/app-center/app-store');
  await expect(yunfan()).toBeVisible();

  await signInAs(page, 'dev_ent', '/home');
  // A fresh page load: its simulator answers once its worker is up.
  await simulatorReady(page);
  const deleted = await page.evaluate(async (path) => {
    const token = /(?:^|; )token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const res = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: '{}',
    });
    return ((await res.json()) as { code: number }).code;
  }, paths.user.logOffAccount);
  expect(deleted).toBe(200);

  await page.context().clearCookies();
  await signInAs(page, 'dev_person', '/app-center/app-store');
  await expect(page.getByRole('article', { name: '营销文案生成' })).toBeVisible();
  await expect(yunfan()).toHaveCount(0);
});
