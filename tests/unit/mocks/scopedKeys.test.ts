import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/api/paths';
import type { ScopedApiKey, ScopedCreatedKey } from '../../../src/domain/types/keys.types';
import { advanceClock, DAY } from '../../../mocks/node';
import { ORIGIN, call, loginAs, post, serveSimulatorPerTest } from './client';

serveSimulatorPerTest();

interface GatewayReply {
  status: number;
  message?: string;
  content?: string;
}

/** A chat call as an SDK would make it: the key as a bearer token, the caller's address from the proxy. */
async function chat(key: string, body: Record<string, unknown> = {}, ip?: string): Promise<GatewayReply> {
  const headers: Record<string, string> = { 'content-type': 'application/json', authorization: `Bearer ${key}` };
  if (ip) headers['x-forwarded-for'] = `${ip}, 10.0.0.1`;
  const response = await fetch(new URL(paths.developer.chatCompletions, ORIGIN), {
    method: 'POST',
    headers,
    body: JSON.stringify({ model: 'sky-lite', messages: [{ role: 'user', content: '你好' }], ...body }),
  });
  const json = (await response.json()) as { error?: { message: string }; choices?: { message: { content: string } }[] };
  return { status: response.status, message: json.error?.message, content: json.choices?.[0]?.message.content };
}

const scope = {
  allowedModels: [] as string[],
  ipAllowlist: [] as string[],
  expireDate: '',
  monthlyCap: null as number | null,
};

async function createKey(token: string, overrides: Partial<typeof scope> & { name?: string } = {}) {
  return post<ScopedCreatedKey>(paths.developer.keyCreate, { name: '受限密钥', ...scope, ...overrides }, token);
}

