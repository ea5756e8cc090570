import type { AxiosRequestConfig } from 'axios';
import { currentToken, http, requestKey } from './http';

/**
 * Answers asked for ahead of their screen, keyed by the request itself (the key the HTTP client
 * dedupes by): a route prefetches its first screen's data with the session restore, and the
 * screen's identical request joins it, or its first render takes the answer already in. An answer
 * is handed over once and while fresh (asked for at most 10 s ago); the next identical request
 * asks the server. A failed prefetch is never handed over: the screen asks again, and its own
 * failure shows.
 */
const FRESH_MS = 10_000;

/** An API call the cache can key: its request, built from its arguments. */
export type Cached<A extends unknown[], T> = ((...args: A) => Promise<T>) & {
  readonly request: (...args: A) => AxiosRequestConfig;
};

/** Declares an API call by its request; called directly, it asks the server as any call does. */
export function cached<A extends unknown[], T>(request: (...args: A) => AxiosRequestConfig): Cached<A, T> {
  return Object.assign((...args: A) => send<T>(request(...args)), { request });
}

const send = <T>(config: AxiosRequestConfig) => http.request<T>(config).then((r) => r.data);

interface Entry {
  at: number;
  answer: Promise<unknown>;
  /** Once in: its value. */
  value?: { of: unknown };
  /** Asked for ahead (silently): its answer waits for a taker; a screen's own request has its taker. */
  ahead: boolean;
}
const entries = new Map<string, Entry>();

/** An answer is the signed-in user's own: after a sign-out or another sign-in the same request is another question. */
const keyOf = (config: AxiosRequestConfig) => `${currentToken() ?? ''} ${requestKey(config)}`;

/** Forgets every answer asked for ahead and every request on its way (each test starts from none). */
export const clearRequestCache = () => entries.clear();

/** The entry for `key` if it is fresh; a stale one is dropped. */
function fresh(key: string): Entry | undefined {
  const entry = entries.get(key);
  if (entry && Date.now() - entry.at > FRESH_MS) entries.delete(key);
  return entries.get(key);
}

function start(key: string, config: AxiosRequestConfig, ahead: boolean): Entry {
  const entry: Entry = { at: Date.now(), answer: send(ahead ? { ...config, silent: true } : config), ahead };
  entries.set(key, entry);
  const drop = () => void (entries.get(key) === entry && entries.delete(key));
  entry.answer.then((of) => (ahead ? (entry.value = { of }) : drop()), drop);
  return entry;
}

/**
 * Asks ahead for `fn(...args)` unless that request is already on its way or in; settles (never
 * rejects) once it is in or has failed.
 */
export function prefetch<A extends unknown[], T>(fn: Cached<A, T>, ...args: A): Promise<void> {
  const config = fn.request(...args);
  const key = keyOf(config);
  const entry = fresh(key) ?? start(key, config, true);
  return entry.answer.then(
    () => undefined,
    () => undefined,
  );
}

/**
 * `fn(...args)`: joins the identical request on its way, or takes its answer already in, else
 * asks the server. A prefetch that failed is asked again, by this request.
 */
export function query<A extends unknown[], T>(fn: Cached<A, T>, ...args: A): Promise<T> {
  const config = fn.request(...args);
  const key = keyOf(config);
  const entry = fresh(key);
  if (!entry) return start(key, config, false).answer as Promise<T>;
  if (entry.ahead) entries.delete(key);
  const answer = entry.answer as Promise<T>;
  return entry.ahead ? answer.catch(() => start(key, config, false).answer as Promise<T>) : answer;
}

/** The answer to `fn(...args)` if it is in and fresh, handed over once (a screen's first render). */
export function peek<A extends unknown[], T>(fn: Cached<A, T>, ...args: A): T | undefined {
  return take([keyOf(fn.request(...args))])?.[0] as T | undefined;
}

/** Whether the answers to all of `keys` are in and fresh (none are for no keys: nothing was asked). */
const allIn = (keys: string[]) => keys.length > 0 && keys.every((key) => fresh(key)?.value);

/** The answers to all of `keys` if every one is in and fresh, taken; else none is taken. */
function take(keys: string[]): unknown[] | undefined {
  if (!allIn(keys)) return undefined;
  const answers = keys.map((key) => entries.get(key)!.value!.of);
  for (const key of keys) entries.delete(key);
  return answers;
}

/** What a screen asks, as a list asks it: its answer, asked or taken already in. */
export interface Question<T> {
  /** Its requests' keys, as of now (a key names whose answer it is). */
  keys: () => string[];
  prefetch: () => Promise<void>;
  ask: () => Promise<T>;
  /** Its answer if every request it needs is in and fresh (all taken), else undefined (none taken). */
  peek: () => T | undefined;
}

/** `fn(...args)` as a question. */
export function question<A extends unknown[], T>(fn: Cached<A, T>, ...args: A): Question<T> {
  return {
    keys: () => [keyOf(fn.request(...args))],
    prefetch: () => prefetch(fn, ...args),
    ask: () => query(fn, ...args),
    peek: () => peek(fn, ...args),
  };
}

/** Several questions answered together, `combine`d: a screen that shows them all or none. */
export function questions<T extends unknown[], R>(
  parts: { [K in keyof T]: Question<T[K]> },
  combine: (...answers: T) => R,
): Question<R> {
  const all = parts as readonly Question<unknown>[];
  const keys = () => all.flatMap((part) => part.keys());
  return {
    keys,
    prefetch: () => Promise.all(all.map((part) => part.prefetch())).then(() => undefined),
    ask: () => Promise.all(all.map((part) => part.ask())).then((answers) => combine(...(answers as T))),
    peek: () => (allIn(keys()) ? combine(...(all.map((part) => part.peek()) as T)) : undefined),
  };
}

/** A question's answer changed by `f` (a page as the list keeps it). */
export function mapQuestion<T, R>(part: Question<T>, f: (answer: T) => R): Question<R> {
  return questions([part] as [Question<T>], f);
}
