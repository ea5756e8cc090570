/** The simulator's account-security rules: server-side logout, private answers, sessions, two-step sign-in. */
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { tables } from '../../../mocks/db/models';
import { saveSimulator } from '../../../mocks/db/persist';
import { MINUTE, advanceClock, now } from '../../../mocks/rules/clock';
import { demoAccount } from '../../../mocks/seed/accounts';
import type { Page } from '../../../src/domain/types/common.types';
import { paths, TOKEN_HEADER } from '../../../src/api/paths';
import type {
  AuditEvent,
  SignedInSession,
  TwoFactorEnabled,
  TwoFactorSetup,
  TwoFactorStatus,
} from '../../../src/domain/types/security.types';
import type { LoginResult } from '../../../src/domain/types/user.types';
import {
  ORIGIN,
  call,
  encoded,
  get,
  latestCode,
  loginAs,
  post,
  sendCode,
  serveSimulatorPerTest,
  validSign,
} from './client';

serveSimulatorPerTest();

/** Moves the simulator's clock: no test waits on the wall clock. */
async function advanceBy(ms: number): Promise<void> {
  advanceClock(ms);
  await saveSimulator();
}

describe('logout', () => {
  it("ends this token at once and leaves the account's other sessions signed in", async () => {
    const here = await loginAs('dev_ent');
    const elsewhere = await loginAs('dev_ent');
    expect((await post(paths.user.logout, {}, here)).data).toBe(true);
    expect((await get(paths.user.myDetail, here)).status).toBe(401);
    expect((await post(paths.user.logout, {}, here)).status).toBe(401);
    expect((await get(paths.user.myDetail, elsewhere)).code).toBe(200);
  });
});

describe('caching', () => {
  it("marks every answer no-store, refusals included, so no browser or proxy keeps a user's data", async () => {
    const token = await loginAs('dev_ent');
    for (const [method, path, withToken] of [
      ['GET', paths.user.myDetail, true],
      ['GET', paths.user.myDetail, false],
      ['POST', paths.permission.mine, true],
    ] as const) {
      const response = await fetch(new URL(path, ORIGIN), {
        method,
        headers: withToken ? { [TOKEN_HEADER]: token } : {},
      });
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});

const browser =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const phone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Signs dev_ent in by password as a browser with this User-Agent would. */
async function loginFrom(userAgent: string, userName = 'dev_ent'): Promise<LoginResult> {
  const account = demoAccount(userName as 'dev_ent');
  const response = await fetch(new URL(paths.user.login, ORIGIN), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ userName: account.userName, password: encoded(account.password), sign: await validSign() }),
  });
  return ((await response.json()) as { data: LoginResult }).data;
}

describe('signed-in sessions', () => {
  it('lists each session with its device, browser, address and last activity, this one first and marked', async () => {
    const { token: mac } = await loginFrom(browser);
    await advanceBy(5 * MINUTE);
    const { token: iphone } = await loginFrom(phone);
    await advanceBy(3 * MINUTE);
    await get(paths.user.myDetail, mac);
    const list = (await get<SignedInSession[]>(paths.security.sessions, iphone)).data;
    expect(list.map((s) => [s.device, s.browser, s.current])).toEqual([
      ['iPhone', 'Safari 17', true],
      ['Mac 电脑', 'Chrome 131', false],
    ]);
    expect(list[1].ip).toBe('local');
    // The Mac's call just now moved its last activity; a session id is never its token.
    const idle = Date.parse(list[1].lastActiveTime) - Date.parse(list[1].createTime);
    expect(idle).toBeGreaterThanOrEqual(8 * MINUTE);
    expect(idle).toBeLessThan(9 * MINUTE);
    expect(JSON.stringify(list)).not.toContain(mac);
  });

  it('ends one other session, or all others, at once; this one is ended only by logging out', async () => {
    const { token: a } = await loginFrom(browser);
    const { token: b } = await loginFrom(phone);
    const { token: c } = await loginFrom(browser);
    const list = (await get<SignedInSession[]>(paths.security.sessions, a)).data;
    const self = list.find((s) => s.current)!;
    expect((await post(paths.security.endSession, { id: self.id }, a)).msg).toBe('当前会话请使用“退出登录”结束');
    const other = list.find((s) => !s.current && s.device === 'iPhone')!;
    expect((await post(paths.security.endSession, { id: other.id }, a)).data).toBe(true);
    expect((await get(paths.user.myDetail, b)).status).toBe(401);
    expect((await post(paths.security.endSession, { id: other.id }, a)).msg).toBe('该会话不存在或已结束');
    expect((await post<number>(paths.security.endOtherSessions, {}, a)).data).toBe(1);
    expect((await get(paths.user.myDetail, c)).status).toBe(401);
    expect((await get(paths.user.myDetail, a)).code).toBe(200);
  });

  it("never lets one account end another's session", async () => {
    const { token: mine } = await loginFrom(browser);
    const theirs = await loginAs('dev_person');
    const theirId = (await get<SignedInSession[]>(paths.security.sessions, theirs)).data[0].id;
    expect((await post(paths.security.endSession, { id: theirId }, mine)).msg).toBe('该会话不存在或已结束');
    expect((await get(paths.user.myDetail, theirs)).code).toBe(200);
  });
});

