/// <reference lib="webworker" />
/**
 * The in-browser simulator: the demo's service worker answers the platform API itself, with the
 * handlers `npm run sim:server` and the tests run. Its code is installed once, so a page of the
 * demo neither downloads nor starts a simulator: it loads as it would against a real backend, and
 * every tab of the origin talks to the same world.
 *
 * This is what the worker runs when it starts: routing only. The simulator itself
 * (mocks/workerSimulator.ts) is evaluated with the first API call.
 */
import { apiFolders } from '../src/api/paths';
import { CONTROLS_PREFIX, isControlPath } from './workerMessages';

declare const self: ServiceWorkerGlobalScope;

const simulator = () => import('./workerSimulator');

/** In the API's folders, in any letter case, as the handlers match. */
const inApiFolder = (pathname: string): boolean => {
  const path = pathname.toLowerCase();
  return apiFolders.some((folder) => path.startsWith(folder));
};

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
  const ours = [...apiFolders, CONTROLS_PREFIX].map((prefix) => ({
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
  const loaded = simulator().then(({ world }) => world());
  event.waitUntil(Promise.all([routeTheRestToNetwork(event), loaded]).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// A page loaded without its worker (a hard reload) asks to be taken over.
self.addEventListener('message', (event) => {
  if (event.data === 'claim') event.waitUntil(self.clients.claim());
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin) return;
  if (isControlPath(url.pathname)) event.respondWith(simulator().then(({ control }) => control(event.request)));
  else if (inApiFolder(url.pathname)) event.respondWith(simulator().then(({ answer }) => answer(event.request)));
});
