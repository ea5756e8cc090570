import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { url } from '../../mocks/rules/respond';
import { paths } from '../../src/api/paths';

const encoder = new TextEncoder();
const event = (data: string) => encoder.encode(`data: ${data}\n\n`);

/**
 * Stands in for a stream endpoint (the chat's by default) and writes only what the test tells it
 * to, one request after another: words, the end, or the gateway's error. It also says when the
 * page let go of the current stream (stopped reading, aborted), and keeps each request's body.
 */
export function holdChatStreams(path: string = paths.chat.stream) {
  const streams: { writer?: ReadableStreamDefaultController<Uint8Array>; released: boolean; body?: unknown }[] = [];
  server.use(
    http.post(url(path), async ({ request }) => {
      const stream: (typeof streams)[number] = { released: false, body: await request.clone().json() };
      streams.push(stream);
      request.signal.addEventListener('abort', () => void (stream.released = true));
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => void (stream.writer = controller),
        cancel: () => void (stream.released = true),
      });
      return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
    }),
  );
  const current = () => streams.at(-1);
  return {
    /** Requests the page has made so far (each one has its writer once the stream started). */
    asked: () => streams.filter((s) => s.writer).length,
    released: () => Boolean(current()?.released),
    /** What each request sent, in order. */
    bodies: () => streams.map((s) => s.body),
    write: (delta: string) => current()?.writer?.enqueue(event(JSON.stringify({ delta }))),
    /** Any other event, such as the playground's closing `{ usage }`. */
    send: (data: Record<string, unknown>) => current()?.writer?.enqueue(event(JSON.stringify(data))),
    end: () => {
      current()?.writer?.enqueue(event('[DONE]'));
      current()?.writer?.close();
    },
    fail: (message: string) => {
      current()?.writer?.enqueue(event(JSON.stringify({ error: message })));
      current()?.writer?.close();
    },
  };
}
