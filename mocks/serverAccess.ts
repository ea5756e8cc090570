/**
 * Who may talk to the simulator server, and what browsers are told about it.
 *
 * - The demo controls (/__simulator/*) can sign anyone in as the super admin, so they answer only
 *   callers on this machine (loopback) that send the control token printed when the server
 *   starts, and they never answer CORS: no web page, whatever its origin, may call them.
 * - The platform API answers CORS only for the origins it is configured with (the local dev and
 *   preview servers by default), without credentials: the portal sends its token in a header.
 * - The simulator's rules see each caller's address (rate limits), in a header only this module
 *   sets, so a client cannot choose it.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { CLIENT_ADDRESS_HEADER, CONTROL_TOKEN_HEADER } from './serverHeaders';

export { CONTROL_TOKEN_HEADER } from './serverHeaders';

/** `npm start` (vite dev) and `npm run preview`: a local build with VITE_API_BASE pointing here. */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
];

export interface AccessOptions {
  /** Required on every control call; a fresh random one per start unless given. */
  controlToken: string;
  /** Origins whose pages may call the API (exact `scheme://host:port`). */
  allowedOrigins: readonly string[];
  /** Also accept control calls from other machines (still with the token). Off by default. */
  remoteControls: boolean;
}

/** 256 bits from the OS's CSPRNG, as hex. */
export const newControlToken = (): string => randomBytes(32).toString('hex');

/** `--allow-origin` / SIM_ALLOWED_ORIGINS: comma- or space-separated; `none` for no CORS at all. */
export function parseOrigins(list: string | undefined): string[] | undefined {
  if (list === undefined) return undefined;
  const origins = list.split(/[\s,]+/).filter(Boolean);
  return origins.includes('none') ? [] : origins.map((origin) => origin.replace(/\/+$/, ''));
}

export function accessOptions(given: Partial<AccessOptions> = {}): AccessOptions {
  return {
    controlToken: given.controlToken || newControlToken(),
    allowedOrigins: given.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS,
    remoteControls: given.remoteControls ?? false,
  };
}

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\./.test(v4);
}

const ALLOWED_HEADERS = 'content-type, token, x-session-id, authorization, x-requested-with';
const EXPOSED_HEADERS = 'content-disposition, content-length';

/** CORS for an API call: only a configured origin is named, and credentials are never allowed. */
export function apiCorsHeaders(request: IncomingMessage, access: AccessOptions): Record<string, string> {
  const origin = request.headers.origin;
  // Vary even when refusing: a cache must not hand one origin's answer to another.
  if (!origin || !access.allowedOrigins.includes(origin)) return origin ? { vary: 'Origin' } : {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': ALLOWED_HEADERS,
    'access-control-expose-headers': EXPOSED_HEADERS,
    'access-control-max-age': '600',
    vary: 'Origin',
  };
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface Refusal {
  status: number;
  body: { error: string };
}

/** Why a control call is refused, or undefined when it may run. */
export function controlRefusal(
  request: Pick<IncomingMessage, 'headers' | 'socket'>,
  access: AccessOptions,
): Refusal | undefined {
  if (!access.remoteControls && !isLoopback(request.socket.remoteAddress)) {
    return { status: 403, body: { error: '演示控制只接受本机调用（启动时加 --remote-controls 才允许其他机器）' } };
  }
  const given = request.headers[CONTROL_TOKEN_HEADER];
  if (typeof given !== 'string' || !given) {
    return {
      status: 401,
      body: { error: `缺少控制令牌：请在 ${CONTROL_TOKEN_HEADER} 请求头中带上模拟器启动时打印的令牌` },
    };
  }
  if (!sameToken(given, access.controlToken)) return { status: 403, body: { error: '控制令牌不正确' } };
  return undefined;
}

/**
 * Tells the simulator's rules who is calling. A proxy on this machine (nginx in the deployment
 * test) names the real client in X-Real-IP; anyone else is known by the socket's address.
 */
export function stampClientAddress(request: IncomingMessage): void {
  const socket = request.socket.remoteAddress ?? 'unknown';
  const forwarded = request.headers['x-real-ip'];
  request.headers[CLIENT_ADDRESS_HEADER] =
    isLoopback(socket) && typeof forwarded === 'string' && forwarded ? forwarded : socket;
}
