/**
 * Finding an account by its phone, as code login and password reset do. The phones are the seeded
 * demo accounts' (mocks/seed/accounts.ts): admin 13800000000, dev_person 13800000002.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { resetSimulator } from '../../../../mocks/db/persist';
import { findUserByPhone } from '../../../../mocks/rules/auth';

beforeAll(() => resetSimulator());

describe('finding a user by phone', () => {
  it('finds the account of that phone, not the first account', () => {
    expect(findUserByPhone('13800000002')?.userName).toBe('dev_person');
    expect(findUserByPhone('13800000000')?.userName).toBe('admin');
  });

  it('finds no one for a phone no account has', () => {
    expect(findUserByPhone('13999999999')).toBeUndefined();
  });
});
