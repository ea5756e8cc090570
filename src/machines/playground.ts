/**
 * The developer playground (platform extension): one request, run on one model as a stream
 * (stop at any time) or on 2–3 models side by side. Parameters out of range are refused before
 * anything is sent, each under its field, and nothing typed is lost on an error. The code
 * snippet is derived (rules/playground.ts `buildSnippet`) from the same request.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../api/http';
import { searchModelListings } from '../api/model';
import { comparePlayground, runPlayground } from '../api/playground';
import type { CompareResult, PlaygroundUsage } from '../domain/types/playground.types';
import {
  compareModelsError,
  PLAYGROUND_PARAMS,
  playgroundErrors,
  type PlaygroundErrors,
  type PlaygroundRequest,
  type SnippetLanguage,
} from '../domain/playground';

/** A model the picker offers: one that takes chat calls and is not offline. */
export interface PlaygroundModel {
  id: string;
  name: string;
}

/** The parameters typed as text: the form shows what was typed, the request holds its number. */
export type TypedParam = 'temperature' | 'topP' | 'maxTokens' | 'stop';
export type TypedParams = Record<TypedParam, string>;

const typedOf = (req: PlaygroundRequest): TypedParams => ({
  temperature: String(req.temperature),
  topP: String(req.topP),
  maxTokens: String(req.maxTokens),
  stop: req.stop.join('\n'),
});

/** '' or anything not a number is NaN, which the rules refuse with the field's range. */
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** What a typed parameter means for the request. */
export function paramPatch(field: TypedParam, text: string): Partial<PlaygroundRequest> {
  if (field === 'stop') return { stop: text.split('\n').filter((line) => line !== '') };
  return { [field]: numberOf(text) };
}

const loadChatModels = async (): Promise<PlaygroundModel[]> =>
  (await searchModelListings({ pageNum: 1, pageSize: 200, capability: 'chat', hideDeprecated: true })).records.map(
    (m) => ({ id: m.id, name: m.name }),
  );

export interface PlaygroundContext {
  mode: 'single' | 'compare';
  models: PlaygroundModel[];
  modelsError?: string;
  request: PlaygroundRequest;
  typed: TypedParams;
  /** The chosen model's output limit, when the page knows it. */
  modelMaxTokens?: number;
  compareModels: string[];
  errors: PlaygroundErrors;
  compareError?: string;
  answer: string;
  usage?: PlaygroundUsage;
  results: CompareResult[];
  runError?: string;
  snippet: { language: SnippetLanguage; apiKey: string; reveal: boolean };
}

export type PlaygroundEvent =
  | { type: 'PG.MODE'; mode: PlaygroundContext['mode'] }
  | { type: 'PG.SET'; patch: Partial<PlaygroundRequest>; modelMaxTokens?: number }
  | { type: 'PG.PARAM'; field: TypedParam; text: string }
  | { type: 'PG.RETRY_MODELS' }
  | { type: 'PG.COMPARE_MODELS'; models: string[] }
  | { type: 'PG.RUN' }
  | { type: 'PG.COMPARE' }
  | { type: 'PG.STOP' }
  | { type: 'PG.DELTA'; text: string }
  | { type: 'PG.SNIPPET'; patch: Partial<PlaygroundContext['snippet']> };

export const initialRequest = (model = ''): PlaygroundRequest => ({
  model,
  systemPrompt: '',
  prompt: '',
  temperature: PLAYGROUND_PARAMS.temperature.initial,
  topP: PLAYGROUND_PARAMS.topP.initial,
  maxTokens: PLAYGROUND_PARAMS.maxTokens.initial,
  stop: [],
});

