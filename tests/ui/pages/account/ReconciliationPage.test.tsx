import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSimulator, simulatorControls } from '../../../../mocks/node';
import { paths } from '../../../../src/api/paths';
import { startApp, systemActor } from '../../../../src/machines/app';
import { clearToken, storeToken } from '../../../../src/machines/credentials';
import { LedgerPage } from '../../../../src/ui/pages/account/ledger/LedgerPage';
import { ReconciliationPage } from '../../../../src/ui/pages/account/ledger/ReconciliationPage';
import { toaster } from '../../../../src/ui/toaster';
import { renderWithApp } from '../../../render';
import { ORIGIN, loginAs, post } from '../../../unit/mocks/client';

const RECON = '/account-center/usage-mgmt/reconciliation?date=2026-11-01';
const LEDGER = '/account-center/usage-mgmt/ledger';

beforeEach(async () => {
  await resetSimulator();
  clearToken();
  toaster.remove();
});

/** Gateway calls with one key, as an SDK makes them; the ids they were answered with. */
async function gatewayCalls(token: string, prompts: string[]): Promise<string[]> {
  const { data: key } = await post<{ secret: string }>(paths.developer.keyCreate, { name: '对账测试' }, token);
  const ids: string[] = [];
  for (const content of prompts) {
    const response = await fetch(new URL(paths.gateway.chatCompletions, ORIGIN), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key.secret}` },
      body: JSON.stringify({ model: 'deepseek-v3', messages: [{ role: 'user', content }] }),
    });
    await response.text();
    ids.push(response.headers.get('x-request-id') ?? '');
  }
  return ids;
}

async function render(page: React.ReactElement, path: string, token: string) {
  storeToken(token);
  const app = startApp();
  renderWithApp(page, { app, path });
  await waitFor(() => expect(systemActor(app, 'session').getSnapshot().matches('authenticated')).toBe(true));
  return userEvent.setup();
}

describe('ReconciliationPage', () => {
  it('matches the day line by line, then names the wrong charge the fault switch posted', async () => {
    const token = await loginAs('dev_ent');
    const ids = await gatewayCalls(token, ['写一份巡检报告', '总结今天的工单']);
    const user = await render(<ReconciliationPage />, RECON, token);

    await user.click(screen.getByRole('button', { name: '开始对账' }));
    const verdict = await screen.findByTestId('recon-verdict');
    expect(verdict.textContent).toContain('2026-11-01 对账一致');
    const table = screen.getByRole('table', { name: '对账明细' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining(ids[0]), expect.stringContaining(ids[1])]);
    for (const row of rows) expect(row.textContent).toContain('deepseek-v3@v1');
    expect(screen.getByTestId('recon-log').textContent).toBe(screen.getByTestId('recon-bill').textContent);
    expect(screen.getByTestId('recon-log').textContent).toBe(screen.getByTestId('recon-wallets').textContent);

    await simulatorControls.setFault({ area: 'billing', kind: 'wrongCharge', scope: 'next' });
    const [wrong] = await gatewayCalls(token, ['再写一份报告']);
    await user.click(screen.getByRole('button', { name: '开始对账' }));
    await waitFor(() => expect(screen.getByTestId('recon-verdict').textContent).toContain('发现 1 项异常'));
    const gaps = within(screen.getByRole('list', { name: '差异' })).getAllByRole('listitem');
    expect(gaps).toHaveLength(1);
    expect(gaps[0].textContent).toContain(wrong);
    expect(gaps[0].textContent).toMatch(/错误扣费.*多扣 ¥\d+\.\d\d/);
    expect(screen.getByTestId('recon-log').textContent).not.toBe(screen.getByTestId('recon-bill').textContent);
  });

  it('refuses a day before per-call billing began, with the reason', async () => {
    const token = await loginAs('dev_ent');
    const user = await render(<ReconciliationPage />, RECON.replace('2026-11-01', '2026-10-30'), token);
    await user.click(screen.getByRole('button', { name: '开始对账' }));
    expect((await screen.findByRole('alert')).textContent).toContain('逐笔账本自 2026-11-01 起');
  });
});

describe('LedgerPage', () => {
  it('lists each charge with its wallet, price version and a link to its call', async () => {
    const token = await loginAs('dev_ent');
    const [id] = await gatewayCalls(token, ['写一份巡检报告']);
    await render(<LedgerPage />, LEDGER, token);
    const table = await screen.findByRole('table', { name: '资金账本' });
    const first = await waitFor(() => {
      const row = within(table).getAllByRole('row')[1];
      expect(row.textContent).toContain(id);
      return row;
    });
    // The voucher expiring soonest pays first.
    expect(first.textContent).toMatch(/调用扣费.*企业认证礼包.*-¥0\.\d\d/);
    expect(first.textContent).toContain('deepseek-v3@v1');
    expect(
      within(first)
        .getByRole('link', { name: `在调用日志中查看 ${id}` })
        .getAttribute('href'),
    ).toContain(`request-log?id=${id}`);
  });
});
