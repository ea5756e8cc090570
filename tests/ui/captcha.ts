import { waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Slides onto the gap of the server's challenge with the keyboard, as a keyboard user would.
 * The slider names its gap once the challenge has arrived.
 */
export async function passCaptcha(user: UserEvent, scope: HTMLElement = document.body): Promise<void> {
  const slider = within(scope).getByRole('slider', { name: '拖动滑块完成验证' });
  await waitFor(() => expect(slider.getAttribute('data-gap')).not.toBeNull());
  const gap = Number(slider.getAttribute('data-gap'));
  slider.focus();
  // PageUp moves 10 px: a few keys rather than hundreds of arrow presses.
  await user.keyboard(`{PageUp>${Math.floor(gap / 10)}/}{ArrowRight>${gap % 10}/}{Enter}`);
  await waitFor(() => expect(slider.getAttribute('aria-valuetext')).toBe('验证通过'));
}
