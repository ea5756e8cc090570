/**
 * The model gateway's rules (which model may answer, rate limits, the answer and what it cost) and
 * the usage ledger that bills, budgets and rate limits add up. The simulated clock is pinned to
 * 2026-11-10 12:00 Beijing time; dates and sums are worked out by hand.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { tables, type UsageRecordRow, type UserRow } from '../../../../mocks/db/models';
import { resetSimulator } from '../../../../mocks/db/persist';
import { MINUTE, setClockOffset } from '../../../../mocks/rules/clock';
import {
  answer,
  chatModel,
  gatewayMessages,
  isRefusal,
  parameterRefusal,
  requestFromOpenAi,
} from '../../../../mocks/rules/gateway';
import { decideLimits } from '../../../../mocks/rules/limitStack';
import {
  alertBudget,
  currentMonth,
  keyMonthUsage,
  keyTotalCalls,
  monthSpendCents,
  recentUse,
  recordCall,
  recordedBills,
  usageCells,
  type CallRecord,
} from '../../../../mocks/rules/usageLedger';
import { findModel } from '../../../../mocks/seed/models';
import type { ModelDetail } from '../../../../src/domain/types/model.types';
import type { PlaygroundRequest } from '../../../../src/domain/playground';

const NOW = Date.parse('2026-11-10T04:00:00.000Z');
let serial = 0;
/** A user of its own for each test, with no seeded usage. */
const freshUser = (): UserRow => ({
  ...tables.user.find((u) => u.userName === 'dev_ent')!,
  id: String(80_000 + (serial += 1)),
  userName: `ledger_${serial}`,
});
const model = (id: string) => findModel(id)!;
const request = (over: Partial<PlaygroundRequest> = {}): PlaygroundRequest => ({
  model: 'qwen-72b-chat',
  systemPrompt: '',
  prompt: '你好',
  temperature: 0.7,
  topP: 1,
  maxTokens: 1024,
  stop: [],
  ...over,
});
const call = (over: Partial<CallRecord> = {}): CallRecord => ({
  keyId: '',
  keyName: '',
  model: 'qwen-72b-chat',
  appId: '',
  appName: '',
  tokensIn: 100,
  tokensOut: 200,
  costCents: 3,
  latencyMs: 500,
  status: 200,
  ...over,
});
const at = (iso: string) => setClockOffset(Date.parse(iso) - Date.now());

beforeAll(() => resetSimulator());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  setClockOffset(NOW - Date.now());
});
afterEach(() => vi.useRealTimers());

describe('which model may answer', () => {
  it('names an unknown model 404, a model that does not chat 400, one past its last day 410', () => {
    expect(chatModel('gpt-9')).toEqual({
      status: 404,
      message: '模型不存在或已下线',
      code: 'model_not_found',
      param: 'model',
    });
    expect(gatewayMessages.unknownModel).toBe('模型不存在或已下线');
    expect(chatModel('paraformer-asr')).toMatchObject({ status: 400, message: '模型 paraformer-asr 不支持对话调用' });
    expect(chatModel('moonshot-v1-128k')).toEqual({
      status: 410,
      message: '该模型已于 2026-10-15 下线',
      code: 'model_deprecated',
      param: 'model',
    });
    expect(chatModel('qwen-72b-chat')).toBe(model('qwen-72b-chat'));
  });

  it('takes a model up to the day before its last day (Beijing), not on it', () => {
    at('2026-12-30T15:59:59.000Z');
    expect(chatModel('ernie-speed')).toBe(model('ernie-speed'));
    at('2026-12-30T16:00:00.000Z');
    expect(chatModel('ernie-speed')).toMatchObject({ status: 410, message: '该模型已于 2026-12-31 下线' });
  });

  it('tells a refusal from a model', () => {
    expect(isRefusal({ status: 404, message: 'x' })).toBe(true);
    expect(isRefusal(model('qwen-72b-chat'))).toBe(false);
    expect(isRefusal(null)).toBe(false);
    expect(isRefusal('x')).toBe(false);
    expect(isRefusal({ status: 404 })).toBe(false);
    expect(isRefusal({ message: 'x' })).toBe(false);
  });
});

