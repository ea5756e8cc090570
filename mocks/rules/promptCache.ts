/**
 * The gateway's prompt cache, as providers run it: a prompt that starts like one the same user
 * sent the same model a few minutes ago reuses the computed prefix, in whole blocks, and those
 * tokens are billed at the cached price. Like a real cache it lives in memory and is lost on a
 * restart; it ages by the simulator's clock.
 */
import { MINUTE, now } from './clock';

/** Tokens per cache block; a shorter shared prefix is not cached. */
export const CACHE_BLOCK = 32;
export const CACHE_TTL_MS = 5 * MINUTE;
const KEPT_PER_MODEL = 16;

const recent = new Map<string, { text: string; at: number }[]>();

const sharedPrefix = (a: string, b: string): number => {
  const max = Math.min(a.length, b.length);
  let i = 0;
  while (i < max && a.charCodeAt(i) === b.charCodeAt(i)) i += 1;
  return i;
};

/**
 * Prompt tokens of `transcript` found in the cache (a multiple of CACHE_BLOCK, one token a
 * character), and the prompt kept for the calls after it.
 */
export function cachedPrefixTokens(userId: string, model: string, transcript: string): number {
  const key = `${userId}\n${model}`;
  const at = now();
  const alive = (recent.get(key) ?? []).filter((p) => at - p.at < CACHE_TTL_MS);
  const longest = alive.reduce((best, p) => Math.max(best, sharedPrefix(p.text, transcript)), 0);
  recent.set(key, [{ text: transcript, at }, ...alive.filter((p) => p.text !== transcript)].slice(0, KEPT_PER_MODEL));
  return Math.floor(longest / CACHE_BLOCK) * CACHE_BLOCK;
}
