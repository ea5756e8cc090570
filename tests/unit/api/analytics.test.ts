import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { server } from '../../../mocks/node';
import { sendTrackBatch, type TrackBatch } from '../../../src/api/analytics';
import { FLUSH_WAIT_MS, MAX_BATCH, trackerMachine } from '../../../src/machines/tracker';

/** SPEC section 7: analytics POST to a tracking collector (this portal's is at /collector/api/v1/track). */
const COLLECTOR = '/collector/api/v1/track';

interface Arrival {
  method: string;
  contentType: string | null;
  keepalive: boolean;
  body: TrackBatch;
}

/** Every request the collector receives, as it arrived; `status` is what the collector answers. */
function collector(status = 204) {
  const arrivals: Arrival[] = [];
  server.use(
    mock.all(`*${COLLECTOR}`, async ({ request }) => {
      arrivals.push({
        method: request.method,
        contentType: request.headers.get('content-type'),
        keepalive: request.keepalive,
        body: (await request.json()) as TrackBatch,
      });
      return new HttpResponse(null, { status });
    }),
  );
  return arrivals;
}

// A hand-made batch in the shape SPEC sections 3 and 7 give: common fields and an events array.
const batch: TrackBatch = {
  common: { appCode: 'ai-open-portal', appVersion: '3.2.0', userType: 3 },
  events: [
    {
      id: 'e1',
      identifier: 'home.hero_click',
      parentId: null,
      ts: 1_700_000_000_000,
      module: 'home',
      name: 'hero_click',
      props: { path: '/home' },
    },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

describe('sending a batch to the collector', () => {
  it('POSTs it as JSON, kept alive so a batch sent just before a navigation still arrives', async () => {
    const arrivals = collector();
    await expect(sendTrackBatch(batch)).resolves.toBeUndefined();
    expect(arrivals).toEqual([{ method: 'POST', contentType: 'application/json', keepalive: true, body: batch }]);
  });

  it('rejects when the collector refuses it, so the tracker keeps the batch for the next try', async () => {
    const arrivals = collector(503);
    await expect(sendTrackBatch(batch)).rejects.toThrow('503');
    expect(arrivals).toHaveLength(1);
  });

  it('uses the ordinary request while the page stays, even where sendBeacon exists', async () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const arrivals = collector();
    await sendTrackBatch(batch);
    expect(beacon).not.toHaveBeenCalled();
    expect(arrivals).toHaveLength(1);
  });
});

describe('sending a batch as the page goes away', () => {
  it('hands it to sendBeacon as a JSON blob, the one transport that outlives the page', async () => {
    const beacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const arrivals = collector();
    await expect(sendTrackBatch(batch, true)).resolves.toBeUndefined();
    expect(arrivals).toEqual([]);
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0];
    expect(url).toBe(COLLECTOR);
    expect(blob).toBeInstanceOf(Blob);
    expect((blob as Blob).type).toBe('application/json');
    expect(JSON.parse(await (blob as Blob).text())).toEqual(batch);
  });

  it('falls back to the ordinary request where there is no sendBeacon or no navigator at all', async () => {
    const arrivals = collector();
    await sendTrackBatch(batch, true);
    vi.stubGlobal('navigator', undefined);
    await sendTrackBatch(batch, true);
    expect(arrivals.map((a) => a.body)).toEqual([batch, batch]);
  });
});

