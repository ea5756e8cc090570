import { expect, test, type Page } from '@playwright/test';
import { ROLE_NAMES } from '../../mocks/seed/index';
import { expectLoggedIn, signInAs } from './support';

type ShiftWindow = Window & { shifts?: string[] };

/**
 * Records every layout shift of the next page loaded, as the moved nodes' start of markup (the
 * header's alone with `within: 'header'`), in `window.shifts`.
 */
async function recordShifts(page: Page, within?: string): Promise<void> {
  await page.addInitScript((selector) => {
    const shifts: string[] = [];
    (window as ShiftWindow).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { sources: { node: Node | null }[] })[])
        for (const source of entry.sources)
          if (source.node instanceof Element && (!selector || source.node.closest(selector)))
            shifts.push(source.node.outerHTML.slice(0, 120));
    }).observe({ type: 'layout-shift', buffered: true });
  }, within);
}

async function shiftsSoFar(page: Page): Promise<string[] | undefined> {
  // Two more frames: the observer hears of a frame's shifts after it.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(() => (window as ShiftWindow).shifts);
}

/**
 * A returning user's header does not move while their session is restored: the room of the phone
 * menu button and of the user menu is kept until they come (src/ui/shell/userMenuRoom.tsx).
 */
for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the signed-in header keeps its place while the session is restored (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signInAs(page, 'admin', '/home');
    await recordShifts(page, 'header');
    await page.goto('/console/model-square');
    await expectLoggedIn(page);
    await expect(page.getByTestId('model-card').first()).toBeVisible();
    expect(await shiftsSoFar(page)).toEqual([]);
  });
}

/**
 * 用户管理 does not move at all while it loads: the table's columns are laid out once, with the
 * first rows and the names of their roles and groups (never their ids first).
 */
for (const viewport of [
  { width: 1350, height: 900 },
  { width: 412, height: 900 },
]) {
  test(`user management is laid out once, rows and role names together (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInAs(page, 'admin', '/home');
    await recordShifts(page);
    await page.goto('/mgmt-console/management/user-management');
    await expectLoggedIn(page);
    const table = page.getByRole('table', { name: '用户列表' });
    await expect(table.getByText(ROLE_NAMES.developer, { exact: true }).first()).toBeVisible();
    expect(await shiftsSoFar(page)).toEqual([]);
  });
}
