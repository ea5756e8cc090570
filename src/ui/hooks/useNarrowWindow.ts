import { useSyncExternalStore } from 'react';

/** SPEC section 9: the menus collapse at a window width of 1200 px or less. */
const FOLD_WIDTH = 1200;
export const NARROW_QUERY = `(width <= ${FOLD_WIDTH}px)`;

/** The same line for styles, so a prerendered page folds its header before any code runs. */
export const NARROW_MEDIA = `@media screen and ${NARROW_QUERY}`;
export const WIDE_MEDIA = `@media screen and (width > ${FOLD_WIDTH}px)`;

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
