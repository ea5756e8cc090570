/**
 * The shell's modules (scripts/build/shellModules.ts): what src/ui/boot/mount.tsx brings in statically,
 * which the build's UI chunk takes so that every page's first load is a few files.
 */
import { describe, expect, it } from 'vitest';
import { shellModules } from '../../../scripts/build/shellModules';

const graph: Record<string, string[]> = {
  '/app/src/main.tsx': ['/app/src/machines/app.ts'],
  '/app/src/machines/app.ts': [],
  '/app/src/ui/boot/mount.tsx': ['/app/src/App.tsx', '/node_modules/react-dom/client.js'],
  '/app/src/App.tsx': ['/app/src/ui/shell/Layout.tsx', '/app/src/machines/app.ts'],
  '/app/src/ui/shell/Layout.tsx': ['/app/src/App.tsx'],
  '/node_modules/react-dom/client.js': [],
  '/app/src/ui/pages/HomePage.tsx': ['/app/src/ui/shell/Layout.tsx', '/app/src/ui/parts/Card.tsx'],
  '/app/src/ui/parts/Card.tsx': [],
};

function shellOf(modules: Record<string, string[]>) {
  const shell = shellModules();
  const context = {
    getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
    getModuleInfo: (id: string) => (id in modules ? { importedIds: modules[id] } : null),
  };
  (shell.plugin.buildEnd as (this: typeof context) => void).call(context);
  return Object.keys(modules).filter(shell.has);
}

describe('shell modules', () => {
  it('are everything mount.tsx imports statically, through cycles, and nothing only a page imports', () => {
    expect(shellOf(graph).sort()).toEqual([
      '/app/src/App.tsx',
      '/app/src/machines/app.ts',
      '/app/src/ui/boot/mount.tsx',
      '/app/src/ui/shell/Layout.tsx',
      '/node_modules/react-dom/client.js',
    ]);
  });

  it('are none when the build has no shell (the bench builds bare pages with these plugins)', () => {
    expect(
      shellOf({ '/floor/main.tsx': ['/node_modules/react-dom/client.js'], '/node_modules/react-dom/client.js': [] }),
    ).toEqual([]);
  });
});
