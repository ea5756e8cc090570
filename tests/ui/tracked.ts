import type { TrackEvent } from '../../src/api/analytics';
import { systemActor, type AppActor } from '../../src/machines/app';

/**
 * Every named event the tracker takes from now on (page views left out), as [identifier, props],
 * whether it still waits in the queue, flies, or has already been sent: the tracker sends a batch
 * after 2 s, which a slow machine can reach between a click and the test looking at the queue.
 */
export function recordTracked(app: AppActor): () => (readonly [string, Record<string, unknown>])[] {
  const seen = new Map<string, TrackEvent>();
  const tracker = systemActor(app, 'tracker');
  const take = (s: ReturnType<typeof tracker.getSnapshot>) =>
    [...s.context.queue, ...s.context.inFlight].forEach((e) => seen.set(e.id, e));
  take(tracker.getSnapshot());
  tracker.subscribe(take);
  return () => [...seen.values()].filter((e) => e.module !== 'page').map((e) => [e.identifier, e.props] as const);
}
