import { SimpleGrid } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { userFormErrors, type UserForm } from '../../../../domain/adminForms';
import { TextField } from '../../../components/form/TextField';
import { draftFields } from '../../../components/form/formParts';
import { DEFAULT_PASSWORD_HINT } from './texts';
import { ChoiceList } from '../../../components/form/ChoiceList';
import { FormDialog } from './FormDialog';
import type { UserAdminActor } from './UsersTab';

/** 新建用户 / 编辑用户. Account name and phone are fixed once created; roles and groups are given at creation. */
export function UserFormDialog({ admin }: { admin: UserAdminActor }) {
  const open = useSelector(admin, (s) => s.matches('form') || s.matches('saving'));
  const busy = useSelector(admin, (s) => s.matches('saving'));
  const form = useSelector(admin, (s) => s.context.form);
  const creating = useSelector(admin, (s) => !s.context.editingId);
  const submitted = useSelector(admin, (s) => s.context.submitted);
  const formError = useSelector(admin, (s) => s.context.formError);
  const roles = useSelector(admin, (s) => s.context.options?.roles);
  const groups = useSelector(admin, (s) => s.context.options?.groups);
  const errors = submitted ? userFormErrors(form, creating) : {};
  const change = (patch: Partial<UserForm>) => admin.send({ type: 'FORM.CHANGE', patch });
  const field = draftFields(form, errors, change);
  return (
    <FormDialog
      open={open}
      title={creating ? '新建用户' : '编辑用户'}
      busy={busy}
      error={formError}
      submitText={creating ? '创建' : '保存'}
      onClose={() => admin.send({ type: 'FORM.CLOSE' })}
      onSubmit={() => admin.send({ type: 'FORM.SUBMIT' })}
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField
          size="sm"
          label="用户名"
          {...field('userName')}
          disabled={!creating}
          placeholder="字母开头，4-20位"
        />
        <TextField size="sm" label="手机号" {...field('phone')} disabled={!creating} />
        <TextField size="sm" label="昵称" {...field('nickName')} />
        <TextField size="sm" label="邮箱" {...field('email')} />
      </SimpleGrid>
      {creating && (
        <>
          <TextField
            size="sm"
            label="初始密码"
            type="password"
            {...field('password')}
            placeholder={DEFAULT_PASSWORD_HINT}
          />
          <ChoiceList
            legend="角色（不选则为开发者）"
            choices={(roles ?? []).map((r) => ({ id: r.id, label: r.roleName }))}
            chosen={form.roleIds}
            empty="暂无角色"
            onChange={(roleIds) => change({ roleIds })}
          />
          <ChoiceList
            legend="用户组"
            choices={(groups ?? []).map((g) => ({ id: g.id, label: g.groupName, depth: g.depth }))}
            chosen={form.groupIds}
            empty="暂无用户组"
            onChange={(groupIds) => change({ groupIds })}
          />
        </>
      )}
    </FormDialog>
  );
}
