import { Router } from 'wouter';
import type { AppActor } from './machines/app';
import { AppProviders } from './ui/providers';
import { AppRoutes } from './ui/routes/AppRoutes';

export function App({ actor }: { actor: AppActor }) {
  return (
    <AppProviders actor={actor}>
      <Router>
        <AppRoutes />
      </Router>
    </AppProviders>
  );
}
