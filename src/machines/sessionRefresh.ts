import { waitFor, type ActorSystem, type AnyActorRef } from 'xstate';

/**
 * Asks the session to reload permissions, user detail and verification (SESSION.REFRESH) and
 * resolves once it has: what follows (a route the new permissions open, a badge) needs them.
 * Without a session in the system (a flow tested alone) there is nothing to wait for.
 */
export async function refreshSessionAndWait(system: ActorSystem<any>): Promise<void> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const session = system.get('session') as AnyActorRef | undefined;
  if (!session) return;
  session.send({ type: 'SESSION.REFRESH' });
  await waitFor(session, (s: { matches: (v: unknown) => boolean }) => !s.matches({ authenticated: 'refreshing' }), { timeout: 30_000 });
}
