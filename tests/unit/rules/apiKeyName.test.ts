import { describe, expect, it } from 'vitest';
import { keyNameError } from '../../../src/domain/apiKey';

// The key form's name rule as the 密钥管理 screen states it (tests/ui/pages/account/SecretKeyPage.test.tsx):
// required, at most 30 characters; spaces around the name do not count.
describe('an API key name', () => {
  it('may be 30 characters, not 31', () => {
    expect(keyNameError('名'.repeat(30))).toBeUndefined();
    expect(keyNameError('名'.repeat(31))).toBe('密钥名称不能超过30个字符');
  });

  it('is measured without the spaces around it, and spaces alone are no name', () => {
    expect(keyNameError(`  ${'x'.repeat(30)}  `)).toBeUndefined();
    expect(keyNameError('   ')).toBe('请输入密钥名称');
  });
});
