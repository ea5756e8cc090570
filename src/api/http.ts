import axios, { AxiosError, type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { config } from '../config';
import { parseBigJson } from './bigJson';
import {
  SESSION_HEADER,
  TOKEN_HEADER,
  bigNumberPaths,
  duplicateExempt,
  noTokenAllowed,
  silentTimeoutPaths,
} from './paths';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Reject without a toast: the caller shows its own outcome. */
    silent?: boolean;
  }
  interface InternalAxiosRequestConfig {
    dedupeKey?: string;
  }
}

export const FALLBACK_MESSAGE = '请求错误，请稍后重试';
export const NOT_LOGGED_IN = '用户未登录';
export const EXPIRED_MESSAGE = '登录已过期';
/** A business message that means the token's user is gone: handled like a 401. */
export const USER_MISSING_MESSAGE = '用户id不存在';
const DUPLICATE_MESSAGE = '重复请求已取消';
const TRACKER_IDLE_CLEAR_MS = 500;

export interface HttpHooks {
  getToken: () => string | undefined;
  getSessionId: () => string | undefined;
  onUnauthorized: () => void;
  notify: (message: string) => void;
  /** Settles when the backend can answer: the in-browser simulator starts while the first screen renders. */
  backendReady: Promise<unknown>;
}

const hooks: HttpHooks = {
  getToken: () => undefined,
  getSessionId: () => undefined,
  onUnauthorized: () => undefined,
  notify: () => undefined,
  backendReady: Promise.resolve(),
};

/** Whose requests these are: the token the next request will carry. */
export const currentToken = (): string | undefined => hooks.getToken();

/** The bootstrap hands the client its callbacks; the client never imports a machine. */
export function configureHttp(next: Partial<HttpHooks>): void {
  Object.assign(hooks, next);
}

/** A rejected call. `silent` ones were already handled (cancelled, 401, tolerated timeouts). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly silent = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The platform signs calls with the token header, not an XSRF cookie. Left on, axios reads its
 * XSRF-TOKEN cookie before every same-origin call, through the browser's asynchronous Cookie Store
 * where there is one: the call then leaves only once the main thread is free to take the answer,
 * after whatever long task is running (the session's first calls waited behind the shell's
 * evaluation; tests/e2e/session.spec.ts).
 */
export const http = axios.create({ baseURL: config.apiBase, timeout: 60_000, withXSRFToken: false });

const inFlight = new Set<string>();
let idleTimer: ReturnType<typeof setTimeout> | undefined;

function pathOf(cfg: AxiosRequestConfig): string {
  const raw = cfg.url ?? '';
  const withoutOrigin = raw.replace(/^https?:\/\/[^/]+/, '');
  return withoutOrigin.split('?')[0];
}

const matchesAny = (path: string, patterns: readonly RegExp[]) => patterns.some((p) => p.test(path));
const isAllowedWithoutToken = (path: string) => noTokenAllowed.some((p) => path === p || path.startsWith(`${p}/`));

/** One request's identity: duplicates in flight are refused by it, and src/api/requestCache.ts keys answers by it. */
export function requestKey(cfg: AxiosRequestConfig): string {
  const body = cfg.data instanceof FormData ? '[form]' : JSON.stringify(cfg.data ?? null);
  return `${(cfg.method ?? 'get').toLowerCase()} ${pathOf(cfg)} ${JSON.stringify(cfg.params ?? null)} ${body}`;
}

function release(cfg: InternalAxiosRequestConfig | undefined): void {
  if (cfg?.dedupeKey) inFlight.delete(cfg.dedupeKey);
  clearTimeout(idleTimer);
  // Safety net for keys an adapter never settled: once idle, start afresh.
  idleTimer = setTimeout(() => inFlight.clear(), TRACKER_IDLE_CLEAR_MS);
}

