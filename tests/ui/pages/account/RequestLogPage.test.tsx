import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSimulator } from '../../../../mocks/node';
import { paths } from '../../../../src/api/paths';
import { startApp, systemActor } from '../../../../src/machines/app';
import { clearToken, storeToken } from '../../../../src/machines/credentials';
import { RequestLogPage } from '../../../../src/ui/pages/account/RequestLogPage';
import { toaster } from '../../../../src/ui/toaster';
import { renderWithApp } from '../../../render';
import { ORIGIN, loginAs, post } from '../../../unit/mocks/client';

const PATH = '/account-center/usage-mgmt/request-log';

beforeEach(async () => {
  await resetSimulator();
  clearToken();
  toaster.remove();
});
afterEach(() => vi.restoreAllMocks());

/** One gateway call with a new key, as an SDK makes it; the id it was answered with. */
async function gatewayCall(token: string, keyName: string, body: Record<string, unknown>): Promise<string> {
  const { data: key } = await post<{ secret: string }>(paths.developer.keyCreate, { name: keyName }, token);
  const response = await fetch(new URL(paths.gateway.chatCompletions, ORIGIN), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key.secret}` },
    body: JSON.stringify(body),
  });
  await response.text();
  return response.headers.get('x-request-id') ?? '';
}

async function renderPage(path = PATH) {
  const token = await loginAs('dev_ent');
  storeToken(token);
  const app = startApp();
  const rendered = renderWithApp(<RequestLogPage />, { app, path });
  await waitFor(() => expect(systemActor(app, 'session').getSnapshot().matches('authenticated')).toBe(true));
  return { ...rendered, token, user: userEvent.setup() };
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('RequestLogPage', () => {
  it('finds a call by the id the SDK saw, shows its detail with the price formula, and a refusal with its error body', async () => {
    const token = await loginAs('dev_ent');
    const ok = await gatewayCall(token, '生产', {
      model: 'qwen-max',
      messages: [{ role: 'user', content: '写一份巡检报告' }],
    });
    const refused = await gatewayCall(token, '测试', {
      model: 'gpt-nope',
      messages: [{ role: 'user', content: '你好' }],
    });
    const { user } = await renderPage(`${PATH}?id=${ok}`);

    const table = await screen.findByRole('table', { name: '调用日志' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(1));
    expect(rowsOf(table)[0].textContent).toContain('qwen-max');
    await user.click(within(table).getByRole('button', { name: `查看调用详情 ${ok}` }));
    const drawer = await screen.findByRole('dialog', { name: '调用详情' });
    expect(await within(drawer).findByText(ok)).toBeTruthy();
    // qwen-max: ¥0.02 / ¥0.06 per thousand tokens (mocks/seed/models.ts) = ¥20 / ¥60 per million.
    expect(within(drawer).getByTestId('price-formula').textContent).toMatch(
      /^[\d,]+ × ¥20\/百万 \+ [\d,]+ × ¥60\/百万 = ¥[\d.]+，按分向上取整计费 ¥\d+\.\d{2}$/,
    );
    await user.click(within(drawer).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '调用详情' })).toBeNull());

    const search = within(screen.getByRole('search', { name: '请求ID' })).getByRole('textbox');
    await user.clear(search);
    await user.type(search, `${refused}{Enter}`);
    await waitFor(() =>
      expect(rowsOf(screen.getByRole('table', { name: '调用日志' }))[0].textContent).toContain(
        '失败（404 model_not_found）',
      ),
    );
    await user.click(screen.getByRole('button', { name: `查看调用详情 ${refused}` }));
    const refusedDrawer = await screen.findByRole('dialog', { name: '调用详情' });
    expect(await within(refusedDrawer).findByText(/"code": "model_not_found"/)).toBeTruthy();
  });

  it('filters by status through the URL, and exports what is filtered as CSV', async () => {
    const token = await loginAs('dev_ent');
    await gatewayCall(token, '甲', { model: 'qwen-max', messages: [{ role: 'user', content: '你好' }] });
    await gatewayCall(token, '乙', { model: '', messages: [{ role: 'user', content: '你好' }] });
    const saved: string[] = [];
    let lastBlob: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => ((lastBlob = blob), 'blob:log'));
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (lastBlob) void lastBlob.text().then((text) => saved.push(`${this.download}\n${text}`));
    });
    const { user, location } = await renderPage();
    const table = await screen.findByRole('table', { name: '调用日志' });
    await waitFor(() => expect(rowsOf(table).length).toBeGreaterThanOrEqual(2));

    await user.selectOptions(screen.getByLabelText('状态'), 'error');
    await waitFor(() => expect(location.history?.at(-1)).toContain('status=error'));
    await waitFor(() =>
      expect(rowsOf(screen.getByRole('table', { name: '调用日志' })).map((r) => r.textContent)).toEqual([
        expect.stringContaining('失败（400'),
      ]),
    );

    await user.click(screen.getByRole('button', { name: '导出 CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [fileName, header, ...lines] = saved[0].split(/\r?\n/).filter(Boolean);
    expect(fileName).toMatch(/^调用日志_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(header).toContain('请求ID,时间,API密钥,模型');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('missing_required_parameter');
    expect(await screen.findByText('已导出 1 条调用记录')).toBeTruthy();
  });
});
