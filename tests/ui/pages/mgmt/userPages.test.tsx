import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tables } from '../../../../mocks/db/models';
import { server } from '../../../../mocks/node';
import { paths } from '../../../../src/api/paths';
import { storeToken } from '../../../../src/machines/credentials';
import { prefetchFirstScreen } from '../../firstScreen';
import { GroupRightsPage } from '../../../../src/ui/pages/mgmt/GroupRightsPage';
import { RoleRightsPage } from '../../../../src/ui/pages/mgmt/RoleRightsPage';
import { UserManagementPage } from '../../../../src/ui/pages/mgmt/UserManagementPage';
import { UserRightsPage } from '../../../../src/ui/pages/mgmt/UserRightsPage';
import { loginAs } from '../../../unit/mocks/client';
import { renderSignedIn, serveSimulator } from '../../signedIn';

serveSimulator();

const USERS = '/mgmt-console/management/user-management';
const roleId = (name: string) => tables.role.find((r) => r.roleName === name)!.id;
const user = (name: string) => tables.user.find((u) => u.userName === name)!;
/** Pastes into a field at once: typing key by key is slow under a shared CPU. */
async function fill(
  u: { click: (e: Element) => Promise<void>; paste: (t: string) => Promise<void> },
  field: HTMLElement,
  value: string,
) {
  await u.click(field);
  await u.paste(value);
}
const checkbox = (scope: HTMLElement, name: string) =>
  within(scope).getByRole('checkbox', { name }) as HTMLInputElement;

describe('UserManagementPage: landing on it', () => {
  it("shows the route's prefetched answers in its first render, each user's roles and groups by name, and asks for none of them again", async () => {
    const lists = [paths.user.search, paths.role.search, paths.group.search];
    const asked: string[] = [];
    const count = ({ request }: { request: Request }) =>
      void asked.push(...lists.filter((path) => new URL(request.url).pathname === path));
    server.events.on('request:start', count);
    try {
      const token = await loginAs('admin');
      storeToken(token);
      await prefetchFirstScreen('UserManagementPage');
      expect(asked).toHaveLength(3);
      await renderSignedIn(<UserManagementPage />, 'admin', USERS, token);
      // Synchronously after the first render: nothing awaited in between.
      const table = screen.getByRole('table', { name: '用户列表' });
      expect(table.getAttribute('aria-busy')).not.toBe('true');
      // The seeded dev_004 holds 开发者 and belongs to 低空飞行行业组 (mocks/seed/adminUsers.ts).
      const row = within(table).getByRole('row', { name: /^dev_004 / });
      expect(within(row).getByText('开发者')).toBeTruthy();
      expect(within(row).getByText('低空飞行行业组')).toBeTruthy();
      expect(within(table).getAllByRole('row')).toHaveLength(11);
      await act(() => Promise.resolve());
      expect(asked).toHaveLength(3);
    } finally {
      server.events.removeListener('request:start', count);
    }
  });
});

