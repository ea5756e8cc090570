/**
 * The pages a guest's first paint needs no JavaScript for, rendered to HTML when the app is built
 * (scripts/build/prerender.ts runs this module in Node) and hydrated by src/ui/boot/mount.tsx. The app
 * renders as for a guest whose session is still being set up: no token, no guest id yet, no
 * browser to watch (the tracker's and the chunk-reload watch's listeners are left out).
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { App } from '../App';
import { paths } from '../routes/paths';
import { appMachine } from '../machines/app';
import { chunkReloadMachine, type ChunkReloadEvent } from '../machines/chunkReload';
import { sessionMachine } from '../machines/session';
import { trackerMachine, type TrackerEvent } from '../machines/tracker';
import { documentTitle, matchRoute } from '../ui/routes/resolve';

/** Address → the file the server sends for it (deploy/nginx.conf, the bench's server, `vite preview`). */
export const prerenderedPages = [
  { path: paths.home(), file: 'home.html' },
  { path: paths.docsCenter(), file: 'docs-center.html' },
];

const guestApp = appMachine.provide({
  actors: {
    tracker: trackerMachine.provide({ actors: { watchPage: fromCallback<TrackerEvent>(() => undefined) } }),
    chunkReload: chunkReloadMachine.provide({
      actors: { watchChunkErrors: fromCallback<ChunkReloadEvent>(() => undefined) },
    }),
    // The guest id is asked for in the browser: never answered here.
    session: sessionMachine.provide({
      actors: { ensureGuestSession: fromPromise(() => new Promise<string>(() => undefined)) },
    }),
  },
});

export async function renderPage(path: string): Promise<{ html: string; title: string }> {
  const app = createActor(guestApp).start();
  try {
    const started = app.getSnapshot();
    if (started.status === 'error') throw started.error;
    const { prelude } = await prerenderToNodeStream(
      <Router ssrPath={path}>
        <App actor={app} />
      </Router>,
      // Every boundary inline: an outlined one is revealed by an inline script, which neither a
      // browser without JavaScript nor the CSP (scripts by hash only) would run.
      { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void console.error(error) },
    );
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    return { html, title: documentTitle(matchRoute(path)?.route) };
  } finally {
    app.stop();
  }
}
