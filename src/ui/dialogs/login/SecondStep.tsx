import { Button, HStack, Text } from '@chakra-ui/react';
import { secondStepCodeError } from '../../../domain/twoFactorCode';
import { FormStack, ServerError, useFieldBinding } from '../../components/form/formParts';
import { TextField } from '../../components/form/TextField';
import { useLoginForm, useSubmitState } from './useLoginForm';

/** Step 4: the account has two-step verification; its code (or a recovery code) completes the sign-in. */
export function SecondStep() {
  const { dialog, values, edit } = useLoginForm('secondStep');
  const { canSubmit, submitting, error, submit } = useSubmitState(dialog, { open: { secondStep: 'verifying' } });
  const code = secondStepCodeError(values.code);
  const { field } = useFieldBinding(values, code ? { code } : {}, edit);
  return (
    <FormStack onSubmit={submit}>
      <Text fontSize="sm" color="fg.muted">
        该账号已开启两步验证，请打开验证器应用，输入其中显示的6位验证码；手机不在身边时，可输入一个恢复码。
      </Text>
      <TextField
        label="验证码"
        autoComplete="one-time-code"
        inputMode="text"
        placeholder="6位验证码或恢复码"
        maxLength={9}
        autoFocus
        {...field('code')}
      />
      <ServerError message={error} />
      <HStack>
        <Button flex="1" variant="outline" onClick={() => dialog.send({ type: 'LOGIN.BACK' })} disabled={submitting}>
          返回
        </Button>
        <Button flex="1" type="submit" colorPalette="blue" disabled={!canSubmit} loading={submitting}>
          验证并登录
        </Button>
      </HStack>
    </FormStack>
  );
}
