// @xstate/react and wouter import use-sync-external-store's shim, written for React < 18; React 19
// has the hook itself, so the build points the shim here (vite.config.ts) and ships no polyfill.
export { useSyncExternalStore } from 'react';
