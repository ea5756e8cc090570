import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  clearFaults,
  expectLoggedIn,
  freshStart,
  headerMenu,
  loginToken,
  resourceTimings,
  setFault,
  signInAs,
  simulatorReady,
} from './support';

const USERS_PAGE = '/mgmt-console/management/user-management';
const ROLE_RIGHTS = '/mgmt-console/management/rights-management/user-role';

test.beforeEach(async ({ page }) => freshStart(page));

/** Signs in an account the test created (signInAs knows only the demo accounts). */
async function signInWith(page: Page, userName: string, password: string, path: string): Promise<string> {
  // The current page's simulator answers: a fresh navigation could fetch before its worker client starts.
  await page.context().clearCookies();
  await simulatorReady(page);
  const token = await loginToken(page, userName, password);
  await page.context().addCookies([{ name: 'token', value: token, domain: 'localhost', path: '/', sameSite: 'Lax' }]);
  await page.goto(path);
  return token;
}

async function sideMenu(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: '侧边菜单' });
  await expect(nav).toBeVisible();
  return nav.getByRole('link').allInnerTexts();
}

test('a signed-in visit to user management asks for its users with the session, not after it, and only once', async ({
  page,
}) => {
  await signInAs(page, 'admin', USERS_PAGE);
  await expect(page.getByRole('table', { name: '用户列表' }).getByRole('row').nth(1)).toBeVisible();
  // The session's permission codes answer late: a list that waited for them would be asked for after.
  await setFault(page, { area: 'permission', kind: 'slow', scope: 'all', seconds: 2 });
  await page.reload();
  await expect(page.getByRole('table', { name: '用户列表' }).getByRole('row').nth(1)).toBeVisible();
  await expect.poll(async () => (await resourceTimings(page, /\/permission\/v1\/myPermission/)).length).toBe(1);
  const lists = await resourceTimings(page, /\/user\/v1\/search$/);
  const [codes] = await resourceTimings(page, /\/permission\/v1\/myPermission/);
  expect(lists).toHaveLength(1);
  expect(lists[0].start).toBeLessThan(codes.end - 1000);
  await clearFaults(page);
});

test('the super admin builds a role, gives it to a new user in a group, and that user sees exactly those menus', async ({
  page,
}) => {
  await signInAs(page, 'admin', USERS_PAGE);

  // 1. A role with no permissions yet.
  await page.getByRole('tab', { name: '角色' }).click();
  await page.getByRole('button', { name: '新建角色' }).click();
  const roleDialog = page.getByRole('dialog', { name: '新建角色' });
  await roleDialog.getByLabel('角色名称').fill('数据标注员');
  await roleDialog.getByLabel('描述').fill('查看模型广场与用户列表');
  await roleDialog.getByRole('button', { name: '创建' }).click();
  await expect(roleDialog).toBeHidden();
  await expect(page.getByRole('table', { name: '角色列表' }).getByText('数据标注员')).toBeVisible();

  // 2. Its permission set: the model square and reading the user list (ancestors come along).
  await page.goto(ROLE_RIGHTS);
  await page.getByRole('button', { name: /数据标注员/ }).click();
  const tree = page.getByRole('list', { name: '数据标注员 的权限树' });
  await tree.getByRole('checkbox', { name: '模型广场', exact: true }).check({ force: true });
  await tree.getByRole('checkbox', { name: '用户', exact: true }).check({ force: true });
  await expect(tree.getByRole('checkbox', { name: '开发者中心', exact: true })).toBeChecked();
  await expect(tree.getByRole('checkbox', { name: '管理后台', exact: true })).toBeChecked();
  await expect(tree.getByRole('checkbox', { name: '用户·编辑', exact: true })).not.toBeChecked();
  await page.getByRole('button', { name: '保存' }).click();
  // Saved: nothing left to save, and the role list counts the codes (the five checked above).
  await expect(page.getByRole('button', { name: '保存' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /数据标注员/ })).toContainText('5 项权限');

  // 3. A user in a group (without roles of its own) holding that role.
  await page.goto(USERS_PAGE);
  await page.getByRole('button', { name: '新建用户' }).click();
  const userDialog = page.getByRole('dialog', { name: '新建用户' });
  await userDialog.getByLabel('用户名').fill('label_wang');
  await userDialog.getByLabel('手机号').fill('13912340001');
  await userDialog.getByLabel('昵称').fill('王');
  await userDialog.getByLabel('初始密码').fill('Label1234');
  // Each box by its visible label, as a user ticks it: the input itself is visually hidden.
  for (const name of ['数据标注员', '商务拓展组']) {
    await userDialog.locator('label').filter({ hasText: name }).click();
    await expect(userDialog.getByRole('checkbox', { name })).toBeChecked();
  }
  await userDialog.getByRole('button', { name: '创建' }).click();
  await expect(userDialog).toBeHidden();
  const row = page.getByRole('row', { name: /label_wang/ });
  await expect(row).toContainText('数据标注员');
  await expect(row).toContainText('商务拓展组');

  // 4. That user sees exactly the menus of the role.
  await signInWith(page, 'label_wang', 'Label1234', '/mgmt-console');
  await expectLoggedIn(page);
  expect(await headerMenu(page)).toEqual(['首页', '开发者中心', '应用中心', '管理后台', '文档中心']);
  await expect(page).toHaveURL(/\/mgmt-console\/management\/user-management$/);
  expect(await sideMenu(page)).toEqual(['用户管理']);
  // Only the user tab, read-only.
  await expect(page.getByRole('tab')).toHaveText(['用户']);
  await expect(page.getByRole('table', { name: '用户列表' })).toBeVisible();
  await expect(page.getByRole('button', { name: '新建用户' })).toHaveCount(0);
});

