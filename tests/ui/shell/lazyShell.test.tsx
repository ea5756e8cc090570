import { Button } from '@chakra-ui/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useEffect, useState } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { notify } from '../../../src/machines/notify';
import { useReturnFocus } from '../../../src/ui/hooks/useReturnFocus';
import { NoticeHost } from '../../../src/ui/NoticeHost';
import { toaster } from '../../../src/ui/toaster';
import { ConfirmDialog } from '../../../src/ui/components/dialog/ConfirmDialog';
import { LazyPopover } from '../../../src/ui/shell/LazyPopover';
import { renderWithChakra } from '../../render';

/** Issue 12: what the first load no longer carries still works once it is needed. */
describe('lazily loaded shell parts', () => {
  it('the toaster loads with the first notice and shows the ones raised while it was loading', async () => {
    renderWithChakra(<NoticeHost />);
    expect(screen.queryByTestId('toast')).toBeNull();
    act(() => {
      notify('第一条通知', 'error');
      notify('第二条通知', 'info');
    });
    expect(await screen.findByText('第一条通知')).toBeTruthy();
    expect(await screen.findByText('第二条通知')).toBeTruthy();
    act(() => notify('之后的通知', 'success'));
    expect(await screen.findByText('之后的通知')).toBeTruthy();
  });

  it("notices raised before it subscribed are shown too, each once: before the first render (an early 401), and in the pages' effects", async () => {
    function DeniedOnMount() {
      // The guard's warning, raised in an effect that runs before the host's own.
      useEffect(() => notify('页面不存在或无权限', 'warning'), []);
      return null;
    }
    const created = vi.spyOn(toaster, 'create');
    onTestFinished(() => created.mockRestore());
    notify('登录已过期', 'warning');
    renderWithChakra(
      <>
        <DeniedOnMount />
        {/* StrictMode runs the host's effects twice, as in development. */}
        <StrictMode>
          <NoticeHost />
        </StrictMode>
      </>,
    );
    expect(await screen.findByText('登录已过期')).toBeTruthy();
    expect(await screen.findByText('页面不存在或无权限')).toBeTruthy();
    act(() => notify('之后的通知', 'success'));
    expect(await screen.findByText('之后的通知')).toBeTruthy();
    // Each notice handed to the toaster once.
    expect(created.mock.calls.map(([toast]) => toast.title)).toEqual([
      '登录已过期',
      '页面不存在或无权限',
      '之后的通知',
    ]);
    expect(screen.getAllByTestId('toast')).toHaveLength(3);
  });

  it('a popover is a plain button until clicked, then opens with its content', async () => {
    function Contact() {
      const [open, setOpen] = useState(false);
      return (
        <LazyPopover
          trigger={<Button>销售咨询</Button>}
          placement="left"
          width="auto"
          open={open}
          onOpenChange={setOpen}
        >
          销售热线：400-820-1024
        </LazyPopover>
      );
    }
    const user = userEvent.setup();
    renderWithChakra(<Contact />);
    const trigger = screen.getByRole('button', { name: '销售咨询' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('销售热线：400-820-1024')).toBeNull();
    await user.click(trigger);
    expect(await screen.findByText('销售热线：400-820-1024')).toBeTruthy();
    expect(screen.getByRole('button', { name: '销售咨询' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('a dialog renders nothing until first opened, then loads and opens again after closing', async () => {
    const props = {
      title: '删除应用',
      message: '确定删除？',
      confirmText: '删除',
      onConfirm: () => {},
      onCancel: () => {},
    };
    const { rerender } = renderWithChakra(<ConfirmDialog open={false} {...props} />);
    expect(document.body.textContent).toBe('');
    rerender(<ConfirmDialog open {...props} />);
    expect(await screen.findByRole('alertdialog', { name: '删除应用' })).toBeTruthy();
    rerender(<ConfirmDialog open={false} {...props} />);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    rerender(<ConfirmDialog open {...props} />);
    expect(await screen.findByRole('alertdialog', { name: '删除应用' })).toBeTruthy();
  });

  it('useReturnFocus remembers the element focused when the dialog opened', () => {
    let returnTo: () => HTMLElement | null = () => null;
    function Probe({ open }: { open: boolean }) {
      returnTo = useReturnFocus(open);
      return null;
    }
    const { rerender } = render(
      <>
        <button type="button">打开</button>
        <Probe open={false} />
      </>,
    );
    expect(returnTo()).toBeNull();
    screen.getByRole('button', { name: '打开' }).focus();
    rerender(
      <>
        <button type="button">打开</button>
        <Probe open />
      </>,
    );
    // Focus moving into the dialog afterwards does not change where it goes back to.
    (document.activeElement as HTMLElement).blur();
    expect(returnTo()).toBe(screen.getByRole('button', { name: '打开' }));
  });
});
