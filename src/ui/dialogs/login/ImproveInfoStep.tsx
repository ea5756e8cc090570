import { Alert, Button, Field, HStack, NativeSelect, RadioGroup, Spinner } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { loginMessages } from '../../../machines/loginDialog';
import { JOB_FUNCTIONS, SEX_OPTIONS, improveInfoErrors } from '../../../machines/rules/loginForms';
import { FormStack, ServerError, useTouched } from '../../components/form/formParts';
import { TextField } from '../../components/form/TextField';
import { useLoginForm, useSubmitState } from './useLoginForm';

/** Step 2: compulsory profile (surname, salutation, job function, company, optional email). */
export function ImproveInfoStep() {
  const { dialog, values, edit } = useLoginForm('improveInfo');
  const prefilling = useSelector(dialog, (s) => s.matches({ open: { improveInfo: 'prefilling' } }));
  const prefilled = useSelector(dialog, (s) => s.context.prefilled);
  const { canSubmit, submitting, error, submit } = useSubmitState(dialog, { open: { improveInfo: 'submitting' } });
  const { isTouched, touch } = useTouched();
  const errors = improveInfoErrors(values);
  if (prefilling) return <Spinner role="status" aria-label="加载中" alignSelf="center" />;
  const positionError = isTouched('position') ? errors.position : undefined;
  return (
    <FormStack onSubmit={submit}>
      {prefilled && (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Title>{loginMessages.prefilled}</Alert.Title>
        </Alert.Root>
      )}
      <HStack align="start" gap="4">
        <TextField
          label="姓氏"
          placeholder="请输入姓氏"
          autoComplete="family-name"
          value={values.nickName}
          error={errors.nickName}
          showError={isTouched('nickName')}
          onValueChange={(nickName) => edit({ nickName })}
          onBlur={() => touch('nickName')}
        />
        <RadioGroup.Root
          value={values.sex}
          onValueChange={(e) => e.value && edit({ sex: e.value as '1' | '2' })}
          orientation="horizontal"
          flexShrink={0}
        >
          <RadioGroup.Label fontSize="sm" fontWeight="medium" mb="2" display="block">
            称呼
          </RadioGroup.Label>
          <HStack gap="4" h="10">
            {SEX_OPTIONS.map((o) => (
              <RadioGroup.Item key={o.value} value={o.value}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
      </HStack>
      <Field.Root invalid={Boolean(positionError)}>
        <Field.Label>职能</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={values.position} onChange={(e) => edit({ position: e.target.value })} onBlur={() => touch('position')}>
            <option value="">请选择</option>
            {JOB_FUNCTIONS.map((job) => (
              <option key={job} value={job}>
                {job}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {positionError && <Field.ErrorText>{positionError}</Field.ErrorText>}
      </Field.Root>
      <TextField
        label="公司名称"
        placeholder="请填写公司名称"
        autoComplete="organization"
        value={values.companyName}
        error={errors.companyName}
        showError={isTouched('companyName')}
        onValueChange={(companyName) => edit({ companyName })}
        onBlur={() => touch('companyName')}
      />
      <TextField
        label="邮箱"
        optionalHint="（选填）"
        type="email"
        autoComplete="email"
        placeholder="请输入邮箱"
        value={values.email}
        showError={false}
        onValueChange={(email) => edit({ email })}
      />
      <ServerError message={error} />
      <Button type="submit" colorPalette="blue" disabled={!canSubmit} loading={submitting}>
        提交
      </Button>
    </FormStack>
  );
}
