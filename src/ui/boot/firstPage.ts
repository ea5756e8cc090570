import { readToken } from '../../machines/credentials';
import { firstScreenData, loadedPages, loaderOf, type PageName } from '../routes/pages';
import { matchRoute } from '../routes/resolve';
import { askFirstScreenData, loadFirstPage } from './firstPageStart';

/** The address's page, matched once: loading its code, and asking for its first screen. */
export function addressedPage() {
  const matched = matchRoute(window.location.pathname)?.route;
  const route = matched && { fullPath: matched.fullPath, page: matched.def.page };
  return {
    /** Loads the page's code; settles once it is in (or failed). */
    load: (): Promise<void> => loadFirstPage(route, (page) => loaderOf(page)(), loadedPages),
    /** Called once the HTTP client knows the visitor's token: a prefetch is keyed by whose answer it is. */
    askData: (): void =>
      askFirstScreenData(
        route,
        Boolean(readToken()),
        (page) => firstScreenData[page as PageName],
        window.location.search,
      ),
  };
}
