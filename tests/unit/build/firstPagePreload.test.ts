/**
 * The first page's preload map (scripts/build/firstPagePreload.ts): which chunks index.html asks
 * for ahead of the entry's run, per address.
 */
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { firstPageMap } from '../../../scripts/build/firstPagePreload';

const chunk = (fileName: string, facade: string | null, imports: string[] = [], isEntry = false) =>
  ({ type: 'chunk', fileName, facadeModuleId: facade, imports, isEntry }) as unknown as Rollup.OutputChunk;

const bundle = [
  chunk('assets/index.js', '/app/index.html', ['assets/react.js'], true),
  chunk('assets/react.js', null),
  chunk('assets/HomePage.js', '/app/src/ui/pages/home/HomePage.tsx', ['assets/react.js', 'assets/grid.js']),
  chunk('assets/grid.js', null, ['assets/box.js']),
  chunk('assets/box.js', null, ['assets/react.js']),
  chunk('assets/DocsCenterPage.js', '/app/src/ui/pages/docs/DocsCenterPage.tsx', ['assets/box.js']),
  chunk('assets/mount.js', '/app/src/ui/boot/mount.tsx', ['assets/react.js', 'assets/chakra.js']),
  chunk('assets/chakra.js', null, ['assets/react.js']),
  chunk('assets/ModelSquarePage.js', '/app/src/ui/pages/console/ModelSquarePage.tsx', [
    'assets/chakra.js',
    'assets/card.js',
  ]),
  chunk('assets/card.js', null, ['assets/chakra.js']),
  chunk('assets/UserMenu.js', '/app/src/ui/shell/UserMenu.tsx', ['assets/chakra.js', 'assets/avatar.js']),
  chunk('assets/avatar.js', null, ['assets/react.js']),
];

const filesOf = (path: string) => {
  const { files, pages } = firstPageMap(bundle);
  return pages[path]?.map((i) => files[i]);
};

describe('first page preload map', () => {
  it("lists a page's chunk and everything it imports, through shared chunks, but not what the entry already brings", () => {
    expect(filesOf('/home')).toEqual(['assets/HomePage.js', 'assets/grid.js', 'assets/box.js']);
  });

  it("maps a route's aliases to the same chunks, and shares one file list between pages", () => {
    expect(filesOf('/docs-center')).toEqual(['assets/DocsCenterPage.js', 'assets/box.js']);
    expect(filesOf('/docs/platform-guide')).toEqual(filesOf('/docs-center'));
    expect(firstPageMap(bundle).files.filter((f) => f === 'assets/box.js')).toHaveLength(1);
  });

  it('maps no address whose page has no chunk of its own', () => {
    expect(filesOf('/mgmt-console/management/user-management')).toBeUndefined();
    expect(filesOf('/console')).toBeUndefined();
  });

  it('lists the shell (src/ui/boot/mount.tsx, imported by the entry only once it has run) for every address, and leaves its chunks out of the pages', () => {
    const { files, shell } = firstPageMap(bundle);
    expect(shell.map((i) => files[i])).toEqual(['assets/mount.js', 'assets/chakra.js']);
    expect(filesOf('/console/model-square')).toEqual(['assets/ModelSquarePage.js', 'assets/card.js']);
  });

  it("lists the header's user menu, with what it imports beyond the shell, for a signed-in visitor only", () => {
    const { files, signedIn } = firstPageMap(bundle);
    expect(signedIn.map((i) => files[i])).toEqual(['assets/UserMenu.js', 'assets/avatar.js']);
  });
});
