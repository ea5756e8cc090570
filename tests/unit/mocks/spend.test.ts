import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/api/paths';
import type { Page } from '../../../src/domain/types/common.types';
import type { SiteMessage } from '../../../src/domain/types/message.types';
import type { BudgetStatus, RateLimitRequest, RateLimitStatus } from '../../../src/domain/types/spend.types';
import { advanceClock, DAY } from '../../../mocks/node';
import { ORIGIN, get, loginAs, post, serveSimulatorPerTest } from './client';

serveSimulatorPerTest();

async function spend(secret: string, times: number) {
  for (let i = 0; i < times; i++) {
    const response = await fetch(new URL(paths.developer.chatCompletions, ORIGIN), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify({ model: 'qwen-max', messages: [{ role: 'user', content: '写一份巡检报告' }] }),
    });
    expect(response.status).toBe(200);
  }
}

const budgetAlerts = async (token: string) =>
  (await get<Page<SiteMessage>>(paths.message.search, token, { pageNum: 1, pageSize: 50 })).data.records
    .map((m) => m.content)
    .filter((c) => c.startsWith('【预算提醒】'));

describe('monthly budget', () => {
  it('refuses a negative budget with a clear Chinese message and keeps none', async () => {
    const token = await loginAs('dev_ent');
    const refused = await post(paths.spend.budget, { monthlyBudget: -10 }, token);
    expect(refused.code).toBe(400);
    expect(refused.msg).toBe('月度预算不能为负数，请输入不小于0的金额');
    expect((await post(paths.spend.budget, { monthlyBudget: 1.234 }, token)).msg).toBe(
      '月度预算须为金额（元），最多两位小数',
    );
    expect((await get<BudgetStatus>(paths.spend.budget, token)).data).toEqual({
      month: '2026-11',
      monthlyBudget: null,
      spent: 0,
      ratio: 0,
      alerted: [],
    });
  });

  it('alerts at 50, 80 and 100% as site messages, each once a month', async () => {
    const token = await loginAs('dev_ent');
    const { data: key } = await post<{ secret: string }>(paths.developer.keyCreate, { name: '预算测试' }, token);
    await spend(key.secret, 1);
    const perCall = (await get<BudgetStatus>(paths.spend.budget, token)).data.spent;
    expect(perCall).toBeGreaterThan(0);
    // A budget of ten calls: the 5th call reaches 50%, the 8th 80%, the 10th 100%.
    const saved = await post<BudgetStatus>(
      paths.spend.budget,
      { monthlyBudget: Math.round(perCall * 10 * 100) / 100 },
      token,
    );
    expect(saved.data).toMatchObject({ monthlyBudget: Math.round(perCall * 1000) / 100, alerted: [] });
    const unreadBefore = (await get<number>(paths.message.count, token)).data;

    await spend(key.secret, 3);
    expect(await budgetAlerts(token)).toEqual([]);
    await spend(key.secret, 1);
    expect(await budgetAlerts(token)).toHaveLength(1);
    expect((await budgetAlerts(token))[0]).toContain('已达月度预算的50%');
    await spend(key.secret, 3);
    expect((await get<BudgetStatus>(paths.spend.budget, token)).data.alerted).toEqual([50, 80]);
    await spend(key.secret, 2);
    await spend(key.secret, 3);
    const alerts = await budgetAlerts(token);
    expect(alerts.map((a) => a.match(/预算的(\d+)%/)?.[1])).toEqual(['100', '80', '50']);
    expect((await get<number>(paths.message.count, token)).data).toBe(unreadBefore + 3);
    expect((await get<BudgetStatus>(paths.spend.budget, token)).data.ratio).toBeGreaterThan(1);

    // A new month: spend starts at zero and the thresholds may alert again.
    advanceClock(30 * DAY);
    const later = await loginAs('dev_ent'); // the session did not last a month
    const december = (await get<BudgetStatus>(paths.spend.budget, later)).data;
    expect(december).toMatchObject({ month: '2026-12', spent: 0, alerted: [] });
    await spend(key.secret, 5);
    expect(await budgetAlerts(later)).toHaveLength(4);
  });

  it('alerts at once when a budget is set below what the month already spent', async () => {
    const token = await loginAs('dev_ent');
    const { data: key } = await post<{ secret: string }>(paths.developer.keyCreate, { name: '预算测试' }, token);
    await spend(key.secret, 2);
    const saved = await post<BudgetStatus>(paths.spend.budget, { monthlyBudget: 0.01 }, token);
    expect(saved.data.alerted).toEqual([50, 80, 100]);
    expect(await budgetAlerts(token)).toHaveLength(3);
    // Cleared: no budget, no further alerts.
    expect(
      (await post<BudgetStatus>(paths.spend.budget, { monthlyBudget: null }, token)).data.monthlyBudget,
    ).toBeNull();
    await spend(key.secret, 1);
    expect(await budgetAlerts(token)).toHaveLength(3);
  });
});

