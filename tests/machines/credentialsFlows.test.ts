import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearToken,
  forgetKnownCodes,
  readKnownCodes,
  readSessionId,
  SESSION_COOKIE,
  storeKnownCodes,
  storeSessionId,
  storeToken,
  TOKEN_COOKIE,
} from '../../src/machines/credentials';
import { cookieWrites } from '../cookieWrites';

afterEach(() => void Cookies.remove(SESSION_COOKIE, { path: '/' }));

describe('the guest session id', () => {
  it('is kept in local storage and in a year-long cookie on path /, and read back', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const writes = cookieWrites(() => storeSessionId('guest-7f3a'));
    vi.useRealTimers();
    expect(window.localStorage.getItem(SESSION_COOKIE)).toBe('guest-7f3a');
    const written = writes.find((w) => w.startsWith(`${SESSION_COOKIE}=`));
    expect(written).toBeDefined();
    expect(written).toMatch(/;\s*path=\//i);
    expect(written).toMatch(/;\s*samesite=lax/i);
    // 365 days on, not a cookie that ends with the browser session.
    expect(written).toMatch(/;\s*expires=Fri, 01 Jan 2027 00:00:00 GMT/i);
    expect(readSessionId()).toBe('guest-7f3a');
  });

  it('is not written again when both places hold it already, and written back where it is missing', () => {
    storeSessionId('guest-again');
    expect(cookieWrites(() => storeSessionId('guest-again'))).toEqual([]);
    Cookies.remove(SESSION_COOKIE, { path: '/' });
    expect(cookieWrites(() => storeSessionId('guest-again'))).toHaveLength(1);
    window.localStorage.removeItem(SESSION_COOKIE);
    expect(cookieWrites(() => storeSessionId('guest-again'))).toHaveLength(1);
    expect(window.localStorage.getItem(SESSION_COOKIE)).toBe('guest-again');
    expect(cookieWrites(() => storeSessionId('guest-other'))).toHaveLength(1);
    expect(readSessionId()).toBe('guest-other');
  });

  it('is read from the cookie when local storage has lost it', () => {
    storeSessionId('guest-cookie-only');
    window.localStorage.removeItem(SESSION_COOKIE);
    expect(readSessionId()).toBe('guest-cookie-only');
  });
});

describe('the guest session id outside a browser', () => {
  it('is none when there is no window (a page rendered at build time), whatever a tab would hold', () => {
    storeSessionId('guest-7f3a');
    vi.stubGlobal('window', undefined);
    try {
      expect(readSessionId()).toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(readSessionId()).toBe('guest-7f3a');
  });
});

describe('signing out', () => {
  it('removes the token cookie on path /, where it was written', () => {
    storeToken('tok-sign-out');
    const writes = cookieWrites(() => clearToken());
    const removal = writes.find((w) => w.startsWith(`${TOKEN_COOKIE}=`));
    expect(removal).toBeDefined();
    expect(removal).toMatch(/;\s*path=\//i);
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
  });
});

describe('the permissions known from a last visit', () => {
  it('are forgotten when the token is', () => {
    storeKnownCodes('tok-known', ['console']);
    expect(readKnownCodes('tok-known')).toEqual(['console']);
    forgetKnownCodes();
    expect(readKnownCodes('tok-known')).toBeUndefined();
  });
});
