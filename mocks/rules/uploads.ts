/**
 * Uploaded files and images: a `file` row for what the platform knows about the upload, and the
 * bytes as a Blob stored beside it (IndexedDB in the browser, a file next to the data on the HTTP
 * server), never inside a row. The URL handed back is the simulator's own content address, so an
 * <img src> works in the service worker, on the HTTP server and after a reload.
 */
import { stageBlob, tables, type FileRow } from '../db/models';
import { nowIso } from './clock';

/** Where an upload's bytes are served (not a platform path: the platform hands out its own URLs). */
export const FILE_CONTENT_PREFIX = '/front/api/file/v1/content/';
export const fileUrl = (file: Pick<FileRow, 'id' | 'key'>): string => `${FILE_CONTENT_PREFIX}${file.id}-${file.key}`;

/** The upload one of our own URLs (absolute or not) names, if it still exists and its key matches. */
export function fileOfUrl(url: string): FileRow | undefined {
  const path = url.startsWith(FILE_CONTENT_PREFIX) ? url : pathOf(url);
  return path?.startsWith(FILE_CONTENT_PREFIX) ? fileNamed(path.slice(FILE_CONTENT_PREFIX.length)) : undefined;
}

/** `<id>-<key>` as the content address carries it. */
export function fileNamed(name: string): FileRow | undefined {
  const [id = '', key = ''] = name.split('-');
  const row = tables.file.get(id);
  return row && key && row.key === key ? row : undefined;
}

function pathOf(url: string): string | undefined {
  try {
    return new URL(url).pathname;
  } catch {
    return undefined;
  }
}

export function randomKey(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface Upload {
  userId: string;
  name: string;
  mimeType: string;
  /** The upload's `type` query (avatar, image, file, feedback …). */
  purpose: string;
  blob: Blob;
  /** Given by the seed, which must come out the same every time. */
  key?: string;
  createTime?: string;
}

/** Stores one upload: its row now, its bytes with the same commit. */
export async function storeUpload({
  userId,
  name,
  mimeType,
  purpose,
  blob,
  key = randomKey(),
  createTime = nowIso(),
}: Upload): Promise<FileRow> {
  const row = await tables.file.insert({
    userId,
    name,
    mimeType,
    size: blob.size,
    purpose,
    key,
    createTime,
    recorded: false,
  });
  stageBlob('file', row.id, blob);
  return row;
}
