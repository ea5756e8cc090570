import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { AppActor } from '../machines/app';
import type { Notice } from '../machines/notify';
import { AppActorProvider } from './hooks/appActor';
import { NoticeHost } from './NoticeHost';
import { system } from './system';

export const APP_LOCALE = 'zh-CN';

export function AppProviders({ actor, takeRaisedBefore, children }: { actor: AppActor; takeRaisedBefore?: () => Notice[]; children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {/* Chakra's components format and read in the page's language (dates, numbers, direction). */}
      <LocaleProvider locale={APP_LOCALE}>
        <AppActorProvider actor={actor}>
          {children}
          <NoticeHost takeRaisedBefore={takeRaisedBefore} />
        </AppActorProvider>
      </LocaleProvider>
    </ChakraProvider>
  );
}
