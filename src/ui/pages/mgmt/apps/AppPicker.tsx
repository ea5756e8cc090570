import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { AppInfo } from '../../../../api/app.types';
import { AppIcon } from '../../../components/AppIcon';

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
  const [keyword, setKeyword] = useState('');
  return (
    <Stack w={{ base: 'full', md: '280px' }} flexShrink={0} gap="3">
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(keyword);
        }}
      >
        <HStack>
          <Input size="sm" aria-label="搜索应用" placeholder="应用名称" value={keyword} onChange={(e) => setKeyword(e.target.value)} />
          <Button size="sm" type="submit" variant="outline">
            搜索
          </Button>
        </HStack>
      </form>
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
          <li key={a.id}>
            <Box
              as="button"
              w="full"
              textAlign="left"
              p="2"
              borderRadius="md"
              bg={a.id === selectedId ? 'blue.subtle' : undefined}
              aria-current={a.id === selectedId ? 'true' : undefined}
              onClick={() => onPick(a.id)}
            >
              <HStack gap="2">
                <AppIcon name={a.appName} url={a.iconUrl} size="28px" />
                <Stack gap="0" minW="0">
                  <Text fontSize="sm" truncate>
                    {a.appName}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {a.typeName}
                  </Text>
                </Stack>
              </HStack>
            </Box>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
