import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, fromPromise } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { Page } from '../../../src/domain/types/common.types';
import { createListMachine, type ListRequest } from '../../../src/machines/listMachine';
import { ListView } from '../../../src/ui/components/ListView';
import { pathsThroughEveryTransition } from '../../machines/modelHarness';
import { renderWithApp } from '../../render';
import { installScrolling, scrollToEnd } from '../scrolling';

/** SPEC section 4's end-of-list text, written here rather than read from the code under test. */
const END_TEXT = '没有更多数据了';

/**
 * Infinite lists as SPEC section 4 tells them, written apart from the code: the first page
 * loads; the next one loads when the bottom sentinel scrolls into view, until the last page,
 * where 没有更多数据了 shows; an empty list shows its empty text; a failed page says why and
 * offers 重试, keeping what was loaded; a refresh (sent by the screen that owns the list) starts
 * again from page 1.
 *
 * Walked through the list's view with the server's answers held by the test: each state checks
 * what the user sees (items, spinner, end or empty text, error and 重试) and the page asked for.
 */
const PAGE_SIZE = 2;
const PAGES = 3;
interface ModelContext {
  /** Pages shown. */
  shown: number;
  /** The last page the list asked for. */
  asked: number;
}
const asking = (page: number | ((c: ModelContext) => number)) =>
  assign(({ context }: { context: ModelContext }) => ({
    asked: typeof page === 'number' ? page : page(context),
  })) as never;

const listModel = createMachine({
  types: {} as { context: ModelContext; events: { type: string } },
  id: 'list',
  context: { shown: 0, asked: 1 },
  initial: 'loadingFirst',
  on: { REFRESH: { target: '.loadingFirst', actions: assign({ shown: 0, asked: 1 }) as never } },
  states: {
    loadingFirst: {
      on: {
        FIRST_OF_THREE_PAGES: { target: 'more', actions: assign({ shown: 1 }) as never },
        ONLY_ONE_PAGE: { target: 'ended', actions: assign({ shown: 1 }) as never },
        NOTHING: 'empty',
        FAILS: 'firstFailed',
      },
    },
    firstFailed: { on: { RETRY: { target: 'loadingFirst', actions: asking(1) } } },
    more: { on: { SCROLL_TO_BOTTOM: { target: 'loadingNext', actions: asking((c) => c.shown + 1) } } },
    loadingNext: {
      on: {
        NEXT_PAGE: [
          {
            guard: ({ context }) => context.shown + 1 === PAGES,
            target: 'ended',
            actions: assign({ shown: PAGES }) as never,
          },
          { target: 'more', actions: assign(({ context }) => ({ shown: context.shown + 1 })) as never },
        ],
        FAILS: 'nextFailed',
      },
    },
    nextFailed: { on: { RETRY: { target: 'loadingNext', actions: asking((c) => c.shown + 1) } } },
    ended: {},
    empty: {},
  },
});

const page = (pageNum: number, pages: number, count = PAGE_SIZE): Page<number> => ({
  records: Array.from({ length: count }, (_, i) => (pageNum - 1) * PAGE_SIZE + i + 1),
  total: pages * PAGE_SIZE,
  pageNum,
  pageSize: PAGE_SIZE,
  pages,
});

function renderList() {
  const asked: {
    input: ListRequest<{ type: number }>;
    resolve: (p: Page<number>) => void;
    reject: (e: Error) => void;
  }[] = [];
  const machine = createListMachine<number, { type: number }>().provide({
    actors: {
      loadPage: fromPromise<Page<number>, ListRequest<{ type: number }>>(
        ({ input }) => new Promise((resolve, reject) => asked.push({ input, resolve, reject })),
      ),
    },
  });
  const actor = createActor(machine, { input: { query: { type: 1 }, mode: 'infinite', pageSize: PAGE_SIZE } }).start();
  renderWithApp(
    <ListView
      actor={actor}
      label="测试列表"
      emptyText="暂无数据"
      renderItem={(n) => (
        <div role="listitem" key={n}>
          条目{n}
        </div>
      )}
    />,
  );
  const answer = async (reply: Page<number> | Error) => {
    const last = asked.at(-1)!;
    await act(async () => {
      if (reply instanceof Error) last.reject(reply);
      else last.resolve(reply);
      await Promise.resolve();
    });
  };
  return { actor, asked, answer };
}

const list = () => screen.getByRole('list', { name: '测试列表' });
const items = () =>
  within(list())
    .queryAllByRole('listitem')
    .map((i) => i.textContent);
const expectItems = (pages: number) =>
  expect(items()).toEqual(Array.from({ length: pages * PAGE_SIZE }, (_, i) => `条目${i + 1}`));

describe('ListView of an infinite list, SPEC model through its view', () => {
  beforeAll(() => installScrolling());

  const model = createTestModel(listModel);
  const paths = pathsThroughEveryTransition(model);

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_d, path) => {
    const { actor, asked, answer } = renderList();
    const user = userEvent.setup();
    const loading = async ({ shown, asked: pageNum }: ModelContext) => {
      await waitFor(() => expect(list().getAttribute('aria-busy')).toBe('true'));
      expect(within(list()).getByRole('status', { name: '加载中' })).toBeTruthy();
      expect(asked.at(-1)?.input).toEqual({ query: { type: 1 }, pageNum, pageSize: PAGE_SIZE });
      expectItems(shown);
    };
    const failed = async ({ shown }: ModelContext) => {
      expect(await within(list()).findByText('服务繁忙，请稍后再试')).toBeTruthy();
      expect(within(list()).getByRole('button', { name: '重试' })).toBeTruthy();
      expectItems(shown);
    };
    const settled =
      (bottom: string | null) =>
      async ({ shown }: ModelContext) => {
        await waitFor(() => expect(list().getAttribute('aria-busy')).toBe('false'));
        expectItems(shown);
        for (const text of [END_TEXT, '暂无数据'])
          expect(within(list()).queryByText(text) !== null, text).toBe(text === bottom);
        expect(within(list()).queryByRole('button', { name: '重试' })).toBeNull();
      };
    await path.test({
      events: {
        FIRST_OF_THREE_PAGES: () => answer(page(1, PAGES)),
        ONLY_ONE_PAGE: () => answer(page(1, 1)),
        NOTHING: () => answer(page(1, 0, 0)),
        FAILS: () => answer(new Error('服务繁忙，请稍后再试')),
        NEXT_PAGE: () => answer(page(asked.at(-1)!.input.pageNum, PAGES)),
        SCROLL_TO_BOTTOM: () => act(() => scrollToEnd()),
        RETRY: () => user.click(within(list()).getByRole('button', { name: '重试' })),
        REFRESH: () => act(() => actor.send({ type: 'LIST.RELOAD' })),
      } as never,
      states: {
        loadingFirst: (s: { context: ModelContext }) => loading(s.context),
        loadingNext: (s: { context: ModelContext }) => loading(s.context),
        firstFailed: (s: { context: ModelContext }) => failed(s.context),
        nextFailed: (s: { context: ModelContext }) => failed(s.context),
        more: (s: { context: ModelContext }) => settled(null)(s.context),
        ended: (s: { context: ModelContext }) => settled(END_TEXT)(s.context),
        empty: (s: { context: ModelContext }) => settled('暂无数据')(s.context),
      } as never,
    });
    actor.stop();
  });
});
