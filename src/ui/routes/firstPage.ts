import type { ComponentType } from 'react';
import { readToken } from '../../machines/credentials';
import { earlyLoads, loaderOf, type PageName } from './pages';
import { matchRoute } from './resolve';

/** The first page's component once its code is in, by route path: the first render shows it without a Suspense pass. */
export const loadedPages = new Map<string, ComponentType>();

/** The address's route, where there is an address (not when rendered to HTML at build time, src/prerender). */
const route = typeof window === 'undefined' ? undefined : matchRoute(window.location.pathname)?.route;

/**
 * A signed-in visitor's first data is asked for now (the page's `earlyLoads`), not after the
 * session. Settles once it has been asked for (at once if the page has none, and
 * when rendered to HTML at build time, where there is no address). src/main.tsx evaluates the
 * shell only then, so the request is not held behind that evaluation, and its answer is more
 * likely in by the first render, which then shows it (the list's `firstPage`).
 */
export const firstDataAsked: Promise<void> = (() => {
  const load = route?.def.page && readToken() ? earlyLoads[route.def.page as PageName] : undefined;
  return load ? load(window.location.search).catch(() => undefined) : Promise.resolve();
})();

/**
 * The first page's code starts loading with the app, alongside the simulator's start and the
 * session check the guard waits for, instead of after them (the largest paint waits on it). Once
 * in, the page is its plain component: src/main.tsx renders after this settles, so the first
 * render shows the page itself, not a Suspense fallback and a second pass. If the guard then
 * refuses the page, only a prefetch was wasted; a failed load shows when the page renders.
 * Nothing here needs React or Chakra, so it runs before the shell's code is evaluated.
 */
export const firstPageLoaded: Promise<void> = !route?.def.page
  ? Promise.resolve()
  : loaderOf(route.def.page)().then(
      (module) => void loadedPages.set(route.fullPath, module.default),
      () => undefined,
    );
