import { useSyncExternalStore } from 'react';

/** SPEC section 9: menus collapse at a window width of 1200 px or less. */
export const NARROW_QUERY = '(max-width: 1200px)';

const subscribe = (onChange: () => void) => {
  const mq = window.matchMedia(NARROW_QUERY);
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
};

export const useNarrowWindow = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW_QUERY).matches,
    () => false,
  );
