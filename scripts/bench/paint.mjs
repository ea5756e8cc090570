// Bench part: what a visitor waits for. Largest contentful paint and the time to the first row
// of data, on the real build (API from `sim:server`) and the demo build (the in-browser
// simulator), each as a ratio to a floor measured in the same interleaved run: the bare Chakra page
// for the guest pages, the console floor for the signed-in ones.
// Every visitor is a returning one: a warm browser context per site and page (signed in, the demo's
// worker installed), the HTTP cache cleared and the demo's worker stopped before each load, a new
// tab per load.
import { loadavg } from 'node:os';
import { median, ratioInterval } from './stats.mjs';

/** Pages whose LCP is compared with the floors; `firstData` names the first card or row of real data. */
export const paintPages = [
  { name: '/home', path: '/home', kind: 'static' },
  { name: '/docs-center', path: '/docs-center', kind: 'static' },
  {
    name: '/console/model-square',
    path: '/console/model-square',
    userName: 'admin',
    kind: 'data',
    firstData: '[data-testid="model-card"]',
  },
  {
    name: '/mgmt-console/management/user-management',
    path: '/mgmt-console/management/user-management',
    userName: 'admin',
    kind: 'data',
    firstData: 'table[aria-label="用户列表"] tbody tr',
  },
];

/**
 * Runs in the page before its own scripts: LCP and FCP from the browser's entries, long tasks, and
 * when `selector` is given the first frame after an element matching it has a size.
 */
function observePaint(selector) {
  const bench = (window.__bench = { lcp: 0, fcp: 0, firstData: 0, longTasks: [] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.lcp = entry.renderTime || entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') bench.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push(Math.round(entry.duration));
  }).observe({ type: 'longtask', buffered: true });
  if (!selector) return;
  const seen = () => {
    const element = document.querySelector(selector);
    return element && element.getBoundingClientRect().height > 0;
  };
  const watcher = new MutationObserver(() => {
    if (!seen()) return;
    watcher.disconnect();
    // The frame that shows it: after its paint, as main.tsx's afterNextPaint.
    requestAnimationFrame(() => setTimeout(() => (bench.firstData = performance.now()), 0));
  });
  watcher.observe(document, { childList: true, subtree: true, attributes: true });
}

/**
 * As a visitor coming back finds the browser: nothing cached over HTTP, and the demo's service
 * worker stopped (a browser stops an idle one after 30 s). Left running, it was stopped or not
 * depending on how long the bench's other loads took, and the demo's figures followed.
 */
async function asReturningVisitor(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await cdp.detach();
}

/** The desktop the targets are measured on. */
export const desktopProfile = { name: 'desktop', contextOptions: { viewport: { width: 1440, height: 900 } } };

/**
 * A phone: its screen, a 4× slower CPU and a good mobile line (100 ms round trip, 10 Mbit/s), for
 * the time a phone's user waits (Lighthouse's simulation reports LCP, not the first row of data);
 * its ratios have the desktop's targets.
 * The demo's answers come from its service worker, which the line's emulation does not slow.
 */
export const phoneProfile = {
  name: 'phone',
  contextOptions: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  cpuRate: 4,
  network: { offline: false, latency: 100, downloadThroughput: 1.25e6, uploadThroughput: 1.25e6 },
};

async function throttle(context, page, profile) {
  if (!profile.cpuRate && !profile.network) return;
  const cdp = await context.newCDPSession(page);
  if (profile.cpuRate) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuRate });
  if (profile.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', profile.network);
  }
}

/** One cold-cache load in a new tab of a warm context. */
async function loadOnce(context, url, firstData, profile) {
  const page = await context.newPage();
  try {
    await asReturningVisitor(context, page);
    await throttle(context, page, profile);
    await page.addInitScript(observePaint, firstData ?? null);
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    if (firstData) await page.waitForFunction(() => window.__bench.firstData > 0, null, { timeout: 20_000 });
    // LCP candidates stop once nothing new paints; a last frame for the final one.
    await page.waitForFunction(
      () => new Promise((done) => requestAnimationFrame(() => setTimeout(() => done(window.__bench.lcp > 0), 100))),
    );
    // What the page painted, to tell whether the console floor still paints the same content.
    return await page.evaluate(() => ({ ...window.__bench, elements: document.querySelectorAll('#root *').length }));
  } finally {
    await page.close();
  }
}

