import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '../mocks/node';
import { configureHttp } from '../src/api/http';
import { readSessionId, readToken } from '../src/machines/credentials';
import { notices, notify } from '../src/machines/notify';
import { toaster } from '../src/ui/toaster';
import { installMediaQueries, resetMediaQueries } from './mediaQueries';

// As src/main.tsx wires it: the client reads credentials where the session stores them.
configureHttp({ getToken: readToken, getSessionId: readSessionId, notify: (message) => notify(message, 'error') });

// findBy/waitFor wait for what the user sees, up to this long: a bound for a loaded machine, never a
// delay a passing test pays. Two cores shared by several test runs (load 15 and more) give a worker
// a tenth of a core, so a screen that renders in 1 s alone can take 10 s; a wait shorter than that
// failed tests that were right. Half the test's own bound (vite.config.ts), so the wait fails
// before the test does and says what was missing.
configure({ asyncUtilTimeout: 30_000 });

/**
 * jsdom has no ResizeObserver. Chakra's popovers and menus position themselves with floating-ui,
 * which observes their anchor on the next animation frame: on a loaded machine that frame can come
 * after the test, and without the class it rejected unhandled (tests/ui/shell/lazyShell.test.tsx).
 * Textarea autoresize and sliders measure with one too.
 */
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver;

// The header, the side menu and the theme ask media queries whether the window is narrow or the
// system dark.
installMediaQueries();

// The simulator answers every request of every file (msw/node); a request it does not know fails
// the test. Files that need the seeded world call resetSimulator() before each test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

afterEach(() => {
  cleanup();
  // Each test starts signed out, with no toasts left over from the previous one.
  toaster.remove();
  notices.send({ type: 'NOTICE.CLEAR' });
  Cookies.remove('token', { path: '/' });
  window.localStorage.clear();
  resetMediaQueries();
});
