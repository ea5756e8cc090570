/** The build's check that Chakra's tables of all recipes stay out of the app (scripts/build/chakraRecipes.ts). */
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { onlyTheSystemsRecipes } from '../../../scripts/build/chakraRecipes';

const theme = '/app/node_modules/@chakra-ui/react/dist/esm/theme';

/** A build whose one chunk holds `modules`, each with the length it was rendered at. */
const bundleOf = (modules: Record<string, number>) =>
  ({
    'assets/mount.js': {
      type: 'chunk',
      fileName: 'assets/mount.js',
      moduleIds: Object.keys(modules),
      modules: Object.fromEntries(Object.entries(modules).map(([id, renderedLength]) => [id, { renderedLength }])),
    },
  }) as unknown as Rolldown.OutputBundle;

/** The plugin's check over `bundle`: the message it fails the build with, or undefined. */
function check(bundle: Rolldown.OutputBundle): string | undefined {
  let failed: string | undefined;
  const context = {
    error: (message: string) => {
      failed = message;
      throw new Error(message);
    },
  };
  const generateBundle = onlyTheSystemsRecipes().generateBundle as (
    this: typeof context,
    options: unknown,
    bundle: Rolldown.OutputBundle,
  ) => void;
  try {
    generateBundle.call(context, {}, bundle);
  } catch {
    // The failure is `failed`.
  }
  return failed;
}

describe("the build's Chakra recipes", () => {
  it("fail the app's build when a table of all recipes is rendered into a chunk, naming it", () => {
    const failed = check(
      bundleOf({ '/app/src/main.tsx': 400, [`${theme}/recipes/button.js`]: 2100, [`${theme}/slot-recipes.js`]: 683 }),
    );
    expect(failed).toMatch(/tables of all recipes are in the build/);
    expect(failed).toMatch(/assets\/mount\.js: @chakra-ui\/react\/dist\/esm\/theme\/slot-recipes\.js$/);
    expect(check(bundleOf({ '/app/src/main.tsx': 400, [`${theme}/recipes.js`]: 500 }))).toMatch(/theme\/recipes\.js/);
  });

  it('let the build go on with single recipes, or with the tables tree-shaken away', () => {
    expect(
      check(
        bundleOf({
          '/app/src/main.tsx': 400,
          [`${theme}/recipes/button.js`]: 2100,
          [`${theme}/recipes.js`]: 0,
          [`${theme}/slot-recipes.js`]: 0,
        }),
      ),
    ).toBeUndefined();
  });

  it('leave other pages built with these plugins alone (the bench floors use the default system)', () => {
    expect(check(bundleOf({ '/floor/index.tsx': 400, [`${theme}/slot-recipes.js`]: 683 }))).toBeUndefined();
  });
});
