import { http } from 'msw';
import { paths } from '../../src/api/paths';
import type { SiteMessage } from '../../src/api/types';
import { tables } from '../db/models';
import { pageParams, paginate } from '../rules/paging';
import { ok, query, url, withSession } from '../rules/respond';

const UNREAD = 2;

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
      const mine = tables.message
        .filter((m) => m.userId === user.id && (!unreadOnly || !m.isRead))
        .sort((a, b) => b.createTime.localeCompare(a.createTime) || Number(b.id) - Number(a.id));
      const page = paginate<SiteMessage>(
        mine.map(({ id, content, createTime, isRead }) => ({ id, content, createTime, isRead })),
        pageParams({ pageNum: q.get('pageNum'), pageSize: q.get('pageSize') }),
      );
      // Showing unread messages is reading them: the platform marks them read as it lists them.
      if (unreadOnly) page.records.forEach((m) => tables.message.patch(m.id, { isRead: true }));
      return ok(page);
    }),
  ),
];