export const playgroundMachine = setup({
  types: {} as { context: PlaygroundContext; events: PlaygroundEvent; input: { model?: string } | undefined },
  actors: {
    loadModels: fromPromise<PlaygroundModel[]>(loadChatModels),
    runStream: fromPromise<
      PlaygroundUsage | undefined,
      { request: PlaygroundRequest; onDelta: (text: string) => void }
    >(({ input, signal }) => runPlayground(input.request, { onDelta: input.onDelta, signal })),
    compare: fromPromise<CompareResult[], { request: PlaygroundRequest; models: string[] }>(({ input }) => {
      const { model: _one, ...rest } = input.request;
      return comparePlayground({ ...rest, models: input.models });
    }),
  },
  guards: {
    requestValid: ({ context }) => Object.keys(playgroundErrors(context.request, context.modelMaxTokens)).length === 0,
    compareValid: ({ context }) =>
      !compareModelsError(context.compareModels) &&
      Object.keys(playgroundErrors({ ...context.request, model: context.compareModels[0] })).length === 0,
  },
  actions: {
    showErrors: assign({ errors: ({ context }) => playgroundErrors(context.request, context.modelMaxTokens) }),
    showCompareErrors: assign(({ context }) => ({
      compareError: compareModelsError(context.compareModels),
      errors: playgroundErrors({ ...context.request, model: context.compareModels[0] ?? '' }),
    })),
  },
}).createMachine({
  id: 'playground',
  context: ({ input }) => ({
    mode: 'single',
    models: [],
    request: initialRequest(input?.model),
    typed: typedOf(initialRequest()),
    compareModels: input?.model ? [input.model] : [],
    errors: {},
    answer: '',
    results: [],
    snippet: { language: 'curl', apiKey: '', reveal: false },
  }),
  type: 'parallel',
  on: {
    'PG.SNIPPET': { actions: assign({ snippet: ({ context, event }) => ({ ...context.snippet, ...event.patch }) }) },
  },
  states: {
    models: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadModels',
            src: 'loadModels',
            onDone: {
              target: 'ready',
              // Nothing preselected (no ?model=): the first model, and the first two to compare.
              actions: assign(({ context, event }) => ({
                models: event.output,
                modelsError: undefined,
                request: context.request.model
                  ? context.request
                  : { ...context.request, model: event.output[0]?.id ?? '' },
                compareModels: context.compareModels.length
                  ? context.compareModels
                  : event.output.slice(0, 2).map((m) => m.id),
              })),
            },
            // The picker then offers the preselected model only; calls still work.
            onError: { target: 'failed', actions: assign({ modelsError: ({ event }) => errorMessage(event.error) }) },
          },
        },
        ready: {},
        failed: { on: { 'PG.RETRY_MODELS': 'loading' } },
      },
    },
    call: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'PG.MODE': {
              actions: assign({
                mode: ({ event }) => event.mode,
                errors: {},
                compareError: undefined,
                runError: undefined,
              }),
            },
            'PG.SET': {
              actions: assign(({ context, event }) => {
                const errors = { ...context.errors };
                for (const field of Object.keys(event.patch)) delete errors[field as keyof PlaygroundErrors];
                return {
                  request: { ...context.request, ...event.patch },
                  errors,
                  modelMaxTokens: event.modelMaxTokens ?? (event.patch.model ? undefined : context.modelMaxTokens),
                };
              }),
            },
            'PG.PARAM': {
              actions: assign(({ context, event }) => {
                const { [event.field]: _cleared, ...errors } = context.errors;
                return {
                  typed: { ...context.typed, [event.field]: event.text },
                  request: { ...context.request, ...paramPatch(event.field, event.text) },
                  errors,
                };
              }),
            },
            'PG.COMPARE_MODELS': {
              actions: assign({ compareModels: ({ event }) => event.models, compareError: undefined }),
            },
            'PG.RUN': [
              {
                guard: 'requestValid',
                target: 'running',
                actions: assign({ answer: '', usage: undefined, runError: undefined, results: [] }),
              },
              { actions: 'showErrors' },
            ],
            'PG.COMPARE': [
              {
                guard: 'compareValid',
                target: 'comparing',
                actions: assign({ answer: '', usage: undefined, runError: undefined, results: [] }),
              },
              { actions: 'showCompareErrors' },
            ],
          },
        },
        running: {
          invoke: {
            id: 'runStream',
            src: 'runStream',
            input: ({ context, self }) => ({
              request: context.request,
              onDelta: (text: string) => self.send({ type: 'PG.DELTA', text }),
            }),
            onDone: { target: 'editing', actions: assign({ usage: ({ event }) => event.output }) },
            onError: { target: 'editing', actions: assign({ runError: ({ event }) => errorMessage(event.error) }) },
          },
          on: {
            'PG.DELTA': { actions: assign({ answer: ({ context, event }) => context.answer + event.text }) },
            // Leaving the state aborts the invoked stream; what arrived so far stays on screen.
            'PG.STOP': 'editing',
          },
        },
        comparing: {
          invoke: {
            id: 'compare',
            src: 'compare',
            input: ({ context }) => ({ request: context.request, models: context.compareModels }),
            onDone: { target: 'editing', actions: assign({ results: ({ event }) => event.output }) },
            onError: { target: 'editing', actions: assign({ runError: ({ event }) => errorMessage(event.error) }) },
          },
        },
      },
    },
  },
});