describe('UserManagementPage', () => {
  it('shows the super admin all three tabs and creates a user after the form is corrected', async () => {
    const { user: u } = await renderSignedIn(<UserManagementPage />, 'admin', USERS);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['用户', '用户组', '角色']);
    await within(await screen.findByRole('table', { name: '用户列表' })).findAllByRole('row');
    await u.click(screen.getByRole('button', { name: '新建用户' }));
    const dialog = await screen.findByRole('dialog', { name: '新建用户' });
    await fill(u, within(dialog).getByLabelText('用户名'), '9bad');
    await u.click(within(dialog).getByRole('button', { name: '创建' }));
    expect(await within(dialog).findByText('用户名需以字母开头，4-20位字母、数字或下划线')).toBeTruthy();
    expect(within(dialog).getByText('请输入手机号')).toBeTruthy();
    await u.clear(within(dialog).getByLabelText('用户名'));
    await fill(u, within(dialog).getByLabelText('用户名'), 'label_li');
    await fill(u, within(dialog).getByLabelText('手机号'), '13912340005');
    await u.click(await within(dialog).findByRole('checkbox', { name: '客服专员' }));
    await u.click(within(dialog).getByRole('button', { name: '创建' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新建用户' })).toBeNull());
    const row = await screen.findByRole('row', { name: /label_li/ });
    expect(within(row).getByText('客服专员')).toBeTruthy();
  });

  it('keeps the typed form and shows the server refusal for a taken phone', async () => {
    const { user: u } = await renderSignedIn(<UserManagementPage />, 'admin', USERS);
    await u.click(await screen.findByRole('button', { name: '新建用户' }));
    const dialog = await screen.findByRole('dialog', { name: '新建用户' });
    await fill(u, within(dialog).getByLabelText('用户名'), 'label_zhao');
    await fill(u, within(dialog).getByLabelText('手机号'), user('dev_person').phone);
    await u.click(within(dialog).getByRole('button', { name: '创建' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('该手机号已注册');
    expect((within(dialog).getByLabelText('用户名') as HTMLInputElement).value).toBe('label_zhao');
  });

  it('disables a user after confirming', async () => {
    const { user: u } = await renderSignedIn(<UserManagementPage />, 'admin', USERS);
    await fill(u, await screen.findByLabelText('搜索用户'), 'dev_person');
    await u.click(screen.getByRole('button', { name: '搜索' }));
    await u.click(await screen.findByRole('button', { name: '禁用 dev_person' }));
    const confirm = await screen.findByRole('alertdialog', { name: '禁用用户' });
    await u.click(within(confirm).getByRole('button', { name: '禁用' }));
    const row = await screen.findByRole('row', { name: /dev_person/ });
    await within(row).findByText('已禁用');
    expect(user('dev_person').status).toBe(0);
  });

  it('creates a child group from a group row', async () => {
    const { user: u } = await renderSignedIn(<UserManagementPage />, 'admin', USERS);
    await u.click(screen.getByRole('tab', { name: '用户组' }));
    await u.click(await screen.findByRole('button', { name: '新建下级 平台运营部' }));
    const dialog = await screen.findByRole('dialog', { name: '新建用户组' });
    expect((within(dialog).getByLabelText('上级用户组') as HTMLSelectElement).value).toBe(
      tables.group.find((g) => g.groupName === '平台运营部')!.id,
    );
    await fill(u, within(dialog).getByLabelText('用户组名称'), '数据标注组');
    await u.click(within(dialog).getByRole('button', { name: '创建' }));
    await screen.findByRole('row', { name: /数据标注组/ });
  });

  it('shows a user administrator only the user and group tabs', async () => {
    await tables.user.patch(user('dev_person').id, { roles: tables.role.getMany([roleId('用户管理员')]) });
    await renderSignedIn(<UserManagementPage />, 'dev_person', USERS);
    await waitFor(() => expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['用户', '用户组']));
    expect(await screen.findByRole('button', { name: '新建用户' })).toBeTruthy();
  });

  it('shows the list read-only without the edit code', async () => {
    const role = await tables.role.insert({
      roleName: '只读用户',
      description: '',
      codes: ['MC:read', 'MC:userPerm:read', 'MC:userPerm:userManage:user:read'],
      createTime: '2026-01-01T00:00:00.000Z',
    });
    await tables.user.patch(user('dev_person').id, { roles: [role] });
    await renderSignedIn(<UserManagementPage />, 'dev_person', USERS);
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: '用户列表' })).getAllByRole('row').length).toBeGreaterThan(1),
    );
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['用户']);
    expect(screen.queryByRole('button', { name: '新建用户' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^删除/ })).toBeNull();
  });

  it('offers 新建用户组 and 新建角色 only with their own edit codes (SPEC section 6)', async () => {
    const base = 'MC:userPerm:userManage';
    const role = await tables.role.insert({
      roleName: '组与角色管理员',
      description: '',
      codes: [
        'MC:read',
        'MC:userPerm:read',
        `${base}:userGroup:read`,
        `${base}:userGroup:edit`,
        `${base}:userRole:read`,
      ],
      createTime: '2026-01-01T00:00:00.000Z',
    });
    await tables.user.patch(user('dev_person').id, { roles: [role] });
    const { user: clicker } = await renderSignedIn(<UserManagementPage />, 'dev_person', USERS);
    await waitFor(() => expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['用户组', '角色']));
    expect(await screen.findByRole('button', { name: '新建用户组' })).toBeTruthy();
    await clicker.click(screen.getByRole('tab', { name: '角色' }));
    await within(await screen.findByRole('table', { name: '角色列表' })).findAllByRole('row');
    expect(screen.queryByRole('button', { name: '新建角色' })).toBeNull();
  });
});

