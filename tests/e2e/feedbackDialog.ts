import { expect, type Locator, type Page } from '@playwright/test';
import { clickPanelAction } from './support';

/** The feedback dialog from the floating panel (意见反馈), expanding the panel when collapsed. */
export async function openFeedback(page: Page): Promise<Locator> {
  await clickPanelAction(page, '意见反馈');
  const dialog = page.getByTestId('feedback-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}
