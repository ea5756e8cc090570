/**
 * The HTTP server's store (mocks/server.ts), Node only: a snapshot file, an append-only log of
 * commits beside it, and every upload as its own file under `<name>.uploads/`. A commit writes
 * its uploads (temp file, fsync, rename), then appends one line to the log and fsyncs it before
 * the request is answered; at start the log is replayed and compacted into a new snapshot
 * (temp file, fsync, rename). A kill at any moment leaves at worst a torn last log line, which
 * was never acknowledged. One process at a time: a lock file names the owner.
 *
 * What cannot be read is never deleted or replaced by the seed: `load` throws a StoredDataError
 * saying what is wrong, and the file stays as it is.
 */
import { constants, fdatasyncSync, openAsBlob, writeSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, unlink, writeFile, type FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fromLegacy, isLegacySnapshot } from './legacy';
import { tableNames, type BlobTable, type SerializedRecord, type TableName } from './models';
import {
  localMutex,
  STORE_FORMAT,
  STORE_VERSION,
  StorageError,
  StoredDataError,
  type Commit,
  type StagedBlob,
  type StoredRecords,
  type StoredState,
  type StoredWorld,
  type WorldStore,
} from './store';

export const DEFAULT_DATA_FILE = '.sim-data/simulator.json';

interface LogEntry {
  state: StoredState;
  put: Array<[TableName, SerializedRecord]>;
  del: Array<[TableName, string]>;
}

/** Where a data file's companions live. */
export function dataPaths(file: string) {
  const base = file.replace(/\.json$/, '');
  return {
    file,
    log: `${file}.log`,
    lock: `${file}.lock`,
    uploads: `${base}.uploads`,
    backup: `${file}.bak`,
    dir: dirname(file),
  };
}

/** Another process holds the data directory. */
export class DataLockedError extends Error {
  constructor(
    readonly file: string,
    readonly pid: number,
  ) {
    super(`${file} 正由另一个模拟器进程（pid ${pid}）使用`);
    this.name = 'DataLockedError';
  }
}

const isTable = (name: unknown): name is TableName =>
  typeof name === 'string' && (tableNames as string[]).includes(name);
const tmpName = (path: string) => `${path}.${process.pid}.${Math.random().toString(36).slice(2, 8)}.tmp`;

async function fsyncDir(dir: string): Promise<void> {
  const handle = await open(dir, constants.O_RDONLY);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes `data` to `path` so that a crash leaves either the old file or the whole new one. */
async function writeAtomically(path: string, data: string | Blob): Promise<void> {
  const tmp = tmpName(path);
  const handle = await open(tmp, 'w');
  try {
    if (typeof data === 'string') await handle.writeFile(data);
    // Copied in pieces: a 19 MB upload is never a second 19 MB buffer. (jsdom's Blob has no stream(): read whole.)
    else if (typeof data.stream !== 'function') await handle.writeFile(new Uint8Array(await data.arrayBuffer()));
    else for await (const chunk of data.stream() as AsyncIterable<Uint8Array>) await handle.write(chunk);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(tmp, { force: true });
    throw error;
  }
  await handle.close();
  await rename(tmp, path);
}

/**
 * The log is opened for synchronous data writes where the platform has them: an append returns
 * once it is on disk, one system call where a write and an fdatasync were two trips through
 * Node's thread pool — on a loaded machine each trip waits its turn.
 */
const SYNC_WRITES = constants.O_DSYNC;
const logFlags = (truncate: boolean): number | string =>
  SYNC_WRITES === undefined
    ? truncate
      ? 'w'
      : 'a'
    : constants.O_WRONLY | constants.O_CREAT | constants.O_APPEND | SYNC_WRITES | (truncate ? constants.O_TRUNC : 0);

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Takes the lock file, or throws DataLockedError naming the live process that holds it. */
async function takeLock(path: string): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(path, String(process.pid), { flag: 'wx' });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number((await readFile(path, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder))
        throw new DataLockedError(path.replace(/\.lock$/, ''), holder);
      // Left by a process that died (kill -9): nobody holds it.
      await rm(path, { force: true });
    }
  }
  throw new Error(`无法创建锁文件 ${path}`);
}

