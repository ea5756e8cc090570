import { useCallback } from 'react';
import type { TrackProps } from '../../machines/tracker';
import { useSystemActor } from './appActor';

/**
 * `track(trackEvents.x.y, props)` for interactions a data-track click attribute cannot describe
 * (a select's change, a keyboard send). The tracker decides the rest (batching, excluded pages,
 * common fields).
 */
export function useTrack(): (event: string, props?: TrackProps) => void {
  const tracker = useSystemActor('tracker');
  return useCallback(
    (event: string, props?: TrackProps) => {
      const dot = event.indexOf('.');
      tracker.send({
        type: 'TRACK',
        module: event.slice(0, dot),
        name: event.slice(dot + 1),
        props,
        path: window.location.pathname,
      });
    },
    [tracker],
  );
}
