import { Box, Button, Flex, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import { useAccess, useSystemActor } from '../hooks/appActor';
import { PaletteLauncher } from '../palette/PaletteLauncher';
import { headerMenu } from '../routes/resolve';

// Signed-in only: guests never load the avatar and its popover. A returning user's copy is
// fetched while their session is restored.
const loadUserMenu = () => import('./UserMenu');
const UserMenu = lazy(() => loadUserMenu().then((m) => ({ default: m.UserMenu })));

export const HEADER_HEIGHT = 60;

function NavLink({ href, active, children }: { href: string; active: boolean; children: string }) {
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      style={{ textDecoration: 'none' }}
      data-track="header.menu_click"
      data-track-item={children}
    >
      <Box
        px="3"
        py="1.5"
        borderRadius="md"
        whiteSpace="nowrap"
        fontSize="sm"
        fontWeight={active ? 'semibold' : 'medium'}
        color={active ? 'blue.600' : 'gray.700'}
        _hover={{ color: 'blue.600', bg: 'gray.50' }}
      >
        {children}
      </Box>
    </Link>
  );
}

export function Header() {
  const [location] = useLocation();
  const access = useAccess();
  const loginDialog = useSystemActor('loginDialog');
  const session = useSystemActor('session');
  const items = headerMenu(access);
  if (access.restoring) void loadUserMenu();
  return (
    <Flex
      as="header"
      position="fixed"
      top="0"
      insetX="0"
      h={`${HEADER_HEIGHT}px`}
      zIndex="sticky"
      bg="white"
      borderBottomWidth="1px"
      align="center"
      px={{ base: '3', md: '5' }}
      gap={{ base: '2', md: '6' }}
    >
      <Link href="/home" aria-label="大模型开放平台首页" style={{ textDecoration: 'none' }}>
        <HStack gap="2">
          <Box w="28px" h="28px" borderRadius="md" bgGradient="to-br" gradientFrom="blue.500" gradientTo="purple.500" />
          <Text fontWeight="bold" fontSize="md" color="gray.900" whiteSpace="nowrap" display={{ base: 'none', md: 'block' }}>
            大模型开放平台
          </Text>
        </HStack>
      </Link>
      <HStack as="nav" aria-label="主菜单" gap="1" flex="1" minW="0" overflowX="auto" css={{ scrollbarWidth: 'none' }}>
        {/* A returning user's sections are not known yet: the guest's would show, then be pushed aside. */}
        {!access.restoring && (
          <>
            {items.map((r) => (
              <NavLink key={r.fullPath} href={r.fullPath} active={location === r.fullPath || location.startsWith(`${r.fullPath}/`)}>
                {r.def.title}
              </NavLink>
            ))}
            <NavLink href="/docs-center" active={location.startsWith('/docs')}>
              文档中心
            </NavLink>
          </>
        )}
      </HStack>
      <PaletteLauncher />
      {access.restoring ? null : access.failed ? (
        // The token stands though its permissions did not load: a retry, never 去登录.
        <Button size="sm" variant="outline" colorPalette="orange" onClick={() => session.send({ type: 'SESSION.RETRY' })}>
          重新加载
          <VisuallyHidden>登录信息</VisuallyHidden>
        </Button>
      ) : access.loggedIn ? (
        <Suspense fallback={<Box w="32px" h="32px" borderRadius="full" bg="gray.100" aria-hidden />}>
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
