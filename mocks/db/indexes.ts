/**
 * The indexes list queries read (orderedIndex.ts), kept in step with the tables' writes. Each
 * gives its groups oldest first: createTime, then the id as a number, so rows made in the same
 * millisecond keep the order they were made in; a newest-first page reads from the end.
 */
import { tableIndex } from './models';

const byTime = (row: { createTime: string; id: string }): string =>
  `${row.createTime}\u0000${row.id.padStart(20, '0')}`;

/** A user's messages. */
export const messagesByUser = tableIndex('message', { group: (m) => m.userId, sortKey: byTime });

/** A user's unread messages. */
export const unreadMessagesByUser = tableIndex('message', {
  group: (m) => (m.isRead ? undefined : m.userId),
  sortKey: byTime,
});
