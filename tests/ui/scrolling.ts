/**
 * jsdom lays nothing out, so nothing ever scrolls into view. This stands in for the browser's
 * IntersectionObserver: `scrollToEnd()` reports every observed element as in view, as scrolling to
 * the bottom of a list would report its sentinel.
 */
const observers = new Set<FakeIntersectionObserver>();

class FakeIntersectionObserver {
  private readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    observers.add(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    observers.delete(this);
  }
  takeRecords() {
    return [];
  }
  report() {
    const entries = [...this.targets]
      .filter((t) => t.isConnected)
      .map(
        (target) => ({ target, isIntersecting: true, intersectionRatio: 1 }) as unknown as IntersectionObserverEntry,
      );
    if (entries.length) this.callback(entries, this as unknown as IntersectionObserver);
  }
}

export function installScrolling(): void {
  globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
}

export function scrollToEnd(): void {
  for (const observer of [...observers]) observer.report();
}
