import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { server } from '../../../mocks/node';
import { streamChat } from '../../../src/api/chat';
import { runPlayground, type PlaygroundCallBody } from '../../../src/api/playground';
import { ApiError, configureHttp, EXPIRED_MESSAGE, FALLBACK_MESSAGE } from '../../../src/api/http';
import { streamPost } from '../../../src/api/stream';
import { chatMachine } from '../../../src/machines/chat';
import { storeToken } from '../../../src/machines/credentials';
import { composeAnswer } from '../../../mocks/rules/answers';
import { loginAs, serveSimulatorPerTest } from '../mocks/client';

serveSimulatorPerTest();

const ask = (content: string, params: Record<string, unknown> = {}) => ({
  messages: [{ role: 'user' as const, content }],
  params: { chunkDelayMs: 0, ...params },
});

describe('streamed chat against the simulator', () => {
  it('delivers the composed answer chunk by chunk', async () => {
    storeToken(await loginAs('dev_ent'));
    const deltas: string[] = [];
    await streamChat(ask('平台怎么计费？', { scenario: 'onlineAnswer' }), { onDelta: (t) => deltas.push(t) });
    expect(deltas.length).toBeGreaterThan(10);
    expect(deltas.join('')).toBe(composeAnswer({ scenario: 'onlineAnswer', prompt: '平台怎么计费？' }));
  });

  it('answers depend on the scenario and are deterministic per prompt', () => {
    const a = composeAnswer({ scenario: 'inspection', prompt: '绝缘子有黑色痕迹' });
    expect(a).toContain('巡检');
    expect(composeAnswer({ scenario: 'inspection', prompt: '绝缘子有黑色痕迹' })).toBe(a);
    expect(composeAnswer({ scenario: 'meetingMinutes', prompt: '下周上线' })).toContain('会议纪要');
    expect(composeAnswer({ scenario: 'onlineAnswer', prompt: 'Python 示例代码' })).toContain('```python');
    expect(composeAnswer({ scenario: 'persona', prompt: '介绍一下你自己', persona: 3 })).toContain('活泼可爱');
    expect(composeAnswer({ prompt: '你好', appName: '会议纪要助手' })).toContain('会议纪要助手');
  });

  it('stops writing when the request is aborted midway', async () => {
    storeToken(await loginAs('dev_ent'));
    const controller = new AbortController();
    const deltas: string[] = [];
    await streamChat(ask('用 Python 调用对话接口的示例代码', { chunkDelayMs: 5 }), {
      signal: controller.signal,
      onDelta: (t) => {
        deltas.push(t);
        if (deltas.length === 3) controller.abort();
      },
    });
    expect(deltas).toHaveLength(3);
  });

  it('rejects with the server message on a business error', async () => {
    storeToken(await loginAs('dev_ent'));
    const failure = streamChat(ask('   '), { onDelta: () => undefined });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(streamChat(ask('   '), { onDelta: () => undefined })).rejects.toThrow('请输入问题内容');
  });

  it('refuses a user without experience access', async () => {
    storeToken(await loginAs('trial_none'));
    await expect(streamChat(ask('你好'), { onDelta: () => undefined })).rejects.toThrow('无权限访问');
  });

  it('runs the default chat machine end to end', async () => {
    storeToken(await loginAs('dev_ent'));
    const actor = createActor(chatMachine, {
      input: { params: { chunkDelayMs: 0, scenario: 'targetSearch' } },
    }).start();
    actor.send({ type: 'CHAT.SEND', text: '搜索走失老人' });
    const done = await waitFor(actor, (s) => s.matches('idle') && s.context.messages.length === 2, { timeout: 30_000 });
    expect(done.context.messages[1]).toMatchObject({
      status: 'done',
      content: composeAnswer({ scenario: 'targetSearch', prompt: '搜索走失老人' }),
    });
  });
});

describe('the playground’s streamed call against the simulator', () => {
  const call: PlaygroundCallBody = {
    model: 'qwen-max',
    systemPrompt: '你是电力巡检助手',
    prompt: '绝缘子表面有黑色痕迹，请分析',
    temperature: 0.7,
    topP: 1,
    maxTokens: 1024,
    stop: [],
  };

  it('streams the answer and resolves with the usage the stream ends with', async () => {
    storeToken(await loginAs('dev_ent'));
    const deltas: string[] = [];
    const usage = await runPlayground({ ...call, chunkDelayMs: 0 } as PlaygroundCallBody, {
      onDelta: (t) => deltas.push(t),
    });
    expect(deltas.length).toBeGreaterThan(5);
    // The simulator counts one token per character written, and the answer ran to its end.
    expect(usage).toMatchObject({ tokensOut: deltas.join('').length, finishReason: 'stop' });
  });
});

/**
 * The wire format as the platform writes it (text/event-stream): `data: {"delta"}` blocks ending
 * in a blank line, `data: [DONE]` at the end, `data: {"error"}` on a failure, `{"usage"}` last.
 * Each chunk below is one read of the body, so the tests control where the network splits it.
 */
