import { expect, test, type Page } from '@playwright/test';
import { clearFaults, freshStart, openConsultation, setFault, signInAs, solveSlider } from './support';

test.beforeEach(async ({ page }) => freshStart(page));

async function activate(page: Page, code: string) {
  const dialog = page.getByRole('dialog', { name: '激活产品试用' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('邀请码').fill(code);
  await dialog.getByRole('button', { name: '保存' }).click();
}

test('trial_none is forced into activation, activates with a seeded code, sees the expiry and moves on after 3 s', async ({
  page,
}) => {
  await signInAs(page, 'trial_none', '/console/model-square');
  const dialog = page.getByRole('dialog', { name: '激活产品试用' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: '关闭' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('邀请码').fill('TRIAL');
  await dialog.getByLabel('邀请码').blur();
  await expect(dialog.getByText('邀请码格式错误')).toBeVisible();
  await expect(dialog.getByRole('button', { name: '保存' })).toBeDisabled();

  await activate(page, 'TRIAL002');
  const success = page.getByRole('alertdialog', { name: '激活成功' });
  await expect(success).toBeVisible();
  await expect(success.getByTestId('trial-expiry')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  await expect(success.getByText('3秒后将自动跳转至体验中心')).toBeVisible();
  await expect(page).toHaveURL(/\/console\/experience-center$/, { timeout: 6000 });
  await expect(success).toBeHidden();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: '体验中心' })).toBeVisible();
});

test('cooperation consultation from the floating panel, with the demo code from the 【演示模式】 notice', async ({
  page,
}) => {
  const dialog = await openConsultation(page);
  // Not closable by clicking outside.
  await page.mouse.click(8, 450);
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(dialog.getByText('请输入公司名称')).toBeVisible();
  await expect(dialog.getByText('请选择行业')).toBeVisible();

  await dialog.getByLabel('公司名称').fill('成都锦江数智科技有限公司');
  await dialog.getByLabel('姓名').fill('罗晓峰');
  await dialog.getByLabel('联系电话').fill('13987654321');
  await dialog.getByLabel('所属行业').selectOption('科研');
  await dialog.getByLabel('合作需求（选填）').fill('希望在科研数据分析中试用大模型。');
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('请先完成验证').first()).toBeVisible();
  await solveSlider(dialog);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  const notice = page.getByText(/【演示模式】合作咨询验证码 \d{6}/);
  await expect(notice).toBeVisible();
  const code = /验证码 (\d{6})/.exec((await notice.textContent()) ?? '')![1];
  await dialog.getByLabel('验证码').fill(code);
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(dialog.getByText('已提交申请，商务会在24小时内主动联系您。')).toBeVisible();
});

async function badge(page: Page) {
  await page.getByTestId('user-menu').click();
  const popover = page.getByRole('dialog').filter({ has: page.getByTestId('masked-phone') });
  await expect(popover).toBeVisible();
  return popover;
}

test('personal and enterprise certification are submitted, approved by an admin, and the badge follows', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, 'trial_none', '/account-center/real-name-management/authentication');
  await activate(page, 'TRIAL003');
  await expect(page).toHaveURL(/experience-center/, { timeout: 8000 });
  await page.goto('/account-center/real-name-management/authentication');

  const personal = page.getByRole('region', { name: '个人认证' });
  await expect(personal.getByTestId('个人认证-state')).toHaveText('未认证');
  await personal.getByLabel('真实姓名').fill('赵磊');
  await personal.getByLabel('身份证号').fill('320505199001011234');
  await personal.getByRole('button', { name: '提交认证' }).click();
  await expect(personal.getByTestId('个人认证-state')).toHaveText('认证中');

  const enterprise = page.getByRole('region', { name: '企业认证' });
  await enterprise.getByRole('link', { name: '去认证' }).click();
  await expect(page).toHaveURL(/authentication\/ent-cert$/);
  await page.getByLabel('企业名称').fill('苏州智造精密机械有限公司');
  await page.getByLabel('统一社会信用代码').fill('91320505MA1XYW1234');
  await page.getByLabel('法定代表人').fill('赵磊');
  await page.getByLabel('联系人').fill('赵磊');
  await page.getByLabel('联系电话').fill('13800000004');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByTestId('remit-code')).toHaveText(/^[A-Z2-9]{6}$/);
  await page.getByLabel('开户银行').selectOption('招商银行');
  await page.getByLabel('对公银行账号').fill('6214 8301 2345 6789');
  await expect(page.getByLabel('开户名称')).toHaveValue('苏州智造精密机械有限公司');
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByText('您的企业认证资料已提交，平台将在1-3个工作日内完成审核。')).toBeVisible();
  await expect((await badge(page)).getByRole('button', { name: '未认证' })).toBeVisible();

  await signInAs(page, 'admin', '/mgmt-console/audits-mgmt/identity-verification/personal');
  const personalRow = page.getByRole('row').filter({ hasText: 'trial_none' });
  await personalRow.getByRole('button', { name: '通过' }).click();
  await expect(personalRow.getByText('审核通过')).toBeVisible();
  await page.goto('/mgmt-console/audits-mgmt/identity-verification/company');
  const companyRow = page.getByRole('row').filter({ hasText: 'trial_none' });
  await companyRow.getByRole('button', { name: '通过' }).click();
  await expect(companyRow.getByText('审核通过')).toBeVisible();

  await signInAs(page, 'trial_none', '/account-center/real-name-management/authentication');
  await expect(page.getByRole('region', { name: '个人认证' }).getByTestId('个人认证-state')).toHaveText('已认证');
  await expect(page.getByRole('region', { name: '企业认证' }).getByTestId('企业认证-state')).toHaveText('已认证');
  await expect((await badge(page)).getByText('企业已认证')).toBeVisible();
});

