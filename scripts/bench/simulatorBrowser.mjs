// Bench part in Chromium: the in-browser simulator against the built demo. Cold start is the
// 'simulator:start' measure of mocks/browser.ts (IndexedDB opened, then the seed written on a
// first visit or the stored world loaded on a return); a write is one profile change through
// the service worker, answered once IndexedDB has it, with 50 MB of uploads stored. Beside it, a
// call that writes nothing through the same worker: the part of a write that is not the simulator's.

const MB = 1024 * 1024;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ready = (page) => page.waitForFunction(() => navigator.serviceWorker?.controller != null && '__simulator' in window);
const startMs = (page) => page.evaluate(() => performance.getEntriesByName('simulator:start').at(-1)?.duration ?? Number.NaN);

export async function measureBrowserSimulator(browser, base, { visits = 5, writes = 21, uploadsMb = [17, 17, 16] } = {}) {
  const seedMs = [];
  const loadMs = [];
  for (let i = 0; i < visits; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/home`);
    await ready(page);
    seedMs.push(await startMs(page));
    await page.reload();
    await ready(page);
    loadMs.push(await startMs(page));
    await context.close();
  }

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/home`);
  await ready(page);
  const { times, floor } = await page.evaluate(
    async ({ uploadsMb, writes, MB }) => {
      const token = await window.__simulator.switchAccount('dev_ent');
      for (const [i, mb] of uploadsMb.entries()) {
        const form = new FormData();
        form.append('file', new File([new Uint8Array(mb * MB).fill(i + 1)], `bench${i}.bin`, { type: 'application/octet-stream' }));
        const reply = await (await fetch('/front/api/file/v1/upload?type=file', { method: 'POST', headers: { token }, body: form })).json();
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
      for (let i = 0; i < writes; i++) {
        const started = performance.now();
        const reply = await (
          await fetch('/front/api/user/v1/update', { method: 'POST', headers: { token, 'content-type': 'application/json' }, body: JSON.stringify({ nickName: `测${i}` }) })
        ).json();
        times.push(performance.now() - started);
        if (reply.code !== 200) throw new Error(`bench write answered ${reply.code} ${reply.msg}`);
      }
      return { times, floor };
    },
    { uploadsMb, writes, MB },
  );
  await context.close();
  const round = (ms) => Number(ms.toFixed(1));
  return {
    coldStartSeedMs: round(median(seedMs)),
    coldStartLoadMs: round(median(loadMs)),
    visits,
    writeMedianMs: round(median(times)),
    writeMaxMs: round(Math.max(...times)),
    floorMs: round(median(floor)),
    writes,
    uploadedMb: uploadsMb.reduce((a, b) => a + b, 0),
  };
}
