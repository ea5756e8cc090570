/**
 * The browser's store: IndexedDB, one record per row, uploads as Blobs beside them. A commit is
 * one transaction with strict durability, so a write is acknowledged only once it is on disk,
 * and a write over the origin's quota is refused whole. Tabs share the database: one writer at a
 * time (a Web Lock a tab keeps while no other asks, writerLease.ts), and each commit leaves a note
 * of the rows it touched so the other tabs catch up with just those rows.
 */
import { openDB, unwrap, type DBSchema, type IDBPDatabase, type IDBPTransaction } from 'idb';
import { tableNames, type BlobTable, type SerializedRecord, type TableName } from './models';
import { writerLease, type LeaseEnvironment } from './writerLease';
import {
  localMutex,
  StorageError,
  type CatchUp,
  type Commit,
  type StagedBlob,
  type StoredRecords,
  type StoredState,
  type StoredWorld,
  type WorldStore,
} from './store';

export const DB_NAME = 'ai-portal-simulator';
const DB_VERSION = 1;
/** The Web Lock every tab's unit of work holds. */
export const WRITER_LOCK = 'ai-portal-simulator-writer';
/** How many commits' notes are kept: a tab further behind reloads everything. */
const KEPT_CHANGES = 500;

type RowKey = [TableName, string];

interface SimulatorDb extends DBSchema {
  records: { key: RowKey; value: SerializedRecord };
  blobs: { key: RowKey; value: Blob };
  meta: { key: 'state'; value: StoredState };
  /** Per commit (by seq): the rows it touched. */
  changes: { key: number; value: RowKey[] };
}

const STORES: Array<'records' | 'blobs' | 'meta' | 'changes'> = ['records', 'blobs', 'meta', 'changes'];
type WriteTx = IDBPTransaction<SimulatorDb, typeof STORES, 'readwrite'>;
const isTable = (name: string): name is TableName => (tableNames as string[]).includes(name);

/** IndexedDB refuses with QuotaExceededError (on the request or as the transaction's error). */
function refusal(error: unknown): StorageError {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'QuotaExceededError')
    return new StorageError('浏览器为演示数据分配的存储空间已满', 'full', { cause: error });
  return new StorageError('演示数据保存失败', 'failed', { cause: error });
}

/**
 * Uploads the origin's quota cannot take are refused before IndexedDB sees them: a transaction
 * aborted for quota leaves its blob files behind until Chromium cleans them up, and meanwhile
 * every later write, however small, would be refused as well.
 */
async function refuseWhatCannotFit(blobs: readonly StagedBlob[]): Promise<void> {
  const bytes = blobs.reduce((sum, { blob }) => sum + (blob?.size ?? 0), 0);
  if (bytes === 0 || typeof navigator === 'undefined' || !navigator.storage?.estimate) return;
  const { quota, usage } = await navigator.storage.estimate();
  if (quota !== undefined && usage !== undefined && usage + bytes > quota) {
    throw new StorageError('浏览器为演示数据分配的存储空间已满', 'full');
  }
}

function pageVisibility(): LeaseEnvironment['visibility'] {
  if (typeof document === 'undefined') return undefined;
  return {
    hidden: () => document.visibilityState === 'hidden',
    onHide: (listener) => {
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') listener();
      });
      window.addEventListener('pagehide', listener);
    },
  };
}

