import type { ComponentType } from 'react';
import { readToken } from '../../machines/credentials';
import { earlyLoads, loaderOf, type PageName } from './pages';
import { matchRoute } from './resolve';
import { startFirstPage } from './firstPageStart';

/** The first page's component once its code is in, by route path: the first render shows it without a Suspense pass. */
export const loadedPages = new Map<string, ComponentType>();

const matched = typeof window === 'undefined' ? undefined : matchRoute(window.location.pathname)?.route;

export const { dataAsked: firstDataAsked, pageLoaded: firstPageLoaded } = startFirstPage({
  route: matched && { fullPath: matched.fullPath, page: matched.def.page },
  signedIn: Boolean(readToken()),
  earlyLoad: (page) => earlyLoads[page as PageName],
  loadPage: (page) => loaderOf(page)(),
  search: typeof window === 'undefined' ? '' : window.location.search,
  loaded: loadedPages,
});
