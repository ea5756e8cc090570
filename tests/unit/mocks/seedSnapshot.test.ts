import { afterEach, describe, expect, it } from 'vitest';
import { blobTables, tableNames, tables, type SerializedRecord } from '../../../mocks/db/models';
import {
  bootSimulator,
  memoryStore,
  resetSimulator,
  setSeedSnapshot,
  setSimulatorStore,
  transact,
} from '../../../mocks/db/persist';
import { takeSeedSnapshot, type SeedSnapshot } from '../../../mocks/db/seedSnapshot';
import { takeSeedFile } from '../../../mocks/seed/snapshotPlugin';

afterEach(async () => {
  setSeedSnapshot(undefined);
  setSimulatorStore(memoryStore());
  await bootSimulator();
});

const byId = (a: SerializedRecord, b: SerializedRecord) => (String(a.id) < String(b.id) ? -1 : 1);

const isRow = (value: unknown): value is { id: string } => typeof value === 'object' && value !== null && 'id' in value;
const flat = (row: object) =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      Array.isArray(value) && value.every(isRow) ? value.map((r) => `→${r.id}`) : value,
    ]),
  );

/** Resets into a fresh memory store and reads back what it stored: records per table, counters, blobs as text. */
async function resetAndRead() {
  const store = memoryStore();
  setSimulatorStore(store);
  await resetSimulator();
  const world = (await store.load())!;
  const records = Object.fromEntries(tableNames.map((name) => [name, [...(world.records[name] ?? [])].sort(byId)]));
  const blobs: Record<string, string> = {};
  for (const table of blobTables) {
    for (const record of records[table])
      blobs[`${table}/${String(record.id)}`] =
        (await (await store.readBlob(table, String(record.id)))?.text()) ?? '(none)';
  }
  // What memory holds, as a handler reads it: rows in table order, related rows by id.
  const memory = Object.fromEntries(tableNames.map((name) => [name, tables[name].all().map(flat)]));
  const next = await transact(() => tables.message.insert({ userId: '1', content: '重置后的第一条' }));
  return { records, counters: world.state.counters, blobs, memory, nextMessageId: next.id };
}

describe('the prebuilt seed snapshot', () => {
  it('resets to exactly the world running the seed gives: records, relations, counters and uploads', async () => {
    const ran = await resetAndRead();
    // As the build ships it: through JSON.
    const snapshot = JSON.parse(JSON.stringify(await takeSeedSnapshot())) as SeedSnapshot;
    setSeedSnapshot(() => Promise.resolve(snapshot));
    const loaded = await resetAndRead();

    expect(Object.values(ran.records).flat().length).toBeGreaterThan(100);
    expect(Object.keys(ran.blobs).length).toBeGreaterThan(0);
    expect(loaded.records).toEqual(ran.records);
    expect(loaded.counters).toEqual(ran.counters);
    expect(loaded.blobs).toEqual(ran.blobs);
    expect(loaded.memory).toEqual(ran.memory);
    expect(loaded.nextMessageId).toBe(ran.nextMessageId);
    // The admin's role is a relation: it must point at the loaded role, not a copy of its id.
    expect(tables.user.find((u) => u.userName === 'admin')?.roles.map((r) => r.roleName)).toEqual(['超级管理员']);
  });

  it('is reused by every reset without being changed by it', async () => {
    const snapshot = await takeSeedSnapshot();
    const before = JSON.stringify(snapshot);
    setSeedSnapshot(() => Promise.resolve(snapshot));
    await resetAndRead();
    await transact(() => tables.user.patch('1', { nickName: '改过的' }));
    await resetSimulator();
    expect(tables.user.get('1')?.nickName).not.toBe('改过的');
    expect(JSON.stringify(snapshot)).toBe(before);
  });

  it('falls back to running the seed when the snapshot cannot be loaded', async () => {
    const ran = await resetAndRead();
    setSeedSnapshot(() => Promise.reject(new Error('offline')));
    const loaded = await resetAndRead();
    expect(loaded.records).toEqual(ran.records);
    expect(loaded.counters).toEqual(ran.counters);
    expect(loaded.memory).toEqual(ran.memory);
  });

  it('is the file the build writes beside the worker, named by its content', async () => {
    const file = await takeSeedFile();
    expect(JSON.parse(file.json)).toEqual(JSON.parse(JSON.stringify(await takeSeedSnapshot())));
    expect(file.url).toMatch(/^\/assets\/simulator-seed-[0-9a-f]{12}\.json$/);
    expect((await takeSeedFile()).url).toBe(file.url);
  }, 120_000);
});
