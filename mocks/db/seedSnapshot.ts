/**
 * The seeded world as stored records, taken once at build time (mocks/seed/snapshotPlugin.ts, a
 * file beside the demo's worker) so a first visit of the demo loads the seed in one read instead
 * of running it row by row. The seed is deterministic (mocks/seed/index.ts): the snapshot is what
 * running it gives, whenever it is taken; only the clock is set when the world starts.
 */
import { seedDatabase } from '../seed';
import { startClockAtEpoch } from '../rules/clock';
import {
  clearTables,
  discardChanges,
  idCounters,
  setIdCounters,
  tableNames,
  takeChanges,
  type BlobTable,
  type TableName,
} from './models';
import type { StagedBlob, StoredRecords } from './store';

export interface SeedSnapshot {
  records: StoredRecords;
  counters: Record<TableName, number>;
  /** Uploads the seed stages (a knowledge base's files), their bytes in base64. */
  blobs: Array<{ table: BlobTable; id: string; type: string; base64: string }>;
}

/** The seeded world, blobs as Blobs: what a reset stores. */
export interface SeededWorld {
  records: StoredRecords;
  blobs: StagedBlob[];
}

/** Runs the seed over empty tables; memory then holds the seeded world, and the journal is empty. */
export async function runSeed(): Promise<SeededWorld> {
  discardChanges();
  clearTables();
  setIdCounters({});
  startClockAtEpoch();
  await seedDatabase();
  const changes = takeChanges();
  const records: StoredRecords = {};
  for (const [name, record] of changes.put) (records[name] ??= []).push(record);
  // Rows written and then deleted by the seed are simply absent.
  for (const name of tableNames) records[name] ??= [];
  return { records, blobs: [...changes.blobs.values()].filter((b) => b.blob !== null) };
}

const toBase64 = (bytes: Uint8Array): string => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** Runs the seed and takes what it made as a snapshot (at build time; tests compare it with a fresh run). */
export async function takeSeedSnapshot(): Promise<SeedSnapshot> {
  const { records, blobs } = await runSeed();
  return {
    records,
    counters: idCounters(),
    blobs: await Promise.all(
      blobs.map(async ({ table, id, blob }) => ({
        table,
        id,
        type: blob?.type ?? '',
        base64: toBase64(new Uint8Array(await (blob as Blob).arrayBuffer())),
      })),
    ),
  };
}

/** The snapshot's uploads as Blobs, ready to store. */
export function snapshotBlobs(snapshot: SeedSnapshot): StagedBlob[] {
  return snapshot.blobs.map(({ table, id, type, base64 }) => ({
    table,
    id,
    blob: new Blob([fromBase64(base64)], { type }),
  }));
}
