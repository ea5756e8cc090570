import { expect, test, type Page } from '@playwright/test';
import { clearFaults, freshStart, resourceTimings, setFault, signInAs } from './support';

const SHOTS = process.env.E2E_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message, e.stack?.slice(0, 1500)));
  page.on(
    'console',
    (m) => m.type() === 'error' && console.log('CONSOLE', m.text().slice(0, 1500), JSON.stringify(m.location())),
  );
  await freshStart(page);
});

test('a signed-in visit to a filtered square asks for its models with the session, not after it, and only once', async ({
  page,
}) => {
  await signInAs(page, 'dev_ent', '/console/model-square?type=vision');
  await expect(page.getByText('共 4 个模型')).toBeVisible();
  // The session's profile answers late: a list that waited for it would be asked for after.
  await setFault(page, { area: 'user', kind: 'slow', scope: 'all', seconds: 2 });
  await page.reload();
  await expect(page.getByText('共 4 个模型')).toBeVisible();
  const lists = await resourceTimings(page, /\/model\/v1\/list/);
  await expect.poll(async () => (await resourceTimings(page, /\/user\/v1\/myDetail/)).length).toBe(1);
  const [profile] = await resourceTimings(page, /\/user\/v1\/myDetail/);
  expect(lists).toHaveLength(1);
  expect(lists[0].url).toContain('modelType=vision');
  expect(lists[0].start).toBeLessThan(profile.end - 1000);
  await clearFaults(page);
});

