// Bench part: Lighthouse (performance only) on the demo-mode build with the simulator on.
// Chromium runs with a persistent profile and --remote-debugging-port, so Lighthouse's tab
// shares the simulator's service worker, its localStorage data and the sign-in cookie.
// Lighthouse's default (mobile) preset: a phone's screen, slow 4G and a 4x CPU slowdown, simulated
// from one unthrottled load. Storage reset is off so the sign-in survives; the HTTP cache is
// cleared before every run, so each run is a cold load. The long tasks of the median run are named
// by the script they ran (Lighthouse's long-tasks audit).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumPath, ports } from './paths.mjs';
import { openAs } from './signin.mjs';

const DEBUG_PORT = ports.debug;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A build's file name without its hash (`index-Ab12.js` → `index.js`); other URLs as Lighthouse names them. */
const scriptName = (url) => {
  try {
    const { pathname } = new URL(url);
    return (
      pathname
        .split('/')
        .pop()
        .replace(/-[\w-]{8}(\.\w+)$/, '$1') || url
    );
  } catch {
    return url;
  }
};

async function audit(context, url) {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: true,
  });
  const { categories, audits, environment } = result.lhr;
  return {
    // Lighthouse's own measure of the host's CPU: its 4× slowdown is applied whatever the host, so
    // runs on different hosts compare only beside it.
    benchmarkIndex: Math.round(environment.benchmarkIndex),
    score: Math.round(categories.performance.score * 100),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
    cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    longTasks: (audits['long-tasks'].details?.items ?? [])
      .filter((task) => task.duration > 50)
      .map((task) => ({
        script: scriptName(task.url),
        ms: Math.round(task.duration),
        atMs: Math.round(task.startTime),
      })),
  };
}

/**
 * pages: [{ name, path, userName? }]; each audited `runs` times, the median run reported. A floor
 * page (`signIn: false`) has no simulator to install or account to sign in with.
 */
export async function measureLighthouse(
  base,
  pages,
  { signIn = true, runs = Number(process.env.BENCH_LH_RUNS ?? 3) } = {},
) {
  const profile = mkdtempSync(join(tmpdir(), 'bench-lh-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    viewport: { width: 1350, height: 940 },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      `--remote-debugging-port=${DEBUG_PORT}`,
      '--disable-background-networking',
    ],
  });
  const results = {};
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    for (const { name, path, userName } of pages) {
      // Installs the simulator's worker and signs in (or out) before the audited load.
      await context.clearCookies();
      if (signIn) await openAs(page, base, userName, path);
      await page.goto('about:blank');
      const samples = [];
      for (let i = 0; i < runs; i++) samples.push(await audit(context, `${base}${path}`));
      const best = samples.find((s) => s.score === median(samples.map((x) => x.score)));
      results[name] = {
        ...best,
        runs: samples.map((s) => s.score),
        load: loadavg()
          .map((l) => l.toFixed(2))
          .join(' '),
      };
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return results;
}
