import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { LoginDialogActor } from '../../../machines/app';

/** After a code login by a user without enterprise certification (SPEC section 4). */
export function RealNamePrompt({ dialog }: { dialog: LoginDialogActor }) {
  const open = useSelector(dialog, (s) => s.matches('realNamePrompt'));
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && dialog.send({ type: 'REALNAME.LATER' })} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>实名认证</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>您尚未完成企业认证，建议完成企业认证，以便使用平台的全部能力与服务。</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => dialog.send({ type: 'REALNAME.LATER' })}>
                稍后再说
              </Button>
              <Button colorPalette="blue" onClick={() => dialog.send({ type: 'REALNAME.GO' })}>
                去认证
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
