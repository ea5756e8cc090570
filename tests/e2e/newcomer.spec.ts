import { expect, test, type Locator, type Page } from '@playwright/test';
import { paths } from '../../src/api/paths';
import type { SimulatorWindow } from '../../src/demoControls';
import {
  clearFaults,
  clickPanelAction,
  expectLoggedIn,
  freshStart,
  setFault,
  signInAs,
  simulatorReady,
} from './support';

/**
 * What a new user trips over, each as the user meets it in the demo build: kept-alive pages that
 * must survive the header's redirecting sections, a session whose profile calls fail, the
 * floating panel over the page, the consultation form's first click, calls a guest must not
 * make, the feedback resolve button, the demo's clock, the demo console, the feedback user type
 * right after sign-in, the seeded accounts' rights and the store's 已添加.
 */

test.beforeEach(async ({ page }) => freshStart(page));

const header = (page: Page) => page.getByRole('navigation', { name: '主菜单' });

test.describe('kept-alive pages survive the header’s sections that redirect', () => {
  test('the app list keeps its selected app through 开发者中心 and 应用中心, and when 应用中心 is clicked on the list itself', async ({
    page,
  }) => {
    await signInAs(page, 'dev_ent', '/app-center/my-app/app-list');
    const mine = page.getByRole('list', { name: '我的应用' });
    const pick = mine.getByTestId('my-app').nth(1).getByRole('button').first();
    await pick.click();
    await expect(pick).toHaveAttribute('aria-current', 'true');

    await header(page).getByRole('link', { name: '应用中心' }).click();
    await expect(page).toHaveURL(/\/app-center\/my-app\/app-list$/);
    await expect(pick).toHaveAttribute('aria-current', 'true');

    await header(page).getByRole('link', { name: '开发者中心' }).click();
    await expect(page.getByRole('heading', { name: '模型广场' })).toBeVisible();
    await header(page).getByRole('link', { name: '应用中心' }).click();
    await expect(page).toHaveURL(/\/app-center\/my-app\/app-list$/);
    await expect(pick).toHaveAttribute('aria-current', 'true');
  });

  test('the docs search text survives a visit to 开发者中心', async ({ page }) => {
    await signInAs(page, 'dev_ent', '/docs-center');
    await page.getByLabel('搜索文档').fill('知识库');
    await header(page).getByRole('link', { name: '开发者中心' }).click();
    await expect(page.getByRole('heading', { name: '模型广场' })).toBeVisible();
    await header(page).getByRole('link', { name: '文档中心' }).click();
    await expect(page.getByLabel('搜索文档')).toHaveValue('知识库');
  });

  test('an unsent draft in an app dialogue survives a visit to 开发者中心', async ({ page }) => {
    await signInAs(page, 'dev_ent', '/app-center/my-app/app-list');
    await page.getByRole('region', { name: '当前应用' }).getByRole('link', { name: '开始对话' }).click();
    await expect(page).toHaveURL(/app-dialogue\?appId=/);
    await page.getByLabel('输入问题').fill('还没发出去的问题');
    await header(page).getByRole('link', { name: '开发者中心' }).click();
    await expect(page.getByRole('heading', { name: '模型广场' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/app-dialogue\?appId=/);
    await expect(page.getByLabel('输入问题')).toHaveValue('还没发出去的问题');
  });
});

test.describe('a signed-in visit whose profile calls fail', () => {
  const AUTH_PAGE = '/account-center/real-name-management/authentication';
  for (const fault of [
    { area: 'verification', kind: '500', what: '实名认证状态' },
    { area: 'verification', kind: 'drop', what: '实名认证状态' },
    { area: 'user', kind: '500', what: '用户信息' },
  ] as const) {
    test(`${fault.area} answering ${fault.kind}: signed in with what came, ${fault.what} shown as failed with a retry that recovers`, async ({
      page,
    }) => {
      await signInAs(page, 'dev_person', '/home');
      await expectLoggedIn(page);
      await setFault(page, { area: fault.area, kind: fault.kind, scope: 'all' });
      await page.goto(AUTH_PAGE);
      const problem = page.getByRole('alert').filter({ hasText: `${fault.what}加载失败` });
      await expect(problem).toBeVisible({ timeout: 15_000 });
      await expectLoggedIn(page);
      await expect(page.getByRole('button', { name: '去登录' })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: '认证管理' })).toBeVisible();

      await clearFaults(page);
      await problem.getByRole('button', { name: '重试' }).click();
      await expect(problem).toHaveCount(0);
      await page.getByTestId('user-menu').click();
      await expect(page.getByText('个人已认证')).toBeVisible();
      await expect(page.getByTestId('masked-phone')).toHaveText('138****0002');
    });
  }

  test('permissions answering 500: the page says the sign-in could not be completed and offers a retry, never 去登录 or an endless spinner', async ({
    page,
  }) => {
    await signInAs(page, 'dev_person', '/home');
    await expectLoggedIn(page);
    await setFault(page, { area: 'permission', kind: '500', scope: 'all' });
    await page.goto(AUTH_PAGE);
    const problem = page.getByRole('alert').filter({ hasText: '登录信息加载失败' });
    await expect(problem).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: '去登录' })).toHaveCount(0);
    await expect(page.getByRole('status', { name: '加载中' })).toHaveCount(0);
    await clearFaults(page);
    await problem.getByRole('button', { name: '重试' }).click();
    await expectLoggedIn(page);
    await expect(page.getByRole('heading', { name: '认证管理' })).toBeVisible();
    await expect(problem).toHaveCount(0);
  });
});

