import { Box, Button, Field, Group, Input, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { resendLabel, type codeSenderMachine } from '../../../machines/codeSender';
import { isPhone, messages } from '../../../domain/validation';
import { Captcha } from '../captchaAdapter';
import { FormField } from './FormField';
import { TextField } from './TextField';

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
    <Field.Root invalid={reminder} gap="1">
      <Text fontSize="sm" fontWeight="medium" aria-hidden>
        安全验证
      </Text>
      <Captcha {...captcha} />
      <Box minH="1.25rem">
        {reminder && (
          <Field.ErrorText role="alert" mt="0" color="red.fg">
            {messages.captchaRequired}
          </Field.ErrorText>
        )}
      </Box>
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
export function CodeField({
  sender,
  phone,
  value,
  error,
  showError,
  onValueChange,
  onBlur,
  disableOnInvalidPhone,
}: CodeFieldProps) {
  const coolingDown = useSelector(sender, (s) => s.matches('coolingDown'));
  const remaining = useSelector(sender, (s) => s.context.remaining);
  const busy = useSelector(sender, (s) => s.matches('debouncing') || s.matches('sending'));
  const blockedByPhone = Boolean(disableOnInvalidPhone) && !isPhone(phone.trim());
  return (
    <FormField label="验证码" error={showError ? error : undefined}>
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
    </FormField>
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
  /** What the form calls the phone (合作咨询 asks for a 联系电话). */
  phoneLabel?: string;
}

/** Phone, slider captcha and SMS code: how register, code login, reset password and 合作咨询 prove a phone. */
export function PhoneCodeFields({
  sender,
  values,
  errors,
  ready,
  isTouched,
  touch,
  edit,
  disableOnInvalidPhone,
  phoneLabel = '手机号',
}: PhoneCodeFieldsProps) {
  return (
    <>
      <TextField
        label={phoneLabel}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        placeholder={`请输入${phoneLabel}`}
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
