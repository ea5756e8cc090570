/**
 * The key guard through the gateway, against a small model of what the key guard page promises:
 * the baseline is a key's answered calls of 7 days (rates from those older than an hour, at least
 * 10 of them); a call with a model never used, from a new /24, or making more than N times the
 * busiest baseline minute (N = 5 normal, 2 strict) freezes the key and is refused, as is every
 * later call, until the owner unfreezes (what froze it is then accepted; rates rest an hour).
 * The model is written from that text, not from the simulator's rules.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../src/api/paths';
import type { KeyGuardStatus } from '../../../src/domain/types/alerts.types';
import type { ScopedCreatedKey } from '../../../src/domain/types/keys.types';
import { advanceClock, now, resetSimulator } from '../../../mocks/node';
import { get, loginAs, ORIGIN, post } from './client';

const MIN = 60_000;
const HOUR = 60 * MIN;
const HOME_IP = '203.0.113.5';

beforeEach(() => {
  // The simulated clock is the wall clock plus an offset: hold the wall clock still so only advanceClock moves time.
  vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-12-01T00:00:30Z') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

interface Reply {
  status: number;
  code?: string;
  type?: string;
  message?: string;
}

async function chat(secret: string, model: string, ip: string): Promise<Reply> {
  const response = await fetch(new URL(paths.gateway.chatCompletions, ORIGIN), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}`, 'x-forwarded-for': ip },
    body: JSON.stringify({ model, messages: [{ role: 'user', content: '你好' }], max_tokens: 16 }),
  });
  const json = (await response.json()) as { error?: { code: string; type: string; message: string } };
  return { status: response.status, code: json.error?.code, type: json.error?.type, message: json.error?.message };
}

async function guardOf(token: string, keyId: string): Promise<KeyGuardStatus> {
  const list = await get<KeyGuardStatus[]>(paths.keyGuard.list, token);
  return list.data.find((k) => k.keyId === keyId)!;
}

/** A fresh key with a settled baseline: 12 calls of sky-lite from HOME_IP, 5 minutes apart, then an hour's quiet. */
async function keyWithBaseline() {
  await resetSimulator();
  const token = await loginAs('dev_ent');
  const key = (await post<ScopedCreatedKey>(paths.developer.keyCreate, { name: '守护测试' }, token)).data;
  for (let i = 0; i < 12; i++) {
    expect((await chat(key.secret, 'sky-lite', HOME_IP)).status).toBe(200);
    advanceClock(5 * MIN);
  }
  advanceClock(HOUR);
  return { token, key };
}

type Sensitivity = 'off' | 'normal' | 'strict';
interface ModelCall {
  at: number;
  model: string;
  range: string;
  ok: boolean;
}

/** The page's promise, restated. */
class GuardModel {
  calls: ModelCall[] = [];
  frozen = false;
  sensitivity: Sensitivity = 'normal';
  acceptedModels = new Set<string>();
  acceptedRanges = new Set<string>();
  quietUntil = 0;
  causes: { model?: string; range?: string; rate?: boolean } = {};

  static range = (ip: string) => ip.split('.').slice(0, 3).join('.');

  call(at: number, model: string, ip: string): number {
    const range = GuardModel.range(ip);
    const answer = this.judge(at, model, range);
    this.calls.push({ at, model, range, ok: answer === 200 });
    return answer;
  }

  private judge(at: number, model: string, range: string): number {
    if (this.frozen) return 403;
    const n = { off: 0, normal: 5, strict: 2 }[this.sensitivity];
    if (!n) return 200;
    const week = this.calls.filter((c) => c.ok && c.at > at - 7 * 24 * HOUR);
    const old = week.filter((c) => c.at <= at - HOUR);
    if (old.length < 10) return 200;
    const perMinute = new Map<number, number>();
    for (const c of old) perMinute.set(Math.floor(c.at / MIN), (perMinute.get(Math.floor(c.at / MIN)) ?? 0) + 1);
    const newModel = !week.some((c) => c.model === model) && !this.acceptedModels.has(model);
    const newRange = !week.some((c) => c.range === range) && !this.acceptedRanges.has(range);
    const lastMinute = this.calls.filter((c) => c.at > at - MIN).length + 1;
    const burst = at >= this.quietUntil && lastMinute > n * Math.max(1, ...perMinute.values());
    if (!newModel && !newRange && !burst) return 200;
    this.frozen = true;
    this.causes = { model: newModel ? model : undefined, range: newRange ? range : undefined, rate: burst };
    return 403;
  }

