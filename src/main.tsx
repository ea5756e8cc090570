import type { InspectionEvent, Observer } from 'xstate';
import { configureHttp } from './api/http';
import { config } from './config';
import { startApp, systemActor, type AppActor } from './machines/app';
import { simulatorAnswers } from '../mocks/workerMessages';
import { readLiveCookies, readSessionId, readToken } from './machines/credentials';
import { notify, restoreCarriedNotices } from './machines/notify';
import { resumeClockOffset } from './machines/clock';
import { addressedPage } from './ui/boot/firstPage';

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
 * Demo mode: the simulator answers from the demo's service worker (mocks/serviceWorker.ts), so on
 * any visit after the first it is already there: the page's calls go out at once, as they would to
 * a real backend, and the demo's own chunk (its controls, the code notices, the console launcher)
 * loads once the first page has painted. A first visit installs the worker and its calls wait for
 * it: at once for a signed-in visitor, whose page needs them; once the page has painted for a
 * guest, whose first page needs no API answer to paint (it is prerendered). A failed start lets
 * calls go to the network. Tested inline, not through `config`: only a literal condition lets the
 * bundler drop the demo chunks from real builds.
 */
function startBackend(pageReady: Promise<unknown>, firstCommit: Promise<unknown>): Promise<unknown> {
  if (import.meta.env.VITE_SIMULATOR === 'off') return Promise.resolve();
  // The first screen's dates (a usage range, today's 对账) are on the demo's moved clock, not the browser's.
  resumeClockOffset();
  const answering = simulatorAnswers();
  const startWhen = answering
    ? firstCommit.then(afterNextPaint)
    : !readToken()
      ? pageReady.then(afterNextPaint)
      : Promise.resolve();
  const started = startWhen
    .then(() => import('./demo'))
    .then((demo) => demo.startDemo())
    .catch((error: unknown) => console.error('simulator failed to start', error));
  return answering ? Promise.resolve() : started;
}

async function boot() {
  // React, Chakra and the shell (src/ui/boot/mount.tsx) load with the first page's code; both are
  // evaluated in later tasks, after the session's and the first page's first calls are out.
  const firstPage = addressedPage();
  const pageReady = Promise.all([import('./ui/boot/mount'), firstPage.load()]);
  // The session calls the API as soon as it starts, so the client's hooks reach it through this holder.
  const started: { app?: AppActor } = {};
  let committed!: () => void;
  const firstCommit = new Promise<void>((resolve) => (committed = resolve));
  // Notices the previous page carried over (登录成功 before a reload) show once it is on screen: the
  // first read of sessionStorage waits on the browser (~9 ms measured), so not before the first paint.
  void firstCommit.then(restoreCarriedNotices);
  // On screen, the page reads its own cookies again rather than the boot's copy (src/machines/credentials.ts).
  void firstCommit.then(readLiveCookies);
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
  // Right behind the session's calls, which the guard waits for, in the same task.
  firstPage.askData();
  const [{ mountApp }] = await pageReady;
  mountApp(app, committed);
}

void boot();
