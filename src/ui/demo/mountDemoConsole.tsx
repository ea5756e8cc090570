import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { system } from '../chakraSystem';
import { DemoLauncher } from './DemoLauncher';

/**
 * The app's own provider has put Chakra's global styles (tokens, reset, layer order) on the page.
 * A second provider would insert all of them again as sheets of its own, and the browser would
 * restyle the whole page (measured: a 114 ms style recalculation at 4× CPU on /home).
 */
const systemWithoutGlobals: typeof system = {
  ...system,
  _global: [],
  _config: { ...system._config, disableLayers: true },
};

/**
 * Demo mode only (src/demo.ts loads this chunk after start-up): the launcher lives in its own
 * React root beside the app, so the portal's shell knows nothing of it and real builds carry none of it.
 */
export function mountDemoConsole(): void {
  const host = document.createElement('div');
  host.id = 'demo-console';
  document.body.appendChild(host);
  // The launcher sits in the bottom-left corner over everything: full-screen drawers leave room
  // under their last line. Set on the drawers, not on <html>: a custom property changed on the
  // root restyles every element of the page.
  const clearance = document.createElement('style');
  clearance.textContent = '.chakra-drawer__content{--corner-control-clearance:3.5rem}';
  document.head.appendChild(clearance);
  createRoot(host).render(
    <StrictMode>
      <ChakraProvider value={systemWithoutGlobals}>
        <DemoLauncher />
      </ChakraProvider>
    </StrictMode>,
  );
}
