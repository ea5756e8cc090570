/**
 * How every simulated endpoint answers: the platform's `{code, data, msg}` envelope, its
 * 401 and 403 refusals, and one wrapper per access level so handlers hold no try/catch,
 * auth checks or persistence calls of their own.
 */
import { HttpResponse, http, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import { expandCodes, hasAnyCode } from '../../src/domain/permissions';
import type { UserRow } from '../db/models';
import { StorageError, transact } from '../db/persist';
import { resolveSession, touchSession, userCodes } from './auth';

/** Handlers match any origin, so the same list serves the worker, msw/node and any base URL. */
export const url = (path: string): string => `*${path}`;

/** How many bytes `text` takes as UTF-8, without encoding it. */
export function utf8Length(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) continue;
    // Two bytes below 0x800; a surrogate pair is two units and four bytes; any other unit three.
    bytes += unit < 0x800 || (unit >= 0xd800 && unit <= 0xdfff) ? 1 : 2;
  }
  return bytes;
}

/**
 * A JSON answer, as msw's `HttpResponse.json` gives it but with Content-Length counted here:
 * msw counts it by making a Blob of the text, and a Blob in the browser is a round trip to the
 * browser process — on every call, the largest part of a small answer's cost.
 */
export function jsonResponse(
  body: unknown,
  init: { status?: number; headers?: Record<string, string> } = {},
): Response {
  const text = JSON.stringify(body);
  return new HttpResponse(text, {
    status: init.status,
    headers: { 'content-type': 'application/json', 'content-length': String(utf8Length(text)), ...init.headers },
  });
}

/** The success envelope. A promise is refused at compile time: it would be sent as `{}`. */
export const ok = <T>(data: T extends PromiseLike<unknown> ? never : T): Response =>
  jsonResponse({ code: 200, data, msg: 'success' });

/** What the simulator answers, in the demo's worker and on `npm run sim:server` alike, for a path no handler takes (HTTP 404). */
export const NOT_FOUND_BODY = { code: 404, msg: '接口不存在', data: null } as const;
/** …and for a handler that crashed (HTTP 500). */
export const CRASHED_BODY = { code: 500, msg: '请求错误，请稍后重试', data: null } as const;

/** A business error: HTTP 200 with a non-200 code, as the real backend does. */
export const fail = (msg: string, code = 500): Response => jsonResponse({ code, msg, data: null });

export const unauthorized = (): Response => jsonResponse({ code: 401, msg: '登录已过期', data: null }, { status: 401 });

export const forbidden = (): Response => jsonResponse({ code: 403, msg: '无权限访问', data: null });

/** The client treats this exact message like a 401 (src/api/http.ts). */
export const USER_MISSING = '用户id不存在';

/** Thrown by rules deep inside a handler; the wrapper turns it into `fail(msg, code)`. */
export class BusinessError extends Error {
  constructor(
    message: string,
    readonly code = 500,
  ) {
    super(message);
    this.name = 'BusinessError';
  }
}

export function refuse(message: string, code = 500): never {
  throw new BusinessError(message, code);
}

export interface RequestInfo {
  request: Request;
  params: PathParams;
}
export interface SessionInfo extends RequestInfo {
  user: UserRow;
  token: string;
}

type Handler<Info> = (info: Info) => Response | Promise<Response>;
type Resolver = HttpResponseResolver<PathParams, DefaultBodyType, undefined>;

/** What the user reads when the store has no room for a write (the browser's quota, a full disk). */
export const STORAGE_FULL_MESSAGE =
  '演示数据存储空间已满，本次操作未保存。请打开左下角的“演示控制台”，点击“重置演示数据”后重试。';
export const STORAGE_FAILED_MESSAGE = '演示数据保存失败，本次操作未保存，请稍后重试';
export const STORAGE_CONFLICT_MESSAGE = '演示数据已在其他标签页更新，本次操作未保存，请重试';

/** A write the store refused: HTTP 507, and nothing of it was kept. */
function storageRefused(error: StorageError): Response {
  const msg = { full: STORAGE_FULL_MESSAGE, conflict: STORAGE_CONFLICT_MESSAGE, failed: STORAGE_FAILED_MESSAGE }[
    error.reason
  ];
  return jsonResponse({ code: 507, msg, data: null }, { status: 507 });
}

