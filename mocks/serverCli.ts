/**
 * `npm run sim:server [-- --port 4290 --host 127.0.0.1 --data .sim-data/simulator.json --reset]`
 * and `npm run sim:reset`. Environment: SIM_PORT, SIM_HOST, SIM_DATA_FILE.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_DATA_FILE, openWorld, startSimulatorServer } from './server';

export const DEFAULT_PORT = 8787;

export async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      data: { type: 'string' },
      reset: { type: 'boolean', default: false },
      // Reseed the data file and exit (npm run sim:reset).
      'reset-only': { type: 'boolean', default: false },
    },
  });
  const dataFile = values.data ?? process.env.SIM_DATA_FILE ?? DEFAULT_DATA_FILE;
  if (values['reset-only']) {
    openWorld(dataFile, true);
    console.log(`[simulator] ${dataFile} reset to the seed`);
    return;
  }
  const server = await startSimulatorServer({
    port: Number(values.port ?? process.env.SIM_PORT ?? DEFAULT_PORT),
    host: values.host ?? process.env.SIM_HOST ?? '127.0.0.1',
    dataFile,
    reset: values.reset,
  });
  console.log(`[simulator] ${server.boot} from ${dataFile}, listening on ${server.url}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
