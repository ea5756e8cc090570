/**
 * The experience center: which scenario and model, the model parameters and voice persona,
 * the meeting-minutes audio upload, and the conversation itself (the shared chat machine,
 * invoked as child `chat`). Every setting change is forwarded to the chat as CHAT.PARAMS,
 * and switching scenario starts a new conversation, so the page never wires the two itself.
 */
import { assertEvent, assign, fromPromise, sendTo, setup } from 'xstate';
import { transcribeMeeting, type MeetingMinutes } from '../api/chat';
import { errorMessage } from '../api/http';
import { searchModels } from '../api/model';
import type { ModelSummary } from '../domain/types/model.types';
import { chatMachine, type ChatParams } from './chat';
import {
  DEFAULT_SCENARIO,
  MAX_TOKENS,
  TEMPERATURE,
  audioProblem,
  type PersonaId,
  type ScenarioId,
  type VoiceSetting,
} from '../domain/experience';

export interface ExperienceSettings {
  scenario: ScenarioId;
  model: string;
  temperature: number;
  maxTokens: number;
  voice: VoiceSetting;
  persona: PersonaId;
}

export interface ExperienceContext extends ExperienceSettings {
  models: ModelSummary[];
  audioName?: string;
  minutes?: MeetingMinutes;
  audioError?: string;
}

export type ExperienceEvent =
  | { type: 'EXP.SCENARIO'; scenario: ScenarioId }
  | { type: 'EXP.MODEL'; model: string }
  | { type: 'EXP.TEMPERATURE'; value: number }
  | { type: 'EXP.MAX_TOKENS'; value: number }
  | { type: 'EXP.VOICE'; value: VoiceSetting }
  | { type: 'EXP.PERSONA'; persona: PersonaId }
  | { type: 'EXP.AUDIO'; file: File }
  | { type: 'EXP.AUDIO_CLEAR' };

export interface ExperienceInput {
  scenario?: ScenarioId;
  model?: string;
}

export const DEFAULT_MODEL = 'sky-omni-pro';
/** Models that can hold a conversation (speech-only models cannot). */
const CHAT_MODEL_PAGE = { pageNum: 1, pageSize: 50, sort: 'popular' as const };

const clamp = (value: number, { min, max }: { min: number; max: number }) =>
  Math.min(max, Math.max(min, Number.isFinite(value) ? value : min));

/** What the chat sends with every question. */
export const chatParamsOf = (s: ExperienceSettings): ChatParams => ({
  scenario: s.scenario,
  model: s.model,
  temperature: s.temperature,
  maxTokens: s.maxTokens,
  voice: s.voice,
  persona: s.persona,
});

export const experienceMachine = setup({
  types: {} as { context: ExperienceContext; events: ExperienceEvent; input: ExperienceInput },
  actors: {
    chat: chatMachine,
    loadChatModels: fromPromise(async () =>
      (await searchModels(CHAT_MODEL_PAGE)).records.filter((m) => m.modelType !== 'speech'),
    ),
    transcribe: fromPromise(({ input }: { input: File }) => transcribeMeeting(input)),
  },
  guards: {
    audioAcceptable: ({ event }) => {
      assertEvent(event, 'EXP.AUDIO');
      return !audioProblem(event.file);
    },
  },
  actions: {
    pushParams: sendTo('chat', ({ context }) => ({ type: 'CHAT.PARAMS' as const, params: chatParamsOf(context) })),
    newConversation: sendTo('chat', { type: 'CHAT.RESET' as const }),
  },
}).createMachine({
  id: 'experience',
  context: ({ input }) => ({
    scenario: input.scenario ?? DEFAULT_SCENARIO,
    model: input.model || DEFAULT_MODEL,
    temperature: TEMPERATURE.initial,
    maxTokens: MAX_TOKENS.initial,
    voice: 0,
    persona: 1,
    models: [],
  }),
  invoke: {
    id: 'chat',
    src: 'chat',
    input: ({ context }) => ({ params: chatParamsOf(context) }),
  },
  type: 'parallel',
  on: {
    'EXP.SCENARIO': {
      actions: [assign({ scenario: ({ event }) => event.scenario }), 'newConversation', 'pushParams'],
    },
    'EXP.MODEL': { actions: [assign({ model: ({ event }) => event.model }), 'pushParams'] },
    'EXP.TEMPERATURE': {
      actions: [assign({ temperature: ({ event }) => clamp(event.value, TEMPERATURE) }), 'pushParams'],
    },
    'EXP.MAX_TOKENS': {
      actions: [assign({ maxTokens: ({ event }) => Math.round(clamp(event.value, MAX_TOKENS)) }), 'pushParams'],
    },
    'EXP.VOICE': { actions: [assign({ voice: ({ event }) => event.value }), 'pushParams'] },
    'EXP.PERSONA': { actions: [assign({ persona: ({ event }) => event.persona }), 'pushParams'] },
  },
  states: {
    models: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadChatModels',
            src: 'loadChatModels',
            onDone: { target: 'ready', actions: assign({ models: ({ event }) => event.output }) },
            // The picker then offers the chosen model only; chatting still works.
            onError: 'unavailable',
          },
        },
        ready: {},
        unavailable: {},
      },
    },
    audio: {
      initial: 'idle',
      on: {
        'EXP.AUDIO': [
          {
            guard: 'audioAcceptable',
            target: '.uploading',
            actions: assign({ audioName: ({ event }) => event.file.name, audioError: undefined, minutes: undefined }),
          },
          {
            target: '.failed',
            actions: assign({
              audioName: ({ event }) => event.file.name,
              audioError: ({ event }) => audioProblem(event.file),
              minutes: undefined,
            }),
          },
        ],
        'EXP.AUDIO_CLEAR': {
          target: '.idle',
          actions: assign({ audioName: undefined, audioError: undefined, minutes: undefined }),
        },
      },
      states: {
        idle: {},
        uploading: {
          invoke: {
            id: 'transcribe',
            src: 'transcribe',
            input: ({ event }) => {
              assertEvent(event, 'EXP.AUDIO');
              return event.file;
            },
            onDone: { target: 'done', actions: assign({ minutes: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: assign({ audioError: ({ event }) => errorMessage(event.error) }) },
          },
        },
        done: {},
        failed: {},
      },
    },
  },
});
