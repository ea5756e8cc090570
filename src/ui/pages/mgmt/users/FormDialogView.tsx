import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormDialogProps {
  open: boolean;
  title: string;
  busy: boolean;
  /** The server's refusal, shown above the buttons; the fields keep what was typed. */
  error?: string;
  submitText?: string;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}

/** A create/edit form in a real dialog; Enter submits, Escape closes unless saving. */
export function FormDialogView({ open, title, busy, error, submitText = '保存', onClose, onSubmit, children }: FormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && !busy && onClose()} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            as="form"
            onSubmit={(e) => {
              e.preventDefault();
              onSubmit();
            }}
          >
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {children}
                {error && (
                  <Text role="alert" color="red.600" fontSize="sm">
                    {error}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                取消
              </Button>
              <Button type="submit" colorPalette="blue" loading={busy}>
                {submitText}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
