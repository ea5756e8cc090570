import { Activity, Suspense, createElement, lazy, useEffect, useMemo, useState, type ComponentType } from 'react';
import { Box, Spinner } from '@chakra-ui/react';
import { Redirect, useLocation } from 'wouter';
import { readToken } from '../../machines/credentials';
import { notify } from '../../machines/notify';
import { useAccess, useSystemActor } from '../hooks/appActor';
import { Layout } from '../shell/Layout';
import { SignInFailed } from '../shell/SessionNotice';
import { earlyLoads, loaderOf, type PageName } from './pages';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { DENIED_MESSAGE, documentTitle, flatRoutes, keepAliveRoutes, matchRoute, resolve, type Decision, type FlatRoute } from './resolve';
import { paths } from '../../routes/paths';

/** One lazy component per routed page, made once: the chunk loads on first visit. */
const pages = new Map<string, ComponentType>(flatRoutes.flatMap((r) => (r.def.page ? [[r.fullPath, lazy(loaderOf(r.def.page))]] : [])));

/**
 * The first page's code starts loading with the app, alongside the simulator's start and the
 * session check the guard waits for, instead of after them (the largest paint waits on it). Once
 * in, the page is its plain component: src/main.tsx renders after this settles, so the first
 * render shows the page itself, not a Suspense fallback and a second pass. If the guard then
 * refuses the page, only a prefetch was wasted; a failed load shows when the page renders. A
 * signed-in visitor's first data is asked for now too (the page's `earlyLoads`), not after the session.
 */
export const firstPageLoaded: Promise<void> = (() => {
  // Rendered to HTML at build time (src/prerender) there is no address to load for.
  if (typeof window === 'undefined') return Promise.resolve();
  const route = matchRoute(window.location.pathname)?.route;
  if (!route?.def.page) return Promise.resolve();
  if (readToken()) earlyLoads[route.def.page as PageName]?.(window.location.search).catch(() => undefined);
  return loaderOf(route.def.page)().then(
    (module) => void pages.set(route.fullPath, module.default),
    () => undefined,
  );
})();

const NotFound = lazy(() => import('../pages/misc/miscPages').then((m) => ({ default: m.NotFoundPage })));

export function PageFallback() {
  return (
    <Box display="flex" justifyContent="center" py="20" aria-busy="true">
      <Spinner size="lg" color="blue.500" role="status" aria-label="加载中" />
    </Box>
  );
}

function RoutePage({ route }: { route: FlatRoute }) {
  // The page components are made once at module load; createElement says so to the hooks linter.
  return (
    <RouteErrorBoundary key={route.fullPath}>
      <Suspense fallback={<PageFallback />}>{createElement(pages.get(route.fullPath)!)}</Suspense>
    </RouteErrorBoundary>
  );
}

/** Guards every navigation with the route table's decision, then renders it in the layout. */
export function AppRoutes() {
  const [location] = useLocation();
  const access = useAccess();
  const loginDialog = useSystemActor('loginDialog');
  const decision = useMemo(
    () => (access.ready ? resolve(location, access) : access.failed ? publicOnly(resolve(location, access)) : undefined),
    [location, access.ready, access.failed, access.loggedIn, access.codes], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const active = decision?.kind === 'render' ? decision.route : undefined;
  const [visited, setVisited] = useState<string[]>([]);
  if (active?.def.keepAlive && !visited.includes(active.fullPath)) setVisited([...visited, active.fullPath]);

  useEffect(() => {
    if (decision?.kind === 'login') loginDialog.send({ type: 'LOGIN.OPEN', step: 0 });
    if (decision?.kind === 'denied') notify(DENIED_MESSAGE, 'warning');
  }, [decision, loginDialog]);

  useEffect(() => {
    document.title = documentTitle(active);
  }, [active]);

  const kept = keepAliveRoutes.filter((r) => visited.includes(r.fullPath));
  return (
    <Layout route={active}>
      {/* Kept-alive pages stay mounted (hidden) while the guard redirects or waits: a redirecting
          parent (the header's sections) must not throw away a list's selection or a typed draft. */}
      {kept.map((r) => (
        <Activity key={r.fullPath} mode={r === active ? 'visible' : 'hidden'}>
          <RoutePage route={r} />
        </Activity>
      ))}
      <DecisionView decision={decision} active={active} signInFailed={access.failed} />
    </Layout>
  );
}

/**
 * A signed-in visitor whose permissions did not load may still see the public pages; any other
 * page waits for the retry (asking them to log in would be wrong: the token stands).
 */
const publicOnly = (decision: Decision): Decision | undefined => (decision.kind === 'login' ? undefined : decision);

/** What the guard's decision adds beside the kept-alive pages. */
function DecisionView({ decision, active, signInFailed }: { decision: Decision | undefined; active: FlatRoute | undefined; signInFailed: boolean }) {
  if (!decision) return signInFailed ? <SignInFailed /> : <PageFallback />;
  switch (decision.kind) {
    // Keyed by target: wouter's Redirect navigates on mount only, and redirects can chain.
    case 'redirect':
      return <Redirect key={decision.to} to={decision.to} replace />;
    case 'login':
    case 'denied':
      return <Redirect key={paths.home()} to={paths.home()} replace />;
    case 'notFound':
      return (
        <Suspense fallback={<PageFallback />}>
          <NotFound />
        </Suspense>
      );
    case 'render':
      return active && !active.def.keepAlive ? <RoutePage route={active} /> : null;
  }
}
