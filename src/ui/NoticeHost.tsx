import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { notices, takePendingNotices } from '../machines/notify';

/**
 * Where the toaster's code would not load (a new version replaced it): the notices are let go as
 * shown, as far as they ever will be, so nothing waits on them (the chunk-reload flow's count).
 */
function Unshowable() {
  useEffect(() => {
    takePendingNotices();
    const subscription = notices.subscribe(() => void takePendingNotices());
    return () => subscription.unsubscribe();
  }, []);
  return null;
}

// The toast machinery is not part of the first load: most first screens raise no notice.
const Toaster = lazy<ComponentType>(() =>
  import('./toaster').then(
    (m) => ({ default: m.Toaster }),
    () => ({ default: Unshowable }),
  ),
);

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
