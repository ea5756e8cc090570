import Cookies from 'js-cookie';

/** Where the session's secrets live (SPEC sections 1 and 7): cookies, plus local storage for the guest id. */
export const TOKEN_COOKIE = 'token';
export const SESSION_COOKIE = 'x-session-id';
const TOKEN_DAYS = 30;
const cookieOptions = { sameSite: 'lax', path: '/' } as const;

export const readToken = (): string | undefined => Cookies.get(TOKEN_COOKIE) || undefined;

export function storeToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, { ...cookieOptions, expires: TOKEN_DAYS, secure: window.location.protocol === 'https:' });
}

export const clearToken = (): void => Cookies.remove(TOKEN_COOKIE, { path: '/' });

export function readSessionId(): string | undefined {
  // Pages rendered to HTML at build time (src/prerender) are a guest's without an id.
  if (typeof window === 'undefined') return undefined;
  return window.localStorage.getItem(SESSION_COOKIE) ?? Cookies.get(SESSION_COOKIE) ?? undefined;
}

export function storeSessionId(id: string): void {
  window.localStorage.setItem(SESSION_COOKIE, id);
  Cookies.set(SESSION_COOKIE, id, { ...cookieOptions, expires: 365 });
}