describe('rate limits', () => {
  const record = async (user: UserRow, over: Partial<UsageRecordRow> = {}) =>
    tables.usageRecord.insert({ ...call(), userId: user.id, createTime: new Date(NOW).toISOString(), ...over });

  it('refuse out-of-range parameters first, as a bad request', () => {
    expect(parameterRefusal(model('qwen-72b-chat'), request({ prompt: '' }))).toMatchObject({ status: 400 });
    expect(parameterRefusal(model('qwen-72b-chat'), request())).toBeUndefined();
  });

  it('count the successful calls and tokens of the last minute on that model only', async () => {
    const user = freshUser();
    await record(user);
    await record(user, { createTime: new Date(NOW - MINUTE + 1).toISOString() });
    await record(user, { createTime: new Date(NOW - MINUTE).toISOString() });
    await record(user, { status: 429 });
    await record(user, { model: 'glm-4' });
    await record({ ...user, id: 'someone-else' });
    // The oldest counted call leaves the window 1 ms from now: the limit lifts within the second.
    expect(recentUse(user.id, 'qwen-72b-chat')).toEqual({ requests: 2, tokens: 600, resetSeconds: 1 });
  });

  it('answer 429 once the requests per minute are reached, then once the tokens are', async () => {
    const limited = (owner: UserRow, detail: ModelDetail) =>
      decideLimits({ owner, model: detail.id, detail, ip: '127.0.0.1' }).refusal;
    const user = freshUser();
    const flagship = {
      ...model('qwen-max'),
      limits: { ...model('qwen-max').limits, rpm: 2, tpm: 1_000 },
    } as ModelDetail;
    await record(user, { model: 'qwen-max', tokensIn: 400, tokensOut: 0 });
    expect(limited(user, flagship)).toBeUndefined();
    await record(user, { model: 'qwen-max', tokensIn: 0, tokensOut: 100 });
    expect(limited(user, flagship)).toEqual({
      status: 429,
      message: '模型 qwen-max 每分钟请求数已达上限（RPM 2），请稍后重试或申请提额',
      code: 'rate_limit_exceeded',
      param: 'model_rpm',
      retryAfter: 60,
    });
    const tokens = { ...flagship, limits: { ...flagship.limits, rpm: 10, tpm: 500 } } as ModelDetail;
    expect(limited(user, tokens)).toEqual({
      status: 429,
      message: '模型 qwen-max 每分钟tokens已达上限（TPM 500），请稍后重试或申请提额',
      code: 'tokens_rate_limit_exceeded',
      param: 'model_tpm',
      retryAfter: 60,
    });
    const roomy = { ...flagship, limits: { ...flagship.limits, rpm: 3, tpm: 501 } } as ModelDetail;
    expect(limited(user, roomy)).toBeUndefined();
  });
});

