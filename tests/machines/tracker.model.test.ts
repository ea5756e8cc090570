import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
import type { TrackBatch } from '../../src/api/analytics';
import {
  FLUSH_WAIT_MS,
  MAX_BATCH,
  commonFields,
  trackerMachine,
  type TrackerContext,
} from '../../src/machines/tracker';
import { browserOf, isTrackedPath, osOf, trackOfElement } from '../../src/machines/trackerEnv';
import { ControlledActors, expectEveryStateReachable } from './modelHarness';

const click = { type: 'TRACK', module: 'home', name: 'hero_click', path: '/home' } as const;
const AFTER_WAIT = 'xstate.after.FLUSH_WAIT.tracker.collecting';
/** A small batch size keeps the graph small; the rules are the same as with 20. */
const SMALL = 2;

const events: (EventObject & Record<string, unknown>)[] = [
  click,
  { type: 'TRACKER.LEAVE' },
  { type: AFTER_WAIT },
  { type: 'xstate.done.actor.sendBatch' },
  { type: 'xstate.error.actor.sendBatch', error: new Error('collector down') },
];

function harness() {
  const control = new ControlledActors();
  const beacons: number[] = [];
  const machine = trackerMachine.provide({
    actors: { sendBatch: control.actor<void, TrackBatch>(), watchPage: fromCallback(() => () => undefined) },
    actions: { beaconQueue: ({ context }: { context: TrackerContext }) => void beacons.push(context.queue.length) },
  });
  return { control, beacons, machine };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('tracker machine (graph)', () => {
  it('reaches every state', () =>
    expectEveryStateReachable(harness().machine, {
      inputs: [{ maxBatch: SMALL }],
      events,
      // Waiting and in-flight counts past two batches behave alike: capped, the graph is finite.
      serialize: (s) => {
        const ctx = s.context as TrackerContext;
        return `${JSON.stringify(s.value)} q${Math.min(ctx.queue.length, 2 * SMALL)} f${Math.min(ctx.inFlight.length, 2 * SMALL)}`;
      },
    }));
});

describe('tracker machine (rules)', () => {
  /** The tracker with what it sends and beacons recorded; the collector refuses while `refusing()` says so. */
  function recording(maxBatch?: number, refusing = () => false) {
    const sent: TrackBatch[] = [];
    const beacons: number[] = [];
    const machine = trackerMachine.provide({
      actors: {
        sendBatch: fromPromise<void, TrackBatch>(({ input }) => {
          if (refusing()) return Promise.reject(new Error('down'));
          sent.push(input);
          return Promise.resolve();
        }),
        watchPage: fromCallback(() => () => undefined),
      },
      actions: { beaconQueue: ({ context }: { context: TrackerContext }) => void beacons.push(context.queue.length) },
    });
    const actor = createActor(machine, { input: { maxBatch } }).start();
    return { actor, sent, beacons };
  }

  it('sends 20 events at once, without waiting', async () => {
    const { actor, sent } = recording();
    for (let i = 0; i < MAX_BATCH; i++) actor.send({ ...click, props: { i } });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(sent[0].events.map((e) => e.props.i)).toEqual([...Array(MAX_BATCH).keys()]);
    // The 21st waits for its own batch, 2 s later.
    actor.send({ ...click, props: { i: MAX_BATCH } });
    await vi.advanceTimersByTimeAsync(FLUSH_WAIT_MS - 1);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    expect(sent[1].events.map((e) => e.props.i)).toEqual([MAX_BATCH]);
  });

  it('sends a smaller batch 2000 ms after its first event', async () => {
    const { actor, sent } = recording();
    actor.send(click);
    await vi.advanceTimersByTimeAsync(1500);
    actor.send({ ...click, name: 'second' });
    await vi.advanceTimersByTimeAsync(499);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    expect(sent[0].events.map((e) => e.identifier)).toEqual(['home.hero_click', 'home.second']);
    const [event] = sent[0].events;
    expect(event).toMatchObject({ module: 'home', name: 'hero_click', parentId: null, props: { path: '/home' } });
    expect(typeof event.id).toBe('string');
    expect(typeof event.ts).toBe('number');
    expect(sent[0].common).toMatchObject({ appCode: 'ai-open-portal', appVersion: '3.2.0', userType: 3 });
  });

  it('ignores the admin console and the docs', async () => {
    const { actor, sent } = recording();
    for (const path of [
      '/mgmt-console/feedback-mgmt/feedback-management',
      '/mgmt-console',
      '/docs-center',
      '/docs/platform-guide/faq',
    ]) {
      actor.send({ ...click, path });
      actor.send({ type: 'TRACKER.PAGE', path });
    }
    expect(actor.getSnapshot().value).toBe('idle');
    await vi.advanceTimersByTimeAsync(FLUSH_WAIT_MS * 2);
    expect(sent).toHaveLength(0);
  });

  it('records page views and hangs the following events under them', async () => {
    const { actor, sent } = recording();
    actor.send({ type: 'TRACKER.PAGE', path: '/home' });
    actor.send({ type: 'TRACKER.PAGE', path: '/home' }); // same page: no second view
    actor.send(click);
    actor.send({ type: 'TRACKER.PAGE', path: '/docs-center' });
    actor.send({ ...click, path: '/app-center/my-app/app-list', module: 'appCenter', name: 'add' });
    await vi.advanceTimersByTimeAsync(FLUSH_WAIT_MS);
    const [view, homeClick, appClick] = sent[0].events;
    expect(sent[0].events).toHaveLength(3);
    expect(view).toMatchObject({ identifier: 'page.view', parentId: null, props: { path: '/home' } });
    expect(homeClick.parentId).toBe(view.id);
    // After an untracked page there is no page view to hang under.
    expect(appClick.parentId).toBeNull();
  });

  it('keeps a failed batch and sends it with the next', async () => {
    let fail = true;
    const { actor, sent } = recording(undefined, () => fail);
    actor.send(click);
    await vi.advanceTimersByTimeAsync(FLUSH_WAIT_MS);
    expect(actor.getSnapshot().context.queue).toHaveLength(1);
    fail = false;
    actor.send({ ...click, name: 'later' });
    await vi.advanceTimersByTimeAsync(FLUSH_WAIT_MS);
    expect(sent[0].events.map((e) => e.name)).toEqual(['hero_click', 'later']);
  });

  it('a refused batch that left by beacon meanwhile is not retried, and what comes after still leaves', async () => {
    let fail = true;
    const { actor, sent, beacons } = recording(undefined, () => fail);
    actor.send(click);
    await vi.advanceTimersByTimeAsync(FLUSH_WAIT_MS);
    actor.send({ type: 'TRACKER.LEAVE' });
    expect(beacons).toEqual([1]);
    fail = false;
    await vi.advanceTimersByTimeAsync(FLUSH_WAIT_MS);
    expect(sent).toEqual([]);
    actor.send({ ...click, name: 'later' });
    await vi.advanceTimersByTimeAsync(FLUSH_WAIT_MS);
    expect(sent.map((batch) => batch.events.map((e) => e.name))).toEqual([['later']]);
  });

  it('hands everything waiting to the beacon when the page is hidden or closed', async () => {
    const { actor, sent, beacons } = recording();
    actor.send(click);
    actor.send(click);
    actor.send({ type: 'TRACKER.LEAVE' });
    expect(beacons).toEqual([2]);
    expect(actor.getSnapshot().value).toBe('idle');
    await vi.advanceTimersByTimeAsync(FLUSH_WAIT_MS);
    expect(sent).toHaveLength(0);
  });

  it('beacons in batches of at most 20 through navigator.sendBeacon', () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const machine = trackerMachine.provide({ actors: { watchPage: fromCallback(() => () => undefined) } });
    const actor = createActor(machine, { input: undefined }).start();
    for (let i = 0; i < 25; i++) actor.send({ ...click, props: { i } });
    // 20 left in a normal batch already; the 5 that wait go by beacon.
    actor.send({ type: 'TRACKER.LEAVE' });
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]).toEqual(['/collector/api/v1/track', expect.any(Blob)]);
    actor.stop();
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });
});

