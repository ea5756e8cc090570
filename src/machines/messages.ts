import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { getUnreadMessageCount, searchMessages } from '../api/message';
import type { SiteMessage } from '../domain/types/message.types';
import { createListMachine } from './listMachine';

/**
 * The header badge's unread count of site messages. Off for guests; for a signed-in user it
 * loads after login, after reading, every minute and whenever the tab becomes visible again,
 * which is also when an expired token is noticed.
 */
export const messagesMachine = setup({
  types: {} as {
    context: { unread: number; drawerOpen: boolean };
    events:
      | { type: 'MESSAGES.REFRESH' }
      | { type: 'MESSAGES.RESET' }
      | { type: 'MESSAGES.OPEN' }
      | { type: 'MESSAGES.CLOSE' }
      | { type: 'MESSAGES.VISIBLE' };
  },
  actors: {
    loadUnread: fromPromise(() => getUnreadMessageCount()),
    watchVisibility: fromCallback(({ sendBack }) => {
      const onChange = () => document.visibilityState === 'visible' && sendBack({ type: 'MESSAGES.VISIBLE' });
      document.addEventListener('visibilitychange', onChange);
      return () => document.removeEventListener('visibilitychange', onChange);
    }),
  },
  delays: { POLL_INTERVAL: 60_000 },
}).createMachine({
  id: 'messages',
  context: { unread: 0, drawerOpen: false },
  initial: 'off',
  on: {
    'MESSAGES.RESET': { target: '.off', actions: assign({ unread: 0, drawerOpen: false }) },
  },
  states: {
    off: { on: { 'MESSAGES.REFRESH': 'on' } },
    on: {
      initial: 'loading',
      invoke: { id: 'watchVisibility', src: 'watchVisibility' },
      on: {
        'MESSAGES.OPEN': { actions: assign({ drawerOpen: true }) },
        'MESSAGES.CLOSE': { target: '.loading', actions: assign({ drawerOpen: false }) },
        'MESSAGES.REFRESH': '.loading',
        'MESSAGES.VISIBLE': '.loading',
      },
      states: {
        idle: { after: { POLL_INTERVAL: 'loading' } },
        loading: {
          invoke: {
            id: 'loadUnread',
            src: 'loadUnread',
            onDone: { target: 'idle', actions: assign({ unread: ({ event }) => event.output }) },
            onError: 'idle',
          },
        },
      },
    },
  },
});

/** The messages drawer's list of one tab: type 2 unread, 1 all (SPEC section 7). */
export const messageListMachine = createListMachine<SiteMessage, { type: 1 | 2 }>().provide({
  actors: {
    loadPage: fromPromise(({ input }) =>
      searchMessages({ type: input.query.type, pageNum: input.pageNum, pageSize: input.pageSize }),
    ),
  },
});
