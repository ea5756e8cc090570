import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getDomain as realGetDomain } from 'tldts';
import * as dateFns from '../../../mocks/vendor/dateFns';
import * as lodash from '../../../mocks/vendor/lodash';
import * as generated from '../../../mocks/vendor/noGeneratedHandlers';
import { simulatorSlimDeps, slimDepRedirects } from '../../../mocks/vendor/slimDeps';
import * as tldts from '../../../mocks/vendor/tldts';

const require = createRequire(import.meta.url);
const mswData = dirname(require.resolve('@mswjs/data/package.json'));
const toughCookie = resolve(dirname(require.resolve('tough-cookie')), 'index.js');
const source = (file: string) => readFileSync(file, 'utf8');

/** What a CommonJS module reads off `var <binding> = require(...)`, e.g. `lodash_1.isFunction`. */
const usedOff = (code: string, binding: string) => new Set([...code.matchAll(new RegExp(`\\b${binding}\\.(\\w+)`, 'g'))].map((m) => m[1]));

describe('the browser build redirects the simulator libraries to slim shims', () => {
  const plugin = simulatorSlimDeps();
  const resolveId = (id: string, importer?: string) => (plugin.resolveId as (id: string, importer?: string) => string | undefined)(id, importer);

  it('redirects only the listed imports of the listed packages', () => {
    expect(resolveId('lodash', `${mswData}/lib/model/getDefinition.js`)).toMatch(/mocks[\\/]vendor[\\/]lodash\.ts$/);
    expect(resolveId('date-fns', `${mswData}/lib/comparators/date.js`)).toMatch(/dateFns\.ts$/);
    expect(resolveId('./model/generateRestHandlers', `${mswData}/lib/factory.js`)).toMatch(/noGeneratedHandlers\.ts$/);
    expect(resolveId('./model/generateGraphQLHandlers', `${mswData}/lib/factory.js`)).toMatch(/noGeneratedHandlers\.ts$/);
    expect(resolveId('tldts', toughCookie)).toMatch(/tldts\.ts$/);
    // Anyone else keeps the real package.
    expect(resolveId('lodash', resolve('src/main.tsx'))).toBeUndefined();
    expect(resolveId('tldts', `${mswData}/lib/factory.js`)).toBeUndefined();
    expect(resolveId('./model/generateRestHandlers', `${mswData}/lib/model/other.js`)).toBeUndefined();
    expect(resolveId('lodash')).toBeUndefined();
  });

  it('each shim exports everything its importer reads (an upgrade that reads more fails here)', () => {
    expect([...usedOff(source(`${mswData}/lib/model/getDefinition.js`), 'lodash_1')]).toEqual(Object.keys(lodash));
    expect([...usedOff(source(`${mswData}/lib/comparators/date.js`), 'date_fns_1')]).toEqual(Object.keys(dateFns));
    const factory = source(`${mswData}/lib/factory.js`);
    const readFromGenerated = [...usedOff(factory, 'generateRestHandlers_1'), ...usedOff(factory, 'generateGraphQLHandlers_1')];
    expect(readFromGenerated.length).toBeGreaterThan(0);
    for (const name of readFromGenerated) expect(Object.keys(generated)).toContain(name);
    const tldtsImports = /import\s*{([^}]*)}\s*from\s*"tldts"/.exec(source(toughCookie))?.[1].split(',').map((name) => name.trim());
    expect(tldtsImports).toEqual(Object.keys(tldts));
    expect(slimDepRedirects).toHaveLength(5);
  });

  it('the registrable domain matches tldts for the hosts a demo runs on', () => {
    const hosts = ['localhost', '127.0.0.1', '192.168.1.20', '[::1]', 'com', 'example.com', 'portal.example.com', 'a.b.example.cn', 'demo.local', 'Portal.Example.COM', 'example.com.'];
    for (const host of hosts) expect(tldts.getDomain(host), host).toBe(realGetDomain(host, { allowIcannDomains: true, allowPrivateDomains: true }));
  });

  it('generated handlers say they are not in this build instead of failing obscurely', () => {
    expect(() => generated.generateRestHandlers()).toThrow(/not in this build/);
    expect(() => generated.generateGraphQLHandlers()).toThrow(/not in this build/);
  });
});
