/** Deterministic randomness: the same seed gives the same demo data and the same codes. */
export const SIMULATOR_SEED = 20261101;

export type Random = () => number;

/** mulberry32: tiny, fast and good enough for fixtures. */
export function mulberry32(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** A random stream tied to a purpose, so adding one kind of record never shifts another. */
export const randomFor = (purpose: string, seed = SIMULATOR_SEED): Random => mulberry32(seed ^ hashText(purpose));

export const intBetween = (random: Random, min: number, max: number): number =>
  min + Math.floor(random() * (max - min + 1));

export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];

export function digits(random: Random, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += String(Math.floor(random() * 10));
  return out;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function codeChars(random: Random, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += CODE_ALPHABET[Math.floor(random() * CODE_ALPHABET.length)];
  return out;
}
