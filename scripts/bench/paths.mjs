// Where the bench builds, serves and writes.
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const benchDir = process.env.BENCH_DIR ?? '/tmp/bench-quality';
export const appDist = `${benchDir}/app`;
export const resultsFile = `${root}bench-results/bench.json`;
/** Bench pages: the app, the floors and the list page each get a port (4308/4318/4328 by default). */
export const ports = {
  app: Number(process.env.BENCH_APP_PORT ?? 4308),
  floor: Number(process.env.BENCH_FLOOR_PORT ?? 4318),
  list: Number(process.env.BENCH_LIST_PORT ?? 4328),
};
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
