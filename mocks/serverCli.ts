/**
 * `npm run sim:server [-- --port 4290 --host 127.0.0.1 --data .sim-data/simulator.json --reset
 *   --allow-origin http://localhost:5173 --remote-controls]` and `npm run sim:reset`.
 * Environment: SIM_PORT, SIM_HOST, SIM_DATA_FILE, SIM_ALLOWED_ORIGINS, SIM_REMOTE_CONTROLS=1.
 * The first lines printed name the URL and the control token (scripts read them).
 * Whatever stops it from starting (a taken port, a data directory another process holds, data it
 * cannot read) is one line on stderr and exit code 1; the data file is never touched.
 */
import { parseArgs } from 'node:util';
import { DataLockedError } from './db/fileStore';
import { StoredDataError } from './db/persist';
import { CONTROL_TOKEN_HEADER, DEFAULT_ALLOWED_ORIGINS, parseOrigins } from './serverAccess';
import { DEFAULT_DATA_FILE, closeWorld, openWorld, startSimulatorServer } from './server';

export const DEFAULT_PORT = 8787;
/** The line that carries the token: `[simulator] control token: <hex>`. */
export const CONTROL_TOKEN_LINE = /^\[simulator\] control token: ([0-9a-f]{64})$/m;

/** The one line that says why the server did not start, or undefined for a bug (shown with its stack). */
export function startFailure(error: unknown, port: number, dataFile: string): string | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE')
    return `[simulator] 端口 ${port} 已被占用：请先停止占用它的程序，或用 --port（SIM_PORT）换一个端口`;
  if (code === 'EACCES' && (error as { syscall?: string }).syscall === 'listen')
    return `[simulator] 没有权限监听端口 ${port}：请换一个大于 1024 的端口`;
  if (error instanceof DataLockedError)
    return `[simulator] 无法启动：${error.message}；同一数据目录只能由一个模拟器使用，请先停止它，或用 --data（SIM_DATA_FILE）指定另一个数据文件`;
  if (error instanceof StoredDataError) {
    return `[simulator] 无法启动：数据无法读取——${error.message}。文件已原样保留；要重置为初始数据请运行 npm run sim:reset（原文件会留作 ${dataFile}.bak）`;
  }
  return undefined;
}

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
  const port = Number(values.port ?? process.env.SIM_PORT ?? DEFAULT_PORT);
  try {
    if (values['reset-only']) {
      await openWorld(dataFile, true);
      await closeWorld();
      console.log(`[simulator] ${dataFile} reset to the seed`);
      return;
    }
    const allowedOrigins = parseOrigins(values['allow-origin']?.join(',') ?? process.env.SIM_ALLOWED_ORIGINS) ?? [
      ...DEFAULT_ALLOWED_ORIGINS,
    ];
    const remoteControls = values['remote-controls'] || process.env.SIM_REMOTE_CONTROLS === '1';
    const server = await startSimulatorServer({
      port,
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
  } catch (error) {
    const line = startFailure(error, port, dataFile);
    if (!line) throw error;
    console.error(line);
    process.exitCode = 1;
  }
}
