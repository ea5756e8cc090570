/**
 * Toasts are raised by machines and the http client, and shown by the UI's toaster:
 * this tiny channel keeps both sides free of each other's imports.
 */
export type NoticeKind = 'success' | 'error' | 'info' | 'warning';
export interface Notice {
  message: string;
  kind: NoticeKind;
}

type Listener = (notice: Notice) => void;
const listeners = new Set<Listener>();

export function notify(message: string, kind: NoticeKind = 'error'): void {
  listeners.forEach((l) => l({ message, kind }));
}

export function onNotify(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
