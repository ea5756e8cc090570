import { expect, test, type Page } from '@playwright/test';
import { paths } from '../../src/api/paths';
import { freshStart, KEYS_PAGE, openNewKeyForm, visit } from './support';

const SHOTS = process.env.SHOTS_DIR;

test.beforeEach(async ({ page }) => freshStart(page));

/** A chat call with the key, as an SDK sends it, answered by the page's simulator: its status and request id. */
function chatWithKey(page: Page, key: string, model: string): Promise<{ status: number; requestId: string }> {
  return page.evaluate(
    async ({ path, key, model }) => {
      const res = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify({ model, messages: [{ role: 'user', content: '你好' }] }),
      });
      await res.text();
      return { status: res.status, requestId: res.headers.get('x-request-id') ?? '' };
    },
    { path: paths.gateway.chatCompletions, key, model },
  );
}

async function createScopedKey(page: Page, name: string): Promise<string> {
  const { form } = await openNewKeyForm(page);
  await form.getByLabel('密钥名称').fill(name);
  await form.getByRole('group', { name: '可调用模型' }).getByText('通义千问 Max（qwen-max）').click();
  await form.getByRole('button', { name: '创建' }).click();
  const reveal = page.getByRole('dialog', { name: '密钥已创建' });
  const full = (await reveal.getByTestId('full-key').textContent()) ?? '';
  await reveal.getByRole('button', { name: '我已保存' }).click();
  return full;
}

test('a scoped key calling a model outside its scope: 调用日志 shows why, naming the key’s model limit', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const key = await createScopedKey(page, '只用千问');
  const refused = await chatWithKey(page, key, 'glm-4');
  expect(refused.status).toBe(403);

  await visit(page, `/account-center/usage-mgmt/request-log?id=${refused.requestId}`);
  const table = page.getByRole('table', { name: '调用日志' });
  await table.getByRole('button', { name: `为什么被拒 ${refused.requestId}` }).click();
  const drawer = page.getByRole('dialog', { name: '调用详情' });
  const inspector = drawer.getByRole('region', { name: '限额检查' });
  await expect(inspector.getByTestId('limit-verdict')).toContainText('被「密钥可调用模型」拒绝');
  const steps = inspector.getByRole('listitem');
  await expect(steps).toHaveCount(9);
  await expect(steps.first()).toHaveAccessibleName('1. 密钥可调用模型：拒绝');
  await expect(steps.nth(1)).toHaveAccessibleName('2. 密钥 IP 白名单：未检查');
  await expect(steps.first()).toContainText('glm-4');
  await expect(steps.first().getByRole('link', { name: /调整该密钥的调用范围/ })).toBeVisible();
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/limit-inspector-1440.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/limit-inspector-390.png` });
    await drawer.getByRole('button', { name: '关闭' }).click();
    await page.screenshot({ path: `${SHOTS}/request-log-filters-390.png` });
  }
});

test('rotation with a grace period: the old key works until the simulated clock passes it, then 401', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const oldKey = await createScopedKey(page, '轮换测试');
  const table = page.getByRole('table').first();
  await page.getByRole('button', { name: '轮换密钥 轮换测试' }).click();
  const confirm = page.getByRole('alertdialog', { name: '轮换密钥' });
  await confirm.getByLabel('旧密钥保留时长').selectOption({ label: '1 小时' });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/rotate-dialog-1440.png` });
  await confirm.getByRole('button', { name: '确认轮换' }).click();
  const reveal = page.getByRole('dialog', { name: '密钥已轮换' });
  const newKey = (await reveal.getByTestId('full-key').textContent()) ?? '';
  await reveal.getByRole('button', { name: '我已保存' }).click();
  const row = table.getByRole('row').filter({ hasText: '轮换测试' });
  await expect(row.getByTestId('previous-key')).toContainText(`旧密钥 sk-****${oldKey.slice(-4)} 还可使用 59分`);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/keys-grace-1440.png` });

  expect((await chatWithKey(page, oldKey, 'qwen-max')).status).toBe(200);
  expect((await chatWithKey(page, newKey, 'qwen-max')).status).toBe(200);

  await page.goto('/test');
  const console = page.getByTestId('demo-console');
  await console.getByRole('tab', { name: '模拟时钟' }).click();
  await console.getByRole('button', { name: '时钟拨快 1 小时' }).click();
  await expect(console.getByTestId('demo-clock')).toHaveText(/^2026-11-01 09:0\d$/);

  expect((await chatWithKey(page, oldKey, 'qwen-max')).status).toBe(401);
  expect((await chatWithKey(page, newKey, 'qwen-max')).status).toBe(200);
  await visit(page, KEYS_PAGE);
  await expect(page.getByRole('row').filter({ hasText: '轮换测试' }).getByTestId('previous-key')).toHaveCount(0);
});
