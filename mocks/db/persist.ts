/**
 * The simulator's world between memory and its store (store.ts). Every request, and every demo
 * control, runs as one unit of work (`transact`): alone (one writer, across browser tabs too),
 * first catching up with what other tabs stored (unless this tab has been the writer without a
 * break since its last unit of work), then its writes are committed together and
 * the answer waits for the store. A commit the store refuses (its quota is full, say) puts
 * memory back as stored, so nothing the caller was not told about survives.
 */
import { clockOffset, setClockOffset, startClockAtEpoch } from '../rules/clock';
import {
  applyStored,
  clearTables,
  createStored,
  discardChanges,
  hasChanges,
  idCounters,
  schemas,
  setIdCounters,
  stagedBlob,
  tableNames,
  takeChanges,
  type BlobTable,
  type SerializedRecord,
  type TableName,
} from './models';
import { runSeed, snapshotBlobs, type SeededWorld, type SeedSnapshot } from './seedSnapshot';
import {
  memoryStore,
  StorageError,
  StoredDataError,
  type StoredRecords,
  type StoredState,
  type StoredWorld,
  type WorldStore,
} from './store';

let store: WorldStore = memoryStore();
let current: StoredState | undefined;
let onCommitted: (state: StoredState) => void = () => undefined;
let seedSnapshot: (() => Promise<SeedSnapshot>) | undefined;

export function setSimulatorStore(next: WorldStore): void {
  store = next;
  current = undefined;
}

/**
 * Where a reset takes the seeded world from: a snapshot taken at build time (the browser, where
 * running the seed row by row was most of a first visit's start), or, without one or when it
 * cannot be loaded, the seed run here.
 */
export function setSeedSnapshot(load: (() => Promise<SeedSnapshot>) | undefined): void {
  seedSnapshot = load;
}

/** Told after every stored commit or reset (the browser tells its other tabs). */
export function setCommitListener(listener: (state: StoredState) => void): void {
  onCommitted = listener;
}

export const newEpoch = (): string => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

const stateNow = (seq: number, epoch: string): StoredState => ({
  seq,
  epoch,
  clockOffset: clockOffset(),
  counters: idCounters(),
});

function adoptState(state: StoredState): void {
  setClockOffset(state.clockOffset);
  // New rows must never reuse a stored id, whatever the stored counter says.
  setIdCounters(state.counters);
  current = state;
}

/**
 * Every stored record against its table's schema: unusable data is refused before memory is
 * touched. Gives the records as the schemas make them (defaults filled in), ready to create.
 */
function checkStored(world: StoredWorld): StoredRecords {
  const checked: StoredRecords = {};
  for (const name of tableNames) {
    checked[name] = (world.records[name] ?? []).map((record) => {
      const { __metadata__: meta, ...values } = record;
      if (!Array.isArray(meta?.relations))
        throw new StoredDataError(`表 ${name} 的记录 ${String(record.id)} 缺少关联信息`);
      const result = schemas[name]['~standard'].validate(values);
      if (result instanceof Promise) throw new Error(`表 ${name} 的格式检查不是同步的`);
      if (result.issues) {
        const [issue] = result.issues;
        const field = issue.path?.map((p) => (typeof p === 'object' ? String(p.key) : String(p))).join('.') ?? '';
        throw new StoredDataError(
          `表 ${name} 的记录 ${String(record.id)} 不符合格式（${field ? `字段 ${field}：` : ''}${issue.message}）`,
        );
      }
      return { ...(result.value as object), __metadata__: meta } as SerializedRecord;
    });
  }
  return checked;
}

/** Memory becomes exactly what `world` holds. */
async function loadWorld(world: StoredWorld): Promise<void> {
  const records = checkStored(world);
  discardChanges();
  clearTables();
  for (const name of tableNames) await createStored(name, records[name] ?? []);
  const counters = { ...world.state.counters };
  for (const name of tableNames)
    counters[name] = Math.max(counters[name] ?? 0, highestNumericId(world.records[name] ?? []));
  adoptState({ ...world.state, counters });
  discardChanges();
}

