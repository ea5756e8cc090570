import { useSyncExternalStore } from 'react';

/** SPEC section 9: the menus collapse at a window width of 1200 px or less. */
export const NARROW_QUERY = '(width <= 1200px)';

/** The same line for styles, so a prerendered page folds its header before any code runs. */
export const NARROW_MEDIA = `@media screen and ${NARROW_QUERY}`;
export const WIDE_MEDIA = '@media screen and (width > 1200px)';

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
