import Cookies from 'js-cookie';

/** Where the session's secrets live (SPEC sections 1 and 7): cookies, plus local storage for the guest id. */
export const TOKEN_COOKIE = 'token';
export const SESSION_COOKIE = 'x-session-id';
const TOKEN_DAYS = 30;
const cookieOptions = { sameSite: 'lax', path: '/' } as const;

declare global {
  interface Window {
    /** `document.cookie` as index.html's inline script read it. */
    __cookiesAtLoad?: string;
  }
}

/**
 * The cookies as the page found them, answering the reads made while the app boots. The app's own
 * first `document.cookie` read, inside the task that starts the session, waited 15–105 ms on the
 * browser where the inline script's took 1–8 ms (docs/performance.md). Dropped as soon as the app
 * writes a cookie, and once the first page is on screen: from then on every read sees what another
 * tab changed.
 */
let cookiesAtLoad: string | undefined = typeof window === 'undefined' ? undefined : window.__cookiesAtLoad;

export function readLiveCookies(): void {
  cookiesAtLoad = undefined;
  delete window.__cookiesAtLoad;
}

/** A cookie's value as js-cookie reads it, from the copy while there is one. */
function readCookie(name: string): string | undefined {
  if (cookiesAtLoad === undefined) return Cookies.get(name);
  for (const pair of cookiesAtLoad.split('; ')) {
    const at = pair.includes('=') ? pair.indexOf('=') : pair.length;
    if (decodeCookiePart(pair.slice(0, at)) !== name) continue;
    const value = pair.slice(at + 1);
    const decoded = decodeCookiePart(value.startsWith('"') ? value.slice(1, -1) : value);
    if (decoded !== undefined) return decoded;
  }
  return undefined;
}

function decodeCookiePart(text: string): string | undefined {
  try {
    return text.replace(/(%[\dA-Fa-f]{2})+/g, decodeURIComponent);
  } catch {
    return undefined;
  }
}

/** js-cookie, for a write: a cookie the app writes ends the copy, which would no longer be the page's. */
function writing(): typeof Cookies {
  readLiveCookies();
  return Cookies;
}

export const readToken = (): string | undefined => readCookie(TOKEN_COOKIE) || undefined;

export function storeToken(token: string): void {
  writing().set(TOKEN_COOKIE, token, {
    ...cookieOptions,
    expires: TOKEN_DAYS,
    secure: window.location.protocol === 'https:',
  });
}

export const clearToken = (): void => writing().remove(TOKEN_COOKIE, { path: '/' });

export function readSessionId(): string | undefined {
  // Pages rendered to HTML at build time (src/prerender) are a guest's without an id.
  if (typeof window === 'undefined') return undefined;
  return window.localStorage.getItem(SESSION_COOKIE) ?? readCookie(SESSION_COOKIE) ?? undefined;
}

export function storeSessionId(id: string): void {
  // A returning visitor's id is stored already: written again, it would end the boot's copy early.
  if (window.localStorage.getItem(SESSION_COOKIE) === id && readCookie(SESSION_COOKIE) === id) return;
  window.localStorage.setItem(SESSION_COOKIE, id);
  writing().set(SESSION_COOKIE, id, { ...cookieOptions, expires: 365 });
}

/**
 * The permissions a token had when last seen, so a returning user's page can render while the
 * session revalidates them. Not a secret (they name menus); kept under a fingerprint of the token,
 * never the token itself, so another token's never count.
 */
export const KNOWN_CODES_KEY = 'ai-portal-known-codes';

/** FNV-1a: enough to tell tokens apart, and the token cannot be read back from it. */
function fingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16);
}

export function readKnownCodes(token: string | undefined): string[] | undefined {
  if (!token || typeof window === 'undefined') return undefined;
  try {
    const stored = JSON.parse(window.localStorage.getItem(KNOWN_CODES_KEY) ?? 'null') as {
      of?: unknown;
      codes?: unknown;
    } | null;
    const fresh =
      stored?.of === fingerprint(token) &&
      Array.isArray(stored.codes) &&
      stored.codes.every((code) => typeof code === 'string');
    return fresh ? (stored.codes as string[]) : undefined;
  } catch {
    return undefined;
  }
}

export function storeKnownCodes(token: string, codes: string[]): void {
  window.localStorage.setItem(KNOWN_CODES_KEY, JSON.stringify({ of: fingerprint(token), codes }));
}

export const forgetKnownCodes = (): void => window.localStorage.removeItem(KNOWN_CODES_KEY);
