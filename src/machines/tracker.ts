import { assertEvent, assign, fromCallback, fromPromise, setup, waitFor } from 'xstate';
import { sendTrackBatch, type TrackBatch, type TrackEvent } from '../api/analytics';
import { config } from '../config';
import { appSystem, type AppSystem } from './appSystem';
import { readSessionId } from './credentials';
import { userTypeOf } from './session';
import { environment, isTrackedPath, newEventId, trackOfElement } from './trackerEnv';

/** SPEC section 9: a batch holds at most 20 events and waits at most 2000 ms. */
export const MAX_BATCH = 20;
export const FLUSH_WAIT_MS = 2000;
/** While the collector is down events wait; beyond this many the oldest are dropped. */
export const MAX_QUEUED = 200;

export type TrackProps = Record<string, unknown>;

export type TrackerEvent =
  /** A named event; `path` is the page it happened on (defaults to the current one). */
  | { type: 'TRACK'; module: string; name: string; props?: TrackProps; path?: string }
  /** The route changed: a page view, and the parent of the events that follow. */
  | { type: 'TRACKER.PAGE'; path: string }
  /** The page is hidden or closing: whatever waits goes out now, by beacon. */
  | { type: 'TRACKER.LEAVE' };

export interface TrackerContext {
  queue: TrackEvent[];
  inFlight: TrackEvent[];
  pagePath: string | null;
  pageViewId: string | null;
  maxBatch: number;
}

const currentPath = () => (typeof window === 'undefined' ? '/' : window.location.pathname);

/** The fields every batch carries (SPEC section 7): app, user, ids, browser, OS, screen, page. */
export function commonFields(system: Pick<AppSystem, 'get'>): Record<string, unknown> {
  const ctx = system.get('session')?.getSnapshot().context;
  return {
    appCode: config.appCode,
    appVersion: config.appVersion,
    userType: ctx ? userTypeOf(ctx) : 3,
    userId: ctx?.user?.userId ?? null,
    sessionId: ctx?.sessionId ?? readSessionId() ?? null,
    ...environment(),
  };
}

function makeEvent(module: string, name: string, parentId: string | null, props: TrackProps): TrackEvent {
  return { id: newEventId(), identifier: `${module}.${name}`, parentId, ts: Date.now(), module, name, props };
}

const capped = (events: TrackEvent[]) => events.slice(Math.max(0, events.length - MAX_QUEUED));

/**
 * Analytics (SPEC sections 7 and 9): named events are queued and sent in batches of at most
 * 20, or 2 s after the first one waited; admin-console and docs pages are not tracked; when
 * the page is hidden or closed the queue leaves by sendBeacon, so nothing is lost.
 */
