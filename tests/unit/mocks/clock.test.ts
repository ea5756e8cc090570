import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/api/paths';
import type { Page } from '../../../src/domain/types/common.types';
import type { Feedback } from '../../../src/domain/types/feedback.types';
import type { UserDetail } from '../../../src/domain/types/user.types';

type FeedbackPage = Page<Feedback>;
import { bootSimulator } from '../../../mocks/db/persist';
import { DAY, HOUR, advanceClock, now, resetSimulator, simulatorControls } from '../../../mocks/node';
import { SIM_EPOCH, clockOffset, setClockOffset } from '../../../mocks/rules/clock';
import { UNREAD_MESSAGE_COUNT } from '../../../mocks/seed/scenarios';
import { get, latestCode, loginAs, post, sendCode, serveSimulatorPerTest } from './client';

serveSimulatorPerTest();

const EXPERIENCE = 'DevC:modelC:ExperienceC:read';
const myCodes = async (token: string) => (await post<string[]>(paths.permission.mine, {}, token)).data;

describe('simulated clock', () => {
  it('starts a seeded world at the epoch and moves only when advanced', () => {
    expect(Math.abs(now() - SIM_EPOCH)).toBeLessThan(5_000);
    const before = now();
    advanceClock(11 * DAY);
    expect(now() - before).toBeGreaterThanOrEqual(11 * DAY);
    expect(now() - before).toBeLessThan(11 * DAY + 5_000);
  });

  it('persists its offset with the data and a reset puts it back at the epoch', async () => {
    await simulatorControls.advanceClock(5 / 24);
    const offset = clockOffset();
    setClockOffset(0);
    expect(await bootSimulator()).toBe('restored');
    expect(clockOffset()).toBe(offset);
    await resetSimulator();
    expect(Math.abs(now() - SIM_EPOCH)).toBeLessThan(5_000);
  });

  it('expires a verification code after 5 simulated minutes', async () => {
    const phone = '13800000001';
    await sendCode(phone, 2);
    advanceClock(6 * 60_000);
    const reply = await post(paths.user.mobileLogin, { phone, code: latestCode(phone, 2) });
    expect(reply.msg).toBe('验证码已过期');
  });

  it('lists issued codes newest first with phone and purpose', async () => {
    await sendCode('13800000001', 2);
    advanceClock(2 * 60_000);
    await sendCode('13800000002', 3);
    expect(simulatorControls.issuedCodes().map((c) => [c.phone, c.type])).toEqual([
      ['13800000002', 3],
      ['13800000001', 2],
    ]);
  });

  it('ends a trial when the clock passes its deadline (scenario: trial expires tomorrow)', async () => {
    const scenario = await simulatorControls.applyScenario('trialExpiresTomorrow');
    expect(scenario.signInAs).toBe('dev_person');
    const token = await loginAs('dev_person');
    expect(await myCodes(token)).toContain(EXPERIENCE);
    advanceClock(23 * HOUR);
    expect(await myCodes(token)).toContain(EXPERIENCE);
    advanceClock(2 * HOUR);
    expect(await myCodes(token)).not.toContain(EXPERIENCE);
    expect((await get<UserDetail>(paths.user.myDetail, token)).data.experienceAuth).toBe(false);
  });

  it('auto-ends an answered feedback after 10 quiet simulated days; one awaiting the platform stays open', async () => {
    const token = await loginAs('dev_ent');
    const statuses = async () =>
      (await post<FeedbackPage>(paths.feedback.list, { pageNum: 1, pageSize: 50 }, token)).data.records;
    const before = await statuses();
    const answered = before.filter((f) => f.feedbackStatus === 1).map((f) => f.feedbackId);
    const waiting = before.filter((f) => f.feedbackStatus === 0).map((f) => f.feedbackId);
    expect(answered.length).toBeGreaterThan(0);
    expect(waiting.length).toBeGreaterThan(0);

    advanceClock(11 * DAY);
    const after = new Map((await statuses()).map((f) => [f.feedbackId, f.feedbackStatus]));
    for (const id of answered) expect(after.get(id)).toBe(3);
    for (const id of waiting) expect(after.get(id)).toBe(0);
  });
});

describe('demo controls', () => {
  it('switches to any seeded account and tells whose a token is', async () => {
    const token = await simulatorControls.switchAccount('dev_007');
    expect(simulatorControls.accountOf(token)).toBe('dev_007');
    expect((await get<UserDetail>(paths.user.myDetail, token)).data.userName).toBe('dev_007');
    expect(simulatorControls.accountOf('tk_unknown')).toBeUndefined();
    await expect(simulatorControls.switchAccount('nobody')).rejects.toThrow('没有用户 nobody');
  });

  it('lists the demo accounts first', () => {
    const names = simulatorControls.accounts().map((a) => a.userName);
    expect(names.slice(0, 5)).toEqual(['admin', 'dev_ent', 'dev_person', 'newbie', 'trial_none']);
    expect(names.length).toBeGreaterThan(20);
  });

  it('scenario: 120 more unread messages for dev_ent', async () => {
    await simulatorControls.applyScenario('unreadInbox');
    const token = await loginAs('dev_ent');
    expect((await get<number>(paths.message.count, token)).data).toBe(5 + UNREAD_MESSAGE_COUNT);
  });

  it("scenario: unread platform replies to dev_ent's feedback", async () => {
    const unreadAnswers = async (token: string) => ({
      count: (await get<number>(paths.feedback.unreadCount, token)).data,
      threads: (await post<FeedbackPage>(paths.feedback.list, { pageNum: 1, pageSize: 50 }, token)).data.records.filter(
        (f) => f.feedbackStatus === 1 && !f.themeMsgUserIsRead,
      ).length,
    });
    const before = await unreadAnswers(await loginAs('dev_ent'));
    await simulatorControls.applyScenario('unreadInbox');
    const after = await unreadAnswers(await loginAs('dev_ent'));
    expect(after).toEqual({ count: before.count + 2, threads: before.threads + 2 });
  });

  it('scenario: a pending enterprise certification waits for audit', async () => {
    await simulatorControls.applyScenario('pendingEnterpriseCert');
    const token = await loginAs('admin');
    const reply = await post<{ records: { userName?: string; companyName: string; auditStatus: number }[] }>(
      paths.verification.search,
      { pageNum: 1, pageSize: 50 },
      token,
    );
    expect(reply.data.records.some((r) => r.companyName === '苏州智造精密机械有限公司' && r.auditStatus === 2)).toBe(
      true,
    );
  });

  it('a scenario starts from the seed: earlier changes are gone', async () => {
    await simulatorControls.setFault({ area: 'user', kind: '500', scope: 'all' });
    advanceClock(3 * DAY);
    await simulatorControls.applyScenario('unreadInbox');
    expect(simulatorControls.listFaults()).toEqual([]);
    expect(Math.abs(now() - SIM_EPOCH)).toBeLessThan(5_000);
  });
});
