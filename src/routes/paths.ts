import { routes, type RouteDef } from './table';

/**
 * Link builders derived from the route table: `paths.appDetail({ id })` is the table's
 * /app-center/app-detail?id=…, typed by the route's `:params` (required) and `query` (optional).
 * A route gets a builder by giving it a `name` in table.ts; no other module writes a route path.
 */

type Join<Base extends string, Seg extends string> = Base extends '' ? Seg : Seg extends '' ? Base : `${Base}/${Seg}`;

/** name, absolute path and query keys of every named route under `Defs`. */
type NamedRoutes<Defs, Base extends string> = Defs extends readonly (infer Def)[] ? NamedRoute<Def, Base> : never;
type NamedRoute<Def, Base extends string> = Def extends { path: infer Seg extends string }
  ? | (Def extends { name: infer Name extends string }
        ? {
            name: Name;
            path: `/${Join<Base, Seg>}`;
            query: Def extends { query: readonly (infer Q extends string)[] } ? Q : never;
          }
        : never)
    | (Def extends { children: infer Children } ? NamedRoutes<Children, Join<Base, Seg>> : never)
  : never;

type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type QueryValue = string | number | undefined;
type Builder<Entry extends { path: string; query: string }> = [PathParams<Entry['path']>] extends [never]
  ? (query?: { [K in Entry['query']]?: QueryValue }) => string
  : (params: { [K in PathParams<Entry['path']>]: string | number } & { [K in Entry['query']]?: QueryValue }) => string;

type Entry = NamedRoutes<typeof routes, ''>;
export type Paths = { [E in Entry as E['name']]: Builder<E> };
export type RouteName = keyof Paths;

const join = (base: string, seg: string) => (seg ? `${base}/${seg}` : base);

function collect(defs: readonly RouteDef[], base: string, into: Map<string, string>): Map<string, string> {
  for (const def of defs) {
    const path = join(base, def.path);
    if (def.name) into.set(def.name, path || '/');
    collect(def.children ?? [], path, into);
  }
  return into;
}

/** `/a/:id` with `{ id: 'x y', tab: 2 }` → `/a/x%20y?tab=2`; empty query values are left out. */
export function fillPath(pattern: string, params: Record<string, QueryValue> = {}): string {
  const used = new Set<string>();
  const path = pattern.replace(/:([^/]+)/g, (_, name: string) => {
    used.add(name);
    return encodeURIComponent(String(params[name] ?? ''));
  });
  const query = Object.entries(params)
    .filter(([key, value]) => !used.has(key) && value !== undefined && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return query.length ? `${path}?${query.join('&')}` : path;
}

const patterns = collect(routes, '', new Map());

/** A route's path pattern as the table writes it (`:id` left in), for matching rather than linking. */
export const routePattern = (name: RouteName): string => patterns.get(name)!;

export const paths = Object.fromEntries(
  [...patterns].map(([name, pattern]) => [name, (params?: Record<string, QueryValue>) => fillPath(pattern, params)]),
) as unknown as Paths;

export const modelDetailPath = (id: string): string => paths.modelDetail({ id });
export const tryModelPath = (id: string): string => paths.experienceCenter({ model: id });
/** The playground with the model chosen (立即体验 on the square's cards and the model's page). */
export const playgroundPath = (id: string): string => paths.playground({ model: id });
