import type { InspectionEvent, Observer } from 'xstate';
import { configureHttp } from './api/http';
import { config } from './config';
import { startApp, systemActor, type AppActor } from './machines/app';
import { readKnownCodes, readSessionId, readToken } from './machines/credentials';
import { notify, restoreCarriedNotices } from './machines/notify';
import { firstPageLoaded } from './ui/routes/firstPage';

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
 * renders; API calls wait for it, static content does not. It starts at once only for a returning
 * user whose page cannot render before their session answers. A guest's first page needs no API
 * answer to paint (it is prerendered), and a returning user whose permissions are known from their
 * last visit sees their page before the session answers (useAccess): for them it starts once that
 * first page has painted, so neither its download (~150 KB gzip) nor its start (a few hundred ms
 * of main thread to parse and load the stored world) holds the paint up. A failed start lets calls
 * go to the network. Tested inline, not through `config`: only a literal condition lets the
 * bundler drop the demo chunks from real builds.
 */
function startBackend(pageReady: Promise<unknown>, firstCommit: Promise<unknown>): Promise<unknown> {
  if (import.meta.env.VITE_SIMULATOR === 'off') return Promise.resolve();
  const token = readToken();
  const startWhen = !token ? pageReady.then(afterNextPaint) : readKnownCodes(token) ? firstCommit.then(afterNextPaint) : Promise.resolve();
  return startWhen
    .then(() => import('./demo'))
    .then((demo) => demo.startDemo())
    .catch((error: unknown) => console.error('simulator failed to start', error));
}

async function boot() {
  // React, Chakra and the shell (src/ui/mount.tsx) are evaluated once in, after the session's first calls are out.
  const pageReady = Promise.all([import('./ui/mount'), firstPageLoaded]);
  // Notices the previous page carried over (登录成功 before a reload) wait in the store for the toaster.
  restoreCarriedNotices();
  // The session calls the API as soon as it starts, so the client's hooks reach it through this holder.
  const started: { app?: AppActor } = {};
  let committed!: () => void;
  const firstCommit = new Promise<void>((resolve) => (committed = resolve));
  configureHttp({
    getToken: readToken,
    getSessionId: readSessionId,
    onUnauthorized: () => started.app && systemActor(started.app, 'session').send({ type: 'SESSION.EXPIRED' }),
    notify: (message) => notify(message, 'error'),
    backendReady: startBackend(pageReady, firstCommit),
  });
  const app = startApp({ inspect: await inspector() });
  // Before the first page's code is in: its early data may already be answered (a 401 included).
  started.app = app;
  const [{ mountApp }] = await pageReady;
  mountApp(app, committed);
}

void boot();