describe('the answer', () => {
  it('opens with its reasoning on a reasoning model only', () => {
    const lead = '先梳理问题的关键点，再给出结论。\n\n';
    expect(answer(model('deepseek-r1'), request()).content.startsWith(lead)).toBe(true);
    expect(answer(model('qwen-max'), request()).content.startsWith(lead)).toBe(true);
    expect(answer(model('qwen-72b-chat'), request()).content.startsWith(lead)).toBe(false);
  });

  it('stops at the earliest stop sequence, ignoring empty ones', () => {
    const full = answer(model('deepseek-r1'), request()).content;
    expect(answer(model('deepseek-r1'), request({ stop: ['结论', '关键'] })).content).toBe('先梳理问题的');
    expect(answer(model('deepseek-r1'), request({ stop: ['', 'never-there'] })).content).toBe(full);
    expect(answer(model('deepseek-r1'), request({ stop: ['先'] })).content).toBe('');
  });

  it('is cut at max tokens (one a character) and then says so', () => {
    const full = answer(model('deepseek-r1'), request());
    expect(full.usage.finishReason).toBe('stop');
    const cut = answer(model('deepseek-r1'), request({ maxTokens: 5 }));
    expect(cut.content).toBe('先梳理问题');
    expect(cut.usage.finishReason).toBe('length');
    expect(cut.usage.tokensOut).toBe(5);
    const exact = answer(model('deepseek-r1'), request({ maxTokens: full.content.length }));
    expect(exact.content).toBe(full.content);
    expect(exact.usage.finishReason).toBe('stop');
  });

  it('counts the prompt, system prompt and 8 tokens of framing in, and costs at least a fen', () => {
    const reply = answer(model('deepseek-r1'), request({ systemPrompt: '你是助手', prompt: '你好', maxTokens: 10 }));
    expect(reply.usage.tokensIn).toBe(4 + 2 + 8);
    expect(reply.usage.tokensOut).toBe(10);
    // (14 × 0.004 + 10 × 0.016) / 1000 yuan is far below a fen: one fen.
    expect(reply.costCents).toBe(1);
    expect(reply.usage.cost).toBe(0.01);
  });

  it('takes longer the more it writes, at the model’s own pace', () => {
    const none = answer(model('qwen-72b-chat'), request({ stop: ['您', '你'] }));
    expect(none.usage.tokensOut).toBe(0);
    expect(none.usage.latencyMs).toBeGreaterThanOrEqual(200);
    expect(none.usage.latencyMs).toBeLessThan(900);
    const one = answer(model('qwen-72b-chat'), request({ maxTokens: 1 }));
    const two = answer(model('qwen-72b-chat'), request({ maxTokens: 2 }));
    const perToken = two.usage.latencyMs - one.usage.latencyMs;
    expect(perToken).toBeGreaterThanOrEqual(8);
    expect(perToken).toBeLessThanOrEqual(30);
    expect(one.usage.latencyMs - none.usage.latencyMs).toBe(perToken);
  });
});

