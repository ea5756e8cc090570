import { Badge, Box, Checkbox, Fieldset, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { allCodes } from '../../../../domain/codes';
import { indexTree, unionCodes } from '../../../../domain/permissionTree';
import { subjectRightsMachine, USER_SUBJECT_LIMIT, type SubjectKind } from '../../../../machines/subjectRights';
import { useSystemActor } from '../../../hooks/appActor';
import { AdminSearch } from './AdminSearch';
import { PermissionTreeView } from './PermissionTreeView';
import { RightsLayout, SubjectButton } from './RightsLayout';

type RightsActor = ActorRefFrom<typeof subjectRightsMachine>;

const NOUN: Record<SubjectKind, string> = { user: '用户', group: '用户组' };

function SubjectList({ rights }: { rights: RightsActor }) {
  const subjects = useSelector(rights, (s) => s.context.subjects);
  const subjectId = useSelector(rights, (s) => s.context.subjectId);
  const kind = useSelector(rights, (s) => s.context.kind);
  if (subjects.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm">
        暂无{NOUN[kind]}
      </Text>
    );
  return (
    <Stack as="ul" aria-label={NOUN[kind]} gap="1" m="0" p="0">
      {subjects.map((s) => (
        <SubjectButton
          key={s.id}
          title={s.title}
          subtitle={s.subtitle}
          depth={s.depth}
          active={s.id === subjectId}
          onClick={() => rights.send({ type: 'RIGHTS.PICK', id: s.id })}
        />
      ))}
      {kind === 'user' && subjects.length >= USER_SUBJECT_LIMIT && (
        <Text as="li" listStyleType="none" fontSize="xs" color="fg.muted" px="2">
          仅显示前{USER_SUBJECT_LIMIT}位，请搜索查找其他用户。
        </Text>
      )}
    </Stack>
  );
}

function SubjectDetail({ rights, canEdit }: { rights: RightsActor; canEdit: boolean }) {
  const subject = useSelector(rights, (s) => s.context.subjects.find((x) => x.id === s.context.subjectId));
  const roles = useSelector(rights, (s) => s.context.roles);
  const tree = useSelector(rights, (s) => s.context.tree);
  const kind = useSelector(rights, (s) => s.context.kind);
  const assigning = useSelector(
    rights,
    (s) => s.matches('assigning') || (s.matches('loading') && Boolean(s.context.subjectId)),
  );
  const index = useMemo(() => indexTree(tree), [tree]);
  const effective = useMemo(() => {
    if (!subject) return new Set<string>();
    if (subject.superAdmin) return new Set(allCodes());
    const held = new Set([...subject.roleIds, ...subject.inherited.map((i) => i.roleId)]);
    return unionCodes(roles.filter((r) => held.has(r.id)).map((r) => r.codes));
  }, [subject, roles]);
  if (!subject) return <Text color="fg.muted">请选择左侧的{NOUN[kind]}。</Text>;
  const via = new Map(subject.inherited.map((i) => [i.roleId, i.via]));
  return (
    <Stack gap="6">
      <Fieldset.Root disabled={!canEdit || assigning}>
        <Fieldset.Legend fontWeight="semibold">{subject.title} 的角色</Fieldset.Legend>
        <Fieldset.HelperText>
          {canEdit
            ? `勾选即为该${NOUN[kind]}添加角色，取消即移除；权限为所有角色权限之和。`
            : '你没有编辑此页的权限，以下为只读。'}
        </Fieldset.HelperText>
        <Stack gap="2" mt="2">
          {roles.map((r) => (
            <Box key={r.id}>
              <Checkbox.Root
                size="sm"
                checked={subject.roleIds.includes(r.id)}
                onCheckedChange={(e) => rights.send({ type: 'RIGHTS.ASSIGN', roleId: r.id, add: e.checked === true })}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{r.roleName}</Checkbox.Label>
              </Checkbox.Root>
              {via.has(r.id) && (
                <Badge ml="2" size="xs" variant="outline">
                  经用户组“{via.get(r.id)}”获得
                </Badge>
              )}
            </Box>
          ))}
        </Stack>
      </Fieldset.Root>
      <Stack gap="2">
        <Text fontWeight="semibold">生效的权限（共 {effective.size} 项）</Text>
        {subject.superAdmin && (
          <Text fontSize="sm" color="fg.muted">
            超级管理员拥有全部权限。
          </Text>
        )}
        <PermissionTreeView label={`${subject.title} 生效的权限`} tree={tree} index={index} selected={effective} />
      </Stack>
    </Stack>
  );
}

/** 用户权限 / 用户组权限: configure a user's or group's rights through the roles it holds. */
export function SubjectRightsView({ kind, canEdit }: { kind: SubjectKind; canEdit: boolean }) {
  // The edit code is the machine's input: a change of the admin's codes starts the view again.
  return <SubjectRights key={String(canEdit)} kind={kind} canEdit={canEdit} />;
}

function SubjectRights({ kind, canEdit }: { kind: SubjectKind; canEdit: boolean }) {
  const session = useSystemActor('session');
  const rights = useActorRef(subjectRightsMachine, { input: { kind, canEdit, session } });
  const loading = useSelector(rights, (s) => s.matches('loading') && s.context.subjects.length === 0);
  const error = useSelector(rights, (s) => (s.matches('failed') ? s.context.error : undefined));
  return (
    <RightsLayout
      listLabel={`${NOUN[kind]}列表`}
      loading={loading}
      error={error}
      onRetry={() => rights.send({ type: 'RIGHTS.RETRY' })}
      toolbar={
        <Box mb="3">
          <AdminSearch
            label={`搜索${NOUN[kind]}`}
            placeholder={kind === 'user' ? '用户名、手机号或昵称' : '用户组名称'}
            onSearch={(keyword) => rights.send({ type: 'RIGHTS.SEARCH', keyword })}
          />
        </Box>
      }
      list={<SubjectList rights={rights} />}
      detail={<SubjectDetail rights={rights} canEdit={canEdit} />}
    />
  );
}
