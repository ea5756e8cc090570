// `npm run bench`: builds the app (demo and real) and the floor pages, serves them (the real
// build's API from `sim:server`), measures them side by side in Debian's Chromium, prints a table
// and writes bench-results/bench.json. Exit code 1 when a target is missed.
// Parts: BENCH_ONLY=paint,phone,transfer,lighthouse,list,simulator; BENCH_SKIP_BUILD=1; BENCH_PAINT_RUNS
// (7), BENCH_LH_RUNS (3); ports and the build directory: scripts/bench/paths.mjs.
// A/B: BENCH_BASELINE=<dir> holding another build's `app` and `app-real` (e.g. main's, built as the
// bench builds them) is measured in the same runs as a third and fourth site (paint, interleaved)
// and page by page beside this build (Lighthouse); its figures are information, not targets.
// Runs of one build can be pooled afterwards: scripts/bench/pool.mjs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname } from 'node:path';
import { chromium } from 'playwright-core';
import { buildAll, floorDist } from './build.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { measureList } from './list.mjs';
import { measurePaint, paintPages, phoneProfile } from './paint.mjs';
import { appDist, baselineDir, chromiumPath, ports, realAppDist, resultsFile } from './paths.mjs';
import { serve } from './serve.mjs';
import { startSimServer } from './simServer.mjs';
import { openAs } from './signin.mjs';
import { measureServerWrite, measureSimulator } from './simulator.mjs';
import { measureBrowserSimulator } from './simulatorBrowser.mjs';
import { loadedAssets, simulatorFilesOn, simulatorOnlyFiles, sizeOf } from './transfer.mjs';
import { mark, paintMark, paintRatios, paintVerdicts, targets } from './targets.mjs';

/** The pages Lighthouse and the transfer part measure: the paint part's. */
const appPages = paintPages;
const only = new Set((process.env.BENCH_ONLY ?? 'paint,phone,transfer,lighthouse,list,simulator').split(','));
const kb = (bytes) => (bytes / 1024).toFixed(1);
const lighthouseFigures = (lh) =>
  `score ${lh.score} (runs ${lh.runs.join('/')}), LCP ${lh.lcpMs} ms, TBT ${lh.tbtMs} ms, CLS ${lh.cls}; load ${lh.load}`;
const launchArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
];

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
    // Information, not a budget: bytes are not what a visitor waits for.
    pages[name] = {
      ...size,
      jsRatio: Number((size.js / floors.chakra.js).toFixed(2)),
      jsRatioReact: Number((size.js / floors.react.js).toFixed(2)),
    };
    await context.close();
  }
  return { floors, pages };
}

function verdicts(results) {
  const missed = paintVerdicts(results);
  for (const [name, lh] of Object.entries(results.lighthouse ?? {})) {
    if (lh.score < targets.lighthouseScore)
      missed.push(`${name}: Lighthouse mobile ${lh.score} (target ≥ ${targets.lighthouseScore})`);
    if (lh.tbtMs > targets.lighthouseTbtMs)
      missed.push(`${name}: mobile TBT ${lh.tbtMs} ms (target ≤ ${targets.lighthouseTbtMs} ms)`);
    if (lh.cls > targets.lighthouseCls) missed.push(`${name}: CLS ${lh.cls} (target ${targets.lighthouseCls})`);
  }
  const list = results.list;
  if (list && list.maxDomNodes > targets.listDomNodes)
    missed.push(`list: ${list.maxDomNodes} DOM nodes (target ≤ ${targets.listDomNodes})`);
  if (list && list.longTasksOver50ms > 0)
    missed.push(`list: ${list.longTasksOver50ms} long tasks over ${targets.longTaskMs} ms while scrolling`);
  const sim = results.simulator;
  if (sim && sim.medianMs > targets.simulatorQueryMs)
    missed.push(`simulator: ${sim.medianMs} ms per page (target ≤ ${targets.simulatorQueryMs} ms)`);
  const inBrowser = results.simulatorBrowser;
  if (inBrowser) {
    const start = Math.max(inBrowser.coldStartSeedMs, inBrowser.coldStartLoadMs);
    if (start > targets.simulatorColdStartMs)
      missed.push(`simulator cold start in the browser: ${start} ms (target ≤ ${targets.simulatorColdStartMs} ms)`);
    if (inBrowser.writeMedianMs > targets.simulatorWriteMs)
      missed.push(
        `simulator write in the browser: ${inBrowser.writeMedianMs} ms (target ≤ ${targets.simulatorWriteMs} ms)`,
      );
  }
  const onServer = results.simulatorServer;
  if (onServer && onServer.medianMs > targets.simulatorWriteMs)
    missed.push(`simulator write on the server: ${onServer.medianMs} ms (target ≤ ${targets.simulatorWriteMs} ms)`);
  return missed;
}

