import { expect, type Locator, type Page } from '@playwright/test';

/** The feedback dialog from the floating panel (意见反馈), expanding the panel when collapsed. */
export async function openFeedback(page: Page): Promise<Locator> {
  const panel = page.getByTestId('floating-panel');
  const expand = panel.getByRole('button', { name: '展开工具栏' });
  if (await expand.isVisible()) await expand.click();
  await panel.getByRole('button', { name: '意见反馈' }).click();
  const dialog = page.getByTestId('feedback-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}
