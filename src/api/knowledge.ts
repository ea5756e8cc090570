import type { AxiosProgressEvent } from 'axios';
import { http } from './http';
import { paths } from './paths';
import type { Page, PageQuery } from './types';

const p = paths.knowledge;
/** Bulk delete may take long on the platform (SPEC section 9). */
export const BULK_DELETE_TIMEOUT_MS = 180_000;

export interface KnowledgeFile {
  /** May exceed 2^53: always a string on our side. */
  id: string;
  fileName: string;
  fileType: string;
  size: number;
  url: string;
  createTime: string;
}

export const uploadKnowledgeFiles = (repoId: string, files: File[], onProgress?: (e: AxiosProgressEvent) => void) => {
  const form = new FormData();
  files.forEach((f) => form.append('files', f));
  return http.post<KnowledgeFile[]>(p.uploadListById(repoId), form, { onUploadProgress: onProgress }).then((r) => r.data);
};
export const searchKnowledgeFiles = (q: PageQuery & { keyword?: string; repoId?: string }) =>
  http.post<Page<KnowledgeFile>>(p.search, q).then((r) => r.data);
export const downloadKnowledgeFile = (id: string) =>
  http.post<Blob>(p.download, { id }, { responseType: 'blob' }).then((r) => r.data);
export const deleteKnowledgeFile = (id: string) => http.delete<boolean>(p.delete, { data: { id } }).then((r) => r.data);
export const deleteKnowledgeFiles = (ids: string[]) =>
  http.delete<boolean>(p.deleteByIds, { data: { ids }, timeout: BULK_DELETE_TIMEOUT_MS }).then((r) => r.data);
export const getKnowledgeFileTypes = () => http.get<string[]>(p.fileType).then((r) => r.data);
