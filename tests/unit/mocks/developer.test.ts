import { describe, expect, it } from 'vitest';
import { TOKEN_HEADER, paths } from '../../../src/api/paths';
import type { ApiKey, CreatedApiKey } from '../../../src/domain/types/app.types';
import type { Page } from '../../../src/domain/types/common.types';
import type { ContractDetail, Contract } from '../../../src/domain/types/developer.types';
import { ORIGIN, call, loginAs, post, serveSimulatorPerTest } from './client';

serveSimulatorPerTest();

const chat = (key: string) =>
  fetch(new URL(paths.developer.chatCompletions, ORIGIN), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ model: 'sky-lite', messages: [{ role: 'user', content: '你好' }] }),
  });

describe('developer simulator: API keys', () => {
  it('returns the full secret once, then lists it masked', async () => {
    const token = await loginAs('dev_ent');
    const created = await post<CreatedApiKey>(paths.developer.keyCreate, { name: '数据分析' }, token);
    expect(created.data.secret).toMatch(/^sk-[0-9a-f]{40}$/);
    expect(created.data.maskedKey).toBe(`sk-****${created.data.secret.slice(-4)}`);
    const list = await post<ApiKey[]>(paths.developer.keyList, {}, token);
    expect(list.data.map((k) => k.name)).toEqual(['数据分析', '测试环境', '生产环境']);
    expect(JSON.stringify(list.data)).not.toContain(created.data.secret);
  });

  it('validates a name', async () => {
    const token = await loginAs('dev_ent');
    expect((await post(paths.developer.keyCreate, { name: '  ' }, token)).msg).toBe('请输入密钥名称');
  });

  it('a disabled key is refused, an enabled one answers and records its use, a deleted key stops working', async () => {
    const token = await loginAs('dev_ent');
    const { data: key } = await post<CreatedApiKey>(paths.developer.keyCreate, { name: '临时' }, token);
    expect((await chat(key.secret)).status).toBe(200);
    const listed = await post<ApiKey[]>(paths.developer.keyList, {}, token);
    expect(listed.data.find((k) => k.id === key.id)?.lastUsedTime).not.toBe('');

    await post(paths.developer.keyUpdateStatus, { id: key.id, status: 0 }, token);
    expect((await post(paths.developer.keyValidate, { key: key.secret })).msg).toBe('API密钥已停用');
    await post(paths.developer.keyUpdateStatus, { id: key.id, status: 1 }, token);
    expect((await post(paths.developer.keyValidate, { key: key.secret })).code).toBe(200);

    const removed = await call(paths.developer.keyDelete(key.id), { method: 'DELETE', token });
    expect(removed.code).toBe(200);
    expect((await post(paths.developer.keyValidate, { key: key.secret })).msg).toBe('无效的API密钥');
    expect((await chat(key.secret)).status).toBe(401);
  });

  it('an account disabled by an admin can no longer sign in, and its keys stop working', async () => {
    const owner = await loginAs('dev_ent');
    const { data: key } = await post<CreatedApiKey>(paths.developer.keyCreate, { name: '临时' }, owner);
    const { data: me } = await call<{ id: string }>(paths.user.myDetail, { token: owner });
    const admin = await loginAs('admin');
    expect((await post(paths.user.updateStatus, { id: me.id, status: 0 }, admin)).code).toBe(200);

    expect((await post(paths.developer.keyValidate, { key: key.secret })).msg).toBe('无效的API密钥');
    expect((await chat(key.secret)).status).toBe(401);
    await expect(loginAs('dev_ent')).rejects.toThrow('账号已被禁用，请联系管理员');
    // Its session ended with it.
    expect((await call(paths.developer.keyList, { method: 'POST', body: {}, token: owner })).code).not.toBe(200);
  });

  it("cannot touch another user's key", async () => {
    const owner = await loginAs('dev_ent');
    const other = await loginAs('dev_person');
    const { data: keys } = await post<ApiKey[]>(paths.developer.keyList, {}, owner);
    const reply = await call(paths.developer.keyDelete(keys[0].id), { method: 'DELETE', token: other });
    expect(reply.msg).toBe('密钥不存在');
  });
});

describe('developer simulator: contracts', () => {
  it('lists, filters, shows and signs a pending contract once', async () => {
    const token = await loginAs('dev_ent');
    const pending = await post<Page<Contract>>(
      paths.developer.contractSearch,
      { status: 1, pageNum: 1, pageSize: 10 },
      token,
    );
    expect(pending.data.total).toBe(1);
    const id = pending.data.records[0].id;
    const detail = await call<ContractDetail>(paths.developer.contractDetail(id), { token });
    expect(detail.data.content).toContain('第一条 服务内容');
    expect((await post(paths.developer.contractSign(id), {}, token)).code).toBe(200);
    expect((await post(paths.developer.contractSign(id), {}, token)).msg).toBe('该合同当前不可签署');
  });
});

describe('file upload', () => {
  // The multipart body is written by hand: jsdom's FormData/File do not reach Node's fetch intact.
  const upload = (token: string, type: string, file: { name: string; type: string; bytes: Uint8Array }) => {
    const head = new TextEncoder().encode(
      `--B\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    );
    const tail = new TextEncoder().encode('\r\n--B--\r\n');
    const body = new Uint8Array(head.length + file.bytes.length + tail.length);
    body.set(head);
    body.set(file.bytes, head.length);
    body.set(tail, head.length + file.bytes.length);
    return fetch(new URL(`${paths.file.upload}?type=${type}`, ORIGIN), {
      method: 'POST',
      headers: { [TOKEN_HEADER]: token, 'content-type': 'multipart/form-data; boundary=B' },
      body,
    }).then((r) => r.json() as Promise<{ code: number; msg: string; data: { url: string } }>);
  };

  it('serves an uploaded avatar from its URL, without login, and refuses wrong types and sizes with the SPEC texts', async () => {
    const token = await loginAs('dev_ent');
    const png = { name: 'a.png', type: 'image/png', bytes: new Uint8Array([137, 80, 78, 71]) };
    const ok = await upload(token, 'avatar', png);
    expect(ok.msg).toBe('success');
    const served = await fetch(new URL(ok.data.url, ORIGIN));
    expect(served.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await served.arrayBuffer())]).toEqual([...png.bytes]);
    // The key in the address is the secret: a guessed id is not enough.
    expect((await fetch(new URL(ok.data.url.replace(/-[0-9a-f]+$/, '-0'), ORIGIN))).status).toBe(404);
    expect((await post(paths.file.uploadRecord, { url: ok.data.url, name: 'a.png', size: 4 }, token)).data).toBe(true);
    const gif = { name: 'a.gif', type: 'image/gif', bytes: new Uint8Array([1]) };
    expect((await upload(token, 'avatar', gif)).msg).toBe('仅支持上传jpeg、png、jpg格式图片');
    const big = { name: 'b.jpg', type: 'image/jpeg', bytes: new Uint8Array(3 * 1024 * 1024 + 1) };
    expect((await upload(token, 'avatar', big)).msg).toBe('图片大小不能超过3MB');
  });
});
