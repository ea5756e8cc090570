import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notices, notify } from '../../src/machines/notify';
import { goTo, refreshRoute, reloadPage } from '../../src/machines/platform';

/**
 * The browser effects flows name as actions: a reload that keeps the notices on screen for the
 * next page (登录成功 raised just before it), a refresh of the current route with a timestamp
 * query (SPEC section 4, code login), and going to a path the router hears.
 */
let popstates = 0;
const heardPopstate = () => void popstates++;
beforeEach(() => {
  popstates = 0;
  window.addEventListener('popstate', heardPopstate);
  window.sessionStorage.clear();
  notices.send({ type: 'NOTICE.CLEAR' });
});
afterEach(() => window.removeEventListener('popstate', heardPopstate));

describe('browser effects', () => {
  it('a reload carries the notices not yet gone over to the next page', () => {
    notify('登录成功', 'success');
    reloadPage();
    expect(JSON.parse(window.sessionStorage.getItem('carried-notices') ?? '[]')).toEqual([
      { message: '登录成功', kind: 'success' },
    ]);
  });

  it('refreshing the route adds the time as t, keeps the rest of the address and the history entry, and tells the router', () => {
    window.history.replaceState({ entry: 'apps' }, '', '/app-center?tab=mine');
    const entries = window.history.length;
    refreshRoute(1_700_000_000_000);
    expect(window.location.pathname).toBe('/app-center');
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({
      tab: 'mine',
      t: '1700000000000',
    });
    expect(window.history.state).toEqual({ entry: 'apps' });
    expect(window.history.length).toBe(entries);
    expect(popstates).toBe(1);
  });

  it('going to a path adds a history entry and tells the router', () => {
    window.history.replaceState(null, '', '/home');
    const entries = window.history.length;
    goTo('/model-square');
    expect(window.location.pathname).toBe('/model-square');
    expect(window.history.length).toBe(entries + 1);
    expect(popstates).toBe(1);
  });
});
