/// <reference lib="webworker" />
/**
 * The simulator inside the demo's service worker (mocks/serviceWorker.ts): msw, the handlers and
 * the world. The worker evaluates this with its first API call (or its install), not when it
 * starts, since the browser starts it beside every navigation of the demo, most of which call
 * nothing before their first paint.
 *
 * The world lives in IndexedDB (mocks/db/idbStore.ts): every handler's writes are stored before it
 * answers (mocks/rules/respond.ts), so a reload, or the browser stopping an idle worker, keeps
 * them. A started worker loads it once; each request waits for that.
 */
import './workerGlobals';
import { getResponse } from 'msw';
import { DB_NAME, idbStore } from './db/idbStore';
import {
  bootSimulator,
  prefillSeed,
  resetSimulator,
  setCommitListener,
  setSeedSnapshot,
  setSimulatorStore,
  transact,
} from './db/persist';
import type { SeedSnapshot } from './db/seedSnapshot';
import { handlers, isSimulatedPath } from './handlers';
import { clockOffset } from './rules/clock';
import { CRASHED_BODY, NOT_FOUND_BODY } from './rules/respond';
import { answerControl } from './serverControls';
import {
  SIMULATOR_CHANGED_EVENT,
  SIMULATOR_EVENTS,
  SIMULATOR_START_MEASURE,
  type SimulatorMessage,
} from './workerMessages';

declare const self: ServiceWorkerGlobalScope;
/** The seed file the build wrote beside this worker (mocks/seed/snapshotPlugin.ts). */
declare const __SIMULATOR_SEED_URL__: string;

async function fetchSeed(): Promise<SeedSnapshot> {
  const response = await fetch(__SIMULATOR_SEED_URL__);
  if (!response.ok) throw new Error(`seed snapshot: ${response.status}`);
  return (await response.json()) as SeedSnapshot;
}

async function firstVisit(): Promise<boolean> {
  if (typeof indexedDB.databases !== 'function') return false;
  const databases = await indexedDB.databases();
  return !databases.some((database) => database.name === DB_NAME);
}

async function startWorld(): Promise<void> {
  const opening = performance.now();
  // Prebuilt when the bundle is built, a file beside it: needed by a first visit and by a reset.
  setSeedSnapshot(fetchSeed);
  // A new origin's database takes the longest to open: fill the seed meanwhile.
  if (await firstVisit()) prefillSeed();
  const store = await idbStore();
  setSimulatorStore(store);
  try {
    await bootSimulator({ seedInBackground: true });
  } catch (error) {
    // A demo must start: what is stored cannot be read (another version's data), so the seed it is.
    console.warn('[simulator] 已保存的演示数据无法读取，已重置为初始数据', error);
    await resetSimulator();
  }
  performance.measure(SIMULATOR_START_MEASURE, { start: opening });
}

let started: Promise<void> | undefined;
/** The world in memory; a start that failed is tried again by the next call. */
export const world = (): Promise<void> =>
  (started ??= startWorld().catch((error: unknown) => {
    started = undefined;
    throw error;
  }));

/** Every open page of the demo hears it (the demo console, the 【演示模式】 code notices). */
async function tellPages(message: SimulatorMessage): Promise<void> {
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message);
}

for (const type of SIMULATOR_EVENTS) {
  self.addEventListener(type, (event) => void tellPages({ type, detail: (event as CustomEvent<unknown>).detail }));
}

// Another worker of this origin (the one a new version is replacing) committed: take its rows.
const channel = new BroadcastChannel(DB_NAME);
channel.addEventListener(
  'message',
  () =>
    void transact(() => undefined).then(() => tellPages({ type: SIMULATOR_CHANGED_EVENT, clockOffset: clockOffset() })),
);
setCommitListener((state) => {
  channel.postMessage({ seq: state.seq });
  void tellPages({ type: SIMULATOR_CHANGED_EVENT, clockOffset: state.clockOffset });
});

export async function control(request: Request): Promise<Response> {
  await world();
  return answerControl(request);
}

/**
 * As `npm run sim:server` answers (mocks/server.ts): a path no handler takes is 404, a handler's
 * crash 500. A path in the API's folders that no area answers is the network's, as it would be
 * without the simulator.
 */
export async function answer(request: Request): Promise<Response> {
  if (!isSimulatedPath(new URL(request.url).pathname)) return fetch(request);
  try {
    await world();
    return (await getResponse(handlers, request)) ?? Response.json(NOT_FOUND_BODY, { status: 404 });
  } catch (error) {
    console.error('[simulator]', request.method, request.url, error);
    return Response.json(CRASHED_BODY, { status: 500 });
  }
}
