/**
 * Alerts and their webhook through the simulator: the signature is checked here with Node's own
 * crypto (not the simulator's signing code), and retries follow the simulated clock.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../src/api/paths';
import type { AlertSettings, WebhookDelivery } from '../../../src/domain/types/alerts.types';
import type { ScopedCreatedKey } from '../../../src/domain/types/keys.types';
import type { Page } from '../../../src/domain/types/common.types';
import { resetSimulator, simulatorControls } from '../../../mocks/node';
import { get, loginAs, ORIGIN, post } from './client';

const MIN = 60_000;
const SECRET = 'whsec_0123456789abcdef';

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-12-01T00:00:30Z') });
  await resetSimulator();
});
afterEach(() => vi.useRealTimers());

/** What a receiver does: recompute the HMAC of `<timestamp>.<body>` and compare in constant time. */
function verifies(secret: string, timestamp: number, body: string, header: string): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`);
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const settings = (webhookUrl: string, webhookSecret = SECRET) => ({
  errorRatePercent: 20,
  expiryDays: 7,
  rateLimitPercent: 80,
  webhookUrl,
  webhookSecret,
});

const deliveries = async (token: string) =>
  (await get<Page<WebhookDelivery>>(paths.webhook.deliveries, token, { pageNum: 1, pageSize: 10 })).data.records;

const messages = async (token: string) =>
  (await get<{ records: { content: string }[] }>(paths.message.search, token, { type: 1, pageNum: 1, pageSize: 10 }))
    .data.records;

describe('the webhook', () => {
  it('keeps the secret to itself and refuses a bad address', async () => {
    const token = await loginAs('dev_ent');
    const saved = await post<AlertSettings>(paths.webhook.settings, settings('https://hooks.demo.test/a'), token);
    expect(saved.data).toMatchObject({ webhookUrl: 'https://hooks.demo.test/a', webhookSecretTail: 'cdef' });
    expect(JSON.stringify(saved.data)).not.toContain(SECRET);
    expect((await post(paths.webhook.settings, settings('hooks.demo.test'), token)).msg).toBe(
      'Webhook 地址须为 http:// 或 https:// 开头的完整网址',
    );
    // An empty secret keeps the stored one.
    const kept = await post<AlertSettings>(paths.webhook.settings, settings('https://hooks.demo.test/b', ''), token);
    expect(kept.data.webhookSecretTail).toBe('cdef');
  });

  it('signs a test delivery so that a receiver using Node crypto accepts it', async () => {
    const token = await loginAs('dev_ent');
    expect((await post(paths.webhook.test, {}, token)).msg).toBe('请先保存 Webhook 地址与签名密钥');
    await post(paths.webhook.settings, settings('https://hooks.demo.test/a'), token);
    const sent = await post<WebhookDelivery>(paths.webhook.test, {}, token);
    expect(sent.data).toMatchObject({ status: 'delivered', eventName: 'webhook.test' });
    const [first] = sent.data.attempts;
    expect(first.outcome).toBe(200);
    expect(verifies(SECRET, first.timestamp, sent.data.body, first.signature)).toBe(true);
    expect(verifies(SECRET, first.timestamp + 1, sent.data.body, first.signature)).toBe(false);
    expect(verifies('another-secret-000', first.timestamp, sent.data.body, first.signature)).toBe(false);
    expect(JSON.parse(sent.data.body)).toMatchObject({ type: 'webhook.test', data: { title: '测试消息' } });
  });

  it('retries a failing receiver at 1, 2, 4, 8 and 16 minutes of the simulated clock, then gives up', async () => {
    const token = await loginAs('dev_ent');
    await post(paths.webhook.settings, settings('https://hooks.example.com/a'), token);
    const sent = (await post<WebhookDelivery>(paths.webhook.test, {}, token)).data;
    expect(sent.attempts.map((a) => a.outcome)).toEqual([500]);
    expect(Date.parse(sent.nextAttemptAt) - Date.parse(sent.attempts[0].time)).toBe(MIN + 120);

    await simulatorControls.advanceClock(3.5 / (24 * 60));
    let [log] = await deliveries(token);
    expect(log.attempts).toHaveLength(3);
    await simulatorControls.advanceClock(1 / 24);
    [log] = await deliveries(token);
    expect(log.status).toBe('failed');
    const times = log.attempts.map((a) => Date.parse(a.time));
    const gaps = times.slice(1).map((t, i) => Math.round((t - times[i]) / 1000) * 1000);
    expect(gaps).toEqual([1, 2, 4, 8, 16].map((m) => m * MIN));
    expect(log.nextAttemptAt).toBe('');
    for (const a of log.attempts) expect(verifies(SECRET, a.timestamp, log.body, a.signature)).toBe(true);
  });

  it('times out on a timeout host', async () => {
    const token = await loginAs('dev_ent');
    await post(paths.webhook.settings, settings('https://timeout.example.com/a'), token);
    const sent = (await post<WebhookDelivery>(paths.webhook.test, {}, token)).data;
    expect(sent.attempts[0].outcome).toBe('timeout');
    expect(sent.status).toBe('pending');
  });
});

describe('alerts beyond the budget', () => {
  async function chat(secret: string, model = 'sky-lite') {
    return fetch(new URL(paths.gateway.chatCompletions, ORIGIN), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify({ model, messages: [{ role: 'user', content: '你好' }], max_tokens: 16 }),
    });
  }

  it('alerts a high error rate once an hour, as a site message and a signed delivery', async () => {
    const token = await loginAs('dev_ent');
    await post(paths.webhook.settings, settings('https://hooks.demo.test/a'), token);
    const key = (await post<ScopedCreatedKey>(paths.developer.keyCreate, { name: '错误率' }, token)).data;
    for (let i = 0; i < 7; i++) await chat(key.secret);
    for (let i = 0; i < 3; i++) await chat(key.secret, 'no-such-model');
    expect((await messages(token)).filter((m) => m.content.startsWith('【告警·错误率过高】'))).toHaveLength(1);
    await chat(key.secret, 'no-such-model');
    expect((await messages(token)).filter((m) => m.content.startsWith('【告警·错误率过高】'))).toHaveLength(1);
    const [log] = await deliveries(token);
    expect(log).toMatchObject({ eventName: 'alert.error_rate', status: 'delivered' });
    expect(JSON.parse(log.body).data).toMatchObject({ failed: 3, calls: 10, threshold: 20 });
  });

  it('alerts a key expiring within the notice period when the clock reaches it, once', async () => {
    const token = await loginAs('dev_ent');
    await post(paths.webhook.settings, { ...settings(''), expiryDays: 3 }, token);
    await post(paths.developer.keyCreate, { name: '将到期', expireDate: '2026-11-10' }, token);
    await simulatorControls.advanceClock(5);
    expect((await messages(token)).some((m) => m.content.includes('将到期'))).toBe(false);
    await simulatorControls.advanceClock(1);
    await simulatorControls.advanceClock(1);
    const alerts = (await messages(token)).filter((m) => m.content.startsWith('【告警·密钥即将到期】'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0].content).toContain('API密钥「将到期」将于3天后（2026-11-10）到期');
  });

  it('alerts usage nearing a rate limit', async () => {
    const token = await loginAs('dev_ent');
    await post(paths.webhook.settings, { ...settings(''), rateLimitPercent: 50 }, token);
    const key = (await post<ScopedCreatedKey>(paths.developer.keyCreate, { name: '限速' }, token)).data;
    const list = await get<{ model: string; rpm: number }[]>(paths.spend.rateLimits, token);
    // The model with the tightest limit, so half of it is few calls.
    const { model, rpm } = list.data.reduce((a, b) => (b.rpm < a.rpm ? b : a));
    for (let i = 0; i < rpm / 2; i++) await chat(key.secret, model);
    const alerts = (await messages(token)).filter((m) => m.content.startsWith('【告警·接近速率限制】'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0].content).toContain(`模型 ${model} 近 1 分钟已用 ${rpm / 2}/${rpm} 次请求`);
  });
});
