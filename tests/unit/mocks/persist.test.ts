import { afterEach, describe, expect, it } from 'vitest';
import { tables } from '../../../mocks/db/models';
import { bootSimulator, memoryStore, resetSimulator, saveSimulator, setSimulatorStore, transact } from '../../../mocks/db/persist';
import { advanceClock, clockOffset } from '../../../mocks/rules/clock';

afterEach(async () => {
  setSimulatorStore(memoryStore());
  await bootSimulator();
});

describe('persistence', () => {
  it('restores the same records, relations included, and moves id counters past them', async () => {
    await resetSimulator();
    const added = await transact(() => tables.message.insert({ userId: '1', content: '测试消息', createTime: '2026-11-02T00:00:00.000Z', isRead: false }));
    const admin = tables.user.find((u) => u.userName === 'admin')!;
    const roleNames = admin.roles.map((r) => r.roleName);
    expect(roleNames).toEqual(['超级管理员']);

    expect(await bootSimulator()).toBe('restored');
    expect(tables.message.get(added.id)?.content).toBe('测试消息');
    expect(tables.user.find((u) => u.userName === 'admin')?.roles.map((r) => r.roleName)).toEqual(roleNames);
    const next = await transact(() => tables.message.insert({ userId: '1', content: '新消息' }));
    expect(Number(next.id)).toBe(Number(added.id) + 1);
  });

  it('keeps what a unit of work committed and the clock offset, and forgets what was never stored', async () => {
    await resetSimulator();
    await transact(async () => {
      advanceClock(3_600_000);
      await tables.user.patch('1', { nickName: '改过的' });
    });
    const offset = clockOffset();
    await tables.user.patch('1', { nickName: '未保存' });
    advanceClock(1_000);
    expect(await bootSimulator()).toBe('restored');
    expect(tables.user.get('1')?.nickName).toBe('改过的');
    expect(clockOffset()).toBe(offset);
    // Written outside a unit of work, then stored on purpose.
    await tables.user.patch('1', { nickName: '补存' });
    await saveSimulator();
    await bootSimulator();
    expect(tables.user.get('1')?.nickName).toBe('补存');
  });

  it('loads a stored record its schema gives defaults to with those defaults, and drops fields the schema does not know', async () => {
    const store = memoryStore();
    setSimulatorStore(store);
    await resetSimulator();
    const world = (await store.load())!;
    const stored = world.records.user!.find((u) => u.id === '1')!;
    delete stored.email;
    delete stored.status;
    stored.retired = 'a field of an older version';
    await store.replace(world, []);

    expect(await bootSimulator()).toBe('restored');
    const user = tables.user.get('1')!;
    expect(user.email).toBe('');
    expect(user.status).toBe(1);
    expect('retired' in user).toBe(false);
  });

  it('seeds an empty store', async () => {
    setSimulatorStore(memoryStore());
    expect(await bootSimulator()).toBe('seeded');
    expect(tables.user.find((u) => u.userName === 'admin')).toBeDefined();
  });
});
