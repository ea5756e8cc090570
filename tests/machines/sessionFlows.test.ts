/**
 * The session's start (the guest id, kept or asked of the simulator) and the two questions the
 * rest of the app asks of its snapshot: is the visitor known yet (the routes wait for it), and has
 * a sign-in settled for a given token (what reads the profile right after a sign-in waits for it).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { resetSimulator } from '../../mocks/node';
import type { UserDetail } from '../../src/domain/types/user.types';
import { onNotify, type Notice } from '../../src/machines/notify';
import { sessionMachine, settledFor, whoIsKnown, type ProfileLoad } from '../../src/machines/session';
import { flush } from './modelHarness';
import { controlledSession } from './sessionHarness';

const user = { userId: 'u1', userName: 'dev_ent', userRole: 2, isInfoFull: true, experienceAuth: true } as UserDetail;
const signIn: ProfileLoad = { parts: ['codes', 'user'], codes: ['DevC:read'], user, problems: {} };
const badge: ProfileLoad = { parts: ['auth'], auth: { status: 3, personalVerificationVO: null }, problems: {} };
const withoutCodes: ProfileLoad = { parts: ['codes', 'user'], user, problems: { codes: '请求错误，请稍后重试' } };

/** The session with its profile loads under the test's control; the guest id as the test says. */
function controlled(input: { token?: string; sessionId?: string }) {
  const { control, machine } = controlledSession(['persistSessionId', 'persistToken', 'forgetToken']);
  const actor = createActor(machine, { input }).start();
  const answer = async (id: string, output: unknown) => {
    control.settle({ type: `xstate.done.actor.${id}`, output });
    await flush();
  };
  return { actor, answer, control };
}

describe('the guest id', () => {
  beforeEach(() => resetSimulator());

  /** The real guest-id step against the simulator; only the profile loads stand in (never reached without a token). */
  const startWith = (sessionId?: string) =>
    createActor(sessionMachine.provide({ actions: { persistSessionId: () => undefined } }), {
      input: { sessionId },
    }).start();

  it('a visitor who already has one keeps it, without asking for another', async () => {
    const actor = startWith('gs_0123456789abcdef0123456789abcdef');
    await waitFor(actor, (s) => s.matches('guest'));
    expect(actor.getSnapshot().context.sessionId).toBe('gs_0123456789abcdef0123456789abcdef');
  });

  it('a first visit gets a new one from the simulator (gs_ and 32 hex digits)', async () => {
    const actor = startWith(undefined);
    await waitFor(actor, (s) => s.matches('guest'));
    expect(actor.getSnapshot().context.sessionId).toMatch(/^gs_[0-9a-f]{32}$/);
  });

  it('a guest holds no permission codes', async () => {
    const { actor, answer } = controlled({});
    await answer('ensureGuestSession', 'gs-1');
    expect(actor.getSnapshot().value).toBe('guest');
    expect(actor.getSnapshot().context.codes).toEqual([]);
  });
});

describe('what the app reads of a session snapshot', () => {
  it('who is looking is unknown while the sign-in loads, known once signed in, the guest id not waited for', async () => {
    const { actor, answer } = controlled({ token: 'tok-1' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(whoIsKnown(actor.getSnapshot())).toBe(false);
    await answer('loadProfile', signIn);
    expect(whoIsKnown(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ sessionId: undefined, guestIdSettled: false });
    await answer('ensureGuestSession', 'gs-1');
    expect(actor.getSnapshot().context).toMatchObject({ sessionId: 'gs-1', guestIdSettled: true });
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'idle' });
  });

  it('a first-time guest is known once the guest id has come, or failed to', async () => {
    const first = controlled({});
    expect(first.actor.getSnapshot().value).toBe('guestSession');
    expect(whoIsKnown(first.actor.getSnapshot())).toBe(false);
    await first.answer('ensureGuestSession', 'gs-1');
    expect(first.actor.getSnapshot().value).toBe('guest');
    const failed = controlled({});
    failed.control.settle({ type: 'xstate.error.actor.ensureGuestSession', error: new Error('down') });
    await flush();
    expect(failed.actor.getSnapshot().value).toBe('guest');
    expect(failed.actor.getSnapshot().context).toMatchObject({ sessionId: undefined, guestIdSettled: true });
  });

  it('a guest who signs in before the guest id came is signing in, not lost', () => {
    const { actor } = controlled({});
    actor.send({ type: 'SESSION.LOGGED_IN', token: 'tok-2' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.token).toBe('tok-2');
  });

  it('a sign-in whose permissions failed is known (a user), and settled for its token', async () => {
    const { actor, answer } = controlled({ token: 'tok-1', sessionId: 'gs-1' });
    await answer('ensureGuestSession', 'gs-1');
    await answer('loadProfile', withoutCodes);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(whoIsKnown(actor.getSnapshot())).toBe(true);
    expect(settledFor(actor.getSnapshot(), 'tok-1')).toBe(true);
  });

  it('the badge that came first does not settle a sign-in still loading its permissions', async () => {
    const { actor, answer } = controlled({ token: 'tok-1', sessionId: 'gs-1' });
    await answer('ensureGuestSession', 'gs-1');
    await answer('verification', badge);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.auth).toEqual(badge.auth);
    expect(settledFor(actor.getSnapshot(), 'tok-1')).toBe(false);
    await answer('loadProfile', signIn);
    expect(settledFor(actor.getSnapshot(), 'tok-1')).toBe(true);
  });

  it('a signed-in session is settled for its own token only', async () => {
    const { actor, answer } = controlled({ token: 'tok-1', sessionId: 'gs-1' });
    await answer('ensureGuestSession', 'gs-1');
    await answer('loadProfile', signIn);
    await answer('verification', badge);
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'idle' });
    expect(settledFor(actor.getSnapshot(), 'tok-1')).toBe(true);
    expect(settledFor(actor.getSnapshot(), 'tok-2')).toBe(false);
  });
});

describe('a sign-in that expired', () => {
  it('says 登录已过期 as a warning (not an error) and leaves the user a guest', async () => {
    const { actor, answer } = controlled({ token: 'tok-1', sessionId: 'gs-1' });
    await answer('ensureGuestSession', 'gs-1');
    await answer('loadProfile', signIn);
    const seen: Notice[] = [];
    const stop = onNotify((notice) => seen.push(notice));
    actor.send({ type: 'SESSION.EXPIRED' });
    stop();
    expect(actor.getSnapshot().value).toBe('guest');
    expect(seen).toEqual([{ message: '登录已过期', kind: 'warning' }]);
  });
});
