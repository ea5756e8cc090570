import { assign, fromPromise, setup } from 'xstate';
import { applyApp, listMyAssistants } from '../api/app';
import { getStoreCategories, searchStore } from '../api/appStore';
import { errorMessage } from '../api/http';
import type { AppInfo, AppType, Page } from '../api/types';
import { notify } from './notify';
import { goTo } from './platform';
import { appMessages } from './rules/apps';

/**
 * The app store: categories and a paged, searchable list of approved apps. Adding an app to
 * "my apps" says 添加成功 and goes to the list with that app selected (SPEC section 8).
 */
export interface StoreFilter {
  keyword: string;
  appType: number;
}

export interface AppStoreContext {
  filter: StoreFilter;
  pageNum: number;
  pageSize: number;
  page?: Page<AppInfo>;
  categories: AppType[];
  /** Apps already in the user's 我的应用: their cards say 已添加 instead of offering the add. */
  addedIds: string[];
  error?: string;
  addingId?: string;
}

export type AppStoreEvent =
  | { type: 'STORE.FILTER'; filter: StoreFilter }
  | { type: 'STORE.PAGE'; pageNum: number }
  | { type: 'STORE.RETRY' }
  | { type: 'STORE.ADD'; appId: string };

export const APP_LIST_PATH = '/app-center/my-app/app-list';
export const STORE_PAGE_SIZE = 12;

export const appStoreMachine = setup({
  types: {} as { context: AppStoreContext; events: AppStoreEvent },
  actors: {
    loadCategories: fromPromise<AppType[]>(() => getStoreCategories()),
    loadAdded: fromPromise<string[]>(() => listMyAssistants().then((apps) => apps.map((a) => a.id))),
    loadPage: fromPromise<Page<AppInfo>, { filter: StoreFilter; pageNum: number; pageSize: number }>(({ input }) =>
      searchStore({ pageNum: input.pageNum, pageSize: input.pageSize, keyword: input.filter.keyword.trim() || undefined, appType: input.filter.appType || undefined }),
    ),
    addApp: fromPromise<boolean, { appId: string }>(({ input }) => applyApp(input.appId)),
  },
  guards: {
    notAdded: ({ context, event }) => event.type === 'STORE.ADD' && !context.addedIds.includes(event.appId),
  },
  actions: {
    notifyAdded: () => notify(appMessages.added, 'success'),
    openMyApps: (_, params: { appId: string }) => goTo(`${APP_LIST_PATH}?oldId=${encodeURIComponent(params.appId)}`),
  },
}).createMachine({
  id: 'appStore',
  context: { filter: { keyword: '', appType: 0 }, pageNum: 1, pageSize: STORE_PAGE_SIZE, categories: [], addedIds: [] },
  initial: 'loading',
  invoke: [
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
  states: {
    loading: {
      on: {
        // A category or page picked while a page loads replaces that load rather than being lost.
        'STORE.FILTER': { target: 'loading', reenter: true, actions: assign({ filter: ({ event }) => event.filter, pageNum: 1 }) },
        'STORE.PAGE': { target: 'loading', reenter: true, actions: assign({ pageNum: ({ event }) => event.pageNum }) },
      },
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ filter: context.filter, pageNum: context.pageNum, pageSize: context.pageSize }),
        onDone: { target: 'ready', actions: assign({ page: ({ event }) => event.output, error: undefined }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    ready: {
      on: {
        'STORE.FILTER': { target: 'loading', actions: assign({ filter: ({ event }) => event.filter, pageNum: 1 }) },
        'STORE.PAGE': { target: 'loading', actions: assign({ pageNum: ({ event }) => event.pageNum }) },
        'STORE.ADD': { guard: 'notAdded', target: 'adding', actions: assign({ addingId: ({ event }) => event.appId }) },
      },
    },
    adding: {
      invoke: {
        id: 'addApp',
        src: 'addApp',
        input: ({ context }) => ({ appId: context.addingId ?? '' }),
        onDone: {
          target: 'ready',
          actions: ['notifyAdded', { type: 'openMyApps', params: ({ context }) => ({ appId: context.addingId ?? '' }) }, assign({ addingId: undefined })],
        },
        onError: {
          target: 'ready',
          actions: assign({ addingId: undefined }),
        },
      },
    },
    failed: {
      on: {
        'STORE.RETRY': 'loading',
        'STORE.FILTER': { target: 'loading', actions: assign({ filter: ({ event }) => event.filter, pageNum: 1 }) },
      },
    },
  },
});
