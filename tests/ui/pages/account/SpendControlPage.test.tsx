import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetSimulator, server } from '../../../../mocks/node';
import { paths } from '../../../../src/api/paths';
import { startApp, systemActor } from '../../../../src/machines/app';
import { clearToken, storeToken } from '../../../../src/machines/credentials';
import { SpendControlPage } from '../../../../src/ui/pages/account/SpendControlPage';
import { toaster } from '../../../../src/ui/toaster';
import { renderWithApp } from '../../../render';
import { ORIGIN, loginAs, post } from '../../../unit/mocks/client';

beforeEach(async () => {
  await resetSimulator();
  clearToken();
  toaster.remove();
});
afterEach(() => server.events.removeAllListeners());

async function renderPage(token?: string) {
  storeToken(token ?? (await loginAs('dev_ent')));
  const app = startApp();
  const rendered = renderWithApp(<SpendControlPage />, { app, path: '/account-center/usage-mgmt/spend-control' });
  await waitFor(() => expect(systemActor(app, 'session').getSnapshot().matches('authenticated')).toBe(true));
  return { ...rendered, app, user: userEvent.setup() };
}

function bodiesPostedTo(path: string): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === path)
      void request
        .clone()
        .json()
        .then((b) => bodies.push(b));
  });
  return bodies;
}

describe('SpendControlPage: monthly budget', () => {
  it('refuses a negative or non-number budget in Chinese, keeps what was typed and sends nothing', async () => {
    const { user } = await renderPage();
    const field = await screen.findByLabelText('月度预算（元）');
    // The seeded month (2026-11) has no spend yet and no budget.
    expect(screen.getByText('未设置预算')).toBeTruthy();
    const sent = bodiesPostedTo(paths.spend.budget);
    await user.type(field, '-100');
    await user.click(screen.getByRole('button', { name: '保存预算' }));
    expect(await screen.findByText('月度预算不能为负数，请输入不小于0的金额')).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('-100');
    await user.clear(field);
    await user.type(field, '一百元');
    await user.click(screen.getByRole('button', { name: '保存预算' }));
    expect(await screen.findByText('月度预算须为金额（元），最多两位小数')).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('一百元');
    expect(sent).toEqual([]);
  });

  it('saves a budget, shows it against the month, and clears it', async () => {
    const { user } = await renderPage();
    const field = await screen.findByLabelText('月度预算（元）');
    const sent = bodiesPostedTo(paths.spend.budget);
    await user.type(field, '500');
    await user.click(screen.getByRole('button', { name: '保存预算' }));
    expect(await screen.findByText(/预算 ¥500\.00/)).toBeTruthy();
    expect(screen.getByText('已用 0%')).toBeTruthy();
    expect(sent).toEqual([{ monthlyBudget: 500 }]);
    await user.click(screen.getByRole('button', { name: '取消预算' }));
    expect(await screen.findByText('未设置预算')).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('');
  });

  it('a budget this month has already passed sends its alerts as site messages, and the unread count follows', async () => {
    const token = await loginAs('dev_ent');
    // One paid call this month (the seeded month has none yet).
    const { data: key } = await post<{ secret: string }>(paths.developer.keyCreate, { name: '预算测试' }, token);
    const call = await fetch(new URL(paths.developer.chatCompletions, ORIGIN), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key.secret}` },
      body: JSON.stringify({ model: 'qwen-max', messages: [{ role: 'user', content: '写一份巡检报告' }] }),
    });
    expect(call.status).toBe(200);
    const { app, user } = await renderPage(token);
    await waitFor(() => expect(screen.getByTestId('budget-spent').textContent).not.toBe('¥0.00'));
    const messages = systemActor(app, 'messages');
    await waitFor(() => expect(messages.getSnapshot().matches({ on: 'idle' })).toBe(true));
    const unread = messages.getSnapshot().context.unread;
    await user.type(screen.getByLabelText('月度预算（元）'), '0.01');
    await user.click(screen.getByRole('button', { name: '保存预算' }));
    expect(await screen.findByText('本月已提醒：50%、80%、100%')).toBeTruthy();
    await waitFor(() => expect(messages.getSnapshot().context.unread).toBe(unread + 3));
  });
});

describe('SpendControlPage: rate limits', () => {
  it('lists each model with its limits and last-minute use', async () => {
    await renderPage();
    const table = await screen.findByRole('table', { name: '模型速率限制' });
    const row = (await within(table).findByText('通义千问 Max')).closest('tr') as HTMLElement;
    // qwen-max: RPM 300, TPM 300,000 (mocks/seed/models.ts), nothing used in the last minute.
    expect(within(row).getByText('0 / 300')).toBeTruthy();
    expect(within(row).getByText('0 / 300,000')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 17);
  });

  it('requests more: refuses bad input in the dialog keeping it, then sends and shows 审核中', async () => {
    const { user } = await renderPage();
    await screen.findByRole('table', { name: '模型速率限制' });
    await user.click(screen.getByRole('button', { name: '为 通义千问 Max 申请提额' }));
    const dialog = await screen.findByRole('dialog', { name: '申请提高速率限制' });
    const rpm = within(dialog).getByLabelText('申请 RPM（每分钟请求数）');
    expect((rpm as HTMLInputElement).value).toBe('300');
    const sent = bodiesPostedTo(paths.spend.rateLimitRequest);
    // Not higher than today's limits, and no reason.
    await user.click(within(dialog).getByRole('button', { name: '提交申请' }));
    expect(await within(dialog).findByText('申请的额度须高于当前额度（RPM 或 TPM 至少一项）')).toBeTruthy();
    expect(within(dialog).getByText('请填写申请原因')).toBeTruthy();
    await user.clear(rpm);
    await user.type(rpm, '-5');
    expect(await within(dialog).findByText('RPM 须为正整数')).toBeTruthy();
    expect((rpm as HTMLInputElement).value).toBe('-5');
    expect(sent).toEqual([]);

    await user.clear(rpm);
    await user.type(rpm, '600');
    await user.type(within(dialog).getByLabelText('申请原因'), '巡检高峰期并发增加');
    await user.click(within(dialog).getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([{ model: 'qwen-max', rpm: 600, tpm: 300000, reason: '巡检高峰期并发增加' }]);
    const row = (await screen.findByText(/审核中（RPM 600/)).closest('tr') as HTMLElement;
    expect(within(row).getByText('通义千问 Max')).toBeTruthy();
    expect((within(row).getByRole('button', { name: '为 通义千问 Max 申请提额' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
