/**
 * The token cookie's name for index.html's inline scripts, which run before any of the app's code
 * and so cannot import it: written in from src/machines/credentials.ts, the one place it is named,
 * at build and dev time alike. The CSP hashes (deploy/buildPlugins.ts) are taken from the written
 * pages, so they cover the substituted scripts.
 */
import type { Plugin } from 'vite';
import { TOKEN_COOKIE } from '../../src/machines/credentials.ts';

const PLACEHOLDER = '%TOKEN_COOKIE%';

/** The cookie's name as it stands inside a regular expression literal. */
export const tokenCookiePattern = TOKEN_COOKIE.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** index.html's `%TOKEN_COOKIE%`, replaced by the cookie's name (escaped for the regular expression it sits in). */
export const tokenCookieName = (): Plugin => ({
  name: 'token-cookie-name',
  transformIndexHtml: {
    // Before Vite's own %ENV% replacement, which would leave it as it is.
    order: 'pre',
    handler: (html) => html.replaceAll(PLACEHOLDER, tokenCookiePattern),
  },
});
