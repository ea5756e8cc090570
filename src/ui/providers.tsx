import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { AppActor } from '../machines/app';
import type { Notice } from '../machines/notify';
import { AppActorProvider } from './hooks/appActor';
import { NoticeHost } from './NoticeHost';
import { system } from './chakraSystem';

export function AppProviders({ actor, takeRaisedBefore, children }: { actor: AppActor; takeRaisedBefore?: () => Notice[]; children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <AppActorProvider actor={actor}>
        {children}
        <NoticeHost takeRaisedBefore={takeRaisedBefore} />
      </AppActorProvider>
    </ChakraProvider>
  );
}
