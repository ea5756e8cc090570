/**
 * The simulated clock. Every time-based rule (code expiry, send cooldown, trials, token age)
 * reads `now()`, so tests and demos can jump ahead with `advanceClock` instead of waiting.
 * The offset is saved with the data and starts again with it.
 */
import { markDirty } from '../db/models';

/** The fixed moment the seeded world is set at: 2026-11-01 08:00 Beijing time. */
export const SIM_EPOCH = Date.parse('2026-11-01T08:00:00+08:00');

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

let offset = 0;

export const now = (): number => Date.now() + offset;
export const nowIso = (): string => new Date(now()).toISOString();

export function advanceClock(ms: number): void {
  offset += ms;
  markDirty();
}

export const clockOffset = (): number => offset;

export function setClockOffset(value: number): void {
  offset = value;
}

/** A freshly seeded world starts at SIM_EPOCH, so seeded deadlines never go stale. */
export function startClockAtEpoch(): void {
  offset = SIM_EPOCH - Date.now();
}
