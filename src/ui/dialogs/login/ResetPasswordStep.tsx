import { Button, HStack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { isValid, resetChooseErrors, resetVerifyErrors } from '../../../machines/rules/loginForms';
import { CodeField, SenderCaptchaField } from './codeParts';
import { FormStack, ServerError, TextField, useTouched } from './fields';
import { useCodeSender, useLoginForm, useSubmitState } from './useLoginForm';

/** Step 3: prove the phone (captcha and code), then choose the new password twice. */
export function ResetPasswordStep() {
  const { dialog, values, edit } = useLoginForm('resetPassword');
  const sender = useCodeSender(dialog, 'resetPassword');
  const choosing = useSelector(dialog, (s) => s.matches({ open: { resetPassword: 'choosing' } }) || s.matches({ open: { resetPassword: 'submitting' } }));
  const { canSubmit, submitting, error, submit } = useSubmitState(dialog, { open: { resetPassword: 'submitting' } });
  const { isTouched, touch } = useTouched();
  if (!sender) return null;

  if (!choosing) {
    const errors = resetVerifyErrors(values);
    return (
      <FormStack onSubmit={submit}>
        <TextField
          label="手机号"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder="请输入手机号"
          value={values.phone}
          error={errors.phone}
          showError={isTouched('phone')}
          onValueChange={(phone) => edit({ phone })}
          onBlur={() => touch('phone')}
        />
        <SenderCaptchaField sender={sender} remind={isValid(errors)} />
        <CodeField
          sender={sender}
          phone={values.phone}
          value={values.code}
          error={errors.code}
          showError={isTouched('code')}
          onValueChange={(code) => edit({ code })}
          onBlur={() => touch('code')}
          disableOnInvalidPhone
        />
        <Button type="submit" colorPalette="blue" disabled={!canSubmit}>
          下一步
        </Button>
        <Button variant="plain" size="sm" colorPalette="blue" alignSelf="center" onClick={() => dialog.send({ type: 'LOGIN.GOTO', step: 0 })}>
          返回登录
        </Button>
      </FormStack>
    );
  }

  const errors = resetChooseErrors(values);
  return (
    <FormStack onSubmit={submit}>
      <TextField
        label="新密码"
        type="password"
        autoComplete="new-password"
        placeholder="6-20位，包含字母和数字"
        value={values.password}
        error={errors.password}
        showError={isTouched('password')}
        onValueChange={(password) => edit({ password })}
        onBlur={() => touch('password')}
        autoFocus
      />
      <TextField
        label="确认密码"
        type="password"
        autoComplete="new-password"
        placeholder="请再次输入新密码"
        value={values.confirm}
        error={errors.confirm}
        showError={isTouched('confirm')}
        onValueChange={(confirm) => edit({ confirm })}
        onBlur={() => touch('confirm')}
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
