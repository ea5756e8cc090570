import { Box, Button, Flex, HStack, IconButton, Text, VisuallyHidden, type SystemStyleObject } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { lazyWhenOpen } from '../components/dialog/lazyWhenOpen';
import { useAccess, useSystemActor } from '../hooks/appActor';
import { NARROW_MEDIA, useNarrowWindow, WIDE_MEDIA } from '../hooks/useNarrowWindow';
import { PaletteLauncher } from '../palette/PaletteLauncher';
import { headerMenu, type MenuNode } from '../routes/resolve';
import type { HeaderLink } from './MenuDrawer';
import { ThemeMenu } from './ThemeMenu';
import { UserMenuRoom } from './userMenuRoom';
import { paths } from '../../routes/paths';

// Signed-in only: guests never load the avatar and its popover. A returning user's copy is
// fetched while their session is restored.
const loadUserMenu = () => import('./UserMenu');
const UserMenu = lazy(() => loadUserMenu().then((m) => ({ default: m.UserMenu })));

// Narrow windows only: the drawer (Chakra's drawer, portal and focus trap) loads with its first opening.
const MenuDrawer = lazyWhenOpen(() => import('./MenuDrawer').then((m) => m.MenuDrawer));

export const HEADER_HEIGHT = 60;

function MenuIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

/** Shown only where the menu bar is folded away. */
const narrowOnly: SystemStyleObject = { [WIDE_MEDIA]: { display: 'none' } };

/**
 * At 1200 px or less the menu bar folds, as the side menu does: the header's sections and the side
 * menu open in a drawer. A media query, not a width read in code, so the prerendered pages fold too.
 */
function FoldedMenu({
  links,
  sectionTitle,
  sectionMenu,
}: {
  links: HeaderLink[];
  sectionTitle?: string;
  sectionMenu: MenuNode[];
}) {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const narrow = useNarrowWindow();
  // Widened past the fold, the menu bar is back and this button hidden: the drawer goes with them.
  if (open && !narrow) setOpen(false);
  return (
    <>
      <IconButton
        size="sm"
        variant="ghost"
        css={narrowOnly}
        aria-label="打开菜单"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </IconButton>
      <MenuDrawer
        open={open}
        onOpenChange={setOpen}
        links={links}
        sectionTitle={sectionTitle}
        sectionMenu={sectionMenu}
        activePath={location}
      />
    </>
  );
}

/** The section links' styles, set once on the menu bar (as the side menu's). */
const navCss: SystemStyleObject = {
  scrollbarWidth: 'none',
  [NARROW_MEDIA]: { display: 'none' },
  '& a': {
    px: '3',
    py: '1.5',
    borderRadius: 'md',
    whiteSpace: 'nowrap',
    fontSize: 'sm',
    fontWeight: 'medium',
    color: 'fg.muted',
    textDecoration: 'none',
  },
  '& a:hover': { color: 'blue.fg', bg: 'bg.subtle' },
  '& a[aria-current=page]': { fontWeight: 'semibold', color: 'blue.fg' },
};

/** The fixed header; `sectionMenu` is the current section's side menu, which narrow windows reach from here. */
export function Header({ sectionTitle, sectionMenu = [] }: { sectionTitle?: string; sectionMenu?: MenuNode[] }) {
  const [location] = useLocation();
  const access = useAccess();
  const loginDialog = useSystemActor('loginDialog');
  const session = useSystemActor('session');
  // A returning user's sections are not known yet: the guest's would show, then be pushed aside.
  // Known from their last visit, they show at once, as the page and the side menu do.
  const sectionsPending = access.restoring && !access.provisional;
  const links: HeaderLink[] = sectionsPending
    ? []
    : [
        ...headerMenu(access).map((r) => ({
          href: r.fullPath,
          title: r.def.title,
          active: location === r.fullPath || location.startsWith(`${r.fullPath}/`),
        })),
        { href: paths.docsCenter(), title: '文档中心', active: location.startsWith('/docs') },
      ];
  if (access.restoring) void loadUserMenu();
  return (
    <Flex
      as="header"
      position="fixed"
      top="0"
      insetX="0"
      h={`${HEADER_HEIGHT}px`}
      zIndex="sticky"
      bg="bg.panel"
      borderBottomWidth="1px"
      align="center"
      px={{ base: '3', md: '5' }}
      gap={{ base: '2', md: '6' }}
    >
      {/* Restoring, the menu button's room is kept: the logo beside it must not move when it comes. */}
      {sectionsPending ? (
        <Box w="9" h="9" flexShrink={0} css={narrowOnly} aria-hidden />
      ) : (
        <FoldedMenu links={links} sectionTitle={sectionTitle} sectionMenu={sectionMenu} />
      )}
      <Link href={paths.home()} aria-label="大模型开放平台首页" style={{ textDecoration: 'none' }}>
        <HStack gap="2">
          <Box w="28px" h="28px" borderRadius="md" bgGradient="to-br" gradientFrom="blue.500" gradientTo="purple.500" />
          <Text fontWeight="bold" fontSize="md" color="fg" whiteSpace="nowrap" display={{ base: 'none', md: 'block' }}>
            大模型开放平台
          </Text>
        </HStack>
      </Link>
      <HStack as="nav" aria-label="主菜单" gap="1" flex="1" minW="0" overflowX="auto" css={navCss}>
        {links.map((l) => (
          <Link
            key={l.href}
            href={l.href}
            aria-current={l.active ? 'page' : undefined}
            data-track="header.menu_click"
            data-track-item={l.title}
          >
            {l.title}
          </Link>
        ))}
      </HStack>
      {/* With the menu bar folded, this keeps the right-hand buttons at the right edge. */}
      <Box flex="1" css={narrowOnly} />
      <PaletteLauncher />
      <ThemeMenu />
      {access.restoring ? (
        <UserMenuRoom />
      ) : access.failed ? (
        // The token stands though its permissions did not load: a retry, never 去登录.
        <Button
          size="sm"
          variant="outline"
          colorPalette="orange"
          onClick={() => session.send({ type: 'SESSION.RETRY' })}
        >
          重新加载
          <VisuallyHidden>登录信息</VisuallyHidden>
        </Button>
      ) : access.loggedIn ? (
        <Suspense fallback={<UserMenuRoom />}>
          <UserMenu />
        </Suspense>
      ) : (
        <Button size="sm" colorPalette="blue" onClick={() => loginDialog.send({ type: 'LOGIN.OPEN', step: 0 })}>
          去登录
        </Button>
      )}
    </Flex>
  );
}
