import { Button, Dialog, Portal } from '@chakra-ui/react';

/** SPEC section 2: logout asks first; confirming clears the token and reloads. */
export function LogoutConfirm({ open, onCancel, onConfirm }: { open: boolean; onCancel: () => void; onConfirm: () => void }) {
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => !e.open && onCancel()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>退出登录</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>确定要退出当前账号吗？</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                取消
              </Button>
              <Button colorPalette="red" onClick={onConfirm}>
                确定退出
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
