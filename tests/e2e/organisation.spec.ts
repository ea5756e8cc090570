import { expect, test, type Page } from '@playwright/test';
import { paths } from '../../src/api/paths';
import { freshStart, signInAs } from './support';

test.beforeEach(async ({ page }) => freshStart(page));

const ORG_PAGE = '/account-center/team/organisation';

/** A chat call made with `key`, as an SDK would make it from outside the portal. */
const callWithKey = (page: Page, key: string) =>
  page.evaluate(
    async ({ path, key }) => {
      const res = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify({ model: 'sky-lite', messages: [{ role: 'user', content: '你好' }] }),
      });
      return res.status;
    },
    { path: paths.gateway.chatCompletions, key },
  );

const statusWithToken = (page: Page, token: string) =>
  page.evaluate(async ({ path, token }) => (await fetch(path, { headers: { token } })).status, {
    path: paths.user.myDetail,
    token,
  });

async function tokenCookie(page: Page): Promise<string> {
  return (await page.context().cookies()).find((c) => c.name === 'token')?.value ?? '';
}

test('organisation: owner invites by phone → member accepts and creates a key → owner removes them → the key still works for the organisation and the member is signed out', async ({
  page,
}) => {
  await signInAs(page, 'dev_ent', ORG_PAGE);
  await page.getByRole('button', { name: '创建组织' }).click();
  const create = page.getByRole('dialog', { name: '创建组织' });
  await create.getByLabel('组织名称').fill('星河科技');
  await create.getByRole('button', { name: '创建' }).click();
  await expect(page.getByRole('heading', { name: '星河科技' })).toBeVisible();
  await expect(page.getByRole('table', { name: '角色权限' })).toContainText('账单查看者');

  await page.getByRole('button', { name: '转入余额' }).click();
  const topUp = page.getByRole('dialog', { name: '转入组织钱包' });
  await topUp.getByLabel('转入金额（元）').fill('100');
  await topUp.getByRole('button', { name: '转入' }).click();
  await expect(topUp).toHaveCount(0);
  await expect(page.getByLabel('组织钱包', { exact: true })).toContainText('¥100.00');

  await page.getByRole('button', { name: '邀请成员' }).click();
  const invite = page.getByRole('dialog', { name: '邀请成员' });
  await invite.getByLabel('手机号').fill('13900000000');
  await invite.getByLabel('角色').selectOption({ label: '开发者' });
  await invite.getByRole('button', { name: '发送邀请' }).click();
  // Refused: the typed values stay, the phone can be corrected.
  await expect(invite.getByRole('alert')).toHaveText('该手机号未注册平台账号');
  await invite.getByLabel('手机号').fill('13800000002');
  await invite.getByRole('button', { name: '发送邀请' }).click();
  await expect(invite).toHaveCount(0);
  const members = page.getByRole('table', { name: '组织成员' });
  await expect(members.getByRole('row', { name: /dev_person/ })).toContainText('待接受');

  await signInAs(page, 'dev_person', ORG_PAGE);
  const memberToken = await tokenCookie(page);
  await page.getByRole('button', { name: '接受「星河科技」的邀请' }).click();
  await expect(page.getByRole('heading', { name: '星河科技' })).toBeVisible();
  await page.getByRole('button', { name: '创建组织密钥' }).click();
  const keyForm = page.getByRole('dialog', { name: '创建组织密钥' });
  await keyForm.getByLabel('密钥名称').fill('成员密钥');
  await keyForm.getByRole('button', { name: '创建' }).click();
  const secret = (await page.getByLabel('新密钥').textContent()) ?? '';
  expect(secret).toMatch(/^sk-/);
  await page.getByRole('button', { name: '我已保存' }).click();
  expect(await callWithKey(page, secret)).toBe(200);

  await signInAs(page, 'dev_ent', ORG_PAGE);
  await page.getByRole('button', { name: '移除 dev_person' }).click();
  await page.getByRole('alertdialog', { name: '移除成员' }).getByRole('button', { name: '移除' }).click();
  await expect(page.getByRole('table', { name: '组织成员' }).getByRole('row', { name: /dev_person/ })).toHaveCount(0);
  // The key stays with the organisation, now held by the owner, and still answers.
  const holder = page.getByRole('combobox', { name: '成员密钥 的持有人' });
  await expect(holder.locator('option:checked')).toHaveText('dev_ent');
  expect(await callWithKey(page, secret)).toBe(200);
  expect(await statusWithToken(page, memberToken)).toBe(401);
  // Both calls are the organisation's, told apart by member (read again: the second was made from outside).
  await page.reload();
  const usage = page.getByRole('table', { name: '成员用量' });
  await expect(usage.getByRole('row', { name: /dev_person/ })).toBeVisible();
  await expect(usage.getByRole('row', { name: /dev_ent/ })).toBeVisible();

  // The admin console sees the same organisation and reads a member's 操作日志.
  await signInAs(page, 'admin', '/mgmt-console/customer-mgmt/organisations');
  await page.getByRole('button', { name: '查看 星河科技' }).click();
  const detail = page.getByRole('dialog', { name: '组织详情' });
  await expect(detail.getByRole('table', { name: '组织成员' })).toContainText('dev_ent');
  await expect(detail.getByRole('table', { name: '组织调用日志' })).toContainText('dev_person');
  await detail.getByRole('link', { name: 'dev_ent 的操作日志' }).click();
  await expect(page.getByRole('heading', { name: '操作日志' })).toBeVisible();
  await expect(page.getByText('移除成员').first()).toBeVisible();
});

test('admin console: the user list links to each account’s 操作日志', async ({ page }) => {
  await signInAs(page, 'dev_person', '/home');
  await signInAs(page, 'admin', '/mgmt-console/management/user-management');
  await page.getByRole('link', { name: 'dev_person 的操作日志' }).click();
  await expect(page).toHaveURL(/audit-log\?userId=/);
  const log = page.getByRole('table', { name: '操作日志' });
  await expect(log.getByRole('row', { name: /密码登录/ }).first()).toContainText('dev_person');
});
