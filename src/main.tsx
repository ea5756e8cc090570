import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { InspectionEvent, Observer } from 'xstate';
import { configureHttp } from './api/http';
import { App } from './App';
import { config } from './config';
import { startApp, systemActor, type AppActor } from './machines/app';
import { readSessionId, readToken } from './machines/credentials';
import { notify } from './machines/notify';

async function inspector(): Promise<Observer<InspectionEvent> | undefined> {
  if (!import.meta.env.DEV || !config.inspect) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}

async function boot() {
  // The simulator must answer before the first call; it is its own chunk, absent from real builds' first load.
  // Tested inline, not through `config`: only a literal condition lets the bundler drop the demo chunks from real builds.
  if (import.meta.env.VITE_SIMULATOR !== 'off') await (await import('./demo')).startDemo();
  // The session calls the API as soon as it starts, so the client's hooks reach it through this holder.
  const started: { app?: AppActor } = {};
  configureHttp({
    getToken: readToken,
    getSessionId: readSessionId,
    onUnauthorized: () => started.app && systemActor(started.app, 'session').send({ type: 'SESSION.EXPIRED' }),
    notify: (message) => notify(message, 'error'),
  });
  const app = startApp({ inspect: await inspector() });
  started.app = app;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App actor={app} />
    </StrictMode>,
  );
}

void boot();
