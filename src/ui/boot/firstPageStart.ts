import type { ComponentType } from 'react';
import type { FirstScreenRequest } from '../routes/pages';

interface FirstVisit {
  /** The address's route; none when rendered to HTML at build time (src/prerender), where there is no address. */
  route?: { fullPath: string; page?: string };
  signedIn: boolean;
  /** What the page's first screen asks for, as its route declares it (src/ui/routes/pages.ts). */
  firstScreen: (page: string) => ((search: string) => Promise<FirstScreenRequest[]>) | undefined;
  loadPage: (page: string) => Promise<{ default: ComponentType }>;
  search: string;
  /** Where the page's component goes once its code is in, by route path. */
  loaded: Map<string, ComponentType>;
}

/**
 * A signed-in visitor's first data is asked for now (the page's `firstScreenData`), not after the
 * session: `dataAsked` settles once it has been asked for (at once if the page has none). src/main.tsx
 * evaluates the shell only then, so the request is not held behind that evaluation, and its answer
 * is more likely in by the first render, which then shows it (a list takes it from the request cache).
 *
 * The first page's code starts loading with the app, alongside the simulator's start and the
 * session check the guard waits for, instead of after them (the largest paint waits on it). Its
 * modules are imported once the data has been asked for: both imports settle when their files are
 * in, and the page's brings the UI libraries' evaluation, which ran first and held the data's
 * request ~100 ms behind it on a phone's CPU. The files are on their way already (index.html's
 * modulepreload links), so this waits for no download. Once in, the page is its plain component:
 * src/main.tsx renders after `pageLoaded` settles, so the first render shows the page itself, not
 * a Suspense fallback and a second pass. If the guard then refuses the page, only a prefetch was
 * wasted; a failed load shows when the page renders. Nothing here needs React or Chakra, so it
 * runs before the shell's code is evaluated.
 */
export function startFirstPage({ route, signedIn, firstScreen, loadPage, search, loaded }: FirstVisit): {
  dataAsked: Promise<void>;
  pageLoaded: Promise<void>;
} {
  const page = route?.page;
  const requests = page && signedIn ? firstScreen(page) : undefined;
  // Asked for, not waited for: the answers go to the request cache.
  const dataAsked = requests
    ? requests(search).then(
        (all) => all.forEach((request) => void request.prefetch()),
        () => undefined,
      )
    : Promise.resolve();
  const pageLoaded = !page
    ? Promise.resolve()
    : dataAsked
        .then(() => loadPage(page))
        .then(
          (module) => void loaded.set(route.fullPath, module.default),
          () => undefined,
        );
  return { dataAsked, pageLoaded };
}
