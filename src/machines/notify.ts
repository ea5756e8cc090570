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
const CARRY_KEY = 'carried-notices';
const CARRY_WINDOW_MS = 2000;
let recent: (Notice & { at: number })[] = [];

export function notify(message: string, kind: NoticeKind = 'error'): void {
  const at = Date.now();
  recent = [...recent.filter((n) => at - n.at < CARRY_WINDOW_MS), { message, kind, at }];
  listeners.forEach((l) => l({ message, kind }));
}

export function onNotify(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Collects notices from now on; the returned function stops collecting and hands them over, once. */
export function collectNotices(): () => Notice[] {
  const collected: Notice[] = [];
  const stop = onNotify((notice) => collected.push(notice));
  return () => {
    stop();
    return collected.splice(0);
  };
}

/** A notice raised just before a reload (登录成功) would vanish with the page: keep it for the next one. */
export function carryRecentNotices(): void {
  const at = Date.now();
  const carried = recent.filter((n) => at - n.at < CARRY_WINDOW_MS).map(({ message, kind }) => ({ message, kind }));
  if (carried.length) window.sessionStorage.setItem(CARRY_KEY, JSON.stringify(carried));
}

/** Whether the previous page left notices to show (the toaster is then needed at once). */
export function hasCarriedNotices(): boolean {
  return window.sessionStorage.getItem(CARRY_KEY) != null;
}

export function replayCarriedNotices(): void {
  const text = window.sessionStorage.getItem(CARRY_KEY);
  window.sessionStorage.removeItem(CARRY_KEY);
  if (!text) return;
  try {
    (JSON.parse(text) as Notice[]).forEach((n) => notify(n.message, n.kind));
  } catch {
    // A damaged entry is simply dropped.
  }
}
