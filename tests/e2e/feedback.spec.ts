import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { freshStart, signInAs } from './support';
import { openFeedback } from './feedbackDialog';

/** Set FEEDBACK_SHOTS=/some/dir to keep screenshots of the main screens while the journeys run. */
const SHOTS = process.env.FEEDBACK_SHOTS;
const shot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  // Past the dialogs' opening animation.
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

const SENT = '您的反馈已发送，工作人员将在3个工作日内回复';

/** A tiny PNG, different per name so duplicates are only what the test means. */
function png(name: string, extra = 0) {
  const bytes = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  return { name, mimeType: 'image/png', buffer: Buffer.concat([bytes, Buffer.alloc(extra)]) };
}

async function fillAndSend(dialog: Locator, content: string, images: ReturnType<typeof png>[]) {
  await dialog.getByLabel('反馈类型').selectOption('3');
  await dialog.getByLabel('反馈内容').fill(content);
  await dialog.getByLabel('上传图片').setInputFiles(images);
  for (const image of images) await expect(dialog.getByRole('img', { name: image.name })).toBeVisible();
  await dialog.getByLabel('联系方式').fill('13912345678');
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(dialog.getByText(SENT)).toBeVisible();
}

async function simulatorReady(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null && '__simulator' in window);
}

test.beforeEach(async ({ page }) => {
  await freshStart(page);
  await page.goto('/home');
  await simulatorReady(page);
});

test('a guest sends feedback with images, checked first, and finds it in the history', async ({ page }) => {
  const dialog = await openFeedback(page);
  await expect(dialog.getByRole('heading', { name: '意见反馈' })).toBeVisible();
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(dialog.getByText('请选择反馈类型')).toBeVisible();
  await expect(dialog.getByText('请填写反馈内容')).toBeVisible();
  await shot(page, 'guest-form-errors');
  await dialog.getByLabel('上传图片').setInputFiles([png('a.png'), png('a.png')]);
  await expect(dialog.getByText('该图片已添加，请勿重复上传')).toBeVisible();
  await dialog.getByRole('button', { name: '移除图片 a.png' }).click();
  await fillAndSend(dialog, '首页轮播图在手机上显示不全，右侧被裁掉了一截。', [png('home.png'), png('detail.png', 8)]);
  await shot(page, 'guest-success');
  await dialog.getByRole('button', { name: '查看历史反馈' }).click();
  await expect(dialog.getByRole('heading', { name: '历史反馈' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /首页轮播图在手机上显示不全/ })).toBeVisible();
  await expect(dialog.getByText('没有更多数据了')).toBeVisible();
  await dialog.getByRole('button', { name: '返回' }).click();
  await expect(dialog.getByRole('heading', { name: '意见反馈' })).toBeVisible();
});

test('a user sends feedback, staff reply, the user reads, replies and resolves', async ({ page }) => {
  await signInAs(page, 'dev_person', '/home');
  await simulatorReady(page);
  let dialog = await openFeedback(page);
  await fillAndSend(dialog, '调用对话接口偶发504超时，重试后正常。', [png('trace.png')]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Staff answer in the admin console.
  await signInAs(page, 'admin', '/mgmt-console/feedback-mgmt/feedback-management');
  const table = page.getByRole('table', { name: '反馈列表' });
  await expect(table).toContainText('调用对话接口偶发504超时');
  await page.getByLabel('反馈状态').selectOption('0');
  await shot(page, 'staff-list');
  await table.getByRole('button', { name: /调用对话接口偶发504超时/ }).click();
  const drawer = page.getByRole('dialog', { name: '反馈详情' });
  await expect(drawer.getByText('13912345678')).toBeVisible();
  await drawer.getByLabel('回复内容').fill('您好，网关超时阈值已调整，请再试一次。');
  await drawer.getByLabel('回复图片').setInputFiles([png('gateway.png')]);
  await shot(page, 'staff-reply');
  await drawer.getByRole('button', { name: '回复', exact: true }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '已回复' })).toBeVisible();
  await expect(drawer.getByText('您好，网关超时阈值已调整，请再试一次。')).toBeVisible();
  await expect(drawer.getByText('已回复').first()).toBeVisible();
  await page.keyboard.press('Escape');

  // The user sees the badge and the dialog opens on the history.
  await signInAs(page, 'dev_person', '/home');
  await expect(page.getByTestId('unread-badge')).toBeVisible();
  dialog = await openFeedback(page);
  await expect(dialog.getByRole('heading', { name: '历史反馈' })).toBeVisible();
  await shot(page, 'user-history');
  await dialog.getByRole('button', { name: /有新回复.*调用对话接口偶发504超时/ }).click();
  await expect(dialog.getByRole('heading', { name: '反馈详情' })).toBeVisible();
  await expect(dialog.getByText('平台回复')).toBeVisible();
  await shot(page, 'user-detail');
  await dialog.getByLabel('回复内容').fill('好的，已经正常了，另外能否提供重试建议？');
  await dialog.getByRole('button', { name: '回复', exact: true }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '已回复' })).toBeVisible();
  await expect(dialog.getByText('我的回复')).toBeVisible();
  // Waiting for the platform again: no resolve button.
  await expect(dialog.getByRole('button', { name: /问题已解决/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: '返回' }).click();
  await expect(dialog.getByRole('button', { name: /调用对话接口偶发504超时/ })).not.toHaveAccessibleName(/有新回复/);

  // A second answer, then the user resolves it.
  await page.keyboard.press('Escape');
  await signInAs(page, 'admin', '/mgmt-console/feedback-mgmt/feedback-management');
  await page
    .getByRole('table', { name: '反馈列表' })
    .getByRole('button', { name: /调用对话接口偶发504超时/ })
    .click();
  const again = page.getByRole('dialog', { name: '反馈详情' });
  await again.getByLabel('回复内容').fill('建议使用指数退避，最多重试3次。');
  await again.getByRole('button', { name: '回复', exact: true }).click();
  await expect(again.getByText('建议使用指数退避，最多重试3次。')).toBeVisible();

  await signInAs(page, 'dev_person', '/home');
  dialog = await openFeedback(page);
  await dialog.getByRole('button', { name: /有新回复.*调用对话接口偶发504超时/ }).click();
  await dialog.getByRole('button', { name: /问题已解决/ }).click();
  await expect(dialog.getByRole('note').filter({ hasText: '反馈已解决' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: '回复', exact: true })).toBeDisabled();
  // SPEC section 4: still on the newest message, now as done.
  await expect(dialog.getByRole('button', { name: /问题已解决/ })).toBeDisabled();
});

