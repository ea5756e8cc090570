// Bench part in Chromium: the in-browser simulator against the built demo. Cold start is the
// 'simulator:start' measure of its service worker (mocks/serviceWorker.ts: IndexedDB opened, then
// the seed in memory on a first visit, or the stored world loaded when the browser starts the
// stopped worker again); a write is one profile change through
// the service worker, answered once IndexedDB has it, with 50 MB of uploads stored. Its budget is
// the simulator's own time, which every answer reports as Server-Timing (mocks/rules/respond.ts):
// the unit of work from waiting for the writer to the commit stored. Beside it: the whole round
// trip as the page sees it, a call that writes nothing through the same worker (the worker's own
// cost on this machine now), and a bare IndexedDB put with strict durability in the same page
// (what storing anything costs here now).

const MB = 1024 * 1024;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ready = (page) =>
  page.waitForFunction(() => navigator.serviceWorker?.controller != null && '__simulator' in window);
/** The simulator's own time of an answer, ms: its Server-Timing metric (a header's value). */
export const simulatorTiming = (serverTiming) =>
  Number(/(?:^|,)\s*simulator;dur=([\d.]+)/.exec(serverTiming ?? '')?.[1] ?? Number.NaN);
/**
 * Waits until the first visit's seed is stored (it is stored while the demo already runs): a
 * read of IndexedDB queued after that write. The return visit then measures loading a stored
 * world, not waiting for the previous page's write.
 */
const seedStored = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('ai-portal-simulator');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('meta', 'readonly').objectStore('meta').get('state');
          read.onsuccess = () => {
            open.result.close();
            if (read.result) resolve();
            else reject(new Error('the seed was not stored'));
          };
          read.onerror = () => reject(read.error);
        };
      }),
  );
const startMs = (worker) =>
  worker.evaluate(() => performance.getEntriesByName('simulator:start').at(-1)?.duration ?? Number.NaN);
const simulatorWorker = (context) =>
  context.serviceWorkers().find((worker) => worker.url().endsWith('/simulator-sw.js'));

/**
 * Stops the worker (as the browser does with an idle one) and has a call start it again. Playwright
 * keeps the one worker object across the restart (no new `serviceworker` event), so the worker's
 * own time origin tells that it is the new start being read.
 */
async function restartWorker(page) {
  const context = page.context();
  const before = await simulatorWorker(context).evaluate(() => performance.timeOrigin);
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  const stopped = new Promise((resolve) =>
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      if (versions.some((v) => v.runningStatus === 'stopped')) resolve();
    }),
  );
  await cdp.send('ServiceWorker.stopAllWorkers');
  await stopped;
  await cdp.detach();
  await page.evaluate(() => fetch('/front/api/health').then((response) => response.text()));
  const worker = simulatorWorker(context);
  if ((await worker.evaluate(() => performance.timeOrigin)) === before) throw new Error('the worker did not restart');
  return worker;
}

export async function measureBrowserSimulator(
  browser,
  base,
  { visits = 5, writes = 21, uploadsMb = [17, 17, 16] } = {},
) {
  const seedMs = [];
  const loadMs = [];
  for (let i = 0; i < visits; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/home`);
    await ready(page);
    seedMs.push(await startMs(simulatorWorker(context)));
    await seedStored(page);
    loadMs.push(await startMs(await restartWorker(page)));
    await context.close();
  }

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/home`);
  await ready(page);
  const { times, own, floor, idbFloor } = await page.evaluate(
    async ({ uploadsMb, writes, MB }) => {
      const token = await window.__simulator.switchAccount('dev_ent');
      for (const [i, mb] of uploadsMb.entries()) {
        const form = new FormData();
        form.append(
          'file',
          new File([new Uint8Array(mb * MB).fill(i + 1)], `bench${i}.bin`, { type: 'application/octet-stream' }),
        );
        const reply = await (
          await fetch('/front/api/file/v1/upload?type=file', { method: 'POST', headers: { token }, body: form })
        ).json();
        if (reply.code !== 200) throw new Error(`bench upload answered ${reply.code} ${reply.msg}`);
      }
      // A call that writes nothing, through the same service worker: what the worker's round
      // trip and msw's handling cost on this machine now, whatever the write adds.
      const floor = [];
      for (let i = 0; i < writes; i++) {
        const started = performance.now();
        await (await fetch('/front/api/health')).text();
        floor.push(performance.now() - started);
      }
      const times = [];
      const own = [];
      for (let i = 0; i < writes; i++) {
        const started = performance.now();
        const response = await fetch('/front/api/user/v1/update', {
          method: 'POST',
          headers: { token, 'content-type': 'application/json' },
          body: JSON.stringify({ nickName: `测${i}` }),
        });
        const reply = await response.json();
        times.push(performance.now() - started);
        own.push(response.headers.get('server-timing'));
        if (reply.code !== 200) throw new Error(`bench write answered ${reply.code} ${reply.msg}`);
      }
      // The floor of any stored write here: one small record put in its own strict transaction.
      const db = await new Promise((resolve, reject) => {
        const open = indexedDB.open('bench-idb-floor', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('rows');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const idbFloor = [];
      for (let i = 0; i < writes; i++) {
        const started = performance.now();
        await new Promise((resolve, reject) => {
          const tx = db.transaction('rows', 'readwrite', { durability: 'strict' });
          tx.objectStore('rows').put({ id: String(i), nickName: `测${i}`, padding: 'x'.repeat(400) }, 'row');
          tx.oncomplete = resolve;
          tx.onabort = () => reject(tx.error);
        });
        idbFloor.push(performance.now() - started);
      }
      db.close();
      return { times, own, floor, idbFloor };
    },
    { uploadsMb, writes, MB },
  );
  await context.close();
  const ownMs = own.map(simulatorTiming);
  if (ownMs.some(Number.isNaN)) throw new Error('a bench write answered without the simulator’s Server-Timing');
  const round = (ms) => Number(ms.toFixed(1));
  return {
    coldStartSeedMs: round(median(seedMs)),
    coldStartLoadMs: round(median(loadMs)),
    visits,
    writeMedianMs: round(median(ownMs)),
    writeMaxMs: round(Math.max(...ownMs)),
    roundTripMedianMs: round(median(times)),
    floorMs: round(median(floor)),
    idbPutMs: round(median(idbFloor)),
    writes,
    uploadedMb: uploadsMb.reduce((a, b) => a + b, 0),
  };
}
