import { readToken } from '../../machines/credentials';
import { firstScreenData, loadedPages, loaderOf, type PageName } from '../routes/pages';
import { matchRoute } from '../routes/resolve';
import { askFirstScreenData, loadFirstPage } from './firstPageStart';

function addressed() {
  const route = matchRoute(window.location.pathname)?.route;
  return route && { fullPath: route.fullPath, page: route.def.page };
}

/** Loads the address's page's code; settles once it is in (or failed). */
export const loadAddressedPage = (): Promise<void> =>
  loadFirstPage(addressed(), (page) => loaderOf(page)(), loadedPages);

/**
 * Asks for the address's page's first screen. Called once the HTTP client knows the visitor's
 * token: a prefetch is keyed by whose answer it is.
 */
export const askAddressedPageData = (): void =>
  askFirstScreenData(
    addressed(),
    Boolean(readToken()),
    (page) => firstScreenData[page as PageName],
    window.location.search,
  );
