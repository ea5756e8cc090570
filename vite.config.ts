import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { cookieStoreWithoutSuffixList } from './mocks/cookieDomainPlugin.ts';
import { cspScriptHashes } from './deploy/buildPlugins.ts';
import { simulatorServiceWorker } from './mocks/serviceWorkerPlugin.ts';
import { firstPagePreload } from './scripts/build/firstPagePreload.ts';
import { chakraPureHelpers, onlyTheSystemsRecipes } from './scripts/build/chakraRecipes.ts';
import { chunkPathsMatch, libraryPaths } from './scripts/build/chunkGroups.ts';
import { compileHints } from './scripts/build/compileHints.ts';
import { featuredContent } from './scripts/build/featuredContent.ts';
import { prerenderPages } from './scripts/build/prerender.ts';
import { shellModules } from './scripts/build/shellModules.ts';
import { tokenCookieName } from './scripts/build/tokenCookie.ts';

/** axios bundles its fetch adapter even when only XHR is used; see src/api/axiosFetchAdapterOff.ts. */
const axiosWithoutFetchAdapter: Plugin = {
  name: 'axios-without-fetch-adapter',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === './fetch.js' && importer && /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer))
      return fileURLToPath(new URL('./src/api/axiosFetchAdapterOff.ts', import.meta.url));
    return undefined;
  },
};

/**
 * React, Chakra and the libraries under Chakra (Ark, Zag, Emotion, Floating UI) go into one chunk
 * wherever at least two pages share a module, rather than one small chunk for each set of pages that
 * shares a component. Each file is a round trip on a phone's connection and a task on its main
 * thread. The signed-in model square's first load went from 69 files to 38, then 39 to 29 when six
 * sharing pages became two, for the same bytes (docs/performance.md, "Fewer, larger chunks"). Modules only one
 * page uses keep Rolldown's own splitting. The simulator's libraries are not in the group: a real
 * build has none. The shell's own modules that pages share too (the router, the app's actor hooks,
 * the theme) join it: every page loads the shell, and as five small files they were five more
 * round trips before its first render.
 */
const shell = shellModules();
const uiLibraries = libraryPaths(
  'ui',
  [
    '@chakra-ui',
    '@ark-ui',
    '@zag-js',
    '@emotion',
    '@floating-ui',
    '@internationalized',
    '@pandacss',
    'react',
    'react-dom',
    'scheduler',
    'stylis',
    '@babel',
    'hoist-non-react-statics',
    'use-sync-external-store',
  ].map((name) => `${name}/`),
);
/**
 * Dialogs, drawers, popovers, menus, tooltips and selects (their Zag machines, focus trap,
 * dismissal layers and Floating UI) are opened after a page is shown, never painted by it, yet as
 * part of the `ui` group they were in every first load: 20 KB gzip of the shell's 244 KB. They are
 * one chunk of their own, which the overlays' lazy chunks import. Their anatomies stay: the theme's
 * recipes name their parts. The `ui` group is matched first because a group also takes what its
 * modules import: matched first, this one took Zag's core and DOM helpers, and the shell imported
 * it after all.
 */
const overlayLibraries = libraryPaths('overlay', [
  '@floating-ui/',
  ...['dialog', 'focus-trap', 'dismissable', 'popper', 'interact-outside', 'aria-hidden', 'remove-scroll'].map(
    (name) => `@zag-js/${name}/`,
  ),
  ...['dialog', 'popover', 'menu', 'tooltip', 'hover-card', 'select', 'combobox'].map(
    (name) => `@ark-ui/react/dist/components/${name}/`,
  ),
  ...['dialog', 'drawer', 'popover', 'menu', 'tooltip', 'hover-card', 'select', 'combobox'].map(
    (name) => `@chakra-ui/react/dist/esm/components/${name}/`,
  ),
]);
const isOverlay = (id: string) => overlayLibraries.test(id) && !/anatomy/.test(id);
const sharedUiChunk = {
  name: 'ui',
  test: (id: string) => (uiLibraries.test(id) || shell.has(id)) && !isOverlay(id),
  minShareCount: 2,
  priority: 1,
};
const overlayChunk = { name: 'overlay', test: isOverlay, minShareCount: 2 };

/**
 * Everything the entry imports statically is one chunk with it: those modules load on every visit
 * anyway (the session, the HTTP client, XState, the route table), and as eight files they held a
 * phone's six connections for as many round trips before the shell's larger chunks could start.
 * Higher priority than the UI group, so a module both would take stays here and the entry never
 * imports React or Chakra (src/main.tsx starts the session's calls before those are evaluated).
 */
const entryChunk = { name: 'index', tags: ['$initial' as const], priority: 2 };

/** Tests that run in a browser zone far from Beijing (they set process.env.TZ themselves). */
const BROWSER_ZONE_TESTS = ['tests/unit/ui/format.test.ts', 'tests/ui/pages/sameTimeEverywhere.test.tsx'];

export default defineConfig({
  plugins: [
    react(),
    tokenCookieName(),
    axiosWithoutFetchAdapter,
    cookieStoreWithoutSuffixList(),
    firstPagePreload(),
    shell.plugin,
    chunkPathsMatch([uiLibraries, overlayLibraries]),
    onlyTheSystemsRecipes(),
    featuredContent(),
    // Before the CSP hashes are taken: the prerendered pages are HTML pages of the build too.
    prerenderPages(),
    // What deploy/nginx.conf needs from a build: its inline scripts' hashes.
    cspScriptHashes(),
    simulatorServiceWorker(),
    compileHints(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      treeshake: { manualPureFunctions: chakraPureHelpers },
      output: { codeSplitting: { groups: [entryChunk, sharedUiChunk, overlayChunk] } },
    },
  },
  preview: { port: 4173, strictPort: true },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['tests/setup.ts'],
    // A bound for a machine shared by several test runs (screens take seconds each under load),
    // never a delay a passing test pays.
    testTimeout: 60_000,
    // Hooks too: a seeded simulator started per test (tests/unit/security/simServer.ts) took over
    // the default 10 s at load 24.
    hookTimeout: 60_000,
    pool: 'threads',
    // Through the plugins above, so tests run the client the build ships (XHR only).
    server: { deps: { inline: ['axios'] } },
    projects: [
      // `extends` concatenates arrays, so the suite's include lives here rather than above.
      {
        extends: true,
        test: { name: 'app', include: ['tests/{unit,machines,ui}/**/*.test.{ts,tsx}'], exclude: BROWSER_ZONE_TESTS },
      },
      // These files set process.env.TZ to a zone other than Beijing's. A worker thread's TZ change
      // never reaches the clock (the process's zone is shared), a forked process's does.
      { extends: true, test: { name: 'browser-zone', include: BROWSER_ZONE_TESTS, pool: 'forks' } },
    ],
  },
});
