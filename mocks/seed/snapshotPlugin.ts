import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';

/** The id the in-browser simulator imports its prebuilt seed from (mocks/serviceWorker.ts). */
export const SEED_SNAPSHOT_ID = 'virtual:simulator-seed';

/**
 * `virtual:simulator-seed`: the seeded world as stored records (mocks/db/seedSnapshot.ts), taken
 * when the bundle is built by running the seed in Node through Vite's module runner, so it always
 * matches the seed the build ships. A first visit then loads it in one read instead of running
 * the seed row by row in the browser. It is parsed from a string literal: JSON.parse reads a
 * large literal faster than the engine compiles the same object as code.
 */
export function simulatorSeedSnapshot(): Plugin {
  const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
  const resolved = `\0${SEED_SNAPSHOT_ID}`;
  return {
    name: 'simulator-seed-snapshot',
    resolveId: (source) => (source === SEED_SNAPSHOT_ID ? resolved : undefined),
    async load(id) {
      if (id !== resolved) return undefined;
      const { module } = await runnerImport<typeof import('../db/seedSnapshot')>('/mocks/db/seedSnapshot.ts', {
        configFile: false,
        logLevel: 'warn',
        root,
      });
      const snapshot = await module.takeSeedSnapshot();
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(snapshot))});`;
    },
  };
}
