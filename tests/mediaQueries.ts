/**
 * jsdom has no `matchMedia`. This stand-in, installed for every test by tests/setup.ts, answers a
 * query from what the test set (at first none matches: a window wider than the fold, a light
 * system) and tells the query's listeners when a test changes it, as a browser does on a resize
 * or a change of the system's theme.
 */
const matching = new Set<string>();
const listeners = new Map<string, Set<() => void>>();

const listenersOf = (query: string): Set<() => void> => {
  let set = listeners.get(query);
  if (!set) listeners.set(query, (set = new Set()));
  return set;
};

export function installMediaQueries(): void {
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return matching.has(query);
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listenersOf(query).add(listener),
      removeEventListener: (_: string, listener: () => void) => listenersOf(query).delete(listener),
    }) as unknown as MediaQueryList;
}

/** Whether `query` matches from now on; its listeners hear of a change (wrap in `act` while a page is shown). */
export function setMediaQuery(query: string, matches: boolean): void {
  if (matching.has(query) === matches) return;
  if (matches) matching.add(query);
  else matching.delete(query);
  listenersOf(query).forEach((listener) => listener());
}

/** Back to no query matching, between tests (their pages are unmounted by then). */
export function resetMediaQueries(): void {
  matching.clear();
}
