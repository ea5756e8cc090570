import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { paths } from '../../src/api/paths';
import { freshStart, openNewKeyForm, signInAs } from './support';

test.beforeEach(async ({ page }) => freshStart(page));

/** A chat call to the model gateway with the key, from the page (so the page's simulator answers). */
async function chatWithKey(
  page: Page,
  key: string,
  model: string,
): Promise<{ status: number; message: string; content: string }> {
  return page.evaluate(
    async ({ path, key, model }) => {
      const res = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify({ model, messages: [{ role: 'user', content: '你好' }] }),
      });
      const json = (await res.json()) as { error?: { message: string }; choices?: { message: { content: string } }[] };
      return {
        status: res.status,
        message: json.error?.message ?? '',
        content: json.choices?.[0]?.message.content ?? '',
      };
    },
    { path: paths.developer.chatCompletions, key, model },
  );
}

test('a key limited to one model: shown once, refused for another model with a clear message, answers for its own, and that call is in 用量统计 and its CSV', async ({
  page,
}) => {
  // A long journey: two pages, a reload that restarts the in-browser simulator, a download.
  test.setTimeout(120_000);
  const { table, form } = await openNewKeyForm(page);
  await form.getByLabel('密钥名称').fill('只用千问');
  await form.getByRole('group', { name: '可调用模型' }).getByText('通义千问 Max（qwen-max）').click();
  await form.getByRole('button', { name: '创建' }).click();

  const reveal = page.getByRole('dialog', { name: '密钥已创建' });
  const full = (await reveal.getByTestId('full-key').textContent()) ?? '';
  expect(full).toMatch(/^sk-[0-9a-f]{40}$/);
  await reveal.getByRole('button', { name: '我已保存' }).click();
  await expect(reveal).toBeHidden();
  const row = table.getByRole('row').filter({ hasText: '只用千问' });
  await expect(row.getByText('模型：qwen-max')).toBeVisible();
  await expect(row.getByTestId('masked-key')).toHaveText(`sk-****${full.slice(-4)}`);
  await expect(page.getByText(full)).toHaveCount(0);

  const refused = await chatWithKey(page, full, 'glm-4');
  expect(refused).toMatchObject({ status: 403, message: '该API密钥无权调用模型 glm-4' });
  const answered = await chatWithKey(page, full, 'qwen-max');
  expect(answered.status).toBe(200);
  expect(answered.content.length).toBeGreaterThan(0);

  // The list shows the key in use now.
  await page.reload();
  await expect(row.getByText('从未使用')).toHaveCount(0);
  await expect(row.getByText(/本月 \d+ 次/)).toBeVisible();

  // 用量统计, by key: both calls of the key (the refused one as a failed call), their requests, and the CSV of them.
  await page.getByRole('link', { name: '用量统计' }).click();
  await page.getByLabel('分组方式').selectOption('key');
  await page.getByLabel('统计指标').selectOption('calls');
  await page.getByRole('button', { name: '表格视图' }).click();
  await page.getByRole('button', { name: /^2，查看 \d{4}-\d{2}-\d{2} 只用千问 的请求$/ }).click();
  const log = page.getByRole('region', { name: '请求记录' });
  const requests = log.getByRole('table').getByRole('row');
  await expect(requests).toHaveCount(3);
  await expect(requests.filter({ hasText: 'qwen-max' }).getByRole('cell').last()).toHaveText('成功');
  await expect(requests.filter({ hasText: 'glm-4' })).toHaveCount(1);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    log.getByRole('button', { name: '导出请求明细' }).click(),
  ]);
  const lines = (await readFile((await download.path()) as string, 'utf8')).split('\r\n').filter(Boolean);
  expect(lines).toHaveLength(3);
  expect(lines.filter((line) => line.includes('只用千问') && line.includes('qwen-max'))).toHaveLength(1);
  expect(
    lines.filter((line) => line.includes('只用千问') && line.includes('glm-4') && line.includes('403')),
  ).toHaveLength(1);
});

test('the playground, reached from the experience center, streams an answer with its usage and shows the code with the key masked', async ({
  page,
}) => {
  await signInAs(page, 'dev_ent', '/console/experience-center');
  await page.getByRole('navigation', { name: '体验中心' }).getByRole('link', { name: '调试台' }).click();
  await expect(
    page.getByRole('navigation', { name: '体验中心' }).getByRole('link', { name: '调试台' }),
  ).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('模型', { exact: true }).selectOption('qwen-max');
  await page.getByLabel('用户输入').fill('用一句话介绍你自己');
  await page.getByRole('button', { name: '运行' }).click();
  const answer = page.getByRole('region', { name: '模型回答' });
  await expect(answer.getByLabel('调用统计')).toContainText(/输入\d+ tokens/);
  await expect(answer.getByLabel('调用统计')).toContainText('费用¥');

  await page.getByRole('button', { name: '查看代码' }).click();
  const dialog = page.getByRole('dialog', { name: '查看代码' });
  const secret = `sk-${'ab'.repeat(18)}c0de`;
  await dialog.getByLabel(/API 密钥/).fill(secret);
  await expect(dialog.getByTestId('playground-code')).toContainText('Bearer sk-****c0de');
  await expect(dialog.getByText(secret)).toHaveCount(0);
});
