/**
 * What the rest of the app reads from a session (SPEC section 6: visitors are guests, ordinary
 * users or admins; accounts may be enterprise- or personal-verified), and how a profile load
 * reports each part on its own.
 */
import { describe, expect, it, vi } from 'vitest';
import type { UserDetail } from '../../src/domain/types/user.types';
import type { AuthDetail } from '../../src/domain/types/verification.types';
import {
  EXPIRED_NOTICE,
  PROFILE_PART_NAMES,
  isEnterpriseVerified,
  isPersonalVerified,
  loadProfileParts,
  userTypeOf,
  verificationSettled,
  type SessionContext,
} from '../../src/machines/session';

vi.mock('../../src/api/permission', () => ({ getMyPermissionCodes: () => Promise.resolve(['A:read']) }));
vi.mock('../../src/api/user', () => ({
  getMyDetail: () => Promise.reject(new Error('用户信息加载失败')),
  createGuestSession: () => Promise.resolve({ sessionId: 'gs' }),
}));
vi.mock('../../src/api/verification', () => ({ getMyAuthDetail: () => Promise.resolve({ status: 3 }) }));

const context = (over: Partial<SessionContext> = {}): SessionContext => ({
  guestIdSettled: true,
  codes: [],
  codeDialog: false,
  problems: {},
  ...over,
});
const user = (userRole: number) => ({ userRole }) as UserDetail;

describe('who is looking', () => {
  it('is an admin (1) or an ordinary user (2) by the detail, a user with only a token, else a guest (3)', () => {
    expect(userTypeOf(context({ user: user(1), token: 't' }))).toBe(1);
    expect(userTypeOf(context({ user: user(2), token: 't' }))).toBe(2);
    expect(userTypeOf(context({ user: user(2) }))).toBe(2);
    expect(userTypeOf(context({ token: 't' }))).toBe(2);
    expect(userTypeOf(context())).toBe(3);
  });

  it('is enterprise-verified at status 3 and personal-verified at verification status 2', () => {
    expect(isEnterpriseVerified({ status: 3 } as AuthDetail)).toBe(true);
    expect(isEnterpriseVerified({ status: 2 } as AuthDetail)).toBe(false);
    expect(isEnterpriseVerified(undefined)).toBe(false);
    expect(isPersonalVerified({ personalVerificationVO: { verificationStatus: 2 } } as AuthDetail)).toBe(true);
    expect(isPersonalVerified({ personalVerificationVO: { verificationStatus: 4 } } as AuthDetail)).toBe(false);
    expect(isPersonalVerified({ status: 3 } as AuthDetail)).toBe(false);
    expect(isPersonalVerified(undefined)).toBe(false);
  });

  it('knows the verification once it came or failed', () => {
    expect(verificationSettled(context())).toBe(false);
    expect(verificationSettled(context({ auth: { status: 1 } as AuthDetail }))).toBe(true);
    expect(verificationSettled(context({ problems: { auth: '失败' } }))).toBe(true);
    expect(verificationSettled(context({ problems: { user: '失败' } }))).toBe(false);
  });

  it('names the parts as the retry notice shows them, and says 登录已过期 on expiry', () => {
    expect(PROFILE_PART_NAMES).toEqual({ codes: '权限信息', user: '用户信息', auth: '实名认证状态' });
    expect(EXPIRED_NOTICE).toBe('登录已过期');
  });
});

describe('profile load', () => {
  it('keeps each part that came and the reason for each that did not', async () => {
    expect(await loadProfileParts(['codes', 'user', 'auth'])).toEqual({
      parts: ['codes', 'user', 'auth'],
      codes: ['A:read'],
      auth: { status: 3 },
      problems: { user: '用户信息加载失败' },
    });
    expect(await loadProfileParts(['auth'])).toEqual({ parts: ['auth'], auth: { status: 3 }, problems: {} });
  });
});
