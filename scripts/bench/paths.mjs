// Where the bench builds, serves and writes.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const benchDir = process.env.BENCH_DIR ?? '/tmp/bench-quality';
export const appDist = `${benchDir}/app`;
/** The same app built for a real deployment (VITE_SIMULATOR=off), its API answered by `sim:server`. */
export const realAppDist = `${benchDir}/app-real`;
/** Another build to compare with (BENCH_BASELINE: a directory with its `app` and `app-real`), or none. */
export const baselineDir = process.env.BENCH_BASELINE;
/** Where a run's results go (BENCH_RESULTS): keep several runs' files to pool them (pool.mjs). */
export const resultsFile = resolve(process.env.BENCH_RESULTS ?? `${root}bench-results/bench.json`);
/**
 * Bench servers: the demo app, the floors (four ports from BENCH_FLOOR_PORT), the list page, the
 * real build, the simulator server behind it, Lighthouse's debugging port and the baseline's two
 * builds. Defaults 4308, 4318–4321, 4328, 4309, 4329, 9338, 4338–4339; set them when another bench may run on the same machine.
 */
export const ports = {
  app: Number(process.env.BENCH_APP_PORT ?? 4308),
  floor: Number(process.env.BENCH_FLOOR_PORT ?? 4318),
  list: Number(process.env.BENCH_LIST_PORT ?? 4328),
  real: Number(process.env.BENCH_REAL_PORT ?? 4309),
  sim: Number(process.env.BENCH_SIM_PORT ?? 4329),
  debug: Number(process.env.BENCH_DEBUG_PORT ?? 9338),
  /** The baseline's demo build; its real build on the next port. */
  baseline: Number(process.env.BENCH_BASELINE_PORT ?? 4338),
};
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
