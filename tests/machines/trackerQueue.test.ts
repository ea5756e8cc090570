import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { TrackBatch } from '../../src/api/analytics';
import { trackerMachine } from '../../src/machines/tracker';

/**
 * The tracker's queue under a collector that is slow or down (SPEC section 9: batches of at most
 * 20, 2000 ms), the beacon on leaving, and the real page watcher (delegated data-track clicks,
 * wouter's route events, the page being hidden or closed).
 */
const click = { type: 'TRACK', module: 'home', name: 'hero_click', path: '/home' } as const;
const numbered = (i: number) => ({ ...click, props: { i } });
const numbersOf = (events: { props: Record<string, unknown> }[]) => events.map((e) => e.props.i);
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, k) => from + k);

let beacons: TrackBatch[];
/** Real watchers started by a test, stopped after it so that their listeners do not outlive it. */
const running: { stop(): void }[] = [];
const beacon = vi.fn((_url: string, _body: Blob) => true);

beforeEach(() => {
  vi.useFakeTimers();
  beacons = [];
  beacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  window.history.replaceState(null, '', '/home');
});
afterEach(() => {
  running.splice(0).forEach((actor) => actor.stop());
  vi.useRealTimers();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'sendBeacon');
  Reflect.deleteProperty(document, 'visibilityState');
  document.body.innerHTML = '';
});

/** What navigator.sendBeacon was handed, read back as the batch it carries. */
async function beaconed(): Promise<TrackBatch[]> {
  for (const [, body] of beacon.mock.calls) beacons.push(JSON.parse(await body.text()) as TrackBatch);
  return beacons;
}

/** A collector that never answers: the first batch stays in flight, everything after it waits. */
/** A started tracker whose collector answers each batch as `answer` does, with no page to watch. */
const trackerAnswering = (answer: (batch: TrackBatch) => Promise<void>) =>
  createActor(
    trackerMachine.provide({
      actors: {
        sendBatch: fromPromise<void, TrackBatch>(({ input }) => answer(input)),
        watchPage: fromCallback(() => () => undefined),
      },
    }),
    {
      input: undefined,
    },
  ).start();

function stalled() {
  const sent: TrackBatch[] = [];
  return { actor: trackerAnswering((batch) => (sent.push(batch), new Promise<void>(() => undefined))), sent };
}

describe('tracker queue', () => {
  it('a fresh tracker has nothing waiting and sends nothing', async () => {
    const sent: TrackBatch[] = [];
    const actor = trackerAnswering((batch) => (sent.push(batch), Promise.resolve()));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.queue).toEqual([]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toEqual([]);
  });

  it('while the collector does not answer, at most 200 events wait and the oldest are dropped', () => {
    const { actor, sent } = stalled();
    for (let i = 0; i < 250; i++) actor.send(numbered(i));
    const { inFlight, queue } = actor.getSnapshot().context;
    // 0–19 left as the first batch; of 20–249 (230) the newest 200 remain: 50–249.
    expect(numbersOf(sent[0].events)).toEqual(range(0, 20));
    expect(numbersOf(inFlight)).toEqual(range(0, 20));
    expect(numbersOf(queue)).toEqual(range(50, 250));
  });

  it('after a refusal, a backlog of more than 20 still leaves in batches of 20', async () => {
    let fail = true;
    const sent: TrackBatch[] = [];
    const actor = trackerAnswering((batch) =>
      fail ? Promise.reject(new Error('collector down')) : (sent.push(batch), Promise.resolve()),
    );
    actor.send(numbered(0));
    await vi.advanceTimersByTimeAsync(2000);
    expect(actor.getSnapshot().value).toBe('retrying');
    fail = false;
    for (let i = 1; i <= 25; i++) actor.send(numbered(i));
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent.map((b) => numbersOf(b.events))).toEqual([range(0, 20)]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent.map((b) => numbersOf(b.events))).toEqual([range(0, 20), range(20, 26)]);
  });

  it('on leaving, 25 waiting events go by beacon as 20 and 5, each with the common fields', async () => {
    const { actor } = stalled();
    for (let i = 0; i < 45; i++) actor.send(numbered(i));
    actor.send({ type: 'TRACKER.LEAVE' });
    const sentByBeacon = await beaconed();
    expect(beacon.mock.calls.map(([url]) => url)).toEqual(['/collector/api/v1/track', '/collector/api/v1/track']);
    expect(sentByBeacon.map((b) => numbersOf(b.events))).toEqual([range(20, 40), range(40, 45)]);
    for (const b of sentByBeacon)
      expect(b.common).toMatchObject({ appCode: 'ai-open-portal', appVersion: '3.2.0', userType: 3 });
    expect(actor.getSnapshot().context.queue).toEqual([]);
  });

  it('on leaving, exactly 20 waiting events make one beacon, not an empty second one', async () => {
    const { actor } = stalled();
    for (let i = 0; i < 40; i++) actor.send(numbered(i));
    actor.send({ type: 'TRACKER.LEAVE' });
    expect((await beaconed()).map((b) => numbersOf(b.events))).toEqual([range(20, 40)]);
  });
});