describe('OpenAI-compatible requests', () => {
  it('fill in the playground defaults', () => {
    const body = { model: 'glm-4', messages: [{ role: 'user', content: '你好' }] };
    expect(requestFromOpenAi(body)).toMatchObject({
      req: { model: 'glm-4', systemPrompt: '', prompt: '你好', temperature: 0.7, topP: 1, maxTokens: 1024, stop: [] },
      maxTokensGiven: false,
      stream: false,
    });
  });

  it('join the system messages and take the last user message', () => {
    const body = {
      model: 'glm-4',
      messages: [
        { role: 'system', content: '甲' },
        { role: 'user', content: '第一问' },
        { role: 'assistant', content: '答' },
        { role: 'system', content: '乙' },
        {
          role: 'user',
          content: [
            { type: 'text', text: '第二' },
            { type: 'text', text: '问' },
          ],
        },
      ],
      temperature: 0,
      top_p: 0.5,
      max_tokens: 64,
      stop: 'END',
    };
    expect(requestFromOpenAi(body)).toMatchObject({
      req: {
        model: 'glm-4',
        systemPrompt: '甲\n乙',
        prompt: '第二问',
        temperature: 0,
        topP: 0.5,
        maxTokens: 64,
        stop: ['END'],
      },
      maxTokensGiven: true,
    });
  });

  it('refuse a missing model, missing messages and content that is neither text nor parts, naming the parameter', () => {
    const ask = [{ role: 'user', content: '你好' }];
    expect(requestFromOpenAi({ model: '', messages: ask })).toMatchObject({
      status: 400,
      code: 'missing_required_parameter',
      param: 'model',
      message: gatewayMessages.modelRequired,
    });
    expect(requestFromOpenAi({ messages: ask })).toMatchObject({ status: 400, param: 'model' });
    expect(requestFromOpenAi({ model: 'glm-4', messages: [] })).toMatchObject({
      status: 400,
      param: 'messages',
      message: gatewayMessages.messagesRequired,
    });
    expect(requestFromOpenAi({ model: 'glm-4', messages: [{ role: 'user', content: 42 }] })).toMatchObject({
      status: 400,
      code: 'invalid_type',
      param: 'messages',
    });
    expect(
      requestFromOpenAi({ model: 'glm-4', messages: [{ role: 'user', content: [{ type: 'audio' }] }] }),
    ).toMatchObject({ status: 400, param: 'messages' });
  });

  it('count images in content parts, and ask about an image sent alone', () => {
    const parsed = requestFromOpenAi({
      model: 'qwen-vl-plus',
      messages: [{ role: 'user', content: [{ type: 'image_url', image_url: { url: 'data:image/png;base64,AA' } }] }],
    });
    expect(parsed).toMatchObject({ images: 1, req: { prompt: '请描述这张图片' }, maxTokensGiven: false });
  });

  it('pass numbers that are not numbers on as NaN, so the range check refuses them', () => {
    const messages = [{ role: 'user', content: 'hi' }];
    const parsed = requestFromOpenAi({
      model: 'glm-4',
      messages,
      temperature: '0.5',
      top_p: '1',
      max_tokens: '10',
      stop: [1, 'x'],
    });
    if (isRefusal(parsed)) throw new Error(parsed.message);
    expect(parsed.req.temperature).toBeNaN();
    expect(parsed.req.topP).toBeNaN();
    expect(parsed.req.maxTokens).toBeNaN();
    expect(parsed.req.stop).toEqual(['1', 'x']);
    expect(requestFromOpenAi({ model: 'glm-4', messages, stop: 5 })).toMatchObject({ req: { stop: [] } });
  });
});

