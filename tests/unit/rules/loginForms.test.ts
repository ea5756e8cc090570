import { describe, expect, it } from 'vitest';
import {
  codeLoginErrors,
  emptyForms,
  improveInfoErrors,
  isValid,
  passwordLoginErrors,
  prefillFromEnquiry,
  registerErrors,
  resetChooseErrors,
  resetVerifyErrors,
  toImproveInfoForm,
  type ImproveInfoValues,
  type ResetPasswordValues,
} from '../../../src/domain/loginForms';

// Messages as SPEC sections 5 and 8 spell them.
const M = {
  userName: '请输入用户名',
  password: '请输入密码',
  phone: '请输入手机号',
  phoneBad: '请输入正确的手机号',
  code: '请输入验证码',
  pattern: '密码需包含字母和数字，长度6-20位',
  mismatch: '两次密码不一致',
  surname: '请输入姓氏',
  position: '请选择职能',
  company: '请填写公司名称',
};

const reset = (over: Partial<ResetPasswordValues>): ResetPasswordValues => ({
  phone: '13800138000',
  code: '123456',
  password: 'abc123',
  confirm: 'abc123',
  ...over,
});
const info = (over: Partial<ImproveInfoValues>): ImproveInfoValues => ({
  nickName: '张',
  sex: '1',
  position: 'CTO',
  companyName: '某公司',
  email: '',
  ...over,
});

describe('emptyForms', () => {
  it('starts every form blank, sex defaulting to 先生', () => {
    expect(emptyForms()).toEqual({
      passwordLogin: { userName: '', password: '' },
      codeLogin: { phone: '', code: '' },
      register: { phone: '', code: '', password: '' },
      improveInfo: { nickName: '', sex: '1', position: '', companyName: '', email: '' },
      resetPassword: { phone: '', code: '', password: '', confirm: '' },
      secondStep: { code: '' },
    });
  });
});

describe('passwordLoginErrors', () => {
  it('asks for both fields when empty', () => {
    expect(passwordLoginErrors({ userName: '', password: '' })).toEqual({ userName: M.userName, password: M.password });
  });
  it('treats a whitespace-only user name as empty but keeps a whitespace password', () => {
    expect(passwordLoginErrors({ userName: '   ', password: ' ' })).toEqual({ userName: M.userName });
  });
  it('has no errors for filled fields', () => {
    const e = passwordLoginErrors({ userName: 'alice', password: 'x' });
    expect(e).toEqual({});
    expect(isValid(e)).toBe(true);
  });
});

describe('codeLoginErrors', () => {
  it('asks for phone and code when blank', () => {
    expect(codeLoginErrors({ phone: ' ', code: ' ' })).toEqual({ phone: M.phone, code: M.code });
  });
  it('rejects a malformed phone', () => {
    expect(codeLoginErrors({ phone: '12800138000', code: '1' })).toEqual({ phone: M.phoneBad });
    expect(codeLoginErrors({ phone: '1380013800', code: '1' })).toEqual({ phone: M.phoneBad });
  });
  it('accepts a valid phone and code', () => {
    expect(codeLoginErrors({ phone: '13800138000', code: '123456' })).toEqual({});
  });
  it('accepts a valid phone with spaces around it, as the code sender does', () => {
    expect(codeLoginErrors({ phone: ' 13800138000 ', code: '123456' })).toEqual({});
    expect(registerErrors({ phone: '13800138000 ', code: '1', password: 'abc123' })).toEqual({});
    expect(resetVerifyErrors(reset({ phone: ' 13800138000' }))).toEqual({});
  });
});

describe('registerErrors', () => {
  it('reports every blank field', () => {
    expect(registerErrors({ phone: '', code: '', password: '' })).toEqual({
      phone: M.phone,
      code: M.code,
      password: M.password,
    });
  });
  it('requires letters and digits, 6-20 long', () => {
    for (const p of ['abcdef', '123456', 'ab12', 'a1'.repeat(10) + 'x']) {
      expect(registerErrors({ phone: '13800138000', code: '1', password: p })).toEqual({ password: M.pattern });
    }
  });
  it('accepts a strong password', () => {
    expect(registerErrors({ phone: '19912345678', code: '1', password: 'abc123' })).toEqual({});
    expect(registerErrors({ phone: '19912345678', code: '1', password: 'a1'.repeat(10) })).toEqual({});
  });
});

