/**
 * The simulator's identity rules on its own clock: login tokens and guest sessions live 30 days
 * (SPEC section 9), SMS codes allow a resend after the 60 s countdown (section 9) and expire after
 * 5 minutes, a captcha proof is spent once, and abuse counters lock or refuse. The real clock is
 * frozen so "exactly 30 days" means exactly that.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { tables, type UserRow } from '../../../../mocks/db/models';
import { resetSimulator } from '../../../../mocks/db/persist';
import { EXPERIENCE_CODE } from '../../../../mocks/seed';
import {
  PASSWORD_MASK,
  TOKEN_TTL_MS,
  effectiveRoleIds,
  effectiveRoles,
  hasValidTrial,
  issueToken,
  randomHex,
  resolveSession,
  revokeTokens,
  toUserDetail,
  userCodes,
} from '../../../../mocks/rules/auth';
import { MAX_OPEN_CHALLENGES, issueChallenge, spendSign } from '../../../../mocks/rules/captcha';
import { DAY, MINUTE, advanceClock, now } from '../../../../mocks/rules/clock';
import {
  GUEST_SESSION_TTL_MS,
  guestSessionFor,
  liveGuestSession,
  newGuestSessionId,
} from '../../../../mocks/rules/guests';
import { blockedFor, count, forget, type Limit } from '../../../../mocks/rules/limits';
import { groupWithDescendants, toMember, usersInGroup, usersWithRole } from '../../../../mocks/rules/memberships';
import {
  CODE_TTL_MS,
  RESEND_COOLDOWN_MS,
  checkCode,
  consumeCode,
  issueCode,
  issuedCodes,
  spendCode,
} from '../../../../mocks/rules/verificationCodes';
import { TOKEN_HEADER, SESSION_HEADER } from '../../../../src/api/paths';
import { makeSign } from '../../../../src/domain/captcha';
import { allCodes } from '../../../../src/domain/codes';

beforeAll(() => resetSimulator());
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

const withToken = (token: string) => new Request('http://localhost/x', { headers: { [TOKEN_HEADER]: token } });
const userNamed = (name: string) => tables.user.find((u) => u.userName === name)!;
/** The refusal message a rule throws, or undefined when it lets the call through. */
function refusal(run: () => unknown): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('login tokens', () => {
  it('are tk_ and 32 hex digits; randomHex gives two hex digits a byte', async () => {
    expect(await issueToken('1')).toMatch(/^tk_[0-9a-f]{32}$/);
    expect(randomHex(3)).toMatch(/^[0-9a-f]{6}$/);
    expect(randomHex(16)).not.toBe(randomHex(16));
  });

  it('open a session for 30 days to the millisecond, then read as unknown', async () => {
    expect(TOKEN_TTL_MS).toBe(30 * 86_400_000);
    const user = userNamed('dev_ent');
    const token = await issueToken(user.id);
    expect(resolveSession(withToken(token))).toEqual({ kind: 'ok', user, token });
    advanceClock(30 * DAY);
    expect(resolveSession(withToken(token)).kind).toBe('ok');
    advanceClock(1);
    expect(resolveSession(withToken(token))).toEqual({ kind: 'unknown' });
  });

  it('tell no token, an unknown one, a disabled user and a deleted user apart', async () => {
    expect(resolveSession(new Request('http://localhost/x'))).toEqual({ kind: 'none' });
    expect(resolveSession(withToken('tk_0'))).toEqual({ kind: 'unknown' });
    expect(resolveSession(withToken(await issueToken('987654')))).toEqual({ kind: 'missingUser' });
    const user = userNamed('dev_person');
    const token = await issueToken(user.id);
    await tables.user.patch(user.id, { status: 0 });
    expect(resolveSession(withToken(token))).toEqual({ kind: 'disabled' });
    await tables.user.patch(user.id, { status: 1 });
  });

  it('are all revoked for their user, and only for that user', async () => {
    const mine = await issueToken('501');
    const theirs = await issueToken('502');
    revokeTokens('501');
    expect(tables.token.get(mine)).toBeUndefined();
    expect(tables.token.get(theirs)).toBeDefined();
  });
});

