import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { streamChat } from '../../../src/api/chat';
import { runPlayground, type PlaygroundCallBody } from '../../../src/api/playground';
import { ApiError } from '../../../src/api/http';
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
    const actor = createActor(chatMachine, { input: { params: { chunkDelayMs: 0, scenario: 'targetSearch' } } }).start();
    actor.send({ type: 'CHAT.SEND', text: '搜索走失老人' });
    const done = await waitFor(actor, (s) => s.matches('idle') && s.context.messages.length === 2, { timeout: 30_000 });
    expect(done.context.messages[1]).toMatchObject({
      status: 'done',
      content: composeAnswer({ scenario: 'targetSearch', prompt: '搜索走失老人' }),
    });
  });
});

describe('the playground’s streamed call against the simulator', () => {
  const call: PlaygroundCallBody = { model: 'qwen-max', systemPrompt: '你是电力巡检助手', prompt: '绝缘子表面有黑色痕迹，请分析', temperature: 0.7, topP: 1, maxTokens: 1024, stop: [] };

  it('streams the answer and resolves with the usage the stream ends with', async () => {
    storeToken(await loginAs('dev_ent'));
    const deltas: string[] = [];
    const usage = await runPlayground({ ...call, chunkDelayMs: 0 } as PlaygroundCallBody, { onDelta: (t) => deltas.push(t) });
    expect(deltas.length).toBeGreaterThan(5);
    // The simulator counts one token per character written, and the answer ran to its end.
    expect(usage).toMatchObject({ tokensOut: deltas.join('').length, finishReason: 'stop' });
  });
});
