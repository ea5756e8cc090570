import { chromium } from 'playwright-core';
const base = process.env.BASE ?? 'http://localhost:4180';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
const shots = JSON.parse(process.argv[2]);
for (const [name, path, action] of shots) {
  await page.goto(base + path);
  await page.waitForTimeout(1500);
  if (action) await eval(action);
  await page.screenshot({ path: `/tmp/shots/${name}.png` });
}
await browser.close();