describe('RoleRightsPage', () => {
  it('ties in :read and :edit when :auth is checked, saves, and the role keeps the codes', async () => {
    const { user: u } = await renderSignedIn(
      <RoleRightsPage />,
      'admin',
      '/mgmt-console/management/rights-management/user-role',
    );
    await u.click(await screen.findByRole('button', { name: /客服专员/ }));
    const tree = await screen.findByRole('list', { name: '客服专员 的权限树' });
    const before = new Set(tables.role.get(roleId('客服专员'))!.codes);
    expect(before.has('MC:userPerm:userManage:user:read')).toBe(false);
    await u.click(checkbox(tree, '用户·授权'));
    expect(checkbox(tree, '用户').checked).toBe(true);
    await u.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: '保存' }) as HTMLButtonElement).disabled).toBe(true),
    );
    const after = tables.role.get(roleId('客服专员'))!.codes;
    expect(after).toEqual(
      expect.arrayContaining([
        'MC:userPerm:userManage:user:read',
        'MC:userPerm:userManage:user:edit',
        'MC:userPerm:userManage:user:auth',
        'MC:userPerm:read',
      ]),
    );
  });

  it('asks before switching roles with unsaved changes', async () => {
    const { user: u } = await renderSignedIn(
      <RoleRightsPage />,
      'admin',
      '/mgmt-console/management/rights-management/user-role',
    );
    await u.click(await screen.findByRole('button', { name: /客服专员/ }));
    const tree = await screen.findByRole('list', { name: '客服专员 的权限树' });
    await u.click(checkbox(tree, '用户'));
    await u.click(screen.getByRole('button', { name: /审核专员/ }));
    const confirm = await screen.findByRole('alertdialog', { name: '放弃修改' });
    await u.click(within(confirm).getByRole('button', { name: '取消' }));
    expect(checkbox(screen.getByRole('list', { name: '客服专员 的权限树' }), '用户').checked).toBe(true);
  });
});

describe('UserRightsPage and GroupRightsPage', () => {
  it('gives a user a role and shows its effective codes', async () => {
    const { user: u } = await renderSignedIn(
      <UserRightsPage />,
      'admin',
      '/mgmt-console/management/rights-management/user',
    );
    await fill(u, await screen.findByLabelText('搜索用户'), 'dev_person');
    await u.click(screen.getByRole('button', { name: '搜索' }));
    await u.click(await screen.findByRole('button', { name: /dev_person/ }));
    await u.click(await screen.findByRole('checkbox', { name: '客服专员' }));
    await waitFor(() => expect(user('dev_person').roles.map((r) => r.id)).toContain(roleId('客服专员')));
    const effective = await screen.findByRole('list', { name: /生效的权限/ });
    await waitFor(() => expect(checkbox(effective, '反馈管理').checked).toBe(true));
  });

  it('lists the group tree and shows a group’s roles', async () => {
    const { user: u } = await renderSignedIn(
      <GroupRightsPage />,
      'admin',
      '/mgmt-console/management/rights-management/user-group',
    );
    await u.click(await screen.findByRole('button', { name: /审核组/ }));
    const fieldset = await screen.findByRole('group', { name: '审核组 的角色' });
    expect(checkbox(fieldset, '审核专员').checked).toBe(true);
    expect(checkbox(fieldset, '客服专员').checked).toBe(false);
  });
});
