import { http } from './http';
import { paths } from './paths';
import { streamPost, type StreamOptions } from './stream';
import type { Page } from '../domain/types/common.types';
import type { DialogueRecord, SessionPageQuery } from '../domain/types/qa.types';

export const searchSessionRecords = (q: SessionPageQuery) =>
  http.post<Page<DialogueRecord>>(paths.qa.sessionPage, q).then((r) => r.data);
export const hideDialogueRecord = (id: string, sessionId: string) =>
  http.put<boolean>(paths.qa.noDisplay(id), undefined, { params: { sessionId } }).then((r) => r.data);

/** The streamed answer of an app dialogue; the platform records the exchange in the session. */
export const streamAppAnswer = (body: { sessionId: string; question: string }, options: StreamOptions) =>
  streamPost(paths.qa.appStream, body, options);
