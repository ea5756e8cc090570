import { describe, expect, it, vi } from 'vitest';
import type { Page } from '../../../src/domain/types/common.types';
import type { InvitationCode } from '../../../src/domain/types/operation.types';
import type { UserDetail } from '../../../src/domain/types/user.types';
import { tables } from '../../../mocks/db/models';
import { advanceClock, issuedCodes, now } from '../../../mocks/node';
import { DAY } from '../../../mocks/rules/clock';
import { get, latestCode, loginAs, post, sendCode, serveSimulatorPerTest } from './client';

const O = '/front/api/operation/v1';
serveSimulatorPerTest();

describe('sendVerificationCode', () => {
  it('checks captcha, phone, registration and purpose', async () => {
    const bad = await post(`${O}/sendVerificationCode`, { phone: '13800000001', type: 2, sign: 'v1.bad' });
    expect(bad.msg).toBe('验证码验证失败，请重试');
    expect((await sendCode('1380000', 2)).msg).toBe('手机号不正确');
    expect((await sendCode('13800000001', 1)).msg).toBe('该手机号已注册');
    expect((await sendCode('13911112222', 2)).msg).toBe('该手机号未注册，请先注册');
    expect((await sendCode('13911112222', 3)).msg).toBe('该手机号未注册，请先注册');
    expect((await sendCode('13911112222', 5)).code).toBe(200);
  });

  it('refuses a resend within 60 simulated seconds', async () => {
    expect((await sendCode('13800000001', 2)).code).toBe(200);
    expect((await sendCode('13800000001', 2)).msg).toBe('验证码发送过于频繁，请稍后重试');
    expect((await sendCode('13800000001', 3)).code).toBe(200);
    advanceClock(61_000);
    expect((await sendCode('13800000001', 2)).code).toBe(200);
    expect(issuedCodes().filter((c) => c.phone === '13800000001')).toHaveLength(3);
  });

  it('issues the same codes for the same seed and announces each for the demo notice', async () => {
    const heard = vi.fn();
    globalThis.addEventListener('simulator:code', heard);
    await sendCode('13800000001', 2);
    const first = latestCode('13800000001', 2);
    globalThis.removeEventListener('simulator:code', heard);
    expect(heard).toHaveBeenCalledOnce();
    expect((heard.mock.calls[0][0] as CustomEvent).detail).toEqual({ phone: '13800000001', type: 2, code: first });

    const { resetSimulator } = await import('../../../mocks/node');
    await resetSimulator();
    await sendCode('13800000001', 2);
    expect(latestCode('13800000001', 2)).toBe(first);
  });

  it('lets a code expire after 5 simulated minutes', async () => {
    await sendCode('13800000001', 2);
    const code = latestCode('13800000001', 2);
    advanceClock(5 * 60_000 + 1);
    const reply = await post(`/front/api/user/v1/mobileLogin`, { phone: '13800000001', code });
    expect(reply.msg).toBe('验证码已过期');
  });
});

describe('consultation', () => {
  const form = {
    companyName: '杭州测试科技有限公司',
    userName: '吴',
    phone: '13911112222',
    code: '',
    industry: '金融',
    source: 0,
  };

  it('validates the form with its exact messages', async () => {
    const save = (patch: Record<string, unknown>) =>
      post(`${O}/customerInfoCheckIn/save`, { ...form, code: '123456', ...patch });
    expect((await save({ companyName: '' })).msg).toBe('请输入公司名称');
    expect((await save({ companyName: '公'.repeat(101) })).msg).toBe('超出最大长度');
    expect((await save({ userName: '' })).msg).toBe('请输入姓名');
    expect((await save({ phone: '' })).msg).toBe('请输入联系电话');
    expect((await save({ phone: '10000000000' })).msg).toBe('手机号格式不正确');
    expect((await save({ industry: '' })).msg).toBe('请选择行业');
    expect((await save({})).msg).toBe('验证码错误');
  });

  it('saves with a type-5 code; the enquiry then prefills for the owner of that phone alone', async () => {
    await sendCode(form.phone, 5);
    const saved = await post(`${O}/customerInfoCheckIn/save`, { ...form, code: latestCode(form.phone, 5) });
    expect(saved).toMatchObject({ code: 200, data: true });
    // Naming the phone is not being its owner.
    expect((await get(`${O}/customerInfoCheckIn`, undefined, { phone: form.phone })).data).toBeNull();
  });

  it('finds the signed-in user by their own phone, and null for a stranger', async () => {
    const mine = await get<{ phone: string; position: string }>(`${O}/customerInfoCheckIn`, await loginAs('newbie'));
    expect(mine.data).toMatchObject({ phone: '13800000003', position: '产品负责人' });
    expect((await get(`${O}/customerInfoCheckIn`, undefined, { phone: '13700000000' })).data).toBeNull();
  });
});

