import { assertEvent, assign, fromPromise, sendTo, setup } from 'xstate';
import { getAppDetail, getAppGuides } from '../api/app';
import {
  cancelTopAppSession,
  createAppSession,
  deleteAppSession,
  initAppSession,
  listAppSessions,
  topAppSession,
} from '../api/appSession';
import { errorMessage } from '../api/http';
import { hideDialogueRecord, searchSessionRecords } from '../api/qa';
import type { AppSession } from '../domain/types/appSession.types';
import type { Page } from '../domain/types/common.types';
import type { DialogueRecord } from '../domain/types/qa.types';
import { appChatMachine } from './appChat';
import type { ChatMessage } from './chat';
import { notify } from './notify';
import {
  NEW_SESSION_TITLE,
  PLACEHOLDER_APP_ID,
  PLACEHOLDER_APP_NAME,
  appMessages,
  sessionTitleFrom,
  sortSessions,
} from '../domain/apps';
import { nowIso } from './clock';

/**
 * The sessions and history of one app's dialogue (app-dialogue). Opening an app lists its
 * sessions and lands on the latest (a first visit gets a new one); history loads newest page
 * first and earlier pages upward. The live exchange itself runs in the chat machine; when an
 * answer completes the session is retitled and moves up, as the server does.
 */
export const RECORDS_PAGE_SIZE = 10;

export interface AppDialogueContext {
  appId: string;
  appName: string;
  sessions: AppSession[];
  sessionId?: string;
  guides: string[];
  /** Oldest first, as shown. */
  records: DialogueRecord[];
  recordsPage: number;
  recordsPages: number;
  error?: string;
  /** The session or record an operation is working on. */
  targetId?: string;
  /** The last live answer already counted, so each completed answer retitles once. */
  answeredId?: string;
}

export type AppDialogueEvent =
  | { type: 'DIALOGUE.OPEN'; appId: string }
  | { type: 'DIALOGUE.RETRY' }
  | { type: 'SESSION.SELECT'; id: string }
  | { type: 'SESSION.NEW' }
  | { type: 'SESSION.TOP'; id: string }
  | { type: 'SESSION.UNTOP'; id: string }
  | { type: 'SESSION.DELETE'; id: string }
  | { type: 'RECORDS.MORE' }
  | { type: 'RECORDS.RETRY' }
  | { type: 'RECORD.HIDE'; id: string };

interface Opened {
  appName: string;
  sessions: AppSession[];
  sessionId: string;
  guides: string[];
}

/** Sessions carry no top time on the wire: keep the server's order for tops, recency for the rest. */
const reorder = (sessions: AppSession[]) => sortSessions(sessions);

