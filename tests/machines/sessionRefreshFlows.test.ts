/**
 * A flow that changed what the user may do (an activation, a verification) asks the session to
 * reload the profile and waits for it: it goes on once the reload is over, goes on at once when it
 * runs alone (no session), and gives up after 30 s rather than wait forever.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { ProfileLoad } from '../../src/machines/session';
import { refreshSessionAndWait } from '../../src/machines/sessionRefresh';
import { controlledSession } from './sessionHarness';

const signIn: ProfileLoad = { parts: ['codes', 'user'], codes: ['DevC:read'], problems: {} };
const everything: ProfileLoad = {
  parts: ['codes', 'user', 'auth'],
  codes: ['DevC:read', 'DevC:edit'],
  auth: { status: 3, personalVerificationVO: null },
  problems: {},
};

/** A signed-in session whose loads the test answers. */
async function signedIn() {
  const { control, machine } = controlledSession(['persistSessionId']);
  const session = createActor(machine, { input: { token: 'tok-1', sessionId: 'gs-1' } }).start();
  control.settle({ type: 'xstate.done.actor.ensureGuestSession', output: 'gs-1' });
  await waitFor(session, (s) => s.matches('loading'));
  control.settle({ type: 'xstate.done.actor.loadProfile', output: signIn });
  await waitFor(session, (s) => s.matches({ authenticated: 'idle' }));
  return { control, session };
}

/** The promise's outcome so far, read without awaiting it. */
function watch(promise: Promise<void>) {
  const seen: { outcome?: 'done' | Error } = {};
  promise.then(
    () => (seen.outcome = 'done'),
    (error: Error) => (seen.outcome = error),
  );
  return seen;
}

afterEach(() => vi.useRealTimers());

describe('refreshing the session and waiting for it', () => {
  it('without a session there is nothing to wait for', async () => {
    await expect(refreshSessionAndWait(undefined)).resolves.toBeUndefined();
  });

  it('goes on once the reloaded profile is in', async () => {
    const { control, session } = await signedIn();
    const refreshed = refreshSessionAndWait(session);
    expect(session.getSnapshot().value).toEqual({ authenticated: 'refreshing' });
    control.settle({ type: 'xstate.done.actor.refreshProfile', output: everything });
    await expect(refreshed).resolves.toBeUndefined();
    expect(session.getSnapshot().context.codes).toEqual(['DevC:read', 'DevC:edit']);
  });

  it('gives up after 30 s when the reload never answers', async () => {
    const { session } = await signedIn();
    vi.useFakeTimers();
    const seen = watch(refreshSessionAndWait(session));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(seen.outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.outcome).toBeInstanceOf(Error);
    expect(session.getSnapshot().value).toEqual({ authenticated: 'refreshing' });
  });
});
