import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { assign, createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { systemActor } from '../../../src/machines/app';
import { MessagesDrawer } from '../../../src/ui/dialogs/MessagesDrawer';
import { pathsThroughEveryTransition } from '../../machines/modelHarness';
import { installScrolling, scrollToEnd } from '../scrolling';
import { renderSignedIn, serveSimulator } from '../signedIn';

/** SPEC section 4's end-of-list text, written here rather than read from the code under test. */
const END_TEXT = '没有更多数据了';

// A path is several screens long: seconds alone, up to 47 s measured at load 25 (two suites and
// mutation runs on two cores); the bound leaves room for that, a passing path never waits for it.
vi.setConfig({ testTimeout: 120_000 });

serveSimulator();

/**
 * Site messages as SPEC sections 2, 3, 7 and 9 tell them, written apart from the code: the
 * drawer 消息 has the tabs 未读 and 全部, ten messages a page, loading the next page as the list's
 * end scrolls into view, 没有更多数据了 at the end and 暂无未读消息 / 暂无消息 when empty; the
 * header's unread count (capped at 99) follows what was read once the drawer closes.
 *
 * dev_ent starts with 5 unread messages among 15. Walked through the drawer against the
 * simulator (listing the unread ones reads them); each state checks the tab, its items, the
 * text at the end of the list and the unread count the header shows.
 */
interface ModelContext {
  unread: number;
  /** Pages of 全部 shown. */
  allPages: number;
  /** The unread tab's list as last loaded. */
  unreadListed: number;
}

const messagesModel = createMachine({
  types: {} as { context: ModelContext; events: { type: string } },
  id: 'messages',
  context: { unread: 5, allPages: 0, unreadListed: 0 },
  initial: 'closed',
  states: {
    closed: {
      // The drawer opens on 未读: listing them reads them (the count follows once it closes).
      on: {
        OPEN: {
          target: 'unreadTab',
          actions: assign(({ context }) => ({ unreadListed: context.unread, allPages: 0 })) as never,
        },
      },
    },
    unreadTab: {
      on: {
        ALL_TAB: { target: 'allTab', actions: assign({ allPages: 1, unread: 0 }) as never },
        CLOSE: { target: 'closed', actions: assign({ unread: 0 }) as never },
      },
    },
    allTab: {
      on: {
        SCROLL_TO_END: { guard: ({ context }) => context.allPages === 1, actions: assign({ allPages: 2 }) as never },
        // The tab loads afresh: what was unread before is read now.
        UNREAD_TAB: { target: 'unreadTab', actions: assign({ unreadListed: 0 }) as never },
        CLOSE: { target: 'closed', actions: assign({ unread: 0 }) as never },
      },
    },
  },
});

const TOTAL = 15;

describe('site messages, SPEC model through the drawer', () => {
  beforeAll(() => installScrolling());

  const model = createTestModel(messagesModel);
  const paths = pathsThroughEveryTransition(model);

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_d, path) => {
    const { app, user } = await renderSignedIn(<MessagesDrawer />, 'dev_ent', '/home');
    const messages = systemActor(app, 'messages');
    await waitFor(() => expect(messages.getSnapshot().context.unread).toBe(5));
    const drawer = () => screen.getByRole('dialog', { name: '消息' });
    const tab = (name: string) => within(drawer()).getByRole('tab', { name });
    const listed = async (label: string, count: number, end: string) => {
      const list = await within(drawer()).findByRole('list', { name: label });
      await waitFor(() => expect(list.getAttribute('aria-busy')).toBe('false'));
      await waitFor(() => expect(within(list).queryAllByRole('listitem')).toHaveLength(count));
      expect(within(list).getByText(end)).toBeTruthy();
    };
    const unreadCount = (n: number) => waitFor(() => expect(messages.getSnapshot().context.unread).toBe(n));
    await path.test({
      events: {
        OPEN: () => act(() => messages.send({ type: 'MESSAGES.OPEN' })),
        CLOSE: () => user.click(within(drawer()).getByRole('button', { name: '关闭' })),
        ALL_TAB: () => user.click(tab('全部')),
        UNREAD_TAB: () => user.click(tab('未读')),
        SCROLL_TO_END: () => act(() => scrollToEnd()),
      } as never,
      states: {
        closed: async ({ context }: { context: ModelContext }) => {
          await waitFor(() => expect(screen.queryByRole('dialog', { name: '消息' })).toBeNull());
          await unreadCount(context.unread);
        },
        unreadTab: async ({ context }: { context: ModelContext }) => {
          expect(tab('未读').getAttribute('aria-selected')).toBe('true');
          await listed('未读消息', context.unreadListed, context.unreadListed ? END_TEXT : '暂无未读消息');
        },
        allTab: async ({ context }: { context: ModelContext }) => {
          expect(tab('全部').getAttribute('aria-selected')).toBe('true');
          if (context.allPages === 1) {
            const list = await within(drawer()).findByRole('list', { name: '全部消息' });
            await waitFor(() => expect(within(list).queryAllByRole('listitem')).toHaveLength(10));
            expect(within(list).queryByText(END_TEXT)).toBeNull();
          } else await listed('全部消息', TOTAL, END_TEXT);
        },
      } as never,
    });
  });
});
