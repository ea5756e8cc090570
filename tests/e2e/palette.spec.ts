import { expect, test } from '@playwright/test';
import { freshStart, signInAs } from './support';

test.beforeEach(async ({ page }) => freshStart(page));

test('the command palette: Ctrl+K, type at full speed, Enter; recent pages; 新建密钥 from the header button', async ({
  page,
}) => {
  await signInAs(page, 'dev_ent', '/console/model-square');
  await expect(page.getByRole('heading', { name: '模型广场', level: 1 })).toBeVisible();

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: '命令面板' });
  const search = palette.getByRole('combobox', { name: '搜索页面与操作' });
  await expect(search).toBeFocused();
  // No admin rights: nothing of 管理后台.
  await expect(palette.getByRole('option').first()).toBeVisible();
  await expect(palette.getByRole('option', { name: /管理后台/ })).toHaveCount(0);

  await search.pressSequentially('daily-bills');
  await expect(search).toHaveValue('daily-bills');
  await expect(palette.getByRole('option')).toHaveText([/日账单/]);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account-center\/transaction-mgmt\/daily-bills$/);
  await expect(palette).toBeHidden();

  await page.getByRole('button', { name: '打开命令面板' }).click();
  await expect(search).toBeFocused();
  await expect(palette.getByRole('group', { name: '最近访问' }).getByRole('option').first()).toContainText('模型广场');
  await search.pressSequentially('新建密钥');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/secret-key-manage$/);
  // A keyboard user presses Escape once the dialog has taken the focus (its layer listens from then).
  const newKey = page.getByRole('dialog', { name: '新建密钥' });
  await expect(newKey.and(page.locator(':focus-within'))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(newKey).toBeHidden();

  await page.keyboard.press('Control+k');
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
});