export async function idbStore(): Promise<WorldStore> {
  const db: IDBPDatabase<SimulatorDb> = await openDB<SimulatorDb>(DB_NAME, DB_VERSION, {
    upgrade(database) {
      database.createObjectStore('records');
      database.createObjectStore('blobs');
      database.createObjectStore('meta');
      database.createObjectStore('changes');
    },
  });
  const local = localMutex();
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const leased =
    locks && typeof BroadcastChannel === 'function'
      ? writerLease(WRITER_LOCK, { locks, channel: new BroadcastChannel(WRITER_LOCK), visibility: pageVisibility() })
      : undefined;

  /** Runs a read-write transaction over every store; any failure is a StorageError and stores nothing. */
  async function write(
    fill: (tx: WriteTx) => Promise<unknown>,
    durability: 'strict' | 'relaxed' = 'strict',
  ): Promise<void> {
    const tx = db.transaction(STORES, 'readwrite', { durability });
    try {
      await Promise.all([fill(tx), tx.done]);
    } catch (error) {
      if (error instanceof StorageError) throw error;
      throw refusal(tx.error ?? error);
    }
  }

  /**
   * Requests queued on the bare IndexedDB stores: no promise per request, as the transaction's
   * completion (or its abort, carrying the failed request's error) is what is awaited.
   */
  const stores = (tx: WriteTx) =>
    Object.fromEntries(STORES.map((name) => [name, unwrap(tx.objectStore(name))])) as Record<
      (typeof STORES)[number],
      IDBObjectStore
    >;

  function putBlobs(blobStore: IDBObjectStore, blobs: StagedBlob[]): void {
    for (const { table, id, blob } of blobs) {
      if (blob) blobStore.put(blob, [table, id]);
      else blobStore.delete([table, id]);
    }
  }

  return {
    // Without Web Locks (a page on plain http from another host), commits still never overwrite
    // each other: a commit whose tab was behind is refused as a conflict (below).
    exclusive: (work) =>
      leased ? leased(work) : locks ? locks.request(WRITER_LOCK, () => work(false)) : local(() => work(false)),

    async load(): Promise<StoredWorld | undefined> {
      const tx = db.transaction(['records', 'meta'], 'readonly');
      const [state, keys, values] = await Promise.all([
        tx.objectStore('meta').get('state'),
        tx.objectStore('records').getAllKeys(),
        tx.objectStore('records').getAll(),
      ]);
      if (!state) return undefined;
      const records: StoredRecords = {};
      keys.forEach(([table], i) => {
        if (isTable(table)) (records[table] ??= []).push(values[i]);
      });
      return { state, records };
    },

    commit: async (commit: Commit) => {
      await refuseWhatCannotFit(commit.blobs);
      let behind = false;
      try {
        // One round trip: the check of the stored state is queued with the writes, and a tab that
        // turns out to be behind aborts the transaction before any of them is kept.
        await write((tx) => {
          const raw = stores(tx);
          const check = raw.meta.get('state') as IDBRequest<StoredState | undefined>;
          check.onsuccess = () => {
            const stored = check.result;
            if (stored && (stored.seq !== commit.state.seq - 1 || stored.epoch !== commit.state.epoch)) {
              behind = true;
              tx.abort();
            }
          };
          const touched: RowKey[] = [];
          for (const [table, record] of commit.put) {
            const key: RowKey = [table, String(record.id)];
            raw.records.put(record, key);
            touched.push(key);
          }
          for (const key of commit.del) {
            raw.records.delete(key);
            touched.push(key);
          }
          putBlobs(raw.blobs, commit.blobs);
          raw.meta.put(commit.state, 'state');
          raw.changes.put(touched, commit.state.seq);
          raw.changes.delete(IDBKeyRange.upperBound(commit.state.seq - KEPT_CHANGES));
          return Promise.resolve();
        });
      } catch (error) {
        if (behind) throw new StorageError('另一个标签页已先写入', 'conflict', { cause: error });
        throw error;
      }
    },

    replace: (world, blobs, { durable = true } = {}) =>
      write(
        (tx) => {
          const raw = stores(tx);
          // Every request queued at once (a transaction runs them in order, so the clears come
          // first): the caller fills memory meanwhile, and nothing waits for it to yield.
          for (const name of STORES) raw[name].clear();
          for (const [table, list] of Object.entries(world.records) as Array<[TableName, SerializedRecord[]]>) {
            for (const record of list) raw.records.put(record, [table, String(record.id)]);
          }
          putBlobs(raw.blobs, blobs);
          raw.meta.put(world.state, 'state');
          return Promise.resolve();
        },
        durable ? 'strict' : 'relaxed',
      ),

    readBlob: (table: BlobTable, id: string) => db.get('blobs', [table, id]),

    async changesSince(state: StoredState): Promise<CatchUp> {
      const tx = db.transaction(['meta', 'changes', 'records'], 'readonly');
      const latest = await tx.objectStore('meta').get('state');
      if (!latest || latest.epoch !== state.epoch || latest.seq < state.seq) return { kind: 'reload' };
      if (latest.seq === state.seq) return { kind: 'none' };
      const notes = await tx.objectStore('changes').getAll(IDBKeyRange.bound(state.seq + 1, latest.seq));
      if (notes.length !== latest.seq - state.seq) return { kind: 'reload' };
      const keys = new Map(notes.flat().map((key) => [key.join('\u0000'), key]));
      const found = await Promise.all(
        [...keys.values()].map(async (key) => [key, await tx.objectStore('records').get(key)] as const),
      );
      return {
        kind: 'changes',
        state: latest,
        put: found.flatMap(([[table], record]) =>
          record && isTable(table) ? [[table, record] as [TableName, SerializedRecord]] : [],
        ),
        del: found.flatMap(([[table, id], record]) =>
          !record && isTable(table) ? [[table, id] as [TableName, string]] : [],
        ),
      };
    },
  };
}
