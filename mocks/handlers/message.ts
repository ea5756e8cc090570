import { http } from 'msw';
import { paths } from '../../src/api/paths';
import type { Page } from '../../src/domain/types/common.types';
import type { SiteMessage } from '../../src/domain/types/message.types';
import { messagesByUser, unreadMessagesByUser } from '../db/indexes';
import { tables } from '../db/models';
import { newestFirstPageOf, pageParams } from '../rules/paging';
import { announcePriceChanges } from '../rules/priceVersions';
import { ok, query, url, withSession } from '../rules/respond';

const UNREAD = 2;

export const messageHandlers = [
  http.get(
    url(paths.message.count),
    withSession(async ({ user }) => {
      await announcePriceChanges(user);
      return ok(unreadMessagesByUser().size(user.id));
    }),
  ),

  http.get(
    url(paths.message.search),
    withSession(async ({ request, user }) => {
      await announcePriceChanges(user);
      const q = query(request);
      const unreadOnly = Number(q.get('type')) === UNREAD;
      const { pageNum, pageSize } = pageParams({ pageNum: q.get('pageNum'), pageSize: q.get('pageSize') });
      // Listing unread messages reads them (below), so the messages earlier pages showed are no
      // longer unread: page n starts at the first one still unread, and the total still counts the
      // pages already shown, so scrolling the 未读 tab neither skips nor repeats messages.
      const { records, total: matching } = newestFirstPageOf(
        (unreadOnly ? unreadMessagesByUser : messagesByUser)(),
        user.id,
        {
          pageNum: unreadOnly ? 1 : pageNum,
          pageSize,
        },
      );
      const total = unreadOnly ? matching + (pageNum - 1) * pageSize : matching;
      const page: Page<SiteMessage> = {
        records: records.map(({ id, content, createTime, isRead }) => ({ id, content, createTime, isRead })),
        total,
        pageNum,
        pageSize,
        pages: Math.ceil(total / pageSize),
      };
      // Showing unread messages is reading them: the platform marks them read as it lists them.
      if (unreadOnly) for (const m of page.records) await tables.message.patch(m.id, { isRead: true });
      return ok(page);
    }),
  ),
];
