import { Secret, TOTP } from 'otpauth';
import { expect, test, type Page } from '@playwright/test';
import { demoAccount } from '../../mocks/seed/accounts';
import { expectLoggedIn, freshStart, loginToken, passwordLogin, signInAs } from './support';

test.beforeEach(async ({ page }) => freshStart(page));

const SECURITY = '/account-center/account-security';

/** The code an authenticator app shows for `secret` at the simulator's time (its clock is the page's). */
async function codeFor(page: Page, secret: string, steps = 0): Promise<string> {
  const offset = await page.evaluate(
    () =>
      (window as unknown as { __simulator?: { clockOffset?: () => Promise<number> } }).__simulator?.clockOffset?.() ??
      0,
  );
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offset + steps * 30_000 });
}

async function signOut(page: Page): Promise<void> {
  // Reloaded for a guest, a security page asks them to sign in by itself once the dialog's code is
  // in; waited for, so that a click on 去登录 meanwhile cannot land under the opening dialog.
  const asksToSignIn = new URL(page.url()).pathname.startsWith(SECURITY);
  await page.getByTestId('user-menu').click();
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定退出' }).click();
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
  if (asksToSignIn) await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible();
}

test('two-step verification: enable with the QR secret → sign out → sign in with a code → a recovery code works once', async ({
  page,
}) => {
  // Four sign-ins and three sign-outs in one journey: about 40 s on a busy two-core machine.
  test.setTimeout(90_000);
  await signInAs(page, 'dev_ent', `${SECURITY}/two-factor`);
  await page.getByRole('button', { name: '开启两步验证' }).click();
  const enable = page.getByRole('dialog', { name: '开启两步验证' });
  await expect(enable.getByLabel('两步验证密钥二维码')).toBeVisible();
  const secret = (await enable.getByTestId('totp-secret').textContent()) ?? '';
  await enable.getByLabel('验证码').fill(await codeFor(page, secret));
  await enable.getByRole('button', { name: '确认开启' }).click();
  const codesDialog = page.getByRole('dialog', { name: '保存恢复码' });
  const codes = await codesDialog.getByRole('list', { name: '恢复码' }).getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  await codesDialog.getByRole('button', { name: '我已保存恢复码' }).click();
  await expect(page.getByText('已开启', { exact: true })).toBeVisible();

  await signOut(page);
  const login = page.getByRole('dialog', { name: '登录' });
  await passwordLogin(page, 'dev_ent');
  const second = page.getByRole('dialog', { name: '两步验证' });
  await expect(second).toBeVisible();
  // A code of the step after the one that confirmed the secret (that one is spent).
  await second.getByLabel('验证码').fill(await codeFor(page, secret, 1));
  await second.getByRole('button', { name: '验证并登录' }).click();
  await expectLoggedIn(page);
  await expect(login).toHaveCount(0);

  await signOut(page);
  await passwordLogin(page, 'dev_ent');
  await second.getByLabel('验证码').fill(codes[0]);
  await second.getByRole('button', { name: '验证并登录' }).click();
  await expectLoggedIn(page);

  await signOut(page);
  await passwordLogin(page, 'dev_ent');
  await second.getByLabel('验证码').fill(codes[0]);
  await second.getByRole('button', { name: '验证并登录' }).click();
  await expect(second.getByText('验证码错误，请重新输入')).toBeVisible();
  // What was typed stays.
  await expect(second.getByLabel('验证码')).toHaveValue(codes[0]);
});

test('signed-in sessions: another session is listed and ended, and its token stops working at once', async ({
  page,
}) => {
  await signInAs(page, 'dev_ent', '/home');
  // A second sign-in of the same account (another tab or device).
  const other = await loginToken(page, 'dev_ent', demoAccount('dev_ent').password);
  await page.goto(`${SECURITY}/login-sessions`);
  const list = page.getByRole('list', { name: '登录会话' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText('当前设备');
  await list.getByRole('button', { name: /^下线 / }).click();
  await page.getByRole('alertdialog', { name: '下线该设备' }).getByRole('button', { name: '确定下线' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const status = await page.evaluate(
    async (token) => (await fetch('/front/api/user/v1/myDetail', { headers: { token } })).status,
    other,
  );
  expect(status).toBe(401);
  await expectLoggedIn(page);
});
