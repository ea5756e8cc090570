import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, configureHttp } from '../../../src/api/http';
import { streamPost } from '../../../src/api/stream';

/**
 * The stream reader against a fetch the test stands in for, so each test decides what the body
 * does: when it hands out the next piece, whether the caller's abort reaches it, and whether it is
 * cancelled. (The browser's fetch and msw/node's differ here; the reader must behave the same.)
 */
const PATH = '/front/api/test/v1/stream';
const encoder = new TextEncoder();

interface Body {
  stream: ReadableStream<Uint8Array>;
  /** Settles when the reader asks for a piece past the given ones (the server has sent nothing more yet). */
  waiting: Promise<void>;
  /** Whether the reader cancelled the body (the connection is let go). */
  cancelled: () => boolean;
}

/** A body that hands out `pieces` one read at a time, then keeps the connection open. */
function openBody(pieces: string[], onWait?: (controller: ReadableStreamDefaultController<Uint8Array>) => void): Body {
  let next = 0;
  let cancelled = false;
  let waited!: () => void;
  const waiting = new Promise<void>((resolve) => (waited = resolve));
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (next < pieces.length) {
          controller.enqueue(encoder.encode(pieces[next++]));
          return;
        }
        onWait?.(controller);
        waited();
        return new Promise<void>(() => undefined);
      },
      cancel() {
        cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, waiting, cancelled: () => cancelled };
}

const eventStream = (body: BodyInit | null) =>
  new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });

let requested: string[];

function fetchAnswering(response: (init: RequestInit) => Response) {
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      requested.push(url);
      return Promise.resolve(response(init));
    }),
  );
}

function read(signal?: AbortSignal) {
  const deltas: string[] = [];
  const outcome = streamPost(PATH, { prompt: '你好' }, { onDelta: (t) => void deltas.push(t), signal }).then(
    () => 'resolved',
    (e: unknown) => e,
  );
  return { deltas, outcome };
}

beforeEach(() => configureHttp({ getToken: () => 'tok-stream', getSessionId: () => undefined }));
afterEach(() => void vi.unstubAllGlobals());

describe('a stream answer with no body', () => {
  it('resolves with nothing written, as an empty answer', async () => {
    fetchAnswering(() => eventStream(null));
    const { deltas, outcome } = read();
    expect(await outcome).toBe('resolved');
    expect(deltas).toEqual([]);
  });
});

describe('stopping a stream (the user’s 停止)', () => {
  it('ends the read at once even when the fetch does not tie the body to the signal, and lets the connection go', async () => {
    const body = openBody([`data: {"delta":"甲"}\n\n`]);
    fetchAnswering(() => eventStream(body.stream));
    const controller = new AbortController();
    const { deltas, outcome } = read(controller.signal);
    await body.waiting;
    controller.abort();
    expect(await outcome).toBe('resolved');
    expect(deltas).toEqual(['甲']);
    expect(body.cancelled()).toBe(true);
  });

  it('shows nothing more after the stop, not even an event the network had half delivered', async () => {
    // The last piece lacks its blank line: without the stop, it would be read when the stream ends.
    const body = openBody([`data: {"delta":"甲"}\n\n`, `data: {"delta":"乙"}`]);
    fetchAnswering(() => eventStream(body.stream));
    const controller = new AbortController();
    const { deltas, outcome } = read(controller.signal);
    await body.waiting;
    controller.abort();
    expect(await outcome).toBe('resolved');
    expect(deltas).toEqual(['甲']);
  });

  it('says nothing when the fetch fails the body on the stop, as a browser’s does', async () => {
    let failBody!: () => void;
    const body = openBody(
      [`data: {"delta":"甲"}\n\n`],
      (c) => (failBody = () => c.error(new DOMException('The operation was aborted.', 'AbortError'))),
    );
    // Registered with the fetch, before the reader's own listener: the body fails first.
    fetchAnswering((init) => (init.signal?.addEventListener('abort', () => failBody()), eventStream(body.stream)));
    const controller = new AbortController();
    const { deltas, outcome } = read(controller.signal);
    await body.waiting;
    controller.abort();
    expect(await outcome).toBe('resolved');
    expect(deltas).toEqual(['甲']);
  });
});

describe('the end of a stream', () => {
  it('lets the connection go at [DONE], whatever the server would still send', async () => {
    const body = openBody([`data: {"delta":"甲"}\n\ndata: [DONE]\n\n`]);
    fetchAnswering(() => eventStream(body.stream));
    const { deltas, outcome } = read();
    expect(await outcome).toBe('resolved');
    expect(deltas).toEqual(['甲']);
    expect(body.cancelled()).toBe(true);
  });
});

describe('an event’s data over several lines', () => {
  it('is joined with a newline, as EventSource joins it: a string cut across lines is malformed and skipped', async () => {
    const body = openBody([
      `data: {"delta":\ndata: "整句"}\n\n`,
      `data: {"delta":"半\ndata: 句"}\n\n`,
      'data: [DONE]\n\n',
    ]);
    fetchAnswering(() => eventStream(body.stream));
    const { deltas, outcome } = read();
    expect(await outcome).toBe('resolved');
    expect(deltas).toEqual(['整句']);
  });
});

describe('outside a browser page (no window)', () => {
  it('asks the local origin for the stream', async () => {
    vi.stubGlobal('window', undefined);
    fetchAnswering(() => eventStream(openBody([`data: {"delta":"甲"}\n\ndata: [DONE]\n\n`]).stream));
    const { deltas, outcome } = read();
    const result = await outcome;
    expect(result).not.toBeInstanceOf(ApiError);
    expect(deltas).toEqual(['甲']);
    expect(new URL(requested[0]).origin).toBe('http://localhost');
    expect(new URL(requested[0]).pathname).toMatch(new RegExp(`${PATH}$`));
  });
});
