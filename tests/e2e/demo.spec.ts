import { expect, test, type Page } from '@playwright/test';
import { expectLoggedIn, freshStart, signInAs } from './support';
import { openFeedback } from './feedbackDialog';

/** The demo console: launcher in the corner, drawer titled 演示控制台 (also the /test page). */
async function openConsole(page: Page) {
  await page.getByTestId('demo-launcher').click();
  const drawer = page.getByRole('dialog', { name: '演示控制台' });
  await expect(drawer).toBeVisible();
  return drawer;
}

async function openMessages(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('button', { name: /^消息通知/ }).click();
  const drawer = page.getByRole('dialog', { name: '消息' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test.beforeEach(async ({ page }) => {
  await freshStart(page);
  await page.goto('/home');
});

test('after 切换账号 the console says at once who is signed in, also after a reload while the simulator is still starting', async ({
  page,
  context,
}) => {
  await page.goto('/test');
  const console = page.getByTestId('demo-console');
  await console.getByLabel('其他种子用户').selectOption('dev_007');
  await console.getByRole('button', { name: '切换到该用户' }).click();
  await expect(page.getByTestId('demo-console').getByText('当前：dev_007')).toBeVisible();

  // A busy phone: after the reload the simulator's code is still on its way.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/assets\/demo-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  // By text: dev_007's forced activation dialog may be open over the page.
  await expect(console.getByText('正在连接模拟器…')).toBeVisible();
  await expect(console.getByText('当前：dev_007')).toBeVisible();
  await expect(console.getByText('当前：未登录')).toHaveCount(0);
  release();
  await expect(console.getByText('正在连接模拟器…')).toHaveCount(0);
  await expect(console.getByText('当前：dev_007')).toBeVisible();
});

test("the launcher's own React root styles itself from the page: Chakra's global styles are on the page once", async ({
  page,
}) => {
  await expect(page.getByTestId('demo-launcher')).toBeVisible();
  await openConsole(page);
  // Each global sheet (layer order, reset and tokens) a second time would restyle the whole page.
  const globals = await page.evaluate(() =>
    [...document.querySelectorAll('style[data-emotion^="css-global"]')].map((node) => node.textContent),
  );
  expect(globals).toHaveLength(2);
  expect(new Set(globals).size).toBe(2);
});

test('the simulator answers only the API: a page and its files come from the network without its worker', async ({
  page,
}) => {
  await signInAs(page, 'dev_ent', '/console/model-square');
  await page.reload();
  await expect(page.getByTestId('model-card').first()).toBeVisible();
  const sources = await page.evaluate(async () => {
    // Resource Timing names where the worker's static router sent each request.
    type Routed = PerformanceResourceTiming & { workerMatchedSourceType: string };
    const source = (entry: PerformanceEntry) => (entry as Routed).workerMatchedSourceType;
    const resources = performance.getEntriesByType('resource');
    const sourcesOf = (pattern: RegExp) => [...new Set(resources.filter((e) => pattern.test(e.name)).map(source))];
    // The handlers match a path in any letter case; so does the router.
    const shouted = await fetch('/FRONT/api/user/v1/myDetail');
    return {
      page: source(performance.getEntriesByType('navigation')[0]),
      files: sourcesOf(/\/assets\//),
      api: sourcesOf(/\/(front|op-model)\/api\//),
      shouted: shouted.headers.get('content-type'),
    };
  });
  expect(sources).toEqual({
    page: 'network',
    files: ['network'],
    api: ['fetch-event'],
    shouted: expect.stringContaining('application/json'),
  });
});

test('switches to a seeded account in one click: the page reloads as that user', async ({ page }) => {
  const drawer = await openConsole(page);
  await expect(drawer.getByText('当前：未登录')).toBeVisible();
  await drawer.getByRole('button', { name: '切换到 dev_ent' }).click();
  await expectLoggedIn(page);
  await expect(page.getByTestId('user-menu')).toContainText('林');

  // The /test page shows the same console, skipping all checks.
  await page.goto('/test');
  const console = page.getByTestId('demo-console');
  await expect(console.getByText('当前：dev_ent')).toBeVisible();
  await console.getByLabel('其他种子用户').selectOption('dev_007');
  await console.getByRole('button', { name: '切换到该用户' }).click();
  await expect(page.getByTestId('demo-console').getByText('当前：dev_007')).toBeVisible();
  await expect(page).toHaveURL(/\/test$/);
});

test('reset puts data, clock and fault switches back to the seed, keeping the account', async ({ page }) => {
  await signInAs(page, 'dev_ent', '/test');
  const console = page.getByTestId('demo-console');
  await console.getByRole('tab', { name: '模拟时钟' }).click();
  await expect(console.getByTestId('demo-clock')).toHaveText(/^2026-11-01 08:0\d$/);
  await console.getByRole('button', { name: '时钟拨快 1 天' }).click();
  await expect(console.getByTestId('demo-clock')).toHaveText(/^2026-11-02 08:0\d$/);

  await console.getByRole('tab', { name: /故障开关/ }).click();
  await console.getByLabel('接口区域').selectOption({ label: '模型' });
  await console.getByLabel('故障类型').selectOption({ label: '504 网关超时' });
  await console.getByRole('button', { name: '开启故障' }).click();
  await expect(console.getByRole('list', { name: '生效中的故障开关' }).getByRole('listitem')).toHaveText([
    /模型 · 504 网关超时 · 所有请求/,
  ]);
  await expect(page.getByTestId('demo-launcher')).toContainText('故障 1');

  // Both survive a reload: they are stored with the simulator's data.
  await page.reload();
  await expect(page.getByTestId('demo-launcher')).toContainText('故障 1');
  await page.getByTestId('demo-console').getByRole('tab', { name: '模拟时钟' }).click();
  await expect(page.getByTestId('demo-clock')).toHaveText(/^2026-11-02 08:0\d$/);

  await page.getByRole('button', { name: '重置演示数据' }).click();
  await page.getByRole('button', { name: '确认重置' }).click();
  await expect(page.getByTestId('demo-launcher')).not.toContainText('故障');
  const after = page.getByTestId('demo-console');
  await expect(after.getByText('当前：dev_ent')).toBeVisible();
  await after.getByRole('tab', { name: '模拟时钟' }).click();
  await expect(after.getByTestId('demo-clock')).toHaveText(/^2026-11-01 08:0\d$/);
  await after.getByRole('tab', { name: '故障开关' }).click();
  await expect(after.getByText('暂无故障开关，所有接口正常应答。')).toBeVisible();
  await expectLoggedIn(page);
});

test('a 500 on an area shows SPEC’s error text; turned off, a retry succeeds', async ({ page }) => {
  await signInAs(page, 'dev_ent', '/home');
  await expectLoggedIn(page);
  let drawer = await openConsole(page);
  await drawer.getByRole('tab', { name: '故障开关' }).click();
  await drawer.getByLabel('接口区域').selectOption({ label: '站内信' });
  await drawer.getByLabel('故障类型').selectOption({ label: '500 服务器错误' });
  await drawer.getByLabel('生效范围').selectOption({ label: '所有请求，直到关闭' });
  await drawer.getByRole('button', { name: '开启故障' }).click();
  await expect(drawer.getByText('站内信 · 500 服务器错误 · 所有请求，直到关闭')).toBeVisible();
  await page.keyboard.press('Escape');

  let messages = await openMessages(page);
  await expect(messages.getByText('请求错误，请稍后重试')).toBeVisible();
  await page.keyboard.press('Escape');

  drawer = await openConsole(page);
  await drawer.getByRole('tab', { name: /故障开关/ }).click();
  await drawer.getByRole('button', { name: '关闭故障：站内信 · 500 服务器错误 · 所有请求，直到关闭' }).click();
  await expect(drawer.getByText('暂无故障开关，所有接口正常应答。')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('demo-launcher')).not.toContainText('故障');

  // Opening the drawer again is the retry: it loads afresh.
  messages = await openMessages(page);
  await expect(messages.getByText('请求错误，请稍后重试')).toHaveCount(0);
  await expect(messages.getByRole('listitem').first()).toBeVisible();
});

test('a scenario preset sets the scene: dev_ent with 120 more unread messages', async ({ page }) => {
  const drawer = await openConsole(page);
  await drawer.getByRole('tab', { name: '场景预设' }).click();
  await drawer.getByRole('button', { name: '应用场景：未读消息与反馈回复' }).click();
  await expect(page).toHaveURL(/\/console\/model-square$/);
  await expectLoggedIn(page);
  await expect(page.getByTestId('unread-badge')).toHaveText('99+');
  // …and unread platform answers to feedback: the dialog opens on the history, marked new.
  const dialog = await openFeedback(page);
  await expect(dialog.getByRole('heading', { name: '历史反馈' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^有新回复.*希望账单页面支持按应用维度导出/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^有新回复.*qwen-72b-chat 流式接口/ })).toBeVisible();
});

test('a trial expiring tomorrow ends when the simulated clock passes it', async ({ page }) => {
  let drawer = await openConsole(page);
  await drawer.getByRole('tab', { name: '场景预设' }).click();
  await drawer.getByRole('button', { name: '应用场景：体验明天到期' }).click();
  await expect(page).toHaveURL(/\/console\/experience-center$/);
  await expectLoggedIn(page);

  drawer = await openConsole(page);
  await drawer.getByRole('tab', { name: '模拟时钟' }).click();
  await drawer.getByRole('button', { name: '时钟拨快 1 天' }).click();
  await expect(drawer.getByTestId('demo-clock')).toHaveText(/^2026-11-02 08:0\d$/);
  await drawer.getByRole('button', { name: '刷新页面' }).click();

  // No experience authorization any more: the activation dialog is forced open (SPEC section 2).
  await expect(page.getByRole('dialog', { name: '激活产品试用' })).toBeVisible();
});

test('the console stays reachable over a forced dialog', async ({ page }) => {
  let drawer = await openConsole(page);
  await drawer.getByRole('button', { name: '切换到 trial_none' }).click();
  await expect(page.getByRole('dialog', { name: '激活产品试用' })).toBeVisible();
  drawer = await openConsole(page);
  await drawer.getByRole('button', { name: '切换到 dev_ent' }).click();
  await expectLoggedIn(page);
  await expect(page.getByRole('dialog', { name: '激活产品试用' })).toHaveCount(0);
  await expect(page.getByTestId('user-menu')).toContainText('林');
});

test('advancing the clock by 11 days auto-ends an open, answered feedback', async ({ page }) => {
  await signInAs(page, 'dev_ent', '/home');
  await expectLoggedIn(page);
  // dev_ent has an unread platform answer, so the dialog opens on the history.
  let dialog = await openFeedback(page);
  await expect(dialog.getByRole('heading', { name: '历史反馈' })).toBeVisible();
  const thread = () => dialog.getByRole('button', { name: /企业认证通过后，开发票的抬头/ });
  // Answered and still open: the user could reply.
  await expect(thread()).toContainText('已回复');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const drawer = await openConsole(page);
  await drawer.getByRole('tab', { name: '模拟时钟' }).click();
  await drawer.getByRole('button', { name: '时钟拨快 11 天' }).click();
  await expect(drawer.getByTestId('demo-clock')).toHaveText(/^2026-11-12 08:0\d$/);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Ten quiet days after the platform's answer: the thread ended by itself.
  dialog = await openFeedback(page);
  await expect(dialog.getByRole('heading', { name: '历史反馈' })).toBeVisible();
  await expect(thread()).toContainText('已解决');
  await thread().click();
  await expect(dialog.getByRole('heading', { name: '反馈详情' })).toBeVisible();
  await expect(dialog.getByRole('note').filter({ hasText: '10日内无新回复，当前反馈已自动结束' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: '回复', exact: true })).toBeDisabled();
  // SPEC section 4: the resolve button stays on the newest message, shown as done.
  await expect(dialog.getByRole('button', { name: /问题已解决/ })).toBeDisabled();
});
