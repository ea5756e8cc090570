/**
 * The simulated clock. Every time-based rule (code expiry, send cooldown, trials, token age)
 * reads `now()`, so tests and demos can jump ahead with `advanceClock` instead of waiting.
 * The offset is saved with the data and starts again with it.
 */
import { noteStateChanged } from '../db/models';
import { DAY } from './time';

/** The fixed moment the seeded world is set at: 2026-11-01 08:00 Beijing time. */
export const SIM_EPOCH = Date.parse('2026-11-01T08:00:00+08:00');

export { DAY, MINUTE } from './time';

let offset = 0;

export const now = (): number => Date.now() + offset;
export const nowIso = (): string => new Date(now()).toISOString();

/** The furthest one move may take the clock: ten years. */
export const MAX_CLOCK_STEP_DAYS = 3650;

/** Moves the clock forward; refuses anything but a forward step of at most MAX_CLOCK_STEP_DAYS, so a bad value never reaches the stored state. */
export function advanceClock(ms: number): void {
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms <= 0 || ms > MAX_CLOCK_STEP_DAYS * DAY) {
    throw new RangeError(`时钟只能前进 0 到 ${MAX_CLOCK_STEP_DAYS} 天（收到 ${JSON.stringify(ms) ?? String(ms)}）`);
  }
  offset += ms;
  noteStateChanged();
}

export const clockOffset = (): number => offset;

export function setClockOffset(value: number): void {
  offset = value;
}

/** A freshly seeded world starts at SIM_EPOCH, so seeded deadlines never go stale. */
export function startClockAtEpoch(): void {
  offset = SIM_EPOCH - Date.now();
}
