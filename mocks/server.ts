/**
 * The simulator as a real HTTP server: the very handlers of the in-browser simulator
 * (mocks/handlers.ts) answer over Node's http module through msw's `getResponse`, with data
 * kept in a JSON file between restarts. It stands in for the platform backend behind nginx
 * or any other client (curl, a mobile app), so the real-deployment path — no service worker,
 * a real network — runs against the same rules as demo mode.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { fileStorage, DEFAULT_DATA_FILE } from './db/fileStorage';
import { bootSimulator, resetSimulator, setSimulatorStorage } from './db/persist';
import { handlers } from './handlers';
import { loadJSZip } from './handlers/health';
import { accessOptions, apiCorsHeaders, controlRefusal, stampClientAddress, type AccessOptions } from './serverAccess';
import { isControlPath, runControl } from './serverControls';

export { DEFAULT_DATA_FILE } from './db/fileStorage';

// Loaded while this module is: scripts/sim-server.mjs runs it through Vite's module runner, which
// is closed by the time a handler's first lazy import would run.
await loadJSZip();

export interface SimulatorServerOptions extends Partial<AccessOptions> {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  dataFile?: string;
  /** Start from the seed, discarding what the data file holds. */
  reset?: boolean;
}

export interface SimulatorServer {
  url: string;
  port: number;
  /** 'restored' from the data file or freshly 'seeded'. */
  boot: 'restored' | 'seeded';
  /** What /__simulator calls must send (mocks/serverAccess.ts). */
  controlToken: string;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Node's request as a Fetch `Request`, which is what msw's handlers read. `signal` lets a
 * streamed answer stop as soon as the client goes away (e.g. 停止生成 in the browser).
 */
export async function toFetchRequest(request: IncomingMessage, signal?: AbortSignal): Promise<Request> {
  const host = request.headers.host ?? 'localhost';
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const body = await readBody(request);
  return new Request(`http://${host}${request.url ?? '/'}`, {
    method: request.method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
    signal,
  });
}

/** Writes a Fetch `Response` out chunk by chunk, so streamed answers reach the client as they come. */
export async function sendFetchResponse(response: Response, out: ServerResponse, extra: Record<string, string> = {}): Promise<void> {
  const headers: Record<string, string | string[]> = { ...extra };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  out.writeHead(response.status, response.statusText, headers);
  if (!response.body) {
    out.end();
    return;
  }
  out.flushHeaders();
  const reader = response.body.getReader();
  // The client went away: stop pulling from the handler's stream.
  out.on('close', () => void reader.cancel().catch(() => undefined));
  for (;;) {
    const { done, value } = await reader.read();
    if (done || out.destroyed) break;
    // Large downloads: wait for the socket to drain rather than buffering the whole body.
    if (!out.write(value)) await new Promise((resolve) => out.once('drain', resolve).once('close', resolve));
  }
  out.end();
}

function json(out: ServerResponse, status: number, body: unknown, extra: Record<string, string>): void {
  out.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...extra });
  out.end(JSON.stringify(body));
}

async function handle(request: IncomingMessage, out: ServerResponse, access: AccessOptions): Promise<void> {
  const control = isControlPath((request.url ?? '/').split('?')[0]);
  const cors = control ? {} : apiCorsHeaders(request, access);
  if (request.method === 'OPTIONS') {
    out.writeHead(204, cors);
    out.end();
    return;
  }
  try {
    const pathname = new URL(request.url ?? '/', 'http://simulator.local').pathname;
    if (control) {
      const refused = controlRefusal(request, access);
      if (refused) return json(out, refused.status, refused.body, cors);
      const answer = runControl(request.method ?? 'GET', pathname, (await readBody(request))?.toString('utf8') ?? '');
      return json(out, answer.status, answer.body, cors);
    }
    stampClientAddress(request);
    const disconnected = new AbortController();
    out.once('close', () => {
      if (!out.writableFinished) disconnected.abort();
    });
    const response = await getResponse(handlers, await toFetchRequest(request, disconnected.signal));
    if (!response) return json(out, 404, { code: 404, msg: '接口不存在', data: null }, cors);
    await sendFetchResponse(response, out, cors);
  } catch (error) {
    console.error('[simulator]', request.method, request.url, error);
    if (out.headersSent) out.destroy();
    else json(out, 500, { code: 500, msg: '请求错误，请稍后重试', data: null }, cors);
  }
}

/**
 * Points the simulator at `dataFile` and boots (or reseeds) it. The tables are module state,
 * so one process serves one world.
 */
export function openWorld(dataFile = DEFAULT_DATA_FILE, reset = false): 'restored' | 'seeded' {
  setSimulatorStorage(fileStorage(dataFile));
  if (!reset) return bootSimulator();
  resetSimulator();
  return 'seeded';
}

export async function startSimulatorServer(options: SimulatorServerOptions = {}): Promise<SimulatorServer> {
  const boot = openWorld(options.dataFile, options.reset);
  const access = accessOptions(options);
  const server: Server = createServer((request, out) => void handle(request, out, access));
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`,
    port,
    boot,
    controlToken: access.controlToken,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
