/** Sizes as the knowledge repository shows them (SPEC section 9): B, KB, MB, GB, base 1024. */
const UNITS = ['B', 'KB', 'MB', 'GB'] as const;
const BASE = 1024;

/**
 * `formatFileSize(1536)` → '1.5 KB'. Whole bytes stay whole; larger units keep up to two
 * decimals without trailing zeros; anything past GB stays in GB (no TB on this screen).
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  let value = bytes;
  let unit = 0;
  while (value >= BASE && unit < UNITS.length - 1) {
    value /= BASE;
    unit += 1;
  }
  const shown = unit === 0 ? String(Math.round(value)) : String(Number(value.toFixed(2)));
  return `${shown} ${UNITS[unit]}`;
}

/** Upload progress as a whole percentage; an unknown total counts as not started. */
export function percentOf(loaded: number, total: number): number {
  if (!total || total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

/**
 * axios reports upload progress over the whole multipart body (boundaries and part headers
 * included: a 91 B file is a ~288 B body). The bar shows the file's own bytes instead: the body's
 * fraction scaled to the file size, never past it, and exactly the file size once the body is sent.
 * Without a body total (some transports omit it) the sent bytes stand in, capped at the file size.
 */
export function fileBytesSent(bodyLoaded: number, bodyTotal: number | undefined, fileSize: number): number {
  const size = Math.max(0, fileSize);
  const loaded = Math.max(0, bodyLoaded);
  if (!bodyTotal || bodyTotal <= 0) return Math.min(size, loaded);
  if (loaded >= bodyTotal) return size;
  return Math.min(size, Math.floor((loaded / bodyTotal) * size));
}
