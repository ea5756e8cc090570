import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { UserDetail } from '../../src/domain/types/user.types';
import type { AuthDetail } from '../../src/domain/types/verification.types';
import {
  sessionMachine,
  settledFor,
  userTypeOf,
  whoIsKnown,
  type ProfileLoad,
  type ProfilePart,
} from '../../src/machines/session';
import { forgetKnownCodes, readKnownCodes } from '../../src/machines/credentials';
import { ControlledActors, flush } from './modelHarness';
import { EVERY_SESSION_EFFECT, controlledSession } from './sessionHarness';

/**
 * A signed-in visit signs in with what it gets: permissions and detail sign in, the verification
 * badge loads on its own (a child named `verification`) and may come later or fail; a failed part
 * is kept as a problem to retry, never a reason to look signed out.
 */
const user: UserDetail = {
  id: 'u2',
  userId: 'u2',
  phone: '13800000002',
  avatarUrl: '',
  userName: 'dev_person',
  nickName: '陈',
  trialDeadline: '2027-01-01',
  userPassword: '******',
  isInfoFull: true,
  experienceAuth: true,
  userRole: 2,
};
const auth: AuthDetail = { status: 1, personalVerificationVO: { verificationStatus: 2 } } as AuthDetail;
const signIn = (over: Partial<ProfileLoad> = {}): ProfileLoad => ({
  parts: ['codes', 'user'],
  codes: ['DevC:read'],
  user,
  problems: {},
  ...over,
});
const verification = (over: Partial<ProfileLoad> = {}): ProfileLoad => ({
  parts: ['auth'],
  auth,
  problems: {},
  ...over,
});
const FAILED = '请求错误，请稍后重试';

function started(known?: string[]) {
  const { control, machine } = controlledSession(EVERY_SESSION_EFFECT);
  const actor = createActor(machine, { input: { token: 'tok', sessionId: 'g', knownCodes: known } }).start();
  const settle = async (event: Parameters<ControlledActors['settle']>[0]) => {
    control.settle(event);
    await flush();
  };
  return { actor, settle, asked: (id: string) => control.inputs.get(id) };
}

