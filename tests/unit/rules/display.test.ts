import { describe, expect, it } from 'vitest';
import { maskKey } from '../../../src/domain/apiKey';
import { badgeText, greetingFor } from '../../../src/ui/shell/greeting';
import { decodePassword, encodePassword, isPhone, isStrongPassword } from '../../../src/domain/validation';

describe('api key masking', () => {
  it('masks a key to its last four characters', () => expect(maskKey('sk-0123456789abcdef')).toBe('sk-****cdef'));
});

describe('greeting by hour', () => {
  it.each([
    [5, '晚上好'],
    [6, '早上好'],
    [10, '早上好'],
    [11, '中午好'],
    [12, '中午好'],
    [13, '下午好'],
    [17, '下午好'],
    [18, '晚上好'],
    [0, '晚上好'],
  ])('%i o’clock → %s', (hour, text) => expect(greetingFor(hour)).toBe(text));
});

describe('unread badge', () => {
  it('caps at 99', () => {
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(0)).toBe('0');
  });
});

describe('validators', () => {
  it('accepts mainland mobiles only', () => {
    expect(isPhone('13912345678')).toBe(true);
    expect(isPhone('12912345678')).toBe(false);
    expect(isPhone('1391234567')).toBe(false);
    expect(isPhone('139123456789')).toBe(false);
  });
  it('wants letters and digits, 6 to 20 long', () => {
    expect(isStrongPassword('abc123')).toBe(true);
    expect(isStrongPassword('abcdef')).toBe(false);
    expect(isStrongPassword('123456')).toBe(false);
    expect(isStrongPassword('a1'.repeat(10))).toBe(true);
    expect(isStrongPassword('a1'.repeat(10) + 'x')).toBe(false);
  });
  it('base64-encodes passwords, Chinese included', () => {
    expect(encodePassword('Demo1234')).toBe('RGVtbzEyMzQ=');
    expect(decodePassword(encodePassword('密码abc1'))).toBe('密码abc1');
  });
});
