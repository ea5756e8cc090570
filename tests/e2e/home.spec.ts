import { expect, test, type Page } from '@playwright/test';
import { demoAccount } from '../../mocks/seed/accounts';
import { freshStart, hydrated, loginToken, simulatorReady } from './support';

test.beforeEach(async ({ page }) => freshStart(page));

const mainMenu = (page: Page) => page.getByRole('navigation', { name: '主菜单' });

interface StoredBatch {
  common: Record<string, unknown>;
  events: {
    id: string;
    identifier: string;
    parentId: string | null;
    ts: number;
    module: string;
    name: string;
    props: Record<string, unknown>;
  }[];
}

/** What the simulated collector stored, read back through its list endpoint (platform staff only). */
async function storedBatches(page: Page): Promise<StoredBatch[]> {
  const token = await loginToken(page, 'admin', demoAccount('admin').password);
  return page.evaluate(async (adminToken) => {
    const res = await fetch('/collector/api/v1/track/list', { headers: { token: adminToken } });
    return ((await res.json()) as { data: StoredBatch[] }).data;
  }, token);
}

const storedEvents = async (page: Page) => (await storedBatches(page)).flatMap((b) => b.events);

test('a guest sees the landing page with featured models, apps and scenarios', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: '大模型开放平台', level: 1 })).toBeVisible();
  const models = page.getByRole('region', { name: '精选模型' });
  await expect(models.getByRole('heading', { name: '通义千问 72B 对话版' })).toBeVisible();
  await expect(models.getByRole('link')).toHaveCount(4);
  await expect(
    page.getByRole('region', { name: '精选应用' }).getByRole('heading', { name: '会议纪要助手' }),
  ).toBeVisible();
  for (const s of ['低空飞行', '智能设备', '通用机器人', '产品人设']) {
    await expect(page.getByRole('region', { name: '应用场景' }).getByRole('heading', { name: s })).toBeVisible();
  }
  const footer = page.getByRole('navigation', { name: '协议' });
  await expect(footer.getByRole('link', { name: '用户协议' })).toHaveAttribute('href', '/agreement.html');
  await expect(footer.getByRole('link', { name: '隐私政策' })).toHaveAttribute('href', '/privacy.html');
  await expect(footer.getByRole('link', { name: '大模型服务协议' })).toHaveAttribute(
    'href',
    '/big_model_service_agreement.html',
  );
  // The call to action asks the consultation flow (a system actor) to open its dialog.
  await page.getByTestId('main').getByRole('button', { name: '合作咨询' }).click();
  await expect(page.getByRole('dialog', { name: '合作咨询' })).toBeVisible();
});

test('docs search finds a heading and deep-links to it', async ({ page }) => {
  await page.goto('/docs-center');
  await page.getByLabel('搜索文档').fill('授权码');
  const results = page.getByRole('list', { name: '搜索结果' });
  const hit = results.getByRole('link', { name: /认证与密钥 › 授权码管理/ });
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(page).toHaveURL(/\/docs\/platform-guide\/auth-and-keys#/);
  expect(decodeURIComponent(new URL(page.url()).hash)).toBe('#授权码管理');
  await expect(page.getByRole('heading', { name: '授权码管理', level: 2 })).toBeInViewport();
});

test('a code sample is one dark block: its code has no inline-code chip of its own', async ({ page }) => {
  await page.goto('/docs-center');
  const sample = page.locator('pre').filter({ hasText: 'chat/completions' }).first();
  await expect(sample).toBeVisible();
  const look = await sample.evaluate((pre) => {
    const code = getComputedStyle(pre.querySelector('code')!);
    return { chip: code.backgroundColor, text: code.color, blockText: getComputedStyle(pre).color };
  });
  expect(look.chip).toBe('rgba(0, 0, 0, 0)');
  expect(look.text).toBe(look.blockText);
});

test('a deep link opens the document at its heading, and code blocks can be copied', async ({ page }) => {
  await page.goto(`/docs/platform-guide/faq#${encodeURIComponent('如何申请企业合作')}`);
  await expect(page.getByRole('heading', { name: '常见问题', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '如何申请企业合作' })).toBeInViewport();
  await page.getByRole('navigation', { name: '文档目录' }).getByRole('link', { name: '快速开始' }).click();
  await expect(page).toHaveURL(/\/docs\/platform-guide\/quick-start$/);
  await expect(page.getByRole('button', { name: '复制代码' }).first()).toBeVisible();
  await page.getByRole('navigation', { name: '文档目录' }).getByRole('link', { name: 'API 参考' }).click();
  await expect(page.getByRole('heading', { name: '用户与登录' })).toBeVisible();
  await expect(page.getByText('/front/api/user/v1/mobileLogin')).toBeVisible();
});

test('the docs center keeps the open document and the search across navigation', async ({ page }) => {
  await page.goto('/docs-center');
  await page.getByRole('navigation', { name: '文档目录' }).getByRole('link', { name: '知识库' }).click();
  await expect(page.getByRole('heading', { name: '知识库', level: 1 })).toBeVisible();
  await page.getByLabel('搜索文档').fill('反馈');
  await mainMenu(page).getByRole('link', { name: '首页' }).click();
  await expect(page.getByRole('heading', { name: '大模型开放平台', level: 1 })).toBeVisible();
  await mainMenu(page).getByRole('link', { name: '文档中心' }).click();
  await expect(page.getByLabel('搜索文档')).toHaveValue('反馈');
  await expect(page.getByRole('list', { name: '搜索结果' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '知识库', level: 1 })).toBeVisible();
});

test('named clicks reach the collector in batches with the common fields', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('region', { name: '精选模型' }).getByRole('link')).toHaveCount(4);
  await hydrated(page);
  await page.getByRole('link', { name: '阅读文档' }).click();
  await expect(page).toHaveURL(/\/docs-center$/);
  // A guest's simulator starts once the first page is idle; the collector is read through it.
  await simulatorReady(page);
  await expect
    .poll(async () => (await storedEvents(page)).map((e) => e.identifier), { timeout: 8000 })
    .toContain('home.hero_read_docs');
  const batches = await storedBatches(page);
  const batch = batches.find((b) => b.events.some((e) => e.identifier === 'home.hero_read_docs'))!;
  expect(batch.events.length).toBeLessThanOrEqual(20);
  expect(batch.common).toMatchObject({ appCode: 'ai-open-portal', appVersion: '3.2.0', userType: 3 });
  expect(batch.common.sessionId).toBeTruthy();
  expect(batch.common).toHaveProperty('browser');
  expect(batch.common).toHaveProperty('os');
  expect(batch.common).toHaveProperty('screen');
  const click = batch.events.find((e) => e.identifier === 'home.hero_read_docs')!;
  // The page view may have left in an earlier batch (every 2 s), so it is looked up among all.
  const view = (await storedEvents(page)).find((e) => e.identifier === 'page.view' && e.props.path === '/home')!;
  expect(click).toMatchObject({ module: 'home', name: 'hero_read_docs', parentId: view.id, props: { path: '/home' } });
  // The docs are not tracked: no page view of them ever reaches the collector.
  await page.waitForTimeout(2500);
  expect((await storedEvents(page)).some((e) => String(e.props.path).startsWith('/docs'))).toBe(false);
});

