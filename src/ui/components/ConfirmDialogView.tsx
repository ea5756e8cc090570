import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

export interface ConfirmProps {
  open: boolean;
  title: string;
  message: string;
  confirmText: string;
  busy?: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question as a real dialog (role alertdialog, focus trapped, Escape cancels). */
export function ConfirmDialogView({ open, title, message, confirmText, busy = false, danger, onConfirm, onCancel }: ConfirmProps) {
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => !e.open && !busy && onCancel()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={busy}>
                取消
              </Button>
              <Button colorPalette={danger ? 'red' : 'blue'} loading={busy} onClick={onConfirm}>
                {confirmText}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
