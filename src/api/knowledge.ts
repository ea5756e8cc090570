import type { AxiosProgressEvent } from 'axios';
import { ApiError, FALLBACK_MESSAGE, http } from './http';
import { paths } from './paths';
import type { Page, PageQuery } from '../domain/types/common.types';
import type { KnowledgeFile, KnowledgeRepo } from '../domain/types/knowledge.types';

const p = paths.knowledge;
/** Bulk delete may take long on the platform (SPEC section 9). */
export const BULK_DELETE_TIMEOUT_MS = 180_000;

export interface KnowledgeQuery extends PageQuery {
  /** Omitted: every repository. */
  repoId?: string;
  fileName?: string;
  fileType?: string;
}

export const listKnowledgeRepos = () => http.post<KnowledgeRepo[]>(paths.knowledgeRepo.list, {}).then((r) => r.data);

/** One file per call, so each gets its own progress (loaded/total) from axios. */
export const uploadKnowledgeFile = (repoId: string, file: File, onProgress?: (e: AxiosProgressEvent) => void) => {
  const form = new FormData();
  form.append('files', file, file.name);
  return http
    .post<KnowledgeFile[]>(p.uploadListById(repoId), form, { onUploadProgress: onProgress, silent: true })
    .then((r) => r.data);
};
export const searchKnowledgeFiles = (q: KnowledgeQuery) =>
  http.post<Page<KnowledgeFile>>(p.search, q).then((r) => r.data);
/** Silent: a failed download is reported by name (文件 X 下载失败，可重新下载), not by the generic toast. */
export const downloadKnowledgeFile = (id: string) =>
  http.post<Blob>(p.download, { id }, { responseType: 'blob', silent: true }).then((r) => refusalInBlob(r.data));

/**
 * Blob responses skip the envelope check (SPEC section 8), so a refusal arrives as a JSON blob:
 * read it and reject like any other failed call.
 */
async function refusalInBlob(blob: Blob): Promise<Blob> {
  if (!blob.type.includes('application/json')) return blob;
  const body = JSON.parse(await blob.text()) as { code?: number; msg?: string };
  if (body.code !== undefined && body.code !== 200) throw new ApiError(body.msg || FALLBACK_MESSAGE, body.code, true);
  return blob;
}
export const deleteKnowledgeFile = (id: string) => http.delete<boolean>(p.delete, { data: { id } }).then((r) => r.data);
export const deleteKnowledgeFiles = (ids: string[]) =>
  http.delete<boolean>(p.deleteByIds, { data: { ids }, timeout: BULK_DELETE_TIMEOUT_MS }).then((r) => r.data);
export const getKnowledgeFileTypes = () => http.get<string[]>(p.fileType).then((r) => r.data);
