/**
 * The limits a real platform puts on what anyone can repeat for free, probed over real HTTP:
 * password guessing, captcha proofs, invitation-code applications, guest sessions. Time moves
 * on the simulator's clock (the advanceClock control, which takes days), never by waiting.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tables } from '../../../mocks/db/models';
import { DAY, MINUTE } from '../../../mocks/rules/clock';
import { paths, SESSION_HEADER } from '../../../src/api/paths';
import { makeSign, type CaptchaChallenge } from '../../../src/domain/captcha';
import { encodePassword } from '../../../src/domain/validation';
import { serveSimulatorOverHttp } from './simServer';

const sim = serveSimulatorOverHttp();
// The simulated clock runs on the wall clock plus an offset: frozen here, so a Retry-After is
// exact however long the machine takes between two calls. Only Date: sockets keep their timers.
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

const WRONG = '用户名或密码错误';
const CAPTCHA_FAILED = '验证码验证失败，请重试';
const LOCKED_15 = '密码错误次数过多，账号已锁定，请15分钟后再试';

const wrongLogin = (userName: string) => sim().login(userName, 'Wrong1234');

describe('password guessing', () => {
  it('locks the account after 5 wrong passwords for 15 minutes, right password included, then lets it in', async () => {
    for (let i = 1; i <= 4; i++) expect((await wrongLogin('dev_ent')).msg, `failure ${i}`).toBe(WRONG);
    const fifth = await wrongLogin('dev_ent');
    expect(fifth).toMatchObject({ status: 429, code: 429, msg: LOCKED_15 });
    expect(fifth.headers.get('retry-after')).toBe('900');

    const right = await sim().login('dev_ent');
    expect(right).toMatchObject({ status: 429, msg: LOCKED_15 });
    expect(right.data).toBeNull();
    await sim().control('advanceClock', (14 * MINUTE) / DAY);
    const almost = await sim().login('dev_ent');
    expect(almost).toMatchObject({ status: 429, msg: '密码错误次数过多，账号已锁定，请1分钟后再试' });
    expect(almost.headers.get('retry-after')).toBe('60');

    await sim().control('advanceClock', MINUTE / DAY);
    expect((await sim().login('dev_ent')).code).toBe(200);
  });

  it('counts per account, by name and phone together, and for accounts that do not exist alike', async () => {
    for (let i = 0; i < 5; i++) await wrongLogin('nobody');
    expect((await wrongLogin('nobody')).msg).toBe(LOCKED_15);
    expect((await sim().login('dev_person')).code).toBe(200);
    for (let i = 0; i < 3; i++) await wrongLogin('dev_person');
    expect((await wrongLogin('13800000002')).msg).toBe(WRONG);
    expect((await wrongLogin('13800000002')).msg).toBe(LOCKED_15);
    expect((await sim().login('dev_person')).msg).toBe(LOCKED_15);
    expect((await sim().login('13800000002', 'Demo1234')).msg).toBe(LOCKED_15);
  });

  it('starts counting afresh after a successful login', async () => {
    for (let i = 0; i < 4; i++) await wrongLogin('dev_ent');
    expect((await sim().login('dev_ent')).code).toBe(200);
    for (let i = 0; i < 4; i++) expect((await wrongLogin('dev_ent')).msg).toBe(WRONG);
  });
});

describe('captcha proofs', () => {
  const challenge = async () => (await sim().call<CaptchaChallenge>(paths.captcha.challenge, { body: {} })).data;
  const login = (sign: string) =>
    sim().call<{ token: string }>(paths.user.login, {
      body: { userName: 'dev_ent', password: encodePassword('Demo1234'), sign },
    });

  it('are accepted once', async () => {
    const sign = await sim().sign();
    expect((await login(sign)).code).toBe(200);
    expect((await login(sign)).msg).toBe(CAPTCHA_FAILED);
    const code = await sim().call(paths.operation.sendVerificationCode, {
      body: { phone: '13800000001', type: 2, source: 1, sign },
    });
    expect(code.msg).toBe(CAPTCHA_FAILED);
  });

  it('cannot be computed without a challenge the server issued', async () => {
    // What the slider used to hand out by itself: a nonce it chose and a gap derived from it.
    const fnv = (text: string) =>
      [...text].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0, 0x811c9dc5);
    const nonce = `${Date.now()}-forged`;
    const gap = 80 + (fnv(nonce) % 140);
    expect((await login(`v1.${nonce}.${gap}.${fnv(`${nonce}.${gap}`).toString(36)}`)).msg).toBe(CAPTCHA_FAILED);
    expect((await login(makeSign('0123456789abcdef0123456789abcdef', 120))).msg).toBe(CAPTCHA_FAILED);
    expect((await login('')).msg).toBe(CAPTCHA_FAILED);
  });

  it('are bound to their challenge: a miss spends it, and so does time', async () => {
    const missed = await challenge();
    expect((await login(makeSign(missed.id, missed.gap + 40))).msg).toBe(CAPTCHA_FAILED);
    expect((await login(makeSign(missed.id, missed.gap))).msg).toBe(CAPTCHA_FAILED);

    const stale = await challenge();
    await sim().control('advanceClock', (5 * MINUTE + 1000) / DAY);
    expect((await login(makeSign(stale.id, stale.gap))).msg).toBe(CAPTCHA_FAILED);

    const fresh = await challenge();
    expect(fresh.id).toMatch(/^[0-9a-f]{32}$/);
    expect((await login(makeSign(fresh.id, fresh.gap))).code).toBe(200);
  });
});

describe('invitation-code applications', () => {
  it('are limited to 3 an hour per user: the 4th is a 429 with Retry-After and sends no message', async () => {
    const token = await sim().tokenOf('trial_none');
    const unread = async () => (await sim().call<number>(paths.message.count, { token })).data;
    const before = await unread();
    for (let i = 0; i < 3; i++)
      expect((await sim().call(paths.operation.applyInvitationCode, { body: {}, token })).code).toBe(200);
    expect(await unread()).toBe(before + 3);

    const fourth = await sim().call(paths.operation.applyInvitationCode, { body: {}, token });
    expect(fourth).toMatchObject({ status: 429, code: 429, msg: '操作过于频繁，请60分钟后再试' });
    expect(fourth.headers.get('retry-after')).toBe('3600');
    expect(await unread()).toBe(before + 3);
    // Another user is not affected.
    expect(
      (await sim().call(paths.operation.applyInvitationCode, { body: {}, token: await sim().tokenOf('newbie') })).code,
    ).toBe(200);

    await sim().control('advanceClock', (60 * MINUTE) / DAY);
    expect((await sim().call(paths.operation.applyInvitationCode, { body: {}, token })).code).toBe(200);
  });
});

describe('guest sessions', () => {
  const create = (headers: Record<string, string> = {}) =>
    sim().call<{ sessionId: string }>(paths.user.guestSession, { body: {}, headers });

  afterEach(() => vi.restoreAllMocks());

  it('are limited to 20 new ones per client in 10 minutes: then 429 with Retry-After', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 20; i++) ids.add((await create()).data.sessionId);
    expect(ids.size).toBe(20);
    const refused = await create();
    expect(refused).toMatchObject({ status: 429, code: 429, msg: '操作过于频繁，请10分钟后再试' });
    expect(refused.headers.get('retry-after')).toBe('600');
    // The feedback session id is the same resource, under the same limit.
    expect((await sim().call(paths.feedback.sessionId)).status).toBe(429);
    // A client cannot pose as another by naming an address; a proxy on this machine can (X-Real-IP).
    expect((await create({ 'x-simulator-client-address': '198.51.100.9' })).status).toBe(429);
    expect((await create({ 'x-real-ip': '203.0.113.7' })).status).toBe(200);
    // A guest who already holds a live session keeps it, limit or not.
    const known = [...ids][0];
    expect((await create({ [SESSION_HEADER]: known })).data.sessionId).toBe(known);

    await sim().control('advanceClock', (10 * MINUTE) / DAY);
    expect((await create()).status).toBe(200);
  });

  it('have 128-bit ids from crypto, not Math.random', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const user = (await create()).data.sessionId;
    const feedback = (await sim().call<string>(paths.feedback.sessionId)).data;
    for (const id of [user, feedback]) expect(id).toMatch(/^gs_[0-9a-f]{32}$/);
    expect(feedback).not.toBe(user);
  });

  it('expire after 30 days: the id is replaced, its feedback is no longer reachable, its row is swept', async () => {
    const old = (await create()).data.sessionId;
    const unread = () =>
      sim().call<number>(paths.feedback.unreadCount, { headers: { [SESSION_HEADER]: old }, query: { userType: '3' } });
    expect((await unread()).code).toBe(200);

    await sim().control('advanceClock', (30 * 24 * 60 * MINUTE) / DAY);
    expect((await unread()).msg).toBe('游客会话不存在，请刷新页面后重试');
    const renewed = (await create({ [SESSION_HEADER]: old })).data.sessionId;
    expect(renewed).not.toBe(old);
    expect(tables.guestSession.get(old)).toBeUndefined();
  });
});