describe('session: signing in with what came', () => {
  it('is signed in once permissions and detail are in, before the verification; the badge follows', async () => {
    const { actor, settle } = started();
    await settle({ type: 'xstate.done.actor.ensureGuestSession', output: 'g' });
    await settle({ type: 'xstate.done.actor.loadProfile', output: signIn() });
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
    expect(actor.getSnapshot().context.auth).toBeUndefined();
    expect(settledFor(actor.getSnapshot(), 'tok')).toBe(false);
    await settle({ type: 'xstate.done.actor.verification', output: verification() });
    expect(actor.getSnapshot().context.auth).toEqual(auth);
    expect(settledFor(actor.getSnapshot(), 'tok')).toBe(true);
  });

  it('a verification that fails leaves the user signed in, says so, and the retry reloads the profile', async () => {
    const { actor, settle } = started();
    await settle({ type: 'xstate.done.actor.ensureGuestSession', output: 'g' });
    await settle({
      type: 'xstate.done.actor.verification',
      output: verification({ auth: undefined, problems: { auth: FAILED } }),
    });
    await settle({ type: 'xstate.done.actor.loadProfile', output: signIn() });
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
    expect(actor.getSnapshot().context.problems).toEqual({ auth: FAILED });
    expect(settledFor(actor.getSnapshot(), 'tok')).toBe(true);

    actor.send({ type: 'SESSION.RETRY' });
    expect(actor.getSnapshot().matches({ authenticated: 'refreshing' })).toBe(true);
    await settle({
      type: 'xstate.done.actor.refreshProfile',
      output: { ...signIn(), parts: ['codes', 'user', 'auth'], auth },
    });
    expect(actor.getSnapshot().context).toMatchObject({ auth, problems: {} });
  });

  it('a detail that fails still signs in, as a user (not a guest), with the problem to retry', async () => {
    const { actor, settle } = started();
    await settle({ type: 'xstate.done.actor.ensureGuestSession', output: 'g' });
    await settle({
      type: 'xstate.done.actor.loadProfile',
      output: signIn({ user: undefined, problems: { user: FAILED } }),
    });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
    expect(context.problems).toEqual({ user: FAILED });
    expect(userTypeOf(context)).toBe(2);
    expect(context.codeDialog).toBe(false);
  });

  it('permissions that fail end in failed, with the reason: not a guest, and who is looking is known', async () => {
    const { actor, settle } = started();
    await settle({ type: 'xstate.done.actor.ensureGuestSession', output: 'g' });
    await settle({
      type: 'xstate.done.actor.loadProfile',
      output: signIn({ codes: undefined, problems: { codes: FAILED } }),
    });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('failed')).toBe(true);
    expect(snapshot.context.error).toBe(FAILED);
    expect(snapshot.context.token).toBe('tok');
    // What did come is kept, and the part that did not says why.
    expect(snapshot.context.problems).toEqual({ codes: FAILED });
    expect(snapshot.context.user).toEqual(user);
    expect(whoIsKnown(snapshot)).toBe(true);
    actor.send({ type: 'SESSION.RETRY' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
  });

  it('the permissions known from the last visit stand in for the first load only, and each answer is remembered under the token', async () => {
    forgetKnownCodes();
    const { actor, settle } = started(['Old:read']);
    expect(actor.getSnapshot().context.knownCodes).toEqual(['Old:read']);
    await settle({
      type: 'xstate.done.actor.loadProfile',
      output: signIn({ codes: undefined, problems: { codes: FAILED } }),
    });
    expect(actor.getSnapshot().context.knownCodes).toBeUndefined();
    actor.send({ type: 'SESSION.RETRY' });
    expect(actor.getSnapshot().context.knownCodes).toBeUndefined();
    expect(readKnownCodes('tok')).toBeUndefined();
    await settle({ type: 'xstate.done.actor.loadProfile', output: signIn() });
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
    expect(readKnownCodes('tok')).toEqual(['DevC:read']);
    actor.send({ type: 'SESSION.REFRESH' });
    await settle({
      type: 'xstate.done.actor.refreshProfile',
      output: { ...signIn({ codes: ['DevC:read', 'AccC:read'] }), parts: ['codes', 'user', 'auth'], auth },
    });
    expect(readKnownCodes('tok')).toEqual(['DevC:read', 'AccC:read']);
  });

  it('a refresh that fails in part keeps the last good values of that part', async () => {
    const { actor, settle } = started();
    await settle({ type: 'xstate.done.actor.ensureGuestSession', output: 'g' });
    await settle({ type: 'xstate.done.actor.loadProfile', output: signIn() });
    await settle({ type: 'xstate.done.actor.verification', output: verification() });
    actor.send({ type: 'SESSION.REFRESH' });
    await settle({
      type: 'xstate.done.actor.refreshProfile',
      output: {
        parts: ['codes', 'user', 'auth'],
        codes: ['DevC:read', 'AccC:read'],
        problems: { user: FAILED, auth: FAILED },
      },
    });
    expect(actor.getSnapshot().context).toMatchObject({
      codes: ['DevC:read', 'AccC:read'],
      user,
      auth,
      problems: { user: FAILED, auth: FAILED },
    });
  });

  it('a new sign-in forgets the previous user’s parts while the new ones load', async () => {
    const { actor, settle } = started();
    await settle({ type: 'xstate.done.actor.ensureGuestSession', output: 'g' });
    await settle({ type: 'xstate.done.actor.loadProfile', output: signIn() });
    await settle({ type: 'xstate.done.actor.verification', output: verification() });
    actor.send({ type: 'SESSION.LOGGED_IN', token: 'tok-2' });
    expect(actor.getSnapshot().context).toMatchObject({
      token: 'tok-2',
      codes: [],
      user: undefined,
      auth: undefined,
      problems: {},
    });
    expect(settledFor(actor.getSnapshot(), 'tok-2')).toBe(false);
  });

  it('the previous user’s badge, answering after a new sign-in, is not taken for the new user’s', async () => {
    // Each load answers when the test says, the badges apart: a stopped one may still answer.
    const loads: Record<'verification' | 'loadProfile', ((load: ProfileLoad) => void)[]> = {
      verification: [],
      loadProfile: [],
    };
    const machine = sessionMachine.provide({
      actors: {
        ensureGuestSession: fromPromise<string, { sessionId?: string }>(() => new Promise(() => undefined)),
        loadProfile: fromPromise<ProfileLoad, ProfilePart[]>(
          ({ self }) => new Promise((resolve) => loads[self.id as keyof typeof loads].push(resolve)),
        ),
      },
      actions: { persistToken: () => undefined },
    });
    const actor = createActor(machine, { input: { token: 'tok' } }).start();
    loads.loadProfile[0](signIn());
    await flush();
    actor.send({ type: 'SESSION.LOGGED_IN', token: 'tok-2' });
    loads.verification[0](verification());
    await flush();
    expect(actor.getSnapshot().context.auth).toBeUndefined();
    loads.verification[1](verification({ auth: { status: 3, personalVerificationVO: null } }));
    await flush();
    expect(actor.getSnapshot().context.auth).toEqual({ status: 3, personalVerificationVO: null });
  });

  it('asks for exactly its parts: permissions and detail to sign in, the verification on its own, all three on a refresh; the stored guest id', async () => {
    const { actor, settle, asked } = started();
    expect(asked('ensureGuestSession')).toEqual({ sessionId: 'g' });
    await settle({ type: 'xstate.done.actor.ensureGuestSession', output: 'g' });
    expect(asked('loadProfile')).toEqual(['codes', 'user']);
    expect(asked('verification')).toEqual(['auth']);
    await settle({ type: 'xstate.done.actor.loadProfile', output: signIn() });
    actor.send({ type: 'SESSION.REFRESH' });
    expect(asked('refreshProfile')).toEqual(['codes', 'user', 'auth']);
  });

  it('is settled only for its own token, and failed is settled; who is looking is unknown while loading', async () => {
    const { actor, settle } = started();
    expect(whoIsKnown(actor.getSnapshot())).toBe(false);
    await settle({ type: 'xstate.done.actor.ensureGuestSession', output: 'g' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(whoIsKnown(actor.getSnapshot())).toBe(false);
    expect(settledFor(actor.getSnapshot(), 'tok')).toBe(false);
    await settle({ type: 'xstate.done.actor.loadProfile', output: signIn() });
    await settle({ type: 'xstate.done.actor.verification', output: verification() });
    expect(whoIsKnown(actor.getSnapshot())).toBe(true);
    expect(settledFor(actor.getSnapshot(), 'tok')).toBe(true);
    expect(settledFor(actor.getSnapshot(), 'other')).toBe(false);
    expect(settledFor(actor.getSnapshot(), undefined)).toBe(false);
  });
});
