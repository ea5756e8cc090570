/**
 * A demo an older version kept in the page's localStorage (one JSON string, mocks/db/legacy.ts),
 * moved into the simulator's IndexedDB store once, before its service worker first starts (which
 * cannot read localStorage), unless a world is stored already. Loaded only when there is one.
 */
import { idbStore } from './db/idbStore';
import { fromLegacy, isLegacySnapshot } from './db/legacy';
import { newEpoch } from './db/persist';

export async function moveLegacyWorld(text: string): Promise<void> {
  const store = await idbStore();
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
}