/** Leftovers of writes a crash interrupted: never part of the data. */
async function removeTempFiles(dir: string): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  await Promise.all(
    entries
      .filter((e) => e.isFile() && e.name.endsWith('.tmp'))
      .map((e) => rm(join(e.parentPath, e.name), { force: true })),
  );
}

function describeJsonError(error: unknown, text: string): string {
  const message = error instanceof Error ? error.message : String(error);
  return text.trim() === '' ? '文件是空的' : `不是完整的 JSON（${message}）`;
}

function checkState(value: unknown, where: string): StoredState {
  const state = value as Partial<StoredState> | null;
  if (
    typeof state !== 'object' ||
    state === null ||
    !Number.isInteger(state.seq) ||
    typeof state.epoch !== 'string' ||
    typeof state.clockOffset !== 'number' ||
    !Number.isFinite(state.clockOffset) ||
    typeof state.counters !== 'object' ||
    state.counters === null
  ) {
    throw new StoredDataError(`${where} 中的 state 字段缺失或格式不对（需要 seq、epoch、clockOffset、counters）`);
  }
  return state as StoredState;
}

function checkRecord(table: unknown, record: unknown, where: string): [TableName, SerializedRecord] {
  if (!isTable(table)) throw new StoredDataError(`${where} 提到了不存在的表 ${JSON.stringify(table)}`);
  const row = record as Partial<SerializedRecord> | null;
  if (
    typeof row !== 'object' ||
    row === null ||
    typeof row.id !== 'string' ||
    typeof row.__metadata__ !== 'object' ||
    row.__metadata__ === null
  ) {
    throw new StoredDataError(`${where} 中表 ${table} 有一条记录缺少 id 或 __metadata__`);
  }
  return [table, row as SerializedRecord];
}

function parseSnapshot(text: string, file: string): StoredWorld {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new StoredDataError(`${file} ${describeJsonError(error, text)}`);
  }
  const snap = parsed as { format?: unknown; version?: unknown; state?: unknown; records?: unknown } | null;
  if (typeof snap !== 'object' || snap === null || snap.format !== STORE_FORMAT)
    throw new StoredDataError(`${file} 不是模拟器的数据文件（缺少 "format": "${STORE_FORMAT}"）`);
  if (snap.version !== STORE_VERSION)
    throw new StoredDataError(`${file} 的版本是 ${JSON.stringify(snap.version)}，本程序只认版本 ${STORE_VERSION}`);
  const state = checkState(snap.state, file);
  if (typeof snap.records !== 'object' || snap.records === null) throw new StoredDataError(`${file} 缺少 records`);
  const records: StoredRecords = {};
  for (const [table, list] of Object.entries(snap.records)) {
    if (!Array.isArray(list)) throw new StoredDataError(`${file} 中表 ${table} 不是数组`);
    for (const record of list) {
      const [name, row] = checkRecord(table, record, file);
      (records[name] ??= []).push(row);
    }
  }
  return { state, records };
}

