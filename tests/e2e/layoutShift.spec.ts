import { expect, test } from '@playwright/test';
import { expectLoggedIn, signInAs } from './support';

/**
 * A returning user's header does not move while their session is restored: the room of the phone
 * menu button and of the user menu is kept until they come (src/ui/shell/userMenuRoom.tsx).
 */
for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the signed-in header keeps its place while the session is restored (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInAs(page, 'admin', '/home');
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as Window & { headerShifts?: string[] }).headerShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { sources: { node: Node | null }[] })[])
          for (const source of entry.sources) if (source.node instanceof Element && source.node.closest('header')) shifts.push(source.node.outerHTML.slice(0, 120));
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/console/model-square');
    await expectLoggedIn(page);
    await expect(page.getByTestId('model-card').first()).toBeVisible();
    // Two more frames: the observer hears of a frame's shifts after it.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await page.evaluate(() => (window as Window & { headerShifts?: string[] }).headerShifts)).toEqual([]);
  });
}
