/**
 * The boot reads its credentials from the copy of the cookies index.html's inline script took, as
 * js-cookie would read them from the page, and from the page itself once the app has written a
 * cookie or let go of the copy.
 */
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Credentials = typeof import('../../../src/machines/credentials');

/** The credentials module as a page whose inline script found `cookies` loads it. */
async function loadedWith(cookies: string): Promise<Credentials> {
  vi.resetModules();
  window.__cookiesAtLoad = cookies;
  return import('../../../src/machines/credentials');
}

/** Counts reads of `document.cookie` while `run` runs. */
function cookieReads<T>(run: () => T): { value: T; reads: number } {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  let reads = 0;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: (): string => (reads++, descriptor.get!.call(document) as string),
    set: (value: string) => descriptor.set!.call(document, value),
  });
  try {
    return { value: run(), reads };
  } finally {
    Reflect.deleteProperty(document, 'cookie');
  }
}

const clearAll = () => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  window.localStorage.clear();
};

describe('the cookies as the page found them', () => {
  beforeEach(clearAll);
  afterEach(() => {
    clearAll();
    delete window.__cookiesAtLoad;
  });

  it.each([
    ['one cookie', ['token=abc']],
    ['among others, with = in values', ['theme=dark', 'token=a=b==', 'x-session-id=s-1']],
    ['percent-encoded', ['token=%E4%BB%A4%E7%89%8C%20x', 'x-session-id=s%3B2']],
    ['quoted', ['token="quoted"']],
    ['a quote at the end only', ['token=ab"']],
    ['a bare name', ['x-session-id', 'token=t']],
    ['a name that only starts the same', ['tokens=no', 'token=yes']],
    ['the first of two', ['token=first', 'x=1', 'token=second']],
    ['a malformed escape before a good one', ['token=%E4%ZZ', 'token=good']],
    ['none', []],
  ])('are read as js-cookie reads the same cookies from the page: %s', async (_, pairs) => {
    const text = pairs.join('; ');
    // What js-cookie makes of this very string, as document.cookie.
    Object.defineProperty(document, 'cookie', { configurable: true, get: () => text });
    const fromPage = { token: Cookies.get('token'), session: Cookies.get('x-session-id') };
    Reflect.deleteProperty(document, 'cookie');
    const credentials = await loadedWith(text);
    const read = cookieReads(() => ({ token: credentials.readToken(), session: credentials.readSessionId() }));
    expect(read.value).toEqual({ token: fromPage.token || undefined, session: fromPage.session });
    expect(read.reads).toBe(0);
  });

  it('stop answering once the app lets go of them: a token another tab changed is seen', async () => {
    const credentials = await loadedWith('token=at-load');
    document.cookie = 'token=from-another-tab; path=/';
    expect(credentials.readToken()).toBe('at-load');
    credentials.readLiveCookies();
    expect(credentials.readToken()).toBe('from-another-tab');
    expect(window.__cookiesAtLoad).toBeUndefined();
  });

  it.each([
    ['storing a token', (c: Credentials) => c.storeToken('stored'), 'stored'],
    ['clearing the token', (c: Credentials) => c.clearToken(), undefined],
    ['storing a session id', (c: Credentials) => c.storeSessionId('s-new'), 'from-another-tab'],
  ])('stop answering once the app writes a cookie: %s', async (_, write, token) => {
    const credentials = await loadedWith('token=at-load; x-session-id=s-old');
    document.cookie = 'token=from-another-tab; path=/';
    write(credentials);
    expect(credentials.readToken()).toBe(token);
  });

  it("outlast a returning visitor's session id, stored already, being stored again", async () => {
    window.localStorage.setItem('x-session-id', 's-1');
    document.cookie = 'x-session-id=s-1; path=/';
    const credentials = await loadedWith('token=at-load; x-session-id=s-1');
    credentials.storeSessionId('s-1');
    expect(cookieReads(() => credentials.readToken())).toEqual({ value: 'at-load', reads: 0 });
  });

  it('are none where there is no window (a page rendered at build time)', async () => {
    vi.resetModules();
    vi.stubGlobal('window', undefined);
    try {
      const credentials = await import('../../../src/machines/credentials');
      expect(credentials.readSessionId()).toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('are not there on a page whose inline script did not run: every read is the page’s own', async () => {
    vi.resetModules();
    delete window.__cookiesAtLoad;
    const credentials = await import('../../../src/machines/credentials');
    document.cookie = 'token=live; path=/';
    const read = cookieReads(() => credentials.readToken());
    expect(read.value).toBe('live');
    expect(read.reads).toBeGreaterThan(0);
  });
});
