import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { InspectionEvent, Observer } from 'xstate';
import { configureHttp } from './api/http';
import { App } from './App';
import { config } from './config';
import { startApp, systemActor, type AppActor } from './machines/app';
import { readSessionId, readToken } from './machines/credentials';
import { notify, restoreCarriedNotices } from './machines/notify';
import { firstPageLoaded } from './ui/routes/AppRoutes';

/**
 * Development only: /dev/machines hears every system actor's events (src/dev/inspectionLog.ts),
 * and `npm run dev:inspect` also hands them to the Stately inspector.
 */
async function inspector(): Promise<((event: InspectionEvent) => void) | undefined> {
  if (!import.meta.env.DEV) return undefined;
  const { recordInspection } = await import('./dev/inspectionLog');
  if (!config.inspect) return recordInspection;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const stately: Observer<InspectionEvent> = createBrowserInspector().inspect;
  return (event) => {
    recordInspection(event);
    stately.next?.(event);
  };
}

const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Demo mode: the simulator (its own chunk, absent from real builds) starts while the first screen
 * renders; API calls wait for it, static content does not. For a guest it starts only once the
 * first page has painted: that page needs no API answer to paint, and the simulator's start (a
 * few hundred ms of main thread to parse and seed) would hold the paint up. A returning user's
 * page waits for their session, so then it starts at once. A failed start lets calls go to the
 * network. Tested inline, not through `config`: only a literal condition lets the bundler drop
 * the demo chunks from real builds.
 */
function startBackend(): Promise<unknown> {
  if (import.meta.env.VITE_SIMULATOR === 'off') return Promise.resolve();
  const startWhen = readToken() ? Promise.resolve() : firstPageLoaded.then(afterNextPaint);
  return startWhen
    .then(() => import('./demo'))
    .then((demo) => demo.startDemo())
    .catch((error: unknown) => console.error('simulator failed to start', error));
}

declare global {
  interface Window {
    /** Clicks on a prerendered page before it was hydrated, kept by index.html's inline script until `stop`. */
    __earlyClicks?: { targets: Element[]; stop: () => void };
  }
}

/** The app has the page: index.html's keeping of early clicks ends; the clicks it kept, in order. */
function takeEarlyClicks(container: HTMLElement): Element[] {
  container.removeAttribute('data-prerendered');
  const early = window.__earlyClicks;
  delete window.__earlyClicks;
  early?.stop();
  return early?.targets ?? [];
}

/**
 * The clicks a visitor made on the prerendered page while its code loaded, in order: React hydrates
 * what each one hits before handling it, as for any click during hydration.
 */
function replayEarlyClicks(container: HTMLElement) {
  for (const target of takeEarlyClicks(container)) target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
}

async function boot() {
  // Notices the previous page carried over (登录成功 before a reload) wait in the store for the toaster.
  restoreCarriedNotices();
  // The session calls the API as soon as it starts, so the client's hooks reach it through this holder.
  const started: { app?: AppActor } = {};
  configureHttp({
    getToken: readToken,
    getSessionId: readSessionId,
    onUnauthorized: () => started.app && systemActor(started.app, 'session').send({ type: 'SESSION.EXPIRED' }),
    notify: (message) => notify(message, 'error'),
    backendReady: startBackend(),
  });
  const app = startApp({ inspect: await inspector() });
  // Before the first page's code is in: its early data may already be answered (a 401 included).
  started.app = app;
  await firstPageLoaded;
  const tree = (
    <StrictMode>
      <App actor={app} />
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  // A guest's page prerendered at build time (scripts/build/prerender.ts) is taken over as it is;
  // a signed-in visitor's copy of it was never shown (index.html) and makes way for their own.
  if (container.hasAttribute('data-prerendered') && !readToken()) {
    hydrateRoot(container, tree);
    replayEarlyClicks(container);
    return;
  }
  // No prerendered page was shown (none, or a signed-in visitor's hidden copy): no click was kept.
  takeEarlyClicks(container);
  container.replaceChildren();
  createRoot(container).render(tree);
}

void boot();
