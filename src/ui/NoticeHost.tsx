import { useSelector } from '@xstate/react';
import { lazy, Suspense, useState } from 'react';
import { notices } from '../machines/notify';

// The toast machinery is not part of the first load: most first screens raise no notice.
const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * Loads the toaster with the first notice. The notice store keeps whatever was raised before
 * (before the first render, in the pages' effects, while the toaster loads) until it is shown.
 */
export function NoticeHost() {
  const raised = useSelector(notices, (s) => s.context.pending.length > 0);
  // Once loaded the toaster stays, even when the store has nothing pending any more.
  const [loaded, setLoaded] = useState(false);
  if (raised && !loaded) setLoaded(true);
  return loaded || raised ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
