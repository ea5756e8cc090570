import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { pageRoutes } from './a11yRoutes';
import { clickPanelAction, freshStart, settled, signInAs, solveSlider, visit } from './support';

/**
 * Issue 12: axe on every route of the route table for a guest, a user and the super admin — no
 * serious or critical violations, no accessible name left in English — and the login and
 * activation flows with the keyboard alone.
 */
const routes = pageRoutes();
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Violations found in screens other engineers own, reported to them (see the quality report) and
 * tolerated here only for the exact route, rule and element, so anything new still fails. Remove
 * an entry once its owner has fixed it (a stale entry is printed after the run).
 */
const KNOWN: { route: RegExp; rule: string; html: string; owner: string }[] = [];
const knownSeen = new Set<number>();

test.beforeEach(async ({ page }) => freshStart(page));

function isKnown(where: string, rule: string, html: string): boolean {
  const index = KNOWN.findIndex((k) => k.route.test(where) && k.rule === rule && html.includes(k.html));
  if (index >= 0) knownSeen.add(index);
  return index >= 0;
}

async function blockingViolations(page: Page, where: string, rules?: string[]): Promise<string[]> {
  // Opening animations (dialogs fade and zoom in) would have axe read half-transparent colours,
  // and a dialog still at opacity 0 is not yet a modal to axe while the page behind it is already
  // aria-hidden.
  await settled(page);
  const axe = new AxeBuilder({ page });
  const { violations } = await (rules ? axe.withRules(rules) : axe).analyze();
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => ({ ...v, nodes: v.nodes.filter((n) => !isKnown(where, v.id, n.html)) }))
    .filter((v) => v.nodes.length > 0)
    .map(
      (v) =>
        `${where}: [${v.impact}] ${v.id} — ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 140)}`)
          .join(' | ')}`,
    );
}

test.afterAll(() => {
  // Only meaningful after the route scans ran (not with -g on the keyboard tests alone).
  if (knownSeen.size === 0) return;
  for (const [i, k] of KNOWN.entries())
    if (!knownSeen.has(i)) console.warn(`[a11y] ${k.owner}: ${k.rule} no longer seen — remove it from KNOWN`);
});

/**
 * The interface is Chinese, and so is what a screen reader says: Chakra's and Ark's built-in labels
 * ("page 2", "next page", "Notifications, top (alt+T)", "Dismiss notification", "close") must be
 * given in zh-CN. A label or description with no Chinese at all that reads as English words (not a
 * product name such as GLM-4V or an id) is such a default.
 */
async function englishNames(page: Page, where: string): Promise<string[]> {
  const labels = await page.evaluate(() => {
    const attributes = ['aria-label', 'aria-roledescription', 'aria-valuetext', 'aria-placeholder'];
    const named = [...document.querySelectorAll(attributes.map((a) => `[${a}]`).join(','))];
    return named.flatMap((el) =>
      attributes
        .map((a) => el.getAttribute(a) ?? '')
        .filter(Boolean)
        .map((v) => `${el.tagName.toLowerCase()}: ${v}`),
    );
  });
  const english = (label: string) =>
    !/[\u3400-\u9fff]/.test(label) && /\b[a-z]{3,}\b/.test(label.replace(/^[a-z]+: /, ''));
  return [...new Set(labels.filter(english))].map((l) => `${where}: English accessible name "${l}"`);
}

async function scanAll(page: Page, { guest = false } = {}): Promise<string[]> {
  const found: string[] = [];
  for (const route of routes) {
    await visit(page, route.path);
    await page.waitForTimeout(250);
    // The guard answers a guest's visit to a member page with the login dialog, whose code loads
    // with its first opening: scan once it is there, not while it is still on its way.
    if (guest && !route.public) await page.getByRole('dialog').first().waitFor({ state: 'visible' });
    found.push(...(await blockingViolations(page, route.path)));
    found.push(...(await englishNames(page, route.path)));
    // A guard may have opened the login dialog or a page a dialog: start the next route clean.
    for (let i = 0; i < 3 && (await page.getByRole('dialog').count()) > 0; i++) await page.keyboard.press('Escape');
  }
  return found;
}

test.describe('axe: no serious or critical violations on any route', () => {
  test.setTimeout(10 * 60_000);

  test('guest', async ({ page }) => {
    await page.goto('/home');
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null);
    expect(await scanAll(page, { guest: true })).toEqual([]);
  });

  test('user (dev_ent)', async ({ page }) => {
    await signInAs(page, 'dev_ent', '/home');
    expect(await scanAll(page)).toEqual([]);
  });

  test('super admin (admin)', async ({ page }) => {
    await signInAs(page, 'admin', '/home');
    expect(await scanAll(page)).toEqual([]);
  });
});

/** Dark mode (the system's preference, followed by default): colour contrast included, in the shell and a dialog. */
test.describe('axe in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  // Every other rule reads the same page in both themes: the light scans above cover them.
  test('super admin (admin): colour contrast on every page of the route table, and the feedback dialog whole', async ({
    page,
  }) => {
    test.setTimeout(8 * 60_000);
    await signInAs(page, 'admin', '/home');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    const found: string[] = [];
    for (const { path } of routes) {
      await visit(page, path);
      found.push(...(await blockingViolations(page, `dark ${path}`, ['color-contrast'])));
      for (let i = 0; i < 3 && (await page.getByRole('dialog').count()) > 0; i++) await page.keyboard.press('Escape');
    }
    await visit(page, '/console/model-square');
    await clickPanelAction(page, '意见反馈');
    await expect(page.getByRole('dialog', { name: '意见反馈' }).getByLabel('反馈类型')).toBeVisible();
    found.push(...(await blockingViolations(page, 'dark feedback dialog')));
    expect(found).toEqual([]);
  });

  test('guest: the login dialog', async ({ page }) => {
    await page.goto('/home');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.getByRole('button', { name: '去登录' }).click();
    await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible();
    expect(await blockingViolations(page, 'dark login dialog')).toEqual([]);
  });
});

test.describe('keyboard only', () => {
  test('login: open the dialog, fill the password tab, solve the slider and sign in without a mouse', async ({
    page,
  }) => {
    await page.goto('/home');
    const opener = page.getByRole('button', { name: '去登录' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '登录' });
    await expect(dialog).toBeVisible();
    expect(await blockingViolations(page, 'login dialog')).toEqual([]);
    // Focus is inside the dialog and Tab keeps it there (focus trap).
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await tabTo(page, dialog.getByLabel('用户名'));
    await page.keyboard.type('dev_ent');
    await tabTo(page, dialog.getByLabel('密码', { exact: true }));
    await page.keyboard.type('Demo1234');
    await solveSlider(dialog);
    await tabTo(page, dialog.getByRole('button', { name: '登录', exact: true }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('user-menu')).toBeVisible();
  });

  test('login dialog closes with Escape and gives focus back to its opener', async ({ page }) => {
    await page.goto('/home');
    const opener = page.getByRole('button', { name: '去登录' });
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: '登录' })).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('activation: trial_none types a code and saves with the keyboard alone', async ({ page }) => {
    await signInAs(page, 'trial_none', '/console/model-square');
    const dialog = page.getByRole('dialog', { name: '激活产品试用' });
    await expect(dialog).toBeVisible();
    expect(await blockingViolations(page, 'activation dialog')).toEqual([]);
    await tabTo(page, dialog.getByLabel('邀请码'));
    await page.keyboard.type('TRIAL002');
    await tabTo(page, dialog.getByRole('button', { name: '保存' }));
    await page.keyboard.press('Enter');
    const success = page.getByRole('alertdialog', { name: '激活成功' });
    await expect(success).toBeVisible();
    expect(await blockingViolations(page, 'activation success')).toEqual([]);
    await expect(page).toHaveURL(/\/console\/experience-center$/, { timeout: 8000 });
  });
});

test.describe('keyboard only: feedback', () => {
  test('a guest opens 意见反馈, is told what is missing, fills it in, sends it and reads the history without a mouse', async ({
    page,
  }) => {
    await page.goto('/home');
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null);
    const panel = page.getByTestId('floating-panel');
    const expand = panel.getByRole('button', { name: '展开工具栏' });
    if (await expand.isVisible()) {
      await expand.focus();
      await page.keyboard.press('Enter');
    }
    const opener = panel.getByRole('button', { name: '意见反馈' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '意见反馈' });
    await expect(dialog.getByLabel('反馈类型')).toBeVisible();
    expect(await blockingViolations(page, 'feedback dialog')).toEqual([]);
    // Focus is inside the dialog and Tab keeps it there (focus trap).
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }

    // Sending it empty says what is missing, with the focus still in the dialog.
    await tabTo(page, dialog.getByRole('button', { name: '提交' }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('请选择反馈类型')).toBeVisible();
    await expect(dialog.getByText('请填写反馈内容')).toBeVisible();
    expect(await blockingViolations(page, 'feedback dialog errors')).toEqual([]);

    // A closed native select changes its value with the arrow keys.
    const type = dialog.getByLabel('反馈类型');
    await tabTo(page, type);
    await page.keyboard.press('ArrowDown');
    await expect(type).not.toHaveValue('');
    await tabTo(page, dialog.getByLabel('反馈内容'));
    await page.keyboard.type('键盘用户也能提交反馈：希望文档中心支持全文搜索。');
    await tabTo(page, dialog.getByLabel('联系方式'));
    await page.keyboard.type('13912345678');
    await tabTo(page, dialog.getByRole('button', { name: '提交' }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('您的反馈已发送，工作人员将在3个工作日内回复')).toBeVisible();
    expect(await blockingViolations(page, 'feedback success')).toEqual([]);

    await tabTo(page, dialog.getByRole('button', { name: '查看历史反馈' }));
    await page.keyboard.press('Enter');
    const history = page.getByRole('dialog', { name: '历史反馈' });
    await expect(history.getByRole('button', { name: /希望文档中心支持全文搜索/ })).toBeVisible();
    expect(await blockingViolations(page, 'feedback history')).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(history).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

/** Presses Tab (at most 40 times) until `target` has the focus: what a keyboard user does. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>): Promise<void> {
  for (let i = 0; i < 40; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}
