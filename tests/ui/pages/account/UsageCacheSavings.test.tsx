import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetSimulator } from '../../../../mocks/node';
import { now as simulatorNow } from '../../../../mocks/rules/clock';
import { paths } from '../../../../src/api/paths';
import type { ScopedCreatedKey } from '../../../../src/domain/types/keys.types';
import { startApp, systemActor } from '../../../../src/machines/app';
import { setClock } from '../../../../src/machines/clock';
import { clearToken, storeToken } from '../../../../src/machines/credentials';
import { UsageStatisticsPage } from '../../../../src/ui/pages/account/UsageStatisticsPage';
import { formatYuan } from '../../../../src/ui/format';
import { toaster } from '../../../../src/ui/toaster';
import { renderWithApp } from '../../../render';
import { loginAs, ORIGIN, post } from '../../../unit/mocks/client';

/*
 * Two identical API calls: the second finds its prompt in the gateway's prompt cache, and the
 * gateway says so in usage.prompt_tokens_details.cached_tokens. The usage page's totals show those
 * tokens and what they saved: qwen-72b-chat bills input at ¥0.004 and cached input at a tenth of it.
 */
beforeEach(async () => {
  await resetSimulator();
  clearToken();
  toaster.remove();
  setClock(simulatorNow);
});
afterEach(() => setClock(() => Date.now()));

interface Completion {
  usage: { prompt_tokens: number; completion_tokens: number; prompt_tokens_details: { cached_tokens: number } };
}

async function complete(secret: string, prompt: string): Promise<Completion> {
  const response = await fetch(`${ORIGIN}${paths.gateway.chatCompletions}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify({ model: 'qwen-72b-chat', messages: [{ role: 'user', content: prompt }], max_tokens: 64 }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Completion;
}

describe('UsageStatisticsPage: prompt cache', () => {
  it('totals the cached prompt tokens and the money they saved', async () => {
    const token = await loginAs('dev_ent');
    const key = await post<ScopedCreatedKey>(
      paths.developer.keyCreate,
      { name: '缓存测试', allowedModels: [], ipAllowlist: [], expireDate: '', monthlyCap: null },
      token,
    );
    const prompt = '请根据以下巡检记录总结设备状态。'.repeat(250);
    await complete(key.data.secret, prompt);
    const second = await complete(key.data.secret, prompt);
    const cached = second.usage.prompt_tokens_details.cached_tokens;
    expect(cached).toBeGreaterThan(0);
    // Full price less billed price, each rounded up to the fen as a call is: 0.004 vs 0.0004 yuan per thousand.
    const { prompt_tokens: tokensIn, completion_tokens: tokensOut } = second.usage;
    const full = Math.ceil((tokensIn * 0.4 + tokensOut * 1.2) / 1000 - 1e-9);
    const billed = Math.ceil(((tokensIn - cached) * 0.4 + cached * 0.04 + tokensOut * 1.2) / 1000 - 1e-9);
    expect(full - billed).toBeGreaterThan(0);

    storeToken(token);
    const app = startApp();
    renderWithApp(<UsageStatisticsPage />, { app, path: '/account-center/usage-mgmt/usage-statistics' });
    await waitFor(() => expect(systemActor(app, 'session').getSnapshot().matches('authenticated')).toBe(true));
    expect((await screen.findByTestId('usage-total-cached')).textContent).toBe(cached.toLocaleString('zh-CN'));
    expect(screen.getByTestId('usage-total-cache-savings').textContent).toBe(formatYuan((full - billed) / 100));

    // The chart and its table show the cached tokens per day and model too.
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('统计指标'), 'cached');
    await user.click(screen.getByRole('button', { name: '表格视图' }));
    const table = screen.getByRole('table', { name: /每日缓存命中 Tokens（按模型）/ });
    const today = within(table)
      .getAllByRole('row')
      .find((r) => within(r).queryAllByRole('cell')[0]?.textContent === '2026-11-01') as HTMLElement;
    expect(within(today).getAllByRole('cell').at(-1)?.textContent).toBe(cached.toLocaleString('zh-CN'));
  });
});
