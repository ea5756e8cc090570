import { ChakraProvider } from '@chakra-ui/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { startApp, type AppActor } from '../src/machines/app';
import { system } from '../src/ui/chakraSystem';
import { AppProviders } from '../src/ui/providers';

export interface Rendered extends RenderResult {
  app: AppActor;
  location: ReturnType<typeof memoryLocation>;
}

/** Renders UI inside the real providers and a fresh app actor system, at `path`. */
export function renderWithApp(
  ui: ReactElement,
  { path = '/home', app = startApp() }: { path?: string; app?: AppActor } = {},
): Rendered {
  const location = memoryLocation({ path, record: true });
  const result = render(
    <AppProviders actor={app}>
      <Router hook={location.hook}>{ui}</Router>
    </AppProviders>,
  );
  return { ...result, app, location };
}

function WithChakra({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}

/** Renders UI inside Chakra's provider alone (no app actor, no router); `rerender` keeps the provider. */
export const renderWithChakra = (ui: ReactElement): RenderResult => render(ui, { wrapper: WithChakra });
