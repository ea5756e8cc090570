import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SecretKeyPage } from '../../../../src/ui/pages/account/SecretKeyPage';
import { renderSignedIn, serveSimulator } from '../../signedIn';

serveSimulator();

async function renderKeys() {
  const rendered = await renderSignedIn(
    <SecretKeyPage />,
    'dev_ent',
    '/account-center/develop-manage/secret-key-manage',
  );
  const table = await screen.findByRole('table', { name: 'API密钥' });
  await within(table).findByText('生产环境');
  return { ...rendered, table };
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
    // Pasted: 31 keystrokes each re-render the dialog, seconds on a loaded machine for nothing tested.
    await user.click(within(form).getByLabelText('密钥名称'));
    await user.paste(name);
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
    await user.click(
      within(await screen.findByRole('alertdialog', { name: '删除密钥' })).getByRole('button', { name: '确认删除' }),
    );
    await waitFor(() => expect(within(table).queryByText('测试环境')).toBeNull());
    expect(maskedKeys()).toHaveLength(1);
  });

  it('disables and enables a key with its switch, the row saying 已停用 in between', async () => {
    const { user, table } = await renderKeys();
    const toggle = within(table).getByLabelText('启用密钥 生产环境') as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    await user.click(toggle);
    await waitFor(() =>
      expect((within(table).getByLabelText('启用密钥 生产环境') as HTMLInputElement).checked).toBe(false),
    );
    expect(await within(rowOf(table, '生产环境')).findByText('已停用', { selector: '.chakra-badge' })).toBeTruthy();
    await user.click(within(table).getByLabelText('启用密钥 生产环境'));
    await waitFor(() =>
      expect((within(table).getByLabelText('启用密钥 生产环境') as HTMLInputElement).checked).toBe(true),
    );
    await waitFor(() =>
      expect(within(rowOf(table, '生产环境')).queryByText('已停用', { selector: '.chakra-badge' })).toBeNull(),
    );
  });

  it('refuses each bad scope field with its own message and keeps everything typed', async () => {
    const { user, table } = await renderKeys();
    await user.click(screen.getByRole('button', { name: '新建密钥' }));
    const form = await screen.findByRole('dialog', { name: '新建密钥' });
    await user.type(within(form).getByLabelText('密钥名称'), '受限密钥');
    await user.type(within(form).getByRole('textbox', { name: /IP白名单/ }), '203.0.113.5{Enter}10.0.0.1/8');
    await user.type(within(form).getByLabelText(/到期日期/), '2020-01-01');
    await user.type(within(form).getByLabelText(/月度消费上限/), '-5');
    await user.click(within(form).getByRole('button', { name: '创建' }));

    expect(
      within(form).getByText('IP白名单格式不正确：10.0.0.1/8（示例：203.0.113.5 或 203.0.113.0/24）'),
    ).toBeTruthy();
    expect(within(form).getByText('到期日期不能早于今天')).toBeTruthy();
    expect(within(form).getByText('月度消费上限须为不小于0的金额（元），最多两位小数')).toBeTruthy();
    expect((within(form).getByLabelText('密钥名称') as HTMLInputElement).value).toBe('受限密钥');
    expect((within(form).getByRole('textbox', { name: /IP白名单/ }) as HTMLTextAreaElement).value).toBe(
      '203.0.113.5\n10.0.0.1/8',
    );
    expect((within(form).getByLabelText(/到期日期/) as HTMLInputElement).value).toBe('2020-01-01');
    expect((within(form).getByLabelText(/月度消费上限/) as HTMLInputElement).value).toBe('-5');

    // Each message goes as its field is corrected; a cap of two decimals at most.
    await user.clear(within(form).getByLabelText(/月度消费上限/));
    await user.type(within(form).getByLabelText(/月度消费上限/), '1.234');
    await user.click(within(form).getByRole('button', { name: '创建' }));
    expect(within(form).getByText('月度消费上限须为不小于0的金额（元），最多两位小数')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新建密钥' })).toBeNull());
    expect(within(table).queryByText('受限密钥')).toBeNull();
  });

  it('creates a key limited to one model, an address range and a monthly cap, shown in the list', async () => {
    const { user, table } = await renderKeys();
    await user.click(screen.getByRole('button', { name: '新建密钥' }));
    const form = await screen.findByRole('dialog', { name: '新建密钥' });
    await user.type(within(form).getByLabelText('密钥名称'), '只用千问');
    const models = within(form).getByRole('group', { name: '可调用模型' });
    await user.click(await within(models).findByRole('checkbox', { name: /（qwen-max）/ }));
    await user.type(within(form).getByRole('textbox', { name: /IP白名单/ }), '203.0.113.0/24');
    await user.type(within(form).getByLabelText(/月度消费上限/), '100');
    await user.click(within(form).getByRole('button', { name: '创建' }));

    const reveal = await screen.findByRole('dialog', { name: '密钥已创建' });
    const full = within(reveal).getByTestId('full-key').textContent ?? '';
    await user.click(within(reveal).getByRole('button', { name: '我已保存' }));
    const row = await within(table).findByRole('row', { name: /只用千问/ });
    expect(within(row).getByText('模型：qwen-max')).toBeTruthy();
    expect(within(row).getByText('IP：203.0.113.0/24')).toBeTruthy();
    expect(within(row).getByText('¥0.00 / ¥100.00')).toBeTruthy();
    expect(within(row).getByText('长期有效')).toBeTruthy();
    expect(within(row).getByTestId('masked-key').textContent).toBe(`sk-****${full.slice(-4)}`);
  });

  it("edits a key's scope with what it has filled in", async () => {
    const { user, table } = await renderKeys();
    await user.click(within(table).getByRole('button', { name: '编辑密钥 生产环境' }));
    const form = await screen.findByRole('dialog', { name: '编辑密钥' });
    expect((within(form).getByLabelText('密钥名称') as HTMLInputElement).value).toBe('生产环境');
    await user.type(within(form).getByLabelText(/月度消费上限/), '88.5');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '编辑密钥' })).toBeNull());
    await waitFor(() => expect(within(rowOf(table, '生产环境')).getByText(/ \/ ¥88\.50$/)).toBeTruthy());
  });

  it('rotates a key only after confirmation and shows the new secret once', async () => {
    const { user, table } = await renderKeys();
    const before = within(rowOf(table, '生产环境')).getByTestId('masked-key').textContent;
    await user.click(within(table).getByRole('button', { name: '轮换密钥 生产环境' }));
    const confirm = await screen.findByRole('alertdialog', { name: '轮换密钥' });
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(rowOf(table, '生产环境')).getByTestId('masked-key').textContent).toBe(before);

    await user.click(within(table).getByRole('button', { name: '轮换密钥 生产环境' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: '轮换密钥' })).getByRole('button', { name: '确认轮换' }),
    );
    const reveal = await screen.findByRole('dialog', { name: '密钥已轮换' });
    const full = within(reveal).getByTestId('full-key').textContent ?? '';
    expect(full).toMatch(/^sk-[0-9a-f]{40}$/);
    await user.click(within(reveal).getByRole('button', { name: '我已保存' }));
    await waitFor(() =>
      expect(within(rowOf(table, '生产环境')).getByTestId('masked-key').textContent).toBe(`sk-****${full.slice(-4)}`),
    );
    expect(document.body.textContent).not.toContain(full);
  });
});

function rowOf(table: HTMLElement, name: string): HTMLElement {
  return within(table).getByRole('row', { name: new RegExp(name) });
}
