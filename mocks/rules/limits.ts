/**
 * Abuse limits, as the platform enforces them: an account locks after repeated wrong passwords,
 * and calls anyone can repeat for free (invitation-code applications, guest sessions) are
 * rate-limited. Counters live in the `throttle` table on the simulated clock, so a reset clears
 * them and tests move past a lock with `advanceClock` instead of waiting.
 */
import { tables, type ThrottleRow } from '../db/models';
import { clientAddress } from '../serverHeaders';
import { MINUTE, now } from './clock';
import { jsonResponse } from './respond';

export { clientAddress };

export interface Limit {
  /** Calls (or failures) allowed in one window. */
  max: number;
  windowMs: number;
  /** How long the key is refused once `max` is reached; until the window closes when absent. */
  blockMs?: number;
}

export const LOGIN_LOCK: Limit = { max: 5, windowMs: 15 * MINUTE, blockMs: 15 * MINUTE };
export const INVITATION_APPLY_LIMIT: Limit = { max: 3, windowMs: 60 * MINUTE };
export const GUEST_SESSION_LIMIT: Limit = { max: 20, windowMs: 10 * MINUTE };

const minutesLeft = (ms: number): number => Math.max(1, Math.ceil(ms / MINUTE));

export const limitMessages = {
  loginLocked: (ms: number) => `密码错误次数过多，账号已锁定，请${minutesLeft(ms)}分钟后再试`,
  tooFrequent: (ms: number) => `操作过于频繁，请${minutesLeft(ms)}分钟后再试`,
} as const;

/** The key's counter as of now: a closed window starts afresh. */
function current(key: string, limit: Limit): ThrottleRow {
  const row = tables.throttle.get(key);
  const time = now();
  if (row && (row.blockedUntil > time || time - row.windowStart < limit.windowMs)) return row;
  return { id: key, hits: 0, windowStart: time, blockedUntil: 0 };
}

async function store(row: ThrottleRow): Promise<void> {
  if (tables.throttle.get(row.id)) await tables.throttle.patch(row.id, row);
  else await tables.throttle.insert(row);
}

/** Milliseconds the key is still refused for; 0 when it is not. */
export function blockedFor(key: string): number {
  const row = tables.throttle.get(key);
  return row ? Math.max(0, row.blockedUntil - now()) : 0;
}

/**
 * Counts one call (or one failure) against `limit`. Returns how long the key is now refused:
 * 0 while within the limit, the block's length once this call reached or passed it.
 */
export async function count(key: string, limit: Limit): Promise<number> {
  const row = current(key, limit);
  const time = now();
  if (row.blockedUntil > time) return row.blockedUntil - time;
  const hits = row.hits + 1;
  const reached = limit.blockMs === undefined ? hits > limit.max : hits >= limit.max;
  const blockedUntil = reached
    ? limit.blockMs === undefined
      ? row.windowStart + limit.windowMs
      : time + limit.blockMs
    : 0;
  await store({ ...row, hits, blockedUntil });
  return reached ? blockedUntil - time : 0;
}

export function forget(key: string): void {
  tables.throttle.remove(key);
}

/** HTTP 429 with the platform envelope and Retry-After in whole seconds. */
export function tooManyRequests(message: string, retryAfterMs: number): Response {
  return jsonResponse(
    { code: 429, msg: message, data: null },
    { status: 429, headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) } },
  );
}
