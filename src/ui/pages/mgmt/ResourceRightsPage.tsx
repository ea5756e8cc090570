import { Badge, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { appResourceRightsMachine } from '../../../machines/appResourceRights';
import { hasCode } from '../../../domain/permissions';
import { PageFrame } from '../../components/PageFrame';
import { useAccess } from '../../hooks/appActor';
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog';
import { ResourceTreeEditor } from './apps/ResourceTreeEditor';
import { TargetPicker } from './apps/TargetPicker';

const RESOURCE_EDIT = 'MC:userPerm:rights:userResource:edit';

/** 资源权限: which apps (and at which level) a user or a user group may use. */
export function ResourceRightsPage() {
  const rights = useActorRef(appResourceRightsMachine);
  const targets = useSelector(rights, (s) => s.context.targets);
  const target = useSelector(rights, (s) => s.context.target);
  const tree = useSelector(rights, (s) => s.context.tree);
  const checked = useSelector(rights, (s) => s.context.checked);
  const searching = useSelector(rights, (s) => s.matches('searching'));
  const loadingTree = useSelector(rights, (s) => s.matches('loadingTree'));
  const saving = useSelector(rights, (s) => s.matches('saving'));
  const editing = useSelector(rights, (s) => s.matches('editing'));
  const error = useSelector(rights, (s) => (s.matches('failed') ? s.context.error : undefined));
  const canEdit = hasCode(RESOURCE_EDIT, useAccess().codes);
  const [confirmClear, setConfirmClear] = useState(false);
  return (
    <PageFrame
      title="资源权限"
      description="为用户与用户组分配应用资源：勾选“授权”即包含“编辑”与“使用”；子用户组不能超出上级用户组的资源。"
    >
      {error && (
        <HStack role="alert" mb="4">
          <Text color="red.fg">{error}</Text>
          <Button size="xs" variant="outline" onClick={() => rights.send({ type: 'RIGHTS.RETRY' })}>
            重试
          </Button>
        </HStack>
      )}
      <Flex gap="6" direction={{ base: 'column', md: 'row' }}>
        <TargetPicker
          targets={targets}
          selected={target}
          loading={searching}
          onSearch={(keyword) => rights.send({ type: 'RIGHTS.SEARCH', keyword })}
          onPick={(t) => rights.send({ type: 'RIGHTS.PICK', target: t })}
        />
        <Stack flex="1" gap="4" p="4" borderWidth="1px" borderRadius="lg" minH="240px" aria-busy={loadingTree}>
          {!target && <Text color="fg.muted">请从左侧选择用户或用户组</Text>}
          {target && (
            <HStack justify="space-between" wrap="wrap" gap="2">
              <HStack>
                <Badge colorPalette={target.type === 'user' ? 'blue' : 'purple'}>
                  {target.type === 'user' ? '用户' : '用户组'}
                </Badge>
                <Text fontWeight="semibold">{target.name}</Text>
              </HStack>
              {canEdit && (
                <HStack gap="2">
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    disabled={!editing}
                    onClick={() => setConfirmClear(true)}
                  >
                    移除全部资源
                  </Button>
                  <Button
                    size="sm"
                    colorPalette="blue"
                    loading={saving}
                    disabled={!editing && !saving}
                    onClick={() => rights.send({ type: 'RIGHTS.SAVE' })}
                  >
                    保存
                  </Button>
                </HStack>
              )}
            </HStack>
          )}
          {loadingTree && <Text color="fg.muted">加载中…</Text>}
          {target && !loadingTree && (
            <ResourceTreeEditor
              tree={tree}
              checked={checked}
              disabled={!canEdit || !editing}
              onToggle={(id) => rights.send({ type: 'RIGHTS.TOGGLE', id })}
            />
          )}
        </Stack>
      </Flex>
      <ConfirmDialog
        danger
        open={confirmClear}
        title="移除资源"
        message={`确定移除“${target?.name ?? ''}”的全部应用资源吗？`}
        confirmText="移除"
        onCancel={() => setConfirmClear(false)}
        onConfirm={() => {
          rights.send({ type: 'RIGHTS.CLEAR' });
          setConfirmClear(false);
        }}
      />
    </PageFrame>
  );
}
