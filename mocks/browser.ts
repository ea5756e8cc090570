/**
 * The simulator in the browser: opens its IndexedDB store (mocks/db/idbStore.ts), restores the
 * stored world (or seeds one), then starts the service worker. Every handler's writes are stored
 * before it answers (mocks/rules/respond.ts), so a reload right after a write keeps it. Other
 * tabs of the demo are told of each commit and catch up with the rows it touched.
 */
import { setupWorker } from 'msw/browser';
import { DB_NAME, idbStore } from './db/idbStore';
import { bootSimulator, newEpoch, prefillSeed, resetSimulator, setCommitListener, setSeedSnapshot, setSimulatorStore, transact, type WorldStore } from './db/persist';
import { handlers } from './handlers';

export { resetSimulator, saveSimulator } from './db/persist';

/**
 * A performance measure from opening the store to a world in memory (seeded or loaded): what
 * `npm run bench` reads. A first visit's seed is stored meanwhile; the first write waits for it.
 */
export const SIMULATOR_START_MEASURE = 'simulator:start';

/** Another tab committed: take its rows now, so this tab's next call and the console see them. */
export const SIMULATOR_CHANGED_EVENT = 'simulator:changed';

let started: Promise<void> | undefined;

/**
 * Set once this origin has a world stored. Without it a visit is most likely the first, so the
 * seed is filled into memory while IndexedDB opens (a new origin's database takes the longest to
 * open). Only a hint: the boot asks IndexedDB either way.
 */
const STORED_HINT_KEY = 'ai-portal-simulator-stored';

/** Where the simulator kept its world before IndexedDB: one JSON string (mocks/db/legacy.ts). */
const LEGACY_STORAGE_KEY = 'ai-portal-simulator-v1';

/**
 * The world a returning demo user saved before IndexedDB is moved over once, unless the store
 * already holds a world; the old string is removed either way. The converter loads only then.
 */
async function moveLegacyWorld(store: WorldStore): Promise<void> {
  const text = localStorage.getItem(LEGACY_STORAGE_KEY);
  if (text === null) return;
  const { fromLegacy, isLegacySnapshot } = await import('./db/legacy');
  await store.exclusive(async () => {
    if (await store.load()) return;
    try {
      const parsed: unknown = JSON.parse(text);
      if (!isLegacySnapshot(parsed)) return;
      const { world, blobs } = fromLegacy(parsed, newEpoch());
      await store.replace(world, blobs);
    } catch (error) {
      console.warn('[simulator] 旧版演示数据无法读取，已改用初始数据', error);
    }
  });
  localStorage.removeItem(LEGACY_STORAGE_KEY);
}

export function startSimulator(): Promise<void> {
  started ??= (async () => {
    const opening = performance.now();
    // Prebuilt at build time. A first visit needs it, so it is fetched while IndexedDB opens
    // rather than after; a returning visit's fetch only warms the cache for a later reset.
    const seed = import('virtual:simulator-seed').then((module) => module.default);
    seed.catch(() => undefined);
    setSeedSnapshot(() => seed);
    if (localStorage.getItem(STORED_HINT_KEY) === null) prefillSeed();
    const store = await idbStore();
    setSimulatorStore(store);
    await moveLegacyWorld(store);
    try {
      await bootSimulator({ seedInBackground: true });
      localStorage.setItem(STORED_HINT_KEY, '1');
    } catch (error) {
      // A demo must start: what is stored cannot be read (another version's data), so the seed it is.
      console.warn('[simulator] 已保存的演示数据无法读取，已重置为初始数据', error);
      await resetSimulator();
    }
    performance.measure(SIMULATOR_START_MEASURE, { start: opening });
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(DB_NAME) : undefined;
    setCommitListener((state) => channel?.postMessage({ seq: state.seq }));
    channel?.addEventListener('message', () => {
      void transact(() => undefined).then(() => window.dispatchEvent(new CustomEvent(SIMULATOR_CHANGED_EVENT)));
    });
    await setupWorker(...handlers).start({ onUnhandledRequest: 'bypass', quiet: true });
  })();
  return started;
}
