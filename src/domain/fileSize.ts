/** Upload progress of a knowledge file: what the bar shows while the bytes go out. */

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
