/**
 * Where the simulator's world is kept between runs, record by record: IndexedDB in the browser
 * (idbStore.ts), a snapshot and an append-only log on the HTTP server (fileStore.ts), memory in
 * tests (below). persist.ts drives a store; every store stores a commit whole or not at all,
 * and resolves only once it is durable, so an answered write is never lost.
 */
import type { BlobTable, SerializedRecord, TableName } from './models';

export const STORE_FORMAT = 'ai-portal-simulator';
export const STORE_VERSION = 2;

/** What is stored beside the records: where the world stands. */
export interface StoredState {
  /** Commits so far; another tab behind this number catches up. */
  seq: number;
  /** Changes on every reset: a tab from another epoch reloads everything. */
  epoch: string;
  clockOffset: number;
  counters: Record<TableName, number>;
}

export type StoredRecords = Partial<Record<TableName, SerializedRecord[]>>;

export interface StoredWorld {
  state: StoredState;
  records: StoredRecords;
}

export interface StagedBlob {
  table: BlobTable;
  id: string;
  /** null deletes the stored bytes. */
  blob: Blob | null;
}

/** One unit of work: rows written (as stored now) or deleted, blobs, and the state after it. */
export interface Commit {
  state: StoredState;
  put: Array<[TableName, SerializedRecord]>;
  del: Array<[TableName, string]>;
  blobs: StagedBlob[];
}

/** What other writers stored since a state. */
export type CatchUp =
  | { kind: 'none' }
  | { kind: 'reload' }
  | { kind: 'changes'; state: StoredState; put: Array<[TableName, SerializedRecord]>; del: Array<[TableName, string]> };

export interface WorldStore {
  /**
   * Runs `work` as the only writer of this store (across browser tabs where there are several).
   * `unbroken`: this writer has held the store since its previous unit of work, so nothing was
   * stored meanwhile by anyone else.
   */
  exclusive<T>(work: (unbroken?: boolean) => Promise<T>): Promise<T>;
  /** Everything stored; undefined when nothing is yet. Throws StoredDataError when what is stored is unusable. */
  load(): Promise<StoredWorld | undefined>;
  /** Stores one commit atomically; resolves once it is durable. */
  commit(commit: Commit): Promise<void>;
  /**
   * Replaces everything stored (a reset), blobs included. `durable: false` may resolve before the
   * world is flushed to disk (where the store can tell the two apart), still whole or not at all.
   */
  replace(world: StoredWorld, blobs: StagedBlob[], options?: { durable?: boolean }): Promise<void>;
  readBlob(table: BlobTable, id: string): Promise<Blob | undefined>;
  /** Only where other writers share the store (browser tabs). */
  changesSince?(state: StoredState): Promise<CatchUp>;
}

/** A write the store refused: nothing of it was stored, and memory is put back as stored. */
export class StorageError extends Error {
  constructor(
    message: string,
    /** 'full': no space left (the browser's quota, a full disk); 'conflict': another tab wrote first; 'failed': anything else. */
    readonly reason: 'full' | 'conflict' | 'failed',
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'StorageError';
  }
}

/** What is stored cannot be used as it is (truncated, hand-edited, another program's file). */
export class StoredDataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoredDataError';
  }
}

/** One writer at a time within this process: each unit of work waits for the one before it. */
export function localMutex(): <T>(work: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return (work) => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };
}

const keyOf = (table: string, id: string) => `${table}\u0000${id}`;

export interface MemoryStoreOptions {
  /** Refuse commits once stored blobs and records would pass this many bytes, like a browser quota. */
  quotaBytes?: number;
}

/** Tests' store: the world kept as stored copies in memory, so a refused commit behaves as in the browser. */
export function memoryStore(options: MemoryStoreOptions = {}): WorldStore & { bytes(): number } {
  let state: StoredState | undefined;
  let records = new Map<string, [TableName, SerializedRecord]>();
  let blobs = new Map<string, Blob>();
  const exclusive = localMutex();
  const sizeOf = (recs: Iterable<[TableName, SerializedRecord]>, bin: Iterable<Blob>) => {
    let bytes = 0;
    for (const [, record] of recs) bytes += JSON.stringify(record).length;
    for (const blob of bin) bytes += blob.size;
    return bytes;
  };
  const checkQuota = (nextRecords: Map<string, [TableName, SerializedRecord]>, nextBlobs: Map<string, Blob>) => {
    if (options.quotaBytes !== undefined && sizeOf(nextRecords.values(), nextBlobs.values()) > options.quotaBytes) {
      throw new StorageError('存储空间已满', 'full');
    }
  };
  const applyBlobs = (target: Map<string, Blob>, staged: StagedBlob[]) => {
    for (const { table, id, blob } of staged) {
      if (blob) target.set(keyOf(table, id), blob);
      else target.delete(keyOf(table, id));
    }
  };
  return {
    exclusive,
    load: () => {
      if (!state) return Promise.resolve(undefined);
      const byTable: StoredRecords = {};
      for (const [table, record] of records.values()) (byTable[table] ??= []).push(structuredClone(record));
      return Promise.resolve({ state: structuredClone(state), records: byTable });
    },
    commit: (commit) => {
      // Copied only to measure against a quota: without one, the commit is applied in place.
      const nextRecords = options.quotaBytes === undefined ? records : new Map(records);
      const nextBlobs = options.quotaBytes === undefined ? blobs : new Map(blobs);
      for (const [table, record] of commit.put)
        nextRecords.set(keyOf(table, String(record.id)), [table, structuredClone(record)]);
      for (const [table, id] of commit.del) nextRecords.delete(keyOf(table, id));
      applyBlobs(nextBlobs, commit.blobs);
      checkQuota(nextRecords, nextBlobs);
      records = nextRecords;
      blobs = nextBlobs;
      state = structuredClone(commit.state);
      return Promise.resolve();
    },
    replace: (world, staged) => {
      const nextRecords = new Map<string, [TableName, SerializedRecord]>();
      for (const [table, list] of Object.entries(world.records) as Array<[TableName, SerializedRecord[]]>) {
        for (const record of list) nextRecords.set(keyOf(table, String(record.id)), [table, structuredClone(record)]);
      }
      const nextBlobs = new Map<string, Blob>();
      applyBlobs(nextBlobs, staged);
      checkQuota(nextRecords, nextBlobs);
      records = nextRecords;
      blobs = nextBlobs;
      state = structuredClone(world.state);
      return Promise.resolve();
    },
    readBlob: (table, id) => Promise.resolve(blobs.get(keyOf(table, id))),
    bytes: () => sizeOf(records.values(), blobs.values()),
  };
}
