import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppConfigPage } from '../../../../src/ui/pages/mgmt/AppConfigPage';
import { AppVerificationPage } from '../../../../src/ui/pages/mgmt/AppVerificationPage';
import { ResourceRightsPage } from '../../../../src/ui/pages/mgmt/ResourceRightsPage';
import { renderSignedIn, serveSimulator } from '../../signedIn';

serveSimulator();

const checkbox = (scope: HTMLElement, name: string | RegExp) =>
  within(scope).getByRole('checkbox', { name }) as HTMLInputElement;

describe('AppVerificationPage', () => {
  it('rejects a pending app only with a reason, and shows the reason', async () => {
    const { user } = await renderSignedIn(
      <AppVerificationPage />,
      'admin',
      '/mgmt-console/audits-mgmt/app-verification',
    );
    const pending = await screen.findByRole('row', { name: /小文读书笔记/ });
    expect(within(pending).getByText('待审核')).toBeTruthy();
    await user.click(within(pending).getByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog', { name: '驳回申请' });
    await user.click(within(dialog).getByRole('button', { name: '确认驳回' }));
    expect(await within(dialog).findByText('请输入驳回原因')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('驳回原因'), '示例数据与应用描述不符');
    await user.click(within(dialog).getByRole('button', { name: '确认驳回' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '驳回申请' })).toBeNull());
    const rejected = await screen.findByRole('row', { name: /小文读书笔记/ });
    await within(rejected).findByText('审核驳回');
    expect(within(rejected).getByText('示例数据与应用描述不符')).toBeTruthy();
  });
});

describe('AppConfigPage', () => {
  it('turns on an app feature and reads it back', async () => {
    const { user, unmount } = await renderSignedIn(<AppConfigPage />, 'admin', '/mgmt-console/resource/app-config');
    const apps = await screen.findByRole('list', { name: '应用列表' });
    await user.click(await within(apps).findByRole('button', { name: /合同审查助手/ }));
    const auth = await screen.findByRole('checkbox', { name: /授权/ });
    const before = (auth as HTMLInputElement).checked;
    await user.click(auth);
    await user.click(screen.getByRole('button', { name: '保存配置' }));
    await screen.findByText('保存成功');
    unmount();

    const again = await renderSignedIn(<AppConfigPage />, 'admin', '/mgmt-console/resource/app-config');
    await again.user.click(
      await within(await screen.findByRole('list', { name: '应用列表' })).findByRole('button', {
        name: /合同审查助手/,
      }),
    );
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: /授权/ }) as HTMLInputElement).checked).toBe(!before),
    );
  });
});

describe('ResourceRightsPage', () => {
  it('grants a user an app with 授权 (which includes 编辑 and 使用), saves, then removes everything after confirming', async () => {
    const { user } = await renderSignedIn(
      <ResourceRightsPage />,
      'admin',
      '/mgmt-console/management/rights-management/user-resource',
    );
    const users = await screen.findByRole('list', { name: '用户' });
    await user.click(await within(users).findByRole('button', { name: /newbie/ }));
    const app = await screen.findByRole('group', { name: '会议纪要助手' });
    await user.click(checkbox(app, '授权'));
    expect(checkbox(app, '使用').checked).toBe(true);
    expect(checkbox(app, '编辑').checked).toBe(true);
    await user.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('保存成功');

    await user.click(screen.getByRole('button', { name: '移除全部资源' }));
    const confirm = await screen.findByRole('alertdialog', { name: '移除资源' });
    await user.click(within(confirm).getByRole('button', { name: '移除' }));
    await waitFor(() =>
      expect(checkbox(screen.getByRole('group', { name: '会议纪要助手' }), '使用').checked).toBe(false),
    );
  });
});
