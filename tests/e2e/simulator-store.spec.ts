import { expect, test, type Locator, type Page } from '@playwright/test';
import JSZip from 'jszip';
import { DOWNLOAD_ENTRIES, healthPaths } from '../../mocks/handlers/health';
import { paths, SESSION_HEADER, TOKEN_HEADER } from '../../src/api/paths';
import type { SimulatorWindow } from '../../src/demoControls';
import { signInAs, simulatorReady } from './support';
import { openFeedback } from './feedbackDialog';

/**
 * The in-browser simulator's store (IndexedDB): what two tabs writing at once keep, what a write
 * the browser has no room for leaves behind, what survives the browser stopping its worker, and a
 * demo an older version kept in localStorage.
 */

const STORAGE_FULL = '演示数据存储空间已满，本次操作未保存。请打开左下角的“演示控制台”，点击“重置演示数据”后重试。';
const SENT = '您的反馈已发送，工作人员将在3个工作日内回复';

/** Uploads an app icon through the simulator, as the app center's form does; returns its address. */
function uploadIcon(page: Page): Promise<string> {
  return page.evaluate(
    async ({ path, header }) => {
      const token = /(?:^|; )token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const form = new FormData();
      form.append(
        'file',
        new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'icon.png', { type: 'image/png' }),
      );
      const response = await fetch(`${path}?type=icon`, { method: 'POST', headers: { [header]: token }, body: form });
      return ((await response.json()) as { data: { url: string } }).data.url;
    },
    { path: paths.file.upload, header: TOKEN_HEADER },
  );
}

/** Creates a private app through the simulator, as the app center's form does. */
function createApp(page: Page, appName: string, iconUrl: string): Promise<{ status: number; code: number }> {
  return page.evaluate(
    async ({ path, header, appName, iconUrl }) => {
      const token = /(?:^|; )token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [header]: token },
        body: JSON.stringify({
          appName,
          appType: 1,
          iconUrl,
          appShortDesc: '两个标签页同时创建',
          appDesc: '两个标签页同时创建的应用',
        }),
      });
      return { status: response.status, code: ((await response.json()) as { code: number }).code };
    },
    { path: paths.app.create, header: TOKEN_HEADER, appName, iconUrl },
  );
}

function myAppNames(page: Page): Promise<string[]> {
  return page.evaluate(
    async ({ path, header }) => {
      const token = /(?:^|; )token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch(path, { method: 'POST', headers: { [header]: token } });
      return ((await response.json()) as { data: Array<{ appName: string }> }).data.map((a) => a.appName);
    },
    { path: paths.app.myAssistant, header: TOKEN_HEADER },
  );
}

test('two tabs writing at the same moment keep every write they were answered for', async ({ context }) => {
  const first = await context.newPage();
  await signInAs(first, 'dev_ent', '/home');
  const second = await context.newPage();
  await second.goto('/home');
  await simulatorReady(second);
  // The second tab is told of the first one's writes, without reloading.
  await second.evaluate(() => {
    const seen = window as unknown as { changes: number };
    seen.changes = 0;
    window.addEventListener('simulator:changed', () => (seen.changes += 1));
  });

  const icon = await uploadIcon(first);
  const answered: string[] = [];
  for (let round = 1; round <= 10; round++) {
    const [a, b] = await Promise.all([createApp(first, `甲${round}`, icon), createApp(second, `乙${round}`, icon)]);
    expect([a, b]).toEqual([
      { status: 200, code: 200 },
      { status: 200, code: 200 },
    ]);
    answered.push(`甲${round}`, `乙${round}`);
  }
  await second.waitForFunction(() => (window as unknown as { changes: number }).changes > 0);
  expect(await myAppNames(second)).toEqual(expect.arrayContaining(answered));

  await first.reload();
  await simulatorReady(first);
  const kept = await myAppNames(first);
  expect(answered.filter((name) => !kept.includes(name))).toEqual([]);
});

/** A PNG of about `bytes` bytes: a 1×1 image padded, as the image rules only look at type and size. */
function png(name: string, bytes: number) {
  const head = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  return { name, mimeType: 'image/png', buffer: Buffer.concat([head, Buffer.alloc(Math.max(0, bytes - head.length))]) };
}

/** The guest's threads as the simulator holds them now (no reload). */
function guestThreads(page: Page): Promise<string[]> {
  return page.evaluate(
    async ({ path, header }) => {
      const session = localStorage.getItem('x-session-id') ?? '';
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [header]: session },
        body: JSON.stringify({ pageNum: 1, pageSize: 10 }),
      });
      return ((await response.json()) as { data: { records: Array<{ theme: string }> } }).data.records.map(
        (f) => f.theme,
      );
    },
    { path: paths.feedback.list, header: SESSION_HEADER },
  );
}

async function fill(dialog: Locator, content: string, images: Array<ReturnType<typeof png>>) {
  await dialog.getByLabel('反馈类型').selectOption('2');
  await dialog.getByLabel('反馈内容').fill(content);
  if (images.length) await dialog.getByLabel('上传图片').setInputFiles(images);
  for (const image of images) await expect(dialog.getByRole('img', { name: image.name })).toBeVisible();
  await dialog.getByRole('button', { name: '提交' }).click();
}