describe('what a user may do', () => {
  const base = (): UserRow => ({ ...userNamed('dev_ent') });
  const role = (id: string, codes: string[]) => ({ id, codes }) as unknown as UserRow['roles'][number];

  it('holds roles directly and through groups, each once', () => {
    const user = {
      ...base(),
      roles: [role('1', ['a']), role('2', ['b'])],
      groups: [{ roles: [role('2', ['b']), role('3', ['c'])] }],
    } as unknown as UserRow;
    expect(effectiveRoles(user).map((r) => r.id)).toEqual(['1', '2', '3']);
    expect(effectiveRoleIds(user)).toEqual(['1', '2', '3']);
  });

  it('has a trial until its deadline; none without the flag or a deadline; an unreadable deadline never ends', () => {
    const at = (deadline: number) => new Date(deadline).toISOString();
    expect(hasValidTrial({ ...base(), experienceAuth: true, trialDeadline: at(now() + 1) })).toBe(true);
    expect(hasValidTrial({ ...base(), experienceAuth: true, trialDeadline: at(now()) })).toBe(false);
    expect(hasValidTrial({ ...base(), experienceAuth: false, trialDeadline: at(now() + DAY) })).toBe(false);
    expect(hasValidTrial({ ...base(), experienceAuth: true, trialDeadline: '' })).toBe(false);
    expect(hasValidTrial({ ...base(), experienceAuth: true, trialDeadline: '永久' })).toBe(true);
  });

  it('gets the codes of its roles; the super admin every code; the experience centre only with a valid trial', () => {
    const trial = { experienceAuth: true, trialDeadline: new Date(now() + DAY).toISOString() };
    const holder = {
      ...base(),
      ...trial,
      userRole: 2,
      roles: [role('1', ['X:a:read', EXPERIENCE_CODE])],
      groups: [{ roles: [role('2', ['X:b:edit'])] }],
    } as unknown as UserRow;
    expect(userCodes(holder).sort()).toEqual([EXPERIENCE_CODE, 'X:a:read', 'X:b:edit'].sort());
    expect(userCodes({ ...holder, experienceAuth: false })).not.toContain(EXPERIENCE_CODE);
    const admin = { ...holder, userRole: 1, roles: [], groups: [] } as unknown as UserRow;
    expect(userCodes(admin).sort()).toEqual([...allCodes()].sort());
    expect(userCodes({ ...admin, experienceAuth: false })).toEqual(allCodes().filter((c) => c !== EXPERIENCE_CODE));
  });

  it('is sent with its password masked, its trial as a flag, and a sex only when set', () => {
    const user = { ...base(), experienceAuth: true, trialDeadline: '', sex: 0 as const };
    const detail = toUserDetail(user);
    expect(detail.userPassword).toBe('******');
    expect(PASSWORD_MASK).toBe('******');
    expect(detail.experienceAuth).toBe(false);
    expect(detail).not.toHaveProperty('sex');
    expect(toUserDetail({ ...user, sex: 2 }).sex).toBe(2);
    const {
      id,
      userId,
      phone,
      avatarUrl,
      userName,
      nickName,
      trialDeadline,
      isInfoFull,
      userRole,
      status,
      position,
      companyName,
      email,
      createTime,
    } = user;
    expect(detail).toEqual({
      id,
      userId,
      phone,
      avatarUrl,
      userName,
      nickName,
      trialDeadline,
      userPassword: '******',
      isInfoFull,
      experienceAuth: false,
      userRole,
      status,
      position,
      companyName,
      email,
      createTime,
    });
  });
});

