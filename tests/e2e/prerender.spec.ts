import { expect, test, type Page } from '@playwright/test';
import { expectLoggedIn, hydrated, signInAs } from './support';

/**
 * /home and /docs-center are rendered to HTML when the app is built (scripts/build/prerender.ts):
 * a guest's first paint needs no script, the app then hydrates the same nodes.
 */

const ENTRY_SCRIPT = /\/assets\/index-[^/]+\.js$/;

/**
 * Console errors and uncaught exceptions from the moment the page opens (a hydration mismatch is
 * reported as one). A failed request is not the page's code: the login dialog's first call may
 * reach the server before the demo's simulator has started, as on any first visit.
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on(
    'console',
    (message) =>
      message.type() === 'error' &&
      !message.text().startsWith('Failed to load resource') &&
      errors.push(message.text()),
  );
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * The capturing click listeners on the document that keep early clicks (index.html's inline script,
 * told by what it checks), as Chromium's debugger lists them.
 */
async function earlyClickKeepers(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  // In an object group: without one the listeners come without their handlers.
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'document', objectGroup: 'early-clicks' });
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
  await cdp.detach();
  return listeners.filter(
    (l) => l.type === 'click' && l.useCapture && l.handler?.description?.includes('data-prerendered'),
  ).length;
}

for (const [path, heading, title] of [
  ['/home', '大模型开放平台', '首页 - 大模型开放平台'],
  ['/docs-center', '文档中心', '文档中心 - 大模型开放平台'],
] as const) {
  test(`${path} paints from its HTML alone, without JavaScript`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '文档中心' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: '去登录' })).toBeVisible();
    if (path === '/home')
      await expect(
        page.getByRole('region', { name: '精选模型' }).getByRole('heading', { name: '通义千问 72B 对话版' }),
      ).toBeVisible();
    // Styled by the inline styles of the build, not a bare document: the login button is a filled one.
    await expect(page.getByRole('button', { name: '去登录' })).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    // The menu bar folds at 1200 px by its styles alone, as it does once the code runs.
    await expect(page.getByRole('button', { name: '打开菜单' })).toBeHidden();
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(page.getByRole('navigation', { name: '主菜单' })).toBeHidden();
    await expect(page.getByRole('button', { name: '打开菜单' })).toBeVisible();
    await context.close();
  });

  test(`${path} is hydrated in place: the same nodes, no error, and it answers`, async ({ page }) => {
    const errors = collectErrors(page);
    // The heading as parsed from the HTML, before any script of the page has run.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          (window as Window & { prerendered?: Element | null }).prerendered = document.querySelector('h1');
      });
    });
    await page.goto(path);
    await hydrated(page);
    expect(
      await page.evaluate(
        () => (window as Window & { prerendered?: Element | null }).prerendered === document.querySelector('h1'),
      ),
    ).toBe(true);
    // Clicks are the app's alone from now on: nothing keeps them for a replay any more.
    expect(await earlyClickKeepers(page)).toBe(0);
    await page.getByRole('button', { name: '去登录' }).click();
    await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test("a guest's prerendered page paints before any of its code is asked for: the scripts do not share the line with the HTML", async ({
  page,
}) => {
  await page.goto('/home');
  await hydrated(page);
  const { firstPaint, scriptsFrom } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    scriptsFrom: Math.min(
      ...performance.getEntriesByType('resource').flatMap((e) => (e.name.endsWith('.js') ? [e.startTime] : [])),
    ),
  }));
  expect(scriptsFrom).toBeGreaterThanOrEqual(firstPaint);
});

/** Holds the app's entry script back until the returned function is called: the page is then HTML and inline scripts only. */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRY_SCRIPT, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a click on the prerendered page before its code has arrived is answered once it has', async ({ page }) => {
  const release = await holdEntryScript(page);
  // Not until DOMContentLoaded: that waits for the held module script.
  await page.goto('/home', { waitUntil: 'commit' });
  await page.getByTestId('main').getByRole('button', { name: '合作咨询' }).click();
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered');
  expect(await earlyClickKeepers(page)).toBe(1);
  release();
  await expect(page.getByRole('dialog', { name: '合作咨询' })).toBeVisible();
  // Kept no longer: a later click is the app's alone, never kept to be replayed again.
  expect(await earlyClickKeepers(page)).toBe(0);
});

test('text typed on the prerendered page before its code has arrived is kept and acted on once it has', async ({
  page,
}) => {
  const release = await holdEntryScript(page);
  await page.goto('/docs-center', { waitUntil: 'commit' });
  const search = page.getByLabel('搜索文档');
  await search.fill('授权码');
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered');
  release();
  await hydrated(page);
  await expect(
    page.getByRole('list', { name: '搜索结果' }).getByRole('link', { name: /认证与密钥 › 授权码管理/ }),
  ).toBeVisible();
  await expect(search).toHaveValue('授权码');
  // The field is the app's now: more typing narrows the search as usual.
  await search.fill('授权码管理');
  await expect(search).toHaveValue('授权码管理');
});

test('a header link clicked on the prerendered docs center before its code has arrived keeps the typed search when the reader comes back', async ({
  page,
}) => {
  // A busy machine: the app's code is still on its way when the reader has typed and moved on.
  const release = await holdEntryScript(page);
  await page.goto('/docs-center', { waitUntil: 'commit' });
  await page.getByLabel('搜索文档').fill('知识库');
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await menu.getByRole('link', { name: '首页' }).click();
  release();
  // The click is answered by the app, in place: the docs center stays alive behind the home page.
  await expect(page.getByRole('heading', { name: '大模型开放平台', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await menu.getByRole('link', { name: '文档中心' }).click();
  await expect(page.getByLabel('搜索文档')).toHaveValue('知识库');
  await expect(page.getByRole('list', { name: '搜索结果' })).toBeVisible();
});

test("a signed-in visitor never sees the guest's prerendered header", async ({ page }) => {
  await signInAs(page, 'admin', '/home');
  await expectLoggedIn(page);

  // Before the app's code has arrived, the guest's copy is hidden (index.html's inline check found the token).
  const release = await holdEntryScript(page);
  await page.goto('/home', { waitUntil: 'commit' });
  await expect(page.getByTestId('main')).toBeAttached();
  await expect(page.getByRole('button', { name: '去登录' })).toBeHidden();
  release();
  await expectLoggedIn(page);
  await page.unrouteAll();

  // And in no frame until the user's menu shows.
  await page.addInitScript(() => {
    const watch = window as Window & { guestHeaderSeen?: boolean };
    watch.guestHeaderSeen = false;
    const check = () => {
      const guestButton = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === '去登录');
      if (guestButton && guestButton.getClientRects().length > 0) watch.guestHeaderSeen = true;
      if (!document.querySelector('[data-testid="user-menu"]')) requestAnimationFrame(check);
    };
    check();
  });
  await page.goto('/home');
  await expectLoggedIn(page);
  expect(await page.evaluate(() => (window as Window & { guestHeaderSeen?: boolean }).guestHeaderSeen)).toBe(false);
});
