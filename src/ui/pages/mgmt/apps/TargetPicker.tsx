import { Stack, Text } from '@chakra-ui/react';
import type { ResourceTargets } from '../../../../domain/types/appResource.types';
import type { ResourceTarget } from '../../../../machines/appResourceRights';
import { TwoLines } from '../../../components/CellLines';
import { PickItem } from './PickItem';
import { KeywordSearch } from '../../../components/form/FilterFields';

function TargetButton({
  target,
  label,
  hint,
  selected,
  onPick,
}: {
  target: ResourceTarget;
  label: string;
  hint: string;
  selected: boolean;
  onPick: (t: ResourceTarget) => void;
}) {
  return (
    <PickItem selected={selected} onPick={() => onPick(target)}>
      <TwoLines compact main={label} sub={hint} />
    </PickItem>
  );
}

/** Search users and groups, then pick the one whose app resources to edit. */
export function TargetPicker({
  targets,
  selected,
  loading,
  onSearch,
  onPick,
}: {
  targets: ResourceTargets;
  selected?: ResourceTarget;
  loading: boolean;
  onSearch: (keyword: string) => void;
  onPick: (target: ResourceTarget) => void;
}) {
  const groupName = (id: string) => targets.groups.find((g) => g.id === id)?.groupName;
  const isSelected = (type: ResourceTarget['type'], id: string) => selected?.type === type && selected.id === id;
  return (
    <Stack w={{ base: 'full', md: '280px' }} flexShrink={0} gap="3">
      <KeywordSearch
        flex="1"
        hideLabel
        label="搜索用户或用户组"
        placeholder="用户名、手机号或用户组"
        onSearch={onSearch}
      />
      {loading && (
        <Text fontSize="sm" color="fg.muted">
          搜索中…
        </Text>
      )}
      <Stack maxH="60vh" overflowY="auto" gap="3">
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="semibold">
            用户组（{targets.groups.length}）
          </Text>
          <Stack as="ul" listStyleType="none" gap="0" aria-label="用户组">
            {targets.groups.map((g) => (
              <TargetButton
                key={g.id}
                target={{ type: 'group', id: g.id, name: g.groupName, parentId: g.parentId }}
                label={g.groupName}
                hint={g.parentId ? `上级：${groupName(g.parentId) ?? g.parentId}` : '一级用户组'}
                selected={isSelected('group', g.id)}
                onPick={onPick}
              />
            ))}
          </Stack>
        </Stack>
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="semibold">
            用户（{targets.users.length}）
          </Text>
          <Stack as="ul" listStyleType="none" gap="0" aria-label="用户">
            {targets.users.map((u) => (
              <TargetButton
                key={u.id}
                target={{ type: 'user', id: u.id, name: u.userName, parentId: '' }}
                label={u.nickName ? `${u.userName}（${u.nickName}）` : u.userName}
                hint={u.phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2')}
                selected={isSelected('user', u.id)}
                onPick={onPick}
              />
            ))}
          </Stack>
        </Stack>
      </Stack>
    </Stack>
  );
}
