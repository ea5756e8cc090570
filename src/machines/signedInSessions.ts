import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../api/http';
import { endOtherSessions, endSession, listSessions, type SignedInSession } from '../api/security';
import { notify } from './notify';

/** What the user asked to end: one other session, or every other one. */
export type Ending = { kind: 'one'; session: SignedInSession } | { kind: 'others' };

export interface SignedInSessionsContext {
  sessions: SignedInSession[];
  error?: string;
  /** Asked for and awaiting the user's confirmation, then the server's answer. */
  ending?: Ending;
}

export type SignedInSessionsEvent =
  | { type: 'SESSIONS.RETRY' }
  | { type: 'SESSIONS.END'; id: string }
  | { type: 'SESSIONS.END_OTHERS' }
  | { type: 'SESSIONS.CONFIRM' }
  | { type: 'SESSIONS.CANCEL' };

export const sessionMessages = {
  ended: '已结束该会话，对应设备需重新登录',
  endedOthers: (count: number) => (count > 0 ? `已结束其他 ${count} 个会话` : '没有其他会话'),
} as const;

/**
 * 登录设备与会话: the account's signed-in sessions; ending one or all the others asks first, and
 * the list is read again after every end, so it always shows the server's truth.
 */
export const signedInSessionsMachine = setup({
  types: {} as { context: SignedInSessionsContext; events: SignedInSessionsEvent },
  actors: {
    listSessions: fromPromise<SignedInSession[]>(() => listSessions()),
    endSessions: fromPromise<number, Ending>(({ input }) =>
      input.kind === 'one' ? endSession(input.session.id).then(() => 1) : endOtherSessions(),
    ),
  },
  guards: {
    isOtherSession: ({ context, event }) => {
      assertEvent(event, 'SESSIONS.END');
      return context.sessions.some((s) => s.id === event.id && !s.current);
    },
  },
  actions: {
    announceEnded: ({ context }, ended: number) =>
      notify(context.ending?.kind === 'one' ? sessionMessages.ended : sessionMessages.endedOthers(ended), 'success'),
  },
}).createMachine({
  id: 'signedInSessions',
  context: { sessions: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'listSessions',
        onDone: { target: 'ready', actions: assign({ sessions: ({ event }) => event.output, error: undefined }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: { on: { 'SESSIONS.RETRY': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'SESSIONS.END': {
              guard: 'isOtherSession',
              target: 'confirming',
              actions: assign({
                ending: ({ context, event }) => ({
                  kind: 'one' as const,
                  session: context.sessions.find((s) => s.id === event.id)!,
                }),
              }),
            },
            'SESSIONS.END_OTHERS': {
              guard: ({ context }) => context.sessions.some((s) => !s.current),
              target: 'confirming',
              actions: assign({ ending: { kind: 'others' } }),
            },
          },
        },
        confirming: {
          on: {
            'SESSIONS.CONFIRM': 'ending',
            'SESSIONS.CANCEL': { target: 'idle', actions: assign({ ending: undefined }) },
          },
        },
        ending: {
          invoke: {
            src: 'endSessions',
            input: ({ context }) => context.ending!,
            onDone: {
              target: '#signedInSessions.loading',
              actions: [{ type: 'announceEnded', params: ({ event }) => event.output }, assign({ ending: undefined })],
            },
            // The client has shown the refusal; the list is read again either way.
            onError: { target: '#signedInSessions.loading', actions: assign({ ending: undefined }) },
          },
        },
      },
    },
  },
});
