import { firstScreenData, type PageName } from '../../src/ui/routes/pages';

/** Asks for what `page`'s route declares its first screen needs (at `search`), as a signed-in visit's boot does; settles once all is in. */
export async function prefetchFirstScreen(page: PageName, search = '') {
  await Promise.all(firstScreenData[page]!(search).map((request) => request.prefetch()));
}
