import { assertEvent, assign, fromPromise, sendTo, setup } from 'xstate';
import { notify } from './notify';
import { LIST_ID, createListMachine, type ListEvent, type ListInput } from './listMachine';

/** One row action: set row `id` to `status` (mark contacted, stop an SDK authorization …). */
export interface RowAction {
  id: string;
  status: number;
}

export interface ActionListContext<Q> {
  list: ListInput<Q>;
  /** The row whose action is running. */
  acting?: RowAction;
}

export type ActionListEvent<Q> = ListEvent<Q> | { type: 'ROW.ACT'; id: string; status: number };

export const actionListMessages = { done: '操作成功' } as const;

/**
 * An admin list (child `list`) whose rows carry a status action (customer follow-up, SDK
 * authorization on/off). Each use provides `list` and `act`; the page reloads after every
 * action, successful or not, so it always shows the server's truth.
 */
export function createActionListMachine<T, Q>() {
  return setup({
    types: {} as { context: ActionListContext<Q>; events: ActionListEvent<Q>; input: ListInput<Q> },
    actors: {
      list: createListMachine<T, Q>(),
      act: fromPromise<boolean, RowAction>(() => Promise.reject(new Error('act is not provided'))),
    },
    actions: {
      notifyDone: () => notify(actionListMessages.done, 'success'),
      reloadList: sendTo(LIST_ID, { type: 'LIST.RELOAD' }),
    },
  }).createMachine({
    id: 'actionList',
    context: ({ input }) => ({ list: input }),
    invoke: { id: LIST_ID, src: 'list', input: ({ context }) => context.list },
    // The screen's LIST.* events (filters, pages, retry) go on to the list.
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
          'ROW.ACT': {
            target: 'acting',
            actions: assign({ acting: ({ event }) => ({ id: event.id, status: event.status }) }),
          },
        },
      },
      acting: {
        invoke: {
          id: 'act',
          src: 'act',
          input: ({ context }) => context.acting ?? { id: '', status: 0 },
          // The http client has already shown a refusal; either way the page reloads.
          onDone: { target: 'idle', actions: ['notifyDone', assign({ acting: undefined }), 'reloadList'] },
          onError: { target: 'idle', actions: [assign({ acting: undefined }), 'reloadList'] },
        },
      },
    },
  });
}

export type ActionListMachine<T, Q> = ReturnType<typeof createActionListMachine<T, Q>>;
