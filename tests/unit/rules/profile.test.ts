import { describe, expect, it } from 'vitest';
import { imageError, passwordErrors, profileErrors } from '../../../src/domain/profile';

// SPEC section 5: surname 请输入姓氏, position 请选择职能, company 请填写公司名称, email optional;
// passwords 6-20 with letters and digits (密码需包含字母和数字，长度6-20位), confirm equal
// (两次密码不一致); images jpeg/png/jpg only (仅支持上传jpeg、png、jpg格式图片), max 3 MB
// (图片大小不能超过3MB).
describe('the profile form', () => {
  const ok = { nickName: '王', position: 'CTO', companyName: '星河智算', email: '' };

  it('passes with the required fields and no email', () => expect(profileErrors(ok)).toEqual({}));

  it('wants surname, position and company; spaces alone are none', () => {
    expect(profileErrors({ nickName: ' ', position: ' ', companyName: '  ', email: '' })).toEqual({
      nickName: '请输入姓氏',
      position: '请选择职能',
      companyName: '请填写公司名称',
    });
  });

  it('checks a filled email, without the spaces around it', () => {
    expect(profileErrors({ ...ok, email: 'wang@example' })).toEqual({ email: '请输入正确的邮箱地址' });
    expect(profileErrors({ ...ok, email: ' wang@example.cn ' })).toEqual({});
    expect(profileErrors({ ...ok, email: '   ' })).toEqual({});
  });
});

describe('the change-password form', () => {
  const ok = { oldPassword: 'old123', password: 'new456', confirm: 'new456' };

  it('passes a new strong password typed twice', () => expect(passwordErrors(ok)).toEqual({}));

  it('wants all three fields', () => {
    expect(passwordErrors({ oldPassword: '', password: '', confirm: '' })).toEqual({
      oldPassword: '请输入原密码',
      password: '请输入密码',
      confirm: '请输入密码',
    });
  });

  it('refuses a weak new password, the old one again, and a confirmation that differs', () => {
    expect(passwordErrors({ ...ok, password: 'abcdef', confirm: 'abcdef' })).toEqual({
      password: '密码需包含字母和数字，长度6-20位',
    });
    expect(passwordErrors({ ...ok, password: 'old123', confirm: 'old123' })).toEqual({
      password: '新密码不能与原密码相同',
    });
    expect(passwordErrors({ ...ok, confirm: 'new457' })).toEqual({ confirm: '两次密码不一致' });
  });
});

describe('an avatar image', () => {
  const MB = 1024 * 1024;

  it('may be jpeg, jpg or png, any case, up to 3 MB', () => {
    expect(imageError({ type: 'image/jpeg', size: 3 * MB, name: 'me.jpg' })).toBeUndefined();
    expect(imageError({ type: 'image/jpeg', size: 1000, name: 'me.jpeg' })).toBeUndefined();
    expect(imageError({ type: 'image/png', size: 1000, name: 'ME.PNG' })).toBeUndefined();
  });

  it('is refused in another format, by its type or by its name', () => {
    expect(imageError({ type: 'image/gif', size: 1000, name: 'me.gif' })).toBe('仅支持上传jpeg、png、jpg格式图片');
    expect(imageError({ type: 'image/png', size: 1000, name: 'me.gif' })).toBe('仅支持上传jpeg、png、jpg格式图片');
    expect(imageError({ type: 'image/png', size: 1000, name: 'me.png.exe' })).toBe('仅支持上传jpeg、png、jpg格式图片');
  });

  it('is refused over 3 MB', () =>
    expect(imageError({ type: 'image/png', size: 3 * MB + 1, name: 'me.png' })).toBe('图片大小不能超过3MB'));
});
