import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createActor, fromCallback, setup, type ActorRefFrom, type ActorSystem, type AnyActorRef } from 'xstate';
import type { TrackBatch } from '../../src/api/analytics';
import type { UserDetail } from '../../src/domain/types/user.types';
import type { sessionMachine } from '../../src/machines/session';
import { FLUSH_WAIT_MS, trackerMachine } from '../../src/machines/tracker';
import { controlledSession } from './sessionHarness';

const sent: TrackBatch[] = [];
vi.mock('../../src/api/analytics', () => ({
  sendTrackBatch: (batch: TrackBatch) => {
    sent.push(batch);
    return Promise.resolve();
  },
}));

/** The real session, its guest id and profile answered when the test says. */
function startApp(input: { token?: string }) {
  const { control, machine: session } = controlledSession(['persistSessionId']);
  const app = setup({
    actors: {
      session,
      tracker: trackerMachine.provide({ actors: { watchPage: fromCallback(() => () => undefined) } }),
    },
  }).createMachine({
    invoke: [
      { src: 'session', systemId: 'session', input },
      { src: 'tracker', systemId: 'tracker', input: {} },
    ],
  });
  const actor = createActor(app).start();
  const system = actor.system as ActorSystem<{
    actors: { tracker: AnyActorRef; session: ActorRefFrom<typeof sessionMachine> };
  }>;
  const track = () =>
    system.get('tracker')!.send({ type: 'TRACK', module: 'home', name: 'hero_read_docs', path: '/home' });
  const answer = async (id: string, output: unknown) => {
    control.settle({ type: `xstate.done.actor.${id}`, output });
    await vi.advanceTimersByTimeAsync(0);
  };
  return { system, track, answer };
}

beforeEach(() => {
  vi.useFakeTimers();
  sent.length = 0;
});
afterEach(() => void vi.useRealTimers());

it('a click made while a first-time guest’s id is being made leaves with that id, once it is known', async () => {
  const { track, answer } = startApp({});
  track();
  await vi.advanceTimersByTimeAsync(FLUSH_WAIT_MS * 3);
  expect(sent).toEqual([]);
  await answer('ensureGuestSession', 'guest-1');
  expect(sent).toHaveLength(1);
  expect(sent[0].common).toMatchObject({ sessionId: 'guest-1', userType: 3 });
  expect(sent[0].events.map((e) => e.identifier)).toEqual(['home.hero_read_docs']);
});

it('a returning user signed in before their new device’s guest id came: the batch waits for the id', async () => {
  const { system, track, answer } = startApp({ token: 'tok-1' });
  const user = { userId: 'u1', userRole: 2, isInfoFull: true, experienceAuth: true } as UserDetail;
  await answer('loadProfile', { parts: ['codes', 'user'], codes: ['DevC:read'], user, problems: {} });
  expect(system.get('session')!.getSnapshot().matches('authenticated')).toBe(true);
  track();
  await vi.advanceTimersByTimeAsync(FLUSH_WAIT_MS * 3);
  expect(sent).toEqual([]);
  await answer('ensureGuestSession', 'guest-2');
  expect(sent).toHaveLength(1);
  expect(sent[0].common).toMatchObject({ sessionId: 'guest-2', userType: 2, userId: 'u1' });
});
