/** The gateway's price of a call with a cached prompt, and the message content it reads. */
import { describe, expect, it } from 'vitest';
import {
  CACHED_INPUT_RATIO,
  cachedCallCostCents,
  isRefusal,
  requestFromOpenAi,
  tokenPrices,
  type OpenAiCall,
} from '../../../../mocks/rules/gateway';
import type { ModelDetail } from '../../../../src/domain/types/model.types';

const priced = { pricing: { input: 4, output: 12 } } as ModelDetail;

describe('a call with part of its prompt cached', () => {
  it('pays a tenth of the input price for the cached tokens', () => {
    expect(CACHED_INPUT_RATIO).toBe(0.1);
    expect(tokenPrices(priced)).toEqual({ input: 4, cachedInput: 0.4, output: 12 });
  });

  it('costs the uncached prompt, the cached prompt and the output at their prices, rounded up to the fen', () => {
    // (489 × 4 + 512 × 0.4 + 333 × 12) / 1000 = 6.1568 yuan → 616 fen.
    expect(cachedCallCostCents(priced, 1_001, 512, 333)).toBe(616);
    // (10 × 4 + 10 × 0.4 + 8 × 12) / 1000 = 0.14 yuan exactly: 14 fen, not 15 for the float error of 0.4.
    expect(cachedCallCostCents(priced, 20, 10, 8)).toBe(14);
  });
});

const read = (messages: unknown[], extra: Record<string, unknown> = {}) => {
  const call = requestFromOpenAi({ model: 'glm-4', messages, ...extra });
  if (isRefusal(call)) throw new Error(call.message);
  return call as OpenAiCall;
};

describe('the messages of an OpenAI-compatible call', () => {
  it('read a null content (an assistant turn that only called tools) as no text', () => {
    const call = read([
      { role: 'user', content: '你好' },
      { role: 'assistant', content: null },
      { role: 'user', content: '再说一遍' },
    ]);
    expect(call.transcript).toBe('user:你好\nassistant:\nuser:再说一遍');
    expect(call.req.prompt).toBe('再说一遍');
  });

  it('join the text parts, count the image parts, and refuse a part of any other kind', () => {
    const call = read([
      {
        role: 'user',
        content: [
          { type: 'text', text: '这是' },
          { type: 'image_url', image_url: { url: 'data:image/png;base64,AA' } },
          { type: 'text', text: '什么' },
        ],
      },
    ]);
    expect(call.req.prompt).toBe('这是什么');
    expect(call.images).toBe(1);
    for (const part of [{ type: 'text', text: 3 }, { type: 'audio' }, { text: '无类型' }, null])
      expect(requestFromOpenAi({ model: 'glm-4', messages: [{ role: 'user', content: [part] }] })).toMatchObject({
        status: 400,
        code: 'invalid_type',
        param: 'messages',
      });
  });

  it('ask for the usage chunk only on a stream that asks for it', () => {
    const messages = [{ role: 'user', content: '你好' }];
    expect(read(messages, { stream: true, stream_options: { include_usage: true } }).includeUsage).toBe(true);
    expect(read(messages, { stream: true, stream_options: { include_usage: 'yes' } }).includeUsage).toBe(false);
    expect(read(messages, { stream: true }).includeUsage).toBe(false);
    expect(read(messages, { stream: false, stream_options: { include_usage: true } }).includeUsage).toBe(false);
  });
});
