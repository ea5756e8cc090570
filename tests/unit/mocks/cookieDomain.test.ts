import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { getDomain as realGetDomain } from 'tldts';
import * as cookieDomain from '../../../mocks/cookieDomain';
import { cookieStoreWithoutSuffixList } from '../../../mocks/cookieDomainPlugin';

const require = createRequire(import.meta.url);
const toughCookie = resolve(dirname(require.resolve('tough-cookie')), 'index.js');

describe('the browser build answers msw cookie store domain questions without the public-suffix list', () => {
  const plugin: Plugin = cookieStoreWithoutSuffixList();
  const resolveId = (id: string, importer?: string) =>
    (plugin.resolveId as (id: string, importer?: string) => string | undefined)(id, importer);

  it('redirects tough-cookie’s tldts import only', () => {
    expect(resolveId('tldts', toughCookie)).toMatch(/mocks[\\/]cookieDomain\.ts$/);
    expect(resolveId('tldts', resolve('src/main.tsx'))).toBeUndefined();
    expect(resolveId('tldts')).toBeUndefined();
  });

  it('exports everything tough-cookie reads from tldts (an upgrade that reads more fails here)', () => {
    const imports = /import\s*{([^}]*)}\s*from\s*"tldts"/
      .exec(readFileSync(toughCookie, 'utf8'))?.[1]
      .split(',')
      .map((name) => name.trim());
    expect(imports).toEqual(Object.keys(cookieDomain));
  });

  it('the registrable domain matches tldts for the hosts a demo runs on', () => {
    const hosts = [
      'localhost',
      '127.0.0.1',
      '192.168.1.20',
      '[::1]',
      'com',
      'example.com',
      'portal.example.com',
      'a.b.example.cn',
      'demo.local',
      'Portal.Example.COM',
      'example.com.',
    ];
    for (const host of hosts)
      expect(cookieDomain.getDomain(host), host).toBe(
        realGetDomain(host, { allowIcannDomains: true, allowPrivateDomains: true }),
      );
  });
});
