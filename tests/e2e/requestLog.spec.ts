import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { paths } from '../../src/api/paths';
import { openNewKeyForm, visit } from './support';

const SHOTS = process.env.SHOTS_DIR;

/** A streamed chat call with the key, as an SDK sends it, from the page (the page's simulator answers); the id it was answered with. */
function streamWithKey(page: Page, key: string): Promise<{ status: number; requestId: string; events: number }> {
  return page.evaluate(
    async ({ path, key }) => {
      const res = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify({
          model: 'qwen-max',
          messages: [{ role: 'user', content: '怎么收费？' }],
          stream: true,
          stream_options: { include_usage: true },
        }),
      });
      const text = await res.text();
      return {
        status: res.status,
        requestId: res.headers.get('x-request-id') ?? '',
        events: text.split('\n\n').filter((e) => e.startsWith('data: ')).length,
      };
    },
    { path: paths.gateway.chatCompletions, key },
  );
}

test('a scoped key’s streamed call is found in 调用日志 by its request id, opened, and exported as CSV', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { form } = await openNewKeyForm(page);
  await form.getByLabel('密钥名称').fill('日志测试');
  await form.getByRole('group', { name: '可调用模型' }).getByText('通义千问 Max（qwen-max）').click();
  await form.getByRole('button', { name: '创建' }).click();
  const reveal = page.getByRole('dialog', { name: '密钥已创建' });
  const full = (await reveal.getByTestId('full-key').textContent()) ?? '';
  await reveal.getByRole('button', { name: '我已保存' }).click();

  const call = await streamWithKey(page, full);
  expect(call.status).toBe(200);
  expect(call.events).toBeGreaterThan(3);
  expect(call.requestId).toMatch(/^req_[0-9a-f]{32}$/);

  await visit(page, '/account-center/usage-mgmt/request-log');
  const search = page.getByRole('search', { name: '请求ID' });
  await search.getByRole('textbox').fill(call.requestId);
  await search.getByRole('textbox').press('Enter');
  const table = page.getByRole('table', { name: '调用日志' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('日志测试');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/request-log-1440.png` });
  await table.getByRole('button', { name: `查看调用详情 ${call.requestId}` }).click();
  const drawer = page.getByRole('dialog', { name: '调用详情' });
  await expect(drawer.getByTestId('price-formula')).toContainText('按分向上取整计费');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/request-log-drawer-1440.png` });
  if (SHOTS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/request-log-drawer-390.png` });
  }
  await drawer.getByRole('button', { name: '关闭' }).click();
  await expect(drawer).toBeHidden();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/request-log-390.png`, fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '导出 CSV' }).click(),
  ]);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\r\n')).toHaveLength(3);
  expect(csv).toContain(call.requestId);
});
