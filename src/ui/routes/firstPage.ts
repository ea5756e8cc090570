import type { ComponentType } from 'react';
import { readToken } from '../../machines/credentials';
import { earlyLoads, loaderOf, type PageName } from './pages';
import { matchRoute } from './resolve';

/** The first page's component once its code is in, by route path: the first render shows it without a Suspense pass. */
export const loadedPages = new Map<string, ComponentType>();

/**
 * The first page's code starts loading with the app, alongside the simulator's start and the
 * session check the guard waits for, instead of after them (the largest paint waits on it). Once
 * in, the page is its plain component: src/main.tsx renders after this settles, so the first
 * render shows the page itself, not a Suspense fallback and a second pass. If the guard then
 * refuses the page, only a prefetch was wasted; a failed load shows when the page renders. A
 * signed-in visitor's first data is asked for now too (the page's `earlyLoads`), not after the
 * session. Nothing here needs React or Chakra, so it runs before the shell's code is evaluated.
 */
export const firstPageLoaded: Promise<void> = (() => {
  // Rendered to HTML at build time (src/prerender) there is no address to load for.
  if (typeof window === 'undefined') return Promise.resolve();
  const route = matchRoute(window.location.pathname)?.route;
  if (!route?.def.page) return Promise.resolve();
  if (readToken()) earlyLoads[route.def.page as PageName]?.(window.location.search).catch(() => undefined);
  return loaderOf(route.def.page)().then(
    (module) => void loadedPages.set(route.fullPath, module.default),
    () => undefined,
  );
})();
