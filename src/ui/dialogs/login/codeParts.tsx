import { Button, Field, Group, Input, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { resendLabel, type codeSenderMachine } from '../../../machines/codeSender';
import { messages } from '../../../machines/rules/validation';
import { isPhone } from '../../../machines/rules/validation';
import { Captcha } from '../../components/captchaAdapter';
import { TextField } from './fields';

export type CodeSenderActor = ActorRefFrom<typeof codeSenderMachine>;

interface CaptchaFieldProps {
  resetKey: number;
  verified: boolean;
  /** Every other field is ready: time to point at the captcha (SPEC section 5). */
  remind: boolean;
  onVerified: (sign: string) => void;
  onFailed: () => void;
  onInitFailed: () => void;
}

/** The captcha with its label and the "complete it first" reminder. */
export function CaptchaField({ remind, ...captcha }: CaptchaFieldProps) {
  const reminder = remind && !captcha.verified;
  return (
    <Field.Root invalid={reminder}>
      <Text fontSize="sm" fontWeight="medium" aria-hidden>
        安全验证
      </Text>
      <Captcha {...captcha} />
      {reminder && <Field.ErrorText>{messages.captchaRequired}</Field.ErrorText>}
    </Field.Root>
  );
}

/** A CaptchaField whose state lives in a code sender. */
export function SenderCaptchaField({ sender, remind }: { sender: CodeSenderActor; remind: boolean }) {
  const resetKey = useSelector(sender, (s) => s.context.captchaKey);
  const verified = useSelector(sender, (s) => s.context.verified);
  return (
    <CaptchaField
      resetKey={resetKey}
      verified={verified}
      remind={remind}
      onVerified={(sign) => sender.send({ type: 'CAPTCHA.VERIFIED', sign })}
      onFailed={() => sender.send({ type: 'CAPTCHA.FAILED' })}
      onInitFailed={() => sender.send({ type: 'CAPTCHA.INIT_FAILED' })}
    />
  );
}

interface CodeFieldProps {
  sender: CodeSenderActor;
  phone: string;
  value: string;
  error?: string;
  showError: boolean;
  onValueChange: (value: string) => void;
  onBlur: () => void;
  /** Reset password greys the button out for a wrong phone instead of saying so (SPEC section 5). */
  disableOnInvalidPhone?: boolean;
}

/** The SMS code input and its send button, which counts down after a send. */
export function CodeField({ sender, phone, value, error, showError, onValueChange, onBlur, disableOnInvalidPhone }: CodeFieldProps) {
  const coolingDown = useSelector(sender, (s) => s.matches('coolingDown'));
  const remaining = useSelector(sender, (s) => s.context.remaining);
  const busy = useSelector(sender, (s) => s.matches('debouncing') || s.matches('sending'));
  const shown = showError ? error : undefined;
  const blockedByPhone = Boolean(disableOnInvalidPhone) && !isPhone(phone.trim());
  return (
    <Field.Root invalid={Boolean(shown)}>
      <Field.Label>验证码</Field.Label>
      <Group attached w="full">
        <Input
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          onBlur={onBlur}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="请输入短信验证码"
          flex="1"
        />
        <Button
          variant="outline"
          minW="8.5rem"
          loading={busy}
          disabled={coolingDown || blockedByPhone}
          onClick={() => sender.send({ type: 'CODE.SEND', phone })}
        >
          {coolingDown ? resendLabel(remaining) : '获取验证码'}
        </Button>
      </Group>
      {shown && <Field.ErrorText>{shown}</Field.ErrorText>}
    </Field.Root>
  );
}

interface PhoneCodeFieldsProps {
  sender: CodeSenderActor;
  values: { phone: string; code: string };
  errors: { phone?: string; code?: string };
  /** Every field of the form is valid: time to point at the captcha. */
  ready: boolean;
  isTouched: (name: string) => boolean;
  touch: (name: string) => void;
  edit: (patch: { phone: string } | { code: string }) => void;
  disableOnInvalidPhone?: boolean;
}

/** Phone, slider captcha and SMS code: how register, code login and reset password prove a phone. */
export function PhoneCodeFields({ sender, values, errors, ready, isTouched, touch, edit, disableOnInvalidPhone }: PhoneCodeFieldsProps) {
  return (
    <>
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
      <SenderCaptchaField sender={sender} remind={ready} />
      <CodeField
        sender={sender}
        phone={values.phone}
        value={values.code}
        error={errors.code}
        showError={isTouched('code')}
        onValueChange={(code) => edit({ code })}
        onBlur={() => touch('code')}
        disableOnInvalidPhone={disableOnInvalidPhone}
      />
    </>
  );
}
