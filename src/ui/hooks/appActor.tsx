import { useSelector } from '@xstate/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { systemActor, type AppActor, type SystemActors } from '../../machines/app';
import { expandCodes } from '../../machines/rules/permissions';
import type { Access } from '../routes/resolve';

const AppActorContext = createContext<AppActor | null>(null);

export function AppActorProvider({ actor, children }: { actor: AppActor; children: ReactNode }) {
  return <AppActorContext.Provider value={actor}>{children}</AppActorContext.Provider>;
}

/** A long-lived flow of the app's actor system (session, loginDialog, …). */
export function useSystemActor<K extends keyof SystemActors>(id: K): SystemActors[K] {
  const app = useContext(AppActorContext);
  if (!app) throw new Error('useSystemActor needs <AppActorProvider>');
  return systemActor(app, id);
}

/** Who is looking, as the guard and menus need it. */
export function useAccess(): Access & { ready: boolean } {
  const session = useSystemActor('session');
  const loggedIn = useSelector(session, (s) => s.matches('authenticated'));
  const ready = useSelector(session, (s) => s.hasTag('ready'));
  const codes = useSelector(session, (s) => s.context.codes);
  const expanded = useMemo(() => expandCodes(codes), [codes]);
  return { loggedIn, ready, codes: expanded };
}
