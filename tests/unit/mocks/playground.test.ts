import { describe, expect, it } from 'vitest';
import { paths, TOKEN_HEADER } from '../../../src/api/paths';
import type { CompareResult, PlaygroundUsage } from '../../../src/domain/types/playground.types';
import type { Page } from '../../../src/domain/types/common.types';
import type { UsageRequest } from '../../../src/domain/types/usage.types';
import { ORIGIN, loginAs, post, serveSimulatorPerTest } from './client';

serveSimulatorPerTest();

const body = {
  model: 'qwen-max',
  systemPrompt: '你是电力巡检助手',
  prompt: '绝缘子表面有黑色痕迹，请分析',
  temperature: 0.7,
  topP: 1,
  maxTokens: 1024,
  stop: [] as string[],
};

async function run(token: string, overrides: Record<string, unknown> = {}) {
  const response = await fetch(new URL(paths.playground.chat, ORIGIN), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token },
    body: JSON.stringify({ ...body, chunkDelayMs: 0, ...overrides }),
  });
  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream'))
    return { refused: (await response.json()) as { code: number; msg: string } };
  const events = (await response.text())
    .split('\n\n')
    .filter(Boolean)
    .map((e) => e.replace(/^data: /, ''));
  const parsed = events
    .filter((e) => e !== '[DONE]')
    .map((e) => JSON.parse(e) as { delta?: string; usage?: PlaygroundUsage });
  return {
    text: parsed.map((e) => e.delta ?? '').join(''),
    usage: parsed.at(-1)?.usage,
    done: events.at(-1) === '[DONE]',
    deltas: parsed.filter((e) => e.delta).length,
  };
}

describe('playground', () => {
  it('streams the answer, then its tokens, latency and cost', async () => {
    const token = await loginAs('dev_ent');
    const reply = await run(token);
    expect(reply.done).toBe(true);
    expect(reply.deltas).toBeGreaterThan(5);
    expect(reply.usage?.tokensOut).toBe(reply.text?.length);
    expect(reply.usage?.tokensIn).toBe(body.systemPrompt.length + body.prompt.length + 8);
    const expectedFen = Math.ceil(((reply.usage?.tokensIn ?? 0) * 0.02 + (reply.usage?.tokensOut ?? 0) * 0.06) / 10);
    expect(reply.usage?.cost).toBe(expectedFen / 100);
    expect(reply.usage?.latencyMs).toBeGreaterThan(200);
    expect(reply.usage?.finishReason).toBe('stop');
    // The same request answers the same: deterministic.
    expect(await run(token)).toEqual(reply);
  });

  it('cuts at max tokens and at a stop sequence', async () => {
    const token = await loginAs('dev_ent');
    const short = await run(token, { maxTokens: 10 });
    expect(short.text).toHaveLength(10);
    expect(short.usage?.finishReason).toBe('length');
    const full = (await run(token)).text ?? '';
    const stop = full.slice(20, 22);
    const stopped = await run(token, { stop: [stop] });
    expect(stopped.text).toBe(full.slice(0, full.indexOf(stop)));
  });

  it('refuses parameters out of range with a clear message', async () => {
    const token = await loginAs('dev_ent');
    expect((await run(token, { temperature: 2.5 })).refused).toMatchObject({
      code: 400,
      msg: 'temperature 须在 0 到 2 之间',
    });
    expect((await run(token, { topP: 1.5 })).refused?.msg).toBe('top_p 须在 0 到 1 之间');
    expect((await run(token, { maxTokens: 0 })).refused?.msg).toBe('max_tokens 须在 1 到 8192 之间');
    expect((await run(token, { model: 'qwen-vl-plus', maxTokens: 4096 })).refused?.msg).toBe(
      'max_tokens 不能超过该模型的最大输出长度 2048',
    );
    expect((await run(token, { stop: ['a', 'b', 'c', 'd', 'e'] })).refused?.msg).toBe('停止序列最多4个');
    expect((await run(token, { prompt: '  ' })).refused?.msg).toBe('请输入问题内容');
    expect((await run(token, { model: 'wanx-2.1' })).refused?.msg).toBe('模型 wanx-2.1 不支持对话调用');
  });

  it('compares one prompt on 2–3 models, each with its own tokens, latency and cost', async () => {
    const token = await loginAs('dev_ent');
    const models = ['qwen-max', 'deepseek-r1', 'sky-lite'];
    const { data } = await post<CompareResult[]>(paths.playground.compare, { ...body, models }, token);
    expect(data.map((r) => r.model)).toEqual(models);
    const answered = data.map((r) => ('usage' in r ? r : undefined));
    expect(answered.every(Boolean)).toBe(true);
    expect(new Set(answered.map((r) => r?.usage.latencyMs)).size).toBe(3);
    expect(answered[1]?.content.startsWith('先梳理问题的关键点')).toBe(true);
    expect((await post(paths.playground.compare, { ...body, models: ['qwen-max'] }, token)).msg).toBe(
      '对比模式请选择2到3个模型',
    );
    expect((await post(paths.playground.compare, { ...body, models: ['qwen-max', 'qwen-max'] }, token)).msg).toBe(
      '对比的模型不能重复',
    );
    expect((await post(paths.playground.compare, { ...body, models, temperature: -1 }, token)).msg).toBe(
      'temperature 须在 0 到 2 之间',
    );
    const mixed = await post<CompareResult[]>(
      paths.playground.compare,
      { ...body, models: ['qwen-max', 'gpt-9'] },
      token,
    );
    expect(mixed.data[1]).toEqual({ model: 'gpt-9', error: '模型不存在或已下线' });
  });

  it('keeps console calls in the usage log under the 调试台 app, without a key', async () => {
    const token = await loginAs('dev_ent');
    await run(token);
    const log = await post<Page<UsageRequest>>(
      paths.usage.requests,
      { start: '2026-11-01', end: '2026-11-01', groupBy: 'app', groupKey: 'playground', pageNum: 1, pageSize: 10 },
      token,
    );
    expect(log.data.records).toEqual([
      expect.objectContaining({
        appName: '调试台',
        keyId: '',
        keyName: '控制台（无密钥）',
        model: 'qwen-max',
        status: 200,
      }),
    ]);
  });
});