describe('scoped API keys: the key itself', () => {
  it('keeps its scope, returns the full secret only at creation and rotation, masked afterwards', async () => {
    const token = await loginAs('dev_ent');
    const created = await createKey(token, {
      allowedModels: ['qwen-max'],
      ipAllowlist: ['203.0.113.0/24'],
      expireDate: '2026-12-31',
      monthlyCap: 50,
    });
    expect(created.code).toBe(200);
    expect(created.data).toMatchObject({
      allowedModels: ['qwen-max'],
      ipAllowlist: ['203.0.113.0/24'],
      expireDate: '2026-12-31',
      monthlyCap: 50,
      state: 'active',
    });
    expect(created.data.usage).toEqual({ monthCost: 0, monthCalls: 0, totalCalls: 0 });
    const list = await post<ScopedApiKey[]>(paths.developer.keyList, {}, token);
    expect(JSON.stringify(list.data)).not.toContain(created.data.secret);
    expect(list.data[0].maskedKey).toBe(`sk-****${created.data.secret.slice(-4)}`);

    const rotated = await post<ScopedCreatedKey>(paths.developer.keyRotate(created.data.id), {}, token);
    expect(rotated.data.secret).toMatch(/^sk-[0-9a-f]{40}$/);
    expect(rotated.data.secret).not.toBe(created.data.secret);
    expect(rotated.data.allowedModels).toEqual(['qwen-max']);
    // The old secret stops at once; the new one works within the same scope.
    expect((await chat(created.data.secret, { model: 'qwen-max' }, '203.0.113.9')).status).toBe(401);
    expect((await chat(rotated.data.secret, { model: 'qwen-max' }, '203.0.113.9')).status).toBe(200);
  });

  it('refuses an invalid CIDR, a past expiry and a negative cap with clear Chinese messages', async () => {
    const token = await loginAs('dev_ent');
    expect((await createKey(token, { ipAllowlist: ['10.0.0.1/8'] })).msg).toBe(
      'IP白名单格式不正确：10.0.0.1/8（示例：203.0.113.5 或 203.0.113.0/24）',
    );
    expect((await createKey(token, { ipAllowlist: ['300.1.1.1'] })).msg).toContain('IP白名单格式不正确');
    expect((await createKey(token, { expireDate: '2026-10-31' })).msg).toBe('到期日期不能早于今天');
    expect((await createKey(token, { monthlyCap: -1 })).msg).toBe('月度消费上限须为不小于0的金额（元），最多两位小数');
    expect((await createKey(token, { allowedModels: ['gpt-9'] })).msg).toBe('模型不存在或已下线：gpt-9');
    const keys = await post<ScopedApiKey[]>(paths.developer.keyList, {}, token);
    expect(keys.data.map((k) => k.name)).not.toContain('受限密钥');
  });

  it('updates the scope of an existing key, checking it the same way', async () => {
    const token = await loginAs('dev_ent');
    const { data: key } = await createKey(token);
    const refused = await post(
      paths.developer.keyUpdate,
      { id: key.id, name: '受限密钥', ...scope, expireDate: '2020-01-01' },
      token,
    );
    expect(refused.msg).toBe('到期日期不能早于今天');
    const updated = await post<ScopedApiKey>(
      paths.developer.keyUpdate,
      { id: key.id, name: '只读分析', ...scope, allowedModels: ['glm-4'] },
      token,
    );
    expect(updated.data).toMatchObject({ name: '只读分析', allowedModels: ['glm-4'] });
    const other = await loginAs('dev_person');
    expect((await post(paths.developer.keyUpdate, { id: key.id, name: 'x', ...scope }, other)).msg).toBe('密钥不存在');
    expect((await post(paths.developer.keyRotate(key.id), {}, other)).msg).toBe('密钥不存在');
  });

  it('shows usage and last use once the key is used', async () => {
    const token = await loginAs('dev_ent');
    const { data: key } = await createKey(token);
    const reply = await chat(key.secret, { model: 'qwen-max' });
    expect(reply.status).toBe(200);
    const listed = (await post<ScopedApiKey[]>(paths.developer.keyList, {}, token)).data.find((k) => k.id === key.id);
    expect(listed?.usage.monthCalls).toBe(1);
    expect(listed?.usage.totalCalls).toBe(1);
    expect(listed?.usage.monthCost).toBeGreaterThan(0);
    expect(listed?.lastUsedTime).not.toBe('');
  });

  it('attributes the seeded history to the seeded keys', async () => {
    const token = await loginAs('dev_ent');
    const keys = (await post<ScopedApiKey[]>(paths.developer.keyList, {}, token)).data;
    const production = keys.find((k) => k.name === '生产环境');
    const testing = keys.find((k) => k.name === '测试环境');
    expect(production?.usage.totalCalls).toBeGreaterThan(testing?.usage.totalCalls ?? Infinity);
    expect(testing?.usage.totalCalls).toBeGreaterThan(0);
    // Nothing spent yet in the seeded clock's month (2026-11): bills run to 2026-10-31.
    expect(production?.usage.monthCost).toBe(0);
  });
});