test('a user lacking a code is refused by URL and by the simulator', async ({ page }) => {
  // dev_ent holds no admin-console code at all.
  await signInAs(page, 'dev_ent', ROLE_RIGHTS);
  // Refused by URL: the route table sends a user without the code home.
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: '角色权限' })).toHaveCount(0);

  const replies = await page.evaluate(async () => {
    const token = document.cookie.match(/(?:^|; )token=([^;]+)/)?.[1] ?? '';
    const call = async (path: string, body: unknown) => {
      const res = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token },
        body: JSON.stringify(body),
      });
      return (await res.json()) as { code: number; msg: string };
    };
    return [
      await call('/front/api/role/v1/create', { roleName: '越权角色', description: '' }),
      await call('/front/api/user/v1/search', { pageNum: 1, pageSize: 10 }),
      await call('/front/api/permission/v1/saveRolePermission', { roleId: '1', codes: ['MC:read'] }),
    ];
  });
  for (const reply of replies) expect(reply).toMatchObject({ code: 403, msg: '无权限访问' });
});

test('a user-management admin without the role code sees no role tab and cannot reach role rights', async ({
  page,
}) => {
  await signInAs(page, 'admin', USERS_PAGE);
  // Give dev_person the seeded 用户管理员 role (users and groups, no roles or rights).
  await page.getByLabel('搜索用户').fill('dev_person');
  await page.getByRole('button', { name: '搜索' }).click();
  await page.getByRole('button', { name: '角色与用户组 dev_person' }).click();
  const links = page.getByRole('dialog', { name: /角色与用户组/ });
  await links.getByLabel('添加角色').selectOption({ label: '用户管理员' });
  await links.getByRole('button', { name: '添加' }).first().click();
  await expect(links.getByRole('list', { name: '已关联角色' })).toContainText('用户管理员');
  await links.getByRole('button', { name: '完成' }).click();

  await signInAs(page, 'dev_person', USERS_PAGE);
  await expect(page.getByRole('tab')).toHaveText(['用户', '用户组']);
  await expect(page.getByRole('button', { name: '新建用户' })).toBeVisible();
  await page.goto(ROLE_RIGHTS);
  await expect(page).toHaveURL(/\/home$/);
});

/** Serious or critical axe findings on the page as it stands (after opening animations end). */
async function axeProblems(page: Page, where: string): Promise<string[]> {
  // A hovered button shows its lighter hover shade: read the resting colours.
  await page.mouse.move(0, 0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${where}: ${v.id} — ${v.nodes.map((n) => `${n.html.slice(0, 80)} ${n.any.map((a) => a.message).join('; ')}`).join(' | ')}`,
    );
}

test('the user, group, role and rights screens and their dialogs pass axe', async ({ page }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  await signInAs(page, 'admin', USERS_PAGE);
  await expect(page.getByRole('table', { name: '用户列表' }).getByRole('row').nth(1)).toBeVisible();
  problems.push(...(await axeProblems(page, 'users')));
  await page.getByRole('button', { name: '新建用户' }).click();
  await page.getByRole('dialog', { name: '新建用户' }).getByRole('button', { name: '创建' }).click();
  problems.push(...(await axeProblems(page, 'new user (errors shown)')));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('tab', { name: '用户组' }).click();
  await page.getByRole('button', { name: '成员与角色 审核组' }).click();
  await expect(page.getByRole('dialog', { name: /成员与角色/ })).toBeVisible();
  problems.push(...(await axeProblems(page, 'group links')));
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: '角色' }).click();
  await page.getByRole('button', { name: '详情 用户管理员' }).click();
  await expect(page.getByRole('dialog', { name: /角色详情/ })).toBeVisible();
  problems.push(...(await axeProblems(page, 'role detail')));
  await page.keyboard.press('Escape');

  await page.goto(ROLE_RIGHTS);
  await page.getByRole('button', { name: /用户管理员/ }).click();
  await expect(page.getByRole('list', { name: '用户管理员 的权限树' })).toBeVisible();
  problems.push(...(await axeProblems(page, 'role rights')));

  await page.goto('/mgmt-console/management/rights-management/user');
  await page.getByRole('button', { name: /dev_007/ }).click();
  await expect(page.getByRole('group', { name: /dev_007.* 的角色/ })).toBeVisible();
  problems.push(...(await axeProblems(page, 'user rights')));

  await page.goto('/mgmt-console/management/rights-management/user-group');
  await page.getByRole('button', { name: /审核组/ }).click();
  await expect(page.getByRole('group', { name: '审核组 的角色' })).toBeVisible();
  problems.push(...(await axeProblems(page, 'group rights')));
  expect(problems).toEqual([]);
});
