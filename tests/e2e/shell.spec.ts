import { expect, test, type Route } from '@playwright/test';
import { pageRoutes } from './a11yRoutes';
import { expectLoggedIn, freshStart, headerMenu, hydrated, resourceTimings, signInAs, visit } from './support';

test.beforeEach(async ({ page }) => freshStart(page));

test('a guest on a protected route is sent home and asked to log in', async ({ page }) => {
  await page.goto('/console/model-square');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible();
});

test('/ goes to /console, which a logged-in developer enters at the model square', async ({ page }) => {
  await signInAs(page, 'dev_ent', '/');
  await expect(page).toHaveURL(/\/console\/model-square$/);
  await expect(page.getByRole('heading', { name: '模型广场' })).toBeVisible();
  await expect(page).toHaveTitle('模型广场 - 大模型开放平台');
});

test('the header menu follows the permission set', async ({ page }) => {
  expect(await headerMenu(page)).toEqual(['首页', '应用中心', '文档中心']);
  await signInAs(page, 'dev_ent');
  await expectLoggedIn(page);
  expect(await headerMenu(page)).toEqual(['首页', '开发者中心', '应用中心', '文档中心']);
  await signInAs(page, 'admin');
  await expectLoggedIn(page);
  expect(await headerMenu(page)).toEqual(['首页', '开发者中心', '应用中心', '管理后台', '文档中心']);
});

test('a route the user lacks the code for warns and goes home', async ({ page }) => {
  await signInAs(page, 'dev_ent', '/mgmt-console/feedback-mgmt/feedback-management');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('页面不存在或无权限')).toBeVisible();
});

test('the left menu collapses at 1200 px and expands above', async ({ page }) => {
  await signInAs(page, 'dev_ent', '/console/model-square');
  const menu = page.getByRole('navigation', { name: '侧边菜单' });
  await expect(menu).toHaveAttribute('data-collapsed', 'false');
  await expect(menu.getByRole('link', { name: '体验中心' })).toBeVisible();
  await page.setViewportSize({ width: 1200, height: 800 });
  await expect(menu).toHaveAttribute('data-collapsed', 'true');
  await expect(menu.getByRole('link', { name: '体验中心' })).toBeHidden();
  await menu.getByRole('button', { name: '展开菜单' }).click();
  await expect(menu.getByRole('link', { name: '体验中心' })).toBeVisible();
  await page.setViewportSize({ width: 1201, height: 800 });
  await expect(menu).toHaveAttribute('data-collapsed', 'false');
});