describe('SMS codes', () => {
  it('are six digits, valid 5 minutes, and may be sent again after the 60 s countdown', async () => {
    expect(RESEND_COOLDOWN_MS).toBe(60_000);
    expect(CODE_TTL_MS).toBe(300_000);
    const row = await issueCode('13900000001', 1);
    expect(row.code).toMatch(/^\d{6}$/);
    expect(row.expiresAt - row.issuedAt).toBe(5 * MINUTE);
    await expect(issueCode('13900000001', 1)).rejects.toThrow('验证码发送过于频繁，请稍后重试');
    // Another purpose or another phone has a countdown of its own.
    await expect(issueCode('13900000001', 3)).resolves.toMatchObject({ type: 3 });
    await expect(issueCode('13900000002', 1)).resolves.toMatchObject({ phone: '13900000002' });
    advanceClock(RESEND_COOLDOWN_MS - 1);
    await expect(issueCode('13900000001', 1)).rejects.toThrow('验证码发送过于频繁，请稍后重试');
    advanceClock(1);
    await expect(issueCode('13900000001', 1)).resolves.toMatchObject({ phone: '13900000001', type: 1 });
  });

  it('vary from one send to the next', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 5; i += 1) codes.add((await issueCode(`1390000004${i}`, 1)).code);
    expect(codes.size).toBeGreaterThan(1);
  });

  it('are checked with the message the user should see: required, wrong, used, expired', async () => {
    const { code } = await issueCode('13900000011', 2);
    const other = code === '000000' ? '111111' : '000000';
    expect(refusal(() => checkCode('13900000011', 2, undefined))).toBe('请输入验证码');
    expect(refusal(() => checkCode('13900000011', 2, ''))).toBe('请输入验证码');
    expect(refusal(() => checkCode('13900000011', 2, other))).toBe('验证码错误');
    expect(refusal(() => checkCode('13900000011', 3, code))).toBe('验证码错误');
    expect(refusal(() => checkCode('13900000012', 2, code))).toBe('验证码错误');
    advanceClock(CODE_TTL_MS - 1);
    expect(refusal(() => checkCode('13900000011', 2, code))).toBeUndefined();
    await consumeCode('13900000011', 2, code);
    expect(refusal(() => checkCode('13900000011', 2, code))).toBe('验证码已使用');
    const late = await issueCode('13900000013', 2);
    advanceClock(CODE_TTL_MS);
    expect(refusal(() => checkCode('13900000013', 2, late.code))).toBe('验证码已过期');
  });

  it('prefers an unused code over a used one with the same digits', async () => {
    const first = await issueCode('13900000021', 2);
    await spendCode(first);
    advanceClock(RESEND_COOLDOWN_MS);
    const again = await tables.verificationCode.insert({
      phone: '13900000021',
      type: 2,
      code: first.code,
      issuedAt: now(),
      expiresAt: now() + CODE_TTL_MS,
      usedAt: 0,
    });
    expect(checkCode('13900000021', 2, first.code).id).toBe(again.id);
  });

  it('are listed newest first, with whether each was used', async () => {
    const older = await issueCode('13900000031', 1);
    advanceClock(RESEND_COOLDOWN_MS);
    const newer = await issueCode('13900000031', 1);
    await spendCode(older);
    const listed = issuedCodes().filter((c) => c.phone === '13900000031');
    expect(listed).toEqual([
      {
        phone: '13900000031',
        type: 1,
        code: newer.code,
        issuedAt: newer.issuedAt,
        expiresAt: newer.expiresAt,
        used: false,
      },
      {
        phone: '13900000031',
        type: 1,
        code: older.code,
        issuedAt: older.issuedAt,
        expiresAt: older.expiresAt,
        used: true,
      },
    ]);
  });
});

