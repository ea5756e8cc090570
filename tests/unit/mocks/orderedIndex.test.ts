import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { messagesByUser, unreadMessagesByUser } from '../../../mocks/db/indexes';
import { applyStored, tables, takeChanges } from '../../../mocks/db/models';
import type { MessageRow } from '../../../mocks/db/schema';
import { resetSimulator } from '../../../mocks/node';
import { newestFirstPageOf } from '../../../mocks/rules/paging';

beforeEach(async () => {
  await resetSimulator();
});

/** The page as a full scan gives it: the user's matching messages, newest first, the later-made (higher id) first on a tie. */
function scannedPage(userId: string, unreadOnly: boolean, pageNum: number, pageSize: number) {
  const matching = tables.message
    .all()
    .filter((m) => m.userId === userId && (!unreadOnly || !m.isRead))
    .sort((a, b) =>
      a.createTime === b.createTime ? Number(b.id) - Number(a.id) : a.createTime < b.createTime ? 1 : -1,
    );
  return { ids: matching.slice((pageNum - 1) * pageSize, pageNum * pageSize).map((m) => m.id), total: matching.length };
}

function indexedPage(userId: string, unreadOnly: boolean, pageNum: number, pageSize: number) {
  const { records, total } = newestFirstPageOf((unreadOnly ? unreadMessagesByUser : messagesByUser)(), userId, {
    pageNum,
    pageSize,
  });
  return { ids: records.map((m: MessageRow) => m.id), total };
}

const USERS = ['1', '2', '3'];
// Few distinct times, so rows often share one and the id decides.
const time = fc.integer({ min: 0, max: 20 }).map((minute) => new Date(Date.UTC(2026, 10, 1, 0, minute)).toISOString());
const write = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    userId: fc.constantFrom(...USERS),
    createTime: time,
    isRead: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('patch' as const),
    pick: fc.nat(),
    userId: fc.constantFrom(...USERS),
    createTime: time,
    isRead: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
  // Rows changed behind the Table API, as another tab's commit is taken in: the index is rebuilt.
  fc.record({ kind: fc.constant('catchUp' as const), pick: fc.nat(), isRead: fc.boolean() }),
  // A read between writes: the index is in use while the writes go on.
  fc.record({ kind: fc.constant('read' as const) }),
);

describe('the message indexes', () => {
  it('give the same page and total as a full scan, over random writes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(write, { maxLength: 40 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 7 }),
        async (writes, pageNum, pageSize) => {
          await resetSimulator();
          for (const step of writes) {
            const rows = tables.message.all();
            const picked = 'pick' in step && rows.length > 0 ? rows[step.pick % rows.length] : undefined;
            if (step.kind === 'insert')
              await tables.message.insert({
                userId: step.userId,
                content: '随机',
                createTime: step.createTime,
                isRead: step.isRead,
              });
            else if (step.kind === 'patch' && picked)
              await tables.message.patch(picked.id, {
                userId: step.userId,
                createTime: step.createTime,
                isRead: step.isRead,
              });
            else if (step.kind === 'remove' && picked) tables.message.remove(picked.id);
            else if (step.kind === 'catchUp' && picked) {
              await tables.message.patch(picked.id, { isRead: step.isRead });
              const { put, del } = takeChanges();
              // What the other tab stored differs from what this one wrote.
              const theirs = put.map(
                ([table, record]) =>
                  [table, { ...record, isRead: !step.isRead, createTime: '2026-11-01T00:30:00.000Z' }] as const,
              );
              await applyStored(theirs, del);
            } else if (step.kind === 'read') indexedPage('1', false, 1, 3);
          }
          for (const userId of USERS) {
            for (const unreadOnly of [false, true]) {
              expect(indexedPage(userId, unreadOnly, pageNum, pageSize)).toEqual(
                scannedPage(userId, unreadOnly, pageNum, pageSize),
              );
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('answers the messages list and the unread count from the index as the handler does', async () => {
    const before = unreadMessagesByUser().size('1');
    const made = await tables.message.insert({
      userId: '1',
      content: '新的',
      createTime: '2099-01-01T00:00:00.000Z',
      isRead: false,
    });
    expect(unreadMessagesByUser().size('1')).toBe(before + 1);
    expect(indexedPage('1', false, 1, 1).ids).toEqual([made.id]);
    await tables.message.patch(made.id, { isRead: true });
    expect(unreadMessagesByUser().size('1')).toBe(before);
    expect(indexedPage('1', false, 1, 1).ids).toEqual([made.id]);
  });
});
