import { expect, test, type Page } from '@playwright/test';
import {
  clearFaults,
  expectLoggedIn,
  freshStart,
  headerMenu,
  passwordLogin,
  resourceTimings,
  setFault,
  signInAs,
} from './support';
import { SESSION_COOKIE } from '../../src/machines/credentials';

test.beforeEach(async ({ page }) => freshStart(page));

const developerMenu = ['首页', '开发者中心', '应用中心', '文档中心'];
// trial_none is forced into activation on login: tests/e2e/activation.spec.ts follows that path.
const accounts = [
  { userName: 'admin', menu: ['首页', '开发者中心', '应用中心', '管理后台', '文档中心'], phone: '138****0000' },
  { userName: 'dev_ent', menu: developerMenu, phone: '138****0001' },
  { userName: 'dev_person', menu: developerMenu, phone: '138****0002' },
] as const;

for (const account of accounts) {
  test(`${account.userName} logs in by password and sees their own menu`, async ({ page }) => {
    await page.goto('/home');
    await passwordLogin(page, account.userName);
    await expect(page.getByText('登录成功')).toBeVisible();
    await expectLoggedIn(page);
    expect(await headerMenu(page)).toEqual(account.menu);
    // Dialogs a profile may bring up (improve info, activation) must not hide who is signed in.
    await page.keyboard.press('Escape');
    await page.getByTestId('user-menu').click({ force: true });
    await expect(page.getByTestId('masked-phone')).toHaveText(account.phone);
  });
}

test('a user with an incomplete profile must improve it first, prefilled from their enquiry', async ({ page }) => {
  await page.goto('/home');
  await passwordLogin(page, 'newbie');
  const dialog = page.getByRole('dialog', { name: '完善信息' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('已根据您之前的合作咨询记录预填信息')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /关闭|close/i })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('公司名称')).not.toHaveValue('');
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(dialog).toBeHidden();
  expect(await headerMenu(page)).toEqual(developerMenu);
  await page.reload();
  await expectLoggedIn(page);
  await expect(page.getByRole('dialog', { name: '完善信息' })).toHaveCount(0);
});

test('a token invalidated mid-session leads to /home with the login dialog', async ({ page, context }) => {
  await signInAs(page, 'dev_ent', '/console/model-square');
  await expectLoggedIn(page);
  // The server no longer knows this token (revoked elsewhere).
  await context.addCookies([
    { name: 'token', value: 'revoked-token', domain: 'localhost', path: '/', sameSite: 'Lax' },
  ]);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible();
  await expect(page.getByText('登录已过期')).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
});

test('a token invalidated on a public page leaves the page where it is, without the login dialog', async ({
  page,
  context,
}) => {
  await signInAs(page, 'dev_ent', '/docs-center');
  await expectLoggedIn(page);
  await context.addCookies([
    { name: 'token', value: 'revoked-token', domain: 'localhost', path: '/', sameSite: 'Lax' },
  ]);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByText('登录已过期')).toBeVisible();
  await expect(page.getByRole('button', { name: '去登录' })).toBeVisible();
  await expect(page).toHaveURL(/\/docs-center$/);
  await expect(page.getByRole('dialog', { name: '登录' })).toHaveCount(0);
});

test('the avatar menu: 账户中心 opens the profile; 切换登录 forgets the token and offers the login dialog', async ({
  page,
  context,
}) => {
  await signInAs(page, 'dev_ent', '/home');
  await page.getByTestId('user-menu').click();
  await page.getByRole('button', { name: '账户中心' }).click();
  await expect(page).toHaveURL(/\/account-center\/account-information\/profile$/);
  await page.getByTestId('user-menu').click();
  await page.getByRole('button', { name: '切换登录' }).click();
  await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
});

test('logout asks first, then ends the token on the server, clears it and reloads', async ({ page, context }) => {
  await signInAs(page, 'dev_ent', '/console/model-square');
  const token = (await context.cookies()).find((c) => c.name === 'token')?.value ?? '';
  await page.getByTestId('user-menu').click();
  await page.getByRole('button', { name: '退出登录' }).click();
  const confirm = page.getByRole('alertdialog', { name: '退出登录' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: '取消' }).click();
  await expectLoggedIn(page);
  await page.getByTestId('user-menu').click();
  await page.getByRole('button', { name: '退出登录' }).click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('alertdialog').getByRole('button', { name: '确定退出' }).click();
  await reloaded;
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
  // Reloaded signed out on a protected page: the guard sends the visitor home and asks to sign in.
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible();
  // A copy of the token (another tab, a leaked header) no longer works.
  const status = await page.evaluate(
    async (token) => (await fetch('/front/api/user/v1/myDetail', { headers: { token } })).status,
    token,
  );
  expect(status).toBe(401);
});