function highestNumericId(rows: readonly SerializedRecord[]): number {
  return rows.reduce((max, row) => (/^\d+$/.test(String(row.id)) ? Math.max(max, Number(row.id)) : max), 0);
}

/** After a refused commit: memory back to what the store holds. */
async function reloadFromStore(): Promise<void> {
  const world = await store.load();
  if (world) await loadWorld(world);
  else await seedInMemory();
}

async function catchUp(): Promise<void> {
  if (!current || !store.changesSince) return;
  const news = await store.changesSince(current);
  if (news.kind === 'none') return;
  if (news.kind === 'reload') return reloadFromStore();
  await applyStored(news.put, news.del);
  discardChanges();
  adoptState(news.state);
}

async function commitJournal(): Promise<void> {
  if (!hasChanges()) return;
  if (seedStoring) await seedStored();
  const changes = takeChanges();
  const base = current ?? stateNow(0, newEpoch());
  const next = stateNow(base.seq + 1, base.epoch);
  try {
    await store.commit({ state: next, put: changes.put, del: changes.del, blobs: [...changes.blobs.values()] });
  } catch (error) {
    await reloadFromStore();
    throw asStorageError(error);
  }
  current = next;
  onCommitted(next);
}

function asStorageError(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  const full = name === 'QuotaExceededError' || (error as { code?: string }).code === 'ENOSPC';
  return new StorageError(full ? '存储空间已满' : '数据保存失败', full ? 'full' : 'failed', { cause: error });
}

/**
 * Runs `work` as one unit of work and stores what it wrote before resolving. Writes are stored
 * even when `work` throws (a refused login still counts its attempt); if the store refuses them,
 * memory is put back and a StorageError is thrown instead.
 */
export function transact<T>(work: () => T | Promise<T>): Promise<T> {
  return store.exclusive(async (unbroken) => {
    if (!unbroken) await catchUp();
    let outcome: { ok: true; value: T } | { ok: false; error: unknown };
    try {
      outcome = { ok: true, value: await work() };
    } catch (error) {
      outcome = { ok: false, error };
    }
    await commitJournal();
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
  });
}

/** Stores whatever was written outside a unit of work (test set-up, the bench's bulk rows). */
export function saveSimulator(): Promise<void> {
  return transact(() => undefined);
}

/** The bytes of an upload: staged in this unit of work, or stored. */
export async function readBlob(table: BlobTable, id: string): Promise<Blob | undefined> {
  const staged = stagedBlob(table, id);
  if (staged !== undefined) return staged ?? undefined;
  return store.readBlob(table, id);
}

/**
 * The seeded world as records to store, the clock restarted at SIM_EPOCH and the id counters set,
 * and `fill`, which makes memory hold it. From the snapshot, memory is filled while the store
 * writes the records: neither needs the other. Running the seed makes memory as it goes.
 */
async function seededWorld(): Promise<SeededWorld & { fill: () => Promise<void> }> {
  const snapshot = await seedSnapshot?.().catch((error: unknown) => {
    // A demo must start: without its file (offline, a copy of the build without it) the seed runs here.
    console.warn('[simulator] 初始数据快照无法读取，改为逐行生成', error);
    return undefined;
  });
  if (!snapshot) return { ...(await runSeed()), fill: () => Promise.resolve() };
  setIdCounters(snapshot.counters);
  startClockAtEpoch();
  return {
    records: snapshot.records,
    blobs: snapshotBlobs(snapshot),
    fill: async () => {
      discardChanges();
      clearTables();
      for (const name of tableNames) await createStored(name, snapshot.records[name] ?? []);
      discardChanges();
    },
  };
}

async function seedInMemory(): Promise<void> {
  await (await seededWorld()).fill();
}

