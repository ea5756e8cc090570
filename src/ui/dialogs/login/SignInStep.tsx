import { Button, HStack, Stack, Tabs } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { SignInTab } from '../../../machines/loginDialog';
import { codeLoginErrors, isValid, passwordLoginErrors } from '../../../domain/loginForms';
import { CaptchaField, PhoneCodeFields } from '../../components/form/PhoneCodeFields';
import { FormStack, ServerError, useFieldBinding, useTouched } from '../../components/form/formParts';
import { TextField } from '../../components/form/TextField';
import { useCodeSender, useLoginForm, useSubmitState } from './useLoginForm';

function PasswordLoginForm() {
  const { dialog, values, edit } = useLoginForm('passwordLogin');
  const captcha = useSelector(dialog, (s) => s.context.passwordCaptcha);
  const { canSubmit, submitting, error, submit } = useSubmitState(dialog, {
    open: { signIn: 'loggingInWithPassword' },
  });
  const errors = passwordLoginErrors(values);
  const { field } = useFieldBinding(values, errors, edit);
  return (
    <FormStack onSubmit={submit}>
      <TextField label="用户名" autoComplete="username" placeholder="请输入用户名或手机号" {...field('userName')} />
      <TextField
        label="密码"
        type="password"
        autoComplete="current-password"
        placeholder="请输入密码"
        {...field('password')}
      />
      <CaptchaField
        resetKey={captcha.key}
        verified={Boolean(captcha.sign)}
        remind={isValid(errors)}
        onVerified={(sign) => dialog.send({ type: 'CAPTCHA.VERIFIED', sign })}
        onFailed={() => dialog.send({ type: 'CAPTCHA.FAILED' })}
        onInitFailed={() => dialog.send({ type: 'CAPTCHA.INIT_FAILED' })}
      />
      <ServerError message={error} />
      <Button type="submit" colorPalette="blue" disabled={!canSubmit} loading={submitting}>
        登录
      </Button>
    </FormStack>
  );
}

function CodeLoginForm() {
  const { dialog, values, edit } = useLoginForm('codeLogin');
  const sender = useCodeSender(dialog, 'codeLogin');
  const { canSubmit, submitting, error, submit } = useSubmitState(dialog, { open: { signIn: 'loggingInWithCode' } });
  const { isTouched, touch } = useTouched();
  const errors = codeLoginErrors(values);
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
      <ServerError message={error} />
      <Button type="submit" colorPalette="blue" disabled={!canSubmit} loading={submitting}>
        登录
      </Button>
    </FormStack>
  );
}

/** Step 0: password or code login, with the ways out to register and reset. */
export function SignInStep() {
  const dialog = useLoginForm('passwordLogin').dialog;
  const tab = useSelector(dialog, (s) => s.context.tab);
  return (
    <Stack gap="4">
      <Tabs.Root
        value={tab}
        onValueChange={(e) => dialog.send({ type: 'LOGIN.TAB', tab: e.value as SignInTab })}
        lazyMount
        unmountOnExit
        variant="line"
        fitted
      >
        <Tabs.List>
          <Tabs.Trigger value="password">密码登录</Tabs.Trigger>
          <Tabs.Trigger value="code">验证码登录</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="password">
          <PasswordLoginForm />
        </Tabs.Content>
        <Tabs.Content value="code">
          <CodeLoginForm />
        </Tabs.Content>
      </Tabs.Root>
      <HStack justify="space-between">
        <Button
          variant="plain"
          size="sm"
          colorPalette="blue"
          px="0"
          onClick={() => dialog.send({ type: 'LOGIN.GOTO', step: 1 })}
        >
          注册
        </Button>
        <Button
          variant="plain"
          size="sm"
          colorPalette="gray"
          px="0"
          onClick={() => dialog.send({ type: 'LOGIN.GOTO', step: 3 })}
        >
          忘记密码
        </Button>
      </HStack>
    </Stack>
  );
}
