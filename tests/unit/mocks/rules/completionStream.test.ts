/** A chat completion streamed as OpenAI streams it, read as a client reads it. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { completionStream, type CompletionStreamInput } from '../../../../mocks/rules/completionStream';
import { chunkText } from '../../../../mocks/rules/stream';
import type { ChatCompletionChunk } from '../../../../src/domain/types/gateway.types';

afterEach(() => vi.useRealTimers());

const usage = {
  prompt_tokens: 12,
  completion_tokens: 9,
  total_tokens: 21,
  prompt_tokens_details: { cached_tokens: 0 },
};
const content = '你好，我是模型。\n有什么可以帮你？';

function streamed(over: Partial<CompletionStreamInput> = {}) {
  const ends: Array<[string, boolean]> = [];
  const response = completionStream({
    id: 'chatcmpl-1',
    model: 'glm-4',
    created: 1_700_000_000,
    content,
    finishReason: 'stop',
    usage,
    includeUsage: false,
    headers: { 'x-request-id': 'req-1' },
    delayMs: 0,
    onEnd: (delivered, disconnected) => {
      ends.push([delivered, disconnected]);
      return Promise.resolve();
    },
    ...over,
  });
  return { response, ends };
}

/** The events' data in order, each checked to be an SSE `data:` line. */
const dataOf = (body: string): string[] =>
  body
    .split('\n\n')
    .filter(Boolean)
    .map((event) => {
      expect(event.startsWith('data: ')).toBe(true);
      return event.slice('data: '.length);
    });

/** The chunks of a stream, [DONE] left out. */
const chunksOf = (body: string): ChatCompletionChunk[] =>
  dataOf(body)
    .filter((data) => data !== '[DONE]')
    .map((data) => JSON.parse(data) as ChatCompletionChunk);

describe('a streamed chat completion', () => {
  it('is an event stream, not cached, with the call’s own headers', () => {
    const { response } = streamed();
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('x-request-id')).toBe('req-1');
  });

  it('sends the role, then the text a few tokens at a time, then the finish reason and [DONE]; reports all of it sent', async () => {
    const { response, ends } = streamed();
    const body = await response.text();
    expect(dataOf(body).at(-1)).toBe('[DONE]');
    const all = chunksOf(body);
    const base = { id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1_700_000_000, model: 'glm-4' };
    expect(all[0]).toEqual({
      ...base,
      system_fingerprint: null,
      choices: [{ index: 0, delta: { role: 'assistant', content: '' }, logprobs: null, finish_reason: null }],
    });
    const pieces = all.slice(1, -1);
    expect(pieces.map((c) => c.choices[0].delta)).toEqual(chunkText(content).map((piece) => ({ content: piece })));
    expect(pieces.length).toBeGreaterThan(1);
    for (const chunk of pieces) expect(chunk).toMatchObject({ ...base, choices: [{ finish_reason: null }] });
    expect(all.at(-1)).toMatchObject({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
    for (const chunk of all) expect(chunk).not.toHaveProperty('usage');
    expect(ends).toEqual([[content, false]]);
  });

  it('with include_usage: usage null on every chunk, then one last chunk with no choices carrying it', async () => {
    const { response } = streamed({ includeUsage: true, finishReason: 'length' });
    const body = await response.text();
    expect(dataOf(body).at(-1)).toBe('[DONE]');
    const all = chunksOf(body);
    for (const chunk of all.slice(0, -1)) expect(chunk.usage).toBeNull();
    expect(all.at(-2)?.choices[0].finish_reason).toBe('length');
    expect(all.at(-1)).toMatchObject({ object: 'chat.completion.chunk', choices: [], usage });
  });

  // The pause between pieces is a timer: fake timers let exactly two pieces out before the client goes.
  it('stops writing when the client leaves, and reports the text it had sent, once', async () => {
    vi.useFakeTimers();
    const leave = new AbortController();
    const { response, ends } = streamed({ signal: leave.signal, delayMs: 1_000 });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let read = decoder.decode((await reader.read()).value);
    for (let i = 0; i < 2; i += 1) {
      await vi.advanceTimersByTimeAsync(1_000);
      read += decoder.decode((await reader.read()).value);
    }
    leave.abort();
    for (let next = await reader.read(); !next.done; next = await reader.read()) read += decoder.decode(next.value);
    const [first, second] = chunkText(content);
    expect(read).not.toContain('[DONE]');
    expect(chunksOf(read).map((c) => c.choices[0].delta)).toEqual([
      { role: 'assistant', content: '' },
      { content: first },
      { content: second },
    ]);
    expect(ends).toEqual([[first + second, true]]);
  });

  it('sends no finish when the client leaves after the last piece of text, and reports a disconnection', async () => {
    vi.useFakeTimers();
    const leave = new AbortController();
    const { response, ends } = streamed({ signal: leave.signal, delayMs: 1_000 });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let read = decoder.decode((await reader.read()).value);
    for (let i = 0; i < chunkText(content).length; i += 1) {
      await vi.advanceTimersByTimeAsync(1_000);
      read += decoder.decode((await reader.read()).value);
    }
    leave.abort();
    for (let next = await reader.read(); !next.done; next = await reader.read()) read += decoder.decode(next.value);
    expect(chunksOf(read).every((c) => c.choices[0].finish_reason === null)).toBe(true);
    expect(read).not.toContain('[DONE]');
    expect(ends).toEqual([[content, true]]);
  });

  it('stops when the reader cancels the body, reporting a disconnection', async () => {
    vi.useFakeTimers();
    const { response, ends } = streamed({ delayMs: 1_000 });
    const reader = response.body!.getReader();
    await reader.read();
    await vi.advanceTimersByTimeAsync(1_000);
    await reader.read();
    await reader.cancel();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(ends).toEqual([[chunkText(content)[0], true]]);
  });
});
