import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetSimulator, server } from '../../../../mocks/node';
import { advanceClock, DAY, now as simulatorNow } from '../../../../mocks/rules/clock';
import { paths } from '../../../../src/api/paths';
import type { DailyBillPage } from '../../../../src/domain/types/trade.types';
import { startApp, systemActor } from '../../../../src/machines/app';
import { setClock } from '../../../../src/machines/clock';
import { clearToken, storeToken } from '../../../../src/machines/credentials';
import { RunwayPage } from '../../../../src/ui/pages/account/RunwayPage';
import { formatYuan } from '../../../../src/ui/format';
import { toaster } from '../../../../src/ui/toaster';
import { renderWithApp } from '../../../render';
import { get, loginAs, post } from '../../../unit/mocks/client';

/*
 * The expected numbers come from other answers of the simulator than the ones the page reads:
 * the daily bills (not the usage summary) for the spend, the account overview's balance and
 * usable coupon amount for the money. The seeded clock stands at 2026-11-01 08:00 Beijing.
 */
beforeEach(async () => {
  await resetSimulator();
  clearToken();
  toaster.remove();
  // As demo mode does: the portal's "today" is the simulator's.
  setClock(simulatorNow);
});
afterEach(() => {
  setClock(() => Date.now());
  server.events.removeAllListeners();
});

const fen = (yuan: number) => Math.round(yuan * 100);

async function renderPage() {
  const token = await loginAs('dev_ent');
  storeToken(token);
  const app = startApp();
  const rendered = renderWithApp(<RunwayPage />, { app, path: '/account-center/usage-mgmt/runway' });
  await waitFor(() => expect(systemActor(app, 'session').getSnapshot().matches('authenticated')).toBe(true));
  return { ...rendered, token, user: userEvent.setup() };
}

/** Fen billed on October's days from `first` to the 31st, by the daily bills. */
async function octoberBilled(token: string, first: number): Promise<number> {
  const page = await post<DailyBillPage>(paths.trade.dailyBills, { month: '2026-10', pageNum: 1, pageSize: 31 }, token);
  return page.data.series.filter((d) => Number(d.date.slice(8)) >= first).reduce((s, d) => s + fen(d.amount), 0);
}

async function fundsFen(token: string): Promise<number> {
  const balance = await get<{ balance: number }>(paths.user.balance, token);
  const coupons = await get<{ amount: number }>(paths.user.couponAmount, token);
  return fen(balance.data.balance) + fen(coupons.data.amount);
}

function summaryRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === paths.usage.summary) seen.push(request.url);
  });
  return seen;
}

describe('RunwayPage', () => {
  it('forecasts from the last 7 whole days and shows its basis; 30 days recomputes without a reload', async () => {
    const { token, user } = await renderPage();
    const week = await octoberBilled(token, 25);
    const basis = await screen.findByTestId('runway-basis');
    const summaries = summaryRequests();
    expect(basis.textContent).toContain(
      `按 2026-10-25 至 2026-10-31 共 7 天（不含今天）的消费推算：合计 ${formatYuan(week / 100)}`,
    );
    expect(basis.textContent).toContain(`日均 ${formatYuan(Math.round(week / 7) / 100)}`);
    // The seeded coupons are all spent before they expire, so the money lasts its sum over the average.
    const funds = await fundsFen(token);
    expect(screen.getByTestId('runway-funds').textContent).toBe(formatYuan(funds / 100));
    expect(screen.getByTestId('runway-days').textContent).toBe(`约 ${Math.floor((funds * 7) / week)} 天`);
    expect(screen.getByText('按当前用量，代金券都能在到期前用完。')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '按近30天' }));
    const month = await octoberBilled(token, 2);
    expect(screen.getByTestId('runway-basis').textContent).toContain(
      `按 2026-10-02 至 2026-10-31 共 30 天（不含今天）的消费推算：合计 ${formatYuan(month / 100)}`,
    );
    expect(screen.getByTestId('runway-days').textContent).toBe(`约 ${Math.floor((funds * 30) / month)} 天`);
    expect(screen.getByRole('button', { name: '按近30天' }).getAttribute('aria-pressed')).toBe('true');
    expect(summaries).toEqual([]);
  });

  it('dates the monthly budget and lists capped keys', async () => {
    const token = await loginAs('dev_ent');
    await post(paths.spend.budget, { monthlyBudget: 300 }, token);
    const key = { name: '批处理', allowedModels: [], ipAllowlist: [], expireDate: '', monthlyCap: 50 };
    expect((await post(paths.developer.keyCreate, key, token)).code).toBe(200);
    const { token: viewer } = await renderPage();
    const week = await octoberBilled(viewer, 25);
    // Nothing spent in November yet: ¥300 at the week's pace.
    const inDays = Math.ceil((30_000 * 7) / week);
    expect(await screen.findByTestId('runway-budget')).toHaveProperty(
      'textContent',
      `预计 2026-11-${String(1 + inDays).padStart(2, '0')} 达到（${inDays} 天后）`,
    );
    const keys = screen.getByRole('table', { name: '密钥月度上限' });
    const row = within(keys).getByRole('row', { name: /批处理/ });
    expect(row.textContent).toContain('¥50.00');
    // A new key has spent nothing in the window.
    expect(row.textContent).toContain('按当前用量本月不会达到');
  });

  it('on the simulated clock weeks later, with no spend since, never runs out and lists the vouchers left to expire', async () => {
    advanceClock(40 * DAY);
    await renderPage();
    expect((await screen.findByTestId('runway-basis')).textContent).toContain('2026-12-04 至 2026-12-10');
    expect(screen.getByTestId('runway-days').textContent).toBe('按当前用量不会用尽');
    const vouchers = screen.getByRole('table', { name: '将过期未用完的代金券' });
    expect(within(vouchers).getByText('2026-12-31')).toBeTruthy();
  });
});
