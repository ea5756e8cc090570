import { carryNotices } from './notify';

/**
 * The few browser effects flows need (reload, re-render the route). Machines name them as
 * actions with these as defaults, so model tests provide harmless stand-ins.
 */
export function reloadPage(): void {
  carryNotices();
  window.location.reload();
}

/** Refresh the current route with a timestamp query, so routed views re-run their loads. */
export function refreshRoute(now = Date.now()): void {
  const url = new URL(window.location.href);
  url.searchParams.set('t', String(now));
  window.history.replaceState(window.history.state, '', url);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

export function goTo(path: string): void {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}
