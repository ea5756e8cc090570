import { useCallback, useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/** Lists up to this long render every item; longer ones render only what is near the viewport. */
export const WINDOW_FROM = 200;
/** Height assumed for an item not yet measured (px); measured heights replace it as items render. */
const ESTIMATED_HEIGHT = 64;
/** Rendered margin above and below the viewport (px), so fast scrolling shows no blank rows. */
const OVERSCAN = 800;

export interface ListWindow {
  start: number;
  end: number;
  padTop: number;
  padBottom: number;
}

/** The nearest ancestor that scrolls vertically; the document when none does. */
function scrollParentOf(node: HTMLElement): HTMLElement | Window {
  for (let el = node.parentElement; el; el = el.parentElement) {
    const { overflowY } = getComputedStyle(el);
    if (overflowY === 'auto' || overflowY === 'scroll') return el;
  }
  return window;
}

/** Measured item heights; a plain object kept across renders, written only after layout. */
class HeightCache {
  private readonly measured: number[] = [];
  get(index: number): number {
    return this.measured[index] ?? ESTIMATED_HEIGHT;
  }
  set(index: number, height: number): void {
    this.measured[index] = height || ESTIMATED_HEIGHT;
  }
}

function viewportOf(scroller: HTMLElement | Window, list: HTMLElement): { top: number; bottom: number } {
  const listTop = list.getBoundingClientRect().top;
  if (scroller instanceof Window) return { top: -listTop, bottom: window.innerHeight - listTop };
  const box = scroller.getBoundingClientRect();
  return { top: box.top - listTop, bottom: box.top - listTop + scroller.clientHeight };
}

/**
 * Windowing for long infinite lists (bench: 10,000 items keep the DOM bounded and scrolling free
 * of long tasks). Items render in a slice with spacers above and below; each rendered item's
 * height is measured, so items of any height work. Short lists are left whole.
 */
export function useListWindow(count: number, listRef: RefObject<HTMLElement | null>) {
  const [heights] = useState(() => new HeightCache());
  const [view, setView] = useState({ top: 0, bottom: typeof window === 'undefined' ? 1000 : window.innerHeight });
  const windowed = count > WINDOW_FROM;

  const update = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const next = viewportOf(scrollParentOf(list), list);
    // Re-render only when the view moved enough to change which items are near it.
    setView((prev) =>
      Math.abs(prev.top - next.top) < OVERSCAN / 4 && Math.abs(prev.bottom - next.bottom) < OVERSCAN / 4 ? prev : next,
    );
  }, [listRef]);

  useEffect(() => {
    const list = listRef.current;
    if (!windowed || !list) return;
    const scroller = scrollParentOf(list);
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    update();
    scroller.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      scroller.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [windowed, listRef, update]);

  const heightOf = (i: number) => heights.get(i);
  let range: ListWindow = { start: 0, end: count, padTop: 0, padBottom: 0 };
  if (windowed) {
    let offset = 0;
    let start = 0;
    while (start < count && offset + heightOf(start) < view.top - OVERSCAN) offset += heightOf(start++);
    const padTop = offset;
    let end = start;
    while (end < count && offset < view.bottom + OVERSCAN) offset += heightOf(end++);
    let padBottom = 0;
    for (let i = end; i < count; i++) padBottom += heightOf(i);
    range = { start, end, padTop, padBottom };
  }

  /** Measures the rendered items (children marked with data-index) after each render. */
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!windowed || !list) return;
    for (const node of list.querySelectorAll<HTMLElement>(':scope > [data-index]')) {
      heights.set(Number(node.dataset.index), node.offsetHeight);
    }
  });

  return range;
}
