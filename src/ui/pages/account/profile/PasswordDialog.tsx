import { Button, Stack } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { passwordChangeMachine } from '../../../../machines/profile';
import { passwordErrors } from '../../../../domain/profile';
import { AppDialog } from '../../../components/dialog/AppDialog';
import { DialogActions } from '../../../components/dialog/DialogActions';
import { ServerError } from '../../../components/form/formParts';
import { TextField } from '../../../components/form/TextField';
import { draftFields } from '../../../components/form/formParts';

/** 修改密码: the button and its dialog. Messages show after the first submit attempt. */
export function ChangePassword() {
  const actor = useActorRef(passwordChangeMachine);
  const open = useSelector(actor, (s) => !s.matches('closed'));
  const submitting = useSelector(actor, (s) => s.matches('submitting'));
  const draft = useSelector(actor, (s) => s.context.draft);
  const submitted = useSelector(actor, (s) => s.context.submitted);
  const error = useSelector(actor, (s) => s.context.error);
  const field = draftFields(draft, passwordErrors(draft), (values) => actor.send({ type: 'PASSWORD.CHANGE', values }), {
    shown: () => submitted,
  });
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => actor.send({ type: 'PASSWORD.OPEN' })}>
        修改密码
      </Button>
      <AppDialog
        open={open}
        title="修改密码"
        onClose={() => actor.send({ type: 'PASSWORD.CLOSE' })}
        onSubmit={() => actor.send({ type: 'PASSWORD.SUBMIT' })}
        footer={
          <DialogActions
            onCancel={() => actor.send({ type: 'PASSWORD.CLOSE' })}
            confirmText="确认修改"
            busy={submitting}
          />
        }
      >
        <Stack gap="2">
          <TextField label="原密码" type="password" autoComplete="current-password" {...field('oldPassword')} />
          <TextField label="新密码" type="password" autoComplete="new-password" {...field('password')} />
          <TextField label="确认新密码" type="password" autoComplete="new-password" {...field('confirm')} />
          <ServerError message={error} />
        </Stack>
      </AppDialog>
    </>
  );
}