describe('captcha challenges', () => {
  const hitOf = async () => {
    const challenge = await issueChallenge();
    return { challenge, sign: (dx = 0) => makeSign(challenge.id, challenge.gap + dx) };
  };

  it('put the gap inside the track, clear of the handle', async () => {
    for (let i = 0; i < 40; i += 1) {
      const { gap, id } = await issueChallenge();
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect(gap).toBeGreaterThanOrEqual(80);
      expect(gap).toBeLessThanOrEqual(220);
      expect(Number.isInteger(gap)).toBe(true);
    }
  });

  it('accept a hit once and never again', async () => {
    const { sign } = await hitOf();
    expect(spendSign(sign())).toBe('ok');
    expect(spendSign(sign())).toBe('unknown');
  });

  it('spend the challenge on a miss too', async () => {
    const { sign } = await hitOf();
    expect(spendSign(sign(40))).toBe('missed');
    expect(spendSign(sign())).toBe('unknown');
  });

  it('refuse a malformed proof and one for a challenge never issued', () => {
    expect(spendSign(undefined)).toBe('malformed');
    expect(spendSign('garbage')).toBe('malformed');
    expect(spendSign(makeSign('0'.repeat(32), 100))).toBe('unknown');
  });

  it('are good for 5 minutes to the millisecond', async () => {
    const fresh = await hitOf();
    advanceClock(5 * MINUTE);
    expect(spendSign(fresh.sign())).toBe('ok');
    const stale = await hitOf();
    advanceClock(5 * MINUTE + 1);
    expect(spendSign(stale.sign())).toBe('expired');
    expect(spendSign(stale.sign())).toBe('unknown');
  });

  it('sweep challenges older than 5 minutes when a new one is issued', async () => {
    const old = await issueChallenge();
    advanceClock(5 * MINUTE + 1);
    await issueChallenge();
    expect(tables.captchaChallenge.get(old.id)).toBeUndefined();
  });

  it(`keep at most ${MAX_OPEN_CHALLENGES} open, dropping the oldest`, async () => {
    expect(MAX_OPEN_CHALLENGES).toBe(500);
    tables.captchaChallenge.clear();
    const oldest = await issueChallenge();
    advanceClock(1);
    const second = await issueChallenge();
    advanceClock(1);
    for (let i = 0; i < 498; i += 1)
      await tables.captchaChallenge.insert({ id: randomHex(16), gap: 100, issuedAt: now() });
    expect(tables.captchaChallenge.all()).toHaveLength(500);
    const newest = await issueChallenge();
    expect(tables.captchaChallenge.all()).toHaveLength(500);
    expect(tables.captchaChallenge.get(oldest.id)).toBeUndefined();
    expect(tables.captchaChallenge.get(second.id)).toBeDefined();
    expect(tables.captchaChallenge.get(newest.id)).toBeDefined();
  });

  it('drop none while fewer than the cap are open', async () => {
    tables.captchaChallenge.clear();
    for (let i = 0; i < 300; i += 1)
      await tables.captchaChallenge.insert({ id: randomHex(16), gap: 100, issuedAt: now() });
    await issueChallenge();
    expect(tables.captchaChallenge.all()).toHaveLength(301);
  });

  it('drop the one issued first, whatever order the table lists them in (as read back after a reload)', async () => {
    tables.captchaChallenge.clear();
    for (let i = 0; i < 499; i += 1)
      await tables.captchaChallenge.insert({ id: randomHex(16), gap: 100, issuedAt: now() });
    // Listed last, issued a minute before all the others.
    const oldest = await tables.captchaChallenge.insert({ id: randomHex(16), gap: 100, issuedAt: now() - MINUTE });
    const listedFirst = tables.captchaChallenge.all()[0];
    await issueChallenge();
    expect(tables.captchaChallenge.all()).toHaveLength(500);
    expect(tables.captchaChallenge.get(oldest.id)).toBeUndefined();
    expect(tables.captchaChallenge.get(listedFirst.id)).toBeDefined();
  });
});

describe('guest sessions', () => {
  const asking = (id?: string) => new Request('http://localhost/x', { headers: id ? { [SESSION_HEADER]: id } : {} });

  it('are gs_ and 32 hex digits and live 30 days, like a login token', async () => {
    expect(newGuestSessionId()).toMatch(/^gs_[0-9a-f]{32}$/);
    expect(GUEST_SESSION_TTL_MS).toBe(30 * 86_400_000);
    const id = (await guestSessionFor(asking())) as string;
    expect(id).toMatch(/^gs_[0-9a-f]{32}$/);
    expect(await guestSessionFor(asking(id))).toBe(id);
    advanceClock(30 * DAY - 1);
    expect(liveGuestSession(id)).toBe(id);
    advanceClock(1);
    expect(liveGuestSession(id)).toBeUndefined();
    const next = await guestSessionFor(asking(id));
    expect(next).not.toBe(id);
    // The expired row is swept as the new one is made.
    expect(tables.guestSession.get(id)).toBeUndefined();
    expect(tables.guestSession.get(next as string)).toBeDefined();
  });

  it('name nothing for an empty or unknown id', () => {
    expect(liveGuestSession(undefined)).toBeUndefined();
    expect(liveGuestSession(null)).toBeUndefined();
    expect(liveGuestSession('')).toBeUndefined();
    expect(liveGuestSession('gs_unknown')).toBeUndefined();
  });
});

