import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code (Chakra's dialog, portal and focus trap among it) loads the first time it
 * opens, not with the page; once loaded it stays mounted, so its closing animation still plays.
 */
export function lazyWhenOpen<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  return function OpenedOnce(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    return opened ? (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    ) : null;
  };
}