/** The last answer, once it has completed. */
function finishedAnswer(messages: ChatMessage[]): ChatMessage | undefined {
  const last = messages[messages.length - 1];
  return last?.role === 'assistant' && last.status === 'done' ? last : undefined;
}
const lastQuestion = (messages: ChatMessage[]) => [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';

const mergeEarlier = (earlier: DialogueRecord[], shown: DialogueRecord[]) => {
  const seen = new Set(shown.map((r) => r.id));
  return [...earlier.filter((r) => !seen.has(r.id)), ...shown];
};

const appDialogueSetup = setup({
  types: {} as { context: AppDialogueContext; events: AppDialogueEvent },
  actors: {
    chat: appChatMachine,
    openApp: fromPromise<Opened, { appId: string; keepSessionId?: string }>(async ({ input }) => {
      const [sessions, guides, appName] = await Promise.all([
        listAppSessions(input.appId),
        getAppGuides(input.appId),
        input.appId === PLACEHOLDER_APP_ID ? PLACEHOLDER_APP_NAME : getAppDetail(input.appId).then((a) => a.appName),
      ]);
      if (input.keepSessionId && sessions.some((s) => s.id === input.keepSessionId))
        return { appName, sessions, guides, sessionId: input.keepSessionId };
      const initial = await initAppSession(input.appId);
      const all = sessions.some((s) => s.id === initial.id) ? sessions : [initial, ...sessions];
      return { appName, sessions: all, guides, sessionId: initial.id };
    }),
    loadRecords: fromPromise<Page<DialogueRecord>, { sessionId: string; pageNum: number }>(({ input }) =>
      searchSessionRecords({ sessionId: input.sessionId, pageNum: input.pageNum, pageSize: RECORDS_PAGE_SIZE }),
    ),
    createSession: fromPromise<AppSession, { appId: string }>(({ input }) => createAppSession(input.appId)),
    setTop: fromPromise<AppSession[], { appId: string; id: string; top: boolean }>(async ({ input }) => {
      await (input.top ? topAppSession(input.id) : cancelTopAppSession(input.id));
      return listAppSessions(input.appId);
    }),
    removeSession: fromPromise<boolean, { id: string }>(({ input }) => deleteAppSession(input.id)),
    hideRecord: fromPromise<boolean, { id: string; sessionId: string }>(({ input }) =>
      hideDialogueRecord(input.id, input.sessionId),
    ),
  },
  guards: {
    otherApp: ({ context, event }) => {
      assertEvent(event, 'DIALOGUE.OPEN');
      return event.appId !== context.appId;
    },
    hasEarlier: ({ context }) => context.recordsPage < context.recordsPages,
    deletedCurrent: ({ context }) => context.targetId === context.sessionId,
  },
  actions: {
    notifySuccess: (_, params: { message: string }) => notify(params.message, 'success'),
    clearRecords: assign({ records: [], recordsPage: 0, recordsPages: 0 }),
    // The live exchange belongs to one session: a new current session starts the chat afresh.
    resetChat: sendTo('chat', { type: 'CHAT.RESET' }),
    pointChat: sendTo('chat', ({ context }) => ({
      type: 'CHAT.PARAMS' as const,
      params: { sessionId: context.sessionId ?? '', appId: context.appId },
    })),
    retitle: assign(({ context }, params: { question: string }) => ({
      sessions: reorder(
        context.sessions.map((s) =>
          s.id === context.sessionId
            ? {
                ...s,
                title: s.title === NEW_SESSION_TITLE ? sessionTitleFrom(params.question) : s.title,
                updateTime: nowIso(),
              }
            : s,
        ),
      ),
    })),
  },
});

/** Pins (`top`) or unpins a session in the side list; the answer is the list in its new order. */
const settingTop = (top: boolean) =>
  appDialogueSetup.createStateConfig({
    invoke: {
      id: 'setTop',
      src: 'setTop',
      input: ({ context }) => ({ appId: context.appId, id: context.targetId ?? '', top }),
      onDone: {
        target: 'idle',
        actions: [
          assign({ sessions: ({ event }) => event.output, targetId: undefined }),
          { type: 'notifySuccess', params: { message: top ? appMessages.topped : appMessages.untopped } },
        ],
      },
      onError: { target: 'idle', actions: assign({ targetId: undefined }) },
    },
  });

export const appDialogueMachine = appDialogueSetup.createMachine({
  id: 'appDialogue',
  context: { appId: '', appName: '', sessions: [], guides: [], records: [], recordsPage: 0, recordsPages: 0 },
  initial: 'idle',
  // The live conversation: one chat for the page's life, pointed at the current session.
  invoke: {
    id: 'chat',
    src: 'chat',
    input: {},
    onSnapshot: {
      guard: ({ context, event }) => {
        const answer = finishedAnswer(event.snapshot.context.messages);
        return answer !== undefined && answer.id !== context.answeredId;
      },
      actions: [
        { type: 'retitle', params: ({ event }) => ({ question: lastQuestion(event.snapshot.context.messages) }) },
        assign({ answeredId: ({ event }) => finishedAnswer(event.snapshot.context.messages)?.id }),
      ],
    },
  },
  on: {
    'DIALOGUE.OPEN': {
      guard: 'otherApp',
      target: '.opening',
      actions: [assign({ appId: ({ event }) => event.appId, sessionId: undefined }), 'clearRecords'],
    },
  },
  states: {
    idle: {},
    opening: {
      invoke: {
        id: 'openApp',
        src: 'openApp',
        input: ({ context }) => ({ appId: context.appId, keepSessionId: context.sessionId }),
        onDone: {
          target: 'ready',
          actions: [
            assign(({ event }) => ({
              appName: event.output.appName,
              sessions: event.output.sessions,
              sessionId: event.output.sessionId,
              guides: event.output.guides,
              error: undefined,
            })),
            'resetChat',
            'pointChat',
          ],
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: { on: { 'DIALOGUE.RETRY': 'opening' } },
    ready: {
      type: 'parallel',
      on: {
        'SESSION.SELECT': {
          guard: ({ context, event }) => event.id !== context.sessionId,
          target: '.records.loading',
          actions: [assign({ sessionId: ({ event }) => event.id }), 'clearRecords', 'resetChat', 'pointChat'],
        },
      },
      states: {
        sessions: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'SESSION.NEW': 'creating',
                'SESSION.TOP': { target: 'toggling', actions: assign({ targetId: ({ event }) => event.id }) },
                'SESSION.UNTOP': { target: 'untoggling', actions: assign({ targetId: ({ event }) => event.id }) },
                'SESSION.DELETE': { target: 'deleting', actions: assign({ targetId: ({ event }) => event.id }) },
              },
            },
            creating: {
              // A question asked now would go to the session being replaced: the composer waits, keeping the draft.
              tags: ['switchingSession'],
              invoke: {
                id: 'createSession',
                src: 'createSession',
                input: ({ context }) => ({ appId: context.appId }),
                onDone: {
                  target: '#appDialogue.ready.sessions.idle',
                  actions: [
                    assign(({ context, event }) => ({
                      sessions: reorder([event.output, ...context.sessions]),
                      sessionId: event.output.id,
                    })),
                    'clearRecords',
                    'resetChat',
                    'pointChat',
                  ],
                },
                onError: 'idle',
              },
            },
            toggling: settingTop(true),
            untoggling: settingTop(false),
            deleting: {
              invoke: {
                id: 'removeSession',
                src: 'removeSession',
                input: ({ context }) => ({ id: context.targetId ?? '' }),
                onDone: [
                  {
                    // The current session is gone: open the app again on its latest session.
                    guard: 'deletedCurrent',
                    target: '#appDialogue.opening',
                    actions: [
                      assign({ sessionId: undefined, targetId: undefined }),
                      'clearRecords',
                      { type: 'notifySuccess', params: { message: appMessages.deleted } },
                    ],
                  },
                  {
                    target: 'idle',
                    actions: [
                      assign(({ context }) => ({
                        sessions: context.sessions.filter((s) => s.id !== context.targetId),
                        targetId: undefined,
                      })),
                      { type: 'notifySuccess', params: { message: appMessages.deleted } },
                    ],
                  },
                ],
                onError: { target: 'idle', actions: assign({ targetId: undefined }) },
              },
            },
          },
        },
        records: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadRecords',
                src: 'loadRecords',
                input: ({ context }) => ({ sessionId: context.sessionId ?? '', pageNum: 1 }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ event }) => ({
                    records: [...event.output.records].reverse(),
                    recordsPage: 1,
                    recordsPages: event.output.pages,
                  })),
                },
                onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
              },
            },
            idle: {
              on: {
                'RECORDS.MORE': { guard: 'hasEarlier', target: 'loadingEarlier' },
                'RECORD.HIDE': { target: 'hiding', actions: assign({ targetId: ({ event }) => event.id }) },
              },
            },
            loadingEarlier: {
              invoke: {
                id: 'loadRecords',
                src: 'loadRecords',
                input: ({ context }) => ({ sessionId: context.sessionId ?? '', pageNum: context.recordsPage + 1 }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    records: mergeEarlier([...event.output.records].reverse(), context.records),
                    recordsPage: context.recordsPage + 1,
                    recordsPages: event.output.pages,
                  })),
                },
                onError: 'idle',
              },
            },
            hiding: {
              invoke: {
                id: 'hideRecord',
                src: 'hideRecord',
                input: ({ context }) => ({ id: context.targetId ?? '', sessionId: context.sessionId ?? '' }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign(({ context }) => ({
                      records: context.records.filter((r) => r.id !== context.targetId),
                      targetId: undefined,
                    })),
                    { type: 'notifySuccess', params: { message: appMessages.hidden } },
                  ],
                },
                onError: { target: 'idle', actions: assign({ targetId: undefined }) },
              },
            },
            failed: { on: { 'RECORDS.RETRY': 'loading' } },
          },
        },
      },
    },
  },
});
