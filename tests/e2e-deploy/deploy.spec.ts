/**
 * The real-deployment path: the VITE_SIMULATOR=off build served by nginx (deploy/nginx.conf),
 * the API proxied to the simulator's HTTP server. No service worker, real network.
 * Run with `npm run test:deploy` (scripts/deploy-test.mjs), which starts both.
 */
import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { expect, test } from '@playwright/test';
import { DOWNLOAD_ENTRIES, DOWNLOAD_FILE_NAME, STREAM_PIECES } from '../../mocks/handlers/health';
import { paths } from '../../src/api/paths';
import { expectLoggedIn, headerMenu, passwordLogin } from '../e2e/support';
import { DEPLOY_URL, assetUrls, control, resetWorld, signInAs } from './support';

test.beforeEach(async ({ request }) => {
  await resetWorld(request);
});

test.describe('the app against the real network', () => {
  test('logs in through the dialog, with no service worker and the API answered through nginx', async ({ page }) => {
    await page.goto('/home');
    const login = page.waitForResponse((r) => r.url().endsWith('/front/api/user/v1/login'));
    await passwordLogin(page, 'dev_ent');
    const response = await login;
    // The real answer of the proxy, not a service worker's.
    expect(response.fromServiceWorker()).toBe(false);
    expect(response.headers()['server']).toBe('nginx');
    await expect(page.getByText('登录成功')).toBeVisible();
    await expectLoggedIn(page);
    expect(await headerMenu(page)).toEqual(['首页', '开发者中心', '应用中心', '文档中心']);
    expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull();
    // The session survives a reload: the token cookie and the server's session both hold.
    await page.reload();
    await expectLoggedIn(page);
  });

  test('a session revoked on the server mid-session leads to /home with the login dialog', async ({
    page,
    context,
  }) => {
    await signInAs(page, 'dev_ent', '/console/model-square');
    await expectLoggedIn(page);
    await expect(page.getByRole('heading', { name: '模型广场' })).toBeVisible();
    const revoked = await control<number>(page.request, 'revokeSessions', 'dev_ent');
    expect(revoked).toBeGreaterThan(0);
    // Coming back to the tab refreshes the session: the server now answers 401.
    const refused = page.waitForResponse((r) => r.status() === 401);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await refused;
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible();
    await expect(page.getByText('登录已过期')).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
  });
});

test.describe('session hygiene through nginx', () => {
  test('logging out ends the token on the server: a copy of it is refused at once', async ({ page, request }) => {
    await signInAs(page, 'dev_ent', '/console/model-square');
    await expectLoggedIn(page);
    const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value ?? '';
    expect((await request.get(paths.user.myDetail, { headers: { token } })).status()).toBe(200);
    await page.getByTestId('user-menu').click();
    await page.getByRole('button', { name: '退出登录' }).click();
    const ended = page.waitForResponse((r) => r.url().endsWith(paths.user.logout));
    await page.getByRole('alertdialog').getByRole('button', { name: '确定退出' }).click();
    expect((await ended).status()).toBe(200);
    await expect(
      page.getByRole('button', { name: '去登录' }).or(page.getByRole('link', { name: '去登录' })),
    ).toBeVisible();
    expect((await request.get(paths.user.myDetail, { headers: { token } })).status()).toBe(401);
  });

  test('no API answer may be kept by a browser or a proxy: one Cache-Control, no-store, whoever answered', async ({
    page,
    request,
  }) => {
    await signInAs(page, 'dev_ent', '/home');
    const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value ?? '';
    // The user's own data; a refusal; a path the backend answers without a Cache-Control of its own.
    for (const [path, headers] of [
      [paths.user.myDetail, { token }],
      [paths.user.myDetail, {}],
      ['/front/api/nothing/here', {}],
    ] as const) {
      const res = await request.get(path, { headers });
      const values = res.headersArray().filter((h) => h.name.toLowerCase() === 'cache-control');
      expect(
        values.map((h) => h.value),
        path,
      ).toEqual(['no-store']);
    }
  });
});

