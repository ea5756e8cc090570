import { useSelector } from '@xstate/react';
import { createContext, useContext, useDeferredValue, useMemo, type ReactNode } from 'react';
import { systemActor, type AppActor, type SystemActors } from '../../machines/app';
import { expandCodes } from '../../domain/permissions';
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

type SessionSnapshot = ReturnType<SystemActors['session']['getSnapshot']>;
/** A visitor without a token, while the guest id is still being made (a token's profile never waits for it). */
const guestStarting = (s: SessionSnapshot) => s.matches('guestSession');

/**
 * Who is looking, as the guard and menus need it. `ready`: known for sure — including a visitor
 * without a token while the guest session is still being set up (the simulator may still be
 * starting), so public pages need not wait for it. `restoring`: a stored token's user is still
 * loading, so the shell keeps room for the signed-in menus instead of showing the guest's first.
 * `failed`: the token's permissions could not be loaded; the shell offers a retry, never 去登录.
 * `provisional`: restoring, with the token's permissions as last seen standing in (`ready` and
 * `loggedIn` with them), so a returning user's page paints without waiting for the session; the
 * guard lets a page render on them but refuses or redirects only on the session's own answer.
 *
 * Deferred: the session's answer comes as a store update, which React would render at once and in
 * one piece, and it lets in the whole page (its lists, its forms) and the shell's menus. Every
 * reader of this hook takes the new answer in the same background render instead, which React
 * does in slices between which the browser paints and takes input (on a phone's CPU a long task
 * of ~300 ms less on the model square), and commits at once, so shell and page never disagree.
 */
export function useAccess(): Access & { ready: boolean; restoring: boolean; failed: boolean; provisional: boolean } {
  const session = useSystemActor('session');
  const restoring = useSelector(session, (s) => Boolean(s.context.token) && s.matches('loading'));
  // While restoring, the token's permissions as last seen: a page they allow may render meanwhile.
  const known = useSelector(session, (s) => (restoring ? s.context.knownCodes : undefined));
  const provisional = known !== undefined;
  // Signing out keeps the page as it is until the reload: a guest here would be sent home first.
  const loggedIn = useSelector(session, (s) => s.matches('authenticated') || s.matches('loggingOut')) || provisional;
  // Signed in (the token stands) but the permissions did not load: neither a guest nor ready.
  const failed = useSelector(session, (s) => s.matches('failed'));
  const ready = useSelector(session, (s) => s.hasTag('ready') || guestStarting(s)) || provisional;
  const codes = useSelector(session, (s) => s.context.codes);
  const expanded = useMemo(() => expandCodes(known ?? codes), [known, codes]);
  const access = useMemo(
    () => ({ loggedIn, ready, restoring, failed, provisional, codes: expanded }),
    [loggedIn, ready, restoring, failed, provisional, expanded],
  );
  return useDeferredValue(access);
}
