import { Box, IconButton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useNarrowWindow } from '../hooks/useNarrowWindow';
import type { MenuNode } from '../routes/resolve';

const isWithin = (activePath: string, path: string) => activePath === path || activePath.startsWith(`${path}/`);

/** The section's pages as a nested list: the side menu's, and the phone menu drawer's. */
export function MenuItems({ nodes, activePath, depth = 0, onNavigate }: { nodes: MenuNode[]; activePath: string; depth?: number; onNavigate?: () => void }) {
  return (
    <Stack as="ul" gap="0.5" listStyleType="none" m="0" p="0">
      {nodes.map(({ route, children }) => {
        const active = isWithin(activePath, route.fullPath);
        return (
          <Box as="li" key={route.fullPath}>
            {children.length > 0 ? (
              <>
                <Text px="3" pl={`${12 + depth * 14}px`} py="2" fontSize="sm" fontWeight="semibold" color="fg.muted">
                  {route.def.title}
                </Text>
                <MenuItems nodes={children} activePath={activePath} depth={depth + 1} onNavigate={onNavigate} />
              </>
            ) : (
              <Link href={route.fullPath} aria-current={active ? 'page' : undefined} style={{ display: 'block', textDecoration: 'none' }} onClick={onNavigate}>
                <Box
                  px="3"
                  pl={`${12 + depth * 14}px`}
                  py="2"
                  borderRadius="md"
                  fontSize="sm"
                  bg={active ? 'blue.subtle' : undefined}
                  color={active ? 'blue.fg' : 'fg'}
                  fontWeight={active ? 'semibold' : 'normal'}
                  _hover={{ bg: active ? 'blue.subtle' : 'bg.muted' }}
                >
                  {route.def.title}
                </Box>
              </Link>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}

/**
 * Collapses by itself on narrow windows; the user's toggle wins until the width class changes.
 * Below 768 px it is not shown: the header's menu drawer carries the section's pages instead.
 */
export function SideMenu({ nodes, activePath, pending = false }: { nodes: MenuNode[]; activePath: string; pending?: boolean }) {
  const narrow = useNarrowWindow();
  const [choice, setChoice] = useState<{ narrow: boolean; collapsed: boolean }>();
  const collapsed = choice && choice.narrow === narrow ? choice.collapsed : narrow;
  return (
    <Box
      as="nav"
      aria-label="侧边菜单"
      data-collapsed={collapsed}
      aria-busy={pending || undefined}
      w={collapsed ? '48px' : '220px'}
      hideBelow="md"
      flexShrink={0}
      borderRightWidth="1px"
      bg="bg.panel"
      overflowY="auto"
      transition="width 0.2s"
    >
      <Box display="flex" justifyContent={collapsed ? 'center' : 'flex-end'} p="2">
        <IconButton size="xs" variant="ghost" aria-label={collapsed ? '展开菜单' : '收起菜单'} aria-expanded={!collapsed} onClick={() => setChoice({ narrow, collapsed: !collapsed })}>
          {collapsed ? '»' : '«'}
        </IconButton>
      </Box>
      {!collapsed && (
        // Room below the last item, so scrolled to the end it clears the demo launcher in the corner.
        <Box px="2" pb="16">
          <MenuItems nodes={nodes} activePath={activePath} depth={0} />
        </Box>
      )}
    </Box>
  );
}