  unfreeze(at: number): void {
    if (!this.frozen) return;
    if (this.causes.model) this.acceptedModels.add(this.causes.model);
    if (this.causes.range) this.acceptedRanges.add(this.causes.range);
    if (this.causes.rate) this.quietUntil = at + HOUR;
    this.frozen = false;
  }
}

type Command =
  | { kind: 'call'; model: string; ip: string }
  | { kind: 'burst'; times: number }
  | { kind: 'advance'; minutes: number }
  | { kind: 'unfreeze' }
  | { kind: 'sensitivity'; value: Sensitivity };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('call' as const),
    model: fc.constantFrom('sky-lite', 'sky-lite', 'ernie-speed'),
    ip: fc.constantFrom(HOME_IP, '203.0.113.80', '198.51.100.9'),
  }),
  fc.record({ kind: fc.constant('burst' as const), times: fc.integer({ min: 2, max: 8 }) }),
  fc.record({ kind: fc.constant('advance' as const), minutes: fc.constantFrom(1, 2, 61) }),
  fc.constant({ kind: 'unfreeze' as const }),
  fc.record({
    kind: fc.constant('sensitivity' as const),
    value: fc.constantFrom<Sensitivity>('off', 'normal', 'strict'),
  }),
);

describe('the key guard against its model', () => {
  it('agrees on every answer and on frozen or not after every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 4, maxLength: 12 }), async (commands) => {
        const { token, key } = await keyWithBaseline();
        const model = new GuardModel();
        // The baseline as the model sees it: the same 12 calls at the same moments.
        const start = now() - HOUR - 12 * 5 * MIN;
        for (let i = 0; i < 12; i++) model.call(start + i * 5 * MIN, 'sky-lite', HOME_IP);
        for (const c of commands) {
          if (c.kind === 'call') {
            const expected = model.call(now(), c.model, c.ip);
            expect((await chat(key.secret, c.model, c.ip)).status, JSON.stringify(c)).toBe(expected);
          } else if (c.kind === 'burst') {
            for (let i = 0; i < c.times; i++) {
              const expected = model.call(now(), 'sky-lite', HOME_IP);
              expect((await chat(key.secret, 'sky-lite', HOME_IP)).status, JSON.stringify(c)).toBe(expected);
            }
          } else if (c.kind === 'advance') advanceClock(c.minutes * MIN);
          else if (c.kind === 'unfreeze') {
            const reply = await post(paths.keyGuard.unfreeze, { keyId: key.id, reason: '本人操作' }, token);
            expect(reply.code).toBe(model.frozen ? 200 : 400);
            model.unfreeze(now());
          } else {
            await post(paths.keyGuard.sensitivity, { keyId: key.id, sensitivity: c.value }, token);
            model.sensitivity = c.value;
          }
          expect((await guardOf(token, key.id)).state === 'frozen', JSON.stringify(c)).toBe(model.frozen);
        }
      }),
      { numRuns: 10 },
    );
  }, 240_000);
});