describe('tracker helpers', () => {
  it('tells the user type and ids from the session', () => {
    // Only the session's context is read.
    const system = (context: unknown) =>
      ({
        get: (id: string) => (id === 'session' ? { getSnapshot: () => ({ context }) } : undefined),
      }) as unknown as Parameters<typeof commonFields>[0];
    const user = { userId: 'U-1', userRole: 1 };
    expect(commonFields(system({ user, sessionId: 'g1', codes: [] }))).toMatchObject({
      userType: 1,
      userId: 'U-1',
      sessionId: 'g1',
    });
    expect(commonFields(system({ user: { ...user, userRole: 2 }, sessionId: 'g1', codes: [] }))).toMatchObject({
      userType: 2,
    });
    expect(commonFields(system({ sessionId: 'g2', codes: [] }))).toMatchObject({
      userType: 3,
      userId: null,
      sessionId: 'g2',
    });
    expect(commonFields({ get: () => undefined })).toMatchObject({ userType: 3, page: { path: '/' } });
  });

  it('excludes the admin console and docs paths only', () => {
    expect(isTrackedPath('/home')).toBe(true);
    expect(isTrackedPath('/docs-centerx')).toBe(true);
    expect(isTrackedPath('/mgmt-console/x')).toBe(false);
    expect(isTrackedPath('/docs/platform-guide')).toBe(false);
  });

  it('reads browser and OS from the user agent', () => {
    const chromeMac =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
    const edgeWin =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87';
    const safariIos =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    expect([browserOf(chromeMac), osOf(chromeMac)]).toEqual(['Chrome 126', 'macOS']);
    expect([browserOf(edgeWin), osOf(edgeWin)]).toEqual(['Edge 126', 'Windows']);
    expect([browserOf(safariIos), osOf(safariIos)]).toEqual(['Safari 17', 'iOS']);
  });

  it('reads delegated clicks from data-track attributes', () => {
    document.body.innerHTML =
      '<a data-track="modelSquare.card_click" data-track-model-id="m1"><span id="inner">x</span></a><b data-track="solo">y</b>';
    expect(trackOfElement(document.getElementById('inner'))).toEqual({
      module: 'modelSquare',
      name: 'card_click',
      props: { modelId: 'm1' },
    });
    expect(trackOfElement(document.querySelector('b'))).toEqual({ module: 'page', name: 'solo', props: {} });
    expect(trackOfElement(document.body)).toBeUndefined();
  });
});
