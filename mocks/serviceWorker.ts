/// <reference lib="webworker" />
/**
 * The in-browser simulator: the demo's service worker answers the platform API itself, with the
 * handlers `npm run sim:server` and the tests run. Its code is installed once, so a page of the
 * demo neither downloads nor starts a simulator: it loads as it would against a real backend, and
 * every tab of the origin talks to the same world.
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
import { handlers, isSimulatedPath, simulatedPrefixes } from './handlers';
import { clockOffset } from './rules/clock';
import { CRASHED_BODY, NOT_FOUND_BODY } from './rules/respond';
import { answerControl, isControlPath } from './serverControls';
import {
  CONTROLS_PREFIX,
  SIMULATOR_CHANGED_EVENT,
  SIMULATOR_EVENTS,
  SIMULATOR_START_MEASURE,
  type SimulatorMessage,
} from './workerMessages';

declare const self: ServiceWorkerGlobalScope;

async function firstVisit(): Promise<boolean> {
  if (typeof indexedDB.databases !== 'function') return false;
  const databases = await indexedDB.databases();
  return !databases.some((database) => database.name === DB_NAME);
}

async function startWorld(): Promise<void> {
  const opening = performance.now();
  // Prebuilt when the bundle is built: needed by a first visit and by a reset.
  setSeedSnapshot(() => import('virtual:simulator-seed').then((module) => module.default));
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
const world = (): Promise<void> =>
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

async function control(request: Request): Promise<Response> {
  await world();
  return answerControl(request);
}

/** As `npm run sim:server` answers (mocks/server.ts): a path no handler takes is 404, a handler's crash 500. */
async function answer(request: Request): Promise<Response> {
  try {
    await world();
    return (await getResponse(handlers, request)) ?? Response.json(NOT_FOUND_BODY, { status: 404 });
  } catch (error) {
    console.error('[simulator]', request.method, request.url, error);
    return Response.json(CRASHED_BODY, { status: 500 });
  }
}

/** The ServiceWorker static router (Chromium 123+; its `or` and `not` conditions later). */
type RouterCondition = { urlPattern?: URLPattern; or?: RouterCondition[]; not?: RouterCondition };
type RoutingInstallEvent = ExtendableEvent & {
  addRoutes?: (rules: Array<{ condition: RouterCondition; source: 'fetch-event' | 'network' }>) => Promise<void>;
};

/**
 * Whatever no simulator answers (a page, its code, the icon) goes to the network without this
 * worker being started or asked, as a visitor of a real deployment loads it: otherwise every
 * navigation of the demo first waits for the worker to start and decline it. In any letter case,
 * as the handlers match. Where the router is missing or refuses the rule, the fetch handler below
 * declines those requests itself.
 */
function routeTheRestToNetwork(event: RoutingInstallEvent): Promise<void> {
  if (typeof event.addRoutes !== 'function' || typeof URLPattern !== 'function') return Promise.resolve();
  const ours = [...simulatedPrefixes, CONTROLS_PREFIX].map((prefix) => ({
    urlPattern: new URLPattern({ pathname: `${prefix}*` }, { ignoreCase: true }),
  }));
  return event
    .addRoutes([
      { condition: { or: ours }, source: 'fetch-event' },
      { condition: { not: { or: ours } }, source: 'network' },
    ])
    .catch(() => undefined);
}

self.addEventListener('install', (event) => {
  // The world is loaded (a first visit's seed filled) before the worker takes over any page.
  event.waitUntil(Promise.all([routeTheRestToNetwork(event), world()]).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// A page loaded without its worker (a hard reload) asks to be taken over.
self.addEventListener('message', (event) => {
  if (event.data === 'claim') event.waitUntil(self.clients.claim());
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin) return;
  if (isControlPath(url.pathname)) event.respondWith(control(event.request));
  else if (isSimulatedPath(url.pathname)) event.respondWith(answer(event.request));
});
