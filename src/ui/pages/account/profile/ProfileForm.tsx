import { Button, DataList, HStack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { JOB_FUNCTIONS } from '../../../../domain/loginForms';
import { profileErrors } from '../../../../domain/profile';
import { FormStack, ServerError, draftFields } from '../../../components/form/formParts';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { maskPhone } from '../../../format';
import type { ProfileActor } from './AvatarPicker';

function ProfileView({ actor }: { actor: ProfileActor }) {
  const user = useSelector(actor, (s) => s.context.user);
  const rows: [string, string][] = [
    ['用户名', user?.userName ?? ''],
    ['手机号', maskPhone(user?.phone ?? '')],
    ['姓氏', user?.nickName || '—'],
    ['职能', user?.position || '—'],
    ['公司名称', user?.companyName || '—'],
    ['邮箱', user?.email || '—'],
  ];
  return (
    <>
      <DataList.Root orientation="horizontal" size="md">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Button
        mt="4"
        size="sm"
        colorPalette="blue"
        alignSelf="flex-start"
        onClick={() => actor.send({ type: 'PROFILE.EDIT' })}
      >
        编辑资料
      </Button>
    </>
  );
}

function ProfileEdit({ actor }: { actor: ProfileActor }) {
  const draft = useSelector(actor, (s) => s.context.draft);
  const error = useSelector(actor, (s) => s.context.error);
  const saving = useSelector(actor, (s) => s.matches({ form: 'saving' }));
  const errors = profileErrors(draft);
  const field = draftFields(draft, errors, (values) => actor.send({ type: 'PROFILE.CHANGE', values }));
  return (
    <FormStack onSubmit={() => actor.send({ type: 'PROFILE.SAVE' })}>
      <TextField label="姓氏" {...field('nickName')} maxLength={20} />
      <SelectField label="职能" options={JOB_FUNCTIONS} {...field('position')} />
      <TextField label="公司名称" {...field('companyName')} maxLength={100} />
      <TextField label="邮箱" optionalHint="（选填）" type="email" {...field('email')} maxLength={100} />
      <ServerError message={error} />
      <HStack>
        <Button type="submit" colorPalette="blue" size="sm" loading={saving} disabled={Object.keys(errors).length > 0}>
          保存
        </Button>
        <Button variant="outline" size="sm" onClick={() => actor.send({ type: 'PROFILE.CANCEL' })} disabled={saving}>
          取消
        </Button>
      </HStack>
    </FormStack>
  );
}

export function ProfileForm({ actor }: { actor: ProfileActor }) {
  const editing = useSelector(actor, (s) => !s.matches({ form: 'viewing' }));
  return editing ? <ProfileEdit actor={actor} /> : <ProfileView actor={actor} />;
}