test.describe('the floating panel never covers the page’s controls', () => {
  /** The main area ends where the panel starts: nothing of the page is under it. */
  async function expectGutter(page: Page): Promise<void> {
    const panel = await page.getByTestId('floating-panel').boundingBox();
    const main = await page.getByTestId('main').boundingBox();
    expect(panel && main).toBeTruthy();
    expect(main!.x + main!.width).toBeLessThanOrEqual(panel!.x);
  }

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 768, height: 1024 },
  ]) {
    test(`at ${viewport.width}×${viewport.height} the main area leaves the panel its own gutter, collapsed or expanded`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await signInAs(page, 'dev_ent', '/console/model-square');
      await expect(page.getByTestId('model-card').first()).toBeVisible();
      await expectGutter(page);
      const panel = page.getByTestId('floating-panel');
      const toggle = panel.getByRole('button', { name: /^(展开|收起)工具栏$/ });
      await toggle.click();
      await expectGutter(page);
      await toggle.click();
      await expectGutter(page);
    });
  }

  test('at 390×844 the collapsed panel is one small button, and the end of the page scrolls clear of it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'dev_ent', '/console/model-square');
    await expect(page.getByTestId('model-card').first()).toBeVisible();
    const panel = page.getByTestId('floating-panel');
    await expect(panel.getByRole('button')).toHaveCount(1);
    await expect(panel.getByRole('button', { name: '展开工具栏' })).toBeVisible();
    // The main area has the whole width, and its last card ends above the button once scrolled to the end.
    expect((await page.getByTestId('main').boundingBox())!.width).toBe(390);
    await page.getByTestId('main').evaluate((m) => m.scrollTo({ top: m.scrollHeight }));
    const last = await page.getByTestId('model-card').last().boundingBox();
    expect(last!.y + last!.height).toBeLessThanOrEqual((await panel.boundingBox())!.y);
    await panel.getByRole('button', { name: '展开工具栏' }).click();
    await expect(panel.getByRole('button', { name: '意见反馈' })).toBeVisible();
    await expect(panel.getByRole('button', { name: '收起工具栏' })).toBeVisible();
  });

  test('the transaction pager’s 下一页 and last page, the third model’s 立即体验 and the docs’ 复制 take the click', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAs(page, 'dev_ent', '/account-center/transaction-mgmt/transaction-details');
    const pager = page.getByRole('navigation').filter({ has: page.getByRole('button', { name: '下一页' }) });
    await pager.getByRole('button', { name: '下一页' }).click();
    await expect(pager.locator('[aria-current="page"]')).toHaveText('2');
    const last = pager.getByRole('button').nth(-2);
    const lastNumber = await last.innerText();
    await last.click();
    await expect(pager.locator('[aria-current="page"]')).toHaveText(lastNumber);

    await page.goto('/console/model-square');
    const third = page.getByTestId('model-card').nth(2);
    await third.getByRole('link', { name: /^立即体验/ }).click();
    await expect(page).toHaveURL(/experience-center/);

    await page.goto('/docs-center');
    const copy = page.getByRole('button', { name: '复制代码' }).first();
    await copy.click();
    await expect(page.getByText('已复制到剪贴板')).toBeVisible();
  });
});