export const trackerMachine = setup({
  types: {} as { context: TrackerContext; events: TrackerEvent; input: { maxBatch?: number } | undefined },
  actors: {
    /**
     * A first-time guest's id is still being made when a busy device clicks first: the batch
     * leaves once who is looking is known, carrying the fields as they are then.
     */
    sendBatch: fromPromise<void, TrackBatch>(async ({ input, system }) => {
      const session = appSystem(system).get('session');
      if (session) await waitFor(session, (s) => s.context.guestIdSettled);
      return sendTrackBatch({ ...input, common: commonFields(system) });
    }),
    /** Delegated data-track clicks, route changes, and the page going away. */
    watchPage: fromCallback<TrackerEvent>(({ sendBack }) => {
      const onClick = (e: MouseEvent) => {
        const found = trackOfElement(e.target);
        if (found) sendBack({ type: 'TRACK', ...found, path: currentPath() });
      };
      const onRoute = () => sendBack({ type: 'TRACKER.PAGE', path: currentPath() });
      const onVisibility = () => document.visibilityState === 'hidden' && sendBack({ type: 'TRACKER.LEAVE' });
      const onPageHide = () => sendBack({ type: 'TRACKER.LEAVE' });
      // wouter announces its history calls as `pushState`/`replaceState` events on window.
      const routeEvents = ['popstate', 'pushState', 'replaceState'];
      document.addEventListener('click', onClick, true);
      routeEvents.forEach((t) => window.addEventListener(t, onRoute));
      document.addEventListener('visibilitychange', onVisibility);
      window.addEventListener('pagehide', onPageHide);
      onRoute();
      return () => {
        document.removeEventListener('click', onClick, true);
        routeEvents.forEach((t) => window.removeEventListener(t, onRoute));
        document.removeEventListener('visibilitychange', onVisibility);
        window.removeEventListener('pagehide', onPageHide);
      };
    }),
  },
  actions: {
    enqueue: assign(({ context, event }) => {
      assertEvent(event, 'TRACK');
      const props = { ...event.props, path: event.path ?? currentPath() };
      return { queue: capped([...context.queue, makeEvent(event.module, event.name, context.pageViewId, props)]) };
    }),
    notePage: assign(({ context, event }) => {
      assertEvent(event, 'TRACKER.PAGE');
      if (!isTrackedPath(event.path)) return { pagePath: event.path, pageViewId: null };
      const view = makeEvent('page', 'view', null, { path: event.path, from: context.pagePath });
      return { pagePath: event.path, pageViewId: view.id, queue: capped([...context.queue, view]) };
    }),
    takeBatch: assign(({ context }) => ({
      inFlight: context.queue.slice(0, context.maxBatch),
      queue: context.queue.slice(context.maxBatch),
    })),
    dropSent: assign({ inFlight: [] }),
    /** A failed batch goes back in front, to be retried with the next one. */
    requeueFailed: assign(({ context }) => ({ queue: capped([...context.inFlight, ...context.queue]), inFlight: [] })),
    beaconQueue: ({ context, system }) => {
      const common = commonFields(system);
      for (let i = 0; i < context.queue.length; i += context.maxBatch) {
        void sendTrackBatch({ common, events: context.queue.slice(i, i + context.maxBatch) }, true);
      }
    },
    clearQueue: assign({ queue: [] }),
  },
  guards: {
    isTrackedPage: ({ event }) => {
      assertEvent(event, 'TRACK');
      return isTrackedPath(event.path ?? currentPath());
    },
    isNewPage: ({ context, event }) => {
      assertEvent(event, 'TRACKER.PAGE');
      return event.path !== context.pagePath;
    },
    hasQueued: ({ context }) => context.queue.length > 0,
    isEmpty: ({ context }) => context.queue.length === 0,
    isFull: ({ context }) => context.queue.length >= context.maxBatch,
  },
  delays: { FLUSH_WAIT: FLUSH_WAIT_MS },
}).createMachine({
  id: 'tracker',
  context: ({ input }) => ({
    queue: [],
    inFlight: [],
    pagePath: null,
    pageViewId: null,
    maxBatch: input?.maxBatch ?? MAX_BATCH,
  }),
  invoke: { id: 'watchPage', src: 'watchPage' },
  on: {
    TRACK: { guard: 'isTrackedPage', actions: 'enqueue' },
    'TRACKER.PAGE': { guard: 'isNewPage', actions: 'notePage' },
    'TRACKER.LEAVE': { guard: 'hasQueued', actions: ['beaconQueue', 'clearQueue'] },
  },
  initial: 'idle',
  states: {
    idle: { always: { guard: 'hasQueued', target: 'collecting' } },
    collecting: {
      always: [
        { guard: 'isEmpty', target: 'idle' },
        { guard: 'isFull', target: 'flushing' },
      ],
      after: { FLUSH_WAIT: 'flushing' },
    },
    flushing: {
      entry: 'takeBatch',
      invoke: {
        id: 'sendBatch',
        src: 'sendBatch',
        input: ({ context, self }) => ({ common: commonFields(self.system), events: context.inFlight }),
        onDone: { target: 'idle', actions: 'dropSent' },
        onError: { target: 'retrying', actions: 'requeueFailed' },
      },
    },
    /**
     * A refused batch is tried again after the same wait, not at once: with 20 or more events
     * waiting, going straight back through `collecting` re-sent the moment the collector (or the
     * network) refused, in a loop as fast as the refusals came.
     */
    retrying: {
      after: { FLUSH_WAIT: [{ guard: 'hasQueued', target: 'flushing' }, { target: 'idle' }] },
    },
  },
});
