import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/routes/paths';
import { routes, type RouteDef } from '../../../src/routes/table';

const SRC = join(import.meta.dirname, '../../../src');
/** Where route paths may be written: the table, and the builders that read it. */
const OWNERS = ['routes/table.ts', 'routes/paths.ts'];

function fullPaths(defs: readonly RouteDef[], base = ''): string[] {
  return defs.flatMap((def) => {
    const full = def.path ? `${base}/${def.path}` : base;
    return [...(full ? [full] : []), ...fullPaths(def.children ?? [], full)];
  });
}

// A path with `:params` is also written as its part before the first one, with the value appended.
const routePaths = new Set(fullPaths(routes).flatMap((p) => [p, p.replace(/\/:.*$/, '')]));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(entry) ? [path] : [];
  });
}

/** Every quoted or templated string that is a route path, with or without query, hash or appended values. */
function routeLiterals(text: string): string[] {
  return [...text.matchAll(/['"`](\/[^'"`\s]*)/g)]
    .map((m) => m[1].split(/[?#]|\$\{/)[0].replace(/(.)\/$/, '$1'))
    .filter((p) => routePaths.has(p));
}

describe('route paths', () => {
  it('are written only in the route table: everything else builds them with src/routes/paths.ts', () => {
    const found = sources(SRC)
      .filter((file) => !OWNERS.includes(relative(SRC, file).replaceAll('\\', '/')))
      .flatMap((file) => routeLiterals(readFileSync(file, 'utf8')).map((p) => `${relative(SRC, file)}: ${p}`));
    expect(found).toEqual([]);
  });

  it('the check finds a literal in each shape it is written in', () => {
    expect(
      routeLiterals(
        `navigate('/account-center'); x = "/console/model-square/model-detail?id=1"; y = \`/account-center/develop-manage/signing/signing-details/\${id}\``,
      ),
    ).toEqual([
      '/account-center',
      '/console/model-square/model-detail',
      '/account-center/develop-manage/signing/signing-details',
    ]);
    expect(routeLiterals(`'/api/app/list'; '/docs'; '/'`)).toEqual([]);
  });

  it('builders fill params and query from the table', () => {
    expect(paths.contractDetail({ id: 'c 1' })).toBe('/account-center/develop-manage/signing/signing-details/c%201');
    expect(paths.appDetail({ id: 7 })).toBe('/app-center/app-detail?id=7');
    expect(paths.experienceCenter({ model: undefined, scenario: 'meeting' })).toBe(
      '/console/experience-center?scenario=meeting',
    );
    expect(paths.mgmtConsole()).toBe('/mgmt-console');
  });
});
