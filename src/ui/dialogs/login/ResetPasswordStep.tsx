import { Button, HStack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import {
  isValid,
  resetChooseErrors,
  resetVerifyErrors,
  type FormErrors,
  type ResetPasswordValues,
} from '../../../domain/loginForms';
import { PhoneCodeFields } from '../../components/form/PhoneCodeFields';
import { FormStack, ServerError, useFieldBinding } from '../../components/form/formParts';
import { TextField } from '../../components/form/TextField';
import { useCodeSender, useLoginForm, useSubmitState } from './useLoginForm';

/** Step 3: prove the phone (captcha and code), then choose the new password twice. */
export function ResetPasswordStep() {
  const { dialog, values, edit } = useLoginForm('resetPassword');
  const sender = useCodeSender(dialog, 'resetPassword');
  const choosing = useSelector(
    dialog,
    (s) => s.matches({ open: { resetPassword: 'choosing' } }) || s.matches({ open: { resetPassword: 'submitting' } }),
  );
  const { canSubmit, submitting, error, submit } = useSubmitState(dialog, { open: { resetPassword: 'submitting' } });
  const errors: FormErrors<ResetPasswordValues> = choosing ? resetChooseErrors(values) : resetVerifyErrors(values);
  const { field, isTouched, touch } = useFieldBinding(values, errors, edit);
  if (!sender) return null;

  if (!choosing) {
    return (
      <FormStack onSubmit={submit}>
        <PhoneCodeFields
          sender={sender}
          values={values}
          errors={errors}
          ready={isValid(errors)}
          isTouched={isTouched}
          touch={touch}
          edit={edit}
          disableOnInvalidPhone
        />
        <Button type="submit" colorPalette="blue" disabled={!canSubmit}>
          下一步
        </Button>
        <Button
          variant="plain"
          size="sm"
          colorPalette="blue"
          alignSelf="center"
          onClick={() => dialog.send({ type: 'LOGIN.GOTO', step: 0 })}
        >
          返回登录
        </Button>
      </FormStack>
    );
  }

  return (
    <FormStack onSubmit={submit}>
      <TextField
        label="新密码"
        type="password"
        autoComplete="new-password"
        placeholder="6-20位，包含字母和数字"
        autoFocus
        {...field('password')}
      />
      <TextField
        label="确认密码"
        type="password"
        autoComplete="new-password"
        placeholder="请再次输入新密码"
        {...field('confirm')}
      />
      <ServerError message={error} />
      <HStack>
        <Button flex="1" variant="outline" onClick={() => dialog.send({ type: 'LOGIN.BACK' })} disabled={submitting}>
          上一步
        </Button>
        <Button flex="1" type="submit" colorPalette="blue" disabled={!canSubmit} loading={submitting}>
          确定
        </Button>
      </HStack>
    </FormStack>
  );
}
