import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { SUCCESS_JUMP_MS } from '../../machines/activation';
import { trialExpiryText } from '../format';
import { INVITATION_CODE_LENGTH, isInvitationCode, messages } from '../../domain/validation';
import { AppDialog } from '../components/dialog/AppDialog';
import { TextField } from '../components/form/TextField';
import { useSystemActor } from '../hooks/appActor';
import { now } from '../../machines/clock';

/** The code-entry form: forced (no close, switch account instead) or opened on request. */
function ActivationForm() {
  const activation = useSystemActor('activation');
  const code = useSelector(activation, (s) => s.context.code);
  const error = useSelector(activation, (s) => s.context.error);
  const applied = useSelector(activation, (s) => s.context.applied);
  const canSubmit = useSelector(activation, (s) => s.can({ type: 'ACTIVATION.SUBMIT' }));
  const activating = useSelector(activation, (s) => s.matches({ open: 'activating' }));
  const applying = useSelector(activation, (s) => s.matches({ open: 'applying' }));
  const [touched, setTouched] = useState(false);
  const formatError =
    (touched || code.length >= INVITATION_CODE_LENGTH) && !isInvitationCode(code.trim())
      ? messages.invitationCodeInvalid
      : undefined;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        activation.send({ type: 'ACTIVATION.SUBMIT' });
      }}
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          体验大模型能力需要先激活产品试用。请输入商务人员提供的 8 位邀请码。
        </Text>
        <TextField
          label="邀请码"
          value={code}
          error={formatError}
          placeholder="请输入8位邀请码"
          autoComplete="off"
          maxLength={32}
          onValueChange={(next) => activation.send({ type: 'ACTIVATION.CHANGE', code: next })}
          onBlur={() => setTouched(true)}
        />
        {error && (
          <Text role="alert" color="red.fg" fontSize="sm">
            {error}
          </Text>
        )}
        {applied && (
          <Text role="status" color="green.fg" fontSize="sm">
            已提交申请，商务会在24小时内主动联系您。
          </Text>
        )}
        <HStack justify="space-between">
          <Button
            variant="plain"
            colorPalette="blue"
            size="sm"
            px="0"
            loading={applying}
            onClick={() => activation.send({ type: 'ACTIVATION.APPLY' })}
          >
            没有邀请码？申请邀请码
          </Button>
          <Button type="submit" colorPalette="blue" disabled={!canSubmit} loading={activating}>
            保存
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** After activation: the trial's end, the coming jump, and a way to go now. */
function ActivationSuccess() {
  const activation = useSystemActor('activation');
  const open = useSelector(activation, (s) => s.matches('success'));
  const deadline = useSelector(activation, (s) => s.context.trialDeadline);
  return (
    <AppDialog
      role="alertdialog"
      open={open}
      title="激活成功"
      size="sm"
      footer={
        <Button colorPalette="blue" onClick={() => activation.send({ type: 'ACTIVATION.EXPERIENCE_NOW' })}>
          立即体验
        </Button>
      }
    >
      <Stack gap="2">
        <Text>
          体验有效期至：
          <Text as="strong" data-testid="trial-expiry">
            {trialExpiryText(deadline, now())}
          </Text>
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {SUCCESS_JUMP_MS / 1000}秒后将自动跳转至体验中心
        </Text>
      </Stack>
    </AppDialog>
  );
}

/** The product-trial activation dialog, driven by the `activation` system actor. */
export function ActivationDialog() {
  const activation = useSystemActor('activation');
  const open = useSelector(activation, (s) => s.matches('open'));
  const forced = useSelector(activation, (s) => s.context.forced);
  return (
    <>
      <AppDialog
        open={open}
        title="激活产品试用"
        onClose={() => activation.send({ type: 'ACTIVATION.CLOSE' })}
        closable={!forced}
        closeButton
        size="sm"
        bodyProps={{ pb: '4' }}
        footerProps={{ borderTopWidth: '1px', pt: '3', justifyContent: 'center' }}
        footer={
          <Button variant="ghost" size="sm" onClick={() => activation.send({ type: 'ACTIVATION.SWITCH_ACCOUNT' })}>
            切换账号
          </Button>
        }
      >
        <ActivationForm />
      </AppDialog>
      <ActivationSuccess />
    </>
  );
}
