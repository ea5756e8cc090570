import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * msw's cookie store (tough-cookie) asks tldts for a host's registrable domain, and tldts ships the
 * whole public-suffix list (~110 KB gzip) to the browser; mocks/cookieDomain.ts answers instead.
 * Node (tests, the simulator server) keeps tldts.
 */
export function cookieStoreWithoutSuffixList(): Plugin {
  const shim = join(dirname(fileURLToPath(import.meta.url)), 'cookieDomain.ts');
  return {
    name: 'cookie-store-without-suffix-list',
    enforce: 'pre',
    resolveId: (source, importer) =>
      source === 'tldts' && importer && /[\\/]tough-cookie[\\/]/.test(importer) ? shim : undefined,
  };
}
