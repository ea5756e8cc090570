import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { Route, Switch } from 'wouter';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSimulator, server } from '../../../../mocks/node';
import { url } from '../../../../mocks/rules/respond';
import { paths } from '../../../../src/api/paths';
import { startApp, systemActor } from '../../../../src/machines/app';
import { clearToken, storeToken } from '../../../../src/machines/credentials';
import { formatYuan } from '../../../../src/ui/format';
import { AuthCodePage } from '../../../../src/ui/pages/account/AuthCodePage';
import { AccountProfilePage } from '../../../../src/ui/pages/account/AccountProfilePage';
import { OrderDetailsPage } from '../../../../src/ui/pages/account/OrderDetailsPage';
import { CONTRACT_DETAIL_PATTERN, SigningDetailPage } from '../../../../src/ui/pages/account/SigningDetailPage';
import { SigningPage } from '../../../../src/ui/pages/account/SigningPage';
import { TransactionDetailsPage } from '../../../../src/ui/pages/account/TransactionDetailsPage';
import { VouchersPage } from '../../../../src/ui/pages/account/VouchersPage';
import { toaster } from '../../../../src/ui/toaster';
import { renderWithApp } from '../../../render';
import { get, loginAs, post } from '../../../unit/mocks/client';
import type { Page } from '../../../../src/domain/types/common.types';
import type { Transaction } from '../../../../src/domain/types/trade.types';

beforeEach(async () => {
  await resetSimulator();
  clearToken();
  toaster.remove();
});

const yuanOf = (text: string | null): number => Number((text ?? '').replace(/[¥,+]/g, ''));
const lastPath = (location: { history?: string[] }) => location.history?.at(-1) ?? '';

async function renderAt(ui: ReactElement, path: string) {
  const token = await loginAs('dev_ent');
  storeToken(token);
  const app = startApp();
  const rendered = renderWithApp(ui, { app, path });
  await waitFor(() => expect(systemActor(app, 'session').getSnapshot().matches('authenticated')).toBe(true));
  return { ...rendered, token, user: userEvent.setup() };
}

/** The text of one column, for every body row of a table. */
const column = (table: HTMLElement, index: number) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index].textContent ?? '');

describe('AccountProfilePage', () => {
  it('shows the balance, usable coupons and the latest month, all in yuan', async () => {
    const { token } = await renderAt(<AccountProfilePage />, '/account-center/account-mgmt/account-profile');
    const balance = await screen.findByText('账户余额');
    const { data } = await get<{ balance: number }>(paths.user.balance, token);
    expect(balance).toBeTruthy();
    expect(screen.getByText(formatYuan(data.balance))).toBeTruthy();
    expect(screen.getByText('可用代金券')).toBeTruthy();
    expect(screen.getByText('2026年10月消费')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看日账单' }).getAttribute('href')).toContain('month=2026-10');
  });

  it('offers a retry when the overview fails', async () => {
    server.use(
      http.get(
        url(paths.user.balance),
        () => HttpResponse.json({ code: 500, msg: '服务繁忙，请稍后再试', data: null }),
        { once: true },
      ),
    );
    const { user } = await renderAt(<AccountProfilePage />, '/account-center/account-mgmt/account-profile');
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('账户余额')).toBeTruthy();
  });
});

describe('TransactionDetailsPage', () => {
  const PATH = '/account-center/transaction-mgmt/transaction-details';

  it('filters by type through the URL', async () => {
    const { user, location } = await renderAt(<TransactionDetailsPage />, PATH);
    const table = await screen.findByRole('table', { name: '交易明细' });
    await waitFor(() => expect(column(table, 0).length).toBe(10));

    await user.selectOptions(screen.getByLabelText('交易类型'), '1');
    await waitFor(() => expect(lastPath(location)).toContain('type=1'));
    await waitFor(() =>
      expect(new Set(column(screen.getByRole('table', { name: '交易明细' }), 2))).toEqual(new Set(['充值'])),
    );
    for (const amount of column(screen.getByRole('table', { name: '交易明细' }), 3))
      expect(amount).toMatch(/^\+¥[\d,]+\.\d{2}$/);
  });

  it('pages through spend only, from the URL', async () => {
    const { user } = await renderAt(<TransactionDetailsPage />, `${PATH}?type=2`);
    expect((screen.getByLabelText('交易类型') as HTMLSelectElement).value).toBe('2');
    await waitFor(() =>
      expect(new Set(column(screen.getByRole('table', { name: '交易明细' }), 2))).toEqual(new Set(['消费'])),
    );
    const firstPage = column(screen.getByRole('table', { name: '交易明细' }), 1);
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(column(screen.getByRole('table', { name: '交易明细' }), 1)).not.toEqual(firstPage));
  });

  it('narrows to a date range from the URL, refuses a reversed one, and shows an empty range as empty', async () => {
    const { location, token } = await renderAt(<TransactionDetailsPage />, `${PATH}?start=2026-09-01&end=2026-09-30`);
    const table = await screen.findByRole('table', { name: '交易明细' });
    await waitFor(() => expect(column(table, 0).length).toBeGreaterThan(0));
    for (const time of column(table, 0)) expect(time.startsWith('2026-09')).toBe(true);
    const { data } = await post<Page<Transaction>>(
      paths.trade.transactionSearch,
      { start: '2026-09-01', end: '2026-09-30', pageNum: 1, pageSize: 10 },
      token,
    );
    if (data.total > 10) expect(screen.getByText(`共 ${data.total} 条`)).toBeTruthy();

    location.navigate(`${PATH}?start=2026-09-30&end=2026-09-01`);
    expect((await screen.findByRole('alert')).textContent).toBe('开始日期不能晚于结束日期');
    expect(screen.queryByRole('table', { name: '交易明细' })).toBeNull();

    location.navigate(`${PATH}?start=2025-01-01&end=2025-01-31`);
    expect(await screen.findByText('所选范围内暂无交易')).toBeTruthy();
  });

  it('shows a failed page with a retry', async () => {
    server.use(
      http.post(
        url(paths.trade.transactionSearch),
        () => HttpResponse.json({ code: 500, msg: '服务繁忙，请稍后再试', data: null }),
        { once: true },
      ),
    );
    const { user } = await renderAt(<TransactionDetailsPage />, PATH);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('服务繁忙，请稍后再试')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(column(screen.getByRole('table', { name: '交易明细' }), 0).length).toBe(10));
  });
});

