import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The dialog around one row's links (roles, groups, members); changes apply at once. */
export function LinksDialogView({ open, title, error, onClose, children }: { open: boolean; title: string; error?: string; onClose: () => void; children: ReactNode }) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="6">
                {children}
                {error && (
                  <Text role="alert" color="red.600" fontSize="sm">
                    {error}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                完成
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
