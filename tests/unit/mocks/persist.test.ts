import { describe, expect, it } from 'vitest';
import { tables } from '../../../mocks/db/models';
import {
  loadSimulator,
  memoryStorage,
  resetSimulator,
  restoreSnapshot,
  saveSimulator,
  setSimulatorStorage,
  snapshot,
  type Snapshot,
} from '../../../mocks/db/persist';
import { advanceClock, clockOffset } from '../../../mocks/rules/clock';

describe('persistence', () => {
  it('restores the same records from a JSON snapshot and moves id counters past them', () => {
    resetSimulator();
    tables.message.insert({ userId: '1', content: '测试消息', createTime: '2026-11-02T00:00:00.000Z', isRead: false });
    const saved = JSON.parse(JSON.stringify(snapshot())) as Snapshot;
    const highest = Math.max(...saved.tables.message.map((m) => Number(m.id)));

    resetSimulator();
    // Counters reset too: a fresh world would hand out low ids again.
    restoreSnapshot({ ...saved, counters: { ...saved.counters, message: 0 } });

    expect(tables.message.all()).toEqual(saved.tables.message);
    expect(tables.user.all()).toEqual(saved.tables.user);
    const next = tables.message.insert({ userId: '1', content: '新消息', createTime: '', isRead: false });
    expect(Number(next.id)).toBe(highest + 1);
  });

  it('round-trips through storage, clock offset included, and reseeds only when nothing usable is stored', () => {
    const storage = memoryStorage();
    setSimulatorStorage(storage);
    try {
      resetSimulator();
      advanceClock(3_600_000);
      tables.user.patch('1', { nickName: '改过的' });
      const offset = clockOffset();
      saveSimulator();

      tables.user.patch('1', { nickName: '未保存' });
      advanceClock(1_000);
      expect(loadSimulator()).toBe(true);
      expect(tables.user.get('1')?.nickName).toBe('改过的');
      expect(clockOffset()).toBe(offset);

      storage.write('{"version":0}');
      expect(loadSimulator()).toBe(false);
      storage.write('not json');
      expect(loadSimulator()).toBe(false);
    } finally {
      setSimulatorStorage(memoryStorage());
    }
  });
});
