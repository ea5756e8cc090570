import { lazy, Suspense } from 'react';
import { Route, Router, Switch } from 'wouter';
import type { AppActor } from './machines/app';
import { AppProviders } from './ui/providers';
import { AppRoutes } from './ui/routes/AppRoutes';

// Development only: a literal condition, so production builds drop the page and its layout engine.
const DevMachinesPage = import.meta.env.DEV
  ? lazy(() => import('./dev/MachinesPage').then((m) => ({ default: m.MachinesPage })))
  : undefined;

export function App({ actor }: { actor: AppActor }) {
  return (
    <AppProviders actor={actor}>
      <Router>
        {DevMachinesPage ? (
          <Switch>
            <Route path="/dev/machines">
              <Suspense fallback={null}>
                <DevMachinesPage />
              </Suspense>
            </Route>
            <Route>
              <AppRoutes />
            </Route>
          </Switch>
        ) : (
          <AppRoutes />
        )}
      </Router>
    </AppProviders>
  );
}
