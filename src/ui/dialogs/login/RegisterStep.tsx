import { Button } from '@chakra-ui/react';
import { isValid, registerErrors } from '../../../domain/loginForms';
import { PhoneCodeFields } from '../../components/form/PhoneCodeFields';
import { FormStack, ServerError, useFieldBinding } from '../../components/form/formParts';
import { TextField } from '../../components/form/TextField';
import { useCodeSender, useLoginForm, useSubmitState } from './useLoginForm';

/** Step 1: phone, captcha and code, password. Success logs in and moves on to step 2. */
export function RegisterStep() {
  const { dialog, values, edit } = useLoginForm('register');
  const sender = useCodeSender(dialog, 'register');
  const { canSubmit, submitting, error, submit } = useSubmitState(dialog, { open: { register: 'submitting' } });
  const errors = registerErrors(values);
  const { field, isTouched, touch } = useFieldBinding(values, errors, edit);
  if (!sender) return null;
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
      />
      <TextField
        label="密码"
        type="password"
        autoComplete="new-password"
        placeholder="6-20位，包含字母和数字"
        {...field('password')}
      />
      <ServerError message={error} />
      <Button type="submit" colorPalette="blue" disabled={!canSubmit} loading={submitting}>
        注册
      </Button>
      <Button
        variant="plain"
        size="sm"
        colorPalette="blue"
        alignSelf="center"
        onClick={() => dialog.send({ type: 'LOGIN.GOTO', step: 0 })}
      >
        已有账号，去登录
      </Button>
    </FormStack>
  );
}
