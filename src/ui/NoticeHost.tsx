import { lazy, Suspense, useEffect, useState } from 'react';
import { hasCarriedNotices, onNotify, type Notice } from '../machines/notify';

// The toast machinery is not part of the first load: most first screens raise no notice.
const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/** Notices raised before the toaster is ready; `take` hands them over once and stops collecting. */
function earlyNotices() {
  let early: Notice[] | null = [];
  return {
    push: (notice: Notice) => void early?.push(notice),
    take: (): Notice[] => {
      const taken = early ?? [];
      early = null;
      return taken;
    },
  };
}

/**
 * Loads the toaster with the first notice (or at once when the previous page carried some over).
 * `takeRaisedBefore`: notices raised before this subscribed — the app's calls start before its
 * first render (an answer such as a 401 can come first), and the pages' effects run before this one.
 */
export function NoticeHost({ takeRaisedBefore }: { takeRaisedBefore?: () => Notice[] }) {
  const [needed, setNeeded] = useState(hasCarriedNotices);
  const [early] = useState(earlyNotices);
  useEffect(() => {
    const onNotice = (notice: Notice) => {
      early.push(notice);
      setNeeded(true);
    };
    // Stays subscribed while the toaster loads and mounts, so nothing raised meanwhile is lost.
    const stop = onNotify(onNotice);
    takeRaisedBefore?.().forEach(onNotice);
    return stop;
  }, [early, takeRaisedBefore]);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster takeEarly={early.take} />
    </Suspense>
  ) : null;
}
