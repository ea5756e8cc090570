import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { assign, createActor, createMachine, fromCallback, setup, type ActorSystem, type AnyActorRef } from 'xstate';
import type { TrackBatch } from '../../src/api/analytics';
import { FLUSH_WAIT_MS, trackerMachine } from '../../src/machines/tracker';

const sent: TrackBatch[] = [];
vi.mock('../../src/api/analytics', () => ({
  sendTrackBatch: (batch: TrackBatch) => {
    sent.push(batch);
    return Promise.resolve();
  },
}));

/** The session as the tracker sees it: a first-time guest whose id is still being made. */
const session = createMachine({
  context: { sessionId: undefined as string | undefined },
  initial: 'guestSession',
  states: {
    guestSession: { on: { MADE: { target: 'guest', actions: assign({ sessionId: 'guest-1' }) } } },
    guest: {},
  },
});

const app = setup({
  actors: { session, tracker: trackerMachine.provide({ actors: { watchPage: fromCallback(() => () => undefined) } }) },
}).createMachine({
  invoke: [
    { src: 'session', systemId: 'session' },
    { src: 'tracker', systemId: 'tracker', input: {} },
  ],
});

beforeEach(() => {
  vi.useFakeTimers();
  sent.length = 0;
});
afterEach(() => void vi.useRealTimers());

it('a click made while a first-time guest’s id is being made leaves with that id, once it is known', async () => {
  const actor = createActor(app).start();
  const system = actor.system as ActorSystem<{ actors: { tracker: AnyActorRef; session: AnyActorRef } }>;
  system.get('tracker')!.send({ type: 'TRACK', module: 'home', name: 'hero_read_docs', path: '/home' });
  await vi.advanceTimersByTimeAsync(FLUSH_WAIT_MS * 3);
  expect(sent).toEqual([]);
  system.get('session')!.send({ type: 'MADE' });
  await vi.advanceTimersByTimeAsync(0);
  expect(sent).toHaveLength(1);
  expect(sent[0].common).toMatchObject({ sessionId: 'guest-1', userType: 3 });
  expect(sent[0].events.map((e) => e.identifier)).toEqual(['home.hero_read_docs']);
});