test('an answered feedback left quiet for 10 days ends by itself', async ({ page }) => {
  await signInAs(page, 'dev_ent', '/home');
  await simulatorReady(page);
  await page.evaluate(() =>
    (window as unknown as { __simulator: { advanceClock(days: number): Promise<void> } }).__simulator.advanceClock(1),
  );
  const dialog = await openFeedback(page);
  // dev_ent has an unread answer, so the dialog opens on the history.
  await expect(dialog.getByRole('heading', { name: '历史反馈' })).toBeVisible();
  await dialog.getByRole('button', { name: /企业认证通过后/ }).click();
  await expect(dialog.getByRole('note').filter({ hasText: '10日内无新回复，当前反馈已自动结束' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: '回复', exact: true })).toBeDisabled();
  await shot(page, 'auto-ended');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the dialog fits the screen and the history opens from the form', async ({ page }) => {
    await signInAs(page, 'dev_ent', '/home');
    await simulatorReady(page);
    const dialog = await openFeedback(page);
    await expect(dialog.getByRole('heading', { name: '历史反馈' })).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await shot(page, 'phone-history');
    await dialog.getByRole('button', { name: /^有新回复/ }).click();
    await expect(dialog.getByText('平台回复')).toBeVisible();
    await shot(page, 'phone-detail');
    await dialog.getByRole('button', { name: '返回' }).click();
    await dialog.getByRole('button', { name: '返回' }).click();
    await expect(dialog.getByLabel('反馈内容')).toBeVisible();
    await shot(page, 'phone-form');
  });
});

test.describe('a long history on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('loads ten threads at a time as the end of the list scrolls into view', async ({ page }) => {
    await signInAs(page, 'dev_ent', '/home');
    await simulatorReady(page);
    const dialog = await openFeedback(page);
    const rows = dialog.getByRole('list', { name: '历史反馈' }).getByRole('listitem');
    // dev_ent has 12 threads: the first page fills more than the screen.
    await expect(rows).toHaveCount(10);
    await expect(dialog.getByText('没有更多数据了')).toHaveCount(0);
    await dialog.getByTestId('list-sentinel').scrollIntoViewIfNeeded();
    await expect(dialog.getByText('没有更多数据了')).toBeVisible();
    await expect(rows).toHaveCount(12);
  });
});

/** No serious or critical axe findings inside the feedback screens. */
async function expectAccessible(page: Page, include: string) {
  // Past view transitions (half-faded text would read as low contrast), and no hover tint on
  // the button just clicked.
  await page.mouse.move(0, 0);
  await page.waitForTimeout(400);
  const { violations } = await new AxeBuilder({ page }).include(include).analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map(
      (v) => `${v.id}: ${v.nodes.map((n) => `${n.html.slice(0, 100)} ${n.failureSummary ?? ''}`).join(' | ')}`,
    ),
  ).toEqual([]);
}

test('the dialog views and the staff thread pass axe', async ({ page }) => {
  await signInAs(page, 'dev_ent', '/home');
  await simulatorReady(page);
  const dialog = await openFeedback(page);
  await expect(dialog.getByRole('heading', { name: '历史反馈' })).toBeVisible();
  await expect(dialog.getByText('加载中')).toHaveCount(0);
  await expectAccessible(page, '[data-testid="feedback-dialog"]');
  await dialog.getByRole('button', { name: /^有新回复/ }).click();
  await expect(dialog.getByText('平台回复')).toBeVisible();
  await expectAccessible(page, '[data-testid="feedback-dialog"]');
  await dialog.getByRole('button', { name: '返回' }).click();
  await dialog.getByRole('button', { name: '返回' }).click();
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(dialog.getByText('请填写反馈内容')).toBeVisible();
  await expectAccessible(page, '[data-testid="feedback-dialog"]');
  await page.keyboard.press('Escape');

  await signInAs(page, 'admin', '/mgmt-console/feedback-mgmt/feedback-management');
  const table = page.getByRole('table', { name: '反馈列表' });
  await expect(table.getByRole('button', { name: /^查看并回复/ }).first()).toBeVisible();
  await expectAccessible(page, 'main');
  await table
    .getByRole('button', { name: /^查看并回复/ })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: '反馈详情' });
  await expect(drawer.getByText('用户反馈')).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
});
