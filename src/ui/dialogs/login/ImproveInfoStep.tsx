import { Alert, Button, HStack, RadioGroup, Spinner } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { loginMessages } from '../../../machines/loginDialog';
import { JOB_FUNCTIONS, SEX_OPTIONS, improveInfoErrors } from '../../../domain/loginForms';
import { FormStack, ServerError, useFieldBinding } from '../../components/form/formParts';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { useLoginForm, useSubmitState } from './useLoginForm';

/** Step 2: compulsory profile (surname, salutation, job function, company, optional email). */
export function ImproveInfoStep() {
  const { dialog, values, edit } = useLoginForm('improveInfo');
  const prefilling = useSelector(dialog, (s) => s.matches({ open: { improveInfo: 'prefilling' } }));
  const prefilled = useSelector(dialog, (s) => s.context.prefilled);
  const { canSubmit, submitting, error, submit } = useSubmitState(dialog, { open: { improveInfo: 'submitting' } });
  const { field } = useFieldBinding(values, improveInfoErrors(values), edit);
  if (prefilling) return <Spinner role="status" aria-label="加载中" alignSelf="center" />;
  return (
    <FormStack onSubmit={submit}>
      {prefilled && (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Title>{loginMessages.prefilled}</Alert.Title>
        </Alert.Root>
      )}
      <HStack align="start" gap="4">
        <TextField label="姓氏" placeholder="请输入姓氏" autoComplete="family-name" {...field('nickName')} />
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
      <SelectField label="职能" options={JOB_FUNCTIONS} {...field('position')} />
      <TextField label="公司名称" placeholder="请填写公司名称" autoComplete="organization" {...field('companyName')} />
      <TextField
        label="邮箱"
        optionalHint="（选填）"
        type="email"
        autoComplete="email"
        placeholder="请输入邮箱"
        {...field('email')}
        showError={false}
      />
      <ServerError message={error} />
      <Button type="submit" colorPalette="blue" disabled={!canSubmit} loading={submitting}>
        提交
      </Button>
    </FormStack>
  );
}
