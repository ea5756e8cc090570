import { Alert, Button, HStack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { PROFILE_PART_NAMES, type ProfilePart, type ProfileProblems } from '../../machines/session';
import { useSystemActor } from '../hooks/appActor';

const NONE: ProfileProblems = {};

function RetryButton() {
  const session = useSystemActor('session');
  const retrying = useSelector(session, (s) => s.matches('loading') || s.matches({ authenticated: 'refreshing' }));
  return (
    <Button size="xs" variant="outline" loading={retrying} onClick={() => session.send({ type: 'SESSION.RETRY' })}>
      重试
    </Button>
  );
}

/**
 * Signed in, but a part of the profile (user detail, verification badge) did not load: say which,
 * with a retry. The rest of the portal works with what came.
 */
export function ProfileProblems() {
  const session = useSystemActor('session');
  // Without the permissions the whole sign-in failed: SignInFailed says so instead.
  const problems = useSelector(session, (s) => (s.matches('authenticated') ? s.context.problems : NONE));
  const parts = (Object.keys(problems) as ProfilePart[]).filter((part) => problems[part]);
  if (parts.length === 0) return null;
  return (
    <Alert.Root status="warning" size="sm" borderRadius="0" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{`${parts.map((part) => PROFILE_PART_NAMES[part]).join('、')}加载失败`}</Alert.Title>
        <Alert.Description>{problems[parts[0]]}</Alert.Description>
      </Alert.Content>
      <RetryButton />
    </Alert.Root>
  );
}

/**
 * The token stands but its permissions did not load: no page can be decided. Instead of a spinner
 * that never ends (or a guest's 去登录), say so and offer the retry; 切换登录 starts over.
 */
export function SignInFailed() {
  const session = useSystemActor('session');
  const error = useSelector(session, (s) => s.context.error);
  return (
    <Alert.Root status="error" m={{ base: '4', md: '6' }} w="auto" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>登录信息加载失败</Alert.Title>
        <Alert.Description>{error ?? '请稍后重试'}</Alert.Description>
      </Alert.Content>
      <HStack gap="2" alignSelf="center">
        <RetryButton />
        <Button size="xs" variant="ghost" onClick={() => session.send({ type: 'SESSION.SWITCH_LOGIN' })}>
          切换登录
        </Button>
      </HStack>
    </Alert.Root>
  );
}
