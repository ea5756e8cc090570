import { expect, type Locator, type Page } from '@playwright/test';
import type { FaultRequest } from '../../mocks/rules/faults';
import { demoAccount, type DemoUserName } from '../../mocks/seed/accounts';
import { paths } from '../../src/api/paths';
import type { SimulatorWindow } from '../../src/demoControls';
import { makeSign, type CaptchaChallenge } from '../../src/domain/captcha';
import { encodePassword } from '../../src/domain/validation';

const SIM_STORAGE_KEY = 'ai-portal-simulator-v1';

/** A fresh browser context starts from the seed; this also clears what a previous test stored. */
export async function freshStart(page: Page, path = '/home'): Promise<void> {
  await page.goto(path);
  await page.evaluate((key) => {
    localStorage.removeItem(key);
    document.cookie = 'token=; Max-Age=0; path=/';
  }, SIM_STORAGE_KEY);
}

/**
 * Waits until the in-browser simulator answers: a controlling service worker alone is not
 * enough, msw passes requests through until the page has finished starting it (then the demo
 * controls appear on window).
 */
export async function simulatorReady(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null && '__simulator' in window);
}

/**
 * A prerendered page (/home, /docs-center) has been taken over by the app: src/ui/boot/mount.tsx drops
 * the marker once it hydrates. Until then a link is the browser's own, so a click on it is not the
 * app's to track.
 */
export const hydrated = (page: Page) => expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');

/** Switches a fault on in the page's simulator (the demo console's 故障 switches, without the clicks). */
export async function setFault(page: Page, fault: FaultRequest): Promise<void> {
  await simulatorReady(page);
  await page.evaluate((f) => (window as unknown as SimulatorWindow).__simulator.setFault(f), fault);
}

export async function clearFaults(page: Page): Promise<void> {
  await simulatorReady(page);
  await page.evaluate(() => (window as unknown as SimulatorWindow).__simulator.clearFaults());
}

/** One of the floating panel's actions, clicked: the collapsed panel is expanded first, as a user would. */
export async function clickPanelAction(page: Page, name: string): Promise<void> {
  const panel = page.getByRole('complementary', { name: '悬浮工具栏' });
  const toggle = panel.getByRole('button', { name: /^(展开|收起)工具栏$/ });
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await panel.getByRole('button', { name, exact: true }).click();
}

/** 合作咨询 from the floating panel on /home: the open dialog. */
export async function openConsultation(page: Page): Promise<Locator> {
  await page.goto('/home');
  await clickPanelAction(page, '合作咨询');
  const dialog = page.getByRole('dialog', { name: '合作咨询' });
  await expect(dialog).toBeVisible();
  return dialog;
}

export const KEYS_PAGE = '/account-center/develop-manage/secret-key-manage';

/** dev_ent on 密钥管理 with its seeded keys listed, the 新建密钥 form open: the keys table and the form. */
export async function openNewKeyForm(page: Page): Promise<{ table: Locator; form: Locator }> {
  await signInAs(page, 'dev_ent', KEYS_PAGE);
  const table = page.getByRole('table', { name: 'API密钥' });
  await expect(table.getByText('生产环境')).toBeVisible();
  await page.getByRole('button', { name: '新建密钥' }).click();
  return { table, form: page.getByRole('dialog', { name: '新建密钥' }) };
}

/** In-app navigation (as a menu link does), so the simulator is not restarted for every route. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // Lazy pages and their first requests: wait until nothing shows a loading state.
  await page
    .waitForFunction(
      () => !document.querySelector('[aria-busy="true"], [data-scope="skeleton"], .chakra-skeleton'),
      null,
      { timeout: 8000 },
    )
    .catch(() => undefined);
}

/**
 * Waits until nothing moves: no finite animation runs (spinners and skeletons run forever), checked
 * again after each wait, since a lazily loaded dialog or drawer may start sliding in meanwhile.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const running = () => document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(running().map((a) => a.finished.catch(() => undefined)));
    await new Promise((done) => setTimeout(done, 100));
    return running().length === 0;
  });
}

/** POSTs JSON from the page (so the page's simulator answers) and returns the envelope's data. */
async function postFromPage<T>(page: Page, path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const json = (await res.json()) as { code: number; data: unknown; msg?: string };
      if (json.code !== 200) throw new Error(json.msg);
      return json.data;
    },
    { path, body },
  ) as Promise<T>;
}

/**
 * A token from the simulator's real login endpoint, with the captcha answered as the slider
 * would: a challenge from the server, the handle released on its gap.
 */
export async function loginToken(page: Page, userName: string, password: string): Promise<string> {
  const challenge = await postFromPage<CaptchaChallenge>(page, paths.captcha.challenge, {});
  const body = { userName, password: encodePassword(password), sign: makeSign(challenge.id, challenge.gap) };
  return (await postFromPage<{ token: string }>(page, paths.user.login, body)).token;
}

/**
 * Signs in through the simulator's real login endpoint, then stores the token as the portal
 * does. For journeys that are not about the login dialog itself.
 */
export async function signInAs(page: Page, userName: DemoUserName, path = '/home'): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/home');
  await simulatorReady(page);
  const token = await loginToken(page, userName, demoAccount(userName).password);
  await page.context().addCookies([{ name: 'token', value: token, domain: 'localhost', path: '/', sameSite: 'Lax' }]);
  await page.goto(path);
}

export async function headerMenu(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await expect(nav).toBeVisible();
  return nav.getByRole('link').allInnerTexts();
}

export async function expectLoggedIn(page: Page): Promise<void> {
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/** Completes the slider captcha inside `scope` with the keyboard, as a keyboard user would. */
export async function solveSlider(scope: Page | ReturnType<Page['locator']>): Promise<void> {
  const slider = scope.getByRole('slider', { name: '拖动滑块完成验证' });
  // The gap shows once the server's challenge has arrived.
  await expect(slider).toHaveAttribute('data-gap', /^\d+$/);
  const gap = Number(await slider.getAttribute('data-gap'));
  await slider.focus();
  await slider.press('Home');
  for (let i = 0; i < Math.floor(gap / 10); i++) await slider.press('PageUp');
  for (let i = 0; i < gap % 10; i++) await slider.press('ArrowRight');
  await slider.press('Enter');
}

/** Signs in through the login dialog's password tab. */
export async function passwordLogin(page: Page, userName: DemoUserName): Promise<void> {
  const dialog = page.getByRole('dialog', { name: '登录' });
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: '去登录' }).click();
  await dialog.getByLabel('用户名').fill(userName);
  await dialog.getByLabel('密码', { exact: true }).fill(demoAccount(userName).password);
  await solveSlider(dialog);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
}

/** Reads the code the simulator issued from its 【演示模式】 notice (it sends no SMS). */
export async function demoCode(page: Page, phone: string): Promise<string> {
  const notice = page.getByText(new RegExp(`【演示模式】.*验证码 \\d{6}（发送至 ${phone}）`)).last();
  await expect(notice).toBeVisible();
  return /验证码 (\d{6})/.exec(await notice.innerText())![1];
}

/** What the page fetched whose URL matches, in order: when each request started and its answer ended (ms). */
export async function resourceTimings(page: Page, url: RegExp): Promise<{ url: string; start: number; end: number }[]> {
  return page.evaluate(
    (source) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => new RegExp(source).test(e.name))
        .map((e) => ({ url: e.name, start: e.startTime, end: (e as PerformanceResourceTiming).responseEnd })),
    url.source,
  );
}
