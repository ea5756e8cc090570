import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const shim = (file: string) => fileURLToPath(new URL(`./${file}`, import.meta.url));

const mswDataFactory = /[\\/]@mswjs[\\/]data[\\/]lib[\\/]factory\.js$/;

/** [what is imported, by which package file, what the browser build loads instead] */
const redirects: Array<[source: string, importer: RegExp, target: string]> = [
  ['lodash', /[\\/]@mswjs[\\/]data[\\/]/, shim('lodash.ts')],
  ['date-fns', /[\\/]@mswjs[\\/]data[\\/]/, shim('dateFns.ts')],
  ['./model/generateRestHandlers', mswDataFactory, shim('noGeneratedHandlers.ts')],
  ['./model/generateGraphQLHandlers', mswDataFactory, shim('noGeneratedHandlers.ts')],
  ['tldts', /[\\/]tough-cookie[\\/]/, shim('tldts.ts')],
];

/**
 * The simulator's libraries import far more than it uses: whole lodash and date-fns for one
 * function each, graphql and a second msw for handlers it never generates, the public-suffix list for a cookie store
 * it never fills. In the browser they were ~¾ of the simulator's download, which every demo page
 * waits for before its first call. Node (tests, sim server) keeps the original packages.
 */
export function simulatorSlimDeps(): Plugin {
  return {
    name: 'simulator-slim-deps',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return undefined;
      return redirects.find(([from, by]) => from === source && by.test(importer))?.[2];
    },
  };
}

export const slimDepRedirects = redirects;
