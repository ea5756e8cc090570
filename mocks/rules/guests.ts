/**
 * Guest sessions: the id a visitor who has not signed in is known by (analytics, guest
 * feedback). Ids are 128 random bits from the platform's CSPRNG, since holding one is all it
 * takes to read that guest's feedback; they expire like a login token does, and anyone can ask
 * for one, so creating them is rate-limited per client.
 */
import { SESSION_HEADER } from '../../src/api/paths';
import { tables } from '../db/models';
import { TOKEN_TTL_MS, randomHex } from './auth';
import { now } from './clock';
import { GUEST_SESSION_LIMIT, clientAddress, count, limitMessages, tooManyRequests } from './limits';

/** A guest session lives as long as a login token (SPEC section 9: 30 days). */
export const GUEST_SESSION_TTL_MS = TOKEN_TTL_MS;

/** `gs_` and 32 hex digits: 128 bits from crypto.getRandomValues, never Math.random. */
export const newGuestSessionId = (): string => `gs_${randomHex(16)}`;

const isLive = (createdAt: number): boolean => now() - createdAt < GUEST_SESSION_TTL_MS;

/** The session id if it names a guest session that has not expired. */
export function liveGuestSession(id: string | null | undefined): string | undefined {
  const row = id ? tables.guestSession.get(id) : undefined;
  return row && isLive(row.createdAt) ? row.id : undefined;
}

/**
 * The caller's guest session: the one its x-session-id header names while it lives, else a new
 * one (expired rows are swept as new ones are made). A Response when the client asks too often.
 */
export async function guestSessionFor(request: Request): Promise<string | Response> {
  const known = liveGuestSession(request.headers.get(SESSION_HEADER));
  if (known) return known;
  const wait = await count(`guest:${clientAddress(request)}`, GUEST_SESSION_LIMIT);
  if (wait > 0) return tooManyRequests(limitMessages.tooFrequent(wait), wait);
  tables.guestSession.removeWhere((row) => !isLive(row.createdAt));
  const id = newGuestSessionId();
  await tables.guestSession.insert({ id, createdAt: now() });
  return id;
}
