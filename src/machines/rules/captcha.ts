/**
 * The self-contained slider captcha's proof. A real deployment swaps the adapter for the
 * platform's third-party captcha; the simulator verifies this format so demos and tests
 * exercise the same rule (a sign is good once, for a while, when the slider hit the gap).
 */
export const CAPTCHA_TOLERANCE = 6;
export const CAPTCHA_TRACK = 260;
export const CAPTCHA_MAX_AGE_MS = 5 * 60 * 1000;

function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** Where the gap sits for a challenge issued at `nonce` (pixels from the left). */
export function gapFor(nonce: string): number {
  return 80 + (fnv1a(nonce) % (CAPTCHA_TRACK - 120));
}

export function makeSign(nonce: string, position: number): string {
  const x = Math.round(position);
  return `v1.${nonce}.${x}.${fnv1a(`${nonce}.${x}`).toString(36)}`;
}

export type SignCheck = 'ok' | 'malformed' | 'missed' | 'expired';

export function checkSign(sign: string | undefined, now = Date.now()): SignCheck {
  const parts = (sign ?? '').split('.');
  if (parts.length !== 4 || parts[0] !== 'v1') return 'malformed';
  const [, nonce, xText, hash] = parts;
  const x = Number(xText);
  if (!Number.isFinite(x) || fnv1a(`${nonce}.${x}`).toString(36) !== hash) return 'malformed';
  const issued = Number(nonce.split('-')[0]);
  if (!Number.isFinite(issued) || now - issued > CAPTCHA_MAX_AGE_MS) return 'expired';
  return Math.abs(x - gapFor(nonce)) <= CAPTCHA_TOLERANCE ? 'ok' : 'missed';
}