test('the header menu bar folds into the menu drawer at 1200 px and comes back above, closing the drawer', async ({
  page,
}) => {
  await signInAs(page, 'admin', '/console/model-square');
  await expectLoggedIn(page);
  const bar = page.locator('header').getByRole('navigation', { name: '主菜单' });
  const opener = page.getByRole('button', { name: '打开菜单' });
  await expect(bar.getByRole('link', { name: '文档中心' })).toBeVisible();
  await expect(opener).toBeHidden();

  await page.setViewportSize({ width: 1200, height: 800 });
  await expect(bar).toBeHidden();
  await opener.click();
  const drawer = page.getByRole('dialog', { name: '菜单' });
  await expect(drawer.getByRole('navigation', { name: '主菜单' }).getByRole('link')).toHaveText([
    '首页',
    '开发者中心',
    '应用中心',
    '管理后台',
    '文档中心',
  ]);
  await expect(
    drawer.getByRole('navigation', { name: '侧边菜单' }).getByRole('link', { name: '模型广场' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Widened with the drawer open, the bar comes back and the drawer does not stay over the page.
  await opener.click();
  await expect(drawer).toBeVisible();
  await page.setViewportSize({ width: 1201, height: 800 });
  await expect(bar.getByRole('link', { name: '管理后台' })).toBeVisible();
  await expect(opener).toBeHidden();
  await expect(drawer).toBeHidden();
  await page.setViewportSize({ width: 1200, height: 800 });
  await expect(opener).toBeVisible();
  await expect(drawer).toBeHidden();
});

test('the floating panel is there on the console and absent on the admin console', async ({ page }) => {
  await signInAs(page, 'admin', '/console/model-square');
  await expect(page.getByTestId('floating-panel')).toBeVisible();
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '管理后台' }).click();
  await expect(page).toHaveURL(/\/mgmt-console\//);
  await expect(page.getByRole('navigation', { name: '侧边菜单' })).toBeVisible();
  await expect(page.getByTestId('floating-panel')).toHaveCount(0);
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width}×${viewport.height} the floating panel is a named landmark on every page it shows on, and collapsing hides 返回顶部 and 反馈`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    await signInAs(page, 'admin', '/console/model-square');
    await expectLoggedIn(page);
    const panel = page.getByRole('complementary', { name: '悬浮工具栏' });
    const actions = [panel.getByRole('button', { name: '返回顶部' }), panel.getByRole('button', { name: '意见反馈' })];
    for (const route of pageRoutes().filter((r) => !r.path.startsWith('/mgmt-console'))) {
      await visit(page, route.path);
      await expect(panel, route.path).toBeVisible();
      const collapse = panel.getByRole('button', { name: '收起工具栏' });
      if (await collapse.isVisible()) await collapse.click();
      const expand = panel.getByRole('button', { name: '展开工具栏' });
      await expect(expand, route.path).toHaveAttribute('aria-expanded', 'false');
      for (const action of actions) await expect(action, route.path).toBeHidden();

      await expand.click();
      await expect(collapse, route.path).toHaveAttribute('aria-expanded', 'true');
      for (const action of actions) await expect(action, route.path).toBeVisible();
      await collapse.click();
      for (const action of actions) await expect(action, route.path).toBeHidden();
    }
  });
}

test('keep-alive keeps typed text and the scroll place on docs-center, whichever way the reader leaves and returns', async ({
  page,
}) => {
  await page.goto('/docs-center');
  await hydrated(page);
  const menu = page.getByRole('navigation', { name: '主菜单' });
  const main = page.getByTestId('main');
  await page.getByLabel('搜索文档').fill('知识库');
  await main.evaluate((box) => box.scrollTo({ top: 600 }));
  await expect.poll(() => main.evaluate((box) => box.scrollTop)).toBe(600);

  // Away from the header and back from the header.
  await menu.getByRole('link', { name: '首页' }).click();
  await expect(page.getByRole('heading', { name: '大模型开放平台', level: 1 })).toBeVisible();
  await menu.getByRole('link', { name: '文档中心' }).click();
  await expect(page.getByLabel('搜索文档')).toHaveValue('知识库');
  await expect.poll(() => main.evaluate((box) => box.scrollTop)).toBe(600);

  // Away again, back with the browser's back button.
  await main.evaluate((box) => box.scrollTo({ top: 300 }));
  await expect.poll(() => main.evaluate((box) => box.scrollTop)).toBe(300);
  await menu.getByRole('link', { name: '首页' }).click();
  await expect(page.getByRole('heading', { name: '大模型开放平台', level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel('搜索文档')).toHaveValue('知识库');
  await expect.poll(() => main.evaluate((box) => box.scrollTop)).toBe(300);
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'OOPS' })).toBeVisible();
  await expect(page.getByText('暂无权限，请联系管理员...')).toBeVisible();
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('/404 and /test skip every check', async ({ page }) => {
  await page.goto('/test');
  await expect(page.getByRole('heading', { name: '演示控制台' })).toBeVisible();
  await page.goto('/404');
  await expect(page.getByRole('heading', { name: 'OOPS' })).toBeVisible();
});

test('demo mode: a guest installs the simulator after the first page, and a returning visit shows its data with no simulator code', async ({
  page,
}) => {
  const requestedAt = async (file: RegExp) => (await resourceTimings(page, file))[0]?.start ?? NaN;
  const demo = /\/assets\/demo-[\w-]+\.js$/;
  await page.goto('/home');
  await expect(page.getByRole('region', { name: '精选模型' }).getByRole('link')).toHaveCount(4);
  // A guest's simulator comes once the page is idle, which on a busy machine is a while later.
  await expect.poll(() => requestedAt(demo)).not.toBeNaN();
  expect(await requestedAt(demo)).toBeGreaterThan(await requestedAt(/\/assets\/HomePage-[\w-]+\.js$/));

  await signInAs(page, 'dev_ent', '/console/model-square');
  await expect(page.getByTestId('model-card')).toHaveCount(9);
  // The installed worker answers: the page's own demo code (controls, notices, console) is not needed for its data.
  await page.route(demo, (route) => route.abort());
  await page.reload();
  await expect(page.getByTestId('model-card')).toHaveCount(9);
  expect(await page.evaluate(() => '__simulator' in window)).toBe(false);
});

test("a signed-in visitor's header menu is fetched with the first page's code, before the app has run; a guest's page never asks for it", async ({
  page,
}) => {
  const userMenu = /\/assets\/UserMenu-[\w-]+\.js$/;
  const asked: string[] = [];
  page.on('request', (request) => void asked.push(request.url()));
  // The entry never arrives, so only index.html's own loader can ask for anything.
  await page.route(/\/assets\/index-[\w-]+\.js$/, () => undefined);
  // Not to its load: the held entry holds that back.
  await page.goto('/console/model-square', { waitUntil: 'commit' });
  await expect.poll(() => asked.some((url) => /\/assets\/ModelSquarePage-/.test(url))).toBe(true);
  expect(asked.filter((url) => userMenu.test(url))).toEqual([]);
  await page.unroute(/\/assets\/index-[\w-]+\.js$/);
  await signInAs(page, 'dev_ent', '/home');
  await expectLoggedIn(page);
  await page.route(/\/assets\/index-[\w-]+\.js$/, () => undefined);
  asked.length = 0;
  await page.goto('/console/model-square', { waitUntil: 'commit' });
  await expect.poll(() => asked.some((url) => userMenu.test(url))).toBe(true);
});

test('the login dialog loads with its first opening: its flow and its view are fetched together', async ({ page }) => {
  await page.goto('/home');
  const timing = async (file: RegExp) => (await resourceTimings(page, file))[0] ?? null;
  const flow = /\/assets\/loginDialog-[\w-]+\.js$/;
  const view = /\/assets\/LoginDialog-[\w-]+\.js$/;
  await expect(page.getByRole('region', { name: '精选模型' }).getByRole('link')).toHaveCount(4);
  expect(await timing(flow)).toBeNull();
  expect(await timing(view)).toBeNull();
  await hydrated(page);
  // The flow's chunk is held until the view's is asked for: a view fetched only once the flow is
  // in would never be asked, whatever the machine's speed.
  const asked: string[] = [];
  page.on('request', (request) => void asked.push(request.url()));
  let heldFlow: Route | undefined;
  await page.route(flow, (route) => void (heldFlow = route));
  await page.getByRole('button', { name: '去登录' }).click();
  await expect.poll(() => heldFlow !== undefined).toBe(true);
  await expect.poll(() => asked.some((url) => view.test(url))).toBe(true);
  await heldFlow!.continue();
  await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible();
});
