/**
 * What the sample deployment (deploy/nginx.conf and the real-mode build) tells browsers and
 * leaves out: the security headers on every kind of response, a Content-Security-Policy that
 * allows the build's inline scripts by hash and nothing inline besides, no version in the Server
 * header, gzip that varies on Accept-Encoding, no mock service worker, no simulator controls.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIResponse } from '@playwright/test';
import { expectLoggedIn, passwordLogin } from '../e2e/support';
import { SIM_URL, assetUrls, resetWorld } from './support';

const DIST = process.env.DEPLOY_DIST ?? '/tmp/dist-deploy';
const PAGES = [
  '/',
  '/index.html',
  '/home',
  '/docs-center',
  '/console/model-square',
  '/agreement.html',
  '/privacy.html',
  '/big_model_service_agreement.html',
];

test.beforeEach(async ({ request }) => {
  await resetWorld(request);
});

/** The policy's directives by name: `script-src` → ["'self'", "'sha256-…'"]. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );
}

function expectSecurityHeaders(res: APIResponse, what: string): void {
  const headers = res.headers();
  const csp = directives(headers['content-security-policy'] ?? '');
  expect(csp.get('default-src'), what).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('base-uri'), what).toEqual(["'self'"]);
  const scripts = csp.get('script-src') ?? [];
  expect(scripts[0], what).toBe("'self'");
  // Nothing else but hashes: no 'unsafe-inline', 'unsafe-eval', hosts or schemes.
  for (const source of scripts.slice(1)) expect(source, what).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security'], what).toBe('max-age=31536000; includeSubDomains');
  expect(headers['server'], what).toBe('nginx');
}

test.describe('the sample deployment’s headers', () => {
  test('pages, assets, a missing asset and API answers all carry the security headers', async ({ request }) => {
    const [asset] = assetUrls(await (await request.get('/')).text());
    for (const path of [...PAGES, asset, '/assets/gone-0000000.js', '/front/api/health', '/front/api/nothing/here']) {
      expectSecurityHeaders(await request.get(path), path);
    }
    // Caching still differs by kind: the headers above must not have displaced it.
    expect((await request.get('/')).headers()['cache-control']).toBe('no-cache');
    expect((await request.get(asset)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('compressed answers vary on Accept-Encoding', async ({ request }) => {
    const [asset] = assetUrls(await (await request.get('/')).text()).filter((a) => a.endsWith('.js'));
    for (const path of ['/', asset]) {
      const res = await request.get(path, { headers: { 'accept-encoding': 'gzip' } });
      expect(res.headers()['content-encoding'], path).toBe('gzip');
      expect(res.headers()['vary'], path).toContain('Accept-Encoding');
    }
  });

  test('every inline script of every page is allowed by its hash, and the hashes file is not served', async ({
    page,
    request,
  }) => {
    for (const path of PAGES) {
      const res = await page.goto(path);
      const allowed = directives(res?.headers()['content-security-policy'] ?? '').get('script-src') ?? [];
      // As the browser parsed them: what it hashes when it enforces the policy.
      const inline = await page.evaluate(() =>
        [...document.querySelectorAll('script:not([src])')].map((s) => s.textContent ?? ''),
      );
      for (const script of inline) {
        const hash = `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
        expect(allowed, `${path}: ${script.slice(0, 80)}`).toContain(hash);
      }
    }
    expect(existsSync(join(DIST, 'csp-script-hashes.conf'))).toBe(true);
    expect((await request.get('/csp-script-hashes.conf')).status()).toBe(404);
  });

  test('the portal runs under the policy: signing in and moving around raises no violation', async ({ page }) => {
    const violations: string[] = [];
    await page.exposeFunction('reportCspViolation', (text: string) => void violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
          `${e.violatedDirective} ${e.blockedURI}`,
        );
      });
    });
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    await page.goto('/home');
    await passwordLogin(page, 'dev_ent');
    await expectLoggedIn(page);
    // The store's icons are data: images, its styles Emotion's inline ones.
    await page.goto('/app-center/app-store');
    await expect(page.getByText('会议纪要助手').first()).toBeVisible();
    await page.goto('/console/model-square');
    await expect(page.getByRole('heading', { name: '模型广场' })).toBeVisible();
    expect(violations).toEqual([]);
  });
});

test.describe('what the deployment leaves out', () => {
  test('the real build ships no simulator service worker', async ({ request }) => {
    expect(existsSync(join(DIST, 'simulator-sw.js'))).toBe(false);
    // Nor the seeded world the worker fetches on a first visit.
    expect(readdirSync(join(DIST, 'assets')).filter((file) => file.startsWith('simulator-'))).toEqual([]);
    // The path is just another SPA route now: index.html, no script.
    const res = await request.get('/simulator-sw.js');
    expect(res.headers()['content-type']).toContain('text/html');
    expect(await res.text()).not.toContain('serviceWorker');
  });

  test('the simulator’s controls are not proxied, and on its own port they need the control token', async ({
    request,
  }) => {
    // Not proxied: nginx itself refuses (a POST to the SPA fallback), no JSON, no token.
    const proxied = await request.post('/__simulator/switchAccount', { data: ['admin'] });
    expect(proxied.status()).not.toBe(200);
    expect(await proxied.text()).not.toContain('tk_');
    const direct = await request.post(`${SIM_URL}/__simulator/switchAccount`, {
      data: ['admin'],
      headers: { origin: 'http://evil.example' },
    });
    expect(direct.status()).toBe(401);
    expect(direct.headers()['access-control-allow-origin']).toBeUndefined();
  });
});
