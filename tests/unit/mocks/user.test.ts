import { describe, expect, it } from 'vitest';
import type { UserDetail } from '../../../src/domain/types/user.types';
import { makeSign } from '../../../src/domain/captcha';
import { issueChallenge } from '../../../mocks/rules/captcha';
import { tables } from '../../../mocks/db/models';
import { call, encoded, get, latestCode, loginAs, post, sendCode, serveSimulatorPerTest, validSign } from './client';

const U = '/front/api/user/v1';
serveSimulatorPerTest();

const login = async (userName: string, password: string, sign?: string) =>
  post<{ token: string }>(`${U}/login`, { userName, password: encoded(password), sign: sign ?? (await validSign()) });

describe('password login', () => {
  it('signs in by user name or phone and returns a token', async () => {
    const byName = await login('dev_ent', 'Demo1234');
    expect(byName).toMatchObject({ status: 200, code: 200, msg: 'success' });
    expect(byName.data.token).toMatch(/^tk_/);
    expect((await login('13800000001', 'Demo1234')).code).toBe(200);
  });

  it('refuses a captcha proof that missed the gap', async () => {
    const challenge = await issueChallenge();
    const reply = await login('dev_ent', 'Demo1234', makeSign(challenge.id, challenge.gap + 40));
    expect(reply).toMatchObject({ status: 200, code: 500, msg: '验证码验证失败，请重试', data: null });
    expect((await login('dev_ent', 'Demo1234', 'garbage')).msg).toBe('验证码验证失败，请重试');
  });

  it('gives one message for an unknown user and a wrong password', async () => {
    expect((await login('nobody', 'Demo1234')).msg).toBe('用户名或密码错误');
    expect((await login('dev_ent', 'Wrong1234')).msg).toBe('用户名或密码错误');
  });

  it('refuses a disabled account', async () => {
    const user = tables.user.find((u) => u.userName === 'dev_ent')!;
    await tables.user.patch(user.id, { status: 0 });
    expect((await login('dev_ent', 'Demo1234')).msg).toBe('账号已被禁用，请联系管理员');
  });
});

describe('code login', () => {
  const phone = '13800000001';
  const mobileLogin = (code: string, p = phone) => post<{ token: string }>(`${U}/mobileLogin`, { phone: p, code });

  it('accepts a fresh type-2 code once', async () => {
    expect((await sendCode(phone, 2)).data).toBe(true);
    const code = latestCode(phone, 2);
    expect(code).toMatch(/^\d{6}$/);
    const first = await mobileLogin(code);
    expect(first.code).toBe(200);
    expect(first.data.token).toBeTruthy();
    expect((await mobileLogin(code)).msg).toBe('验证码已使用');
  });

  it('refuses a wrong code and an unregistered phone', async () => {
    await sendCode(phone, 2);
    const wrong = latestCode(phone, 2) === '000000' ? '111111' : '000000';
    expect((await mobileLogin(wrong)).msg).toBe('验证码错误');
    expect((await mobileLogin('123456', '13911112222')).msg).toBe('该手机号未注册，请先注册');
  });

  it('refuses a login code sent for another purpose', async () => {
    await sendCode(phone, 3);
    expect((await mobileLogin(latestCode(phone, 3))).msg).toBe('验证码错误');
  });
});

describe('register', () => {
  const phone = '13911112222';
  const register = (body: Record<string, string>) => post<{ token: string }>(`${U}/register`, body);

  it('creates a developer without trial or full profile and signs them in', async () => {
    await sendCode(phone, 1);
    const reply = await register({ phone, code: latestCode(phone, 1), password: encoded('abc123') });
    expect(reply.code).toBe(200);
    const me = await get<UserDetail>(`${U}/myDetail`, reply.data.token);
    expect(me.data).toMatchObject({
      phone,
      userName: phone,
      isInfoFull: false,
      experienceAuth: false,
      userPassword: '******',
    });
    expect((await login(phone, 'abc123')).code).toBe(200);
  });

  it('validates phone, password and registration', async () => {
    expect((await register({ phone: '12345', code: '1', password: encoded('abc123') })).msg).toBe('请输入正确的手机号');
    expect((await register({ phone, code: '1', password: encoded('abcdef') })).msg).toBe(
      '密码需包含字母和数字，长度6-20位',
    );
    expect((await register({ phone: '13800000001', code: '1', password: encoded('abc123') })).msg).toBe(
      '该手机号已注册',
    );
    expect((await sendCode('13800000001', 1)).msg).toBe('该手机号已注册');
  });
});

