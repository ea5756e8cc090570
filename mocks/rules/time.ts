/** The simulated clock's units (mocks/rules/clock.ts), apart from it so a page can name them without loading the simulator. */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
