import { routes, type RouteDef } from '../../src/routes/table';

export interface PageRoute {
  path: string;
  title: string;
  public: boolean;
}

/** A value for a `:param` segment: the page then shows its not-found state, which axe checks too. */
const PARAM_VALUE = '1';

/** Every page of the route table (the routes with a page to load), as absolute paths. */
export function pageRoutes(defs: readonly RouteDef[] = routes, parent = '', parentPublic = false): PageRoute[] {
  return defs.flatMap((def) => {
    const path = `${parent}/${def.path}`.replace(/\/+/g, '/').replace(/:[^/]+/g, PARAM_VALUE);
    const isPublic = parentPublic || Boolean(def.public || def.skipChecks);
    const own = def.page ? [{ path, title: def.title, public: isPublic }] : [];
    return [...own, ...pageRoutes(def.children ?? [], path, isPublic)];
  });
}