test('an admin rejects a personal application with a reason; the applicant sees it', async ({ page }) => {
  await signInAs(page, 'admin', '/mgmt-console/audits-mgmt/identity-verification/personal');
  const row = page.getByRole('row').filter({ hasText: 'dev_001' });
  await row.getByRole('button', { name: '驳回' }).click();
  const reject = page.getByRole('dialog', { name: '驳回申请' });
  await reject.getByRole('button', { name: '确认驳回' }).click();
  await expect(reject.getByText('请输入驳回原因')).toBeVisible();
  await reject.getByLabel('驳回原因').fill('证件照片不清晰');
  await reject.getByRole('button', { name: '确认驳回' }).click();
  await expect(reject).toBeHidden();
  await expect(row.getByText('证件照片不清晰')).toBeVisible();
});

test('invitation codes: my invitations filtered by the URL, and the admin generates new ones', async ({ page }) => {
  await signInAs(page, 'admin', '/account-center/account-information/my-invitation?status=1');
  const table = page.getByRole('table', { name: '我的邀请码' });
  await expect(table.getByText('TRIAL001')).toBeVisible();
  await expect(table.getByText('TRIAL005')).toHaveCount(0);
  await page.getByLabel('状态').selectOption('3');
  await expect(page).toHaveURL(/status=3$/);
  await expect(table.getByText('TRIAL006')).toBeVisible();

  await page.goto('/mgmt-console/customer-mgmt/invitation-codes');
  await page.getByRole('button', { name: '生成邀请码' }).click();
  const gen = page.getByRole('dialog', { name: '生成邀请码' });
  await gen.getByLabel('生成数量').fill('3');
  await gen.getByRole('button', { name: '生成' }).click();
  await expect(gen.getByText('已生成 3 个邀请码：')).toBeVisible();
  await gen.getByRole('button', { name: '完成' }).click();
  await expect(page.getByRole('table', { name: '邀请码列表' }).getByText('待激活')).toHaveCount(7);
});

test('我的邀请: while a status filter loads, the codes table keeps its header and its rows, dimmed', async ({
  page,
}) => {
  await signInAs(page, 'admin', '/account-center/account-information/my-invitation');
  const table = page.getByRole('table', { name: '我的邀请码' });
  await expect(table.getByText('TRIAL005')).toBeVisible();
  // The filter's answer is held back long enough to look at the table while it waits.
  await setFault(page, { area: 'operation', kind: 'slow', scope: 'next', seconds: 15 });
  await page.getByLabel('状态').selectOption('1');
  const rows = table.locator('tbody');
  await expect(table.locator('xpath=..')).toHaveAttribute('aria-busy', 'true');
  await expect(table.getByRole('columnheader', { name: '邀请码' })).toBeVisible();
  await expect(table.getByText('TRIAL005')).toBeVisible();
  await expect(rows).toHaveCSS('opacity', '0.5');
  // The answer replaces the rows, shown in full again.
  await expect(table.getByText('TRIAL005')).toHaveCount(0, { timeout: 25_000 });
  await expect(table.getByText('TRIAL001')).toBeVisible();
  await expect(rows).toHaveCSS('opacity', '1');
  await expect(table.getByRole('columnheader', { name: '邀请码' })).toBeVisible();
  await clearFaults(page);
});