test.describe('nginx serves the build', () => {
  test("a guest's /home and /docs-center come as the HTML the build rendered; other routes get the app's empty page", async ({
    request,
  }) => {
    for (const [path, content] of [
      ['/home', '精选模型'],
      ['/docs-center', '快速开始'],
    ]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<div id="root" data-prerendered>');
      expect(html, path).toContain(content);
    }
    expect(await (await request.get('/console/model-square')).text()).toContain('<div id="root"></div>');
  });

  test("the entry's code is a file or two, without React or Chakra: the session's calls leave before those are evaluated", async ({
    request,
  }) => {
    const html = await (await request.get('/console/model-square')).text();
    const entry = /<script type="module"(?: crossorigin)? src="([^"]+)"/.exec(html)?.[1];
    expect(entry).toBeTruthy();
    // The entry and every chunk it imports statically: what runs before src/main.tsx starts.
    const loaded = new Map<string, string>();
    const load = async (url: string): Promise<void> => {
      if (loaded.has(url)) return;
      const code = await (await request.get(url)).text();
      loaded.set(url, code);
      for (const [, file] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g))
        await load(new URL(file, new URL(url, DEPLOY_URL)).pathname);
    };
    await load(entry!);
    expect(loaded.size).toBeLessThanOrEqual(2);
    for (const [url, code] of loaded) {
      expect(code, url).not.toContain('react.transitional.element');
      expect(code, url).not.toContain('chakra-theme');
    }
  });

  test("the code every first paint runs asks V8 to compile it as it downloads; a page's own code does not", async ({
    page,
  }) => {
    const scripts = new Map<string, Promise<string>>();
    page.on('response', (r) => {
      const file = /\/assets\/([^/]+)-[\w-]{8}\.js$/.exec(r.url())?.[1];
      if (file) scripts.set(file, r.text());
    });
    await signInAs(page, 'admin', '/console/model-square');
    await expect(page.getByTestId('model-card').first()).toBeVisible();
    expect([...scripts.keys()]).toEqual(
      expect.arrayContaining(['index', 'ui', 'mount', 'ModelSquarePage', 'UserMenu']),
    );
    const hinted: string[] = [];
    for (const [file, code] of scripts)
      if ((await code).startsWith('//# allFunctionsCalledOnLoad\n')) hinted.push(file);
    expect(hinted.sort()).toEqual(['index', 'mount', 'ui']);
  });

  test("a first page's code holds no dialog machinery: the overlay chunk comes with the first dialog", async ({
    page,
  }) => {
    const overlays: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/overlay-[^/]+\.js$/.test(r.url())) overlays.push(r.url());
    });
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: '精选模型' })).toBeVisible();
    await signInAs(page, 'admin', '/console/model-square');
    await expect(page.getByRole('heading', { name: '模型广场' })).toBeVisible();
    await page.goto('/mgmt-console/management/user-management');
    const edit = page.getByRole('button', { name: '编辑 dev_person' });
    await expect(edit).toBeVisible();
    expect(overlays).toEqual([]);
    await edit.click();
    await expect(page.getByRole('dialog', { name: '编辑用户' })).toBeVisible();
    expect(overlays).toHaveLength(1);
  });

  test('index.html is always revalidated, hashed assets are cached for a year', async ({ request }) => {
    for (const path of ['/', '/index.html', '/home', '/docs-center', '/console/model-square']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['cache-control'], path).toBe('no-cache');
      expect(res.headers()['content-type'], path).toContain('text/html');
    }
    const assets = assetUrls(await (await request.get('/')).text());
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const res = await request.get(asset);
      expect(res.status(), asset).toBe(200);
      expect(res.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
      expect(res.headers()['content-type'], asset).toMatch(/javascript|css/);
    }
    // A stale chunk name is a real 404, not index.html, so the app's chunk-reload recovery sees it.
    const missing = await request.get('/assets/gone-0000000.js');
    expect(missing.status()).toBe(404);
  });

  test('a deep link and a reload on it get the app (SPA fallback)', async ({ page }) => {
    const res = await page.goto(`/docs/platform-guide/faq#${encodeURIComponent('如何申请企业合作')}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: '常见问题', level: 1 })).toBeVisible();
    await signInAs(page, 'dev_ent', '/console/model-square');
    await page.reload();
    await expect(page.getByRole('heading', { name: '模型广场' })).toBeVisible();
    await expect(page).toHaveTitle('模型广场 - 大模型开放平台');
  });

  for (const [path, title] of [
    ['/agreement.html', '用户协议'],
    ['/privacy.html', '隐私政策'],
    ['/big_model_service_agreement.html', '大模型服务协议'],
  ] as const) {
    test(`the static page ${path} is served as a file, not the app`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page).toHaveTitle(`${title} - 大模型开放平台`);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(page.locator('#root')).toHaveCount(0);
    });
  }

  test('an unknown API path is the backend 404, not index.html', async ({ request }) => {
    const res = await request.get('/front/api/nothing/here');
    expect(res.status()).toBe(404);
    expect(res.headers()['content-type']).toContain('application/json');
  });
});

test.describe('the proxy passes streams, uploads and downloads through intact', () => {
  test.beforeEach(async ({ page }) => page.goto('/home'));

  test('a streamed answer arrives piece by piece, not buffered to the end', async ({ page }) => {
    const arrivals = await page.evaluate(async () => {
      const res = await fetch('/front/api/health/stream?interval=400');
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      const seen: { at: number; text: string }[] = [];
      const start = performance.now();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        seen.push({ at: performance.now() - start, text: decoder.decode(value, { stream: true }) });
      }
      return seen;
    });
    const text = arrivals.map((a) => a.text).join('');
    for (const piece of STREAM_PIECES) expect(text).toContain(piece);
    // Four 400 ms gaps: buffered, everything would land in one read at the end.
    const firstPiece = arrivals.find((a) => a.text.includes(STREAM_PIECES[0]))!;
    const lastPiece = arrivals.find((a) => a.text.includes(STREAM_PIECES[STREAM_PIECES.length - 1]))!;
    expect(lastPiece.at - firstPiece.at).toBeGreaterThan(1000);
  });

  test('a multipart upload arrives whole, with upload progress reported', async ({ page }) => {
    const result = await page.evaluate(async () => {
      const bytes = new Uint8Array(3 * 1024 * 1024).map((_, i) => (i * 31) % 251);
      const expected = bytes.reduce((acc, b) => (acc + b) % 65521, 0);
      const form = new FormData();
      form.append('file', new File([bytes], '知识库文档.bin'));
      return new Promise<{ expected: number; body: string; progress: number[] }>((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        const progress: number[] = [];
        xhr.upload.onprogress = (e) => progress.push(e.loaded);
        xhr.onload = () => resolve({ expected, body: xhr.responseText, progress });
        xhr.onerror = () => reject(new Error('upload failed'));
        xhr.open('POST', '/front/api/health/upload');
        xhr.send(form);
      });
    });
    const answer = JSON.parse(result.body) as { code: number; data: { fileName: string; size: number; sum: number } };
    expect(answer.code).toBe(200);
    expect(answer.data).toEqual({ fileName: '知识库文档.bin', size: 3 * 1024 * 1024, sum: result.expected });
    expect(result.progress.length).toBeGreaterThan(0);
  });

  test('a zip download keeps its bytes and its Chinese file name', async ({ page }) => {
    const download = page.waitForEvent('download');
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/front/api/health/download';
      document.body.append(link);
      link.click();
    });
    const file = await download;
    expect(file.suggestedFilename()).toBe(DOWNLOAD_FILE_NAME);
    const zip = await JSZip.loadAsync(await readFile(await file.path()));
    for (const [name, content] of Object.entries(DOWNLOAD_ENTRIES))
      expect(await zip.file(name)?.async('string')).toBe(content);
  });
});

// The same journeys as tests/e2e/console.spec.ts runs in demo mode, here against the real network.
test.describe('the portal journeys through nginx, simulator off', () => {
  test('a streamed chat answer in the experience center grows token by token, stops, and regenerates to the end', async ({
    page,
  }) => {
    await signInAs(page, 'dev_ent', '/model-center/experience-center?model=qwen-72b-chat');
    await expect(page.getByLabel('模型', { exact: true })).toHaveValue('qwen-72b-chat');
    const streamed = page.waitForResponse((r) => new URL(r.url()).pathname === paths.chat.stream);
    await page.getByLabel('输入问题').fill('用 Python 调用对话接口的示例代码');
    await page.getByRole('button', { name: '发送' }).click();
    const response = await streamed;
    expect(response.headers()['server']).toBe('nginx');
    expect(response.fromServiceWorker()).toBe(false);

    const answer = page.getByTestId('chat-answer').last();
    await expect(answer).toHaveAttribute('data-status', 'streaming');
    await expect(answer).toContainText('OpenAI');
    const partial = (await answer.innerText()).length;
    await expect.poll(async () => (await answer.innerText()).length).toBeGreaterThan(partial);
    // Stopping mid-answer closes the connection through nginx: nothing more arrives.
    await page.getByRole('button', { name: '停止生成' }).click();
    await expect(answer).toHaveAttribute('data-status', 'stopped');
    const stoppedAt = await answer.innerText();
    await page.waitForTimeout(400);
    expect(await answer.innerText()).toBe(stoppedAt);

    await page.getByRole('button', { name: '重新生成' }).click();
    await expect(answer).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
    await expect(answer.locator('pre')).toContainText('YOUR_API_KEY');
  });

  test('a meeting recording is uploaded through the proxy and minutes come back', async ({ page }) => {
    await signInAs(page, 'dev_ent', '/model-center/experience-center');
    await page.getByRole('button', { name: '会议纪要' }).click();
    const upload = page.waitForResponse((r) => new URL(r.url()).pathname === paths.chat.meetingMinutes);
    await page
      .getByLabel('上传会议录音')
      .setInputFiles({ name: '周例会.mp3', mimeType: 'audio/mpeg', buffer: Buffer.alloc(320_000, 1) });
    const response = await upload;
    expect(response.headers()['server']).toBe('nginx');
    expect(response.request().headers()['content-type']).toContain('multipart/form-data');
    const minutes = page.getByTestId('meeting-minutes');
    await expect(minutes).toContainText('周例会.mp3');
    await expect(minutes).toContainText('会议摘要');
  });
});

// tests/e2e/admin-resources.spec.ts runs the same journey in demo mode.
test.describe('knowledge files through nginx, simulator off', () => {
  const file = {
    name: '售后服务规范.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('一、受理时限：工单2小时内响应。\n二、回访：结单后24小时内回访。'),
  };

  test('the super admin uploads a file with progress and downloads it in a zip', async ({ page }) => {
    await signInAs(page, 'admin', '/mgmt-console/resource/knowledgeRepository');
    const list = page.getByRole('table', { name: '知识库文件' });
    await expect(list).toBeVisible();
    // The page takes files once its repository is chosen and it is idle (the button says so).
    await expect(page.getByRole('button', { name: '上传文件', exact: true })).toBeEnabled();

    await page.getByLabel('选择上传文件').setInputFiles(file);
    const row = page.getByRole('region', { name: '上传列表' }).getByRole('listitem', { name: `上传 ${file.name}` });
    await expect(row.getByRole('progressbar', { name: `${file.name} 上传进度` })).toBeVisible();
    await expect(row.getByText('上传成功')).toBeVisible();
    // Over a real network the browser reports progress of the whole multipart body (file plus form
    // boundaries), so only "all of it arrived" is checked here, not the file's own size.
    await expect(row.getByTestId('upload-bytes')).toHaveText(/^(\d+) B \/ \1 B$/);
    await expect(list.getByRole('cell', { name: file.name, exact: true })).toBeVisible();

    await page.getByLabel(`选择 ${file.name}`).check({ force: true });
    const started = page.waitForEvent('download');
    await page.getByRole('button', { name: '批量下载（1）' }).click();
    const download = await started;
    expect(download.suggestedFilename()).toMatch(/^知识库文件_\d{8}\.zip$/);
    const zip = await JSZip.loadAsync(await readFile(await download.path()));
    expect(await zip.file(file.name)?.async('string')).toBe(file.buffer.toString());
  });
});
