import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

export interface SeedFile {
  /** Where the worker fetches it: named by its content, so a cached copy is never another build's. */
  url: string;
  json: string;
}

/**
 * The seeded world as stored records (mocks/db/seedSnapshot.ts), taken by running the seed in Node
 * through Vite's module runner, so it always matches the seed the build ships. A first visit then
 * loads it in one read instead of running the seed row by row in the browser. It is a file of its
 * own, not part of the worker's script: the browser reads and compiles that script at every start
 * of the worker, beside every navigation, while the seed is needed only by a first visit and a reset.
 */
export async function takeSeedFile(): Promise<SeedFile> {
  const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
  const { module } = await runnerImport<typeof import('../db/seedSnapshot')>('/mocks/db/seedSnapshot.ts', {
    configFile: false,
    logLevel: 'warn',
    root,
  });
  const json = JSON.stringify(await module.takeSeedSnapshot());
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
  return { url: `/assets/simulator-seed-${hash}.json`, json };
}