describe('abuse counters', () => {
  const windowOnly: Limit = { max: 3, windowMs: 10 * MINUTE };
  const withBlock: Limit = { max: 2, windowMs: 10 * MINUTE, blockMs: 30 * MINUTE };

  it('without a block: allow max calls in a window, refuse the next until the window closes', async () => {
    const key = 'test:window';
    forget(key);
    expect(await count(key, windowOnly)).toBe(0);
    advanceClock(MINUTE);
    expect(await count(key, windowOnly)).toBe(0);
    expect(await count(key, windowOnly)).toBe(0);
    expect(await count(key, windowOnly)).toBe(9 * MINUTE);
    expect(blockedFor(key)).toBe(9 * MINUTE);
    advanceClock(9 * MINUTE - 1);
    expect(await count(key, windowOnly)).toBe(1);
    advanceClock(1);
    expect(blockedFor(key)).toBe(0);
    expect(await count(key, windowOnly)).toBe(0);
  });

  it('with a block: the max-th call locks the key for the block, counted from that call', async () => {
    const key = 'test:block';
    forget(key);
    expect(await count(key, withBlock)).toBe(0);
    advanceClock(MINUTE);
    expect(await count(key, withBlock)).toBe(30 * MINUTE);
    advanceClock(10 * MINUTE);
    // The window has closed, the block has not.
    expect(await count(key, withBlock)).toBe(20 * MINUTE);
    expect(blockedFor(key)).toBe(20 * MINUTE);
    advanceClock(20 * MINUTE);
    expect(await count(key, withBlock)).toBe(0);
  });

  it('with a block shorter than the window: count the call at the very end of the block, which passes max again', async () => {
    const shortBlock: Limit = { max: 2, windowMs: 60 * MINUTE, blockMs: 10 * MINUTE };
    const key = 'test:shortBlock';
    forget(key);
    expect(await count(key, shortBlock)).toBe(0);
    expect(await count(key, shortBlock)).toBe(10 * MINUTE);
    advanceClock(10 * MINUTE);
    // The block is over, the window (and its 2 calls) is not: this third call blocks again.
    expect(await count(key, shortBlock)).toBe(10 * MINUTE);
  });

  it('start afresh once the window closes, and when forgotten', async () => {
    const key = 'test:fresh';
    forget(key);
    expect(await count(key, withBlock)).toBe(0);
    advanceClock(10 * MINUTE);
    expect(await count(key, withBlock)).toBe(0);
    forget(key);
    expect(await count(key, withBlock)).toBe(0);
    expect(blockedFor('test:never')).toBe(0);
  });
});

describe('memberships', () => {
  it('list who holds a role and who belongs to a group, as members', () => {
    const admin = userNamed('admin');
    const [role] = admin.roles;
    expect(usersWithRole(role.id).map((u) => u.id)).toContain(admin.id);
    expect(usersWithRole('no-such-role')).toEqual([]);
    const member = tables.user.find((u) => u.groups.length > 0)!;
    expect(usersInGroup(member.groups[0].id).map((u) => u.id)).toContain(member.id);
    expect(usersInGroup('no-such-group')).toEqual([]);
    expect(toMember(admin)).toEqual({
      id: admin.id,
      userName: 'admin',
      nickName: admin.nickName,
      phone: '13800000000',
    });
  });

  it('list a holder of several roles under each of them', async () => {
    const user = userNamed('dev_person');
    const extra = tables.role.all().find((r) => !user.roles.some((held) => held.id === r.id))!;
    await tables.user.patch(user.id, { roles: [...user.roles, extra] });
    const roles = userNamed('dev_person').roles;
    expect(roles.length).toBeGreaterThanOrEqual(2);
    for (const role of roles) expect(usersWithRole(role.id).map((u) => u.id)).toContain(user.id);
  });

  it('find every group below a group, however deep, listed in any order', async () => {
    // Children are inserted before their parents, so one pass over the table is not enough.
    const leaf = await tables.group.insert({ parentId: '', groupName: '叶', createTime: '2026-11-01T00:00:00.000Z' });
    const middle = await tables.group.insert({ parentId: '', groupName: '中', createTime: '2026-11-01T00:00:00.000Z' });
    const top = await tables.group.insert({ parentId: '', groupName: '顶', createTime: '2026-11-01T00:00:00.000Z' });
    const aside = await tables.group.insert({
      parentId: top.id,
      groupName: '旁',
      createTime: '2026-11-01T00:00:00.000Z',
    });
    await tables.group.patch(leaf.id, { parentId: middle.id });
    await tables.group.patch(middle.id, { parentId: top.id });
    expect([...groupWithDescendants(top.id)].sort()).toEqual([top.id, leaf.id, middle.id, aside.id].sort());
    expect([...groupWithDescendants(middle.id)].sort()).toEqual([middle.id, leaf.id].sort());
    expect([...groupWithDescendants(leaf.id)]).toEqual([leaf.id]);
  });
});
