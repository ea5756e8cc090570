/**
 * The simulator in the browser: restores the saved world (or seeds one), then starts the
 * service worker. Every handler saves before it answers (mocks/rules/respond.ts), so a reload
 * right after a write keeps it.
 */
import { setupWorker } from 'msw/browser';
import { STORAGE_KEY, bootSimulator, loadSimulator, localStorageAdapter, setSimulatorStorage } from './db/persist';
import { handlers } from './handlers';

export { resetSimulator, saveSimulator } from './db/persist';
export { advanceClock } from './rules/clock';

let started: Promise<void> | undefined;

export function startSimulator(): Promise<void> {
  started ??= (async () => {
    setSimulatorStorage(localStorageAdapter(STORAGE_KEY));
    bootSimulator();
    // Another tab wrote: take its world, so the tabs never overwrite each other's changes.
    window.addEventListener('storage', (event) => {
      if (event.key === STORAGE_KEY && event.newValue) loadSimulator();
    });
    await setupWorker(...handlers).start({ onUnhandledRequest: 'bypass', quiet: true });
  })();
  return started;
}
