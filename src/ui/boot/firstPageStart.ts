import type { ComponentType } from 'react';
import type { FirstScreenRequest } from '../routes/pages';

/** The address's route, if it has one. */
type Addressed = { fullPath: string; page?: string } | undefined;

/**
 * The first page's code starts loading with the app, alongside the simulator's start and the
 * session check the guard waits for, instead of after them (the largest paint waits on it). Its
 * files are on their way already (index.html's modulepreload links), so this waits for no
 * download. Once in, the page is its plain component: src/main.tsx renders after this settles, so
 * the first render shows the page itself, not a Suspense fallback and a second pass. If the guard
 * then refuses the page, only a prefetch was wasted; a failed load shows when the page renders.
 */
export function loadFirstPage(
  route: Addressed,
  loadPage: (page: string) => Promise<{ default: ComponentType }>,
  /** Where the page's component goes once its code is in, by route path. */
  loaded: Map<string, ComponentType>,
): Promise<void> {
  if (!route?.page) return Promise.resolve();
  return loadPage(route.page).then(
    (module) => void loaded.set(route.fullPath, module.default),
    () => undefined,
  );
}

/**
 * A signed-in visitor's first data is asked for at once (the page's `firstScreenData`, for the
 * address's query string), not after the session: its answer is then more likely in by the
 * first render, which shows it (a list takes it from the request cache). Asked for, not waited
 * for: the answers go to the request cache. Nothing here needs React or Chakra, so it runs before
 * the shell's code is evaluated.
 */
export function askFirstScreenData(
  route: Addressed,
  signedIn: boolean,
  /** What the page's first screen asks for, as its route declares it (src/ui/routes/pages.ts). */
  firstScreen: (page: string) => ((search: string) => FirstScreenRequest[]) | undefined,
  search: string,
): void {
  if (!route?.page || !signedIn) return;
  firstScreen(route.page)?.(search).forEach((request) => void request.prefetch());
}