/**
 * A page's ratios to the floors' LCPs, each with its range (scripts/bench/stats.mjs), from its
 * loads and the floors' loads of the same runs, in the same order: one run's, or several runs'
 * pooled (pool.mjs).
 */
export function pageRatios(kind, { lcps, firstDatas }, floorLcps) {
  const lcpMs = median(lcps);
  const ratios = {
    lcpRatio: Number((lcpMs / median(floorLcps.chakra)).toFixed(2)),
    lcpRatioInterval: ratioInterval(lcps, floorLcps.chakra),
  };
  // The signed-in pages' targets: against a Chakra console page that paints the same content with
  // no session and no data to fetch (its cards are in its first paint, so its LCP is its first data).
  if (kind === 'data' && floorLcps.console) {
    const consoleMs = median(floorLcps.console);
    Object.assign(ratios, {
      lcpRatioConsole: Number((lcpMs / consoleMs).toFixed(2)),
      firstDataRatioConsole: Number((median(firstDatas) / consoleMs).toFixed(2)),
      lcpRatioConsoleInterval: ratioInterval(lcps, floorLcps.console),
      firstDataRatioConsoleInterval: ratioInterval(firstDatas, floorLcps.console),
    });
  }
  return ratios;
}

/**
 * sites: { name: { base, signIn(context, userName) } }; floors: { name: base }.
 * Each run loads every floor and every site's pages once, in the same order, so a burst of load
 * on the machine hits floors and pages alike.
 */
export async function measurePaint(
  browser,
  { sites, floors, profile = desktopProfile, runs = Number(process.env.BENCH_PAINT_RUNS ?? 7) },
) {
  const targets = [];
  for (const [name, base] of Object.entries(floors))
    targets.push({ key: `floor ${name}`, url: base, context: await browser.newContext(profile.contextOptions) });
  for (const [siteName, site] of Object.entries(sites))
    for (const page of paintPages) {
      const context = await browser.newContext(profile.contextOptions);
      await site.signIn(context, page.userName);
      targets.push({ key: `${siteName} ${page.name}`, site: siteName, page, url: `${site.base}${page.path}`, context });
    }
  const load = { before: loadavg().map((l) => Number(l.toFixed(2))) };
  const samples = new Map(targets.map((t) => [t.key, []]));
  for (let run = 0; run < runs; run++)
    for (const t of targets) samples.get(t.key).push(await loadOnce(t.context, t.url, t.page?.firstData, profile));
  load.after = loadavg().map((l) => Number(l.toFixed(2)));
  await Promise.all(targets.map((t) => t.context.close()));

  const summary = (list) => ({
    lcpMs: median(list.map((s) => s.lcp)),
    fcpMs: median(list.map((s) => s.fcp)),
    longestTaskMs: median(list.map((s) => Math.max(0, ...s.longTasks))),
    elements: median(list.map((s) => s.elements)),
  });
  const result = { profile: profile.name, runs, load, floors: {}, pages: {} };
  const floorLcps = Object.fromEntries(
    Object.keys(floors).map((name) => [name, samples.get(`floor ${name}`).map((s) => s.lcp)]),
  );
  // Every load's figures are kept with the medians, so that runs can be pooled and intervals drawn again.
  for (const name of Object.keys(floors))
    result.floors[name] = { ...summary(samples.get(`floor ${name}`)), lcpSamples: floorLcps[name].map(Math.round) };
  for (const t of targets.filter((x) => x.site)) {
    const list = samples.get(t.key);
    const loads = {
      lcps: list.map((s) => s.lcp),
      firstDatas: t.page.firstData ? list.map((s) => s.firstData) : undefined,
    };
    const page = { site: t.site, path: t.page.path, kind: t.page.kind, ...summary(list) };
    if (loads.firstDatas) {
      page.firstDataMs = median(loads.firstDatas);
      page.firstDataRatio = Number((page.firstDataMs / result.floors.chakra.fcpMs).toFixed(2));
    }
    Object.assign(page, pageRatios(t.page.kind, loads, floorLcps));
    page.lcpSamples = loads.lcps.map(Math.round);
    if (loads.firstDatas) page.firstDataSamples = loads.firstDatas.map(Math.round);
    result.pages[t.key] = page;
  }
  return result;
}
