/**
 * The simulator as a real HTTP server: the very handlers of the in-browser simulator
 * (mocks/handlers.ts) answer over Node's http module through msw's `getResponse`, with the world
 * kept in a data directory between restarts (mocks/db/fileStore.ts). It stands in for the
 * platform backend behind nginx or any other client (curl, a mobile app), so the
 * real-deployment path — no service worker, a real network — runs against the same rules as
 * demo mode.
 *
 * Every request goes through `handle`: admitted, its body read up to its endpoint's limit
 * (mocks/bodyLimits.ts), then routed to the demo controls or the handlers.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { bodyLimitFor, CONTROL_BODY_LIMIT, tooLargeMessage } from './bodyLimits';
import { DEFAULT_DATA_FILE, openFileStore, type FileStore } from './db/fileStore';
import { bootSimulator, resetSimulator, setSimulatorStore } from './db/persist';
import { handlers } from './handlers';
import { gatewayErrorBody, isGatewayPath } from './handlers/gateway';
import { newRequestId } from './rules/usageLedger';
import { REQUEST_ID_HEADER } from '../src/domain/types/gateway.types';
import { CRASHED_BODY, NOT_FOUND_BODY } from './rules/respond';
import { diagnosticZip } from './handlers/diagnosticZip';
import { accessOptions, apiCorsHeaders, controlRefusal, stampClientAddress, type AccessOptions } from './serverAccess';
import { isControlPath, runControl } from './serverControls';

export { DEFAULT_DATA_FILE } from './db/fileStore';

// Made while this module loads: scripts/sim-server.mjs runs it through Vite's module runner, which
// is closed by the time a handler's first lazy import (jszip) would run.
await diagnosticZip();

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

/** The body was longer than its endpoint takes. */
const TOO_LARGE = Symbol('too large');

/**
 * The request's body, or TOO_LARGE without reading it: decided from Content-Length when the
 * client sent one, else counted while it arrives and abandoned at the limit.
 */
async function readBody(request: IncomingMessage, limit: number): Promise<Buffer | undefined | typeof TOO_LARGE> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return TOO_LARGE;
  // Events, not `for await`: leaving that loop early would destroy the socket before the 413 is sent.
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= limit) return void chunks.push(chunk);
      request.off('data', onData).pause();
      chunks.length = 0;
      resolve(TOO_LARGE);
    };
    request.on('data', onData);
    request.once('end', () => resolve(Buffer.concat(chunks)));
    request.once('error', reject);
  });
}

/**
 * Node's request as a Fetch `Request`, which is what msw's handlers read. `signal` lets a
 * streamed answer stop as soon as the client goes away (e.g. 停止生成 in the browser).
 */
export function toFetchRequest(request: IncomingMessage, body: Buffer | undefined, signal?: AbortSignal): Request {
  const host = request.headers.host ?? 'localhost';
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return new Request(`http://${host}${request.url ?? '/'}`, {
    method: request.method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
    signal,
  });
}

