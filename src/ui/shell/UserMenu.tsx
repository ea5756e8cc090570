import { Avatar, Badge, Box, Button, Float, HStack, Separator, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { isEnterpriseVerified, isPersonalVerified } from '../../machines/session';
import { badgeText, greetingFor } from './greeting';
import { maskPhone } from '../format';
import { useSystemActor } from '../hooks/appActor';
import { LazyPopover } from './LazyPopover';
import { now } from '../../machines/clock';
import { paths } from '../../routes/paths';
import { GREETING_WIDTH } from './userMenuRoom';

// Split out of the first load: the confirmation loads when first asked for.
const LogoutConfirm = lazy(() => import('./LogoutConfirm').then((m) => ({ default: m.LogoutConfirm })));

const AUTH_ROUTE = paths.authentication();

function VerificationBadge({ onNavigate }: { onNavigate: () => void }) {
  const session = useSystemActor('session');
  const auth = useSelector(session, (s) => s.context.auth);
  const failed = useSelector(session, (s) => Boolean(s.context.problems.auth));
  const [, navigate] = useLocation();
  // Not known yet (it loads on its own) or not loaded: no claim either way.
  if (!auth) {
    return failed ? (
      <Text fontSize="xs" color="fg.muted">
        认证状态未知
      </Text>
    ) : null;
  }
  if (isEnterpriseVerified(auth)) return <Badge colorPalette="green">企业已认证</Badge>;
  if (isPersonalVerified(auth)) return <Badge colorPalette="blue">个人已认证</Badge>;
  return (
    <Button
      size="2xs"
      variant="outline"
      colorPalette="orange"
      onClick={() => {
        onNavigate();
        navigate(AUTH_ROUTE);
      }}
    >
      未认证
    </Button>
  );
}

/** The signed-in user's avatar, greeting and menu in the header. */
export function UserMenu() {
  const session = useSystemActor('session');
  const messages = useSystemActor('messages');
  const user = useSelector(session, (s) => s.context.user);
  const unread = useSelector(messages, (s) => s.context.unread);
  const [open, setOpen] = useState(false);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const [logoutLoaded, setLogoutLoaded] = useState(false);
  if (confirmLogout && !logoutLoaded) setLogoutLoaded(true);
  const [, navigate] = useLocation();
  const name = user?.nickName || user?.userName || '';
  const close = () => setOpen(false);
  const item = (label: string, onClick: () => void) => (
    <Button variant="ghost" size="sm" justifyContent="flex-start" onClick={() => (close(), onClick())}>
      {label}
    </Button>
  );
  // Named by its content (no aria-label): the visible greeting starts the name, as speech input
  // users say it, and hidden text adds what the avatar and badge show.
  const trigger = (
    <Button variant="ghost" size="sm" px="1" data-testid="user-menu">
      <Box position="relative" aria-hidden>
        <Avatar.Root size="sm" colorPalette="blue">
          <Avatar.Fallback name={name} />
          {user?.avatarUrl ? <Avatar.Image src={user.avatarUrl} alt="" /> : null}
        </Avatar.Root>
        {unread > 0 && (
          <Float placement="top-end" offset="1">
            <Badge size="xs" variant="solid" colorPalette="red" borderRadius="full" data-testid="unread-badge">
              {badgeText(unread)}
            </Badge>
          </Float>
        )}
      </Box>
      <Text fontSize="sm" display={{ base: 'none', md: 'block' }} w={GREETING_WIDTH} truncate textAlign="start">
        {greetingFor(new Date(now()).getHours())}，{name}
      </Text>
      <VisuallyHidden>{`，用户菜单，${unread}条未读消息`}</VisuallyHidden>
    </Button>
  );
  return (
    <>
      <LazyPopover trigger={trigger} placement="bottom-end" width="260px" open={open} onOpenChange={setOpen}>
        <Stack gap="2">
          <HStack justify="space-between">
            <Text fontWeight="semibold" data-testid="masked-phone">
              {maskPhone(user?.phone)}
            </Text>
            <VerificationBadge onNavigate={close} />
          </HStack>
          <Separator />
          {item('账户中心', () => navigate(paths.accountCenter()))}
          {item(unread > 0 ? `消息通知（${badgeText(unread)}）` : '消息通知', () =>
            messages.send({ type: 'MESSAGES.OPEN' }),
          )}
          {item('切换登录', () => session.send({ type: 'SESSION.SWITCH_LOGIN' }))}
          {item('退出登录', () => setConfirmLogout(true))}
        </Stack>
      </LazyPopover>
      {logoutLoaded && (
        <Suspense fallback={null}>
          <LogoutConfirm
            open={confirmLogout}
            onCancel={() => setConfirmLogout(false)}
            onConfirm={() => session.send({ type: 'SESSION.LOGOUT' })}
          />
        </Suspense>
      )}
    </>
  );
}