describe('invitation codes', () => {
  const activate = (code: string, token: string) =>
    post<{ trialDeadline: string }>(`${O}/activationInvitationCode`, { code }, token);

  it('refuses malformed, unknown, used and void codes', async () => {
    const token = await loginAs('trial_none');
    expect((await activate('SHORT', token)).msg).toBe('邀请码格式错误');
    expect((await activate('NOPE0000', token)).msg).toBe('邀请码不存在');
    expect((await activate('TRIAL005', token)).msg).toBe('邀请码已被使用');
    expect((await activate('TRIAL006', token)).msg).toBe('邀请码已作废');
  });

  it('activates: the trial opens, the code is spent, the experience centre unlocks', async () => {
    const token = await loginAs('trial_none');
    const codes = () => post<string[]>('/front/api/permission/v1/myPermission', {}, token);
    expect((await codes()).data).not.toContain('DevC:modelC:ExperienceC:read');
    const reply = await activate('TRIAL001', token);
    expect(reply.code).toBe(200);
    expect(Date.parse(reply.data.trialDeadline) - now()).toBeGreaterThan(29 * DAY);
    const me = await get<UserDetail>('/front/api/user/v1/myDetail', token);
    expect(me.data).toMatchObject({ experienceAuth: true, trialDeadline: reply.data.trialDeadline });
    expect((await codes()).data).toContain('DevC:modelC:ExperienceC:read');
    expect((await activate('TRIAL001', token)).msg).toBe('邀请码已被使用');

    // TRIAL001 grants 30 days; past that the trial lapses on the simulated clock.
    advanceClock(31 * DAY);
    const later = await get<UserDetail>('/front/api/user/v1/myDetail', await loginAs('trial_none'));
    expect(later.data.experienceAuth).toBe(false);
  });

  it('grants a permanent trial for a 99999-day code', async () => {
    const token = await loginAs('trial_none');
    expect((await activate('TRIAL004', token)).data.trialDeadline).toBe('2299-12-31');
  });

  it('lists the caller’s own codes, paged', async () => {
    const page = await post<Page<InvitationCode>>(
      `${O}/myInvitationCodeSearch`,
      { pageNum: 1, pageSize: 1 },
      await loginAs('dev_ent'),
    );
    expect(page.data).toMatchObject({ total: 2, pageNum: 1, pageSize: 1, pages: 2 });
    expect(page.data.records).toHaveLength(1);
    const used = tables.invitationCode.find((c) => c.code === 'YFDEV002')!;
    const all = await post<Page<InvitationCode>>(
      `${O}/myInvitationCodeSearch`,
      { pageNum: 1, pageSize: 10, status: 2 },
      await loginAs('dev_ent'),
    );
    expect(all.data.records).toEqual([expect.objectContaining({ code: used.code, userPhone: '13800000002' })]);
  });

  it('lets only customer admins search and generate codes', async () => {
    const dev = await loginAs('dev_ent');
    expect(await post(`${O}/invitationCodeSearch`, { pageNum: 1, pageSize: 10 }, dev)).toMatchObject({
      status: 200,
      code: 403,
      msg: '无权限访问',
    });
    expect((await post(`${O}/generateInvitationCode`, { count: 2, trialDays: 30 }, dev)).code).toBe(403);

    const admin = await loginAs('admin');
    const generated = await post<InvitationCode[]>(`${O}/generateInvitationCode`, { count: 3, trialDays: 45 }, admin);
    expect(generated.data).toHaveLength(3);
    expect(generated.data.every((c) => c.code.length === 8 && c.status === 1 && c.trialDays === 45)).toBe(true);
    const search = await post<Page<InvitationCode>>(`${O}/invitationCodeSearch`, { pageNum: 1, pageSize: 100 }, admin);
    expect(search.data.total).toBe(tables.invitationCode.count());
    expect((await activate(generated.data[0].code, await loginAs('trial_none'))).code).toBe(200);
  });

  it('records a request for a code', async () => {
    const token = await loginAs('trial_none');
    expect((await post(`${O}/applyInvitationCode`, {}, token)).data).toBe(true);
    expect(tables.invitationRequest.count()).toBe(1);
  });
});
