import { assertEvent, assign, fromPromise, sendTo, setup } from 'xstate';
import { applyApp, listMyAssistants } from '../api/app';
import { getStoreCategories, searchStore } from '../api/appStore';
import type { AppInfo, AppType } from '../domain/types/app.types';
import { LIST_ID, listOf, type ListEvent } from './listMachine';
import { notify } from './notify';
import { goTo } from './platform';
import { appMessages } from '../domain/apps';
import { paths } from '../routes/paths';

/**
 * The app store: categories and a paged, searchable list of approved apps (child `list`).
 * Adding an app to "my apps" says 添加成功 and goes to the list with that app selected
 * (SPEC section 8).
 */
export interface StoreFilter {
  keyword: string;
  appType: number;
}

export interface AppStoreContext {
  categories: AppType[];
  /** Apps already in the user's 我的应用: their cards say 已添加 instead of offering the add. */
  addedIds: string[];
  addingId?: string;
}

export type AppStoreEvent = ListEvent<StoreFilter> | { type: 'STORE.ADD'; appId: string };

export const APP_LIST_PATH = paths.appList();
export const STORE_PAGE_SIZE = 12;
export const ALL_APPS: StoreFilter = { keyword: '', appType: 0 };

export const storeListMachine = listOf<AppInfo, StoreFilter>(({ query, pageNum, pageSize }) =>
  searchStore({ pageNum, pageSize, keyword: query.keyword.trim() || undefined, appType: query.appType || undefined }),
);

export const appStoreMachine = setup({
  types: {} as { context: AppStoreContext; events: AppStoreEvent },
  actors: {
    list: storeListMachine,
    loadCategories: fromPromise<AppType[]>(() => getStoreCategories()),
    loadAdded: fromPromise<string[]>(() => listMyAssistants().then((apps) => apps.map((a) => a.id))),
    addApp: fromPromise<boolean, { appId: string }>(({ input }) => applyApp(input.appId)),
  },
  guards: {
    notAdded: ({ context, event }) => {
      assertEvent(event, 'STORE.ADD');
      return !context.addedIds.includes(event.appId);
    },
  },
  actions: {
    notifyAdded: () => notify(appMessages.added, 'success'),
    openMyApps: (_, params: { appId: string }) => goTo(`${APP_LIST_PATH}?oldId=${encodeURIComponent(params.appId)}`),
  },
}).createMachine({
  id: 'appStore',
  context: { categories: [], addedIds: [] },
  invoke: [
    { id: LIST_ID, src: 'list', input: { query: ALL_APPS, pageSize: STORE_PAGE_SIZE } },
    // Categories are a side panel: a failure leaves the list usable with "all" only.
    {
      id: 'loadCategories',
      src: 'loadCategories',
      onDone: { actions: assign({ categories: ({ event }) => event.output }) },
      onError: { actions: assign({ categories: [] }) },
    },
    // Without it every card offers the add; adding one already there is refused with a reason.
    {
      id: 'loadAdded',
      src: 'loadAdded',
      onDone: { actions: assign({ addedIds: ({ event }) => event.output }) },
      onError: { actions: assign({ addedIds: [] }) },
    },
  ],
  // The screen's LIST.* events (category, search, pages, retry) go on to the list.
  on: {
    'LIST.*': {
      actions: sendTo(LIST_ID, ({ event }) => {
        assertEvent(event, 'LIST.*');
        return event;
      }),
    },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'STORE.ADD': { guard: 'notAdded', target: 'adding', actions: assign({ addingId: ({ event }) => event.appId }) },
      },
    },
    adding: {
      invoke: {
        id: 'addApp',
        src: 'addApp',
        input: ({ context }) => ({ appId: context.addingId ?? '' }),
        onDone: {
          target: 'idle',
          actions: [
            'notifyAdded',
            { type: 'openMyApps', params: ({ context }) => ({ appId: context.addingId ?? '' }) },
            assign({ addingId: undefined }),
          ],
        },
        onError: { target: 'idle', actions: assign({ addingId: undefined }) },
      },
    },
  },
});
