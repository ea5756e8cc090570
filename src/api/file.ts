import type { AxiosProgressEvent } from 'axios';
import { http } from './http';
import { paths } from './paths';

export const uploadFile = (file: File, type: string, onProgress?: (e: AxiosProgressEvent) => void) => {
  const form = new FormData();
  form.append('file', file);
  return http
    .post<{ url: string }>(paths.file.upload, form, { params: { type }, onUploadProgress: onProgress })
    .then((r) => r.data);
};
export const recordUpload = (record: { url: string; name: string; size: number }) =>
  http.post<boolean>(paths.file.uploadRecord, record).then((r) => r.data);