describe('reading the event stream', () => {
  const PATH = '/front/api/test/v1/stream';
  const encoder = new TextEncoder();

  /** `dropWhen`: the connection drops once it settles (the body may be read ahead of the reader). */
  function streamed(chunks: (string | Uint8Array)[], dropWhen?: Promise<void>) {
    let next = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (next < chunks.length) {
          const chunk = chunks[next++];
          controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
        } else if (dropWhen) {
          await dropWhen;
          controller.error(new Error('connection dropped'));
        } else controller.close();
      },
    });
    return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
  }

  function answering(response: () => Response) {
    const requests: Request[] = [];
    server.use(mock.post(`*${PATH}`, ({ request }) => (requests.push(request.clone()), response())));
    return requests;
  }

  async function read(options: { signal?: AbortSignal; withUsage?: boolean; afterDelta?: () => void } = {}) {
    const deltas: string[] = [];
    const usages: unknown[] = [];
    const onUsage = options.withUsage ? (u: unknown) => void usages.push(u) : undefined;
    const onDelta = (t: string) => {
      deltas.push(t);
      options.afterDelta?.();
    };
    const outcome = await streamPost(PATH, { prompt: '你好' }, { onDelta, onUsage, signal: options.signal }).then(
      () => 'resolved',
      (e: unknown) => e,
    );
    return { deltas, usages, outcome };
  }

  const event = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`;

  afterEach(() => configureHttp({ onUnauthorized: () => undefined }));

  it('asks the page’s own origin for an event stream, with the token and the JSON body', async () => {
    storeToken('tok-stream');
    const requests = answering(() => streamed([event({ delta: 'a' }), 'data: [DONE]\n\n']));
    await read();
    const [request] = requests;
    expect(new URL(request.url).origin).toBe(window.location.origin);
    expect([request.headers.get('token'), request.headers.get('content-type'), request.headers.get('accept')]).toEqual([
      'tok-stream',
      'application/json',
      'text/event-stream',
    ]);
    expect(await request.json()).toEqual({ prompt: '你好' });
  });

  it('delivers deltas in order, skips comments, other fields and malformed lines, and stops at [DONE]', async () => {
    storeToken('tok-stream');
    answering(() =>
      streamed([
        ': keep-alive\n\n',
        'event: message\nid: 1\n' + event({ delta: '你' }),
        'data:{"delta":"好"}\r\n\r\n',
        'data: not json\n\n',
        event({ usage: { tokensOut: 2 } }),
        'data: [DONE]\n\n',
        event({ delta: '多余' }),
      ]),
    );
    expect(await read({ withUsage: true })).toEqual({
      deltas: ['你', '好'],
      usages: [{ tokensOut: 2 }],
      outcome: 'resolved',
    });
  });

  it('splits events however the network cuts them, and reads a last event that has no blank line', async () => {
    storeToken('tok-stream');
    const word = encoder.encode(event({ delta: '巡检' }));
    const cut = word.indexOf(0xe5) + 1; // inside the first character's three bytes
    answering(() =>
      streamed([
        event({ delta: 'a' }) + event({ delta: 'b' }) + '\n\n' + event({ delta: 'c' }) + event({ delta: 'd' }),
        word.slice(0, cut),
        word.slice(cut),
        event({ usage: { tokensOut: 9 } }),
        'data: {"delta":"e"}',
      ]),
    );
    // No onUsage here (the chat screens pass none): the usage event is simply not delivered.
    expect(await read()).toEqual({ deltas: ['a', 'b', 'c', 'd', '巡检', 'e'], usages: [], outcome: 'resolved' });
  });

  it('rejects with the message of an error event, after the deltas before it', async () => {
    storeToken('tok-stream');
    answering(() => streamed([event({ delta: 'a' }), event({ error: '模型繁忙，请稍后重试' }), event({ delta: 'b' })]));
    const { deltas, outcome } = await read();
    expect(deltas).toEqual(['a']);
    expect(outcome).toBeInstanceOf(ApiError);
    expect(outcome).toMatchObject({ message: '模型繁忙，请稍后重试', code: 500 });
  });

  it('rejects with the fallback when the connection drops midway or never opens (SPEC section 8)', async () => {
    storeToken('tok-stream');
    let shown!: () => void;
    const afterFirst = new Promise<void>((resolve) => (shown = resolve));
    answering(() => streamed([event({ delta: 'a' })], afterFirst));
    const dropped = await read({ afterDelta: shown });
    expect(dropped.deltas).toEqual(['a']);
    expect(dropped.outcome).toMatchObject({ message: FALLBACK_MESSAGE, code: 0, silent: false });
    answering(() => HttpResponse.error());
    expect((await read()).outcome).toMatchObject({ message: FALLBACK_MESSAGE, code: 0, silent: false });
  });

  it('rejects a refusal answered instead of a stream with the server’s message and code', async () => {
    storeToken('tok-stream');
    answering(() => HttpResponse.json({ code: 403, msg: '无权限访问', data: null }));
    expect((await read()).outcome).toMatchObject({ message: '无权限访问', code: 403 });
    answering(() => new HttpResponse('Bad Gateway', { status: 502 }));
    expect((await read()).outcome).toMatchObject({ message: FALLBACK_MESSAGE, code: 502 });
  });

  it('hands a 401 to the session, silently, as the other calls do', async () => {
    storeToken('tok-stream');
    const onUnauthorized = vi.fn();
    configureHttp({ onUnauthorized });
    answering(() => HttpResponse.json({ code: 401, msg: 'expired' }, { status: 401 }));
    expect((await read()).outcome).toMatchObject({ message: EXPIRED_MESSAGE, code: 401, silent: true });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('sends nothing without a token, and says nothing when the caller aborted first', async () => {
    const requests = answering(() => streamed([event({ delta: 'a' })]));
    expect((await read()).outcome).toMatchObject({ message: '用户未登录', silent: true });
    storeToken('tok-stream');
    const controller = new AbortController();
    controller.abort();
    expect(await read({ signal: controller.signal })).toEqual({ deltas: [], usages: [], outcome: 'resolved' });
    expect(requests).toHaveLength(0);
  });
});