function printTable(results) {
  const rows = [];
  const {
    paint,
    transfer,
    lighthouse,
    list,
    simulator,
    simulatorBrowser: inBrowser,
    simulatorServer: onServer,
  } = results;
  for (const [prefix, result] of [
    ['', paint],
    ['phone ', results.paintPhone],
  ]) {
    if (!result) continue;
    rows.push([
      `${prefix}machine load (1/5/15 min)`,
      `${result.load.before.join(' ')} before, ${result.load.after.join(' ')} after ${result.runs} interleaved runs`,
      '',
    ]);
    for (const [name, f] of Object.entries(result.floors))
      rows.push([
        `${prefix}floor ${name}`,
        `LCP ${f.lcpMs} ms, first paint ${f.fcpMs} ms (medians); ${f.elements} elements`,
        '',
      ]);
    for (const [name, p] of Object.entries(result.pages)) {
      const data = p.firstDataMs === undefined ? '' : `; first data ${p.firstDataMs} ms`;
      rows.push([
        `${prefix}paint ${name}`,
        `${paintRatios(p)}; LCP ${p.lcpMs} ms${data}; longest task ${p.longestTaskMs} ms; ${p.elements} elements`,
        paintMark(p),
      ]);
    }
  }
  if (transfer) {
    for (const [name, f] of Object.entries(transfer.floors))
      rows.push([
        `floor ${name}`,
        `JS ${kb(f.js)} KB, CSS ${kb(f.css)} KB (gzip)${name === 'chakra' ? '' : `, ${(f.js / transfer.floors.chakra.js).toFixed(2)}× Chakra`}`,
        '',
      ]);
    for (const [name, p] of Object.entries(transfer.pages))
      rows.push([
        `first load ${name}`,
        `JS ${kb(p.js)} KB (${p.jsRatio}× Chakra, ${p.jsRatioReact}× React), CSS ${kb(p.css)} KB; simulator +${kb(p.simulatorJs)} KB; ${p.files} files`,
        'info',
      ]);
  }
  for (const [name, lh] of Object.entries(results.lighthouseFloors ?? {}))
    rows.push([`lighthouse mobile ${name}`, lighthouseFigures(lh), '']);
  for (const [name, lh] of Object.entries(results.lighthouseBaseline ?? {}))
    rows.push([`lighthouse mobile ${name} (baseline)`, lighthouseFigures(lh), 'info']);
  for (const [name, lh] of Object.entries(lighthouse ?? {})) {
    const ok =
      lh.score >= targets.lighthouseScore && lh.tbtMs <= targets.lighthouseTbtMs && lh.cls <= targets.lighthouseCls;
    rows.push([
      `lighthouse mobile ${name}`,
      `${lighthouseFigures(lh)}; host BenchmarkIndex ${lh.benchmarkIndex}`,
      mark(ok),
    ]);
    const tasks = lh.longTasks
      .slice(0, 8)
      .map((t) => `${t.script} ${t.ms} ms`)
      .join(', ');
    rows.push([`  long tasks (phone)`, tasks || 'none over 50 ms', '']);
  }
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
  const sim = only.has('paint') || only.has('phone') ? await startSimServer(ports.sim) : undefined;
  const servers = {
    app: await serve(appDist, ports.app),
    ...(sim ? { real: await serve(realAppDist, ports.real, 'index.html', ports.sim) } : {}),
    react: await serve(floorDist('react'), ports.floor),
    chakra: await serve(floorDist('chakra'), ports.floor + 1),
    stack: await serve(floorDist('stack'), ports.floor + 2),
    console: await serve(floorDist('console'), ports.floor + 3),
    list: await serve(floorDist('list'), ports.list),
    ...(baselineDir ? { baseline: await serve(`${baselineDir}/app`, ports.baseline) } : {}),
    ...(baselineDir && sim
      ? { baselineReal: await serve(`${baselineDir}/app-real`, ports.baseline + 1, 'index.html', ports.sim) }
      : {}),
  };
  const results = {
    date: new Date().toISOString(),
    loadAverage: loadavg(),
    targets,
    lighthouseConfig:
      'mobile preset (simulated slow 4G, 4x CPU), demo build, storage kept (signed in), HTTP cache cleared per run',
  };
  const browser = await chromium.launch({ executablePath: chromiumPath, args: launchArgs });
  try {
    // A returning visitor, signed in on an earlier visit: the token and the guest session id that
    // visit kept (without it, each load would ask for a new one before the session's calls).
    const realSignIn = (base) => async (context, userName) => {
      if (!userName) return;
      const [token, sessionId] = await Promise.all([sim.tokenOf(userName), sim.guestSessionId()]);
      await context.addCookies([
        { name: 'token', value: token, url: base },
        { name: 'x-session-id', value: sessionId, url: base },
      ]);
    };
    const demoSignIn = (base) => async (context, userName) => {
      const page = await context.newPage();
      await openAs(page, base, userName, '/home');
      await page.close();
    };
    const sites = sim && {
      real: { base: servers.real.url, signIn: realSignIn(servers.real.url) },
      demo: { base: servers.app.url, signIn: demoSignIn(servers.app.url) },
    };
    // The baseline's builds are measured in the same interleaved runs, on the desktop and the phone alike.
    const withBaseline = { ...sites };
    if (servers.baselineReal)
      withBaseline['baseline real'] = { base: servers.baselineReal.url, signIn: realSignIn(servers.baselineReal.url) };
    if (servers.baseline)
      withBaseline['baseline demo'] = { base: servers.baseline.url, signIn: demoSignIn(servers.baseline.url) };
    if (only.has('paint')) {
      console.log('[bench] LCP and first data, real build and demo, interleaved with the floors…');
      results.paint = await measurePaint(browser, {
        sites: withBaseline,
        floors: { chakra: servers.chakra.url, react: servers.react.url, console: servers.console.url },
      });
    }
    if (only.has('phone')) {
      console.log(
        '[bench] LCP and first data on a phone (4× CPU, 100 ms round trip, 10 Mbit/s), interleaved with the floors…',
      );
      results.paintPhone = await measurePaint(browser, {
        sites: withBaseline,
        floors: { chakra: servers.chakra.url, console: servers.console.url },
        profile: phoneProfile,
      });
    }
    if (only.has('transfer')) {
      console.log('[bench] first-load transfer…');
      results.transfer = await measureTransfers(browser, servers.app.url, {
        react: servers.react.url,
        chakra: servers.chakra.url,
        stack: servers.stack.url,
      });
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
    // The floors beside the pages: what Lighthouse makes of a page that only renders Chakra.
    results.lighthouseFloors = {};
    for (const name of ['chakra', 'console'])
      Object.assign(
        results.lighthouseFloors,
        await measureLighthouse(servers[name].url, [{ name: `floor ${name}`, path: '/' }], { signIn: false }),
      );
    if (servers.baseline) {
      // Page by page, this build then the baseline, so a burst of load falls on both.
      results.lighthouse = {};
      results.lighthouseBaseline = {};
      for (const page of appPages) {
        Object.assign(results.lighthouse, await measureLighthouse(servers.app.url, [page]));
        Object.assign(results.lighthouseBaseline, await measureLighthouse(servers.baseline.url, [page]));
      }
    } else results.lighthouse = await measureLighthouse(servers.app.url, appPages);
  }
  await Promise.all(Object.values(servers).map((s) => s.close()));
  await sim?.close();
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
  console.log(
    results.missed.length ? `\n[bench] targets missed:\n- ${results.missed.join('\n- ')}` : '\n[bench] all targets met',
  );
  console.log(`[bench] written ${resultsFile}`);
  process.exitCode = results.missed.length ? 1 : 0;
}

await main();