/** Writes a Fetch `Response` out chunk by chunk, so streamed answers reach the client as they come. */
export async function sendFetchResponse(
  response: Response,
  out: ServerResponse,
  extra: Record<string, string> = {},
): Promise<void> {
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

/** How long the rest of a refused body is let in (and dropped) before the connection is cut. */
const LINGER_MS = 1000;

/**
 * 413 without keeping any of the body. The rest of it is let in and dropped for a moment, then
 * the connection is cut: a socket closed at once on unread bytes resets, and the client would
 * lose the answer before reading it.
 */
function refuseTooLarge(
  request: IncomingMessage,
  out: ServerResponse,
  limit: number,
  cors: Record<string, string>,
  pathname: string,
): void {
  // The model gateway speaks OpenAI's error shape, so SDKs read the reason; the portal API keeps its envelope.
  if (isGatewayPath(pathname)) {
    json(out, 413, gatewayErrorBody({ status: 413, message: tooLargeMessage(limit), code: 'request_too_large' }), {
      ...cors,
      [REQUEST_ID_HEADER]: newRequestId(),
    });
  } else {
    json(out, 413, { code: 413, msg: tooLargeMessage(limit), data: null }, cors);
  }
  request.resume();
  const cut = setTimeout(() => request.destroy(), LINGER_MS);
  cut.unref();
  request.once('end', () => clearTimeout(cut));
}

/** The failure is the client hanging up mid-request (its body cut off, the socket closed). */
function clientWentAway(request: IncomingMessage, out: ServerResponse, error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ECONNRESET' || code === 'ECONNABORTED' || code === 'EPIPE' || request.destroyed || out.destroyed;
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
    }
    const limit = control ? CONTROL_BODY_LIMIT : bodyLimitFor(pathname);
    const body = await readBody(request, limit);
    if (body === TOO_LARGE) return refuseTooLarge(request, out, limit, cors, pathname);
    if (control) {
      const answer = await runControl(request.method ?? 'GET', pathname, body?.toString('utf8') ?? '');
      return json(out, answer.status, answer.body, cors);
    }
    stampClientAddress(request);
    const disconnected = new AbortController();
    out.once('close', () => {
      if (!out.writableFinished) disconnected.abort();
    });
    const response = await getResponse(handlers, toFetchRequest(request, body, disconnected.signal));
    if (!response) return json(out, 404, NOT_FOUND_BODY, cors);
    await sendFetchResponse(response, out, cors);
  } catch (error) {
    if (clientWentAway(request, out, error)) {
      // Nothing is wrong with the simulator, and there is no one to answer: one line, no stack.
      console.warn(`[simulator] ${request.method} ${request.url}: 客户端在请求完成前断开连接`);
      out.destroy();
      return;
    }
    console.error('[simulator]', request.method, request.url, error);
    if (out.headersSent) out.destroy();
    else json(out, 500, CRASHED_BODY, cors);
  }
}

let opened: FileStore | undefined;

/**
 * Points the simulator at `dataFile` (taking its lock) and boots or reseeds it. Throws, with the
 * lock given back, when another process holds the directory (DataLockedError) or the data cannot
 * be read (StoredDataError): the file is kept as it is. The tables are module state, so one
 * process serves one world.
 */
export async function openWorld(dataFile = DEFAULT_DATA_FILE, reset = false): Promise<'restored' | 'seeded'> {
  await closeWorld();
  const store = await openFileStore(dataFile);
  try {
    setSimulatorStore(store);
    const boot = reset ? await resetSimulator().then(() => 'seeded' as const) : await bootSimulator();
    opened = store;
    return boot;
  } catch (error) {
    await store.close();
    throw error;
  }
}

/** Gives the data directory back (its lock, its log). */
export async function closeWorld(): Promise<void> {
  await opened?.close();
  opened = undefined;
}

/** nginx's `keepalive_timeout` for upstream connections (its default; deploy/nginx.conf keeps it). */
const UPSTREAM_IDLE_MS = 60_000;

export async function startSimulatorServer(options: SimulatorServerOptions = {}): Promise<SimulatorServer> {
  const boot = await openWorld(options.dataFile, options.reset);
  const access = accessOptions(options);
  const server: Server = createServer((request, out) => void handle(request, out, access));
  // Behind nginx (deploy/nginx.conf) idle connections wait in its upstream pool for up to 60 s. Node
  // closes them after 5 s by default, so nginx could hand a request to a connection the server was
  // closing that moment and answer it 502: the server keeps them longer than nginx does.
  server.keepAliveTimeout = UPSTREAM_IDLE_MS + 5_000;
  server.headersTimeout = server.keepAliveTimeout + 1_000;
  const host = options.host ?? '127.0.0.1';
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, host, () => resolve());
    });
  } catch (error) {
    await closeWorld();
    throw error;
  }
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
      }).finally(closeWorld),
  };
}
