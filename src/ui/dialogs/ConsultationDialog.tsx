import { Alert, Box, Button, CloseButton, Dialog, Field, NativeSelect, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { CONSULTATION_SENDER, consultationMessages } from '../../machines/consultation';
import { CONSULT_LIMITS, INDUSTRIES, consultationErrors, type ConsultationValues } from '../../machines/rules/consultationForm';
import { useSystemActor } from '../hooks/appActor';
import { CodeField, SenderCaptchaField, type CodeSenderActor } from './login/codeParts';
import { FormStack, ServerError, TextField, useTouched } from './login/fields';

const FIELDS: (keyof ConsultationValues)[] = ['companyName', 'userName', 'phone', 'code', 'industry', 'email', 'demand'];

/**
 * Every field keeps a line for its message. Leaving an empty field shows its message on the
 * mouse-down that presses 提交; were the message to push the button down, the mouse-up would land
 * beside it and that first click would be lost (only the left field's message would show).
 */
const reservedMessageLines = {
  '& form > div': { gap: '1' },
  '& [data-scope=field][data-part=root]': { position: 'relative', paddingBottom: '1.375rem' },
  '& [data-scope=field][data-part=error-text]': { position: 'absolute', left: 0, right: 0, bottom: '0.125rem', marginTop: 0 },
} as const;

function ConsultationForm() {
  const consultation = useSystemActor('consultationFlow');
  const values = useSelector(consultation, (s) => s.context.values);
  const error = useSelector(consultation, (s) => s.context.error);
  const submitting = useSelector(consultation, (s) => s.matches({ open: 'submitting' }));
  const sender = useSelector(consultation, (s) => s.children[CONSULTATION_SENDER] as CodeSenderActor | undefined);
  const { isTouched, touch } = useTouched();
  const errors = consultationErrors(values);
  const edit = (patch: Partial<ConsultationValues>) => consultation.send({ type: 'CONSULTATION.CHANGE', values: patch });
  const text = (name: keyof ConsultationValues) => ({
    value: values[name],
    error: errors[name],
    showError: isTouched(name),
    onValueChange: (v: string) => edit({ [name]: v }),
    onBlur: () => touch(name),
  });
  if (!sender) return null;
  const industryError = isTouched('industry') ? errors.industry : undefined;
  const demandError = isTouched('demand') || values.demand.trim().length > CONSULT_LIMITS.demand ? errors.demand : undefined;
  return (
    <Box css={reservedMessageLines}>
      <FormStack
        onSubmit={() => {
          // A submit shows every message at once; the machine refuses an invalid form by itself.
          FIELDS.forEach(touch);
          consultation.send({ type: 'CONSULTATION.SUBMIT' });
        }}
      >
        <TextField label="公司名称" placeholder="请输入公司名称" autoComplete="organization" {...text('companyName')} />
        <TextField label="姓名" placeholder="请输入姓名" autoComplete="name" {...text('userName')} />
        <TextField label="联系电话" type="tel" inputMode="numeric" autoComplete="tel" placeholder="请输入联系电话" {...text('phone')} />
        {/* Once the phone is right, the next step is the captcha: say so (SPEC section 5). */}
        <SenderCaptchaField sender={sender} remind={!errors.phone} />
        <CodeField
          sender={sender}
          phone={values.phone}
          value={values.code}
          error={errors.code}
          showError={isTouched('code')}
          onValueChange={(code) => edit({ code })}
          onBlur={() => touch('code')}
        />
        <Field.Root invalid={Boolean(industryError)}>
          <Field.Label>所属行业</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={values.industry} onChange={(e) => edit({ industry: e.target.value })} onBlur={() => touch('industry')}>
              <option value="">请选择</option>
              {INDUSTRIES.map((i) => (
                <option key={i} value={i}>
                  {i}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {industryError && <Field.ErrorText>{industryError}</Field.ErrorText>}
        </Field.Root>
        <TextField label="邮箱" optionalHint="（选填）" type="email" autoComplete="email" placeholder="请输入邮箱" {...text('email')} showError={false} />
        <Field.Root invalid={Boolean(demandError)}>
          <Field.Label>
            合作需求
            <Text as="span" color="gray.500" fontWeight="normal">
              （选填）
            </Text>
          </Field.Label>
          <Textarea
            value={values.demand}
            placeholder="请简要描述您的合作需求"
            rows={2}
            autoresize
            minH="2lh"
            maxH="6lh"
            onChange={(e) => edit({ demand: e.target.value })}
            onBlur={() => touch('demand')}
          />
          <Field.HelperText alignSelf="flex-end">
            {values.demand.trim().length}/{CONSULT_LIMITS.demand}
          </Field.HelperText>
          {demandError && <Field.ErrorText>{demandError}</Field.ErrorText>}
        </Field.Root>
        <ServerError message={error} />
        <Button type="submit" colorPalette="blue" loading={submitting}>
          提交
        </Button>
      </FormStack>
    </Box>
  );
}

function Submitted() {
  const consultation = useSystemActor('consultationFlow');
  return (
    <Stack gap="4">
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{consultationMessages.submitted}</Alert.Title>
          <Alert.Description>{consultationMessages.thanks}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Button variant="outline" onClick={() => consultation.send({ type: 'CONSULTATION.CLOSE' })}>
        关闭
      </Button>
    </Stack>
  );
}

/** 合作咨询: not closable by clicking outside (SPEC section 2); Escape and the close button still work. */
export function ConsultationDialog() {
  const consultation = useSystemActor('consultationFlow');
  const open = useSelector(consultation, (s) => s.matches('open'));
  const submitted = useSelector(consultation, (s) => s.matches({ open: 'submitted' }));
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && consultation.send({ type: 'CONSULTATION.CLOSE' })}
      closeOnInteractOutside={false}
      placement="center"
      scrollBehavior="inside"
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>合作咨询</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">{submitted ? <Submitted /> : <ConsultationForm />}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="关闭" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