/**
 * A first seed still being stored while the demo already runs on it (`bootSimulator`'s
 * `seedInBackground`); the next commit waits for it.
 */
let seedStoring: Promise<{ error: unknown } | undefined> | undefined;

/**
 * Reseeds and replaces what is stored; call inside a unit of work. `durable: false` for the first
 * seed of an empty store: nobody was told anything was stored, the seed gives the same world
 * again if it is lost, and the next acknowledged commit is flushed after it. `background`: the
 * world is in memory when this resolves, and the next commit waits for it to be stored.
 * `inMemory`: the seed memory already holds (`prefillSeed`), only to be stored.
 */
async function reseed({
  durable = true,
  background = false,
  inMemory,
}: { durable?: boolean; background?: boolean; inMemory?: SeededWorld } = {}): Promise<void> {
  // A first seed still being stored is superseded by this one (IndexedDB runs the two in order).
  seedStoring = undefined;
  const seeded = inMemory ? { ...inMemory, fill: () => Promise.resolve() } : await seededWorld();
  const state = stateNow((current?.seq ?? 0) + 1, newEpoch());
  // The whole world is stored as one replace.
  const storing = store.replace({ state, records: seeded.records }, seeded.blobs, { durable }).then(
    () => undefined,
    (error: unknown) => ({ error }),
  );
  await seeded.fill();
  if (background) {
    current = state;
    seedStoring = storing.then((refused) => {
      if (!refused) onCommitted(state);
      return refused;
    });
    return;
  }
  const refused = await storing;
  if (refused) {
    await reloadFromStore();
    throw asStorageError(refused.error);
  }
  current = state;
  onCommitted(state);
}

/**
 * Before a commit: the first seed is stored. If the store refused it, this write is refused and
 * the world starts over as a first visit's would: from what the store holds now (another tab's
 * world), else from a seed stored now (refused again, the next write tries once more).
 */
async function seedStored(): Promise<void> {
  const refused = await seedStoring;
  seedStoring = undefined;
  if (!refused) return;
  const world = await store.load();
  if (world) await loadWorld(world);
  else await reseed().catch(() => (seedStoring = Promise.resolve(refused)));
  throw asStorageError(refused.error);
}

/**
 * The documented way to reset demo data: every table and the stored world back to the seed,
 * the simulated clock restarted at SIM_EPOCH.
 */
export function resetSimulator(): Promise<void> {
  return transact(reseed);
}

/** For a control that resets and then changes the fresh world in the same unit of work (scenarios). */
export const reseedInUnitOfWork = (): Promise<void> => reseed();

/** The seed being filled into memory before the store is open (`prefillSeed`). */
let prefilled: Promise<SeededWorld> | undefined;

/**
 * Fills memory with the seed while the store is still opening (a first visit, most likely): a
 * boot that finds nothing stored then only stores it. A guess that costs only time when wrong:
 * the boot asks the store either way, and a stored world replaces this one.
 */
export function prefillSeed(): void {
  prefilled = seededWorld().then(async ({ fill, ...seeded }) => {
    await fill();
    return seeded;
  });
}

/**
 * Restores what was stored, seeding only when nothing was. Throws StoredDataError when the store
 * holds unusable data. `seedInBackground`: a seed is stored while the simulator already answers
 * from memory (the browser's first visit; its first write waits for it).
 */
export function bootSimulator({ seedInBackground = false } = {}): Promise<'restored' | 'seeded'> {
  return store.exclusive(async () => {
    const world = await store.load();
    // Memory is changed by one thing at a time: a prefill under way finishes first.
    const inMemory = await prefilled?.catch(() => undefined);
    prefilled = undefined;
    if (!world) {
      await reseed({ durable: false, background: seedInBackground, inMemory });
      return 'seeded';
    }
    await loadWorld(world);
    return 'restored';
  });
}

export type { StoredRecords, StoredState, StoredWorld, WorldStore } from './store';
export { StorageError, StoredDataError, memoryStore } from './store';
export type { TableName };
