/**
 * A refused call names the limit that refused it, in its answer (error.param and a header) and in
 * the request log, which keeps the whole stack checked at that moment; a rotated key's old secret
 * works through its grace period on the simulated clock, then is refused; the rate-limit headers
 * count the call they answer; the playground answers with the id its log row is found by.
 */
import { describe, expect, it } from 'vitest';
import { paths, TOKEN_HEADER } from '../../../src/api/paths';
import { LIMIT_HEADER } from '../../../src/domain/limitStack';
import type { ScopedApiKey, ScopedCreatedKey } from '../../../src/domain/types/keys.types';
import type { RequestLogDetail } from '../../../src/domain/types/requestLog.types';
import { advanceClock } from '../../../mocks/node';
import { ORIGIN, get, loginAs, post, serveSimulatorPerTest } from './client';

serveSimulatorPerTest();

const HOUR = 3_600_000;

async function chat(key: string, model: string) {
  const response = await fetch(new URL(paths.developer.chatCompletions, ORIGIN), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ model, messages: [{ role: 'user', content: '你好' }] }),
  });
  const json = (await response.json()) as {
    error?: { message: string; code: string; param: string | null };
    usage?: { total_tokens: number };
  };
  return { status: response.status, headers: response.headers, ...json };
}

const createKey = (token: string, scope: Record<string, unknown> = {}) =>
  post<ScopedCreatedKey>(
    paths.developer.keyCreate,
    { name: '受限密钥', allowedModels: [], ipAllowlist: [], expireDate: '', monthlyCap: null, ...scope },
    token,
  );

describe('a refused call names its limit', () => {
  it('a key limited to one model, calling another: 403 naming key_model, and the log keeps the stack in order', async () => {
    const token = await loginAs('dev_ent');
    const key = (await createKey(token, { allowedModels: ['qwen-max'] })).data;
    const refused = await chat(key.secret, 'glm-4');
    expect(refused.status).toBe(403);
    expect(refused.error).toMatchObject({ code: 'model_not_allowed', param: 'key_model' });
    expect(refused.headers.get(LIMIT_HEADER)).toBe('key_model');

    const detail = (await get<RequestLogDetail>(paths.requestLog.detail(refused.headers.get('x-request-id')!), token))
      .data;
    expect(detail.limits?.refusedBy).toBe('key_model');
    expect(detail.limits?.checks.map((c) => `${c.name}:${c.state}`)).toEqual([
      'key_model:refused',
      'key_ip:unchecked',
      'key_expiry:unchecked',
      'key_monthly_cap:unchecked',
      'account_budget:unchecked',
      'balance:unchecked',
      'model_rpm:unchecked',
      'model_tpm:unchecked',
      'model_concurrency:unchecked',
    ]);
    expect(detail.limits?.checks[0]).toMatchObject({ value: 'qwen-max', usage: 'glm-4' });

    // The same key on its own model: every limit passed, and the snapshot is kept with the call too.
    const answered = await chat(key.secret, 'qwen-max');
    expect(answered.status).toBe(200);
    expect(answered.headers.get(LIMIT_HEADER)).toBeNull();
    const ok = (await get<RequestLogDetail>(paths.requestLog.detail(answered.headers.get('x-request-id')!), token))
      .data;
    expect(ok.limits?.refusedBy).toBeUndefined();
    expect(ok.limits?.checks.find((c) => c.name === 'model_rpm')?.state).toBe('passed');
  });

  it('a capped key over its month: 429 naming key_monthly_cap, resetting at the next Beijing month', async () => {
    const token = await loginAs('dev_ent');
    const key = (await createKey(token, { monthlyCap: 0 })).data;
    const refused = await chat(key.secret, 'qwen-max');
    expect(refused).toMatchObject({ status: 429, error: { code: 'monthly_cap_reached', param: 'key_monthly_cap' } });
    const detail = (await get<RequestLogDetail>(paths.requestLog.detail(refused.headers.get('x-request-id')!), token))
      .data;
    const cap = detail.limits?.checks.find((c) => c.name === 'key_monthly_cap');
    expect(cap).toMatchObject({ state: 'refused', fix: { kind: 'raiseKeyCap', keyId: key.id } });
    expect(cap?.resetsAt).toMatch(/T16:00:00\.000Z$/);
  });
});

describe('x-ratelimit-remaining-tokens', () => {
  it('counts the tokens of the call it answers, as remaining-requests counts the call', async () => {
    const token = await loginAs('dev_ent');
    const key = (await createKey(token)).data;
    const answered = await chat(key.secret, 'glm-4');
    expect(answered.status).toBe(200);
    const limit = Number(answered.headers.get('x-ratelimit-limit-tokens'));
    expect(Number(answered.headers.get('x-ratelimit-remaining-tokens'))).toBe(limit - answered.usage!.total_tokens);
    expect(Number(answered.headers.get('x-ratelimit-remaining-requests'))).toBe(
      Number(answered.headers.get('x-ratelimit-limit-requests')) - 1,
    );
  });
});

describe('rotation with a grace period', () => {
  it('the old secret works until the grace period ends on the simulated clock, then 401 saying it was rotated', async () => {
    const token = await loginAs('dev_ent');
    const key = (await createKey(token)).data;
    expect((await post(paths.developer.keyRotate(key.id), { graceHours: 200 }, token)).msg).toBe(
      '旧密钥保留时长须为 0（立即失效）或 1 小时到 7 天之间的整小时数',
    );
    const rotated = (await post<ScopedCreatedKey>(paths.developer.keyRotate(key.id), { graceHours: 1 }, token)).data;
    expect(rotated.previousKey).toMatchObject({ maskedKey: key.maskedKey });
    expect((await chat(key.secret, 'qwen-max')).status).toBe(200);
    expect((await chat(rotated.secret, 'qwen-max')).status).toBe(200);

    advanceClock(HOUR - 1000);
    expect((await chat(key.secret, 'qwen-max')).status).toBe(200);
    advanceClock(1000);
    const retired = await chat(key.secret, 'qwen-max');
    expect(retired).toMatchObject({
      status: 401,
      error: { code: 'api_key_rotated', message: 'API密钥已轮换，旧密钥已失效，请使用新密钥' },
    });
    expect((await chat(rotated.secret, 'qwen-max')).status).toBe(200);
    const listed = (await post<ScopedApiKey[]>(paths.developer.keyList, {}, token)).data.find((k) => k.id === key.id);
    expect(listed?.previousKey).toBeNull();
  });
});

describe('the playground', () => {
  it('answers with x-request-id, the id its call is found by in the request log', async () => {
    const token = await loginAs('dev_ent');
    const response = await fetch(new URL(paths.playground.chat, ORIGIN), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token },
      body: JSON.stringify({ model: 'qwen-max', prompt: '你好', chunkDelayMs: 0 }),
    });
    await response.text();
    const requestId = response.headers.get('x-request-id') ?? '';
    expect(requestId).toMatch(/^req_[0-9a-f]{32}$/);
    const detail = await get<RequestLogDetail>(paths.requestLog.detail(requestId), token);
    expect(detail.data).toMatchObject({ requestId, model: 'qwen-max', status: 200 });
  });
});
