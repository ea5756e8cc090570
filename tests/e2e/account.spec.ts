import { expect, test, type Page } from '@playwright/test';
import { formatYuan, sumYuan } from '../../src/ui/format';
import { freshStart, KEYS_PAGE, openNewKeyForm, signInAs } from './support';

test.beforeEach(async ({ page }) => freshStart(page));

const DAILY = '/account-center/transaction-mgmt/daily-bills';

/** Parses ¥1,234.50 back to yuan. */
const yuanOf = (text: string | null): number => Number((text ?? '').replace(/[¥,]/g, ''));

async function validate(page: Page, key: string): Promise<string> {
  return page.evaluate(async (k) => {
    const res = await fetch('/front/api/developer/v1/apiKey/validate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: k }),
    });
    const json = (await res.json()) as { code: number; msg: string };
    return json.code === 200 ? 'ok' : json.msg;
  }, key);
}

test('create a key, copy it, see it masked after reload, delete it and it stops working', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { table, form } = await openNewKeyForm(page);
  await form.getByLabel('密钥名称').fill('端到端测试');
  await form.getByRole('button', { name: '创建' }).click();

  const reveal = page.getByRole('dialog', { name: '密钥已创建' });
  const full = (await reveal.getByTestId('full-key').textContent()) ?? '';
  expect(full).toMatch(/^sk-[0-9a-f]{40}$/);
  await reveal.getByRole('button', { name: '复制密钥' }).click();
  await expect(page.getByText('已复制到剪贴板')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(full);
  await reveal.getByRole('button', { name: '我已保存' }).click();
  await expect(reveal).toBeHidden();
  expect(await validate(page, full)).toBe('ok');

  await page.reload();
  const row = table.getByRole('row').filter({ hasText: '端到端测试' });
  await expect(row.getByTestId('masked-key')).toHaveText(`sk-****${full.slice(-4)}`);
  await expect(page.getByText(full)).toHaveCount(0);

  await row.getByRole('button', { name: '删除密钥 端到端测试' }).click();
  await page.getByRole('alertdialog', { name: '删除密钥' }).getByRole('button', { name: '确认删除' }).click();
  await expect(table.getByText('端到端测试')).toHaveCount(0);
  expect(await validate(page, full)).toBe('无效的API密钥');
});

test('filter daily bills by month: the URL, the chart, the totals and the rows agree', async ({ page }) => {
  await signInAs(page, 'dev_ent', DAILY);
  const month = page.getByLabel('账单月份');
  await expect(month).toHaveValue('2026-10');
  await month.selectOption('2026-09');
  await expect(page).toHaveURL(/month=2026-09/);

  const table = page.getByRole('table', { name: '日账单' });
  await expect(table.getByRole('row').nth(1)).toContainText('2026-09-30');
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(31); // header + 30 days
  const rowAmounts = (await table.locator('tbody tr td:nth-child(2)').allTextContents()).map(yuanOf);

  const bars = page.getByTestId('spend-chart').locator('rect[data-amount]');
  await expect(bars).toHaveCount(30);
  const barAmounts = await bars.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-amount'))));

  const total = yuanOf(await page.getByTestId('total-amount').textContent());
  expect(sumYuan(rowAmounts)).toBe(total);
  expect(sumYuan(barAmounts)).toBe(total);
  await expect(page.getByRole('img', { name: /每日消费/ })).toBeVisible();
  await expect(page.getByText(`合计 ${formatYuan(total)}`)).toBeVisible();

  // The filter survives a reload: it lives in the URL.
  await page.reload();
  await expect(page.getByLabel('账单月份')).toHaveValue('2026-09');
  await expect(page.getByTestId('total-amount')).toHaveText(formatYuan(total));
});

test('a product filter narrows the month to that product', async ({ page }) => {
  await signInAs(page, 'dev_ent', `${DAILY}?month=2026-08`);
  const allTotal = yuanOf(await page.getByTestId('total-amount').textContent());
  await page.getByLabel('产品').selectOption('语音转写服务');
  await expect(page).toHaveURL(/product=/);
  await expect(page.getByTestId('total-amount')).not.toHaveText(formatYuan(allTotal));
  const narrowed = yuanOf(await page.getByTestId('total-amount').textContent());
  expect(narrowed).toBeGreaterThan(0);
  expect(narrowed).toBeLessThan(allTotal);
});