test('consultation: leaving an empty field keeps 提交 under the pointer, and one click names every missing field', async ({
  page,
}) => {
  await page.goto('/home');
  await clickPanelAction(page, '合作咨询');
  const dialog = page.getByRole('dialog', { name: '合作咨询' });
  await dialog.getByLabel('公司名称').click();
  const submit = dialog.getByRole('button', { name: '提交' });
  // Where the button sits in the form (the dialog's body may scroll, the form's layout must not move it).
  const offset = () => submit.evaluate((button: HTMLElement) => button.offsetTop);
  const before = await offset();
  await submit.click();
  for (const message of ['请输入公司名称', '请输入姓名', '请输入联系电话', '请输入验证码', '请选择行业']) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  expect(await offset()).toBe(before);
});

test('screen readers hear Chinese: the pager’s buttons and the notification region', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAs(page, 'dev_ent', '/account-center/transaction-mgmt/transaction-details');
  const pager = page.getByRole('navigation', { name: '分页' });
  await expect(pager.getByRole('button', { name: '上一页' })).toBeVisible();
  await expect(pager.getByRole('button', { name: '下一页' })).toBeVisible();
  await expect(pager.getByRole('button', { name: '第2页', exact: true })).toBeVisible();
  await expect(pager.getByRole('button', { name: /^第\d+页，最后一页$/ })).toBeVisible();
  // The notification region comes with the first notice.
  await page.goto('/docs-center');
  await page.getByRole('button', { name: '复制代码' }).first().click();
  await expect(page.getByRole('region', { name: '通知（按 Alt+T 跳转）' }).getByText('已复制到剪贴板')).toBeVisible();
  await expect(page.getByRole('button', { name: '关闭通知' })).toBeAttached();
  const english = await page.evaluate(() =>
    [...document.querySelectorAll('[aria-label]')]
      .map((el) => el.getAttribute('aria-label') ?? '')
      .filter((l) => !/[\u3400-\u9fff]/.test(l) && /\b[a-z]{3,}\b/.test(l)),
  );
  expect(english).toEqual([]);
});

test('a guest on /home sends nothing outside SPEC’s no-token list, and still sees the featured models and apps', async ({
  page,
}) => {
  // SPEC section 7: without a token only login, register, code sending, password reset, account
  // deletion, customer-info check-in and feedback; the guest session id is created for guests.
  const allowed: string[] = [
    paths.user.login,
    paths.user.mobileLogin,
    paths.user.register,
    paths.user.guestSession,
    paths.operation.sendVerificationCode,
    paths.user.userReSetPassword,
    paths.user.logOffAccount,
    paths.operation.customerInfoCheckIn,
    paths.operation.customerInfoCheckInSave,
  ];
  const isAllowed = (path: string) => allowed.includes(path) || path.startsWith('/front/api/v1/user/feedback');
  const offending: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    const api = /^\/(front|op-[a-z]+)\/api\//.test(pathname);
    if (api && !request.headers().token && !isAllowed(pathname)) offending.push(`${request.method()} ${pathname}`);
  });
  await page.goto('/home');
  await simulatorReady(page);
  const models = page.getByRole('region', { name: '精选模型' });
  await expect(models.getByRole('link')).toHaveCount(4);
  await expect(models.getByRole('heading', { name: '通义千问 72B 对话版' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: '精选应用' }).getByRole('heading', { name: '会议纪要助手' }),
  ).toBeVisible();
  // Quiet for a while: whatever the page would fetch late has been asked for.
  await page.waitForLoadState('networkidle');
  expect(offending).toEqual([]);
});

test.describe('feedback: the resolve button on the newest message whenever the status is not 0', () => {
  async function openThread(page: Page, theme: RegExp): Promise<Locator> {
    await signInAs(page, 'dev_ent', '/home');
    await simulatorReady(page);
    await clickPanelAction(page, '意见反馈');
    const dialog = page.getByTestId('feedback-dialog');
    await expect(dialog.getByRole('heading', { name: '历史反馈' })).toBeVisible();
    await dialog.getByRole('button', { name: theme }).click();
    await expect(dialog.getByRole('heading', { name: '反馈详情' })).toBeVisible();
    return dialog;
  }

  /**
   * An ended thread: the newest message's 问题已解决 is shown done, and the reason is said once in
   * the dialog, where the reply box was (its note, which also describes the done button).
   */
  async function expectEnded(dialog: Locator, reason: string): Promise<void> {
    const newest = dialog.getByRole('list', { name: '反馈记录' }).getByRole('listitem').last();
    const resolve = newest.getByRole('button', { name: /问题已解决/ });
    await expect(resolve).toBeDisabled();
    await expect(dialog.getByRole('button', { name: '回复', exact: true })).toBeDisabled();
    await expect(dialog.getByRole('note')).toHaveText(reason);
    await expect(dialog.getByText(reason)).toHaveCount(1);
    await expect(resolve).toHaveAccessibleDescription(reason);
  }

  test('status 2 (已解决): shown on the newest message as already resolved, disabled, and 反馈已解决 said once', async ({
    page,
  }) => {
    await expectEnded(await openThread(page, /代码助手应用的回答质量很好/), '反馈已解决');
  });

  test('status 3 (auto-ended): disabled, and 10日内无新回复，当前反馈已自动结束 said once', async ({ page }) => {
    await expectEnded(await openThread(page, /每日账单能否支持导出为Excel/), '10日内无新回复，当前反馈已自动结束');
  });
});

