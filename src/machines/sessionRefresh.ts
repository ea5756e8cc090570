import { waitFor, type AnyActorRef } from 'xstate';

/**
 * Asks the session to reload permissions, user detail and verification (SESSION.REFRESH) and
 * resolves once it has: what follows (a route the new permissions open, a badge) needs them.
 * Screen machines run in their own actor system, so they are handed the session itself;
 * without one (a flow tested alone) there is nothing to wait for.
 */
export async function refreshSessionAndWait(session: AnyActorRef | undefined): Promise<void> {
  if (!session) return;
  session.send({ type: 'SESSION.REFRESH' });
  await waitFor(session, (s: { matches: (v: unknown) => boolean }) => !s.matches({ authenticated: 'refreshing' }), {
    timeout: 30_000,
  });
}
