/**
 * The world as the simulator stored it before records, relations and blobs: one JSON snapshot
 * (localStorage key `ai-portal-simulator-v1` in the browser, `.sim-data/simulator.json` on the
 * HTTP server) with comma-joined id lists and uploads as data URLs inside rows. A returning demo
 * user keeps that data: it is converted once into today's records and blobs.
 */
import { tableNames, type BlobTable, type SerializedRecord, type TableName } from './models';
import type { StagedBlob, StoredRecords, StoredWorld } from './store';

interface LegacySnapshot {
  version: 1;
  clockOffset: number;
  counters: Partial<Record<TableName, number>>;
  tables: Partial<Record<string, Array<Record<string, unknown>>>>;
}

export function isLegacySnapshot(value: unknown): value is LegacySnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const snap = value as Partial<LegacySnapshot>;
  return (
    snap.version === 1 &&
    typeof snap.clockOffset === 'number' &&
    typeof snap.tables === 'object' &&
    snap.tables !== null
  );
}

const split = (joined: unknown): string[] =>
  typeof joined === 'string' && joined ? joined.split(',').filter(Boolean) : [];

function dataUrlBlob(dataUrl: unknown): Blob | undefined {
  if (typeof dataUrl !== 'string' || !dataUrl.startsWith('data:')) return undefined;
  const comma = dataUrl.indexOf(',');
  const header = dataUrl.slice(5, comma);
  const mime = header.split(';')[0] || 'application/octet-stream';
  const payload = dataUrl.slice(comma + 1);
  if (!header.endsWith(';base64')) return new Blob([decodeURIComponent(payload)], { type: mime });
  const binary = atob(payload);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: mime });
}

function randomKey(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const stored = (row: Record<string, unknown>, relations: Record<string, string[]> = {}): SerializedRecord => ({
  ...row,
  __metadata__: {
    primaryKey: String(row.id),
    relations: Object.entries(relations).map(([path, foreignKeys]) => ({ path: [path], foreignKeys })),
  },
});

/** Today's records and blobs for a legacy snapshot, with the epoch and seq of a fresh store. */
export function fromLegacy(snap: LegacySnapshot, epoch: string): { world: StoredWorld; blobs: StagedBlob[] } {
  const counters = Object.fromEntries(tableNames.map((name) => [name, snap.counters[name] ?? 0])) as Record<
    TableName,
    number
  >;
  const records: StoredRecords = {};
  const blobs: StagedBlob[] = [];
  const rows = (name: string) => snap.tables[name] ?? [];
  const put = (name: TableName, record: SerializedRecord) => (records[name] ??= []).push(record);
  const keepBlob = (table: BlobTable, id: string, dataUrl: unknown) => {
    const blob = dataUrlBlob(dataUrl);
    if (blob) blobs.push({ table, id, blob });
    return blob;
  };

  for (const name of tableNames) {
    for (const { ...row } of rows(name)) {
      switch (name) {
        case 'user': {
          const { roleIds, groupIds, ...rest } = row;
          put(name, stored(rest, { roles: split(roleIds), groups: split(groupIds) }));
          break;
        }
        case 'group': {
          const { admins, roleIds, ...rest } = row;
          put(name, stored(rest, { admins: split(admins), roles: split(roleIds) }));
          break;
        }
        case 'role':
          put(name, stored({ ...row, codes: split(row.codes) }));
          break;
        case 'app':
          put(name, stored({ ...row, features: split(row.features) }));
          break;
        case 'appResourceGrant':
          put(name, stored({ ...row, permissionIds: split(row.permissionIds) }));
          break;
        case 'file': {
          const { dataUrl, ...rest } = row;
          keepBlob('file', String(row.id), dataUrl);
          put(name, stored({ ...rest, key: randomKey() }));
          break;
        }
        case 'knowledgeFile': {
          const { dataUrl, ...rest } = row;
          keepBlob('knowledgeFile', String(row.id), dataUrl);
          put(name, stored(rest));
          break;
        }
        case 'feedbackMessage': {
          // Each image was a data URL in the row; it becomes an uploaded file the message points at.
          const { imageUrls, ...rest } = row;
          const urls: unknown = typeof imageUrls === 'string' ? JSON.parse(imageUrls) : [];
          const images: string[] = [];
          for (const [i, url] of (Array.isArray(urls) ? urls : []).entries()) {
            const id = String((counters.file += 1));
            const blob = keepBlob('file', id, url);
            if (!blob) continue;
            put(
              'file',
              stored({
                id,
                userId: '',
                name: `图片${i + 1}`,
                mimeType: blob.type,
                size: blob.size,
                purpose: 'feedback',
                key: randomKey(),
                createTime: row.createTime,
                recorded: false,
              }),
            );
            images.push(id);
          }
          put(name, stored(rest, { images }));
          break;
        }
        default:
          put(name, stored(row));
      }
    }
  }
  return { world: { state: { seq: 1, epoch, clockOffset: snap.clockOffset, counters }, records }, blobs };
}
