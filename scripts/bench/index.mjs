// `npm run bench`: builds the app and the floor pages, serves them, measures them side by side
// in Debian's Chromium, prints a table and writes bench-results/bench.json. Exit code 1 when a
// budget is missed. Parts: BENCH_ONLY=transfer,lighthouse,list,simulator; BENCH_SKIP_BUILD=1.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname } from 'node:path';
import { chromium } from 'playwright-core';
import { buildAll, floorDist } from './build.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { measureList } from './list.mjs';
import { appDist, chromiumPath, ports, resultsFile } from './paths.mjs';
import { serve } from './serve.mjs';
import { openAs } from './signin.mjs';
import { measureServerWrite, measureSimulator } from './simulator.mjs';
import { measureBrowserSimulator } from './simulatorBrowser.mjs';
import { loadedAssets, simulatorFilesOn, simulatorOnlyFiles, sizeOf } from './transfer.mjs';

export const targets = {
  /** First-load JS (gzip) of each app page ≤ 1.3 × the bare Chakra page. */
  jsRatio: 1.3,
  lighthouseScore: 95,
  /** The 10,000-item list keeps the whole document under this many elements. */
  listDomNodes: 1500,
  longTaskMs: 50,
  /** One page (10 rows) of the simulator over 100,000 records, median, handed to its handlers (msw/node's fetch reported beside it). */
  simulatorQueryMs: 10,
  /** The in-browser simulator from opening IndexedDB to a world in memory, seeded or loaded (median of visits). */
  simulatorColdStartMs: 150,
  /**
   * One write, answered once stored, with 50 MB of uploads stored: in the browser and on the HTTP
   * server (median of the simulator's own time, its Server-Timing; the round trip, a call writing
   * nothing and a bare durable write are reported beside it).
   */
  simulatorWriteMs: 5,
};

const appPages = [
  { name: '/home', path: '/home' },
  { name: '/console/model-square', path: '/console/model-square', userName: 'admin' },
  { name: '/mgmt-console', path: '/mgmt-console', userName: 'admin' },
];
const only = new Set((process.env.BENCH_ONLY ?? 'transfer,lighthouse,list,simulator').split(','));
const kb = (bytes) => (bytes / 1024).toFixed(1);
const launchArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'];

async function measureTransfers(browser, appBase, floorBases) {
  const floors = {};
  for (const [name, base] of Object.entries(floorBases)) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(base);
    floors[name] = sizeOf(floorDist(name), await loadedAssets(page));
    await context.close();
  }
  // Fails early when the manifest cannot tell the simulator apart.
  simulatorOnlyFiles(appDist);
  const pages = {};
  for (const { name, path, userName } of appPages) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await openAs(page, appBase, userName, path);
    const loaded = await loadedAssets(page);
    const size = sizeOf(appDist, loaded, simulatorFilesOn(appDist, loaded));
    pages[name] = { ...size, jsRatio: Number((size.js / floors.chakra.js).toFixed(2)), jsRatioReact: Number((size.js / floors.react.js).toFixed(2)) };
    await context.close();
  }
  return { floors, pages };
}

function verdicts(results) {
  const missed = [];
  for (const [name, page] of Object.entries(results.transfer?.pages ?? {}))
    if (page.jsRatio > targets.jsRatio) missed.push(`${name}: first-load JS ${page.jsRatio}× the Chakra floor (target ≤ ${targets.jsRatio}×)`);
  for (const [name, lh] of Object.entries(results.lighthouse ?? {}))
    if (lh.score < targets.lighthouseScore) missed.push(`${name}: Lighthouse ${lh.score} (target ≥ ${targets.lighthouseScore})`);
  const list = results.list;
  if (list && list.maxDomNodes > targets.listDomNodes) missed.push(`list: ${list.maxDomNodes} DOM nodes (target ≤ ${targets.listDomNodes})`);
  if (list && list.longTasksOver50ms > 0) missed.push(`list: ${list.longTasksOver50ms} long tasks over ${targets.longTaskMs} ms while scrolling`);
  const sim = results.simulator;
  if (sim && sim.medianMs > targets.simulatorQueryMs) missed.push(`simulator: ${sim.medianMs} ms per page (target ≤ ${targets.simulatorQueryMs} ms)`);
  const inBrowser = results.simulatorBrowser;
  if (inBrowser) {
    const start = Math.max(inBrowser.coldStartSeedMs, inBrowser.coldStartLoadMs);
    if (start > targets.simulatorColdStartMs) missed.push(`simulator cold start in the browser: ${start} ms (target ≤ ${targets.simulatorColdStartMs} ms)`);
    if (inBrowser.writeMedianMs > targets.simulatorWriteMs) missed.push(`simulator write in the browser: ${inBrowser.writeMedianMs} ms (target ≤ ${targets.simulatorWriteMs} ms)`);
  }
  const onServer = results.simulatorServer;
  if (onServer && onServer.medianMs > targets.simulatorWriteMs) missed.push(`simulator write on the server: ${onServer.medianMs} ms (target ≤ ${targets.simulatorWriteMs} ms)`);
  return missed;
}

