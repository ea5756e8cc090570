import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { simulatorSlimDeps } from './mocks/vendor/slimDeps.ts';

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

export default defineConfig({
  plugins: [react(), axiosWithoutFetchAdapter, simulatorSlimDeps()],
  resolve: {
    alias: [
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('./src/ui/syncExternalStore.ts', import.meta.url)) },
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
  },
  preview: { port: 4173, strictPort: true },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['tests/setup.ts'],
    include: ['tests/{unit,machines,ui}/**/*.test.{ts,tsx}'],
    testTimeout: 20000,
    pool: 'threads',
    // Through the plugins above, so tests run the client the build ships (XHR only).
    server: { deps: { inline: ['axios'] } },
  },
});