describe('scoped API keys: the gateway enforces every scope', () => {
  it('model not allowed: 403', async () => {
    const token = await loginAs('dev_ent');
    const { data: key } = await createKey(token, { allowedModels: ['qwen-max'] });
    expect(await chat(key.secret, { model: 'glm-4' })).toEqual({
      status: 403,
      message: '该API密钥无权调用模型 glm-4',
      content: undefined,
    });
    expect((await chat(key.secret, { model: 'qwen-max' })).status).toBe(200);
  });

  it('IP not in the allowlist: 403', async () => {
    const token = await loginAs('dev_ent');
    const { data: key } = await createKey(token, { ipAllowlist: ['203.0.113.0/24'] });
    expect(await chat(key.secret, {}, '198.51.100.7')).toEqual({
      status: 403,
      message: '请求来源IP 198.51.100.7 不在该API密钥的白名单内',
      content: undefined,
    });
    // Without a proxy header the caller is this machine.
    expect((await chat(key.secret)).message).toBe('请求来源IP 127.0.0.1 不在该API密钥的白名单内');
    expect((await chat(key.secret, {}, '203.0.113.200')).status).toBe(200);
  });

  it('expired: 401 from the day after its last day', async () => {
    const token = await loginAs('dev_ent');
    const { data: key } = await createKey(token, { expireDate: '2026-11-02' });
    expect((await chat(key.secret)).status).toBe(200);
    advanceClock(DAY); // 2026-11-02 08:00 Beijing: still its last day
    expect((await chat(key.secret)).status).toBe(200);
    advanceClock(DAY);
    expect(await chat(key.secret)).toEqual({
      status: 401,
      message: 'API密钥已过期，请在密钥管理中延长有效期或新建密钥',
      content: undefined,
    });
    const listed = (await post<ScopedApiKey[]>(paths.developer.keyList, {}, token)).data.find((k) => k.id === key.id);
    expect(listed?.state).toBe('expired');
    expect((await post(paths.developer.keyValidate, { key: key.secret })).msg).toBe(
      'API密钥已过期，请在密钥管理中延长有效期或新建密钥',
    );
  });

  it('disabled: 401, and enabled again: 200', async () => {
    const token = await loginAs('dev_ent');
    const { data: key } = await createKey(token);
    await post(paths.developer.keyUpdateStatus, { id: key.id, status: 0 }, token);
    expect(await chat(key.secret)).toEqual({ status: 401, message: 'API密钥已停用', content: undefined });
    await post(paths.developer.keyUpdateStatus, { id: key.id, status: 1 }, token);
    expect((await chat(key.secret)).status).toBe(200);
  });

  it('over its monthly cap: 429, and a new month starts over', async () => {
    const token = await loginAs('dev_ent');
    // qwen-max: ¥0.02/¥0.06 per thousand tokens; a short call costs a few fen.
    const { data: key } = await createKey(token, { monthlyCap: 0.05 });
    let calls = 0;
    let last: GatewayReply = { status: 200 };
    while (last.status === 200 && calls < 20) {
      last = await chat(key.secret, { model: 'qwen-max' });
      calls += 1;
    }
    expect(calls).toBeGreaterThan(1);
    expect(last).toEqual({
      status: 429,
      message: '该API密钥本月消费已达上限（¥0.05），请提高上限或下月再试',
      content: undefined,
    });
    const listed = (await post<ScopedApiKey[]>(paths.developer.keyList, {}, token)).data.find((k) => k.id === key.id);
    expect(listed?.usage.monthCost).toBeGreaterThanOrEqual(0.05);
    advanceClock(30 * DAY); // December
    expect((await chat(key.secret, { model: 'qwen-max' })).status).toBe(200);
  });

  it('refuses an unknown model (404), a model that takes no chat (400) and a parameter out of range (400)', async () => {
    const token = await loginAs('dev_ent');
    const { data: key } = await createKey(token);
    expect(await chat(key.secret, { model: 'gpt-9' })).toEqual({
      status: 404,
      message: '模型不存在或已下线',
      content: undefined,
    });
    expect((await chat(key.secret, { model: 'paraformer-asr' })).message).toBe('模型 paraformer-asr 不支持对话调用');
    expect(await chat(key.secret, { temperature: 3 })).toEqual({
      status: 400,
      message: 'temperature 须在 0 到 2 之间',
      content: undefined,
    });
    expect((await chat(key.secret, { model: 'moonshot-v1-128k' })).status).toBe(410);
  });

  it('records refused calls in the request log at no cost', async () => {
    const token = await loginAs('dev_ent');
    const { data: key } = await createKey(token, { allowedModels: ['qwen-max'] });
    await chat(key.secret, { model: 'glm-4' });
    const log = await call<{ records: { keyId: string; status: number; cost: number; model: string }[] }>(
      paths.usage.requests,
      {
        body: { start: '2026-11-01', end: '2026-11-01', groupBy: 'key', groupKey: key.id, pageNum: 1, pageSize: 10 },
        token,
      },
    );
    expect(log.data.records).toEqual([
      expect.objectContaining({ keyId: key.id, status: 403, cost: 0, model: 'glm-4' }),
    ]);
  });
});
