/**
 * @mswjs/data keeps everything in memory, so the simulator saves a versioned JSON snapshot
 * of every table (plus the clock offset and id counters) and restores it on start-up.
 * The browser keeps it in localStorage; tests keep it in memory.
 */
import { clockOffset, setClockOffset, startClockAtEpoch } from '../rules/clock';
import { seedDatabase } from '../seed';
import { idCounters, modelNames, setIdCounter, tables, takeDirty, type ModelName, type Table } from './models';

export const STORAGE_KEY = 'ai-portal-simulator-v1';
export const SNAPSHOT_VERSION = 1;

export interface SimulatorStorage {
  read(): string | null;
  write(text: string): void;
  remove(): void;
}

export interface Snapshot {
  version: typeof SNAPSHOT_VERSION;
  clockOffset: number;
  counters: Record<ModelName, number>;
  tables: Record<ModelName, { id: string }[]>;
}

export function memoryStorage(): SimulatorStorage {
  let text: string | null = null;
  return {
    read: () => text,
    write: (next) => {
      text = next;
    },
    remove: () => {
      text = null;
    },
  };
}

export function localStorageAdapter(key = STORAGE_KEY): SimulatorStorage {
  return {
    read: () => localStorage.getItem(key),
    write: (text) => localStorage.setItem(key, text),
    remove: () => localStorage.removeItem(key),
  };
}

let storage: SimulatorStorage = memoryStorage();

export function setSimulatorStorage(next: SimulatorStorage): void {
  storage = next;
}

// Widened on purpose: snapshots are untyped JSON, and every table accepts rows with an id.
const table = (name: ModelName): Table<{ id: string }> => tables[name];

export function snapshot(): Snapshot {
  const rows = {} as Record<ModelName, { id: string }[]>;
  for (const name of modelNames) rows[name] = table(name).all();
  return { version: SNAPSHOT_VERSION, clockOffset: clockOffset(), counters: idCounters(), tables: rows };
}

function highestNumericId(rows: { id: string }[]): number {
  return rows.reduce((max, row) => (/^\d+$/.test(row.id) ? Math.max(max, Number(row.id)) : max), 0);
}

function clearAll(): void {
  for (const name of modelNames) {
    table(name).clear();
    setIdCounter(name, 0);
  }
}

export function restoreSnapshot(snap: Snapshot): void {
  clearAll();
  for (const name of modelNames) {
    const rows = snap.tables[name] ?? [];
    rows.forEach((row) => table(name).insert(row));
    // New records must never reuse a stored id, whatever the saved counter says.
    setIdCounter(name, Math.max(snap.counters[name] ?? 0, highestNumericId(rows)));
  }
  setClockOffset(snap.clockOffset);
  takeDirty();
}

function isSnapshot(value: unknown): value is Snapshot {
  if (typeof value !== 'object' || value === null) return false;
  const snap = value as Partial<Snapshot>;
  return (
    snap.version === SNAPSHOT_VERSION &&
    typeof snap.clockOffset === 'number' &&
    typeof snap.tables === 'object' &&
    snap.tables !== null &&
    modelNames.every((name) => Array.isArray(snap.tables?.[name]))
  );
}

/** Restores the stored world; false when nothing usable is stored (absent, corrupt, older version). */
export function loadSimulator(): boolean {
  const text = storage.read();
  if (!text) return false;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!isSnapshot(parsed)) return false;
    restoreSnapshot(parsed);
    return true;
  } catch {
    return false;
  }
}

export function saveSimulator(): void {
  takeDirty();
  storage.write(JSON.stringify(snapshot()));
}

/** Called after every handled request: writes only when something changed. */
export function saveIfChanged(): void {
  if (takeDirty()) storage.write(JSON.stringify(snapshot()));
}

/**
 * The documented way to reset demo data: wipes every table and the stored snapshot,
 * restarts the simulated clock at SIM_EPOCH and reseeds.
 */
export function resetSimulator(): void {
  storage.remove();
  clearAll();
  startClockAtEpoch();
  seedDatabase();
  saveSimulator();
}

/** Restores what was stored, seeding only when nothing was. */
export function bootSimulator(): 'restored' | 'seeded' {
  if (loadSimulator()) return 'restored';
  resetSimulator();
  return 'seeded';
}