describe('what the tracker puts on the wire (SPEC sections 3, 7 and 9)', () => {
  // Where the browser has sendBeacon, a batch sent while the page stays still goes by request.
  const beacon = vi.fn(() => true);
  beforeEach(() => {
    beacon.mockClear();
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    window.history.replaceState(null, '', '/home');
  });

  const click = (i: number) => ({ type: 'TRACK', module: 'home', name: 'hero_click', props: { i } }) as const;
  // What goes on the wire does not depend on the 2 s wait; a batch that is not full leaves on the next tick.
  const tracker = () =>
    createActor(trackerMachine.provide({ delays: { FLUSH_WAIT: 0 } }), { input: undefined }).start();

  it('sends the common fields and events with their seven fields, at most 20 a batch', async () => {
    const arrivals = collector();
    const actor = tracker();
    // The page view of /home is the first event; 19 clicks fill the first batch of 20.
    for (let i = 0; i < 19; i++) actor.send(click(i));
    // Full: it left at once, without waiting; the twentieth click waits for the next one.
    await waitFor(actor, (s) => s.matches('idle'));
    expect(arrivals).toHaveLength(1);
    actor.send(click(19));
    await waitFor(actor, (s) => s.matches('idle'));
    actor.stop();
    expect(beacon).not.toHaveBeenCalled();

    const [first, second] = arrivals.map((a) => a.body);
    expect(first.events).toHaveLength(20);
    expect(second.events).toHaveLength(1);
    expect(first.common).toMatchObject({
      appCode: 'ai-open-portal',
      appVersion: '3.2.0',
      userType: 3,
      userId: null,
      page: { path: '/home' },
    });
    for (const key of ['browser', 'os', 'screen', 'sessionId']) expect(first.common).toHaveProperty(key);
    const [view, firstClick] = first.events;
    expect(view).toMatchObject({
      identifier: 'page.view',
      module: 'page',
      name: 'view',
      parentId: null,
      props: { path: '/home' },
    });
    expect(Object.keys(firstClick).sort()).toEqual(['id', 'identifier', 'module', 'name', 'parentId', 'props', 'ts']);
    expect(firstClick).toMatchObject({
      identifier: 'home.hero_click',
      module: 'home',
      name: 'hero_click',
      parentId: view.id,
      props: { i: 0, path: '/home' },
    });
    expect(second.events[0].props).toEqual({ i: 19, path: '/home' });
  });

  it('keeps a batch the collector refused and delivers it with the next one', async () => {
    let status = 503;
    const delivered: TrackBatch[] = [];
    server.use(
      mock.post(`*${COLLECTOR}`, async ({ request }) => {
        const body = (await request.json()) as TrackBatch;
        if (status !== 204) return new HttpResponse(null, { status });
        delivered.push(body);
        return new HttpResponse(null, { status });
      }),
    );
    const actor = tracker();
    actor.send(click(1));
    // Refused: the page view and the click wait for the next try, which takes what came meanwhile.
    await waitFor(actor, (s) => s.matches('retrying') && s.context.queue.length === 2);
    status = 204;
    actor.send(click(2));
    await waitFor(actor, (s) => s.matches('idle'));
    actor.stop();
    expect(delivered).toHaveLength(1);
    expect(delivered[0].events.map((e) => e.identifier)).toEqual(['page.view', 'home.hero_click', 'home.hero_click']);
    expect(delivered[0].events.map((e) => e.props.i)).toEqual([undefined, 1, 2]);
  });
});

describe('a collector that is down', () => {
  afterEach(() => void vi.useRealTimers());

  it('is not hammered: a refused full batch is tried again 2000 ms later, not at once', async () => {
    vi.useFakeTimers();
    let tries = 0;
    // Refuses the first 50 tries, so a tracker that retried at once would stop after 50, not hang.
    const machine = trackerMachine.provide({
      actors: {
        sendBatch: fromPromise<void, TrackBatch>(() =>
          ++tries <= 50 ? Promise.reject(new Error('collector down')) : Promise.resolve(),
        ),
        watchPage: fromCallback(() => () => undefined),
      },
    });
    const actor = createActor(machine, { input: undefined }).start();
    for (let i = 0; i < MAX_BATCH; i++)
      actor.send({ type: 'TRACK', module: 'home', name: 'hero_click', path: '/home' });
    await vi.advanceTimersByTimeAsync(0);
    expect(tries).toBe(1);
    await vi.advanceTimersByTimeAsync(FLUSH_WAIT_MS - 1);
    expect(tries).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(tries).toBe(2);
    expect(actor.getSnapshot().context.queue.length + actor.getSnapshot().context.inFlight.length).toBe(MAX_BATCH);
    actor.stop();
  });
});
