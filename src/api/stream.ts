/**
 * Reader of the platform's streamed answers (`text/event-stream`): `data: {"delta":"…"}` per
 * chunk, `data: [DONE]` at the end, `data: {"error":"…"}` on a failure mid-stream. axios
 * cannot hand out a browser stream chunk by chunk, so this uses fetch with the same base URL,
 * credential headers and 401 path as src/api/http.ts.
 */
import { config } from '../config';
import {
  ApiError,
  EXPIRED_MESSAGE,
  FALLBACK_MESSAGE,
  NOT_LOGGED_IN,
  credentialHeaders,
  reportUnauthorized,
} from './http';
import { TOKEN_HEADER } from './paths';

export interface StreamOptions {
  onDelta: (text: string) => void;
  signal?: AbortSignal;
  /** The `{ usage }` event some streams end with (the playground's tokens, cost, latency). */
  onUsage?: (usage: unknown) => void;
}

interface StreamEvent {
  delta?: string;
  error?: string;
  usage?: unknown;
}

type EventHandlers = Pick<StreamOptions, 'onDelta' | 'onUsage'>;

interface Envelope {
  code?: number;
  msg?: string;
  message?: string;
}

const DONE = '[DONE]';

/** Relative paths resolve against the page, so the worker (and msw/node under jsdom) sees them. */
function endpoint(path: string): string {
  const base = typeof window === 'undefined' ? 'http://localhost' : window.location.href;
  return new URL(`${config.apiBase}${path}`, base).toString();
}

async function failureOf(response: Response): Promise<ApiError> {
  if (response.status === 401) {
    reportUnauthorized();
    return new ApiError(EXPIRED_MESSAGE, 401, true);
  }
  const body = (await response.json().catch(() => ({}))) as Envelope;
  return new ApiError(body.msg || body.message || FALLBACK_MESSAGE, body.code ?? response.status);
}

/** Returns true when the stream said it is done. */
function handleEvent(block: string, { onDelta, onUsage }: EventHandlers): boolean {
  const data = block
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(5).trimStart())
    .join('\n');
  if (!data) return false;
  if (data === DONE) return true;
  let event: StreamEvent;
  try {
    event = JSON.parse(data) as StreamEvent;
  } catch {
    return false; // a malformed line is skipped, as EventSource would
  }
  if (event.error) throw new ApiError(event.error, 500);
  if (event.delta) onDelta(event.delta);
  if (event.usage !== undefined) onUsage?.(event.usage);
  return false;
}

/**
 * POSTs `body` and feeds each delta to `onDelta`. Resolves at `[DONE]` (or when the stream
 * ends), quietly when aborted; rejects with an ApiError carrying the server's message.
 */
export async function streamPost(
  path: string,
  body: unknown,
  { onDelta, onUsage, signal }: StreamOptions,
): Promise<void> {
  const headers = credentialHeaders();
  if (!headers[TOKEN_HEADER]) throw new ApiError(NOT_LOGGED_IN, 0, true);
  let response: Response;
  try {
    response = await fetch(endpoint(path), {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify(body),
      signal,
    });
  } catch {
    if (signal?.aborted) return;
    throw new ApiError(FALLBACK_MESSAGE, 0);
  }
  const type = response.headers.get('content-type') ?? '';
  // A business refusal comes back as the usual JSON envelope, not as a stream.
  if (!response.ok || !type.includes('text/event-stream')) throw await failureOf(response);
  if (!response.body) return;
  const reader = response.body.getReader();
  // Not every fetch ties the body to the signal: cancel the reader ourselves so read() returns.
  const cancelOnAbort = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', cancelOnAbort, { once: true });
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done || signal?.aborted) break;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n/g, '\n');
      let cut = buffer.indexOf('\n\n');
      while (cut >= 0) {
        if (handleEvent(buffer.slice(0, cut), { onDelta, onUsage })) return;
        buffer = buffer.slice(cut + 2);
        cut = buffer.indexOf('\n\n');
      }
    }
    if (!signal?.aborted) handleEvent(buffer, { onDelta, onUsage });
  } catch (error) {
    if (signal?.aborted) return;
    if (error instanceof ApiError) throw error;
    throw new ApiError(FALLBACK_MESSAGE, 0);
  } finally {
    signal?.removeEventListener('abort', cancelOnAbort);
    reader.cancel().catch(() => undefined);
  }
}
