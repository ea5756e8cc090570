import { readToken } from '../../machines/credentials';
import { firstScreenData, loadedPages, loaderOf, type PageName } from '../routes/pages';
import { matchRoute } from '../routes/resolve';
import { startFirstPage } from './firstPageStart';

const matched = typeof window === 'undefined' ? undefined : matchRoute(window.location.pathname)?.route;

export const { dataAsked: firstDataAsked, pageLoaded: firstPageLoaded } = startFirstPage({
  route: matched && { fullPath: matched.fullPath, page: matched.def.page },
  signedIn: Boolean(readToken()),
  firstScreen: (page) => firstScreenData[page as PageName],
  loadPage: (page) => loaderOf(page)(),
  search: typeof window === 'undefined' ? '' : window.location.search,
  loaded: loadedPages,
});
