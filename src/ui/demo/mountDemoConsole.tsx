import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { system } from '../chakraSystem';
import { DemoLauncher } from './DemoLauncher';

/**
 * Demo mode only (src/demo.ts loads this chunk after start-up): the launcher lives in its own
 * React root beside the app, so the portal's shell knows nothing of it and real builds carry none of it.
 */
export function mountDemoConsole(): void {
  const host = document.createElement('div');
  host.id = 'demo-console';
  document.body.appendChild(host);
  // The launcher sits in the bottom-left corner over everything: full-screen drawers leave room under their last line.
  document.documentElement.style.setProperty('--corner-control-clearance', '3.5rem');
  createRoot(host).render(
    <StrictMode>
      <ChakraProvider value={system}>
        <DemoLauncher />
      </ChakraProvider>
    </StrictMode>,
  );
}
