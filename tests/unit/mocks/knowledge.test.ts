import { afterEach, describe, expect, it } from 'vitest';
import { TOKEN_HEADER, paths } from '../../../src/api/paths';
import { parseBigJson } from '../../../src/api/bigJson';
import type { Page } from '../../../src/domain/types/common.types';
import type { KnowledgeFile, KnowledgeRepo } from '../../../src/domain/types/knowledge.types';
import { bootSimulator, memoryStore, resetSimulator, setSimulatorStore } from '../../../mocks/db/persist';
import { ORIGIN, call, get, loginAs, post, serveSimulatorPerTest } from './client';

serveSimulatorPerTest();
const k = paths.knowledge;

async function search(token: string, body: object): Promise<{ raw: string; page: Page<KnowledgeFile> }> {
  const res = await fetch(new URL(k.search, ORIGIN), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token },
    body: JSON.stringify(body),
  });
  const raw = await res.text();
  return { raw, page: parseBigJson<{ data: Page<KnowledgeFile> }>(raw).data };
}

/** A multipart body written by hand: jsdom's FormData/File do not reach Node's fetch with their names. */
function multipart(files: { name: string; content: string }[]): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const text = files
    .map(
      (f) =>
        `--B\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: application/octet-stream\r\n\r\n${f.content}\r\n`,
    )
    .join('');
  return encoder.encode(`${text}--B--\r\n`);
}

async function upload(token: string, repoId: string, files: { name: string; content: string }[]) {
  const res = await fetch(new URL(k.uploadListById(repoId), ORIGIN), {
    method: 'POST',
    headers: { [TOKEN_HEADER]: token, 'content-type': 'multipart/form-data; boundary=B' },
    body: multipart(files),
  });
  return (await res.json()) as { code: number; msg: string };
}

describe('knowledge simulator', () => {
  it('lists repositories and file types to admins, and answers ids above 2^53 as bare numbers', async () => {
    const token = await loginAs('admin');
    const repos = await post<KnowledgeRepo[]>(paths.knowledgeRepo.list, {}, token);
    expect(repos.data.map((r) => [r.name, r.fileCount])).toEqual([
      ['产品手册2026版', 5],
      ['低空巡检规程', 3],
      ['客服话术库', 2],
    ]);
    expect((await get<string[]>(k.fileType, token)).data).toContain('pdf');
    const { raw, page } = await search(token, { pageNum: 1, pageSize: 10, repoId: '1' });
    expect(raw).toMatch(/"id":\d{19},/);
    expect(page.total).toBe(5);
    expect(page.records.every((f) => typeof f.id === 'string' && BigInt(f.id) > BigInt(Number.MAX_SAFE_INTEGER))).toBe(
      true,
    );
    const byName = await search(token, { pageNum: 1, pageSize: 10, repoId: '1', fileName: '空白', fileType: 'txt' });
    expect(byName.page.records.map((f) => [f.fileName, f.size])).toEqual([['空白模板.txt', 0]]);
  });

  it('stores uploads, refuses types outside fileType, downloads the bytes and deletes one or many', async () => {
    const token = await loginAs('admin');
    expect(
      await upload(token, '2', [
        { name: '说明.txt', content: 'ok' },
        { name: '病毒.exe', content: 'x' },
      ]),
    ).toMatchObject({ code: 500, msg: '不支持的文件类型：病毒.exe' });
    expect(await upload(token, '99', [{ name: '说明.txt', content: 'ok' }])).toMatchObject({ msg: '知识库不存在' });
    // A body that is not a form at all is malformed, as on every form endpoint.
    expect(await post(k.uploadListById('2'), { files: [] }, token)).toMatchObject({
      code: 400,
      msg: '请求参数格式错误',
    });
    expect(await upload(token, '2', [])).toMatchObject({ msg: '请选择要上传的文件' });
    expect(
      await upload(token, '2', [
        { name: '记录.txt', content: '巡检记录' },
        { name: '标题.md', content: '# 标题' },
      ]),
    ).toMatchObject({ code: 200 });
    const { page } = await search(token, { pageNum: 1, pageSize: 10, repoId: '2' });
    expect(page.total).toBe(5);
    const record = page.records.find((f) => f.fileName === '记录.txt')!;
    const res = await fetch(new URL(k.download, ORIGIN), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token },
      body: JSON.stringify({ id: record.id }),
    });
    expect(await res.text()).toBe('巡检记录');
    expect((await call(k.delete, { method: 'DELETE', body: { id: record.id }, token })).code).toBe(200);
    const rest = (await search(token, { pageNum: 1, pageSize: 10, repoId: '2' })).page.records.map((f) => f.id);
    expect((await call(k.deleteByIds, { method: 'DELETE', body: { ids: rest }, token })).code).toBe(200);
    expect((await search(token, { pageNum: 1, pageSize: 10, repoId: '2' })).page.total).toBe(0);
    expect((await call(k.deleteByIds, { method: 'DELETE', body: { ids: [] }, token })).msg).toBe('请选择要删除的文件');
    expect((await post(k.download, { id: record.id }, token)).msg).toBe('文件不存在');
  });

  it('refuses callers without the knowledge codes', async () => {
    const token = await loginAs('dev_ent');
    expect(await post(k.search, { pageNum: 1, pageSize: 10 }, token)).toMatchObject({ code: 403, msg: '无权限访问' });
    expect(await upload(token, '1', [{ name: 'a.txt', content: 'a' }])).toMatchObject({ code: 403 });
    expect((await call(k.deleteByIds, { method: 'DELETE', body: { ids: ['1'] }, token })).code).toBe(403);
    expect((await post(k.search, { pageNum: 1, pageSize: 10 })).status).toBe(401);
  });
});

