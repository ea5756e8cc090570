/**
 * One conversation with a streamed assistant: the user asks, the answer arrives token by
 * token, and the user may stop it, regenerate it or retry after a failure. Shared by the
 * experience center and the app center's dialogues; each screen provides its own
 * `streamAnswer` (the endpoint differs, the flow does not).
 *
 * idle ─SEND→ sending ─DELTA→ streaming ─DONE→ idle
 *                 │  └─STOP/FAILED──┘ STOP→ stopped, FAILED→ error ─RETRY→ sending
 */
import { assertEvent, assign, fromCallback, setup, spawnChild, stopChild, type AnyEventObject } from 'xstate';
import { streamChat } from '../api/chat';
import { errorMessage } from '../api/http';

export type ChatRole = 'user' | 'assistant';
export type ChatMessageStatus = 'streaming' | 'done' | 'stopped' | 'error';

export interface ChatMessage {
  id: string;
  role: ChatRole;
  content: string;
  status: ChatMessageStatus;
}

export type ChatParams = Record<string, unknown>;

export interface ChatContext {
  messages: ChatMessage[];
  error?: string;
  params: ChatParams;
}

/** What a `streamAnswer` actor receives: the conversation up to the question being answered. */
export interface StreamAnswerInput {
  messages: ChatMessage[];
  params: ChatParams;
}

export type ChatEvent =
  | { type: 'CHAT.SEND'; text: string }
  | { type: 'CHAT.STOP' }
  | { type: 'CHAT.REGENERATE' }
  | { type: 'CHAT.RETRY' }
  | { type: 'CHAT.RESET'; messages?: ChatMessage[] }
  | { type: 'CHAT.PARAMS'; params: ChatParams }
  | { type: 'CHAT.DELTA'; text: string }
  | { type: 'CHAT.DONE' }
  | { type: 'CHAT.FAILED'; error: string };

export interface ChatInput {
  messages?: ChatMessage[];
  params?: ChatParams;
}

/** The child that streams the current answer; stopping it aborts the request. */
const ANSWER_ID = 'answer';

let sequence = 0;
/** Ids only need to be unique within the page (React keys, copy targets). */
export const nextMessageId = (prefix: string): string => `${prefix}-${Date.now().toString(36)}-${(sequence += 1)}`;

const lastIndexOf = (messages: ChatMessage[], role: ChatRole): number => messages.map((m) => m.role).lastIndexOf(role);

/** The conversation without the trailing assistant answer (the one being replaced or streamed). */
function withoutTrailingAnswer(messages: ChatMessage[]): ChatMessage[] {
  const last = messages[messages.length - 1];
  return last?.role === 'assistant' ? messages.slice(0, -1) : messages;
}

const pendingAnswer = (): ChatMessage => ({
  id: nextMessageId('a'),
  role: 'assistant',
  content: '',
  status: 'streaming',
});

function patchLastAnswer(messages: ChatMessage[], patch: (m: ChatMessage) => ChatMessage): ChatMessage[] {
  const index = lastIndexOf(messages, 'assistant');
  if (index < 0) return messages;
  return messages.map((m, i) => (i === index ? patch(m) : m));
}

/** The default answer source: the platform's chat stream (src/api/chat.ts). */
export const streamAnswerFromPlatform = fromCallback<AnyEventObject, StreamAnswerInput>(({ sendBack, input }) => {
  const controller = new AbortController();
  streamChat(input, { onDelta: (text) => sendBack({ type: 'CHAT.DELTA', text }), signal: controller.signal })
    .then(() => sendBack({ type: 'CHAT.DONE' }))
    .catch((error: unknown) => {
      if (!controller.signal.aborted) sendBack({ type: 'CHAT.FAILED', error: errorMessage(error) });
    });
  return () => controller.abort();
});

