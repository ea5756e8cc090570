import { Stack } from '@chakra-ui/react';
import { Link } from 'wouter';
import { paths } from '../../../../routes/paths';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { AdminUser } from '../../../../domain/types/user.types';
import { adminInputs, userAdminMachine, userFormOf } from '../../../../machines/userAdmin';
import { ListView, useListChild, type Column } from '../../../components/ListView';
import { formatDateTime, maskPhone } from '../../../format';
import { AdminTabHead } from './AdminSearch';
import { CellAction, CellActions, CellBadge, CellNames } from '../../../components/tableCells';
import { ConfirmDialog } from '../../../components/dialog/ConfirmDialog';
import { UserFormDialog } from './UserFormDialog';
import { UserLinksDialog } from './UserLinksDialog';

export type UserAdminActor = ActorRefFrom<typeof userAdminMachine>;

function useColumns(admin: UserAdminActor, canEdit: boolean): Column<AdminUser>[] {
  const roles = useSelector(admin, (s) => s.context.options?.roles);
  const groups = useSelector(admin, (s) => s.context.options?.groups);
  const roleNames = new Map((roles ?? []).map((r) => [r.id, r.roleName]));
  const groupNames = new Map((groups ?? []).map((g) => [g.id, g.groupName]));
  const columns: Column<AdminUser>[] = [
    { header: '用户名', cell: (u) => <span className="cell-strong">{u.userName}</span> },
    { header: '昵称', cell: (u) => u.nickName || '—' },
    { header: '手机号', cell: (u) => maskPhone(u.phone) },
    { header: '角色', cell: (u) => <CellNames ids={u.roleIds} names={roleNames} /> },
    { header: '用户组', cell: (u) => <CellNames ids={u.groupIds} names={groupNames} /> },
    {
      header: '状态',
      cell: (u) => (
        <CellBadge palette={u.status === 0 ? 'gray' : 'green'}>{u.status === 0 ? '已禁用' : '正常'}</CellBadge>
      ),
    },
    { header: '创建时间', cell: (u) => <span className="cell-nowrap">{formatDateTime(u.createTime)}</span> },
    {
      // Whoever reads this list may read any account's log (the simulator's rule too).
      header: '记录',
      cell: (u) => (
        <Link href={paths.auditLog({ userId: u.id })} className="cell-action" aria-label={`${u.userName} 的操作日志`}>
          操作日志
        </Link>
      ),
    },
  ];
  if (!canEdit) return columns;
  return [
    ...columns,
    {
      header: '操作',
      cell: (u) => (
        <CellActions>
          <CellAction
            text="编辑"
            of={u.userName}
            onClick={() => admin.send({ type: 'ADMIN.EDIT', id: u.id, form: userFormOf(u) })}
          />
          <CellAction
            text="角色与用户组"
            of={u.userName}
            onClick={() => admin.send({ type: 'LINKS.OPEN', id: u.id })}
          />
          <CellAction
            text={u.status === 0 ? '启用' : '禁用'}
            of={u.userName}
            palette="gray"
            onClick={() => admin.send({ type: 'ADMIN.CONFIRM', action: { kind: 'toggleStatus', user: u } })}
          />
          <CellAction
            text="删除"
            of={u.userName}
            palette="red"
            onClick={() => admin.send({ type: 'ADMIN.CONFIRM', action: { kind: 'delete', user: u } })}
          />
        </CellActions>
      ),
    },
  ];
}

function UsersConfirm({ admin }: { admin: UserAdminActor }) {
  const pending = useSelector(admin, (s) =>
    s.matches('confirming') || s.matches('running') ? s.context.pending : undefined,
  );
  const busy = useSelector(admin, (s) => s.matches('running'));
  const action = pending && (pending.kind === 'delete' || pending.kind === 'toggleStatus') ? pending : undefined;
  const disabling = action?.kind === 'toggleStatus' && action.user.status !== 0;
  const verb = action?.kind === 'delete' ? '删除' : disabling ? '禁用' : '启用';
  return (
    <ConfirmDialog
      open={Boolean(action)}
      title={`${verb}用户`}
      message={
        action?.kind === 'delete'
          ? `确定删除用户 ${action.user.userName} 吗？删除后不可恢复。`
          : `确定${verb}用户 ${action?.user.userName ?? ''} 吗？${disabling ? '禁用后该用户将无法登录。' : ''}`
      }
      confirmText={verb}
      danger={action?.kind === 'delete' || disabling}
      busy={busy}
      onConfirm={() => admin.send({ type: 'CONFIRM.YES' })}
      onCancel={() => admin.send({ type: 'CONFIRM.NO' })}
    />
  );
}

/** The 用户 tab: search, create (with the edit code), edit, enable/disable, delete, roles and groups. */
export function UsersTab({ canEdit }: { canEdit: boolean }) {
  const admin = useActorRef(userAdminMachine, { input: adminInputs.users });
  const list = useListChild<AdminUser>(admin);
  const columns = useColumns(admin, canEdit);
  // Rows show their roles' and groups' names from the first paint, never their ids first.
  const namesLoading = useSelector(admin, (s) => s.context.optionsLoading);
  return (
    <Stack gap="4">
      <AdminTabHead
        admin={admin}
        canEdit={canEdit}
        label="搜索用户"
        placeholder="用户名、手机号、昵称或公司"
        newText="新建用户"
      />
      {list && (
        <ListView
          actor={list}
          label="用户列表"
          columns={columns}
          rowKey={(u) => u.id}
          emptyText="暂无用户"
          cellsPending={namesLoading}
        />
      )}
      {canEdit && (
        <>
          <UserFormDialog admin={admin} />
          <UserLinksDialog admin={admin} />
          <UsersConfirm admin={admin} />
        </>
      )}
    </Stack>
  );
}
