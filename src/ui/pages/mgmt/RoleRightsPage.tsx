import { Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useSearch } from 'wouter';
import { hasCode } from '../../../domain/permissions';
import { sameCodes } from '../../../domain/permissionTree';
import { roleRightsMachine } from '../../../machines/roleRights';
import { PageFrame } from '../../components/PageFrame';
import { useAccess, useSystemActor } from '../../hooks/appActor';
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog';
import { PermissionTreeView } from './users/PermissionTreeView';
import { RightsLayout, SubjectButton } from './users/RightsLayout';

type RoleRightsActor = ActorRefFrom<typeof roleRightsMachine>;

function RoleList({ rights }: { rights: RoleRightsActor }) {
  const roles = useSelector(rights, (s) => s.context.roles);
  const roleId = useSelector(rights, (s) => s.context.roleId);
  return (
    <Stack as="ul" aria-label="角色" gap="1" m="0" p="0">
      {roles.map((r) => (
        <SubjectButton
          key={r.id}
          title={r.roleName}
          subtitle={`${r.users.length} 名用户 · ${r.codes.length} 项权限`}
          active={r.id === roleId}
          onClick={() => rights.send({ type: 'RIGHTS.PICK', roleId: r.id })}
        />
      ))}
    </Stack>
  );
}

function TreeEditor({ rights, canEdit }: { rights: RoleRightsActor; canEdit: boolean }) {
  const tree = useSelector(rights, (s) => s.context.tree);
  const index = useSelector(rights, (s) => s.context.index);
  const selectedList = useSelector(rights, (s) => s.context.selected);
  const dirty = useSelector(rights, (s) => !sameCodes(s.context.saved, s.context.selected));
  const saving = useSelector(rights, (s) => s.matches('saving'));
  const loading = useSelector(rights, (s) => s.matches('loadingTree'));
  const picked = useSelector(rights, (s) => s.context.roles.find((r) => r.id === s.context.roleId));
  const error = useSelector(rights, (s) =>
    s.matches('editing') || s.matches('treeFailed') ? s.context.error : undefined,
  );
  const failed = useSelector(rights, (s) => s.matches('treeFailed'));
  const selected = useMemo(() => new Set(selectedList), [selectedList]);
  if (!picked) return <Text color="fg.muted">请选择左侧的角色。</Text>;
  if (loading) return <Spinner size="sm" role="status" aria-label="加载中" />;
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Box>
          <Text fontWeight="semibold">{picked.roleName} 的权限</Text>
          <Text fontSize="xs" color="fg.muted">
            勾选“授权”会同时勾选“查看”和“编辑”；取消“查看”会同时取消其编辑与授权。
          </Text>
        </Box>
        {canEdit && (
          <HStack gap="2">
            <Button
              size="sm"
              variant="outline"
              disabled={!dirty || saving}
              onClick={() => rights.send({ type: 'RIGHTS.RESET' })}
            >
              还原
            </Button>
            <Button
              size="sm"
              colorPalette="blue"
              disabled={!dirty}
              loading={saving}
              onClick={() => rights.send({ type: 'RIGHTS.SAVE' })}
            >
              保存
            </Button>
          </HStack>
        )}
      </HStack>
      {error && (
        <HStack role="alert" gap="2">
          <Text color="red.fg" fontSize="sm">
            {error}
          </Text>
          {failed && (
            <Button size="xs" variant="outline" onClick={() => rights.send({ type: 'RIGHTS.RETRY' })}>
              重试
            </Button>
          )}
        </HStack>
      )}
      {!canEdit && (
        <Text fontSize="sm" color="fg.muted">
          你没有编辑角色权限的权限，以下为只读。
        </Text>
      )}
      <PermissionTreeView
        label={`${picked.roleName} 的权限树`}
        tree={tree}
        index={index}
        selected={selected}
        onToggle={canEdit ? (code, checked) => rights.send({ type: 'RIGHTS.TOGGLE', code, checked }) : undefined}
      />
    </Stack>
  );
}

/** 角色权限: a role's codes on the permission tree; saving changes what its users see after their permissions reload. */
export function RoleRightsPage() {
  const { codes } = useAccess();
  const canEdit = hasCode('MC:userPerm:rights:userRole:edit', codes);
  // The edit code is the machine's input: if the admin's codes change (they load, or a reload
  // takes the code away), the editor starts again with the new access.
  return <RoleRightsEditor key={String(canEdit)} canEdit={canEdit} />;
}

function RoleRightsEditor({ canEdit }: { canEdit: boolean }) {
  const session = useSystemActor('session');
  const roleId = new URLSearchParams(useSearch()).get('roleId') ?? undefined;
  const rights = useActorRef(roleRightsMachine, { input: { canEdit, session, roleId } });
  const loading = useSelector(rights, (s) => s.matches('loadingRoles'));
  const error = useSelector(rights, (s) => (s.matches('failed') ? s.context.error : undefined));
  const confirming = useSelector(rights, (s) => s.matches('confirmDiscard'));
  return (
    <PageFrame title="角色权限" description="为角色配置权限树，角色下的用户重新加载权限后生效。">
      <RightsLayout
        listLabel="角色列表"
        loading={loading}
        error={error}
        onRetry={() => rights.send({ type: 'RIGHTS.RETRY' })}
        list={<RoleList rights={rights} />}
        detail={<TreeEditor rights={rights} canEdit={canEdit} />}
      />
      <ConfirmDialog
        open={confirming}
        title="放弃修改"
        message="当前角色的权限修改尚未保存，确定放弃并切换角色吗？"
        confirmText="放弃修改"
        danger
        busy={false}
        onConfirm={() => rights.send({ type: 'RIGHTS.DISCARD' })}
        onCancel={() => rights.send({ type: 'RIGHTS.KEEP' })}
      />
    </PageFrame>
  );
}
