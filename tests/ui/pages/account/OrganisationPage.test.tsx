import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tables } from '../../../../mocks/db/models';
import { OrganisationPage } from '../../../../src/ui/pages/account/OrganisationPage';
import { UserManagementPage } from '../../../../src/ui/pages/mgmt/UserManagementPage';
import { renderSignedIn, serveSimulator } from '../../signedIn';

serveSimulator();

const ORG_PAGE = '/account-center/team/organisation';

describe('OrganisationPage', () => {
  it('tells a personal-verified account that only enterprise accounts create organisations', async () => {
    await renderSignedIn(<OrganisationPage />, 'dev_person', ORG_PAGE);
    expect(await screen.findByText(/仅企业认证账号可创建组织/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '创建组织' })).toBeNull();
  });

  it('lets an enterprise account create one, checking the name before sending, then shows it with the permissions table', async () => {
    const u = userEvent.setup();
    await renderSignedIn(<OrganisationPage />, 'dev_ent', ORG_PAGE);
    await u.click(await screen.findByRole('button', { name: '创建组织' }));
    const dialog = await screen.findByRole('dialog', { name: '创建组织' });
    await u.click(within(dialog).getByRole('button', { name: '创建' }));
    expect(await within(dialog).findByText('请输入组织名称')).toBeTruthy();
    await u.click(within(dialog).getByLabelText('组织名称'));
    await u.paste('星河科技');
    await u.click(within(dialog).getByRole('button', { name: '创建' }));
    expect(await screen.findByRole('heading', { name: '星河科技' })).toBeTruthy();
    const permissions = screen.getByRole('table', { name: '角色权限' });
    const inviteRow = within(permissions).getByRole('row', { name: /邀请成员/ });
    expect(within(inviteRow).getAllByLabelText('允许')).toHaveLength(2);
  });
});

describe('UserManagementPage: 操作日志', () => {
  it("links each user to their account's audit log", async () => {
    await renderSignedIn(<UserManagementPage />, 'admin', '/mgmt-console/management/user-management');
    const link = await screen.findByRole('link', { name: 'dev_004 的操作日志' });
    const id = tables.user.find((u) => u.userName === 'dev_004')!.id;
    expect(link.getAttribute('href')).toBe(`/account-center/account-security/audit-log?userId=${id}`);
  });
});