describe('improveInfoErrors', () => {
  it('requires surname, position and company (blank or spaces), not sex or email', () => {
    expect(improveInfoErrors(info({ nickName: ' ', position: '', companyName: '  ' }))).toEqual({
      nickName: M.surname,
      position: M.position,
      companyName: M.company,
    });
  });
  it('passes a filled form', () => {
    expect(improveInfoErrors(info({}))).toEqual({});
  });
});

describe('reset password pages', () => {
  it('verify page checks phone and code only', () => {
    expect(resetVerifyErrors(reset({ phone: '', code: ' ', password: '', confirm: '' }))).toEqual({
      phone: M.phone,
      code: M.code,
    });
    expect(resetVerifyErrors(reset({ phone: '1380013800' }))).toEqual({ phone: M.phoneBad });
    expect(resetVerifyErrors(reset({ password: '' }))).toEqual({});
  });
  it('choose page checks the new password and its confirmation', () => {
    expect(resetChooseErrors(reset({ password: '', confirm: '' }))).toEqual({
      password: M.password,
      confirm: M.password,
    });
    expect(resetChooseErrors(reset({ password: 'abcdef', confirm: 'abcdef' }))).toEqual({ password: M.pattern });
    expect(resetChooseErrors(reset({ password: 'abc123', confirm: 'abc124' }))).toEqual({ confirm: M.mismatch });
    expect(resetChooseErrors(reset({ phone: '' }))).toEqual({});
  });
});

describe('isValid', () => {
  it('is true only without keys', () => {
    expect(isValid({})).toBe(true);
    expect(isValid({ phone: M.phone })).toBe(false);
  });
});

describe('toImproveInfoForm', () => {
  it('trims, maps sex to a number and drops a blank email', () => {
    expect(toImproveInfoForm(info({ nickName: ' 张 ', sex: '2', companyName: ' 某公司 ', email: '  ' }))).toEqual({
      nickName: '张',
      sex: 2,
      position: 'CTO',
      companyName: '某公司',
    });
  });
  it('keeps a trimmed email and sex 1', () => {
    expect(toImproveInfoForm(info({ email: ' a@b.cn ' }))).toEqual({
      nickName: '张',
      sex: 1,
      position: 'CTO',
      companyName: '某公司',
      email: 'a@b.cn',
    });
  });
});

describe('prefillFromEnquiry', () => {
  const blank = info({ nickName: '', position: '', companyName: '', email: '' });
  it('returns undefined without a record', () => {
    expect(prefillFromEnquiry(blank, null)).toBeUndefined();
    expect(prefillFromEnquiry(blank, undefined)).toBeUndefined();
  });
  it('takes the surname of a Chinese name and the known job function', () => {
    expect(
      prefillFromEnquiry(blank, { userName: ' 李四 ', companyName: '甲公司', email: 'l@x.cn', position: '总监' }),
    ).toEqual({
      ...blank,
      nickName: '李',
      companyName: '甲公司',
      email: 'l@x.cn',
      position: '总监',
    });
  });
  it('keeps a non-Chinese name whole and ignores an unknown position', () => {
    expect(prefillFromEnquiry(blank, { userName: ' Tom ', position: '厨师' })).toEqual({ ...blank, nickName: 'Tom' });
    expect(prefillFromEnquiry(blank, { userName: 'Tom李' })).toEqual({ ...blank, nickName: 'Tom李' });
  });
  it('never overwrites what the user typed', () => {
    const typed = info({ nickName: '王', position: 'CEO', companyName: '乙', email: 'w@y.cn' });
    expect(
      prefillFromEnquiry(typed, { userName: '李四', companyName: '甲', email: 'l@x.cn', position: '总监' }),
    ).toBeUndefined();
  });
  it('returns undefined when the record adds nothing', () => {
    expect(prefillFromEnquiry(blank, {})).toBeUndefined();
  });
  it('fills only the empty fields', () => {
    const partial = info({ nickName: '王', position: '', companyName: '', email: '' });
    expect(prefillFromEnquiry(partial, { userName: '李四', companyName: '甲' })).toEqual({
      ...partial,
      companyName: '甲',
    });
  });
});