test('a write the browser has no room for is refused whole, says how to reset, and later writes still work', async ({
  page,
  baseURL,
}) => {
  // Test-only: Chromium's DevTools protocol gives this origin a 4 MB quota, so three 2.9 MB
  // images (SPEC allows 3 × 3 MB) do not fit while everything else does.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(baseURL!).origin, quotaSize: 4 * 1024 * 1024 });
  await page.goto('/home');
  await simulatorReady(page);

  let dialog = await openFeedback(page);
  const MB = 1024 * 1024;
  await fill(dialog, '三张截图说明首页轮播图的问题。', [
    png('一.png', 2.9 * MB),
    png('二.png', 2.9 * MB),
    png('三.png', 2.9 * MB),
  ]);
  await expect(page.getByText(STORAGE_FULL)).toBeVisible();
  // Nothing of the refused write stays in the simulator's memory either.
  expect(await guestThreads(page)).toEqual([]);
  // What the user typed is still there to send again.
  await expect(dialog.getByLabel('反馈内容')).toHaveValue('三张截图说明首页轮播图的问题。');

  // A later, smaller write is stored.
  await dialog.getByRole('button', { name: '移除图片 一.png' }).click();
  await dialog.getByRole('button', { name: '移除图片 二.png' }).click();
  await dialog.getByRole('button', { name: '移除图片 三.png' }).click();
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(dialog.getByText(SENT)).toBeVisible();

  // After a reload the history holds the one that was stored, once: the refused one left nothing behind.
  await page.reload();
  await simulatorReady(page);
  dialog = await openFeedback(page);
  await dialog.getByRole('button', { name: /^历史反馈/ }).click();
  await expect(dialog.getByRole('button', { name: /三张截图说明首页轮播图的问题/ })).toHaveCount(1);
});

test('the browser stopping the idle simulator worker loses no answered write: the next call starts it on the stored world', async ({
  page,
}) => {
  await signInAs(page, 'dev_ent', '/home');
  const icon = await uploadIcon(page);
  expect(await createApp(page, '停机前创建', icon)).toEqual({ status: 200, code: 200 });
  await simulatorReady(page);
  await page.evaluate(() => (window as unknown as SimulatorWindow).__simulator.advanceClock(2));
  const clockBefore = await page.evaluate(() => (window as unknown as SimulatorWindow).__simulator.clockOffset());

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  const stopped = new Promise<void>((resolve) =>
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      if (versions.some((v) => v.runningStatus === 'stopped')) resolve();
    }),
  );
  await cdp.send('ServiceWorker.stopAllWorkers');
  await stopped;

  expect(await myAppNames(page)).toContain('停机前创建');
  expect(await page.evaluate(() => (window as unknown as SimulatorWindow).__simulator.clockOffset())).toBe(clockBefore);
});

test('a first visit fetches the seeded world from the file beside the worker, and the worker hands out the diagnostic zip it was built with', async ({
  context,
  page,
}) => {
  await page.goto('/home');
  await simulatorReady(page);
  const [worker] = context.serviceWorkers();
  const fetchedByWorker = await worker.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  expect(fetchedByWorker).toContainEqual(expect.stringMatching(/^\/assets\/simulator-seed-[0-9a-f]{12}\.json$/));

  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === healthPaths.download);
  const bytes = await page.evaluate(
    async (path) => [...new Uint8Array(await (await fetch(path)).arrayBuffer())],
    healthPaths.download,
  );
  expect((await answered).fromServiceWorker()).toBe(true);
  const zip = await JSZip.loadAsync(new Uint8Array(bytes));
  for (const [name, content] of Object.entries(DOWNLOAD_ENTRIES))
    expect(await zip.file(name)?.async('string')).toBe(content);
});

test('a demo an older version kept in localStorage is moved into the simulator once, on the first visit', async ({
  context,
  page,
}) => {
  // As that version left it: one JSON string, comma-joined ids, uploads as data URLs.
  const legacy = {
    version: 1,
    clockOffset: 0,
    counters: { user: 1, role: 1 },
    tables: {
      role: [{ id: '1', roleName: '开发者', description: '', codes: 'DevC:read', createTime: '' }],
      user: [
        {
          ...{
            id: '1',
            userId: '100001',
            phone: '13800000009',
            userName: 'old_user',
            nickName: '旧版用户',
            password: 'Demo1234',
            roleIds: '1',
            groupIds: '',
          },
          ...{
            status: 1,
            userRole: 2,
            sex: 0,
            isInfoFull: true,
            experienceAuth: false,
            trialDeadline: '',
            createTime: '',
            avatarUrl: '',
            position: '',
            companyName: '',
            email: '',
          },
        },
      ],
    },
  };
  await context.addInitScript((text) => {
    if (!sessionStorage.getItem('legacy-planted')) {
      localStorage.setItem('ai-portal-simulator-v1', text);
      sessionStorage.setItem('legacy-planted', '1');
    }
  }, JSON.stringify(legacy));
  await page.goto('/home');
  await simulatorReady(page);
  const accounts = await page.evaluate(() => (window as unknown as SimulatorWindow).__simulator.accounts());
  expect(accounts.map((a) => a.userName)).toEqual(['old_user']);
  expect(await page.evaluate(() => localStorage.getItem('ai-portal-simulator-v1'))).toBeNull();

  // Once: the moved world stays, it is not moved (nor reseeded) again.
  await page.reload();
  await simulatorReady(page);
  expect(
    (await page.evaluate(() => (window as unknown as SimulatorWindow).__simulator.accounts())).map((a) => a.userName),
  ).toEqual(['old_user']);
});
