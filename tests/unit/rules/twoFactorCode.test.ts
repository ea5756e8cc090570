import { describe, expect, it } from 'vitest';
import { appCodeError, secondStepCodeError, twoFactorCodeMessages } from '../../../src/domain/twoFactorCode';

// What the sign-in's second step, the disable form and the confirmation of a new secret accept
// before anything is sent: the simulator refuses the same shapes (mocks/rules/twoFactor.ts).
describe('a second-step code as typed', () => {
  it('is asked for when empty or only spaces', () => {
    for (const typed of ['', '   ']) expect(secondStepCodeError(typed)).toBe(twoFactorCodeMessages.required);
  });

  it('takes six digits or a recovery code (xxxx-xxxx, the dash and the case free), spaces around it ignored', () => {
    for (const typed of ['123456', ' 123456 ', 'ab12-cd34', 'AB12CD34', '\tab12-CD34\n'])
      expect(secondStepCodeError(typed)).toBeUndefined();
  });

  it('refuses any other shape with the message naming both', () => {
    for (const typed of ['12345', '1234567', '12 3456', 'ab12-cd3', 'gh12-cd34', 'ab12--cd34'])
      expect(secondStepCodeError(typed)).toBe(twoFactorCodeMessages.format);
  });
});

describe('the code that confirms a new secret', () => {
  it('is asked for when empty or only spaces', () => {
    for (const typed of ['', '  ']) expect(appCodeError(typed)).toBe(twoFactorCodeMessages.required);
  });

  it('is the authenticator’s six digits, spaces around them ignored', () => {
    expect(appCodeError('654321')).toBeUndefined();
    expect(appCodeError(' 654321 ')).toBeUndefined();
  });

  it('is never a recovery code: there are none before the secret is confirmed', () => {
    for (const typed of ['ab12-cd34', 'ab12cd34', '65432'])
      expect(appCodeError(typed)).toBe('请输入验证器中的6位验证码');
  });
});