export const chatMachine = setup({
  types: {} as { context: ChatContext; events: ChatEvent; input: ChatInput },
  actors: { streamAnswer: streamAnswerFromPlatform },
  guards: {
    hasText: ({ event }) => {
      assertEvent(event, 'CHAT.SEND');
      return event.text.trim().length > 0;
    },
    hasQuestion: ({ context }) => lastIndexOf(context.messages, 'user') >= 0,
  },
  actions: {
    askQuestion: assign({
      messages: ({ context, event }) => {
        assertEvent(event, 'CHAT.SEND');
        return [
          ...context.messages,
          { id: nextMessageId('q'), role: 'user' as const, content: event.text.trim(), status: 'done' as const },
          pendingAnswer(),
        ];
      },
      error: undefined,
    }),
    // Regenerate and retry both re-ask the last question in place of its answer.
    reaskLastQuestion: assign({
      messages: ({ context }) => [...withoutTrailingAnswer(context.messages), pendingAnswer()],
      error: undefined,
    }),
    appendDelta: assign({
      messages: ({ context, event }) => {
        assertEvent(event, 'CHAT.DELTA');
        return patchLastAnswer(context.messages, (m) => ({ ...m, content: m.content + event.text }));
      },
    }),
    finishAnswer: assign({
      messages: ({ context }) => patchLastAnswer(context.messages, (m) => ({ ...m, status: 'done' })),
    }),
    markStopped: assign({
      messages: ({ context }) => patchLastAnswer(context.messages, (m) => ({ ...m, status: 'stopped' })),
    }),
    markFailed: assign({
      messages: ({ context }) => patchLastAnswer(context.messages, (m) => ({ ...m, status: 'error' })),
      error: ({ event }) => {
        assertEvent(event, 'CHAT.FAILED');
        return event.error;
      },
    }),
    startStreaming: spawnChild('streamAnswer', {
      id: ANSWER_ID,
      input: ({ context }) => ({ messages: withoutTrailingAnswer(context.messages), params: context.params }),
    }),
    stopStreaming: stopChild(ANSWER_ID),
    loadMessages: assign({
      messages: ({ event }) => {
        assertEvent(event, 'CHAT.RESET');
        return event.messages ?? [];
      },
      error: undefined,
    }),
    setParams: assign({
      params: ({ context, event }) => {
        assertEvent(event, 'CHAT.PARAMS');
        return { ...context.params, ...event.params };
      },
    }),
  },
}).createMachine({
  id: 'chat',
  context: ({ input }) => ({ messages: input.messages ?? [], params: input.params ?? {} }),
  initial: 'idle',
  on: {
    'CHAT.PARAMS': { actions: 'setParams' },
    'CHAT.RESET': { target: '.idle', actions: ['stopStreaming', 'loadMessages'] },
  },
  states: {
    idle: {
      on: {
        'CHAT.SEND': { guard: 'hasText', target: 'sending', actions: 'askQuestion' },
        'CHAT.REGENERATE': { guard: 'hasQuestion', target: 'sending', actions: 'reaskLastQuestion' },
      },
    },
    sending: {
      entry: 'startStreaming',
      on: {
        'CHAT.DELTA': { target: 'streaming', actions: 'appendDelta' },
        'CHAT.DONE': { target: 'idle', actions: ['stopStreaming', 'finishAnswer'] },
        'CHAT.FAILED': { target: 'error', actions: ['stopStreaming', 'markFailed'] },
        'CHAT.STOP': { target: 'stopped', actions: ['stopStreaming', 'markStopped'] },
      },
    },
    streaming: {
      on: {
        'CHAT.DELTA': { actions: 'appendDelta' },
        'CHAT.DONE': { target: 'idle', actions: ['stopStreaming', 'finishAnswer'] },
        'CHAT.FAILED': { target: 'error', actions: ['stopStreaming', 'markFailed'] },
        'CHAT.STOP': { target: 'stopped', actions: ['stopStreaming', 'markStopped'] },
      },
    },
    stopped: {
      on: {
        'CHAT.SEND': { guard: 'hasText', target: 'sending', actions: 'askQuestion' },
        'CHAT.REGENERATE': { guard: 'hasQuestion', target: 'sending', actions: 'reaskLastQuestion' },
      },
    },
    error: {
      on: {
        'CHAT.RETRY': { guard: 'hasQuestion', target: 'sending', actions: 'reaskLastQuestion' },
        'CHAT.SEND': { guard: 'hasText', target: 'sending', actions: 'askQuestion' },
      },
    },
  },
});

/** True while an answer is on its way (the composer shows the stop button). */
export const isAnswering = (state: { matches: (v: 'sending' | 'streaming') => boolean }): boolean =>
  state.matches('sending') || state.matches('streaming');
