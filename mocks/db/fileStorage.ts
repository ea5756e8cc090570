/**
 * Where the simulator keeps its world when it runs as a real HTTP server (mocks/server.ts):
 * one JSON file, so data survives restarts. Its own module because persist.ts is also
 * bundled for the browser, where node:fs does not exist.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SimulatorStorage } from './persist';

export const DEFAULT_DATA_FILE = '.sim-data/simulator.json';

export function fileStorage(file = DEFAULT_DATA_FILE): SimulatorStorage {
  return {
    read: () => {
      try {
        return readFileSync(file, 'utf8');
      } catch {
        return null;
      }
    },
    write: (text) => {
      mkdirSync(dirname(file), { recursive: true });
      // Written aside then renamed: a crash mid-write never leaves a half file to restore from.
      const partial = `${file}.${process.pid}.tmp`;
      writeFileSync(partial, text);
      renameSync(partial, file);
    },
    remove: () => rmSync(file, { force: true }),
  };
}
