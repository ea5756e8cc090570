/**
 * What the demo's pages and its simulator (a service worker, mocks/serviceWorker.ts) say to each
 * other besides API calls.
 */

/** The worker's script, at the root so its scope is the whole site. */
export const SIMULATOR_WORKER_URL = '/simulator-sw.js';

/** The demo controls (mocks/controls.ts) over HTTP: `POST <prefix>/<control>`, a JSON array of arguments (mocks/serverControls.ts). */
export const CONTROLS_PREFIX = '/__simulator';

export const isControlPath = (pathname: string): boolean =>
  pathname === CONTROLS_PREFIX || pathname.startsWith(`${CONTROLS_PREFIX}/`);

/** Whether the simulator's worker answers this page's calls already (any visit after the first). */
export const simulatorAnswers = (): boolean =>
  navigator.serviceWorker?.controller?.scriptURL.endsWith(SIMULATOR_WORKER_URL) ?? false;

/** Where an older version kept the demo's world: one JSON string (mocks/legacyWorld.ts). */
export const LEGACY_STORAGE_KEY = 'ai-portal-simulator-v1';

/**
 * A performance measure from opening the store to a world in memory (seeded or loaded), in the
 * worker's timeline: what `npm run bench` reads. A first visit's seed is stored meanwhile.
 */
export const SIMULATOR_START_MEASURE = 'simulator:start';

/**
 * Events the simulator's rules raise, passed on to every open page as window events of the same
 * name: a verification code issued (the 【演示模式】 notice), the fault switches changed.
 */
export const SIMULATOR_EVENTS = ['simulator:code', 'simulator:faults'] as const;

/** The world changed (a call, a control, another version's worker): what pages show may be read again. It carries the clock, which the portal's own stamps follow. */
export const SIMULATOR_CHANGED_EVENT = 'simulator:changed';

export type SimulatorMessage =
  | { type: (typeof SIMULATOR_EVENTS)[number]; detail: unknown }
  | { type: typeof SIMULATOR_CHANGED_EVENT; clockOffset: number };
