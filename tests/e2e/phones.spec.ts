import { expect, test, type Page } from '@playwright/test';
import { pageRoutes } from './a11yRoutes';
import { freshStart, settled, signInAs, visit } from './support';

/**
 * On a phone (360×740, the narrowest common Android screen) no page of the route table scrolls
 * sideways, neither the document nor the layout's main area (the box that scrolls the page):
 * whatever is wider than the screen (tables, code, tab rows) scrolls inside its own box.
 */
const PHONE = { width: 360, height: 740 };
const routes = pageRoutes();

test.use({ viewport: PHONE });
test.beforeEach(async ({ page }) => freshStart(page));

/** How far the page scrolls sideways on each route (0 everywhere is the goal). */
async function sidewaysScroll(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const route of routes) {
    await visit(page, route.path);
    // Measured once nothing moves any more (dialogs and drawers slide in).
    await settled(page);
    const { scrollWidth, mainScrollWidth, innerWidth, widest } = await page.evaluate(() => {
      const scroller = document.scrollingElement!;
      // The layout scrolls its main area, not the document: that box must not scroll sideways either.
      const main = document.getElementById('main-scroll');
      // The element that sticks out furthest, to name in the failure (not one its own box scrolls or clips).
      const clipped = (el: Element) => {
        for (let up = el.parentElement; up && up !== main && up !== document.body; up = up.parentElement) {
          if (getComputedStyle(up).overflowX !== 'visible') return true;
        }
        return false;
      };
      let widest = '';
      let right = window.innerWidth;
      for (const el of document.querySelectorAll('body *')) {
        const r = el.getBoundingClientRect();
        if (r.right > right + 0.5 && getComputedStyle(el).position !== 'fixed' && !clipped(el)) {
          right = r.right;
          widest = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].slice(0, 2).join('.')} "${(el.textContent ?? '').trim().slice(0, 30)}" → ${Math.round(r.right)}px`;
        }
      }
      const mainScrollWidth = main ? main.scrollWidth - main.clientWidth : 0;
      return { scrollWidth: scroller.scrollWidth, mainScrollWidth, innerWidth: window.innerWidth, widest };
    });
    if (scrollWidth > innerWidth)
      found.push(`${route.path}: page scrollWidth ${scrollWidth} > ${innerWidth} (${widest})`);
    if (mainScrollWidth > 0) found.push(`${route.path}: main area scrolls ${mainScrollWidth}px sideways (${widest})`);
    for (let i = 0; i < 3 && (await page.getByRole('dialog').count()) > 0; i++) await page.keyboard.press('Escape');
  }
  return found;
}

test.describe('no sideways page scroll at 360 px on any route', () => {
  test.setTimeout(8 * 60_000);

  test('super admin (admin): every page of the route table', async ({ page }) => {
    await signInAs(page, 'admin', '/home');
    expect(await sidewaysScroll(page)).toEqual([]);
  });

  test('guest', async ({ page }) => {
    await page.goto('/home');
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null);
    expect(await sidewaysScroll(page)).toEqual([]);
  });
});

test('the header is a compact bar: its sections and the side menu open in the 菜单 drawer', async ({ page }) => {
  await signInAs(page, 'admin', '/account-center/account-information/profile');
  await expect(page.getByRole('heading', { name: '个人资料' }).first()).toBeVisible();
  // The menu bar and the side column are gone; nothing of the header is cut off.
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: '侧边菜单' })).toBeHidden();
  const header = await page.locator('header').evaluate((h) => ({ scroll: h.scrollWidth, width: h.clientWidth }));
  expect(header.scroll).toBeLessThanOrEqual(header.width);

  const opener = page.getByRole('button', { name: '打开菜单' });
  await opener.click();
  const drawer = page.getByRole('dialog', { name: '菜单' });
  await expect(
    drawer.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '管理后台' }),
  ).toBeVisible();
  await drawer.getByRole('navigation', { name: '侧边菜单' }).getByRole('link', { name: '密钥管理' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/secret-key-manage$/);

  await opener.click();
  await expect(drawer).toBeVisible();
  // Scrolled to its end, the drawer's last entry sits clear of the demo's launcher in the bottom-left corner.
  const last = drawer.getByRole('navigation', { name: '侧边菜单' }).getByRole('link').last();
  await last.evaluate((link) => link.closest('.chakra-drawer__body')!.scrollTo(0, 1e6));
  await settled(page);
  const lastBox = (await last.boundingBox())!;
  const launcherBox = (await page.getByTestId('demo-launcher').boundingBox())!;
  expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(launcherBox.y);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();
});
