import { Router } from 'wouter';
import type { AppActor } from './machines/app';
import type { Notice } from './machines/notify';
import { AppProviders } from './ui/providers';
import { AppRoutes } from './ui/routes/AppRoutes';

export function App({ actor, takeRaisedBefore }: { actor: AppActor; takeRaisedBefore?: () => Notice[] }) {
  return (
    <AppProviders actor={actor} takeRaisedBefore={takeRaisedBefore}>
      <Router>
        <AppRoutes />
      </Router>
    </AppProviders>
  );
}
