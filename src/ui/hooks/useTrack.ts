import { useCallback } from 'react';
import type { TrackProps } from '../../machines/tracker';
import { useSystemActor } from './appActor';

/**
 * `track(module, name, props)` for clicks a data-track attribute cannot describe. The tracker
 * decides the rest (batching, excluded pages, common fields).
 */
export function useTrack(): (module: string, name: string, props?: TrackProps) => void {
  const tracker = useSystemActor('tracker');
  return useCallback(
    (module: string, name: string, props?: TrackProps) => tracker.send({ type: 'TRACK', module, name, props, path: window.location.pathname }),
    [tracker],
  );
}