function printTable(results) {
  const rows = [];
  const { transfer, lighthouse, list, simulator, simulatorBrowser: inBrowser, simulatorServer: onServer } = results;
  if (transfer) {
    for (const [name, f] of Object.entries(transfer.floors))
      rows.push([`floor ${name}`, `JS ${kb(f.js)} KB, CSS ${kb(f.css)} KB (gzip)${name === 'chakra' ? '' : `, ${(f.js / transfer.floors.chakra.js).toFixed(2)}× Chakra`}`, '']);
    for (const [name, p] of Object.entries(transfer.pages))
      rows.push([
        `first load ${name}`,
        `JS ${kb(p.js)} KB (${p.jsRatio}× Chakra, ${p.jsRatioReact}× React), CSS ${kb(p.css)} KB; simulator +${kb(p.simulatorJs)} KB`,
        p.jsRatio <= targets.jsRatio ? 'ok' : 'MISSED',
      ]);
  }
  for (const [name, lh] of Object.entries(lighthouse ?? {}))
    rows.push([`lighthouse ${name}`, `score ${lh.score} (runs ${lh.runs.join('/')}), LCP ${lh.lcpMs} ms, TBT ${lh.tbtMs} ms`, lh.score >= targets.lighthouseScore ? 'ok' : 'MISSED']);
  if (list)
    rows.push([
      'list 10,000 items',
      `max ${list.maxDomNodes} DOM nodes, ${list.renderedItemsAtEnd} items rendered at the end, longest task ${list.longestTaskMs} ms (${list.longTasksOver50ms} over 50)`,
      list.maxDomNodes <= targets.listDomNodes && list.longTasksOver50ms === 0 ? 'ok' : 'MISSED',
    ]);
  if (simulator)
    rows.push([
      `simulator ${simulator.records.toLocaleString('en')} records`,
      `paged query median ${simulator.medianMs} ms, max ${simulator.maxMs} ms (${simulator.samples} pages, handed to the handlers); through msw/node's fetch ${simulator.viaMswNodeMedianMs} ms`,
      simulator.medianMs <= targets.simulatorQueryMs ? 'ok' : 'MISSED',
    ]);
  if (inBrowser) {
    rows.push([
      'simulator cold start (browser)',
      `seed ${inBrowser.coldStartSeedMs} ms, load ${inBrowser.coldStartLoadMs} ms (median of ${inBrowser.visits} visits)`,
      Math.max(inBrowser.coldStartSeedMs, inBrowser.coldStartLoadMs) <= targets.simulatorColdStartMs ? 'ok' : 'MISSED',
    ]);
    rows.push([
      'simulator write (browser)',
      `median ${inBrowser.writeMedianMs} ms, max ${inBrowser.writeMaxMs} ms, ${inBrowser.uploadedMb} MB of uploads stored (round trip through the worker ${inBrowser.roundTripMedianMs} ms; a call writing nothing ${inBrowser.floorMs} ms; a bare IndexedDB put ${inBrowser.idbPutMs} ms)`,
      inBrowser.writeMedianMs <= targets.simulatorWriteMs ? 'ok' : 'MISSED',
    ]);
  }
  if (onServer)
    rows.push([
      'simulator write (sim:server)',
      `median ${onServer.medianMs} ms, max ${onServer.maxMs} ms, ${onServer.uploadedMb} MB of uploads stored (round trip ${onServer.roundTripMedianMs} ms; a bare GET ${onServer.floorMs} ms; a bare O_DSYNC append ${onServer.syncAppendMs} ms)`,
      onServer.medianMs <= targets.simulatorWriteMs ? 'ok' : 'MISSED',
    ]);
  const width = [0, 1].map((c) => Math.max(...rows.map((r) => r[c].length)));
  console.log(rows.map((r) => `${r[0].padEnd(width[0])}  ${r[1].padEnd(width[1])}  ${r[2]}`).join('\n'));
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) {
    console.log('[bench] building the app and the floor pages…');
    await buildAll();
  }
  const servers = {
    app: await serve(appDist, ports.app),
    react: await serve(floorDist('react'), ports.floor, 'react.html'),
    chakra: await serve(floorDist('chakra'), ports.floor + 1, 'chakra.html'),
    stack: await serve(floorDist('stack'), ports.floor + 2, 'stack.html'),
    list: await serve(floorDist('list'), ports.list, 'list.html'),
  };
  const results = { date: new Date().toISOString(), loadAverage: loadavg(), targets, lighthouseConfig: 'desktop preset, storage kept (signed in), HTTP cache cleared per run' };
  const browser = await chromium.launch({ executablePath: chromiumPath, args: launchArgs });
  try {
    if (only.has('transfer')) {
      console.log('[bench] first-load transfer…');
      results.transfer = await measureTransfers(browser, servers.app.url, { react: servers.react.url, chakra: servers.chakra.url, stack: servers.stack.url });
    }
    if (only.has('list')) {
      console.log('[bench] 10,000-item list…');
      results.list = await measureList(browser, servers.list.url);
    }
    if (only.has('simulator')) {
      console.log('[bench] simulator in the browser…');
      results.simulatorBrowser = await measureBrowserSimulator(browser, servers.app.url);
    }
  } finally {
    await browser.close();
  }
  if (only.has('lighthouse')) {
    console.log('[bench] lighthouse…');
    results.lighthouse = await measureLighthouse(servers.app.url, appPages.slice(0, 2));
  }
  await Promise.all(Object.values(servers).map((s) => s.close()));
  if (only.has('simulator')) {
    console.log('[bench] simulator paged query…');
    results.simulator = await measureSimulator();
    console.log('[bench] simulator server write…');
    results.simulatorServer = await measureServerWrite();
  }
  results.missed = verdicts(results);
  mkdirSync(dirname(resultsFile), { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  printTable(results);
  console.log(
    `[bench] load average ${results.loadAverage.map((l) => l.toFixed(2)).join(' ')} at the start, ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} at the end (${cpus().length} cores)`,
  );
  console.log(results.missed.length ? `\n[bench] targets missed:\n- ${results.missed.join('\n- ')}` : '\n[bench] all targets met');
  console.log(`[bench] written ${resultsFile}`);
  process.exitCode = results.missed.length ? 1 : 0;
}

await main();
