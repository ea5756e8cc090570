import { Box, IconButton, type SystemStyleObject } from '@chakra-ui/react';
import { useState, type CSSProperties } from 'react';
import { Link } from 'wouter';
import { useNarrowWindow } from '../hooks/useNarrowWindow';
import type { MenuNode } from '../routes/resolve';

const isWithin = (activePath: string, path: string) => activePath === path || activePath.startsWith(`${path}/`);

/**
 * The menu's styles, set once on its outer list rather than on each item: a console section has
 * twenty to forty of them, each a styled element resolving its styles on every render (docs/performance.md,
 * "Styles set once on a list"). An item's indent comes from its depth (`--menu-depth`).
 */
const menuCss: SystemStyleObject = {
  listStyleType: 'none',
  m: '0',
  p: '0',
  '& ul': { listStyleType: 'none', m: '0', p: '0' },
  '& li + li': { mt: '0.5' },
  '& .menu-group, & .menu-link': {
    display: 'block',
    px: '3',
    py: '2',
    fontSize: 'sm',
    paddingInlineStart: 'calc(12px + var(--menu-depth) * 14px)',
  },
  '& .menu-group': { fontWeight: 'semibold', color: 'fg.muted' },
  '& .menu-link': { borderRadius: 'md', color: 'fg', textDecoration: 'none', _hover: { bg: 'bg.muted' } },
  '& .menu-link[aria-current=page]': { bg: 'blue.subtle', color: 'blue.fg', fontWeight: 'semibold' },
};

function MenuLevel({
  nodes,
  activePath,
  depth,
  onNavigate,
}: {
  nodes: MenuNode[];
  activePath: string;
  depth: number;
  onNavigate?: () => void;
}) {
  const indent = { '--menu-depth': depth } as CSSProperties;
  return nodes.map(({ route, children }) => (
    <li key={route.fullPath}>
      {children.length > 0 ? (
        <>
          <span className="menu-group" style={indent}>
            {route.def.title}
          </span>
          <ul>
            <MenuLevel nodes={children} activePath={activePath} depth={depth + 1} onNavigate={onNavigate} />
          </ul>
        </>
      ) : (
        <Link
          className="menu-link"
          style={indent}
          href={route.fullPath}
          aria-current={isWithin(activePath, route.fullPath) ? 'page' : undefined}
          onClick={onNavigate}
        >
          {route.def.title}
        </Link>
      )}
    </li>
  ));
}

/** The section's pages as a nested list: the side menu's, and the phone menu drawer's. */
export function MenuItems({
  nodes,
  activePath,
  onNavigate,
}: {
  nodes: MenuNode[];
  activePath: string;
  onNavigate?: () => void;
}) {
  return (
    <Box as="ul" css={menuCss}>
      <MenuLevel nodes={nodes} activePath={activePath} depth={0} onNavigate={onNavigate} />
    </Box>
  );
}

/**
 * Collapses by itself on narrow windows; the user's toggle wins until the width class changes.
 * Below 768 px it is not shown: the header's menu drawer carries the section's pages instead.
 */
export function SideMenu({
  nodes,
  activePath,
  pending = false,
}: {
  nodes: MenuNode[];
  activePath: string;
  pending?: boolean;
}) {
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
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={collapsed ? '展开菜单' : '收起菜单'}
          aria-expanded={!collapsed}
          onClick={() => setChoice({ narrow, collapsed: !collapsed })}
        >
          {collapsed ? '»' : '«'}
        </IconButton>
      </Box>
      {!collapsed && (
        // Room below the last item, so scrolled to the end it clears the demo launcher in the corner.
        <Box px="2" pb="16">
          <MenuItems nodes={nodes} activePath={activePath} />
        </Box>
      )}
    </Box>
  );
}
