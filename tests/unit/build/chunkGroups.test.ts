/** Chunk groups' library paths (scripts/build/chunkGroups.ts): each must match a module of the app's build. */
import { describe, expect, it } from 'vitest';
import { chunkPathsMatch, libraryPaths, unmatchedPaths } from '../../../scripts/build/chunkGroups';

const overlay = libraryPaths('overlay', ['@zag-js/dialog/', '@ark-ui/react/dist/components/menu/']);
const ui = libraryPaths('ui', ['react/', '@chakra-ui/']);
const app = [
  '/app/src/main.tsx',
  '/app/node_modules/react/index.js',
  '/app/node_modules/@chakra-ui/react/dist/esm/index.js',
  '/app/node_modules/@zag-js/dialog/dist/index.mjs',
];

/** The plugin's check over a build of `ids`: the message it fails the build with, or undefined. */
function buildOf(ids: string[], groups = [ui, overlay]): string | undefined {
  let failed: string | undefined;
  const context = {
    getModuleIds: () => ids[Symbol.iterator](),
    error: (message: string) => {
      failed = message;
      throw new Error(message);
    },
  };
  try {
    (chunkPathsMatch(groups).buildEnd as (this: typeof context) => void).call(context);
  } catch {
    // The failure is `failed`.
  }
  return failed;
}

describe('chunk group library paths', () => {
  it('match a module under node_modules by path, with either separator, and nothing else', () => {
    expect(overlay.test('/app/node_modules/@zag-js/dialog/dist/index.mjs')).toBe(true);
    expect(overlay.test('C:\\app\\node_modules\\@ark-ui\\react\\dist\\components\\menu\\menu.js')).toBe(true);
    expect(overlay.test('/app/node_modules/@zag-js/dialogs/index.mjs')).toBe(false);
    expect(overlay.test('/app/src/zag-js/dialog/x.ts')).toBe(false);
    expect(ui.test('/app/node_modules/react-dom/client.js')).toBe(false);
  });

  it('name each path no module matches, by group', () => {
    expect(unmatchedPaths([ui, overlay], app)).toEqual(['overlay: @ark-ui/react/dist/components/menu/']);
  });

  it("fail the app's build when a path matches nothing, naming it", () => {
    expect(buildOf(app)).toMatch(
      /match no module of the build:\n {2}overlay: @ark-ui\/react\/dist\/components\/menu\/$/,
    );
  });

  it('let the build go on when every path matches', () => {
    expect(buildOf([...app, '/app/node_modules/@ark-ui/react/dist/components/menu/menu.js'])).toBeUndefined();
  });

  it('leave other pages built with these plugins alone (the bench floors have no src/main.tsx)', () => {
    expect(buildOf(['/floor/index.tsx', '/app/node_modules/react/index.js'])).toBeUndefined();
  });
});