http.interceptors.request.use((cfg) => {
  const path = pathOf(cfg);
  const token = hooks.getToken();
  const sessionId = hooks.getSessionId();
  if (token) cfg.headers.set(TOKEN_HEADER, token);
  if (sessionId) cfg.headers.set(SESSION_HEADER, sessionId);
  if (!token && !isAllowedWithoutToken(path)) {
    throw new axios.CanceledError(NOT_LOGGED_IN);
  }
  if (!matchesAny(path, duplicateExempt)) {
    const key = requestKey(cfg);
    if (inFlight.has(key)) throw new axios.CanceledError(DUPLICATE_MESSAGE);
    inFlight.add(key);
    cfg.dedupeKey = key;
  }
  if (matchesAny(path, bigNumberPaths)) {
    cfg.transformResponse = [
      (data: unknown): unknown => (typeof data === 'string' && data ? parseBigJson<unknown>(data) : data),
    ];
  }
  return cfg;
});

interface WireBody {
  code?: number;
  data?: unknown;
  msg?: string;
  message?: string;
}

const isEnvelope = (body: unknown): body is WireBody => typeof body === 'object' && body !== null && 'code' in body;

function reject(message: string, code: number, silent: boolean, notify: boolean): Promise<never> {
  if (notify && !silent) hooks.notify(message);
  return Promise.reject(new ApiError(message, code, silent));
}

function onResponse(response: AxiosResponse): AxiosResponse | Promise<never> {
  release(response.config);
  const type = response.config.responseType;
  if (type === 'blob' || type === 'arraybuffer' || type === 'stream') return response;
  const body: unknown = response.data;
  if (!isEnvelope(body)) return response;
  if (body.code === 200) {
    response.data = body.data;
    return response;
  }
  const message = body.msg || body.message || FALLBACK_MESSAGE;
  if (message.includes(USER_MISSING_MESSAGE)) {
    hooks.onUnauthorized();
    return reject(message, body.code ?? 500, true, false);
  }
  return reject(message, body.code ?? 500, Boolean(response.config.silent), true);
}

function onError(error: unknown): Promise<never> {
  if (axios.isCancel(error)) {
    return reject((error as Error).message || NOT_LOGGED_IN, 0, true, false);
  }
  const err = error as AxiosError<WireBody>;
  release(err.config);
  const status = err.response?.status ?? 0;
  if (status === 401) {
    hooks.onUnauthorized();
    return reject(EXPIRED_MESSAGE, 401, true, false);
  }
  const timedOut = status === 504 || err.code === 'ECONNABORTED' || err.code === 'ETIMEDOUT';
  if (timedOut && err.config && matchesAny(pathOf(err.config), silentTimeoutPaths)) {
    return reject(FALLBACK_MESSAGE, status, true, false);
  }
  const message = err.response?.data?.msg || err.response?.data?.message || FALLBACK_MESSAGE;
  return reject(message, status, Boolean(err.config?.silent), true);
}

// Registered after the request interceptor above, so it runs before it: no call leaves, and no
// duplicate is counted, until the backend is up.
http.interceptors.request.use(async (cfg) => {
  await hooks.backendReady;
  return cfg;
});

http.interceptors.response.use(onResponse, onError);

/** The message to show for any rejection, whatever threw it. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError || error instanceof Error) return error.message || FALLBACK_MESSAGE;
  return FALLBACK_MESSAGE;
}

export const isSilent = (error: unknown): boolean => error instanceof ApiError && error.silent;

/** The token and guest-session headers, for calls made outside axios (src/api/stream.ts). */
export function credentialHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = hooks.getToken();
  const sessionId = hooks.getSessionId();
  if (token) headers[TOKEN_HEADER] = token;
  if (sessionId) headers[SESSION_HEADER] = sessionId;
  return headers;
}

/** The same 401 path as the interceptor, for calls made outside axios. */
export function reportUnauthorized(): void {
  hooks.onUnauthorized();
}
