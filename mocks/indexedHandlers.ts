/**
 * msw tries its handlers one after another, and every try parses the request's cookies and
 * compiles the handler's path pattern: with ~160 endpoints a call paid ~90 tries before its own,
 * the bulk of the simulator's time per call. One handler in front of them looks the path up
 * instead (static paths exactly, `:param` paths by the static part before the first parameter)
 * and lets msw's own getResponse run the two or three candidates, so every rule of a handler
 * (method, params, streaming, errors) works as before.
 */
import { getResponse, http, type HttpHandler } from 'msw';

/** As msw matches paths: letter case and a trailing slash do not matter. */
const normal = (pathname: string) => pathname.toLowerCase().replace(/(.)\/$/, '$1');

/** '*\/front/api/app/v1/detail/:id' → ['/front/api/app/v1/detail/', true]. */
function staticPart(handler: HttpHandler): [prefix: string, patterned: boolean] {
  const { path } = handler.info;
  if (typeof path !== 'string' || !path.startsWith('*/'))
    throw new Error(`simulator handler path must start with "*/": ${String(path)}`);
  const pattern = path.slice(1).toLowerCase();
  const dynamic = pattern.search(/[:*(?{]/);
  return dynamic === -1 ? [pattern, false] : [pattern.slice(0, dynamic), true];
}

/** The handlers that may answer a path: the exact ones first, then those with parameters. */
export type PathIndex = (pathname: string) => HttpHandler[];

export function pathIndex(handlers: readonly HttpHandler[]): PathIndex {
  const exact = new Map<string, HttpHandler[]>();
  const patterned: Array<[prefix: string, handler: HttpHandler]> = [];
  for (const handler of handlers) {
    const [prefix, isPatterned] = staticPart(handler);
    if (isPatterned) patterned.push([prefix, handler]);
    else exact.set(normal(prefix), [...(exact.get(normal(prefix)) ?? []), handler]);
  }
  return (pathname) => [
    ...(exact.get(normal(pathname)) ?? []),
    ...patterned.filter(([prefix]) => pathname.toLowerCase().startsWith(prefix)).map(([, handler]) => handler),
  ];
}

/** The first path segments the handlers answer under: '*\/front/api/x' → '/front/'. */
export function topLevelPrefixes(handlers: readonly HttpHandler[]): string[] {
  const prefixes = handlers.map((handler) => {
    const [prefix] = staticPart(handler);
    const end = prefix.indexOf('/', 1);
    if (end === -1) throw new Error(`simulator handler path has no top-level folder: ${prefix}`);
    return prefix.slice(0, end + 1);
  });
  return [...new Set(prefixes)].sort();
}

export function indexedHandlers(candidates: PathIndex): HttpHandler {
  return http.all('*', async ({ request }) => {
    const found = candidates(new URL(request.url).pathname);
    return found.length === 0 ? undefined : getResponse(found, request);
  });
}
