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

const OFFSET_KEY = 'ai-portal-clock-offset';

/**
 * Demo mode: "now" is the simulator's clock, `offset` ms from the browser's. It is kept for the
 * next visit, whose first screen is built before the simulator has been asked (resumeClockOffset).
 */
export function followClockOffset(offset: number): void {
  setClock(() => Date.now() + offset);
  localStorage.setItem(OFFSET_KEY, String(offset));
}

/** Demo mode, at start: the simulator's clock as this browser last saw it, until the simulator says. */
export function resumeClockOffset(): void {
  const offset = Number(localStorage.getItem(OFFSET_KEY));
  if (Number.isFinite(offset) && offset !== 0) setClock(() => Date.now() + offset);
}

/** YYYY-MM-DD in Beijing, the date the platform bills and counts usage by. */
export const beijingToday = (): string => new Date(now() + 8 * 3_600_000).toISOString().slice(0, 10);
