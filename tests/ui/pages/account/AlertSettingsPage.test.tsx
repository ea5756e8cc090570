import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSimulator } from '../../../../mocks/node';
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
});
