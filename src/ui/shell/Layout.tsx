import { Box, Flex } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useAccess } from '../hooks/appActor';
import { sectionHasMenu, sideMenu, type FlatRoute } from '../routes/resolve';
import { Breadcrumbs } from './Breadcrumbs';
import { DialogsHost } from './DialogsHost';
import { FloatingPanel, PHONE_PANEL_ROOM } from './FloatingPanel';
import { Header, HEADER_HEIGHT } from './Header';
import { MainScrollContext } from './KeptScroll';
import { ProfileProblems } from './SessionNotice';
import { SideMenu } from './SideMenu';
import { paths } from '../../routes/paths';

/** Fixed header, collapsible side menu of the current section, scrolling main area. */
export function Layout({ route, children }: { route: FlatRoute | undefined; children: ReactNode }) {
  const [location] = useLocation();
  const access = useAccess();
  const mainRef = useRef<HTMLElement>(null);
  const menu = route && !route.def.bare ? sideMenu(location, access) : [];
  // While a returning user's session loads, the menu's room is kept so the page does not jump.
  const menuPending = access.restoring && sectionHasMenu(location);
  const inMgmtConsole = location.startsWith(paths.mgmtConsole());
  return (
    <Box h="100vh" overflow="hidden" bg="bg.subtle">
      <Header sectionTitle={menu.length > 0 ? route?.ancestors[0]?.title : undefined} sectionMenu={menu} />
      <Flex pt={`${HEADER_HEIGHT}px`} h="100%">
        {(menu.length > 0 || menuPending) && <SideMenu nodes={menu} activePath={location} pending={menuPending} />}
        <Box
          as="main"
          ref={mainRef}
          flex="1"
          minW="0"
          overflowY="auto"
          id="main-scroll"
          data-testid="main"
          pb={inMgmtConsole ? undefined : PHONE_PANEL_ROOM}
        >
          <ProfileProblems />
          {route && !route.def.bare && <Breadcrumbs route={route} />}
          <MainScrollContext value={mainRef}>{children}</MainScrollContext>
        </Box>
        {!inMgmtConsole && <FloatingPanel scrollTarget={mainRef} />}
      </Flex>
      <DialogsHost />
    </Box>
  );
}