test('simulator state persists across a reload: read messages stay read', async ({ page }) => {
  await signInAs(page, 'dev_ent', '/console/model-square');
  await expect(page.getByTestId('unread-badge')).toHaveText('5');
  await page.getByTestId('user-menu').click();
  await page.getByRole('button', { name: /消息通知/ }).click();
  const drawer = page.getByRole('dialog', { name: '消息' });
  await expect(drawer.getByRole('listitem')).toHaveCount(5);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('unread-badge')).toHaveCount(0);
  await page.reload();
  await expectLoggedIn(page);
  await expect(page.getByTestId('unread-badge')).toHaveCount(0);
  await page.getByTestId('user-menu').click();
  await page.getByRole('button', { name: '消息通知' }).click();
  await expect(page.getByRole('dialog', { name: '消息' }).getByText('暂无未读消息')).toBeVisible();
});

/**
 * The admin's model square loaded again, as a returning visitor loads it, with `watch` run in the
 * page before the page's own scripts; resolves once its first card is on screen.
 */
async function reloadModelSquareWatched(page: Page, watch: () => void) {
  await signInAs(page, 'admin', '/console/model-square');
  await expect(page.getByTestId('model-card').first()).toBeVisible();
  await page.addInitScript(watch);
  await page.reload();
  await expect(page.getByTestId('model-card').first()).toBeVisible();
}

test('a returning user on a device without a guest id is signed in while that id is still being made', async ({
  page,
}) => {
  await signInAs(page, 'dev_ent', '/console/model-square');
  await expectLoggedIn(page);
  // Another device, or cleared site data but the token: the guest id is asked for again.
  await page.evaluate((name) => localStorage.removeItem(name), SESSION_COOKIE);
  await page.context().clearCookies({ name: SESSION_COOKIE });
  await setFault(page, { area: 'user', kind: 'slow', scope: 'all', seconds: 2 });
  await page.reload();
  await expectLoggedIn(page);
  await expect.poll(async () => (await resourceTimings(page, /\/user\/v1\/guestSession/)).length).toBe(1);
  const [guestId] = await resourceTimings(page, /\/user\/v1\/guestSession/);
  const [profile] = await resourceTimings(page, /\/user\/v1\/myDetail/);
  // Both answer 2 s late: a profile that waited for the guest id would be asked for after it came.
  expect(profile.start).toBeLessThan(guestId.end - 1000);
  await clearFaults(page);
});

test("a returning user's page paints from the permissions known from their last visit, before the demo's own code is asked for", async ({
  page,
}) => {
  await reloadModelSquareWatched(page, () => {
    const watch = window as Window & { headingAt?: number };
    new MutationObserver((_, observer) => {
      const heading = [...document.querySelectorAll('h1')].find((h) => h.textContent === '模型广场');
      if (!heading) return;
      watch.headingAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const headingAt = await page.evaluate(() => (window as Window & { headingAt?: number }).headingAt);
  const demo = () => resourceTimings(page, /\/(assets\/demo-[\w-]+\.js|src\/demo\.ts)/);
  expect(headingAt).toBeDefined();
  // The simulator's worker answered the page already; the demo's chunk (controls, notices) comes after the paint.
  await expect.poll(async () => (await demo()).length).toBe(1);
  expect((await demo())[0].start).toBeGreaterThan(headingAt!);
});

test("a signed-in visit's calls leave at once, without first asking the browser's Cookie Store for an XSRF cookie", async ({
  page,
}) => {
  // Each Cookie Store read is answered in a later task: a call waiting on one waits for the main thread.
  await reloadModelSquareWatched(page, () => {
    const watch = window as Window & { cookieStoreReads?: string[] };
    watch.cookieStoreReads = [];
    const store = window.cookieStore;
    const get = store.get.bind(store);
    store.get = ((name: string) => (watch.cookieStoreReads!.push(name), get(name))) as typeof store.get;
  });
  expect((await resourceTimings(page, /\/front\/api\/user\/v1\/myDetail/)).length).toBe(1);
  expect(await page.evaluate(() => (window as Window & { cookieStoreReads?: string[] }).cookieStoreReads)).toEqual([]);
});

test("a signed-in visit boots on the cookies index.html's inline script read, not on the page's own", async ({
  page,
}) => {
  // The app's first read of document.cookie waits on the browser, inside the task that starts the
  // session. (That later reads see a token another tab changed: the test of a token invalidated mid-session.)
  await reloadModelSquareWatched(page, () => {
    const watch = window as Window & { cookieReadsBeforeHeading?: number };
    watch.cookieReadsBeforeHeading = 0;
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(Document.prototype, 'cookie', {
      ...cookie,
      get(this: Document) {
        if (![...document.querySelectorAll('h1')].some((h) => h.textContent === '模型广场'))
          watch.cookieReadsBeforeHeading!++;
        return cookie.get!.call(this) as string;
      },
    });
  });
  const reads = await page.evaluate(
    () => (window as Window & { cookieReadsBeforeHeading?: number }).cookieReadsBeforeHeading,
  );
  expect(reads).toBe(1);
});
