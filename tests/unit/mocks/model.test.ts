import { describe, expect, it } from 'vitest';
import type { Page } from '../../../src/domain/types/common.types';
import type { ModelDetail, ModelSummary } from '../../../src/domain/types/model.types';
import { paths, TOKEN_HEADER } from '../../../src/api/paths';
import { AUDIO_TYPE_MESSAGE } from '../../../src/domain/experience';
import { MODEL_NOT_FOUND } from '../../../mocks/handlers/model';
import { PARAM_OUT_OF_RANGE, QUESTION_REQUIRED, UNKNOWN_MODEL } from '../../../mocks/handlers/chat';
import { modelCatalogue } from '../../../mocks/seed/models';
import { advanceClock, DAY } from '../../../mocks/node';
import { get, loginAs, ORIGIN, serveSimulatorPerTest } from './client';

serveSimulatorPerTest();

const list = async (token: string, query: Record<string, string | number> = {}) =>
  (await get<Page<ModelSummary>>(paths.model.list, token, { pageNum: 1, pageSize: 50, ...query })).data;

/** Posts a question and reads the whole event stream: the deltas, and how it ended. */
async function ask(token: string, body: Record<string, unknown>) {
  const response = await fetch(new URL(paths.chat.stream, ORIGIN), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token },
    body: JSON.stringify({ chunkDelayMs: 0, ...body }),
  });
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('text/event-stream'))
    return { type, json: (await response.json()) as { code: number; msg: string }, deltas: [], done: false };
  const raw = await response.text();
  const events = raw
    .split('\n\n')
    .filter(Boolean)
    .map((e) => e.replace(/^data: /, ''));
  const deltas = events.filter((e) => e !== '[DONE]').map((e) => (JSON.parse(e) as { delta: string }).delta);
  return { type, json: undefined, deltas, done: events.at(-1) === '[DONE]' };
}

const question = (content: string) => [{ role: 'user', content }];

