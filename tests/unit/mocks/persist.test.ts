import { afterEach, describe, expect, it } from 'vitest';
import { tables } from '../../../mocks/db/models';
import {
  bootSimulator,
  memoryStore,
  prefillSeed,
  resetSimulator,
  saveSimulator,
  setSimulatorStore,
  StorageError,
  transact,
  type WorldStore,
} from '../../../mocks/db/persist';
import { advanceClock, clockOffset } from '../../../mocks/rules/clock';

afterEach(async () => {
  setSimulatorStore(memoryStore());
  await bootSimulator();
});

describe('persistence', () => {
  it('restores the same records, relations included, and moves id counters past them', async () => {
    await resetSimulator();
    const added = await transact(() =>
      tables.message.insert({
        userId: '1',
        content: '测试消息',
        createTime: '2026-11-02T00:00:00.000Z',
        isRead: false,
      }),
    );
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

  it('fills the seed into memory before the store opens, and a stored world still wins', async () => {
    const store = memoryStore();
    setSimulatorStore(store);
    await resetSimulator();
    await transact(() => tables.user.patch('1', { nickName: '已保存的' }));

    prefillSeed();
    expect(await bootSimulator()).toBe('restored');
    expect(tables.user.get('1')?.nickName).toBe('已保存的');

    setSimulatorStore(memoryStore());
    prefillSeed();
    expect(await bootSimulator()).toBe('seeded');
    expect(tables.user.get('1')?.nickName).not.toBe('已保存的');
    expect(tables.user.find((u) => u.userName === 'admin')).toBeDefined();
  });

  it('answers from a seed stored in the background, and its first write waits until the seed is stored', async () => {
    const inner = memoryStore();
    let storeSeed: () => void = () => undefined;
    const slow: WorldStore = {
      ...inner,
      replace: (...args) => new Promise<void>((resolve) => (storeSeed = resolve)).then(() => inner.replace(...args)),
    };
    setSimulatorStore(slow);
    expect(await bootSimulator({ seedInBackground: true })).toBe('seeded');
    expect(tables.user.find((u) => u.userName === 'admin')).toBeDefined();
    expect(await inner.load()).toBeUndefined();

    let written = false;
    const write = transact(() => tables.user.patch('1', { nickName: '首次写入' })).then(() => (written = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(written).toBe(false);
    storeSeed();
    await write;
    const stored = (await inner.load())!;
    expect(stored.records.user?.find((u) => u.id === '1')?.nickName).toBe('首次写入');
    expect(stored.records.user?.some((u) => u.userName === 'admin')).toBe(true);
  });

  it('refuses the first write when the background seed could not be stored, and the next write stores a whole world', async () => {
    const inner = memoryStore();
    let refuseNext = true;
    const refusing: WorldStore = {
      ...inner,
      replace: (...args) => {
        if (!refuseNext) return inner.replace(...args);
        refuseNext = false;
        return Promise.reject(new StorageError('存储空间已满', 'full'));
      },
    };
    setSimulatorStore(refusing);
    expect(await bootSimulator({ seedInBackground: true })).toBe('seeded');
    await expect(transact(() => tables.user.patch('1', { nickName: '被拒' }))).rejects.toBeInstanceOf(StorageError);
    expect(tables.user.get('1')?.nickName).not.toBe('被拒');

    await transact(() => tables.user.patch('1', { nickName: '第二次' }));
    const stored = (await inner.load())!;
    expect(stored.records.user?.find((u) => u.id === '1')?.nickName).toBe('第二次');
    expect(stored.records.user?.some((u) => u.userName === 'admin')).toBe(true);
  });
});
