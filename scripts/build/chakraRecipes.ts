import type { Plugin } from 'vite';
import { isAppBuild } from './appBuild.ts';

/**
 * Chakra's theme helpers (`defineConfig`, `defineSlotRecipe`, …) return their argument, but they are
 * not marked pure, so the bundler keeps every call whose result nothing uses. One such call is the
 * default theme's config in `@chakra-ui/react/theme`, which names all ~75 recipes: in the real
 * build, importing single recipes from there brought all of them into the shell's chunk (11.6 KB
 * gzip), the recipes src/ui/chakraSystem.ts leaves out included. Marked pure here, those calls go
 * when unused.
 */
export const chakraPureHelpers = [
  'defineConfig',
  'defineRecipe',
  'defineSlotRecipe',
  'defineStyle',
  'defineKeyframes',
  'defineGlobalStyles',
  'defineTextStyles',
  'defineLayerStyles',
  'defineAnimationStyles',
];

/** Chakra's tables of all its recipes: in a chunk, they bring every recipe with them. */
const allRecipeTables = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/](recipes|slot-recipes)\.js$/;

/**
 * Fails the app's build when Chakra's tables of all recipes are in one of its chunks: the build
 * would carry the recipes of components the app never renders (after a Chakra upgrade renames a
 * helper above, say), and only a benchmark would notice. Other pages built with the app's plugins
 * are left alone.
 */
export function onlyTheSystemsRecipes(): Plugin {
  return {
    name: 'only-the-systems-recipes',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      if (!isAppBuild(chunks.flatMap((chunk) => chunk.moduleIds))) return;
      const found = chunks.flatMap((chunk) =>
        Object.entries(chunk.modules)
          .filter(([id, module]) => allRecipeTables.test(id) && module.renderedLength > 0)
          .map(([id]) => `${chunk.fileName}: ${id.replace(/.*[\\/]node_modules[\\/]/, '')}`),
      );
      if (found.length)
        this.error(
          `Chakra's tables of all recipes are in the build, so every recipe is (see scripts/build/chakraRecipes.ts):\n  ${found.join('\n  ')}`,
        );
    },
  };
}
