import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { AppActor } from '../machines/app';
import { AppActorProvider } from './hooks/appActor';
import { NoticeHost } from './NoticeHost';
import { system } from './chakraSystem';

export function AppProviders({ actor, children }: { actor: AppActor; children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <AppActorProvider actor={actor}>
        {children}
        <NoticeHost />
      </AppActorProvider>
    </ChakraProvider>
  );
}
