import { createContext, useContext, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';

/** The main area, the one scrolling box every page shares (Layout). */
export const MainScrollContext = createContext<RefObject<HTMLElement | null> | null>(null);

/**
 * A kept-alive page's place in the main area: the box is shared, so the next page moves it. While
 * the page shows (an Activity runs its effects only then) every scroll is noted; shown again, the
 * page is scrolled back to the last one, whichever way the reader left and came back.
 */
export function KeptScroll({ children }: { children: ReactNode }) {
  const main = useContext(MainScrollContext);
  const top = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    const box = main?.current;
    if (!box) return;
    if (top.current !== undefined) box.scrollTo({ top: top.current });
    const note = () => void (top.current = box.scrollTop);
    box.addEventListener('scroll', note, { passive: true });
    return () => box.removeEventListener('scroll', note);
  }, [main]);
  return children;
}
