import { Button, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { logOffMachine } from '../../../../machines/profile';
import { LOG_OFF_CONFIRMATION } from '../../../../domain/profile';
import { AppDialog } from '../../../components/dialog/AppDialog';
import { DialogActions } from '../../../components/dialog/DialogActions';
import { ServerError } from '../../../components/form/formParts';
import { TextField } from '../../../components/form/TextField';
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
      <AppDialog
        role="alertdialog"
        open={open}
        title="注销账号"
        onClose={() => actor.send({ type: 'LOGOFF.CLOSE' })}
        onSubmit={() => actor.send({ type: 'LOGOFF.CONFIRM' })}
        footer={
          <DialogActions
            onCancel={() => actor.send({ type: 'LOGOFF.CLOSE' })}
            confirmText="永久注销"
            busy={busy}
            disabled={!canConfirm}
            danger
          />
        }
      >
        <Stack gap="3">
          <Text>注销后，账号的资料、密钥、应用与消息将被永久删除且无法恢复，当前登录将立即失效。</Text>
          <TextField
            label={`请输入“${LOG_OFF_CONFIRMATION}”以确认`}
            value={typed}
            autoComplete="off"
            onValueChange={(text) => actor.send({ type: 'LOGOFF.TYPE', text })}
          />
          <ServerError message={error} />
        </Stack>
      </AppDialog>
    </>
  );
}
