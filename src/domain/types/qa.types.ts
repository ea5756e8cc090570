/** Wire types of the qa API (src/api/qa.ts), shared by the client and the simulator. */
import type { PageQuery } from './common.types';

export interface DialogueRecord {
  id: string;
  sessionId: string;
  question: string;
  answer: string;
  createTime: string;
}

export interface SessionPageQuery extends PageQuery {
  sessionId: string;
}
