import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSimulator } from '../../../../mocks/node';
import { startApp, systemActor } from '../../../../src/machines/app';
import { clearToken, storeToken } from '../../../../src/machines/credentials';
import { SecretKeyPage } from '../../../../src/ui/pages/account/SecretKeyPage';
import { toaster } from '../../../../src/ui/toaster';
import { renderWithApp } from '../../../render';
import { loginAs } from '../../../unit/mocks/client';

beforeEach(async () => {
  await resetSimulator();
  clearToken();
  toaster.remove();
});

async function renderKeys() {
  storeToken(await loginAs('dev_ent'));
  const app = startApp();
  const rendered = renderWithApp(<SecretKeyPage />, { app, path: '/account-center/develop-manage/secret-key-manage' });
  await waitFor(() => expect(systemActor(app, 'session').getSnapshot().matches('authenticated')).toBe(true));
  const table = await screen.findByRole('table', { name: 'API密钥' });
  await within(table).findByText('生产环境');
  return { ...rendered, table, user: userEvent.setup() };
}

const maskedKeys = () => screen.getAllByTestId('masked-key').map((el) => el.textContent);

describe('SecretKeyPage', () => {
  it('lists keys masked as sk-****abcd', async () => {
    await renderKeys();
    expect(maskedKeys()).toHaveLength(2);
    for (const key of maskedKeys()) expect(key).toMatch(/^sk-\*{4}[0-9a-f]{4}$/);
  });

  it('shows a new key in full once, then only masked', async () => {
    const { user } = await renderKeys();
    await user.click(screen.getByRole('button', { name: '新建密钥' }));
    const form = await screen.findByRole('dialog', { name: '新建密钥' });
    await user.type(within(form).getByLabelText('密钥名称'), '数据分析');
    await user.click(within(form).getByRole('button', { name: '创建' }));

    const reveal = await screen.findByRole('dialog', { name: '密钥已创建' });
    const full = within(reveal).getByTestId('full-key').textContent ?? '';
    expect(full).toMatch(/^sk-[0-9a-f]{40}$/);
    expect(within(reveal).getByText('请立即复制并妥善保存。关闭后将无法再次查看完整密钥。')).toBeTruthy();

    await user.click(within(reveal).getByRole('button', { name: '我已保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '密钥已创建' })).toBeNull());
    expect(maskedKeys()).toContain(`sk-****${full.slice(-4)}`);
    expect(document.body.textContent).not.toContain(full);
  });

  it('keeps the dialog and the typed text when the name is refused', async () => {
    const { user } = await renderKeys();
    await user.click(screen.getByRole('button', { name: '新建密钥' }));
    const form = await screen.findByRole('dialog', { name: '新建密钥' });
    await user.click(within(form).getByRole('button', { name: '创建' }));
    expect(within(form).getByText('请输入密钥名称')).toBeTruthy();
    const name = 'x'.repeat(31);
    await user.type(within(form).getByLabelText('密钥名称'), name);
    await user.click(within(form).getByRole('button', { name: '创建' }));
    expect(within(form).getByText('密钥名称不能超过30个字符')).toBeTruthy();
    expect((within(form).getByLabelText('密钥名称') as HTMLInputElement).value).toBe(name);
  });

  it('deletes a key only after confirmation', async () => {
    const { user, table } = await renderKeys();
    await user.click(within(table).getByRole('button', { name: '删除密钥 测试环境' }));
    const confirm = await screen.findByRole('alertdialog', { name: '删除密钥' });
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(table).getByText('测试环境')).toBeTruthy();

    await user.click(within(table).getByRole('button', { name: '删除密钥 测试环境' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: '删除密钥' })).getByRole('button', { name: '确认删除' }));
    await waitFor(() => expect(within(table).queryByText('测试环境')).toBeNull());
    expect(maskedKeys()).toHaveLength(1);
  });

  it('disables and enables a key with its switch', async () => {
    const { user, table } = await renderKeys();
    const toggle = within(table).getByLabelText('启用密钥 生产环境') as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    await user.click(toggle);
    await waitFor(() => expect((within(table).getByLabelText('启用密钥 生产环境') as HTMLInputElement).checked).toBe(false));
  });
});
