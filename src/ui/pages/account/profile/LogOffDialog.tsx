import { Button, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { logOffMachine } from '../../../../machines/profile';
import { LOG_OFF_CONFIRMATION } from '../../../../machines/rules/profile';
import { ServerError } from '../../../dialogs/login/fields';
import { useSystemActor } from '../../../hooks/appActor';

/** 注销账号: a strong confirmation: the exact text must be typed before the button works. */
export function LogOffAccount() {
  const session = useSystemActor('session');
  const actor = useActorRef(logOffMachine, { input: { session } });
  const open = useSelector(actor, (s) => s.matches('confirming') || s.matches('deactivating'));
  const typed = useSelector(actor, (s) => s.context.typed);
  const busy = useSelector(actor, (s) => s.matches('deactivating'));
  const error = useSelector(actor, (s) => s.context.error);
  const canConfirm = useSelector(actor, (s) => s.can({ type: 'LOGOFF.CONFIRM' }));
  return (
    <>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => actor.send({ type: 'LOGOFF.OPEN' })}>
        注销账号
      </Button>
      <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => !e.open && actor.send({ type: 'LOGOFF.CLOSE' })} placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <form
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  actor.send({ type: 'LOGOFF.CONFIRM' });
                }}
              >
                <Dialog.Header>
                  <Dialog.Title>注销账号</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="3">
                    <Text>注销后，账号的资料、密钥、应用与消息将被永久删除且无法恢复，当前登录将立即失效。</Text>
                    <Field.Root>
                      <Field.Label>请输入“{LOG_OFF_CONFIRMATION}”以确认</Field.Label>
                      <Input value={typed} autoComplete="off" onChange={(e) => actor.send({ type: 'LOGOFF.TYPE', text: e.target.value })} />
                    </Field.Root>
                    <ServerError message={error} />
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={() => actor.send({ type: 'LOGOFF.CLOSE' })} disabled={busy}>
                    取消
                  </Button>
                  <Button type="submit" colorPalette="red" loading={busy} disabled={!canConfirm}>
                    永久注销
                  </Button>
                </Dialog.Footer>
              </form>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
