/**
 * The simulator's streamed answers, as the chat gateway sends them: `text/event-stream`, one
 * `data: {"delta":…}` event per chunk, `data: [DONE]` at the end; an aborted request ends the
 * stream. Chunk sizes are worked out by hand from the rule "2 + the first character's code mod 3".
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkText, streamResponse } from '../../../../mocks/rules/stream';

afterEach(() => vi.useRealTimers());

/** Every event the body carries, in order, until it closes. */
async function eventsOf(response: Response): Promise<string[]> {
  return (await response.text()).split('\n\n').filter(Boolean);
}

describe('chunks', () => {
  it('cuts 2 to 4 characters by the first one, and never carries a line break into the next line', () => {
    // 'a' is 97 (3 characters), 'd' 100 (3), 'b' 98 (4), '中' 20013 (2), 'x' 120 (2).
    expect(chunkText('abcdef')).toEqual(['abc', 'def']);
    expect(chunkText('a\nbcde')).toEqual(['a\n', 'bcde']);
    expect(chunkText('中文回答')).toEqual(['中文', '回答']);
    expect(chunkText('x')).toEqual(['x']);
    expect(chunkText('')).toEqual([]);
    expect(chunkText('\n\n')).toEqual(['\n', '\n']);
  });
});

describe('streamed answer', () => {
  it('sends one delta event per chunk, then [DONE], as an uncached event stream', async () => {
    const answer = streamResponse(['你好', '，世界'], { delayMs: 0 });
    expect(answer.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await eventsOf(answer)).toEqual(['data: {"delta":"你好"}', 'data: {"delta":"，世界"}', 'data: [DONE]']);
  });

  it('sends the trailer last before [DONE]', async () => {
    const answer = streamResponse(['好'], { delayMs: 0, trailer: { usage: { tokensOut: 1 } } });
    expect(await eventsOf(answer)).toEqual(['data: {"delta":"好"}', 'data: {"usage":{"tokensOut":1}}', 'data: [DONE]']);
  });

  it('fails after the chunks it was told to send, with the error as the last event and no [DONE]', async () => {
    const answer = streamResponse(['一', '二', '三'], { delayMs: 0, error: { message: '模型服务异常', after: 1 } });
    expect(await eventsOf(answer)).toEqual(['data: {"delta":"一"}', 'data: {"error":"模型服务异常"}']);
    const atOnce = streamResponse(['一'], { delayMs: 0, error: { message: '模型服务异常', after: 0 } });
    expect(await eventsOf(atOnce)).toEqual(['data: {"error":"模型服务异常"}']);
  });

  it('sends nothing more once the request is aborted, and ends the stream', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await eventsOf(streamResponse(['一', '二'], { delayMs: 0, signal: controller.signal }))).toEqual([]);
    // An answer with nothing to send ends the same way: no [DONE] for an aborted request.
    expect(
      await eventsOf(streamResponse([], { delayMs: 0, signal: controller.signal, trailer: { usage: 1 } })),
    ).toEqual([]);
  });

  it('waits the pause before each chunk, and an abort during a pause ends the stream at once', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const reader = streamResponse(['一', '二'], { delayMs: 1_000, signal: controller.signal }).body!.getReader();
    const first = reader.read();
    let arrived = false;
    void first.then(() => (arrived = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(arrived).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(new TextDecoder().decode((await first).value)).toBe('data: {"delta":"一"}\n\n');
    const next = reader.read();
    controller.abort();
    expect(await next).toEqual({ done: true, value: undefined });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits 35 ms a chunk unless told otherwise', async () => {
    vi.useFakeTimers();
    const reader = streamResponse(['一']).body!.getReader();
    let arrived = false;
    const first = reader.read().then((r) => ((arrived = true), r));
    await vi.advanceTimersByTimeAsync(34);
    expect(arrived).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await first).done).toBe(false);
  });

  it('stops writing when the reader cancels', async () => {
    vi.useFakeTimers();
    const reader = streamResponse(['一', '二'], { delayMs: 10 }).body!.getReader();
    const first = reader.read();
    await vi.advanceTimersByTimeAsync(10);
    expect((await first).done).toBe(false);
    await reader.cancel();
    // Had the stream gone on writing or closing after the cancel, the controller would throw here.
    await vi.advanceTimersByTimeAsync(50);
    expect(vi.getTimerCount()).toBe(0);
  });
});
