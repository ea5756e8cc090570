/**
 * A real streamed answer, as the platform's chat gateway sends it: `text/event-stream` with
 * one `data: {"delta":"…"}` event per chunk, a pause between chunks, and `data: [DONE]` at
 * the end. The stream stops writing as soon as the client aborts (request.signal) or cancels.
 */
import { HttpResponse } from 'msw';

export interface StreamOptions {
  /** Pause before each chunk, in real milliseconds (tests pass 0). */
  delayMs?: number;
  /** The request's signal: an aborted request ends the stream at once. */
  signal?: AbortSignal;
  /** Fail with this message after `failAfter` chunks, as an upstream model error would. */
  error?: { message: string; after: number };
  /** One last event before [DONE] (the playground's `{ usage }`). */
  trailer?: Record<string, unknown>;
}

export const DEFAULT_CHUNK_DELAY_MS = 35;

const encoder = new TextEncoder();
const event = (data: string): Uint8Array => encoder.encode(`data: ${data}\n\n`);

/** Waits `ms`, or less when the request is aborted meanwhile. */
export const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal?.aborted) return resolve();
    // The listener goes away with its timer: a long answer must not pile listeners on one signal.
    const onAbort = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/**
 * Splits an answer into token-sized pieces (2-4 characters, whole lines kept apart) so it
 * reads like a model writing; deterministic for a given text.
 */
export function chunkText(text: string): string[] {
  const chunks: string[] = [];
  let i = 0;
  while (i < text.length) {
    const size = 2 + (text.charCodeAt(i) % 3);
    let piece = text.slice(i, i + size);
    const newline = piece.indexOf('\n');
    if (newline >= 0) piece = piece.slice(0, newline + 1);
    chunks.push(piece);
    i += piece.length;
  }
  return chunks;
}

export function streamResponse(
  textChunks: readonly string[],
  { delayMs = DEFAULT_CHUNK_DELAY_MS, signal, error, trailer }: StreamOptions = {},
): Response {
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const stopped = () => cancelled || Boolean(signal?.aborted);
      // An aborted request ends the stream; a cancelled one is already closed.
      const end = () => {
        if (!cancelled) controller.close();
      };
      for (let i = 0; i < textChunks.length; i += 1) {
        await pause(delayMs, signal);
        if (stopped()) return end();
        if (error && i === error.after) {
          controller.enqueue(event(JSON.stringify({ error: error.message })));
          controller.close();
          return;
        }
        controller.enqueue(event(JSON.stringify({ delta: textChunks[i] })));
      }
      if (stopped()) return end();
      if (trailer) controller.enqueue(event(JSON.stringify(trailer)));
      controller.enqueue(event('[DONE]'));
      controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  return new HttpResponse(body, {
    headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' },
  });
}
