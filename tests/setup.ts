import { cleanup } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach } from 'vitest';
import { configureHttp } from '../src/api/http';
import { readSessionId, readToken } from '../src/machines/credentials';
import { notify } from '../src/machines/notify';
import { toaster } from '../src/ui/toaster';

// As src/main.tsx wires it: the client reads credentials where the session stores them.
configureHttp({ getToken: readToken, getSessionId: readSessionId, notify: (message) => notify(message, 'error') });

afterEach(() => {
  cleanup();
  // Each test starts signed out, with no toasts left over from the previous one.
  toaster.remove();
  Cookies.remove('token', { path: '/' });
  window.localStorage.clear();
});
