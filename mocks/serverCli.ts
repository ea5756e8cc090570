/**
 * `npm run sim:server [-- --port 4290 --host 127.0.0.1 --data .sim-data/simulator.json --reset
 *   --allow-origin http://localhost:5173 --remote-controls]` and `npm run sim:reset`.
 * Environment: SIM_PORT, SIM_HOST, SIM_DATA_FILE, SIM_ALLOWED_ORIGINS, SIM_REMOTE_CONTROLS=1.
 * The first lines printed name the URL and the control token (scripts read them).
 */
import { parseArgs } from 'node:util';
import { CONTROL_TOKEN_HEADER, DEFAULT_ALLOWED_ORIGINS, parseOrigins } from './serverAccess';
import { DEFAULT_DATA_FILE, openWorld, startSimulatorServer } from './server';

export const DEFAULT_PORT = 8787;
/** The line that carries the token: `[simulator] control token: <hex>`. */
export const CONTROL_TOKEN_LINE = /^\[simulator\] control token: ([0-9a-f]{64})$/m;

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
      // Origins whose pages may call the API (repeatable; `none` for none).
      'allow-origin': { type: 'string', multiple: true },
      // Accept control calls from other machines too (they still need the token).
      'remote-controls': { type: 'boolean', default: false },
    },
  });
  const dataFile = values.data ?? process.env.SIM_DATA_FILE ?? DEFAULT_DATA_FILE;
  if (values['reset-only']) {
    openWorld(dataFile, true);
    console.log(`[simulator] ${dataFile} reset to the seed`);
    return;
  }
  const allowedOrigins = parseOrigins(values['allow-origin']?.join(',') ?? process.env.SIM_ALLOWED_ORIGINS) ?? [...DEFAULT_ALLOWED_ORIGINS];
  const remoteControls = values['remote-controls'] || process.env.SIM_REMOTE_CONTROLS === '1';
  const server = await startSimulatorServer({
    port: Number(values.port ?? process.env.SIM_PORT ?? DEFAULT_PORT),
    host: values.host ?? process.env.SIM_HOST ?? '127.0.0.1',
    dataFile,
    reset: values.reset,
    allowedOrigins,
    remoteControls,
  });
  console.log(`[simulator] ${server.boot} from ${dataFile}, listening on ${server.url}`);
  console.log(`[simulator] control token: ${server.controlToken}`);
  console.log(
    `[simulator] /__simulator controls: ${remoteControls ? 'any host' : 'this machine only'}, header ${CONTROL_TOKEN_HEADER}; ` +
      `API CORS for ${allowedOrigins.length ? allowedOrigins.join(' ') : 'no origin'}`,
  );
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
