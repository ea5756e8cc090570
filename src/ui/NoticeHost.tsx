import { lazy, Suspense, useEffect, useState } from 'react';
import { hasCarriedNotices, onNotify, type Notice } from '../machines/notify';

// The toast machinery is not part of the first load: most first screens raise no notice.
const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/** Notices raised before the toaster is ready; `take` hands them over once and stops collecting. */
function earlyNotices(raisedBefore: Notice[] = []) {
  let early: Notice[] | null = [...raisedBefore];
  return {
    any: () => (early?.length ?? 0) > 0,
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
 * `takeRaisedBefore`: notices raised before this mounted (the app's calls start before its first
 * render, and an answer such as a 401 can come first).
 */
export function NoticeHost({ takeRaisedBefore }: { takeRaisedBefore?: () => Notice[] }) {
  const [early] = useState(() => earlyNotices(takeRaisedBefore?.()));
  const [needed, setNeeded] = useState(() => hasCarriedNotices() || early.any());
  useEffect(
    () =>
      // Stays subscribed while the toaster loads and mounts, so nothing raised meanwhile is lost.
      onNotify((notice) => {
        early.push(notice);
        setNeeded(true);
      }),
    [early],
  );
  return needed ? (
    <Suspense fallback={null}>
      <Toaster takeEarly={early.take} />
    </Suspense>
  ) : null;
}
