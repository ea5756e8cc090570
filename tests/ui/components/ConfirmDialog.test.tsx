import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialogView, type ConfirmProps } from '../../../src/ui/components/dialog/ConfirmDialogView';
import { AppProviders } from '../../../src/ui/providers';
import { startApp } from '../../../src/machines/app';

const app = startApp();
const question = (props: Partial<ConfirmProps>) => (
  <AppProviders actor={app}>
    <ConfirmDialogView
      open
      title="禁用用户"
      message="确定禁用用户 dev_person 吗？"
      confirmText="禁用"
      danger
      onConfirm={() => {}}
      onCancel={() => {}}
      {...props}
    />
  </AppProviders>
);

describe('ConfirmDialog', () => {
  it('keeps asking the question it asked while it closes, though the caller’s wording has already cleared', async () => {
    const { rerender } = render(question({}));
    await screen.findByRole('alertdialog', { name: '禁用用户' });
    act(() =>
      rerender(
        question({ open: false, title: '启用用户', message: '确定启用用户  吗？', confirmText: '启用', danger: false }),
      ),
    );
    const closing = screen.queryByRole('alertdialog');
    // Chakra keeps the content mounted for its exit; whatever is still on screen says what was asked.
    if (closing) {
      expect(closing.textContent).toContain('确定禁用用户 dev_person 吗？');
      expect(closing.textContent).not.toContain('启用');
    }
    act(() =>
      rerender(question({ open: true, title: '删除用户', message: '确定删除用户 x 吗？', confirmText: '删除' })),
    );
    expect((await screen.findByRole('alertdialog', { name: '删除用户' })).textContent).toContain('确定删除用户 x 吗？');
  });
});
