import { Box, Stack, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { AppDrawer } from '../components/dialog/AppDrawer';
import type { MenuNode } from '../routes/resolve';
import { MenuItems } from './SideMenu';

export interface HeaderLink {
  href: string;
  title: string;
  active: boolean;
}

export interface MenuDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header's sections, as its menu bar shows them on wider screens. */
  links: HeaderLink[];
  /** The current section's pages (the side menu of wider screens); empty outside a section. */
  sectionTitle?: string;
  sectionMenu: MenuNode[];
  activePath: string;
}

/**
 * In a window of 1200 px or less the header's sections and the side menu live here: a real dialog (focus trapped,
 * Escape closes it, focus goes back to 打开菜单), closed again by any link it follows.
 */
export function MenuDrawer({ open, onOpenChange, links, sectionTitle, sectionMenu, activePath }: MenuDrawerProps) {
  const close = () => onOpenChange(false);
  return (
    <AppDrawer open={open} title="菜单" onOpenChange={onOpenChange}>
      <Stack gap="5">
        <Stack as="nav" aria-label="主菜单" gap="0.5">
          {links.map((l) => (
            <Link
              key={l.href}
              href={l.href}
              aria-current={l.active ? 'page' : undefined}
              onClick={close}
              style={{ textDecoration: 'none' }}
            >
              <Box
                px="3"
                py="2.5"
                borderRadius="md"
                fontWeight={l.active ? 'semibold' : 'medium'}
                color={l.active ? 'blue.fg' : 'fg'}
                bg={l.active ? 'blue.subtle' : undefined}
              >
                {l.title}
              </Box>
            </Link>
          ))}
        </Stack>
        {sectionMenu.length > 0 && (
          <Box as="nav" aria-label="侧边菜单" borderTopWidth="1px" pt="4">
            {sectionTitle && (
              <Text px="3" pb="2" fontSize="xs" fontWeight="semibold" color="fg.muted">
                {sectionTitle}
              </Text>
            )}
            <MenuItems nodes={sectionMenu} activePath={activePath} onNavigate={close} />
          </Box>
        )}
      </Stack>
    </AppDrawer>
  );
}
