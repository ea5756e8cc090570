import { http } from 'msw';
import { paths } from '../../src/api/paths';
import type { Page, SiteMessage } from '../../src/api/types';
import { tables } from '../db/models';
import { pageParams, paginate, type PageParams } from '../rules/paging';
import { ok, query, url, withSession } from '../rules/respond';

const UNREAD = 2;

/**
 * Listing unread messages reads them (below), so the messages earlier pages showed are no
 * longer unread: page n starts at the first one still unread, and the total still counts the
 * pages already shown, so scrolling the 未读 tab neither skips nor repeats messages.
 */
function unreadPage<T>(stillUnread: readonly T[], { pageNum, pageSize }: PageParams): Page<T> {
  const total = stillUnread.length + (pageNum - 1) * pageSize;
  return { records: stillUnread.slice(0, pageSize), total, pageNum, pageSize, pages: Math.ceil(total / pageSize) };
}

export const messageHandlers = [
  http.get(
    url(paths.message.count),
    withSession(({ user }) => ok(tables.message.count((m) => m.userId === user.id && !m.isRead))),
  ),

  http.get(
    url(paths.message.search),
    withSession(({ request, user }) => {
      const q = query(request);
      const unreadOnly = Number(q.get('type')) === UNREAD;
      // Newest first. createTime is 'YYYY-MM-DD HH:mm:ss', so a plain comparison orders it
      // (localeCompare is several times slower over 100,000 rows; bench: simulator).
      const mine = tables.message
        .filter((m) => m.userId === user.id && (!unreadOnly || !m.isRead))
        .sort((a, b) => (a.createTime === b.createTime ? Number(b.id) - Number(a.id) : a.createTime < b.createTime ? 1 : -1));
      const params = pageParams({ pageNum: q.get('pageNum'), pageSize: q.get('pageSize') });
      const rows = unreadOnly ? unreadPage(mine, params) : paginate(mine, params);
      const page: Page<SiteMessage> = {
        ...rows,
        records: rows.records.map(({ id, content, createTime, isRead }) => ({ id, content, createTime, isRead })),
      };
      // Showing unread messages is reading them: the platform marks them read as it lists them.
      if (unreadOnly) page.records.forEach((m) => tables.message.patch(m.id, { isRead: true }));
      return ok(page);
    }),
  ),
];
