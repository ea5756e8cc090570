import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoCode, expectLoggedIn, freshStart, passwordLogin, solveSlider } from './support';

test.beforeEach(async ({ page }) => freshStart(page));

async function openLogin(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: '去登录' }).click();
  const dialog = page.getByRole('dialog', { name: '登录' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function requestCode(page: Page, scope: Locator, phone: string): Promise<string> {
  await solveSlider(scope);
  await scope.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码发送成功')).toBeVisible();
  return demoCode(page, phone);
}

test('register, improve information, and be signed in', async ({ page }) => {
  const dialog = await openLogin(page);
  await dialog.getByRole('button', { name: '注册' }).click();
  const register = page.getByRole('dialog', { name: '注册' });
  await expect(register.getByLabel('手机号')).toBeFocused();
  await register.getByLabel('手机号').fill('13766660001');
  const code = await requestCode(page, register, '13766660001');
  await register.getByRole('textbox', { name: '验证码' }).fill(code);
  await register.getByLabel('密码').fill('Newuser123');
  await register.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page.getByText('注册成功')).toBeVisible();
  const improve = page.getByRole('dialog', { name: '完善信息' });
  await expect(improve).toBeVisible();
  await expect(improve.getByLabel('姓氏')).toBeFocused();
  await expect(improve.getByRole('button', { name: '提交' })).toBeDisabled();
  await improve.getByLabel('姓氏').focus();
  await page.keyboard.press('Tab');
  await expect(improve.getByText('请输入姓氏')).toBeVisible();
  await improve.getByLabel('姓氏').fill('张');
  await improve.getByLabel('职能').selectOption('CTO');
  await improve.getByLabel('公司名称').fill('星河智能科技有限公司');
  await improve.getByRole('button', { name: '提交' }).click();
  await expect(improve).toBeHidden();
  await expectLoggedIn(page);
  // A new account has no trial yet: only now, with the login dialog gone, is activation required.
  await expect(page.getByRole('dialog', { name: '激活产品试用' })).toBeVisible();
});

test('password login with a wrong password keeps what was typed', async ({ page }) => {
  const dialog = await openLogin(page);
  await dialog.getByLabel('用户名').fill('dev_ent');
  await dialog.getByLabel('密码', { exact: true }).fill('Wrong1234');
  const login = dialog.getByRole('button', { name: '登录', exact: true });
  await expect(login).toBeDisabled();
  await solveSlider(dialog);
  await login.click();
  await expect(dialog.getByText('用户名或密码错误')).toBeVisible();
  await expect(dialog.getByLabel('用户名')).toHaveValue('dev_ent');
  await expect(dialog.getByLabel('密码', { exact: true })).toHaveValue('Wrong1234');
  // The captcha is spent: it must be done again.
  await expect(login).toBeDisabled();
});

test('code login, a wrong code keeps the input, then the right code signs in', async ({ page }) => {
  const dialog = await openLogin(page);
  await dialog.getByRole('tab', { name: '验证码登录' }).click();
  await dialog.getByLabel('手机号').fill('13800000002');
  const code = await requestCode(page, dialog, '13800000002');
  const wrong = code === '000000' ? '111111' : '000000';
  await dialog.getByRole('textbox', { name: '验证码' }).fill(wrong);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expect(dialog.getByText('验证码错误')).toBeVisible();
  await expect(dialog.getByLabel('手机号')).toHaveValue('13800000002');
  await expect(dialog.getByRole('textbox', { name: '验证码' })).toHaveValue(wrong);
  await dialog.getByRole('textbox', { name: '验证码' }).fill(code);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expectLoggedIn(page);
  await expect(page).toHaveURL(/[?&]t=\d+/);
  // dev_person is not enterprise verified: the real-name prompt is offered.
  await expect(page.getByRole('dialog', { name: '实名认证' })).toBeVisible();
});

test('the countdown disables resending', async ({ page }) => {
  const dialog = await openLogin(page);
  await dialog.getByRole('tab', { name: '验证码登录' }).click();
  await dialog.getByLabel('手机号').fill('13800000001');
  await requestCode(page, dialog, '13800000001');
  const resend = dialog.getByRole('button', { name: /\d+s后重新发送/ });
  await expect(resend).toBeDisabled();
  const first = Number(/(\d+)s/.exec(await resend.innerText())![1]);
  expect(first).toBeLessThanOrEqual(60);
  await page.waitForTimeout(2100);
  expect(Number(/(\d+)s/.exec(await resend.innerText())![1])).toBeLessThan(first);
  await expect(resend).toBeDisabled();
  // Closing the dialog and opening it again does not cut the countdown short.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const again = await openLogin(page);
  await again.getByRole('tab', { name: '验证码登录' }).click();
  await expect(again.getByRole('button', { name: /\d+s后重新发送/ })).toBeDisabled();
});

test('reset the password, then log in with the new one', async ({ page }) => {
  const dialog = await openLogin(page);
  await dialog.getByRole('button', { name: '忘记密码' }).click();
  const reset = page.getByRole('dialog', { name: '重置密码' });
  await reset.getByLabel('手机号').fill('13800000001');
  const code = await requestCode(page, reset, '13800000001');
  await reset.getByRole('textbox', { name: '验证码' }).fill(code);
  await reset.getByRole('button', { name: '下一步' }).click();
  await reset.getByLabel('新密码').fill('Fresh2026');
  await reset.getByLabel('确认密码').fill('Fresh2027');
  await page.keyboard.press('Tab');
  await expect(reset.getByText('两次密码不一致')).toBeVisible();
  await reset.getByLabel('确认密码').fill('Fresh2026');
  const reloaded = page.waitForEvent('load');
  await reset.getByRole('button', { name: /确定|提交|重置/ }).click();
  await reloaded;
  await expect(page.getByText('重置密码成功')).toBeVisible();
  await openLogin(page);
  const login = page.getByRole('dialog', { name: '登录' });
  await login.getByLabel('用户名').fill('dev_ent');
  await login.getByLabel('密码', { exact: true }).fill('Demo1234');
  await solveSlider(login);
  await login.getByRole('button', { name: '登录', exact: true }).click();
  await expect(login.getByText('用户名或密码错误')).toBeVisible();
  await login.getByLabel('密码', { exact: true }).fill('Fresh2026');
  await solveSlider(login);
  await login.getByRole('button', { name: '登录', exact: true }).click();
  await expectLoggedIn(page);
});

test('the login dialog works with the keyboard alone', async ({ page }) => {
  await openLogin(page);
  await expect(page.getByRole('dialog', { name: '登录' }).getByLabel('用户名')).toBeFocused();
  await page.keyboard.type('dev_person');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Demo1234');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('slider', { name: '拖动滑块完成验证' })).toBeFocused();
  await passwordLogin(page, 'dev_person');
  await expectLoggedIn(page);
});
