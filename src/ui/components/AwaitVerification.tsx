import { Button, HStack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { AuthDetail } from '../../domain/types/verification.types';
import { useSystemActor } from '../hooks/appActor';
import { LoadingSpinner } from './LoadFailure';

/**
 * A page that shows the verification waits for it: it loads on its own after the sign-in, and an
 * unknown state must not read as 未认证 (nor prefill a form with nothing). Not in the shell's
 * modules: a page importing one of the first load's modules splits that load into many files.
 */
export function AwaitVerification({ children }: { children: (auth: AuthDetail) => ReactNode }) {
  const session = useSystemActor('session');
  const auth = useSelector(session, (s) => s.context.auth);
  const failed = useSelector(session, (s) => Boolean(s.context.problems.auth));
  const retrying = useSelector(session, (s) => s.matches({ authenticated: 'refreshing' }));
  if (auth) return children(auth);
  if (failed) {
    return (
      <HStack gap="3" py="6">
        <Text color="fg.muted">实名认证状态暂未加载</Text>
        <Button size="xs" variant="outline" loading={retrying} onClick={() => session.send({ type: 'SESSION.RETRY' })}>
          重试
        </Button>
      </HStack>
    );
  }
  return <LoadingSpinner py="10" />;
}
