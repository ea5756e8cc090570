import { Activity, Suspense, createElement, lazy, useEffect, useMemo, useState, type ComponentType } from 'react';
import { Box, Spinner } from '@chakra-ui/react';
import { Redirect, useLocation } from 'wouter';
import { notify } from '../../machines/notify';
import { useAccess, useSystemActor } from '../hooks/appActor';
import { KeptScroll } from '../shell/KeptScroll';
import { Layout } from '../shell/Layout';
import { SignInFailed } from '../shell/SessionNotice';
import { loadedPages, loaderOf } from './pages';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import {
  DENIED_MESSAGE,
  documentTitle,
  flatRoutes,
  keepAliveRoutes,
  resolve,
  type Decision,
  type FlatRoute,
} from './resolve';
import { paths } from '../../routes/paths';

/** One lazy component per routed page, made once: the chunk loads on first visit (the first page's is in already, see src/ui/boot/firstPage.ts). */
const pages = new Map<string, ComponentType>(
  flatRoutes.flatMap((r) => (r.def.page ? [[r.fullPath, lazy(loaderOf(r.def.page))]] : [])),
);
const pageOf = (route: FlatRoute) => loadedPages.get(route.fullPath) ?? pages.get(route.fullPath)!;

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
      <Suspense fallback={<PageFallback />}>{createElement(pageOf(route))}</Suspense>
    </RouteErrorBoundary>
  );
}

/** Guards every navigation with the route table's decision, then renders it in the layout. */
export function AppRoutes() {
  const [location] = useLocation();
  const access = useAccess();
  const loginDialog = useSystemActor('loginDialog');
  const decision = useMemo(
    () =>
      access.provisional
        ? renderOnly(resolve(location, access))
        : access.ready
          ? resolve(location, access)
          : access.failed
            ? publicOnly(resolve(location, access))
            : undefined,
    [location, access.ready, access.failed, access.loggedIn, access.codes, access.provisional], // eslint-disable-line react-hooks/exhaustive-deps
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
          <KeptScroll>
            <RoutePage route={r} />
          </KeptScroll>
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

/**
 * On the last known permissions a page may render at once, but a refusal, a login or a redirect
 * waits for the session's answer: those permissions may have changed since.
 */
const renderOnly = (decision: Decision): Decision | undefined => (decision.kind === 'render' ? decision : undefined);

/** What the guard's decision adds beside the kept-alive pages. */
function DecisionView({
  decision,
  active,
  signInFailed,
}: {
  decision: Decision | undefined;
  active: FlatRoute | undefined;
  signInFailed: boolean;
}) {
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