/** Log lines after the snapshot, each one commit. A torn last line is a write the crash cut short: it was never acknowledged. */
function parseLog(text: string, log: string, after: StoredState): LogEntry[] {
  // The part after the last newline is '' or a torn line.
  const complete = text.split('\n').slice(0, -1);
  const entries: LogEntry[] = [];
  let seq = after.seq;
  complete.forEach((line, i) => {
    let entry: LogEntry;
    try {
      entry = JSON.parse(line) as LogEntry;
    } catch (error) {
      throw new StoredDataError(`${log} 第 ${i + 1} 行${describeJsonError(error, line)}`);
    }
    const state = checkState(entry.state, `${log} 第 ${i + 1} 行`);
    if (state.seq <= after.seq) return; // already in the snapshot (a compaction was cut short)
    if (state.epoch !== after.epoch || state.seq !== seq + 1)
      throw new StoredDataError(`${log} 第 ${i + 1} 行与数据文件不衔接（seq ${state.seq}，应为 ${seq + 1}）`);
    if (!Array.isArray(entry.put) || !Array.isArray(entry.del))
      throw new StoredDataError(`${log} 第 ${i + 1} 行缺少 put 或 del`);
    entry.put.forEach(([table, record]) => checkRecord(table, record, `${log} 第 ${i + 1} 行`));
    seq = state.seq;
    entries.push(entry);
  });
  return entries;
}

const keyOf = (table: string, id: string) => `${table}\u0000${id}`;

function replay(world: StoredWorld, entries: LogEntry[]): StoredWorld {
  if (entries.length === 0) return world;
  const rows = new Map<string, [TableName, SerializedRecord]>();
  for (const [table, list] of Object.entries(world.records) as Array<[TableName, SerializedRecord[]]>) {
    for (const record of list) rows.set(keyOf(table, record.id as string), [table, record]);
  }
  for (const entry of entries) {
    for (const [table, record] of entry.put) rows.set(keyOf(table, record.id as string), [table, record]);
    for (const [table, id] of entry.del) rows.delete(keyOf(table, id));
  }
  const records: StoredRecords = {};
  for (const [table, record] of rows.values()) (records[table] ??= []).push(record);
  return { state: entries[entries.length - 1].state, records };
}

const snapshotText = (world: StoredWorld) =>
  `${JSON.stringify({ format: STORE_FORMAT, version: STORE_VERSION, state: world.state, records: world.records })}\n`;

function storageRefusal(error: unknown): StorageError {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOSPC' || code === 'EDQUOT')
    return new StorageError('模拟器数据目录所在磁盘已满', 'full', { cause: error });
  return new StorageError('模拟器数据写入失败', 'failed', { cause: error });
}

export interface FileStore extends WorldStore {
  /** Gives the lock back and closes the log (the server closes). */
  close(): Promise<void>;
  readonly paths: ReturnType<typeof dataPaths>;
}

