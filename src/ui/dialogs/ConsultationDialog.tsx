import { Alert, Button, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { CONSULTATION_SENDER, consultationMessages } from '../../machines/consultation';
import { CONSULT_LIMITS, INDUSTRIES, consultationErrors, type ConsultationValues } from '../../domain/consultationForm';
import { AppDialog } from '../components/dialog/AppDialog';
import { SelectField } from '../components/form/SelectField';
import { useSystemActor } from '../hooks/appActor';
import { PhoneCodeFields, type CodeSenderActor } from '../components/form/PhoneCodeFields';
import { FormStack, ServerError, useFieldBinding } from '../components/form/formParts';
import { TextField } from '../components/form/TextField';

const FIELDS: (keyof ConsultationValues)[] = [
  'companyName',
  'userName',
  'phone',
  'code',
  'industry',
  'email',
  'demand',
];

function ConsultationForm() {
  const consultation = useSystemActor('consultationFlow');
  const values = useSelector(consultation, (s) => s.context.values);
  const error = useSelector(consultation, (s) => s.context.error);
  const submitting = useSelector(consultation, (s) => s.matches({ open: 'submitting' }));
  const sender = useSelector(consultation, (s) => s.children[CONSULTATION_SENDER] as CodeSenderActor | undefined);
  const errors = consultationErrors(values);
  const edit = (patch: Partial<ConsultationValues>) =>
    consultation.send({ type: 'CONSULTATION.CHANGE', values: patch });
  const { field, isTouched, touch } = useFieldBinding(values, errors, edit);
  if (!sender) return null;
  const demandError =
    isTouched('demand') || values.demand.trim().length > CONSULT_LIMITS.demand ? errors.demand : undefined;
  return (
    <FormStack
      onSubmit={() => {
        // A submit shows every message at once; the machine refuses an invalid form by itself.
        FIELDS.forEach(touch);
        consultation.send({ type: 'CONSULTATION.SUBMIT' });
      }}
    >
      <TextField label="公司名称" placeholder="请输入公司名称" autoComplete="organization" {...field('companyName')} />
      <TextField label="姓名" placeholder="请输入姓名" autoComplete="name" {...field('userName')} />
      {/* Once the phone is right, the next step is the captcha: say so (SPEC section 5). */}
      <PhoneCodeFields
        phoneLabel="联系电话"
        sender={sender}
        values={values}
        errors={errors}
        ready={!errors.phone}
        isTouched={isTouched}
        touch={touch}
        edit={edit}
      />
      <SelectField label="所属行业" options={INDUSTRIES} {...field('industry')} />
      <TextField
        label="邮箱"
        optionalHint="（选填）"
        type="email"
        autoComplete="email"
        placeholder="请输入邮箱"
        {...field('email')}
        showError={false}
      />
      <TextField
        label="合作需求"
        optionalHint="（选填）"
        placeholder="请简要描述您的合作需求"
        rows={2}
        autoresize
        maxChars={CONSULT_LIMITS.demand}
        {...field('demand')}
        error={demandError}
        showError
      />
      <ServerError message={error} />
      <Button type="submit" colorPalette="blue" loading={submitting}>
        提交
      </Button>
    </FormStack>
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
    <AppDialog
      open={open}
      title="合作咨询"
      onClose={() => consultation.send({ type: 'CONSULTATION.CLOSE' })}
      closable="notOnOutsideClick"
      bodyProps={{ pb: '6' }}
    >
      {submitted ? <Submitted /> : <ConsultationForm />}
    </AppDialog>
  );
}
