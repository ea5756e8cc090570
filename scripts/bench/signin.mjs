// Bench sign-in: the simulator's own account switch (window.__simulator, demo mode), as the
// demo console does it — it stores the token cookie the way a login does.
export async function openAs(page, base, userName, path) {
  await page.goto(`${base}/home`);
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null && '__simulator' in window);
  if (userName) await page.evaluate((name) => window.__simulator.switchAccount(name), userName);
  // The visit a returning user made before: it finishes loading (their session included).
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
}
