// Bench parts in Node: the simulator's paged query over 100,000 records (msw/node, real
// handlers) and one write on its HTTP server with 50 MB of uploads stored.
import { runnerImport } from 'vite';
import { root } from './paths.mjs';

const load = async (file) => (await runnerImport(file, { configFile: false, logLevel: 'warn', root })).module;

export async function measureSimulator(records = 100_000) {
  return (await load('/scripts/bench/simulatorQuery.ts')).benchSimulator(records);
}

export async function measureServerWrite() {
  return (await load('/scripts/bench/simulatorWrite.ts')).benchServerWrite();
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(await measureSimulator(Number(process.argv[2] ?? 100_000)), await measureServerWrite());
