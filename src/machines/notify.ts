import { assign, createActor, emit, setup } from 'xstate';

/**
 * Toasts are raised by machines and the http client, and shown by the UI's toaster. One store sits
 * between them: it keeps every notice until the toaster has taken it, so a toaster that subscribes
 * late (it loads lazily, after the first render and after the pages' effects) still shows what was
 * raised before, and nothing needs a buffer of its own or a timeout.
 */
export type NoticeKind = 'success' | 'error' | 'info' | 'warning';
export interface Notice {
  message: string;
  kind: NoticeKind;
}
export interface HeldNotice extends Notice {
  id: number;
}

interface NoticeContext {
  nextId: number;
  /** Raised, not yet taken by the toaster. */
  pending: HeldNotice[];
  /** Taken by the toaster and still on screen: what a reload would otherwise wipe away. */
  onScreen: HeldNotice[];
}

type NoticeEvent =
  | { type: 'NOTICE.RAISE'; notice: Notice }
  | { type: 'NOTICE.TAKEN'; ids: number[] }
  | { type: 'NOTICE.GONE'; message: string }
  | { type: 'NOTICE.CLEAR' };

// Exported for /dev/machines and machines:export; the app talks to the one store below.
export const noticeMachine = setup({
  types: {} as { context: NoticeContext; events: NoticeEvent; emitted: { type: 'raised'; notice: Notice } },
}).createMachine({
  id: 'notices',
  context: { nextId: 1, pending: [], onScreen: [] },
  on: {
    'NOTICE.RAISE': {
      actions: [
        assign(({ context, event }) => ({
          nextId: context.nextId + 1,
          pending: [...context.pending, { ...event.notice, id: context.nextId }],
        })),
        emit(({ event }) => ({ type: 'raised' as const, notice: event.notice })),
      ],
    },
    'NOTICE.TAKEN': {
      actions: assign(({ context, event }) => ({
        pending: context.pending.filter((n) => !event.ids.includes(n.id)),
        onScreen: [...context.onScreen, ...context.pending.filter((n) => event.ids.includes(n.id))],
      })),
    },
    // Toasts are keyed by their text, so one leaving the screen takes every notice of that text.
    'NOTICE.GONE': {
      actions: assign(({ context, event }) => ({
        onScreen: context.onScreen.filter((n) => n.message !== event.message),
      })),
    },
    'NOTICE.CLEAR': { actions: assign({ pending: [], onScreen: [] }) },
  },
});

/** The one notice store of the page. */
export const notices = createActor(noticeMachine).start();
export type NoticeStore = typeof notices;

export function notify(message: string, kind: NoticeKind = 'error'): void {
  notices.send({ type: 'NOTICE.RAISE', notice: { message, kind } });
}

/**
 * Raises a notice and calls `onShown` once it has been taken to the screen (the toaster loads
 * lazily, late on a busy phone): what a notice promises from its showing ("in 3 seconds") counts
 * from then. Returns the stop of that wait.
 */
export function notifyThen(message: string, kind: NoticeKind, onShown: () => void): () => void {
  const id = notices.getSnapshot().context.nextId;
  const waiting = () => notices.getSnapshot().context.pending.some((n) => n.id === id);
  const subscription = notices.subscribe(() => {
    if (waiting()) return;
    subscription.unsubscribe();
    onShown();
  });
  notify(message, kind);
  return () => subscription.unsubscribe();
}

/** Hears every notice raised from now on (tests record them; the toaster reads the store instead). */
export function onNotify(listener: (notice: Notice) => void): () => void {
  const subscription = notices.on('raised', ({ notice }) => listener(notice));
  return () => subscription.unsubscribe();
}

/** Hands the pending notices over to whoever shows them, once: a second call gets none of them. */
export function takePendingNotices(): Notice[] {
  const { pending } = notices.getSnapshot().context;
  if (pending.length) notices.send({ type: 'NOTICE.TAKEN', ids: pending.map((n) => n.id) });
  return pending.map(({ message, kind }) => ({ message, kind }));
}

export function noticeLeftScreen(message: string): void {
  notices.send({ type: 'NOTICE.GONE', message });
}

const CARRY_KEY = 'carried-notices';

/** A notice raised just before a reload (登录成功) would vanish with the page: keep the unseen and visible ones for the next. */
export function carryNotices(): void {
  const { pending, onScreen } = notices.getSnapshot().context;
  const carried = [...onScreen, ...pending].map(({ message, kind }) => ({ message, kind }));
  if (carried.length) window.sessionStorage.setItem(CARRY_KEY, JSON.stringify(carried));
}

/** Raises again the notices the previous page carried over (once: they are removed as read). */
export function restoreCarriedNotices(): void {
  const text = window.sessionStorage.getItem(CARRY_KEY);
  window.sessionStorage.removeItem(CARRY_KEY);
  if (!text) return;
  try {
    (JSON.parse(text) as Notice[]).forEach((n) => notify(n.message, n.kind));
  } catch {
    // A damaged entry is simply dropped.
  }
}