describe('baseline → anomaly → frozen → unfrozen', () => {
  it('learns, freezes on a burst with a timeline, refuses in OpenAI shape, and unfreezes with the reason', async () => {
    const { token, key } = await keyWithBaseline();
    let guard = await guardOf(token, key.id);
    expect(guard).toMatchObject({ state: 'watching', sensitivity: 'normal' });
    expect(guard.baseline).toMatchObject({ models: ['sky-lite'], ipRanges: ['203.0.113.0/24'], peakPerMinute: 1 });

    for (let i = 0; i < 5; i++) expect((await chat(key.secret, 'sky-lite', HOME_IP)).status).toBe(200);
    const tripped = await chat(key.secret, 'sky-lite', HOME_IP);
    expect(tripped).toMatchObject({ status: 403, code: 'api_key_frozen', type: 'permission_error' });
    expect(tripped.message).toContain('已被密钥守护冻结');
    guard = await guardOf(token, key.id);
    expect(guard.state).toBe('frozen');
    expect(guard.frozenReason).toBe('近 1 分钟 6 次请求，超过基线峰值 1 次/分钟的 5 倍');
    expect(guard.events.map((e) => e.kind)).toEqual(['frozen', 'anomaly']);

    // Frozen: refused even a minute later, and each refusal is on the timeline.
    advanceClock(2 * MIN);
    expect((await chat(key.secret, 'sky-lite', HOME_IP)).status).toBe(403);
    expect((await guardOf(token, key.id)).events[0].kind).toBe('refused');

    const messages = await get<{ records: { content: string }[] }>(paths.message.search, token, {
      type: 1,
      pageNum: 1,
      pageSize: 10,
    });
    expect(messages.data.records[0].content).toContain('【告警·密钥被冻结】API密钥「守护测试」已被密钥守护冻结');

    expect((await post(paths.keyGuard.unfreeze, { keyId: key.id, reason: ' ' }, token)).msg).toBe(
      '请填写解除冻结的原因',
    );
    const unfrozen = await post<KeyGuardStatus>(
      paths.keyGuard.unfreeze,
      { keyId: key.id, reason: '是我的压测' },
      token,
    );
    expect(unfrozen.data.state).toBe('watching');
    expect(unfrozen.data.events[0]).toMatchObject({
      kind: 'unfrozen',
      text: '已解除冻结，原因：是我的压测',
      actor: 'dev_ent',
    });
    // The vouched-for burst may go on for an hour.
    for (let i = 0; i < 8; i++) expect((await chat(key.secret, 'sky-lite', HOME_IP)).status).toBe(200);
  });

  it('lets a vouched-for burst rest after the unfreeze even when the clock moves while the freeze is stored', async () => {
    const { token, key } = await keyWithBaseline();
    // A busy machine: every reading of the clock is a millisecond later than the one before.
    vi.useRealTimers();
    let wall = Date.parse('2026-12-01T00:00:30Z');
    vi.spyOn(Date, 'now').mockImplementation(() => (wall += 1));
    for (let i = 0; i < 5; i++) expect((await chat(key.secret, 'sky-lite', HOME_IP)).status).toBe(200);
    expect((await chat(key.secret, 'sky-lite', HOME_IP)).status).toBe(403);
    await post(paths.keyGuard.unfreeze, { keyId: key.id, reason: '是我的压测' }, token);
    expect((await chat(key.secret, 'sky-lite', HOME_IP)).status).toBe(200);
  });

  it('freezes on a model never used and on a new IP range; a rotation ends the freeze', async () => {
    const { token, key } = await keyWithBaseline();
    expect((await chat(key.secret, 'ernie-speed', HOME_IP)).status).toBe(403);
    expect((await guardOf(token, key.id)).frozenReason).toBe('调用了该密钥从未使用过的模型 ernie-speed');
    await post(paths.keyGuard.unfreeze, { keyId: key.id, reason: '新业务' }, token);
    expect((await chat(key.secret, 'ernie-speed', HOME_IP)).status).toBe(200);

    expect((await chat(key.secret, 'sky-lite', '198.51.100.9')).status).toBe(403);
    const rotated = await post<ScopedCreatedKey>(paths.developer.keyRotate(key.id), {}, token);
    expect((await chat(rotated.data.secret, 'sky-lite', HOME_IP)).status).toBe(200);
    expect((await guardOf(token, key.id)).events.map((e) => e.kind)).toContain('rotated');
  });

  it('never freezes while learning', async () => {
    await resetSimulator();
    const token = await loginAs('dev_ent');
    const key = (await post<ScopedCreatedKey>(paths.developer.keyCreate, { name: '新密钥' }, token)).data;
    for (let i = 0; i < 12; i++) expect((await chat(key.secret, 'glm-4', `192.0.2.${i}`)).status).toBe(200);
    expect((await guardOf(token, key.id)).state).toBe('learning');
  });
});