describe("tracker without a browser window (the build's prerender, src/prerender/render.tsx)", () => {
  it('queues an event that names no page under the root page, /', () => {
    const { actor } = stalled();
    vi.stubGlobal('window', undefined);
    try {
      actor.send({ type: 'TRACK', module: 'home', name: 'hero_click' });
    } finally {
      vi.unstubAllGlobals();
    }
    const snapshot = actor.getSnapshot();
    expect(snapshot.status).toBe('active');
    expect(snapshot.context.queue.map((e) => [e.identifier, e.props.path])).toEqual([['home.hero_click', '/']]);
  });
});

describe('tracker page watcher', () => {
  /** The real watcher, with a collector that never answers so that what waits stays visible. */
  function watched() {
    const machine = trackerMachine.provide({
      actors: { sendBatch: fromPromise<void, TrackBatch>(() => new Promise<void>(() => undefined)) },
    });
    const actor = createActor(machine, { input: undefined }).start();
    running.push(actor);
    return actor;
  }
  const waiting = (actor: ReturnType<typeof watched>) =>
    actor.getSnapshot().context.queue.map((e) => [e.identifier, e.props]);

  it('counts the page it starts on as a page view', () => {
    const actor = watched();
    expect(waiting(actor)).toEqual([['page.view', { path: '/home', from: null }]]);
  });

  it('tracks clicks on data-track elements, even when the element stops the click from bubbling', () => {
    document.body.innerHTML =
      '<button data-track="modelSquare.card_click" data-track-model-id="m1">卡片</button><button id="quiet" data-track="home.banner">横幅</button><p id="plain">正文</p>';
    document.getElementById('quiet')!.addEventListener('click', (e) => e.stopPropagation());
    const actor = watched();
    document.querySelector<HTMLElement>('[data-track-model-id]')!.click();
    document.getElementById('plain')!.click();
    document.getElementById('quiet')!.click();
    expect(waiting(actor)).toEqual([
      ['page.view', { path: '/home', from: null }],
      ['modelSquare.card_click', { modelId: 'm1', path: '/home' }],
      ['home.banner', { path: '/home' }],
    ]);
  });

  it("records a page view on each of wouter's route events and on going back", () => {
    const actor = watched();
    for (const [type, path] of [
      ['pushState', '/model-square'],
      ['replaceState', '/app-center'],
      ['popstate', '/console/experience-center'],
    ] as const) {
      window.history.replaceState(null, '', path);
      window.dispatchEvent(new Event(type));
    }
    expect(actor.getSnapshot().context.pagePath).toBe('/console/experience-center');
    expect(waiting(actor)).toEqual([
      ['page.view', { path: '/home', from: null }],
      ['page.view', { path: '/model-square', from: '/home' }],
      ['page.view', { path: '/app-center', from: '/model-square' }],
      ['page.view', { path: '/console/experience-center', from: '/app-center' }],
    ]);
  });

  it('beacons what waits when the page is hidden, not when it becomes visible', async () => {
    const actor = watched();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacon).not.toHaveBeenCalled();
    expect(waiting(actor)).toHaveLength(1);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect((await beaconed()).map((b) => b.events.map((e) => e.identifier))).toEqual([['page.view']]);
    expect(waiting(actor)).toEqual([]);
  });

  it('beacons what waits when the page is closed', async () => {
    const actor = watched();
    window.dispatchEvent(new Event('pagehide'));
    expect((await beaconed()).map((b) => b.events.map((e) => e.identifier))).toEqual([['page.view']]);
    expect(waiting(actor)).toEqual([]);
  });

  it('takes back every listener it set when the tracker stops', () => {
    const added: unknown[][] = [];
    const removed: unknown[][] = [];
    for (const target of [document, window] as EventTarget[]) {
      const add = target.addEventListener.bind(target);
      const remove = target.removeEventListener.bind(target);
      vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
        added.push([type, listener, options]);
        add(type, listener, options);
      });
      vi.spyOn(target, 'removeEventListener').mockImplementation((type, listener, options) => {
        removed.push([type, listener, options]);
        remove(type, listener, options);
      });
    }
    const actor = watched();
    const kinds = (calls: unknown[][]) => calls.map(([type, , capture]) => [type, capture === true]);
    const watchedKinds = [
      ['click', true],
      ['popstate', false],
      ['pushState', false],
      ['replaceState', false],
      ['visibilitychange', false],
      ['pagehide', false],
    ];
    expect(kinds(added)).toEqual(watchedKinds);
    actor.stop();
    expect(kinds(removed)).toEqual(watchedKinds);
    // The very functions that were added, so the browser really lets go of them.
    expect(removed.map(([, listener]) => listener)).toEqual(added.map(([, listener]) => listener));
  });
});
