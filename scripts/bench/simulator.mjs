// Bench part: the simulator's paged query time over 100,000 records (Node, msw/node, real handlers).
import { runnerImport } from 'vite';
import { root } from './paths.mjs';

export async function measureSimulator(records = 100_000) {
  const { module } = await runnerImport('/scripts/bench/simulatorQuery.ts', { configFile: false, logLevel: 'warn', root });
  return module.benchSimulator(records);
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await measureSimulator(Number(process.argv[2] ?? 100_000)));
