import { assign, fromCallback, setup } from 'xstate';
import { notify, notifyThen } from './notify';
import { reloadPage } from './platform';

/** SPEC sections 4, 8 and 9. */
export const UPDATE_NOTICE = '检测到版本更新，页面将在3秒后刷新';
export const FAILURE_NOTICE = '服务异常，请稍后重试';
export const RELOAD_LIMIT = 3;
export const RELOAD_DELAY_MS = 3000;
export const DEBOUNCE_MS = 200;
export const COUNTER_KEY = 'chunk-reload-count';
/** Raised on window by the route error boundary when a lazy page's chunk would not load. */
export const CHUNK_ERROR_EVENT = 'portal:chunk-error';

/** Reload counter kept in session storage: it must survive the reloads it counts. */
export const reloadCounter = {
  read(): number {
    const n = Number(window.sessionStorage.getItem(COUNTER_KEY));
    return Number.isInteger(n) && n > 0 ? n : 0;
  },
  write(n: number): void {
    window.sessionStorage.setItem(COUNTER_KEY, String(n));
  },
  clear(): void {
    window.sessionStorage.removeItem(COUNTER_KEY);
  },
};

/** The messages browsers use for a dynamic import that failed to fetch or evaluate. */
const chunkErrorPattern =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk [\w-]+ failed|ChunkLoadError/i;
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'ChunkLoadError' || chunkErrorPattern.test(error.message));

export type ChunkReloadEvent = { type: 'CHUNK.FAILED' } | { type: 'CHUNK.NOTICE_SHOWN' };

/**
 * A page's code failed to load, most likely because a new version replaced the old chunks:
 * after a short debounce (one failure often raises several signals) the page reloads 3 s after
 * the notice saying so is on screen, at most 3 times in a session; the 4th failure stops, clears
 * the counter and says so.
 */
export const chunkReloadMachine = setup({
  types: {} as {
    /**
     * `count`: the reloads this tab has made, read from its storage when the first failure comes
     * (undefined until then): at start that read would be a synchronous call to the browser in the
     * task the first page waits for, and a page whose code loads never needs it.
     */
    context: { count?: number };
    events: ChunkReloadEvent;
    input: { count?: number } | undefined;
  },
  actors: {
    /** Vite's failed preloads and the route boundary's failed lazy pages. */
    watchChunkErrors: fromCallback<ChunkReloadEvent>(({ sendBack }) => {
      const onFailure = () => sendBack({ type: 'CHUNK.FAILED' });
      window.addEventListener('vite:preloadError', onFailure);
      window.addEventListener(CHUNK_ERROR_EVENT, onFailure);
      return () => {
        window.removeEventListener('vite:preloadError', onFailure);
        window.removeEventListener(CHUNK_ERROR_EVENT, onFailure);
      };
    }),
    /** Raises 检测到版本更新 and tells once it is on screen. */
    announceUpdate: fromCallback<ChunkReloadEvent>(({ sendBack }) =>
      notifyThen(UPDATE_NOTICE, 'warning', () => sendBack({ type: 'CHUNK.NOTICE_SHOWN' })),
    ),
  },
  actions: {
    recallCount: assign(({ context }) => ({ count: context.count ?? reloadCounter.read() })),
    countReload: assign(({ context }) => ({ count: (context.count ?? 0) + 1 })),
    persistCount: ({ context }) => reloadCounter.write(context.count ?? 0),
    clearCount: assign(() => {
      reloadCounter.clear();
      return { count: 0 };
    }),
    announceFailure: () => notify(FAILURE_NOTICE, 'error'),
    reloadPage: () => reloadPage(),
  },
  guards: {
    underLimit: ({ context }) => (context.count ?? 0) < RELOAD_LIMIT,
  },
  delays: { DEBOUNCE: DEBOUNCE_MS, RELOAD_DELAY: RELOAD_DELAY_MS },
}).createMachine({
  id: 'chunkReload',
  context: ({ input }) => ({ count: input?.count }),
  invoke: { id: 'watchChunkErrors', src: 'watchChunkErrors' },
  initial: 'idle',
  states: {
    idle: { on: { 'CHUNK.FAILED': { target: 'debouncing', actions: 'recallCount' } } },
    debouncing: {
      // More signals of the same failure restart the wait rather than count again.
      on: { 'CHUNK.FAILED': { target: 'debouncing', reenter: true } },
      after: {
        DEBOUNCE: [
          { guard: 'underLimit', target: 'reloading', actions: ['countReload', 'persistCount'] },
          { target: 'gaveUp', actions: ['clearCount', 'announceFailure'] },
        ],
      },
    },
    reloading: {
      tags: ['updating'],
      invoke: { id: 'announceUpdate', src: 'announceUpdate' },
      initial: 'announcing',
      states: {
        // The notice promises 3 seconds: they count from when the reader can see it, not from when
        // it was raised (the toaster's code may still be on its way).
        announcing: { on: { 'CHUNK.NOTICE_SHOWN': 'counting' } },
        counting: { after: { RELOAD_DELAY: { target: '#chunkReload.reloaded', actions: 'reloadPage' } } },
      },
    },
    /** The document is being replaced. */
    reloaded: { tags: ['updating'] },
    /** Stopped for this document; the cleared counter lets a manual reload start afresh. */
    gaveUp: { tags: ['failed'] },
  },
});