describe('OrderDetailsPage and VouchersPage', () => {
  it('searches orders by keyword only when asked, keeping it in the URL', async () => {
    const { user, location } = await renderAt(<OrderDetailsPage />, '/account-center/account-mgmt/order-details');
    const table = await screen.findByRole('table', { name: '订单明细' });
    await waitFor(() => expect(column(table, 0).length).toBeGreaterThan(0));
    const box = screen.getByRole('textbox', { name: '订单号或商品' });
    await user.type(box, '没有这种商品');
    expect(lastPath(location)).not.toContain('keyword=');
    await user.click(
      within(screen.getByRole('search', { name: '订单号或商品' })).getByRole('button', { name: '搜索' }),
    );
    await waitFor(() => expect(lastPath(location)).toContain('keyword='));
    expect(await screen.findByText('暂无订单')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: '订单号或商品' }) as HTMLInputElement).value).toBe('没有这种商品');
  });

  it('shows the vouchers of the status in the URL', async () => {
    await renderAt(<VouchersPage />, '/account-center/account-mgmt/vouchers-record?status=1');
    expect((screen.getByLabelText('状态') as HTMLSelectElement).value).toBe('1');
    const table = await screen.findByRole('table', { name: '代金券记录' });
    await waitFor(() => expect(column(table, 0).length).toBeGreaterThan(0));
    expect(new Set(column(table, 4))).toEqual(new Set(['可使用']));
    for (const amount of column(table, 3)) expect(yuanOf(amount)).toBeGreaterThan(0);
  });
});

describe('AuthCodePage', () => {
  it('filters SDK auth codes by status through the URL', async () => {
    const { user, location } = await renderAt(<AuthCodePage />, '/account-center/develop-manage/auth-code-management');
    const table = await screen.findByRole('table', { name: '授权码' });
    await waitFor(() => expect(column(table, 0)).toHaveLength(5));
    await user.selectOptions(screen.getByLabelText('状态'), '2');
    await waitFor(() => expect(lastPath(location)).toContain('status=2'));
    await waitFor(() =>
      expect(new Set(column(screen.getByRole('table', { name: '授权码' }), 3))).toEqual(new Set(['已过期'])),
    );
  });
});

describe('SigningPage and SigningDetailPage', () => {
  const contracts = (
    <Switch>
      <Route path={CONTRACT_DETAIL_PATTERN} component={SigningDetailPage} />
      <Route component={SigningPage} />
    </Switch>
  );

  it('opens a pending contract from the list and signs it after confirming', async () => {
    const { user } = await renderAt(contracts, '/account-center/develop-manage/signing?status=1');
    const table = await screen.findByRole('table', { name: '合同列表' });
    await user.click(await within(table).findByRole('link', { name: '私有化部署技术服务合同' }));

    expect(await screen.findByRole('heading', { name: '私有化部署技术服务合同' })).toBeTruthy();
    // The facts list and the contract text both state the amount in yuan.
    expect(screen.getAllByText(/¥380,000\.00/).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: '签署合同' }));
    const confirm = await screen.findByRole('alertdialog', { name: '签署合同' });
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: '签署合同' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: '签署合同' })).getByRole('button', { name: '确认签署' }),
    );
    expect(await screen.findByText('已签署')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: '签署合同' })).toBeNull());
  });
});