/** The multipart body is written by hand: jsdom's FormData/File do not reach Node's fetch intact. */
async function upload(token: string, file: { name: string; type: string; bytes: Uint8Array }) {
  const encoder = new TextEncoder();
  const head = encoder.encode(
    `--B\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
  );
  const tail = encoder.encode('\r\n--B--\r\n');
  const body = new Uint8Array(head.length + file.bytes.length + tail.length);
  body.set(head);
  body.set(file.bytes, head.length);
  body.set(tail, head.length + file.bytes.length);
  const response = await fetch(new URL(paths.chat.meetingMinutes, ORIGIN), {
    method: 'POST',
    headers: { [TOKEN_HEADER]: token, 'content-type': 'multipart/form-data; boundary=B' },
    body,
  });
  return (await response.json()) as {
    code: number;
    msg: string;
    data: { fileName: string; transcript: unknown[]; summary: string } | null;
  };
}

describe('model catalogue', () => {
  it('serves 20+ models, most called first, in pages of the asked size', async () => {
    const token = await loginAs('dev_ent');
    const all = await list(token);
    expect(all.total).toBe(modelCatalogue.length);
    expect(all.total).toBeGreaterThanOrEqual(20);
    const calls = all.records.map((m) => m.monthlyCalls);
    expect(calls).toEqual([...calls].sort((a, b) => b - a));
    const second = await list(token, { pageNum: 2, pageSize: 9 });
    expect(second).toMatchObject({ pageNum: 2, pageSize: 9, pages: Math.ceil(all.total / 9) });
    expect(second.records.map((m) => m.id)).toEqual(all.records.slice(9, 18).map((m) => m.id));
  });

  it('filters by keyword, type, provider, tag, context length and license', async () => {
    const token = await loginAs('dev_ent');
    const vision = await list(token, { modelType: 'vision' });
    expect(vision.total).toBeGreaterThan(0);
    expect(vision.records.every((m) => m.modelType === 'vision')).toBe(true);
    expect((await list(token, { provider: '智谱AI' })).records.every((m) => m.provider === '智谱AI')).toBe(true);
    expect((await list(token, { tag: 'OCR' })).records.every((m) => m.tags.includes('OCR'))).toBe(true);
    expect((await list(token, { minContext: 131072 })).records.every((m) => m.contextLength >= 131072)).toBe(true);
    expect((await list(token, { license: 'open' })).records.every((m) => m.openSource)).toBe(true);
    expect((await list(token, { license: 'commercial' })).records.every((m) => !m.openSource)).toBe(true);
    const glm = await list(token, { keyword: 'glm' });
    expect(glm.total).toBeGreaterThan(0);
    expect(
      glm.records.every(
        (m) => `${m.name}${m.id}`.toLowerCase().includes('glm') || m.description.toLowerCase().includes('glm'),
      ),
    ).toBe(true);
    expect((await list(token, { keyword: '不存在的模型名' })).records).toEqual([]);
  });

  it('sorts by newest, longest context and lowest price', async () => {
    const token = await loginAs('dev_ent');
    const newest = (await list(token, { sort: 'newest' })).records.map((m) => m.updatedAt);
    expect(newest).toEqual([...newest].sort().reverse());
    const context = (await list(token, { sort: 'context' })).records.map((m) => m.contextLength);
    expect(context).toEqual([...context].sort((a, b) => b - a));
    const price = (await list(token, { sort: 'price' })).records.map((m) => m.pricing.input + m.pricing.output);
    expect(price).toEqual([...price].sort((a, b) => a - b));
  });

  it('gives a detail with pricing, limits and versions, and refuses an unknown id', async () => {
    const token = await loginAs('dev_person');
    const detail = await get<ModelDetail>(paths.model.detail, token, { id: 'qwen-72b-chat' });
    expect(detail.code).toBe(200);
    expect(detail.data).toMatchObject({ id: 'qwen-72b-chat', name: '通义千问 72B 对话版', provider: '阿里云' });
    expect(detail.data.versions.length).toBeGreaterThan(0);
    expect(detail.data.limits.maxOutputTokens).toBeGreaterThan(0);
    expect(detail.data.capabilities.length).toBeGreaterThan(0);
    const missing = await get(paths.model.detail, token, { id: 'gpt-nope' });
    expect(missing).toMatchObject({ code: 404, msg: MODEL_NOT_FOUND });
  });

  it('needs a session', async () => {
    expect((await get(paths.model.list)).code).toBe(401);
  });
});

describe('experience chat stream', () => {
  it('streams an answer chunk by chunk, ending with [DONE], that depends on scenario and prompt', async () => {
    const token = await loginAs('dev_ent');
    const inspection = await ask(token, {
      scenario: 'inspection',
      model: 'sky-omni-pro',
      messages: question('检查这段输电线路'),
    });
    expect(inspection.type).toContain('text/event-stream');
    expect(inspection.deltas.length).toBeGreaterThan(5);
    expect(inspection.done).toBe(true);
    const online = await ask(token, { scenario: 'onlineAnswer', messages: question('检查这段输电线路') });
    expect(online.deltas.join('')).not.toBe(inspection.deltas.join(''));
    const again = await ask(token, {
      scenario: 'inspection',
      model: 'sky-omni-pro',
      messages: question('检查这段输电线路'),
    });
    expect(again.deltas.join('')).toBe(inspection.deltas.join(''));
  });

  it('answers in the chosen persona only with the custom voice', async () => {
    const token = await loginAs('dev_ent');
    const custom = await ask(token, {
      scenario: 'onlineAnswer',
      voice: 1,
      persona: 3,
      messages: question('今天天气怎么样'),
    });
    expect(custom.deltas.join('')).toContain('收到啦～');
    const system = await ask(token, {
      scenario: 'onlineAnswer',
      voice: 0,
      persona: 3,
      messages: question('今天天气怎么样'),
    });
    expect(system.deltas.join('')).not.toContain('收到啦～');
  });

  it('cuts the answer at max tokens', async () => {
    const token = await loginAs('dev_ent');
    const short = await ask(token, { maxTokens: 64, messages: question('详细介绍一下大模型的发展历史') });
    expect(short.deltas.join('').length).toBeLessThanOrEqual(64);
  });

  it('validates the question, the model and the parameters', async () => {
    const token = await loginAs('dev_ent');
    expect((await ask(token, { messages: question('   ') })).json).toMatchObject({ code: 400, msg: QUESTION_REQUIRED });
    expect((await ask(token, { model: 'gpt-nope', messages: question('你好') })).json).toMatchObject({
      code: 404,
      msg: UNKNOWN_MODEL,
    });
    expect((await ask(token, { temperature: 3, messages: question('你好') })).json).toMatchObject({
      code: 400,
      msg: PARAM_OUT_OF_RANGE,
    });
  });

  it('is closed to a user without experience access', async () => {
    const token = await loginAs('trial_none');
    expect((await ask(token, { messages: question('你好') })).json).toMatchObject({ code: 403 });
    expect((await list(token)).total).toBeGreaterThan(0);
  });
});

describe('meeting minutes', () => {
  it('turns a recording into a transcript and a summary', async () => {
    const token = await loginAs('dev_ent');
    const reply = await upload(token, { name: 'weekly.mp3', type: 'audio/mpeg', bytes: new Uint8Array(320_000) });
    expect(reply.msg).toBe('success');
    expect(reply.data?.fileName).toBe('weekly.mp3');
    expect(reply.data?.transcript.length).toBeGreaterThan(0);
    expect(reply.data?.summary).toContain('会议摘要');
  });

  it('refuses a file that is not audio', async () => {
    const token = await loginAs('dev_ent');
    expect(await upload(token, { name: 'notes.txt', type: 'text/plain', bytes: new Uint8Array([120]) })).toMatchObject({
      code: 400,
      msg: AUDIO_TYPE_MESSAGE,
    });
  });
});

describe('a scheduled price change', () => {
  it('is the price the model list and detail show once it takes effect', async () => {
    const token = await loginAs('dev_ent');
    const listed = async () =>
      (await list(token, { keyword: 'deepseek-v3' })).records.find((m) => m.id === 'deepseek-v3')!;
    const detail = async () => (await get<ModelDetail>(paths.model.detail, token, { id: 'deepseek-v3' })).data.pricing;
    expect((await listed()).pricing).toMatchObject({ input: 0.002, output: 0.008 });
    // The seeded world starts on 11-01; the cut to half takes effect on 11-09.
    advanceClock(9 * DAY);
    expect((await listed()).pricing).toMatchObject({ input: 0.001, output: 0.004 });
    expect(await detail()).toMatchObject({ input: 0.001, output: 0.004 });
  });
});