/** Opens the data file's store: takes the lock (or throws DataLockedError) and clears leftovers of interrupted writes. */
export async function openFileStore(file = DEFAULT_DATA_FILE): Promise<FileStore> {
  const paths = dataPaths(file);
  await mkdir(paths.dir, { recursive: true });
  await takeLock(paths.lock);
  let log: FileHandle | undefined;
  let logSize = 0;
  let epoch = '';
  try {
    await removeTempFiles(paths.dir);
  } catch (error) {
    await rm(paths.lock, { force: true });
    throw error;
  }
  const exclusive = localMutex();
  const blobPath = (table: BlobTable, id: string, inEpoch = epoch) => join(paths.uploads, inEpoch, table, id);

  /** Uploads of other epochs (worlds before a reset) and of rows no longer stored. */
  async function removeUnusedUploads(world: StoredWorld): Promise<void> {
    const epochs = await readdir(paths.uploads).catch(() => [] as string[]);
    await Promise.all(
      epochs
        .filter((e) => e !== world.state.epoch)
        .map((e) => rm(join(paths.uploads, e), { recursive: true, force: true })),
    );
    for (const table of ['file', 'knowledgeFile'] as const) {
      const kept = new Set((world.records[table] ?? []).map((r) => String(r.id)));
      const present = await readdir(join(paths.uploads, world.state.epoch, table)).catch(() => [] as string[]);
      await Promise.all(
        present
          .filter((id) => !kept.has(id))
          .map((id) => rm(join(paths.uploads, world.state.epoch, table, id), { force: true })),
      );
    }
  }

  async function writeBlobs(blobs: StagedBlob[], inEpoch: string): Promise<void> {
    const dirs = new Set<string>();
    for (const { table, id, blob } of blobs) {
      if (!blob) continue;
      const path = blobPath(table, id, inEpoch);
      await mkdir(dirname(path), { recursive: true });
      await writeAtomically(path, blob);
      dirs.add(dirname(path));
    }
    for (const dir of dirs) await fsyncDir(dir);
  }

  /** A new snapshot in place of the old one; the log starts empty. */
  async function writeSnapshot(world: StoredWorld, keepBackup: boolean): Promise<void> {
    const existing = await stat(paths.file).catch(() => undefined);
    if (keepBackup && existing) await rename(paths.file, paths.backup);
    await writeAtomically(paths.file, snapshotText(world));
    await fsyncDir(paths.dir);
    await log?.close();
    log = await open(paths.log, logFlags(true));
    await log.sync();
    logSize = 0;
  }

  async function openLog(): Promise<void> {
    await log?.close();
    log = await open(paths.log, logFlags(false));
    logSize = (await log.stat()).size;
  }

  return {
    paths,
    exclusive,

    async load() {
      const text = await readFile(paths.file, 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
      if (text === undefined) return undefined;
      let world: StoredWorld;
      const legacy = (() => {
        try {
          const parsed: unknown = JSON.parse(text);
          return isLegacySnapshot(parsed) ? parsed : undefined;
        } catch {
          return undefined;
        }
      })();
      if (legacy) {
        // The data file of the simulator before records and blobs: converted once, the old file kept as the backup.
        const moved = fromLegacy(legacy, `${Date.now().toString(36)}-legacy`);
        epoch = moved.world.state.epoch;
        await writeBlobs(moved.blobs, epoch);
        await writeSnapshot(moved.world, true);
        world = moved.world;
      } else {
        const snapshot = parseSnapshot(text, paths.file);
        const logText = await readFile(paths.log, 'utf8').catch(() => '');
        world = replay(snapshot, parseLog(logText, paths.log, snapshot.state));
        epoch = world.state.epoch;
        // Compacted on start: the snapshot takes in the log, which starts empty.
        if (logText !== '') await writeSnapshot(world, false);
      }
      await openLog();
      await removeUnusedUploads(world);
      return world;
    },

    async commit(commit: Commit) {
      if (!log) await openLog();
      const handle = log as FileHandle;
      try {
        await writeBlobs(commit.blobs, epoch);
        const entry: LogEntry = { state: commit.state, put: commit.put, del: commit.del };
        const line = Buffer.from(`${JSON.stringify(entry)}\n`);
        // On the event loop: one O_DSYNC write (well under a millisecond here) costs less than the
        // thread pool's two hand-overs, which on a loaded machine each wait for a core.
        writeSync(handle.fd, line, 0, line.length, logSize);
        if (SYNC_WRITES === undefined) fdatasyncSync(handle.fd);
        logSize += line.length;
      } catch (error) {
        // Nothing half-written stays: the log is cut back to the last whole commit.
        await handle.truncate(logSize).catch(() => undefined);
        throw storageRefusal(error);
      }
      await Promise.all(
        commit.blobs.filter((b) => !b.blob).map((b) => unlink(blobPath(b.table, b.id)).catch(() => undefined)),
      );
    },

    async replace(world, blobs) {
      try {
        await writeBlobs(blobs, world.state.epoch);
        await writeSnapshot(world, true);
      } catch (error) {
        throw storageRefusal(error);
      }
      epoch = world.state.epoch;
      await removeUnusedUploads(world);
    },

    async readBlob(table, id) {
      const path = blobPath(table, id);
      const found = await stat(path).catch(() => undefined);
      // A Blob over the file, read as it is sent: a 19 MB upload is never held in memory whole.
      return found ? openAsBlob(path) : undefined;
    },

    async close() {
      await log?.close();
      log = undefined;
      await rm(paths.lock, { force: true });
    },
  };
}
