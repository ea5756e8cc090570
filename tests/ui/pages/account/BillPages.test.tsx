import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSimulator, server } from '../../../../mocks/node';
import { url } from '../../../../mocks/rules/respond';
import { paths } from '../../../../src/api/paths';
import { startApp, systemActor } from '../../../../src/machines/app';
import { clearToken, storeToken } from '../../../../src/machines/credentials';
import { formatYuan, sumYuan } from '../../../../src/ui/format';
import { ConsumerBillsPage } from '../../../../src/ui/pages/account/ConsumerBillsPage';
import { DailyBillsPage } from '../../../../src/ui/pages/account/DailyBillsPage';
import { toaster } from '../../../../src/ui/toaster';
import { renderWithApp } from '../../../render';
import { loginAs } from '../../../unit/mocks/client';

beforeEach(async () => {
  await resetSimulator();
  clearToken();
  toaster.remove();
});

const DAILY = '/account-center/transaction-mgmt/daily-bills';
const MONTHLY = '/account-center/account-mgmt/consumer-bills';

/** Parses ¥1,234.50 back to yuan. */
const yuanOf = (text: string | null): number => Number((text ?? '').replace(/[¥,]/g, ''));

async function renderAt(ui: React.ReactElement, path: string) {
  storeToken(await loginAs('dev_ent'));
  const app = startApp();
  const rendered = renderWithApp(ui, { app, path });
  await waitFor(() => expect(systemActor(app, 'session').getSnapshot().matches('authenticated')).toBe(true));
  return { ...rendered, user: userEvent.setup() };
}

/** The amounts of one column of a table, in yuan. */
function columnAmounts(table: HTMLElement, column: number): number[] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => yuanOf(within(row).getAllByRole('cell')[column].textContent));
}

const searchOf = (location: { history?: string[] }) => location.history?.at(-1) ?? '';

describe('DailyBillsPage', () => {
  it('shows the month from the URL; the chart, its data table, the totals and the rows agree', async () => {
    await renderAt(<DailyBillsPage />, `${DAILY}?month=2026-09`);
    const table = await screen.findByRole('table', { name: '日账单' });
    await within(table).findByText('2026-09-30');
    expect((screen.getByLabelText('账单月份') as HTMLSelectElement).value).toBe('2026-09');

    const rows = columnAmounts(table, 1);
    expect(rows).toHaveLength(30);
    const total = yuanOf(screen.getByTestId('total-amount').textContent);
    expect(total).toBeGreaterThan(0);
    expect(sumYuan(rows)).toBe(total);

    const chart = screen.getByRole('img', { name: /2026年9月每日消费/ });
    const bars = [...chart.querySelectorAll('rect[data-amount]')].map((r) => Number(r.getAttribute('data-amount')));
    expect(bars).toHaveLength(30);
    expect(sumYuan(bars)).toBe(total);
    expect(screen.getByText(new RegExp(`合计 ${formatYuan(total).replace(/[.$]/g, '\\$&')}`))).toBeTruthy();

    const data = screen.getByRole('table', { name: /每日消费数据/, hidden: true });
    expect(sumYuan(columnAmounts(data, 1))).toBe(total);
    // Every amount on screen is in yuan with two decimals.
    for (const cell of within(table)
      .getAllByRole('cell')
      .filter((c) => c.textContent?.startsWith('¥'))) {
      expect(cell.textContent).toMatch(/^¥\d{1,3}(,\d{3})*\.\d{2}$/);
    }
  });

  it('puts a new month and product in the URL and reloads the report for them', async () => {
    const { user, location } = await renderAt(<DailyBillsPage />, DAILY);
    const table = await screen.findByRole('table', { name: '日账单' });
    await within(table).findByText('2026-10-31');
    expect((screen.getByLabelText('账单月份') as HTMLSelectElement).value).toBe('2026-10');

    await user.selectOptions(screen.getByLabelText('账单月份'), '2026-08');
    await waitFor(() => expect(searchOf(location)).toContain('month=2026-08'));
    await within(await screen.findByRole('table', { name: '日账单' })).findByText('2026-08-31');
    const monthTotal = yuanOf(screen.getByTestId('total-amount').textContent);

    await user.selectOptions(screen.getByLabelText('产品'), '语音转写服务');
    await waitFor(() => expect(searchOf(location)).toContain('product='));
    await waitFor(() => expect(yuanOf(screen.getByTestId('total-amount').textContent)).not.toBe(monthTotal));
    const narrowed = yuanOf(screen.getByTestId('total-amount').textContent);
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(monthTotal);
    expect(sumYuan(columnAmounts(screen.getByRole('table', { name: '日账单' }), 1))).toBe(narrowed);
  });

  it('shows an empty month as empty, with zero totals', async () => {
    await renderAt(<DailyBillsPage />, `${DAILY}?month=2026-05`);
    expect(await screen.findByText('该月暂无消费')).toBeTruthy();
    expect(screen.getByTestId('total-amount').textContent).toBe('¥0.00');
    expect((screen.getByLabelText('账单月份') as HTMLSelectElement).value).toBe('2026-05');
  });

  it('shows a failed load with a retry that loads again', async () => {
    server.use(
      http.post(
        url(paths.trade.dailyBills),
        () => HttpResponse.json({ code: 500, msg: '服务繁忙，请稍后再试', data: null }),
        { once: true },
      ),
    );
    const { user } = await renderAt(<DailyBillsPage />, `${DAILY}?month=2026-09`);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('服务繁忙，请稍后再试')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    await within(await screen.findByRole('table', { name: '日账单' })).findByText('2026-09-30');
  });
});

describe('ConsumerBillsPage', () => {
  it('lists the month per product; the rows add up to the totals', async () => {
    await renderAt(<ConsumerBillsPage />, `${MONTHLY}?month=2026-10`);
    const table = await screen.findByRole('table', { name: '消费账单' });
    await within(table).findByText('通用大模型 Pro');
    const total = yuanOf(screen.getByTestId('total-amount').textContent);
    expect(sumYuan(columnAmounts(table, 3))).toBe(total);
    // Coupon plus cash is the spend, row by row.
    for (const row of within(table).getAllByRole('row').slice(1)) {
      const [amount, coupon, cash] = within(row)
        .getAllByRole('cell')
        .slice(3)
        .map((c) => yuanOf(c.textContent));
      expect(sumYuan([coupon, cash])).toBe(amount);
    }
  });

  it('keeps the month in the URL when it changes', async () => {
    const { user, location } = await renderAt(<ConsumerBillsPage />, MONTHLY);
    await within(await screen.findByRole('table', { name: '消费账单' })).findByText('通用大模型 Pro');
    await user.selectOptions(screen.getByLabelText('账单月份'), '2026-07');
    await waitFor(() => expect(searchOf(location)).toContain('month=2026-07'));
    await waitFor(() => expect((screen.getByLabelText('账单月份') as HTMLSelectElement).value).toBe('2026-07'));
  });
});
