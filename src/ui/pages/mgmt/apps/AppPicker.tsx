import { HStack, Stack, Text } from '@chakra-ui/react';
import type { AppInfo } from '../../../../domain/types/app.types';
import { AppIcon } from '../../../components/AppIcon';
import { TwoLines } from '../../../components/CellLines';
import { PickItem } from './PickItem';
import { KeywordSearch } from '../../../components/form/FilterFields';

/** A searchable list of apps to pick one from (admin app configuration). */
export function AppPicker({
  apps,
  selectedId,
  loading,
  onSearch,
  onPick,
}: {
  apps: AppInfo[];
  selectedId?: string;
  loading: boolean;
  onSearch: (keyword: string) => void;
  onPick: (id: string) => void;
}) {
  return (
    <Stack w={{ base: 'full', md: '280px' }} flexShrink={0} gap="3">
      <KeywordSearch flex="1" hideLabel label="搜索应用" placeholder="应用名称" onSearch={onSearch} />
      {loading && (
        <Text fontSize="sm" color="fg.muted">
          加载中…
        </Text>
      )}
      {!loading && apps.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          没有找到应用
        </Text>
      )}
      <Stack as="ul" listStyleType="none" gap="1" aria-label="应用列表" maxH="60vh" overflowY="auto">
        {apps.map((a) => (
          <PickItem key={a.id} selected={a.id === selectedId} onPick={() => onPick(a.id)}>
            <HStack gap="2">
              <AppIcon name={a.appName} url={a.iconUrl} size="28px" />
              <TwoLines compact main={a.appName} sub={a.typeName} minW="0" />
            </HStack>
          </PickItem>
        ))}
      </Stack>
    </Stack>
  );
}