/** A code the authenticator app would show now (on the simulator's clock), or `steps` periods away. */
const codeNow = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: now() + steps * 30_000 });

async function enable(token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = (await post<TwoFactorSetup>(paths.security.twoFactorSetup, {}, token)).data;
  const enabled = await post<TwoFactorEnabled>(paths.security.twoFactorEnable, { code: codeNow(setup.secret) }, token);
  expect(enabled.code).toBe(200);
  return { secret: setup.secret, recoveryCodes: enabled.data.recoveryCodes };
}

describe('two-step verification', () => {
  it('turns on only with a code of the new secret, and hands out ten recovery codes once', async () => {
    const token = await loginAs('dev_ent');
    const setup = (await post<TwoFactorSetup>(paths.security.twoFactorSetup, {}, token)).data;
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+dev_ent\?.*secret=/);
    expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`);
    expect((await post(paths.security.twoFactorEnable, { code: '12345' }, token)).msg).toBe('请输入6位验证码或恢复码');
    const wrong = codeNow(setup.secret, 3);
    expect((await post(paths.security.twoFactorEnable, { code: wrong }, token)).msg).toBe('验证码错误，请重新输入');
    const enabled = await post<TwoFactorEnabled>(
      paths.security.twoFactorEnable,
      { code: codeNow(setup.secret) },
      token,
    );
    expect(enabled.data.recoveryCodes).toHaveLength(10);
    expect(new Set(enabled.data.recoveryCodes).size).toBe(10);
    for (const code of enabled.data.recoveryCodes) expect(code).toMatch(/^[0-9a-f]{4}-[0-9a-f]{4}$/);
    expect((await get<TwoFactorStatus>(paths.security.twoFactor, token)).data).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    // Kept only as hashes: no stored row holds a code.
    expect(JSON.stringify(tables.twoFactor.all())).not.toContain(enabled.data.recoveryCodes[0].replace('-', ''));
    expect((await post(paths.security.twoFactorSetup, {}, token)).msg).toBe('两步验证已开启');
  });

  it('asks for a code after the password; accepts codes one step either side of now, and no further', async () => {
    const { secret } = await enable(await loginAs('dev_ent'));
    // Three steps on: the step the confirmation spent is out of the window either way.
    await advanceBy(90_000);
    const first = await loginFrom(browser);
    expect(first.token).toBe('');
    expect(first.twoFactorTicket).toBeTruthy();
    // The ticket is no token.
    expect((await get(paths.user.myDetail, first.twoFactorTicket)).status).toBe(401);
    for (const steps of [2, -2]) {
      expect(
        (await post(paths.security.signInCode, { ticket: first.twoFactorTicket, code: codeNow(secret, steps) })).msg,
      ).toBe('验证码错误，请重新输入');
    }
    const done = await post<LoginResult>(paths.security.signInCode, {
      ticket: first.twoFactorTicket,
      code: codeNow(secret, -1),
    });
    expect(done.data.token).toMatch(/^tk_/);
    expect((await get(paths.user.myDetail, done.data.token)).code).toBe(200);
    // Spent: the ticket is gone.
    expect(
      (await post(paths.security.signInCode, { ticket: first.twoFactorTicket, code: codeNow(secret, 1) })).msg,
    ).toBe('登录已超时，请重新登录');
  });

  it('refuses a code used once already, and any code of an earlier step (replay)', async () => {
    const { secret } = await enable(await loginAs('dev_ent'));
    await advanceBy(30_000);
    const code = codeNow(secret);
    const once = await loginFrom(browser);
    expect((await post<LoginResult>(paths.security.signInCode, { ticket: once.twoFactorTicket, code })).code).toBe(200);
    const again = await loginFrom(browser);
    expect((await post(paths.security.signInCode, { ticket: again.twoFactorTicket, code })).msg).toBe(
      '该验证码已使用过，请等待验证器生成新的验证码',
    );
    expect(
      (await post(paths.security.signInCode, { ticket: again.twoFactorTicket, code: codeNow(secret, -1) })).msg,
    ).toBe('该验证码已使用过，请等待验证器生成新的验证码');
    await advanceBy(30_000);
    expect((await post(paths.security.signInCode, { ticket: again.twoFactorTicket, code: codeNow(secret) })).code).toBe(
      200,
    );
  });

  it('takes a recovery code instead, each once', async () => {
    const { recoveryCodes } = await enable(await loginAs('dev_ent'));
    const first = await loginFrom(browser);
    expect(
      (await post(paths.security.signInCode, { ticket: first.twoFactorTicket, code: recoveryCodes[3].toUpperCase() }))
        .code,
    ).toBe(200);
    const second = await loginFrom(browser);
    expect(
      (await post(paths.security.signInCode, { ticket: second.twoFactorTicket, code: recoveryCodes[3] })).msg,
    ).toBe('验证码错误，请重新输入');
    const token = (
      await post<LoginResult>(paths.security.signInCode, {
        ticket: second.twoFactorTicket,
        code: recoveryCodes[4].replace('-', ''),
      })
    ).data.token;
    expect((await get<TwoFactorStatus>(paths.security.twoFactor, token)).data.recoveryCodesLeft).toBe(8);
  });

  it('also asks after a code login, and lets a sign-in wait five minutes for the code', async () => {
    const { secret } = await enable(await loginAs('dev_ent'));
    const user = tables.user.find((u) => u.userName === 'dev_ent')!;
    await sendCode(user.phone, 2);
    const byCode = await post<LoginResult>(paths.user.mobileLogin, {
      phone: user.phone,
      code: latestCode(user.phone, 2),
    });
    expect(byCode.data.token).toBe('');
    await advanceBy(5 * MINUTE + 1000);
    expect(
      (await post(paths.security.signInCode, { ticket: byCode.data.twoFactorTicket, code: codeNow(secret) })).msg,
    ).toBe('登录已超时，请重新登录');
  });

  it('locks the second step for 15 minutes after 5 wrong codes, with the minutes left, even for the right code', async () => {
    const { secret } = await enable(await loginAs('dev_ent'));
    const { twoFactorTicket: ticket } = await loginFrom(browser);
    for (let i = 0; i < 4; i += 1)
      expect((await post(paths.security.signInCode, { ticket, code: '000000' })).msg).toBe('验证码错误，请重新输入');
    const fifth = await post(paths.security.signInCode, { ticket, code: '000000' });
    expect(fifth).toMatchObject({ status: 429, msg: '验证码错误次数过多，两步验证已锁定，请15分钟后再试' });
    await advanceBy(14 * MINUTE);
    const { twoFactorTicket: later } = await loginFrom(browser);
    expect(await post(paths.security.signInCode, { ticket: later, code: codeNow(secret) })).toMatchObject({
      status: 429,
      msg: '验证码错误次数过多，两步验证已锁定，请1分钟后再试',
    });
    await advanceBy(MINUTE);
    expect((await post(paths.security.signInCode, { ticket: later, code: codeNow(secret) })).code).toBe(200);
  });

  it('turns off only with a code; the next sign-in needs none', async () => {
    const token = await loginAs('dev_ent');
    const { secret } = await enable(token);
    expect((await post(paths.security.twoFactorDisable, { code: '' }, token)).msg).toBe('请输入6位验证码或恢复码');
    await advanceBy(30_000);
    expect((await post(paths.security.twoFactorDisable, { code: codeNow(secret) }, token)).data).toBe(true);
    expect((await loginFrom(browser)).token).toMatch(/^tk_/);
    expect((await post(paths.security.twoFactorDisable, { code: codeNow(secret) }, token)).msg).toBe('两步验证未开启');
  });
});

describe('audit log', () => {
  it('records sign-ins that failed and succeeded, 2FA changes and session ends, newest first, with who and from where', async () => {
    await fetch(new URL(paths.user.login, ORIGIN), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': browser },
      body: JSON.stringify({ userName: 'dev_ent', password: encoded('Wrong999'), sign: await validSign() }),
    });
    const { token } = await loginFrom(browser);
    await enable(token);
    const log = (await post<Page<AuditEvent>>(paths.security.auditLog, { pageNum: 1, pageSize: 10 }, token)).data;
    expect(log.records.map((e) => [e.action, e.success, e.before, e.after])).toEqual([
      ['twoFactor.enable', true, '未开启', '已开启'],
      ['login.password', true, '', ''],
      ['login.password', false, '', ''],
    ]);
    expect(log.records[1]).toMatchObject({ actorName: 'dev_ent', ip: 'local', device: 'Mac 电脑 · Chrome 131' });
    const failures = (
      await post<Page<AuditEvent>>(
        paths.security.auditLog,
        { pageNum: 1, pageSize: 10, action: 'login', success: 0 },
        token,
      )
    ).data;
    expect(failures.total).toBe(1);
  });

  it('records key create, freeze and delete, and budget changes with before and after', async () => {
    const token = await loginAs('dev_ent');
    const key = (await post<{ id: string }>(paths.developer.keyCreate, { name: '审计测试' }, token)).data;
    await post(paths.developer.keyUpdateStatus, { id: key.id, status: 0 }, token);
    await call(paths.developer.keyDelete(key.id), { method: 'DELETE', token });
    await post(paths.spend.budget, { monthlyBudget: 300 }, token);
    await post(paths.spend.budget, { monthlyBudget: 500 }, token);
    const log = (
      await post<Page<AuditEvent>>(paths.security.auditLog, { pageNum: 1, pageSize: 10, action: 'key' }, token)
    ).data;
    expect(log.records.map((e) => [e.action, e.target])).toEqual([
      ['key.delete', '审计测试'],
      ['key.freeze', '审计测试'],
      ['key.create', '审计测试'],
    ]);
    const budget = (
      await post<Page<AuditEvent>>(paths.security.auditLog, { pageNum: 1, pageSize: 10, action: 'budget' }, token)
    ).data;
    expect(budget.records.map((e) => [e.before, e.after])).toEqual([
      ['¥300.00', '¥500.00'],
      ['未设置', '¥300.00'],
    ]);
  });

  it("lets an admin read any account's log, and no one else", async () => {
    await loginFrom(browser);
    const devId = tables.user.find((u) => u.userName === 'dev_ent')!.id;
    const admin = await loginAs('admin');
    const read = await post<Page<AuditEvent>>(
      paths.security.auditLog,
      { pageNum: 1, pageSize: 10, userId: devId },
      admin,
    );
    expect(read.data.records[0].action).toBe('login.password');
    const other = await loginAs('dev_person');
    expect((await post(paths.security.auditLog, { pageNum: 1, pageSize: 10, userId: devId }, other)).code).toBe(403);
  });
});
