/**
 * A chat completion streamed as OpenAI streams it: server-sent events of `chat.completion.chunk`
 * objects — the role first, then the text a few tokens at a time, then the finish reason — and
 * `data: [DONE]`; with `include_usage` every chunk carries `usage: null` and one last chunk with
 * no choices carries the usage. The stream reports how much text reached the client, so a caller
 * that leaves mid-answer is billed for what it was sent.
 */
import { HttpResponse } from 'msw';
import type { ChatCompletionChunk, CompletionUsage, FinishReason } from '../../src/domain/types/gateway.types';
import { chunkText, DEFAULT_CHUNK_DELAY_MS, pause } from './stream';

export interface CompletionStreamInput {
  id: string;
  model: string;
  /** Unix seconds. */
  created: number;
  content: string;
  finishReason: FinishReason;
  /** The usage of the whole answer; sent when `includeUsage`. */
  usage: CompletionUsage;
  includeUsage: boolean;
  headers: Record<string, string>;
  signal?: AbortSignal;
  delayMs?: number;
  /** Called once: the text sent, and whether the client left before [DONE]. */
  onEnd: (delivered: string, disconnected: boolean) => Promise<void>;
}

const encoder = new TextEncoder();
const event = (data: unknown): Uint8Array =>
  encoder.encode(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);

export function completionStream(input: CompletionStreamInput): Response {
  const { id, model, created, includeUsage, signal, delayMs = DEFAULT_CHUNK_DELAY_MS } = input;
  const chunk = (
    delta: ChatCompletionChunk['choices'][number]['delta'],
    finish: FinishReason | null,
  ): ChatCompletionChunk => ({
    id,
    object: 'chat.completion.chunk',
    created,
    model,
    system_fingerprint: null,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
    ...(includeUsage ? { usage: null } : {}),
  });
  let cancelled = false;
  let delivered = '';
  let ended = false;
  const end = async (disconnected: boolean) => {
    if (ended) return;
    ended = true;
    await input.onEnd(delivered, disconnected);
  };
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const gone = () => cancelled || Boolean(signal?.aborted);
      const leave = async () => {
        await end(true);
        if (!cancelled) controller.close();
      };
      controller.enqueue(event(chunk({ role: 'assistant', content: '' }, null)));
      for (const piece of chunkText(input.content)) {
        await pause(delayMs, signal);
        if (gone()) return leave();
        controller.enqueue(event(chunk({ content: piece }, null)));
        delivered += piece;
      }
      await pause(delayMs, signal);
      if (gone()) return leave();
      controller.enqueue(event(chunk({}, input.finishReason)));
      if (includeUsage) controller.enqueue(event({ ...chunk({}, null), choices: [], usage: input.usage }));
      controller.enqueue(event('[DONE]'));
      await end(false);
      controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  return new HttpResponse(body, {
    headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', ...input.headers },
  });
}