describe('knowledge simulator: large files', () => {
  it('refuses a file a byte over 50 MB, storing nothing of its batch', async () => {
    const token = await loginAs('admin');
    const over = { name: '超大.txt', content: 'x'.repeat(50 * 1024 * 1024 + 1) };
    expect(await upload(token, '3', [{ name: '小.txt', content: 'ok' }, over])).toMatchObject({
      code: 500,
      msg: '单个文件大小不能超过50MB',
    });
    expect((await search(token, { pageNum: 1, pageSize: 10, repoId: '3' })).page.total).toBe(2);
  });

  it('stores a large file’s bytes beside its row, so it still downloads after a reload', async () => {
    const token = await loginAs('admin');
    const content = '巡'.repeat(100_000); // 300,000 bytes in UTF-8
    expect(await upload(token, '3', [{ name: '大文件.txt', content }])).toMatchObject({ code: 200 });
    await bootSimulator();
    const { page } = await search(token, { pageNum: 1, pageSize: 10, repoId: '3', fileName: '大文件' });
    expect(page.records[0].size).toBe(300_000);
    const res = await fetch(new URL(k.download, ORIGIN), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token },
      body: JSON.stringify({ id: page.records[0].id }),
    });
    expect((await res.text()).length).toBe(100_000);
  });
});

describe('knowledge simulator: a file whose bytes are gone', () => {
  afterEach(() => setSimulatorStore(memoryStore()));

  it('keeps its row but refuses its download with 文件内容已失效，请重新上传', async () => {
    // A store that keeps rows but has lost every upload's bytes (storage cleared under the page).
    setSimulatorStore({ ...memoryStore(), readBlob: () => Promise.resolve(undefined) });
    await resetSimulator();
    const token = await loginAs('admin');
    expect(await upload(token, '3', [{ name: '已清空.txt', content: '巡检记录' }])).toMatchObject({ code: 200 });
    const { page } = await search(token, { pageNum: 1, pageSize: 10, repoId: '3', fileName: '已清空' });
    expect(page.records.map((f) => f.fileName)).toEqual(['已清空.txt']);
    expect(await post(k.download, { id: page.records[0].id }, token)).toMatchObject({
      code: 500,
      msg: '文件内容已失效，请重新上传',
    });
  });
});