describe('rate limits', () => {
  it('lists each chat model with its limits and the last minute of use', async () => {
    const token = await loginAs('dev_ent');
    const { data: key } = await post<{ secret: string }>(paths.developer.keyCreate, { name: '限流测试' }, token);
    await spend(key.secret, 2);
    const limits = (await get<RateLimitStatus[]>(paths.spend.rateLimits, token)).data;
    const qwen = limits.find((l) => l.model === 'qwen-max');
    expect(qwen).toMatchObject({ modelName: '通义千问 Max', rpm: 300, tpm: 300_000, usedRpm: 2, request: null });
    expect(qwen?.usedTpm).toBeGreaterThan(0);
    expect(limits.find((l) => l.model === 'paraformer-asr')).toBeUndefined();
    advanceClock(61_000);
    expect(
      (await get<RateLimitStatus[]>(paths.spend.rateLimits, token)).data.find((l) => l.model === 'qwen-max'),
    ).toMatchObject({ usedRpm: 0, usedTpm: 0 });
  });

  it('takes a request for more once per model while it is reviewed', async () => {
    const token = await loginAs('dev_ent');
    const body = { model: 'qwen-max', rpm: 600, tpm: 600_000, reason: '双十一业务高峰' };
    expect((await post(paths.spend.rateLimitRequest, { ...body, rpm: 300, tpm: 300_000 }, token)).msg).toBe(
      '申请的额度须高于当前额度（RPM 或 TPM 至少一项）',
    );
    expect((await post(paths.spend.rateLimitRequest, { ...body, reason: '' }, token)).msg).toBe('请填写申请原因');
    const sent = await post<RateLimitRequest>(paths.spend.rateLimitRequest, body, token);
    expect(sent.data).toMatchObject({ ...body, status: 1 });
    expect((await post(paths.spend.rateLimitRequest, body, token)).msg).toBe(
      '该模型已有审核中的提额申请，请等待审核结果',
    );
    const listed = (await get<RateLimitStatus[]>(paths.spend.rateLimits, token)).data.find(
      (l) => l.model === 'qwen-max',
    );
    expect(listed?.request?.id).toBe(sent.data.id);
  });

  it('the gateway refuses calls past the RPM with 429', async () => {
    const token = await loginAs('dev_ent');
    const { data: key } = await post<{ secret: string }>(paths.developer.keyCreate, { name: '限流测试' }, token);
    // qwen-max allows 300 requests a minute.
    await spend(key.secret, 300);
    const response = await fetch(new URL(paths.developer.chatCompletions, ORIGIN), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key.secret}` },
      body: JSON.stringify({ model: 'qwen-max', messages: [{ role: 'user', content: '你好' }] }),
    });
    expect(response.status).toBe(429);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      '模型 qwen-max 每分钟请求数已达上限（RPM 300），请稍后重试或申请提额',
    );
  }, 120_000);
});
