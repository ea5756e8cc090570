import { Field, Input, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Link as RouterLink } from 'wouter';
import type { RoleRecord } from '../../../../domain/types/role.types';
import { DESCRIPTION_MAX, roleFormErrors, type RoleForm } from '../../../../domain/adminForms';
import { adminInputs, roleAdminMachine } from '../../../../machines/userAdmin';
import { ListView, useListChild, type Column } from '../../../components/ListView';
import { useLinksDialog } from './useLinksDialog';
import { formatDateTime } from '../../../format';
import { AdminTabHead } from './AdminSearch';
import { CellAction } from '../../../components/tableCells';
import { FormDialog } from './FormDialog';
import { LinkSection } from './LinkSection';
import { LinksDialog } from './LinksDialog';
import { paths } from '../../../../routes/paths';

type RoleAdminActor = ActorRefFrom<typeof roleAdminMachine>;
export const ROLE_RIGHTS_PATH = paths.roleRights();

function RoleFormDialog({ admin }: { admin: RoleAdminActor }) {
  const open = useSelector(admin, (s) => s.matches('form') || s.matches('saving'));
  const busy = useSelector(admin, (s) => s.matches('saving'));
  const form = useSelector(admin, (s) => s.context.form);
  const submitted = useSelector(admin, (s) => s.context.submitted);
  const formError = useSelector(admin, (s) => s.context.formError);
  const errors = submitted ? roleFormErrors(form) : {};
  const change = (patch: Partial<RoleForm>) => admin.send({ type: 'FORM.CHANGE', patch });
  return (
    <FormDialog
      open={open}
      title="新建角色"
      busy={busy}
      error={formError}
      submitText="创建"
      onClose={() => admin.send({ type: 'FORM.CLOSE' })}
      onSubmit={() => admin.send({ type: 'FORM.SUBMIT' })}
    >
      <Field.Root invalid={Boolean(errors.roleName)}>
        <Field.Label>角色名称</Field.Label>
        <Input size="sm" value={form.roleName} onChange={(e) => change({ roleName: e.target.value })} />
        {errors.roleName && <Field.ErrorText color="red.fg">{errors.roleName}</Field.ErrorText>}
      </Field.Root>
      <Field.Root invalid={Boolean(errors.description)}>
        <Field.Label>描述</Field.Label>
        <Textarea
          size="sm"
          rows={3}
          value={form.description}
          onChange={(e) => change({ description: e.target.value })}
        />
        <Field.HelperText>
          {form.description.length}/{DESCRIPTION_MAX}
        </Field.HelperText>
        {errors.description && <Field.ErrorText color="red.fg">{errors.description}</Field.ErrorText>}
      </Field.Root>
      <Text fontSize="sm" color="fg.muted">
        新角色没有任何权限，创建后在“角色权限”中配置。
      </Text>
    </FormDialog>
  );
}

function RoleDetailDialog({
  admin,
  canEdit,
  canConfigure,
}: {
  admin: RoleAdminActor;
  canEdit: boolean;
  canConfigure: boolean;
}) {
  const { open, busy, row: role, error } = useLinksDialog<RoleRecord>(admin);
  const users = useSelector(admin, (s) => s.context.options?.users) ?? [];
  const holders = new Set((role?.users ?? []).map((u) => u.id));
  const label = (u: { userName: string; nickName: string }) =>
    u.nickName ? `${u.userName}（${u.nickName}）` : u.userName;
  return (
    <LinksDialog
      open={open}
      title={`角色详情 · ${role?.roleName ?? ''}`}
      error={error}
      onClose={() => admin.send({ type: 'LINKS.CLOSE' })}
    >
      <Stack gap="1" fontSize="sm">
        <Text>{role?.description || '暂无描述'}</Text>
        <Text color="fg.muted">
          权限数：{role?.codes.length ?? 0}，创建时间：{formatDateTime(role?.createTime)}
        </Text>
        {canConfigure && role && (
          <Link asChild color="blue.fg">
            <RouterLink href={`${ROLE_RIGHTS_PATH}?roleId=${role.id}`}>配置权限</RouterLink>
          </Link>
        )}
      </Stack>
      {canEdit ? (
        <LinkSection
          noun="用户"
          busy={busy}
          items={(role?.users ?? []).map((u) => ({ id: u.id, label: label(u) }))}
          options={users.filter((u) => !holders.has(u.id)).map((u) => ({ id: u.id, label: label(u) }))}
          onAdd={(userId) =>
            admin.send({ type: 'LINKS.RUN', action: { kind: 'addUser', roleId: role?.id ?? '', userId } })
          }
        />
      ) : (
        <Text fontSize="sm">用户：{(role?.users ?? []).map(label).join('、') || '暂无'}</Text>
      )}
    </LinksDialog>
  );
}

const columns = (admin: RoleAdminActor): Column<RoleRecord>[] => [
  { header: '角色名称', cell: (r) => <Text fontWeight="medium">{r.roleName}</Text> },
  { header: '描述', cell: (r) => <Text lineClamp={2}>{r.description || '—'}</Text> },
  { header: '用户数', cell: (r) => r.users.length },
  { header: '权限数', cell: (r) => r.codes.length },
  { header: '创建时间', cell: (r) => <Text whiteSpace="nowrap">{formatDateTime(r.createTime)}</Text> },
  {
    header: '操作',
    cell: (r) => (
      <CellAction text="详情" of={r.roleName} onClick={() => admin.send({ type: 'LINKS.OPEN', id: r.id })} />
    ),
  },
];

/** The 角色 tab: search, create (with the edit code), detail with its users, add users. */
export function RolesTab({ canEdit, canConfigure }: { canEdit: boolean; canConfigure: boolean }) {
  const admin = useActorRef(roleAdminMachine, { input: adminInputs.roles });
  const list = useListChild<RoleRecord>(admin);
  return (
    <Stack gap="4">
      <AdminTabHead admin={admin} canEdit={canEdit} label="搜索角色" placeholder="角色名称或描述" newText="新建角色" />
      {list && (
        <ListView actor={list} label="角色列表" columns={columns(admin)} rowKey={(r) => r.id} emptyText="暂无角色" />
      )}
      <RoleDetailDialog admin={admin} canEdit={canEdit} canConfigure={canConfigure} />
      {canEdit && <RoleFormDialog admin={admin} />}
    </Stack>
  );
}