test('events waiting in the queue leave by beacon when the page is hidden', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('region', { name: '精选模型' }).getByRole('link')).toHaveCount(4);
  await hydrated(page);
  await page.waitForTimeout(2500); // the page view's batch has gone
  const before = (await storedEvents(page)).length;
  await mainMenu(page).getByRole('link', { name: '首页' }).click();
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  // Well before the 2 s batch timer, the beacon has delivered the click.
  await expect
    .poll(async () => (await storedEvents(page)).map((e) => e.identifier), { timeout: 1500 })
    .toContain('header.menu_click');
  expect((await storedEvents(page)).length).toBeGreaterThan(before);
});

test('a page chunk that fails to load reloads 3 times, then gives up with a message', async ({ page, context }) => {
  test.setTimeout(60_000);
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: '大模型开放平台', level: 1 })).toBeVisible();
  // A click on the prerendered page's link before then would load the docs center's own page.
  await hydrated(page);
  await context.route(/\/assets\/DocsCenterPage-[^/]+\.js$/, (route) => route.fulfill({ status: 500, body: 'down' }));
  let loads = 0;
  page.on('load', () => (loads += 1));
  await mainMenu(page).getByRole('link', { name: '文档中心' }).click();
  await expect(page.getByText('检测到版本更新，页面将在3秒后刷新').first()).toBeVisible();
  await expect(page.getByText('服务异常，请稍后重试').first()).toBeVisible({ timeout: 30_000 });
  expect(loads).toBe(3);
  expect(await page.evaluate(() => sessionStorage.getItem('chunk-reload-count'))).toBeNull();
  // It stays put: no fourth reload.
  await page.waitForTimeout(3500);
  expect(loads).toBe(3);
});

test('the 3 s a chunk-load failure’s reload waits count from when its notice is on screen, however late the toaster comes', async ({
  page,
  context,
}) => {
  await page.clock.install();
  await page.goto('/home');
  await hydrated(page);
  // A busy phone: the toaster's own code is slow to come.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/assets\/toaster-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await context.route(/\/assets\/DocsCenterPage-[^/]+\.js$/, (route) => route.fulfill({ status: 500, body: 'down' }));
  let loads = 0;
  page.on('load', () => (loads += 1));
  await mainMenu(page).getByRole('link', { name: '文档中心' }).click();
  // The flow has said the page will reload (in the page itself); the notice is raised, its toaster still on its way.
  await expect(page.getByRole('heading', { name: '正在更新' })).toBeVisible();
  // From here time moves only when the test says so (a little ahead: the page's time runs on meanwhile).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
  const notice = page.getByTestId('toast').filter({ hasText: '检测到版本更新，页面将在3秒后刷新' });
  await page.clock.runFor(10_000);
  await expect(notice).toHaveCount(0);
  expect(loads).toBe(0);

  // The toaster comes: the notice shows (found within 100 ms steps of the page's time), and 3 s count from then.
  release();
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return notice.count();
    })
    .toBe(1);
  await page.clock.runFor(2_700);
  expect(loads).toBe(0);
  await expect(page).toHaveURL(/\/docs-center$/);
  // The new version is there now: the reload shows the page.
  await context.unroute(/\/assets\/DocsCenterPage-[^/]+\.js$/);
  await page.clock.runFor(400);
  await expect(page.getByRole('heading', { name: '文档中心', level: 1 })).toBeVisible();
  expect(loads).toBe(1);
});

test('the agreements are real static pages, not the app', async ({ page, request }) => {
  for (const [path, title] of [
    ['/agreement.html', '用户协议'],
    ['/privacy.html', '隐私政策'],
    ['/big_model_service_agreement.html', '大模型服务协议'],
  ]) {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('text/html');
    const html = await res.text();
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).not.toContain('id="root"');
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`${title} - 大模型开放平台`);
  }
});
