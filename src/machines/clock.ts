/**
 * "Now" for what the portal stamps or judges by itself: a chat session's last activity, the
 * greeting, today's date in a form or a file name. It is the browser's clock, except in demo mode,
 * where the simulator stamps everything with its own clock (moved forward in demos): there the demo
 * points this at it (src/demo.ts), so the times the portal shows never jump when a reload brings
 * the simulator's.
 */
let read: () => number = () => Date.now();

export const now = (): number => read();
export const nowIso = (): string => new Date(now()).toISOString();
/** YYYY-MM-DD in UTC, as date inputs and file names take it. */
export const todayIso = (): string => nowIso().slice(0, 10);

export function setClock(source: () => number): void {
  read = source;
}

/** YYYY-MM-DD in Beijing, the date the platform bills and counts usage by. */
export const beijingToday = (): string => new Date(now() + 8 * 3_600_000).toISOString().slice(0, 10);
