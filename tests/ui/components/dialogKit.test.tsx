import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppDialog, type AppDialogProps } from '../../../src/ui/components/dialog/AppDialog';
import { AppDrawer } from '../../../src/ui/components/dialog/AppDrawer';
import { TextField } from '../../../src/ui/components/form/TextField';
import { system } from '../../../src/ui/chakraSystem';

/**
 * A press on the page behind the dialog. jsdom lays nothing out (every box is 0×0 at 0,0), so the
 * press gets a point away from the origin, or it would count as inside the dialog's box. Chakra
 * (zag) answers a press outside in the next animation frame; waiting for the frame after it lets
 * that answer land first (ordering, not speed).
 */
const clickOutside = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.pointer({
    keys: '[MouseLeft]',
    target: screen.getByRole('button', { name: '页面上的按钮', hidden: true }),
    coords: { clientX: 600, clientY: 600 },
  });
  await new Promise((framed) => requestAnimationFrame(framed));
};

/**
 * The dialog once it listens for presses beside it. Chakra (zag) sets that up in one step that
 * marks the page behind as inert (`data-inert` on the body, a microtask later) and queues the
 * press listener as a zero-delay task; once the mark shows, letting the queued tasks run puts the
 * listener in place (an ordering flush, not a wait on speed).
 */
async function opened() {
  const dialog = await screen.findByRole('dialog', { name: '编辑资料' });
  await waitFor(() => expect(document.body.hasAttribute('data-inert')).toBe(true));
  await new Promise((queued) => setTimeout(queued, 0));
  return dialog;
}

const inChakra = (node: ReactNode) => render(<ChakraProvider value={system}>{node}</ChakraProvider>);

function openDialog(props: Partial<AppDialogProps> = {}) {
  const onClose = vi.fn();
  inChakra(
    <>
      <button type="button">页面上的按钮</button>
      <AppDialog open title="编辑资料" onClose={onClose} footer={<button type="button">保存</button>} {...props}>
        <input aria-label="昵称" />
      </AppDialog>
    </>,
  );
  return onClose;
}

describe('AppDialog', () => {
  it('is a dialog named by its title that keeps the focus inside while tabbing', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    openDialog();
    const dialog = await screen.findByRole('dialog', { name: '编辑资料' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    expect(screen.getByRole('button', { name: '页面上的按钮', hidden: true })).not.toBe(document.activeElement);
  });

  it('closes on Escape by default', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onClose = openDialog();
    await screen.findByRole('dialog', { name: '编辑资料' });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a click outside by default', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onClose = openDialog();
    await opened();
    await clickOutside(user);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('with closable false has no close button and ignores Escape and outside clicks', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onClose = openDialog({ closable: false, footer: undefined });
    const dialog = await opened();
    expect(within(dialog).queryByRole('button', { name: '关闭' })).toBeNull();
    await user.keyboard('{Escape}');
    await clickOutside(user);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("with 'notOnOutsideClick' closes on Escape and the close button but not on a click beside it", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onClose = openDialog({ closable: 'notOnOutsideClick', footer: undefined });
    const dialog = await opened();
    await clickOutside(user);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('stays while busy', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onClose = openDialog({ busy: true });
    await screen.findByRole('dialog', { name: '编辑资料' });
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('submits its form from the footer button', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onSubmit = vi.fn();
    openDialog({ onSubmit, footer: <button type="submit">保存</button> });
    await user.click(await screen.findByRole('button', { name: '保存' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('AppDrawer', () => {
  it('opens from its trigger as a dialog named by its title and closes with its close button', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    function Launcher() {
      const [open, setOpen] = useState(false);
      return (
        <AppDrawer open={open} onOpenChange={setOpen} title="消息" trigger={<button type="button">打开消息</button>}>
          内容
        </AppDrawer>
      );
    }
    inChakra(<Launcher />);
    await user.click(screen.getByRole('button', { name: '打开消息' }));
    const drawer = await screen.findByRole('dialog', { name: '消息' });
    await user.click(within(drawer).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '消息' })).toBeNull());
  });
});

describe('TextField', () => {
  function Field({ error, maxChars }: { error?: string; maxChars?: number }) {
    const [value, setValue] = useState('');
    return <TextField label="应用名称" value={value} onValueChange={setValue} error={error} maxChars={maxChars} />;
  }

  it('labels its input and announces its message as an alert', () => {
    inChakra(<Field error="请输入应用名称" />);
    const input = screen.getByLabelText('应用名称');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('请输入应用名称');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows no message while the value is fine', () => {
    inChakra(<Field />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('应用名称').getAttribute('aria-invalid')).toBeNull();
  });

  it('counts the characters typed against the limit', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    inChakra(<Field maxChars={20} />);
    expect(screen.getByText('0/20')).toBeTruthy();
    await user.type(screen.getByLabelText('应用名称'), '智能客服');
    expect(screen.getByText('4/20')).toBeTruthy();
  });
});
