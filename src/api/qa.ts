import { http } from './http';
import { paths } from './paths';
import type { Page } from './types';

export interface DialogueRecord {
  id: string;
  sessionId: string;
  question: string;
  answer: string;
  createTime: string;
}

export const searchSessionRecords = (q: { sessionId: string; pageNum: number; pageSize: number }) =>
  http.post<Page<DialogueRecord>>(paths.qa.sessionPage, q).then((r) => r.data);
export const hideDialogueRecord = (id: string, sessionId: string) =>
  http.put<boolean>(paths.qa.noDisplay(id), undefined, { params: { sessionId } }).then((r) => r.data);
