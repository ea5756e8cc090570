import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';
const s = await serve('/tmp/bench-quality/floor-list', 4328, 'list.html');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
await page.goto(s.url);
await page.getByRole('listitem').first().waitFor();
await page.evaluate(() => { window.__lt = []; new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__lt.push([Math.round(e.startTime), Math.round(e.duration), document.querySelectorAll('[role=listitem]').length, document.querySelectorAll('[data-index]').length ? document.querySelectorAll('[data-index]')[0].dataset.index : -1]))).observe({ type: 'longtask' }); });
for (let i = 0; i < 460; i++) {
  await page.evaluate(() => document.getElementById('scroller').scrollBy(0, 1500));
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  if (i % 20 === 0) { const lt = await page.evaluate(() => window.__lt.splice(0)); if (lt.length) console.log(i, JSON.stringify(lt)); }
}
console.log('end', await page.evaluate(() => window.__lt));
await browser.close(); await s.close();