const PROFILE = '/account-center/account-information/profile';
// A 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('edit the profile and replace the avatar; both survive a reload', async ({ page }) => {
  await signInAs(page, 'dev_ent', PROFILE);
  await page.getByRole('button', { name: '编辑资料' }).click();
  await page.getByLabel('公司名称').fill('杭州云帆智能科技有限公司');
  await page.getByLabel('邮箱（选填）').fill('bad-email');
  await expect(page.getByText('请输入正确的邮箱地址')).toBeVisible();
  await expect(page.getByRole('button', { name: '保存' })).toBeDisabled();
  await page.getByLabel('邮箱（选填）').fill('lin@yunfan.ai');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(page.getByText('杭州云帆智能科技有限公司')).toBeVisible();

  await page.getByLabel('上传头像').setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: PNG });
  await expect(page.getByRole('alert').filter({ hasText: '仅支持上传jpeg、png、jpg格式图片' })).toBeVisible();
  await page.getByLabel('上传头像').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('头像已更新')).toBeVisible();
  await expect(page.getByRole('img', { name: '当前头像' })).toHaveAttribute(
    'src',
    /^\/front\/api\/file\/v1\/content\//,
  );

  await page.reload();
  await expect(page.getByText('杭州云帆智能科技有限公司')).toBeVisible();
  await expect(page.getByText('lin@yunfan.ai')).toBeVisible();
  // The avatar is an upload served by the simulator from its store, not a data URL in the row.
  const avatar = page.getByRole('img', { name: '当前头像' });
  await expect(avatar).toHaveAttribute('src', /^\/front\/api\/file\/v1\/content\//);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('change the password: a wrong old password is refused, typed text stays, then the old one stops working', async ({
  page,
}) => {
  await signInAs(page, 'dev_person', PROFILE);
  await page.getByRole('button', { name: '修改密码' }).click();
  const dialog = page.getByRole('dialog', { name: '修改密码' });
  await dialog.getByLabel('原密码').fill('Wrong1234');
  await dialog.getByLabel('新密码', { exact: true }).fill('Fresh5678');
  await dialog.getByLabel('确认新密码').fill('Fresh567');
  await dialog.getByRole('button', { name: '确认修改' }).click();
  await expect(dialog.getByText('两次密码不一致')).toBeVisible();
  await dialog.getByLabel('确认新密码').fill('Fresh5678');
  await dialog.getByRole('button', { name: '确认修改' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: '原密码错误' })).toBeVisible();
  // What was typed is still there.
  await expect(dialog.getByLabel('新密码', { exact: true })).toHaveValue('Fresh5678');
  await dialog.getByLabel('原密码').fill('Demo1234');
  await dialog.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('密码修改成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The simulator now holds the new password: the demo one no longer signs in.
  await expect(signInAs(page, 'dev_person')).rejects.toThrow('用户名或密码错误');
});

test('deactivating needs the typed confirmation, then logs out for good', async ({ page }) => {
  await signInAs(page, 'dev_person', PROFILE);
  await page.getByRole('button', { name: '注销账号' }).click();
  const dialog = page.getByRole('alertdialog', { name: '注销账号' });
  const confirm = dialog.getByRole('button', { name: '永久注销' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('请输入“确认注销”以确认').fill('确认');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('请输入“确认注销”以确认').fill('确认注销');
  await confirm.click();
  // Logging out reloads the profile page; signed out there, the guard sends the visitor home and asks them to sign in.
  await expect(page).toHaveURL(/\/home/);
  await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible();
  await expect(page.getByRole('button', { name: '去登录', includeHidden: true })).toBeAttached();
  await expect(signInAs(page, 'dev_person')).rejects.toThrow('用户名或密码错误');
});

const LEDGER = '/account-center/transaction-mgmt/transaction-details';

test('ledger filters live in the URL: type and date range survive a reload, a reversed range is refused', async ({
  page,
}) => {
  await signInAs(page, 'dev_ent', LEDGER);
  const table = page.getByRole('table', { name: '交易明细' });
  await expect(table.getByRole('row')).toHaveCount(11);
  await page.getByLabel('交易类型').selectOption('1');
  await page.getByLabel('开始日期').fill('2026-07-01');
  await page.getByLabel('结束日期').fill('2026-09-30');
  await expect(page).toHaveURL(/type=1/);
  await expect(page).toHaveURL(/start=2026-07-01/);
  await expect(page).toHaveURL(/end=2026-09-30/);
  // Each filter asks again as it is set: wait for the rows of the last one, not those of the type alone.
  const cells = (column: number) => table.locator(`tbody tr td:nth-child(${column})`).allTextContents();
  await expect
    .poll(async () => (await cells(1)).every((time) => time >= '2026-07-01' && time < '2026-10-01'))
    .toBe(true);
  expect(new Set(await cells(3))).toEqual(new Set(['充值']));
  const times = await cells(1);
  expect(times.length).toBeGreaterThan(0);

  await page.reload();
  await expect(page.getByLabel('交易类型')).toHaveValue('1');
  await expect(page.getByLabel('开始日期')).toHaveValue('2026-07-01');
  await expect(table.locator('tbody tr td:nth-child(1)')).toHaveText(times);

  await page.getByLabel('开始日期').fill('2026-10-15');
  await expect(page.getByRole('alert').filter({ hasText: '开始日期不能晚于结束日期' })).toBeVisible();
});

test('an account disabled by an admin is signed out and cannot sign in again', async ({ page }) => {
  // The portal renders once the simulator's worker serves requests; signing in before that races it.
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
  await signInAs(page, 'admin');
  const adminToken = (await page.context().cookies()).find((c) => c.name === 'token')?.value ?? '';
  await page.context().clearCookies();
  await signInAs(page, 'dev_person', KEYS_PAGE);
  await expect(page.getByRole('table', { name: 'API密钥' }).getByText('个人项目')).toBeVisible();

  const disabled = await page.evaluate(async (token) => {
    const headers = { 'content-type': 'application/json', token };
    const me = (await (
      await fetch('/front/api/user/v1/myDetail', {
        headers: { token: document.cookie.match(/token=([^;]+)/)?.[1] ?? '' },
      })
    ).json()) as { data: { id: string } };
    const res = await fetch('/front/api/user/v1/updateStatus', {
      method: 'POST',
      headers,
      body: JSON.stringify({ id: me.data.id, status: 0 }),
    });
    return ((await res.json()) as { code: number }).code;
  }, adminToken);
  expect(disabled).toBe(200);

  // Its session ended with it: the page no longer shows its keys and offers to sign in.
  await page.reload();
  await expect(page.getByRole('button', { name: '去登录' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'API密钥' })).toHaveCount(0);
  await expect(signInAs(page, 'dev_person')).rejects.toThrow('账号已被禁用，请联系管理员');
});