test('demo mode: a chat session’s time is the simulator’s, before and after a reload', async ({ page }) => {
  await signInAs(page, 'dev_ent', '/app-center/my-app/app-list');
  await page.getByRole('region', { name: '当前应用' }).getByRole('link', { name: '开始对话' }).click();
  await page.getByRole('button', { name: '新建会话' }).click();
  await page.getByLabel('输入问题').fill('今天适合巡检吗');
  // The question waits, kept in the box, until the new session is there.
  await expect(page.getByRole('button', { name: '发送' })).toBeEnabled();
  await page.getByLabel('输入问题').press('Enter');
  await expect(page.getByRole('button', { name: '发送' })).toBeVisible({ timeout: 20_000 });
  const simulated = await page.evaluate(() => (window as unknown as SimulatorWindow).__simulator.now());
  // Beijing time, minutes: as the session list shows it.
  const shown = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);
  const session = page
    .getByRole('list', { name: '会话列表' })
    .getByRole('listitem')
    .filter({ hasText: '今天适合巡检吗' });
  await expect(session).toContainText(shown(simulated));
  await page.reload();
  await expect(session).toContainText(shown(simulated));
});

test('the demo console page /test waits for the simulator: the account list is there even when the simulator starts late', async ({
  page,
  context,
}) => {
  // The simulator's chunk arrives late (a slow connection); the console's own chunk does not.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/assets\/demo-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/test');
  await expect(page.getByRole('heading', { name: '演示控制台' })).toBeVisible();
  await expect(page.getByTestId('demo-console').getByRole('status')).toHaveText('正在连接模拟器…');
  release();
  await expect(page.getByTestId('demo-console').getByRole('button', { name: '切换到 dev_ent' })).toBeVisible({
    timeout: 10_000,
  });
});

test('right after sign-in, 意见反馈 asks as a signed-in user (userType=2), even while the session is still loading', async ({
  page,
}) => {
  await signInAs(page, 'dev_person', '/home');
  await expectLoggedIn(page);
  // The next visit's profile takes its time: the panel is there before the session has settled.
  await setFault(page, { area: 'permission', kind: 'slow', scope: 'next', seconds: 3 });
  const unread = page.waitForRequest((r) => r.url().includes('/feedback/unread/count'));
  await page.reload();
  await clickPanelAction(page, '意见反馈');
  expect(new URL((await unread).url()).searchParams.get('userType')).toBe('2');
});

test('the demo console says who the seeded users are: dev_007 and dev_008 review in 审核组, dev_005 is a developer', async ({
  page,
}) => {
  await page.goto('/test');
  const others = page.getByTestId('demo-console').getByLabel('其他种子用户');
  await expect(others.locator('option', { hasText: /^dev_007 / })).toHaveText(/审核专员/);
  await expect(others.locator('option', { hasText: /^dev_008 / })).toHaveText(/审核专员/);
  await expect(others.locator('option', { hasText: /^dev_005 / })).not.toHaveText(/审核专员|超级管理员/);
});

test('store cards of apps already in 我的应用 say 已添加 and cannot be added again', async ({ page }) => {
  await signInAs(page, 'dev_ent', '/app-center/app-store');
  for (const name of ['在线答疑机器人', '会议纪要助手']) {
    const card = page.getByRole('article', { name });
    await expect(card.getByRole('button', { name: /^已添加/ })).toBeDisabled();
    await expect(card.getByRole('button', { name: /^添加到我的应用/ })).toHaveCount(0);
  }
  await expect(
    page.getByRole('article', { name: '营销文案生成' }).getByRole('button', { name: /^添加到我的应用/ }),
  ).toBeEnabled();
});
