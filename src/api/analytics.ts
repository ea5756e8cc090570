import { config } from '../config';

export interface TrackEvent {
  id: string;
  identifier: string;
  parentId: string | null;
  ts: number;
  module: string;
  name: string;
  props: Record<string, unknown>;
}

export interface TrackBatch {
  common: Record<string, unknown>;
  events: TrackEvent[];
}

/**
 * The collector is another host on the platform: no token, no envelope, and when the page
 * is going away sendBeacon is the only transport that still delivers.
 */
export function sendTrackBatch(batch: TrackBatch, leaving = false): Promise<void> {
  const body = JSON.stringify(batch);
  if (leaving && typeof navigator !== 'undefined' && navigator.sendBeacon) {
    navigator.sendBeacon(config.collectorUrl, new Blob([body], { type: 'application/json' }));
    return Promise.resolve();
  }
  return fetch(config.collectorUrl, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
  }).then((res) => {
    // A refused batch is kept and retried by the tracker.
    if (!res.ok) throw new Error(`collector answered ${res.status}`);
  });
}