test('filters live in the URL: filter the square, reload, page and clear', async ({ page }) => {
  await signInAs(page, 'dev_ent', '/console/model-square');
  const cards = page.getByTestId('model-card');
  await expect(cards).toHaveCount(9);
  await expect(page.getByText('共 23 个模型')).toBeVisible();
  await shot(page, 'square');

  await page.getByLabel('模型类型').selectOption({ label: '视觉理解' });
  await expect(page).toHaveURL(/type=vision/);
  await expect(page.getByText('共 4 个模型')).toBeVisible();
  for (const text of await cards.allInnerTexts()) expect(text).toContain('视觉理解');

  await page.getByLabel('关键词').fill('GLM');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page).toHaveURL(/q=GLM/);
  await expect(cards).toHaveCount(1);

  await page.reload();
  await expect(page.getByLabel('模型类型')).toHaveValue('vision');
  await expect(page.getByLabel('关键词')).toHaveValue('GLM');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('GLM-4V');

  await page.getByRole('button', { name: '清除筛选' }).first().click();
  await expect(page).toHaveURL(/\/console\/model-square$/);
  await page.getByRole('button', { name: '下一页' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(cards).toHaveCount(9);
  await page.goBack();
  await expect(page).toHaveURL(/\/console\/model-square$/);
});

test('market sort and capability filter: sort by input price, filter by capability, and a reload keeps both', async ({
  page,
}) => {
  await signInAs(page, 'dev_ent', '/console/model-square');
  const cards = page.getByTestId('model-card');
  await expect(cards).toHaveCount(9);
  /** Each card's input price per million tokens, in the order shown. */
  const prices = async () =>
    (await cards.allInnerTexts()).map((t) => Number(/输入 ¥([\d.]+)[^/]*\/ 百万tokens/.exec(t)?.[1] ?? NaN));
  const ascending = async () => {
    const shown = await prices();
    return shown.every((p, i) => !Number.isNaN(p) && (i === 0 || shown[i - 1] <= p));
  };

  await page.getByLabel('排序').selectOption({ label: '输入价格从低到高' });
  await expect(page).toHaveURL(/sort=inputPriceAsc/);
  await expect.poll(ascending).toBe(true);
  await page.getByLabel('模型能力').selectOption({ label: '工具调用' });
  await expect(page).toHaveURL(/cap=tools/);
  await expect(page.getByText('共 7 个模型')).toBeVisible();
  for (const text of await cards.allInnerTexts()) expect(text).toContain('工具调用');
  await expect.poll(ascending).toBe(true);

  await page.reload();
  await expect(page.getByLabel('排序')).toHaveValue('inputPriceAsc');
  await expect(page.getByLabel('模型能力')).toHaveValue('tools');
  await expect(page.getByText('共 7 个模型')).toBeVisible();
  await expect.poll(ascending).toBe(true);
});

test('open a detail, copy an example, try it and stop the streamed answer midway', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAs(page, 'dev_ent', '/console/model-square?q=%E5%8D%83%E9%97%AE%2072B');
  await page.getByRole('link', { name: '查看详情：通义千问 72B 对话版' }).click();
  await expect(page).toHaveURL(/model-detail\?id=qwen-72b-chat/);
  await expect(page.getByRole('heading', { name: '通义千问 72B 对话版' })).toBeVisible();
  await expect(page.getByRole('region', { name: '版本历史' })).toContainText('v2.5');

  await page.getByRole('tab', { name: 'Python' }).click();
  await page.getByRole('button', { name: '复制 Python 示例' }).click();
  await expect(page.getByRole('button', { name: '已复制' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('YOUR_API_KEY');
  expect(copied).toContain('model="qwen-72b-chat"');
  await shot(page, 'detail');

  await page.getByRole('link', { name: '在体验中心试用' }).click();
  await expect(page).toHaveURL(/experience-center\?model=qwen-72b-chat/);
  await expect(page.getByLabel('模型', { exact: true })).toHaveValue('qwen-72b-chat');

  await page.getByLabel('输入问题').fill('用 Python 调用对话接口的示例代码');
  await page.getByRole('button', { name: '发送' }).click();
  const answer = page.getByTestId('chat-answer').last();
  await expect(answer).toHaveAttribute('data-status', 'streaming');
  // Tokens arrive one after another: the text grows while it streams.
  await expect(answer).toContainText('OpenAI');
  const partial = (await answer.innerText()).length;
  await expect.poll(async () => (await answer.innerText()).length).toBeGreaterThan(partial);
  await shot(page, 'streaming');
  await page.getByRole('button', { name: '停止生成' }).click();
  await expect(answer).toHaveAttribute('data-status', 'stopped');
  await expect(answer).toContainText('已停止生成');
  const stoppedAt = await answer.innerText();
  await page.waitForTimeout(400);
  expect(await answer.innerText()).toBe(stoppedAt);

  await page.getByRole('button', { name: '重新生成' }).click();
  await expect(answer).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await expect(answer.locator('pre')).toContainText('YOUR_API_KEY');
  await shot(page, 'experience');
});

test('meeting minutes: upload a recording and get a transcript and summary', async ({ page }) => {
  await signInAs(page, 'dev_ent', '/model-center/experience-center');
  await page.getByRole('button', { name: '会议纪要' }).click();
  await page
    .getByLabel('上传会议录音')
    .setInputFiles({ name: '周例会.mp3', mimeType: 'audio/mpeg', buffer: Buffer.alloc(320_000, 1) });
  const minutes = page.getByTestId('meeting-minutes');
  await expect(minutes).toContainText('周例会.mp3');
  await expect(minutes).toContainText('会议摘要');
  await page
    .getByLabel('上传会议录音')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(page.getByRole('alert')).toContainText('仅支持上传mp3、wav、m4a、aac格式音频');
  await shot(page, 'minutes');
});

test('a user without experience access is redirected to the model square', async ({ page }) => {
  await signInAs(page, 'trial_none', '/console/experience-center');
  await expect(page).toHaveURL(/\/console\/model-square$/);
  // The square is open to them, without try-it buttons that would only bounce back.
  await expect(page.getByTestId('model-card').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^立即体验：/ })).toHaveCount(0);
});

test('立即体验 on a model card opens 体验中心 on its 调试台 tab, titled 体验中心, with that model chosen', async ({
  page,
}) => {
  await signInAs(page, 'dev_ent', '/console/model-square');
  const card = page.getByTestId('model-card').first();
  const tryIt = card.getByRole('link', { name: /^立即体验：/ });
  const model = (await tryIt.getAttribute('href'))!.split('model=')[1];
  await tryIt.click();
  await expect(page.getByRole('heading', { name: '体验中心', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('体验中心 - 大模型开放平台');
  const tabs = page.getByRole('navigation', { name: '体验中心' });
  await expect(tabs.getByRole('link', { name: '调试台' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByLabel('模型', { exact: true })).toHaveValue(decodeURIComponent(model));

  // The other tab is the same page too.
  await tabs.getByRole('link', { name: '场景体验' }).click();
  await expect(tabs.getByRole('link', { name: '场景体验' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: '体验中心', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('体验中心 - 大模型开放平台');
});
