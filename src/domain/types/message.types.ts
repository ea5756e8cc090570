/** Wire types of the message API (src/api/message.ts), shared by the client and the simulator. */
import type { PageQuery } from './common.types';

export interface SiteMessage {
  id: string;
  content: string;
  createTime: string;
  isRead?: boolean;
}

/** type 2 unread, 1 all. */
export interface MessageQuery extends PageQuery {
  type: 1 | 2;
}
