import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { url } from '../../mocks/rules/respond';
import { paths } from '../../src/api/paths';

const encoder = new TextEncoder();
const event = (data: string) => encoder.encode(`data: ${data}\n\n`);

/**
 * Stands in for the chat stream endpoint and writes only what the test tells it to, one request
 * after another: words, the end, or the gateway's error. It also says when the page let go of
 * the current stream (stopped reading, aborted).
 */
export function holdChatStreams() {
  const streams: { writer?: ReadableStreamDefaultController<Uint8Array>; released: boolean }[] = [];
  server.use(
    http.post(url(paths.chat.stream), ({ request }) => {
      const stream: (typeof streams)[number] = { released: false };
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
    write: (delta: string) => current()?.writer?.enqueue(event(JSON.stringify({ delta }))),
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