/**
 * One request, one unit of work (mocks/db/persist.ts): its writes are stored before the
 * response leaves, so a reload right after a write loses nothing, and a write the store
 * refuses is answered as refused rather than half-kept.
 */
async function settle(run: () => Response | Promise<Response>): Promise<Response> {
  const started = performance.now();
  try {
    return timed(await transact(run), started);
  } catch (error) {
    if (error instanceof BusinessError) return timed(fail(error.message, error.code), started);
    if (error instanceof StorageError) return timed(storageRefused(error), started);
    throw error;
  }
}

/** The Server-Timing metric an answer reports the simulator's own time in. */
export const SIMULATOR_TIMING = 'simulator';

/**
 * Adds how long the unit of work took (waiting for the writer, catching up, the handler, storing
 * its writes) as Server-Timing: the browser's network panel and `npm run bench` tell the
 * simulator's time apart from the service worker's or the network's that way.
 */
function timed(response: Response, started: number): Response {
  try {
    response.headers.append('server-timing', `${SIMULATOR_TIMING};dur=${(performance.now() - started).toFixed(2)}`);
    // Answers carry the caller's data: no browser or proxy may keep them, unless the handler said
    // otherwise (an upload's bytes under their unguessable address are immutable).
    if (!response.headers.has('cache-control')) response.headers.set('cache-control', 'no-store');
  } catch {
    // A response with immutable headers (Response.error()) goes as it is.
  }
  return response;
}

/** An endpoint anyone may call (login, register, code sending, guest sessions). */
export function open(handler: Handler<RequestInfo>): Resolver {
  return ({ request, params }) => settle(() => handler({ request, params }));
}

export function withSession(handler: Handler<SessionInfo>): Resolver {
  return ({ request, params }) =>
    settle(async () => {
      const session = resolveSession(request);
      if (session.kind === 'missingUser') return fail(USER_MISSING, 500);
      if (session.kind !== 'ok') return unauthorized();
      await touchSession(session.token);
      return handler({ request, params, user: session.user, token: session.token });
    });
}

/** Logged in and holding any of `codes` (with :auth/:edit implying :read, as in the client). */
export function withAdmin(codes: readonly string[], handler: Handler<SessionInfo>): Resolver {
  return withSession((info) => (hasAnyCode(codes, expandCodes(userCodes(info.user))) ? handler(info) : forbidden()));
}

type BodyHandler<T, Info> = (body: Partial<T>, info: Info) => Response | Promise<Response>;

/*
 * POST endpoints taking a JSON body, one per access level. The body is read after the access
 * check, so a caller without access never learns the body was malformed.
 */
export const openPost = <T extends object>(path: string, handler: BodyHandler<T, RequestInfo>) =>
  http.post(
    url(path),
    open(async (info) => handler(await readJson<T>(info.request), info)),
  );
export const sessionPost = <T extends object>(path: string, handler: BodyHandler<T, SessionInfo>) =>
  http.post(
    url(path),
    withSession(async (info) => handler(await readJson<T>(info.request), info)),
  );
/** For holders of any of `codes`. */
export const adminPost = <T extends object>(
  path: string,
  codes: readonly string[],
  handler: BodyHandler<T, SessionInfo>,
) =>
  http.post(
    url(path),
    withAdmin(codes, async (info) => handler(await readJson<T>(info.request), info)),
  );

export async function readJson<T extends object>(request: Request): Promise<Partial<T>> {
  const text = await request.text();
  if (!text) return {};
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null ? (body as Partial<T>) : {};
  } catch {
    return refuse('请求参数格式错误', 400);
  }
}

/** The request's multipart or urlencoded form; any other body is refused as malformed. */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return refuse('请求参数格式错误', 400);
  }
}

export const query = (request: Request): URLSearchParams => new URL(request.url).searchParams;

/** A body field as trimmed text; anything that is not a string or number reads as empty. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  return typeof value === 'number' ? String(value) : '';
}
