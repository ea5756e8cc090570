import { hasAnyCode, type CodeSet } from '../../domain/permissions';
import { routes, type RouteDef } from '../../routes/table';

const table: readonly RouteDef[] = routes;

/** A route with its absolute path and ancestry, as the guard and the menus need it. */
export interface FlatRoute {
  fullPath: string;
  def: RouteDef;
  ancestors: RouteDef[];
  pattern: RegExp;
  /** Patterns of its aliases, matched like the path itself. */
  aliasPatterns: RegExp[];
}

export interface Access {
  loggedIn: boolean;
  codes: CodeSet;
}

export type Decision =
  | { kind: 'render'; route: FlatRoute; params: Record<string, string> }
  | { kind: 'redirect'; to: string }
  | { kind: 'login' }
  | { kind: 'denied' }
  | { kind: 'notFound' };

export const DENIED_MESSAGE = '页面不存在或无权限';

function toPattern(path: string): RegExp {
  const body = path
    .split('/')
    .map((seg) => (seg.startsWith(':') ? `(?<${seg.slice(1)}>[^/]+)` : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body || '/'}$`);
}

const join = (base: string, seg: string) => (seg ? `${base}/${seg}` : base || '/');

export function flatten(defs: readonly RouteDef[], base = '', ancestors: RouteDef[] = []): FlatRoute[] {
  return defs.flatMap((def) => {
    const fullPath = join(base, def.path);
    const self: FlatRoute = {
      fullPath,
      def,
      ancestors,
      pattern: toPattern(fullPath),
      aliasPatterns: (def.aliases ?? []).map(toPattern),
    };
    return [self, ...flatten(def.children ?? [], fullPath, [...ancestors, def])];
  });
}

export const flatRoutes: FlatRoute[] = flatten(table);
const byDef = new Map(flatRoutes.map((r) => [r.def, r]));
export const routeOf = (def: RouteDef): FlatRoute => byDef.get(def)!;

export function normalize(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed || '/';
}

export function matchRoute(pathname: string): { route: FlatRoute; params: Record<string, string> } | undefined {
  const path = normalize(pathname);
  for (const route of flatRoutes) {
    const m = route.pattern.exec(path) ?? route.aliasPatterns.map((p) => p.exec(path)).find(Boolean);
    if (m) return { route, params: { ...(m.groups ?? {}) } };
  }
  // Docs deep links live below the guide's path.
  const docs = flatRoutes.find((r) => r.def.aliases?.some((a) => path.startsWith(`${a}/`)));
  return docs ? { route: docs, params: {} } : undefined;
}

const chain = (route: FlatRoute) => [...route.ancestors, route.def];
export const isPublic = (route: FlatRoute) => chain(route).some((d) => d.public || d.skipChecks);
export const canEnter = (route: FlatRoute, access: Access) =>
  chain(route).every((d) => hasAnyCode(d.codes, access.codes));

/** A route whose chain is reachable and that renders something (directly or through children). */
function reachable(route: FlatRoute, access: Access): boolean {
  if (!canEnter(route, access)) return false;
  if (route.def.page) return true;
  return (route.def.children ?? []).some((c) => !c.hidden && reachable(routeOf(c), access));
}

function resolveRedirect(route: FlatRoute): string {
  const target = route.def.redirect!;
  return target.startsWith('/') ? target : `${route.fullPath}/${target}`;
}

function firstEnterableChild(route: FlatRoute, access: Access): string | undefined {
  const preferred = route.def.redirect ? matchRoute(resolveRedirect(route))?.route : undefined;
  if (preferred && (!access.loggedIn || reachable(preferred, access))) return preferred.fullPath;
  const child = (route.def.children ?? []).map(routeOf).find((c) => !c.def.hidden && reachable(c, access));
  return child?.fullPath;
}

/** The guard of SPEC sections 2 and 6, as a pure decision. */
export function resolve(pathname: string, access: Access): Decision {
  const match = matchRoute(pathname);
  if (!match) return { kind: 'notFound' };
  const { route, params } = match;
  if (route.def.skipChecks) return { kind: 'render', route, params };
  if (!isPublic(route) && !access.loggedIn) return { kind: 'login' };
  if (!canEnter(route, access)) {
    const fallback = route.def.fallback ? matchRoute(route.def.fallback)?.route : undefined;
    return fallback && canEnter(fallback, access) ? { kind: 'redirect', to: fallback.fullPath } : { kind: 'denied' };
  }
  if (!route.def.page) {
    const to = route.def.redirect?.startsWith('/') ? route.def.redirect : firstEnterableChild(route, access);
    return to ? { kind: 'redirect', to } : { kind: 'denied' };
  }
  return { kind: 'render', route, params };
}

/** Menu visibility (SPEC section 6): codes intersect, or none required; logged-out items by flag. */
export function visibleInMenu(def: RouteDef, access: Access): boolean {
  if (def.hidden) return false;
  if (!access.loggedIn) return Boolean(def.public || def.showWhenLoggedOut);
  return reachable(routeOf(def), access);
}

export const headerMenu = (access: Access): FlatRoute[] =>
  table.filter((d) => d.menu === 'header' && visibleInMenu(d, access)).map(routeOf);

export interface MenuNode {
  route: FlatRoute;
  children: MenuNode[];
}

/** Whether the path's section has a side menu for someone signed in (before knowing their codes). */
export function sectionHasMenu(pathname: string): boolean {
  const match = matchRoute(pathname);
  if (match?.route.def.bare) return false;
  const section = match ? (match.route.ancestors[0] ?? match.route.def) : undefined;
  return Boolean(section?.children?.some((d) => !d.hidden));
}

/** The side menu of the section the path belongs to (top-level route). */
export function sideMenu(pathname: string, access: Access): MenuNode[] {
  const match = matchRoute(pathname);
  const section = match ? (match.route.ancestors[0] ?? match.route.def) : undefined;
  const build = (defs: readonly RouteDef[]): MenuNode[] =>
    defs
      .filter((d) => !d.hidden && access.loggedIn && reachable(routeOf(d), access))
      .map((d) => ({ route: routeOf(d), children: build(d.children ?? []) }));
  return section ? build(section.children ?? []) : [];
}

export const keepAliveRoutes: FlatRoute[] = flatRoutes.filter((r) => r.def.keepAlive && !r.def.noCache);

export const documentTitle = (route: FlatRoute | undefined) =>
  route ? `${route.def.pageTitle ?? route.def.title} - 大模型开放平台` : '大模型开放平台';
