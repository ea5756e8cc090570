import { Box, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { groupFormErrors, type GroupForm } from '../../../../domain/adminForms';
import { adminInputs, groupAdminMachine, groupFormOf } from '../../../../machines/userAdmin';
import type { FlatGroup } from '../../../../machines/usersTab';
import { ListView, useListChild, useListRecords, type Column } from '../../../components/ListView';
import { useLinksDialog } from './useLinksDialog';
import { formatDateTime } from '../../../format';
import { AdminTabHead } from './AdminSearch';
import { CellAction, CellActions, CellNames } from '../../../components/tableCells';
import { SelectFilter } from '../../../components/form/FilterFields';
import { ChoiceList, indented } from '../../../components/form/ChoiceList';
import { ConfirmDialog } from '../../../components/dialog/ConfirmDialog';
import { FormDialog } from './FormDialog';
import { LinkSection } from './LinkSection';
import { LinksDialog } from './LinksDialog';

type GroupAdminActor = ActorRefFrom<typeof groupAdminMachine>;

/** Groups a group may move under: not itself, nor anything below it. */
function parentChoices(groups: FlatGroup[], selfId?: string): FlatGroup[] {
  if (!selfId) return groups;
  const below = new Set([selfId]);
  for (const g of groups) if (g.parentId && below.has(g.parentId)) below.add(g.id);
  return groups.filter((g) => !below.has(g.id));
}

function GroupFormDialog({ admin }: { admin: GroupAdminActor }) {
  const open = useSelector(admin, (s) => s.matches('form') || s.matches('saving'));
  const busy = useSelector(admin, (s) => s.matches('saving'));
  const form = useSelector(admin, (s) => s.context.form);
  const editingId = useSelector(admin, (s) => s.context.editingId);
  const submitted = useSelector(admin, (s) => s.context.submitted);
  const formError = useSelector(admin, (s) => s.context.formError);
  const groups = useListRecords(useListChild<FlatGroup>(admin));
  const members = groups.find((g) => g.id === editingId)?.users ?? [];
  const errors = submitted ? groupFormErrors(form) : {};
  const change = (patch: Partial<GroupForm>) => admin.send({ type: 'FORM.CHANGE', patch });
  return (
    <FormDialog
      open={open}
      title={editingId ? '编辑用户组' : '新建用户组'}
      busy={busy}
      error={formError}
      submitText={editingId ? '保存' : '创建'}
      onClose={() => admin.send({ type: 'FORM.CLOSE' })}
      onSubmit={() => admin.send({ type: 'FORM.SUBMIT' })}
    >
      <Field.Root invalid={Boolean(errors.groupName)}>
        <Field.Label>用户组名称</Field.Label>
        <Input size="sm" value={form.groupName} onChange={(e) => change({ groupName: e.target.value })} />
        {errors.groupName && <Field.ErrorText color="red.fg">{errors.groupName}</Field.ErrorText>}
      </Field.Root>
      <SelectFilter
        label="上级用户组"
        allLabel="无（顶级用户组）"
        value={form.parentId}
        options={parentChoices(groups, editingId).map((g) => ({ value: g.id, label: indented(g.groupName, g.depth) }))}
        onChange={(parentId) => change({ parentId })}
      />
      {editingId ? (
        <ChoiceList
          legend="管理员（从成员中选择）"
          choices={members.map((m) => ({
            id: m.id,
            label: m.nickName ? `${m.userName}（${m.nickName}）` : m.userName,
          }))}
          chosen={form.admins}
          empty="该组暂无成员，添加成员后可指定管理员"
          onChange={(admins) => change({ admins })}
        />
      ) : (
        <Text fontSize="sm" color="fg.muted">
          创建后可在“成员与角色”中添加成员，再指定管理员。
        </Text>
      )}
    </FormDialog>
  );
}

function GroupLinksDialog({ admin }: { admin: GroupAdminActor }) {
  const { open, busy, row: group, error } = useLinksDialog<FlatGroup>(admin);
  const roles = useSelector(admin, (s) => s.context.options?.roles) ?? [];
  const users = useSelector(admin, (s) => s.context.options?.users) ?? [];
  const groupId = group?.id ?? '';
  const memberIds = new Set((group?.users ?? []).map((u) => u.id));
  const roleIds = group?.roleIds ?? [];
  const label = (u: { userName: string; nickName: string }) =>
    u.nickName ? `${u.userName}（${u.nickName}）` : u.userName;
  return (
    <LinksDialog
      open={open}
      title={`成员与角色 · ${group?.groupName ?? ''}`}
      error={error}
      onClose={() => admin.send({ type: 'LINKS.CLOSE' })}
    >
      <LinkSection
        noun="成员"
        busy={busy}
        items={(group?.users ?? []).map((u) => ({ id: u.id, label: label(u) }))}
        options={users.filter((u) => !memberIds.has(u.id)).map((u) => ({ id: u.id, label: label(u) }))}
        onAdd={(userId) => admin.send({ type: 'LINKS.RUN', action: { kind: 'addUser', groupId, userId } })}
        onRemove={(userId) => admin.send({ type: 'LINKS.RUN', action: { kind: 'removeUser', groupId, userId } })}
      />
      <LinkSection
        noun="角色"
        busy={busy}
        items={roles.filter((r) => roleIds.includes(r.id)).map((r) => ({ id: r.id, label: r.roleName }))}
        options={roles.filter((r) => !roleIds.includes(r.id)).map((r) => ({ id: r.id, label: r.roleName }))}
        onAdd={(roleId) => admin.send({ type: 'LINKS.RUN', action: { kind: 'addRole', groupId, roleId } })}
        onRemove={(roleId) => admin.send({ type: 'LINKS.RUN', action: { kind: 'removeRole', groupId, roleId } })}
      />
    </LinksDialog>
  );
}

function GroupsConfirm({ admin }: { admin: GroupAdminActor }) {
  const pending = useSelector(admin, (s) =>
    s.matches('confirming') || s.matches('running') ? s.context.pending : undefined,
  );
  const busy = useSelector(admin, (s) => s.matches('running'));
  const group = pending?.kind === 'delete' ? pending.group : undefined;
  return (
    <ConfirmDialog
      open={Boolean(group)}
      title="删除用户组"
      message={`确定删除用户组 ${group?.groupName ?? ''} 吗？组内成员将移出该组。`}
      confirmText="删除"
      danger
      busy={busy}
      onConfirm={() => admin.send({ type: 'CONFIRM.YES' })}
      onCancel={() => admin.send({ type: 'CONFIRM.NO' })}
    />
  );
}

function useColumns(admin: GroupAdminActor, canEdit: boolean): Column<FlatGroup>[] {
  const roles = useSelector(admin, (s) => s.context.options?.roles);
  const roleNames = new Map((roles ?? []).map((r) => [r.id, r.roleName]));
  const columns: Column<FlatGroup>[] = [
    {
      header: '用户组名称',
      cell: (g) => (
        <Box pl={`${g.depth * 20}px`} fontWeight={g.depth === 0 ? 'semibold' : 'normal'} whiteSpace="nowrap">
          {g.depth > 0 ? '└ ' : ''}
          {g.groupName}
        </Box>
      ),
    },
    { header: '管理员', cell: (g) => (g.adminNames.length ? g.adminNames.join('、') : '—') },
    { header: '成员数', cell: (g) => g.users.length },
    {
      header: '角色',
      cell: (g) => <CellNames ids={g.roleIds} names={roleNames} />,
    },
    { header: '创建时间', cell: (g) => <Text whiteSpace="nowrap">{formatDateTime(g.createTime)}</Text> },
  ];
  if (!canEdit) return columns;
  return [
    ...columns,
    {
      header: '操作',
      cell: (g) => (
        <CellActions>
          <CellAction
            text="编辑"
            of={g.groupName}
            onClick={() => admin.send({ type: 'ADMIN.EDIT', id: g.id, form: groupFormOf(g) })}
          />
          <CellAction text="成员与角色" of={g.groupName} onClick={() => admin.send({ type: 'LINKS.OPEN', id: g.id })} />
          <CellAction
            text="新建下级"
            of={g.groupName}
            palette="gray"
            onClick={() => admin.send({ type: 'ADMIN.NEW', form: { parentId: g.id } })}
          />
          <CellAction
            text="删除"
            of={g.groupName}
            palette="red"
            onClick={() => admin.send({ type: 'ADMIN.CONFIRM', action: { kind: 'delete', group: g } })}
          />
        </CellActions>
      ),
    },
  ];
}

/** The 用户组 tab: the group tree, create (with the edit code), edit, delete, members and roles. */
export function GroupsTab({ canEdit }: { canEdit: boolean }) {
  const admin = useActorRef(groupAdminMachine, { input: adminInputs.groups });
  const list = useListChild<FlatGroup>(admin);
  const columns = useColumns(admin, canEdit);
  // Rows show their roles' names from the first paint, never their ids first.
  const namesLoading = useSelector(admin, (s) => s.context.optionsLoading);
  return (
    <Stack gap="4">
      <AdminTabHead admin={admin} canEdit={canEdit} label="搜索用户组" placeholder="用户组名称" newText="新建用户组" />
      {list && (
        <ListView
          actor={list}
          label="用户组列表"
          columns={columns}
          rowKey={(g) => g.id}
          emptyText="暂无用户组"
          cellsPending={namesLoading}
        />
      )}
      {canEdit && (
        <>
          <GroupFormDialog admin={admin} />
          <GroupLinksDialog admin={admin} />
          <GroupsConfirm admin={admin} />
        </>
      )}
    </Stack>
  );
}
