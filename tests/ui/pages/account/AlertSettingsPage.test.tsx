import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as mock } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSimulator, server } from '../../../../mocks/node';
import { paths } from '../../../../src/api/paths';
import { startApp, systemActor } from '../../../../src/machines/app';
import { clearToken, storeToken } from '../../../../src/machines/credentials';
import { AlertSettingsPage } from '../../../../src/ui/pages/account/AlertSettingsPage';
import { toaster } from '../../../../src/ui/toaster';
import { renderWithApp } from '../../../render';
import { loginAs } from '../../../unit/mocks/client';

beforeEach(async () => {
  await resetSimulator();
  clearToken();
  toaster.remove();
});

async function renderPage() {
  storeToken(await loginAs('dev_ent'));
  const app = startApp();
  const rendered = renderWithApp(<AlertSettingsPage />, { app, path: '/account-center/develop-manage/alerts' });
  await waitFor(() => expect(systemActor(app, 'session').getSnapshot().matches('authenticated')).toBe(true));
  return { ...rendered, user: userEvent.setup() };
}

describe('AlertSettingsPage', () => {
  it('keeps what was typed under a refusal, then saves the webhook and logs a signed test delivery', async () => {
    const { user } = await renderPage();
    const address = await screen.findByLabelText('Webhook 地址');
    await user.type(address, 'https://hooks.demo.test/a');
    await user.click(screen.getByRole('button', { name: '保存设置' }));
    expect(await screen.findByText('填写 Webhook 地址时须设置签名密钥')).toBeTruthy();
    expect((address as HTMLInputElement).value).toBe('https://hooks.demo.test/a');

    await user.type(screen.getByLabelText('签名密钥'), 'whsec_0123456789abcdef');
    await user.click(screen.getByRole('button', { name: '保存设置' }));
    expect(await screen.findByPlaceholderText('已设置（尾号 cdef），留空保持不变')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '发送测试' }));
    const delivery = await screen.findByRole('group', { name: '投递 webhook.test' });
    expect(within(delivery).getByText('已送达')).toBeTruthy();
    expect(within(delivery).getByText('HTTP 200')).toBeTruthy();
    expect(within(delivery).getByTestId('webhook-signature').textContent).toMatch(/^sha256=[0-9a-f]{64}$/);
  });

  it('shows a refusal of the whole save beside the buttons, and takes typing while the log reloads', async () => {
    const { user } = await renderPage();
    server.use(
      mock.post(new RegExp(`${paths.webhook.settings}$`), () =>
        HttpResponse.json({ code: 403, msg: '无权限访问', data: null }),
      ),
    );
    const rate = await screen.findByLabelText('错误率阈值（%）');
    await user.clear(rate);
    await user.type(rate, '35');
    await user.click(screen.getByRole('button', { name: '保存设置' }));
    expect((await screen.findByRole('alert')).textContent).toBe('无权限访问');
    expect((rate as HTMLInputElement).value).toBe('35');
    expect(screen.getByLabelText('签名密钥').getAttribute('aria-invalid')).not.toBe('true');

    // Reloading the log leaves the form open to typing; what is typed stays.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(mock.get(new RegExp(`${paths.webhook.deliveries}$`), async () => void (await held)));
    await user.click(screen.getByRole('button', { name: '刷新' }));
    await user.type(rate, '5');
    expect((rate as HTMLInputElement).value).toBe('355');
    expect(screen.queryByRole('alert')).toBeNull();
    release();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: '刷新' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect((rate as HTMLInputElement).value).toBe('355');
  });
});
