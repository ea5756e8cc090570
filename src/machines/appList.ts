import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { deleteMyAssistant, listMyAssistants, reorderMyAssistants } from '../api/app';
import { errorMessage } from '../api/http';
import type { AppInfo } from '../domain/types/app.types';
import { notify, type NoticeKind } from './notify';
import { PLACEHOLDER_APP_ID, appMessages } from '../domain/apps';

/**
 * "My apps" (app-list): the user's apps in their own order. The selection starts on the
 * placeholder 我的应用 or on `oldId` when coming back; a move reorders at once and is saved,
 * and a refused save puts the old order back.
 */
export interface AppListContext {
  apps: AppInfo[];
  selectedId: string;
  error?: string;
  /** The order before an unsaved move, restored when saving fails. */
  previous?: AppInfo[];
  removingId?: string;
}

export type AppListEvent =
  | { type: 'APPS.REFRESH' }
  | { type: 'APPS.SELECT'; id: string }
  | { type: 'APPS.MOVE'; from: number; to: number }
  | { type: 'APPS.REMOVE'; id: string };

export function moveItem<T>(items: T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return items;
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

export const appListMachine = setup({
  types: {} as { context: AppListContext; events: AppListEvent; input: { selectedId?: string } },
  actors: {
    loadApps: fromPromise<AppInfo[]>(() => listMyAssistants()),
    saveOrder: fromPromise<boolean, { ids: string[] }>(({ input }) => reorderMyAssistants(input.ids)),
    removeApp: fromPromise<boolean, { id: string }>(({ input }) => deleteMyAssistant(input.id)),
  },
  guards: {
    unknownApp: ({ context, event }) => {
      assertEvent(event, 'APPS.SELECT');
      return event.id !== PLACEHOLDER_APP_ID && !context.apps.some((a) => a.id === event.id);
    },
    canMove: ({ context, event }) => {
      assertEvent(event, 'APPS.MOVE');
      return event.from !== event.to && [event.from, event.to].every((i) => i >= 0 && i < context.apps.length);
    },
  },
  actions: {
    notify: (_, params: { message: string; kind: NoticeKind }) => notify(params.message, params.kind),
  },
}).createMachine({
  id: 'appList',
  context: ({ input }) => ({ apps: [], selectedId: input.selectedId || PLACEHOLDER_APP_ID }),
  initial: 'loading',
  on: {
    // The client already showed any failure's message (src/api/http.ts). Selection is presentation of what is loaded; it works in every state.
    'APPS.SELECT': { actions: assign({ selectedId: ({ event }) => event.id }) },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadApps',
        src: 'loadApps',
        onDone: {
          target: 'ready',
          actions: assign({
            apps: ({ event }) => event.output,
            error: undefined,
            // A selection that no longer exists (removed elsewhere) falls back to the placeholder.
            selectedId: ({ context, event }) =>
              event.output.some((a) => a.id === context.selectedId) ? context.selectedId : PLACEHOLDER_APP_ID,
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    ready: {
      on: {
        'APPS.REFRESH': 'loading',
        // Coming back from the store with an app the list has not loaded yet: load, then select it.
        'APPS.SELECT': {
          guard: 'unknownApp',
          target: 'loading',
          actions: assign({ selectedId: ({ event }) => event.id }),
        },
        'APPS.MOVE': {
          guard: 'canMove',
          target: 'savingOrder',
          actions: assign(({ context, event }) => ({
            previous: context.apps,
            apps: moveItem(context.apps, event.from, event.to),
          })),
        },
        'APPS.REMOVE': { target: 'removing', actions: assign({ removingId: ({ event }) => event.id }) },
      },
    },
    savingOrder: {
      invoke: {
        id: 'saveOrder',
        src: 'saveOrder',
        input: ({ context }) => ({ ids: context.apps.map((a) => a.id) }),
        onDone: { target: 'ready', actions: assign({ previous: undefined }) },
        onError: {
          target: 'ready',
          actions: [assign(({ context }) => ({ apps: context.previous ?? context.apps, previous: undefined }))],
        },
      },
    },
    removing: {
      invoke: {
        id: 'removeApp',
        src: 'removeApp',
        input: ({ context }) => ({ id: context.removingId ?? '' }),
        onDone: {
          target: 'loading',
          actions: [
            assign({ removingId: undefined }),
            { type: 'notify', params: { message: appMessages.removed, kind: 'success' } },
          ],
        },
        onError: {
          target: 'ready',
          actions: assign({ removingId: undefined }),
        },
      },
    },
    failed: { on: { 'APPS.REFRESH': 'loading' } },
  },
});