describe('password reset', () => {
  it('sets the new password and revokes existing sessions', async () => {
    const token = await loginAs('dev_person');
    const phone = '13800000002';
    await sendCode(phone, 3);
    const reply = await post<boolean>(`${U}/userReSetPassword`, {
      phone,
      code: latestCode(phone, 3),
      password: encoded('NewPass99'),
    });
    expect(reply).toMatchObject({ code: 200, data: true });
    expect((await get(`${U}/myDetail`, token)).status).toBe(401);
    expect((await login('dev_person', 'Demo1234')).msg).toBe('用户名或密码错误');
    expect((await login('dev_person', 'NewPass99')).code).toBe(200);
  });

  it('changes the password of a signed-in user after checking the old one', async () => {
    const token = await loginAs('dev_ent');
    const change = (oldPassword: string, password: string) =>
      post(`${U}/reSetPassword`, { oldPassword: encoded(oldPassword), password: encoded(password) }, token);
    expect((await change('nope1234', 'Better123')).msg).toBe('原密码错误');
    expect((await change('Demo1234', 'short')).msg).toBe('密码需包含字母和数字，长度6-20位');
    expect((await change('Demo1234', 'Better123')).code).toBe(200);
    expect((await login('dev_ent', 'Better123')).code).toBe(200);
  });
});

describe('sessions', () => {
  it('answers 401 without a token or with an unknown one', async () => {
    const none = await get(`${U}/myDetail`);
    expect(none).toMatchObject({ status: 401, code: 401, msg: '登录已过期' });
    expect((await get(`${U}/myDetail`, 'tk_forged')).status).toBe(401);
  });

  it('reports 用户id不存在 when the token outlives its user', async () => {
    const token = await loginAs('newbie');
    const admin = await loginAs('admin');
    const newbie = tables.user.find((u) => u.userName === 'newbie')!;
    expect((await call(`${U}/delete/${newbie.id}`, { method: 'DELETE', token: admin })).code).toBe(200);
    const me = await get(`${U}/myDetail`, token);
    expect(me).toMatchObject({ status: 200, code: 500, msg: '用户id不存在' });
  });

  it('never leaks the stored password in the user detail', async () => {
    const me = await get<UserDetail>(`${U}/myDetail`, await loginAs('dev_ent'));
    expect(me.data.userPassword).toBe('******');
    expect(JSON.stringify(me.data)).not.toContain('Demo1234');
    expect(me.data).toMatchObject({ userName: 'dev_ent', isInfoFull: true, experienceAuth: true, userRole: 2 });
  });

  it('hands out a guest session without a token and keeps a known one', async () => {
    const first = await post<{ sessionId: string }>(`${U}/guestSession`);
    expect(first.data.sessionId).toMatch(/^gs_/);
    const again = await fetch(`http://localhost${U}/guestSession`, {
      method: 'POST',
      headers: { 'x-session-id': first.data.sessionId },
    });
    expect(((await again.json()) as { data: { sessionId: string } }).data.sessionId).toBe(first.data.sessionId);
  });

  it('logs off: the account is gone and its tokens with it', async () => {
    const token = await loginAs('dev_person');
    expect((await post(`${U}/logOffAccount`, {}, token)).data).toBe(true);
    expect((await get(`${U}/myDetail`, token)).status).toBe(401);
    expect((await login('dev_person', 'Demo1234')).msg).toBe('用户名或密码错误');
  });
});

describe('improve info', () => {
  it('validates the form and marks the profile complete', async () => {
    const token = await loginAs('newbie');
    const save = (form: Record<string, unknown>) => post(`${U}/userInfoUpdate`, form, token);
    const full = { nickName: '周', sex: 2, position: '产品负责人', companyName: '宁波甬江新材料有限公司', email: '' };
    expect((await save({ ...full, nickName: ' ' })).msg).toBe('请输入姓氏');
    expect((await save({ ...full, position: '' })).msg).toBe('请选择职能');
    expect((await save({ ...full, companyName: '' })).msg).toBe('请填写公司名称');
    expect((await save({ ...full, email: 'not-mail' })).msg).toBe('请输入正确的邮箱地址');
    expect((await save(full)).code).toBe(200);
    const me = await get<UserDetail>(`${U}/myDetail`, token);
    expect(me.data).toMatchObject({ isInfoFull: true, nickName: '周', sex: 2, companyName: '宁波甬江新材料有限公司' });
  });
});