describe('usage ledger', () => {
  it('keeps each call under the user at the simulated time, as a cell of its Beijing day', async () => {
    const user = freshUser();
    at('2026-11-09T16:30:00.000Z');
    const row = await recordCall(user, call({ status: 500, costCents: 0 }));
    expect(row).toMatchObject({ userId: user.id, createTime: '2026-11-09T16:30:00.000Z' });
    const [cell] = usageCells(user);
    expect(cell).toMatchObject({
      date: '2026-11-10',
      keyName: '控制台（无密钥）',
      calls: 1,
      failedCalls: 1,
      tokensIn: 100,
      tokensOut: 200,
      costCents: 0,
    });
    await recordCall(user, call({ keyId: '5', keyName: '生产密钥' }));
    expect(usageCells(user)[1]).toMatchObject({ keyId: '5', keyName: '生产密钥', failedCalls: 0 });
  });

  it('selects cells from the first to the last day, both included', async () => {
    const user = freshUser();
    for (const iso of ['2026-11-01T04:00:00.000Z', '2026-11-02T04:00:00.000Z', '2026-11-03T04:00:00.000Z']) {
      at(iso);
      await recordCall(user, call());
    }
    expect(usageCells(user, '2026-11-02', '2026-11-03').map((c) => c.date)).toEqual(['2026-11-02', '2026-11-03']);
    expect(usageCells(user, '2026-11-01', '2026-11-01').map((c) => c.date)).toEqual(['2026-11-01']);
    expect(usageCells(user).map((c) => c.date)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
  });

  it('bills charged calls one line per day and model, in thousands of tokens, leaving out calls that cost nothing', async () => {
    const user = freshUser();
    await recordCall(user, call({ tokensIn: 1000, tokensOut: 234, costCents: 5 }));
    await recordCall(user, call({ tokensIn: 500, tokensOut: 500, costCents: 2 }));
    await recordCall(user, call({ costCents: 0, status: 429 }));
    await recordCall(user, call({ model: 'no-such-model', tokensIn: 1, tokensOut: 0, costCents: 0 }));
    expect(recordedBills(user.id)).toEqual([
      {
        id: 'live-2026-11-10-qwen-72b-chat',
        date: '2026-11-10',
        productName: '通义千问 72B 对话版',
        billingItem: '输入输出tokens',
        usage: 2.234,
        unit: '千tokens',
        amountCents: 7,
        couponCents: 0,
      },
    ]);
  });

  it('names on the bill line the prompt tokens served from the cache, priced apart', async () => {
    const user = freshUser();
    await recordCall(user, call({ tokensIn: 1000, tokensOut: 234, cachedTokens: 512, costCents: 5 }));
    await recordCall(user, call({ tokensIn: 500, tokensOut: 500, costCents: 2 }));
    expect(recordedBills(user.id)).toMatchObject([
      {
        billingItem: '输入输出tokens（其中缓存命中 0.512 千tokens，按输入价的 1/10 计费）',
        usage: 2.234,
        amountCents: 7,
      },
    ]);
  });

  it('adds up a month’s spend and a key’s month and lifetime use', async () => {
    const user = freshUser();
    at('2026-10-31T15:59:00.000Z');
    await recordCall(user, call({ keyId: 'k', costCents: 40 }));
    at('2026-10-31T16:00:00.000Z');
    await recordCall(user, call({ keyId: 'k', costCents: 7 }));
    at('2026-11-30T15:59:00.000Z');
    await recordCall(user, call({ keyId: 'other', costCents: 2 }));
    at('2026-11-30T16:00:00.000Z');
    await recordCall(user, call({ keyId: 'k', costCents: 100 }));
    at('2026-11-15T04:00:00.000Z');
    expect(currentMonth()).toBe('2026-11');
    expect(monthSpendCents(user)).toBe(9);
    expect(monthSpendCents(user, '2026-10')).toBe(40);
    const key = { id: 'k' } as Parameters<typeof keyMonthUsage>[1];
    expect(keyMonthUsage(user, key)).toEqual({ costCents: 7, calls: 1 });
    expect(keyMonthUsage(user, key, '2026-12')).toEqual({ costCents: 100, calls: 1 });
    expect(keyTotalCalls(user, key)).toBe(3);
  });

  it('sends each budget threshold once a month, and starts again the next month', async () => {
    const user = freshUser();
    const budget = await tables.spendBudget.insert({ userId: user.id, budgetCents: 1000, month: '', alerted: [] });
    expect(await alertBudget({ ...user, id: 'no-budget' })).toEqual([]);
    await recordCall(user, call({ costCents: 0 }));
    expect(tables.message.filter((m) => m.userId === user.id)).toHaveLength(0);
    await recordCall(user, call({ costCents: 500 }));
    const sent = tables.message.filter((m) => m.userId === user.id);
    expect(sent.map((m) => m.content)).toEqual([
      '【预算提醒】您2026-11的消费已达月度预算的50%（已消费 ¥5.00 / 预算 ¥10.00），请关注用量。',
    ]);
    expect(sent[0]).toMatchObject({ isRead: false, createTime: '2026-11-10T04:00:00.000Z' });
    expect(tables.spendBudget.get(budget.id)).toMatchObject({ month: '2026-11', alerted: ['50'] });
    expect(await alertBudget(user)).toEqual([]);
    await recordCall(user, call({ costCents: 300 }));
    expect(tables.spendBudget.get(budget.id)?.alerted).toEqual(['50', '80']);
    at('2026-12-01T04:00:00.000Z');
    expect(await alertBudget(user)).toEqual([]);
    expect(tables.spendBudget.get(budget.id)).toMatchObject({ month: '2026-12', alerted: [] });
    await recordCall(user, call({ costCents: 1000 }));
    expect(tables.spendBudget.get(budget.id)?.alerted).toEqual(['50', '80', '100']);
  });
});
