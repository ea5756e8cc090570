import { assign, fromPromise, setup } from 'xstate';
import { applyApp, getAppGuides } from '../api/app';
import { getStoreDetail } from '../api/appStore';
import { errorMessage } from '../api/http';
import type { AppInfo } from '../domain/types/app.types';
import { APP_LIST_PATH } from './appStore';
import { notify } from './notify';
import { goTo } from './platform';
import { appMessages } from '../domain/apps';

/** 应用详情: one app's listing and guide questions; adding it goes to my apps (添加成功). */
export const appDetailMachine = setup({
  types: {} as {
    context: { id: string; app?: AppInfo; guides: string[]; error?: string };
    events: { type: 'DETAIL.ADD' } | { type: 'DETAIL.RETRY' };
    input: { id: string };
  },
  actors: {
    loadDetail: fromPromise<{ app: AppInfo; guides: string[] }, { id: string }>(async ({ input }) => {
      const app = await getStoreDetail(input.id);
      const guides = await getAppGuides(input.id).catch(() => []);
      return { app, guides };
    }),
    addApp: fromPromise<boolean, { id: string }>(({ input }) => applyApp(input.id)),
  },
  actions: {
    notifyAdded: () => notify(appMessages.added, 'success'),
    openMyApps: ({ context }) => goTo(`${APP_LIST_PATH}?oldId=${encodeURIComponent(context.id)}`),
  },
}).createMachine({
  id: 'appDetail',
  context: ({ input }) => ({ id: input.id, guides: [] }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadDetail',
        src: 'loadDetail',
        input: ({ context }) => ({ id: context.id }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ app: event.output.app, guides: event.output.guides, error: undefined })),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: { on: { 'DETAIL.RETRY': 'loading' } },
    ready: { on: { 'DETAIL.ADD': 'adding' } },
    adding: {
      invoke: {
        id: 'addApp',
        src: 'addApp',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: ['notifyAdded', 'openMyApps'] },
        onError: 'ready',
      },
    },
  },
});
