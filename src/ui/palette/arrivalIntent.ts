import { useEffect, useSyncExternalStore } from 'react';

/**
 * A palette action that ends on a page (新建密钥 opens the create dialog of the key page): the
 * palette navigates and leaves the intent here; the page takes it once it is ready to act on it,
 * whether it mounts for it or was already open. Kept in memory, not in the URL, so a reload or a
 * shared link never reopens a dialog.
 */
let pending: string | undefined;

/** The key page's 新建密钥 dialog. */
export const NEW_KEY_INTENT = 'keys.new';
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function leaveIntent(intent: string | undefined): void {
  pending = intent;
  listeners.forEach((l) => l());
}

/** Runs `act` once when `intent` was left for this page and the page is `ready`. */
export function useArrivalIntent(intent: string, ready: boolean, act: () => void): void {
  const wanted = useSyncExternalStore(subscribe, () => pending === intent);
  useEffect(() => {
    if (!wanted || !ready) return;
    leaveIntent(undefined);
    act();
  }, [wanted, ready, act]);
}
