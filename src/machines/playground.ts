/**
 * The developer playground (platform extension): one request, run on one model as a stream
 * (stop at any time) or on 2–3 models side by side. Parameters out of range are refused before
 * anything is sent, each under its field, and nothing typed is lost on an error. The code
 * snippet is derived (rules/playground.ts `buildSnippet`) from the same request.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../api/http';
import { listScopedKeys } from '../api/developer';
import { searchModelListings } from '../api/model';
import { getBudget } from '../api/spend';
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
import { toFen } from '../domain/runway';
import { callCost, headroom, promptTokens, tokenPrices, type CallCost, type Headroom } from '../domain/preflight';

/** A model the picker offers: one that takes chat calls and is not offline. */
export interface PlaygroundModel {
  id: string;
  name: string;
  /** Yuan per thousand tokens; what the pre-flight cost is worked out from. */
  pricing?: { input: number; output: number };
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
    (m) => ({ id: m.id, name: m.name, pricing: { input: m.pricing.input, output: m.pricing.output } }),
  );

/** This month's budget and the keys' caps, in fen: what a call's headroom is measured against. */
export interface PreflightLimits {
  /** null: no budget set, or not the user's to see. */
  budget: { budgetFen: number; spentFen: number } | null;
  keys: { id: string; name: string; capFen: number | null; monthSpentFen: number }[];
}

/** What the user may read, which decides what the limits are loaded from. */
export interface LimitsAccess {
  withBudget: boolean;
  withKeys: boolean;
}

async function loadLimits({ withBudget, withKeys }: LimitsAccess): Promise<PreflightLimits> {
  const [budget, keys] = await Promise.all([withBudget ? getBudget() : undefined, withKeys ? listScopedKeys() : []]);
  return {
    budget:
      budget && budget.monthlyBudget !== null
        ? { budgetFen: toFen(budget.monthlyBudget), spentFen: toFen(budget.spent) }
        : null,
    keys: keys
      .filter((k) => k.state === 'active')
      .map((k) => ({
        id: k.id,
        name: k.name,
        capFen: k.monthlyCap === null ? null : toFen(k.monthlyCap),
        monthSpentFen: toFen(k.usage.monthCost),
      })),
  };
}

/** One way of sending the request: its worst-case cost and what it leaves under the limits. */
export interface PreflightEstimate {
  cost: CallCost;
  budget?: Headroom;
  /** Under the chosen key's cap; only calls made with that key (the code's) count toward it. */
  key?: Headroom & { name: string };
}

/** The request's cost from the console (运行) and through the API with the chosen key (查看代码). */
export interface Preflight {
  console: PreflightEstimate;
  api: PreflightEstimate;
}

/** The pre-flight of the request as configured; undefined while the model's price is unknown or max_tokens unusable. */
export function preflightOf(context: PlaygroundContext): Preflight | undefined {
  const { request, limits } = context;
  const pricing = context.models.find((m) => m.id === request.model)?.pricing;
  if (!pricing || !Number.isInteger(request.maxTokens) || request.maxTokens < 1) return undefined;
  const prices = tokenPrices(pricing);
  const key = limits?.keys.find((k) => k.id === context.preflightKeyId);
  const estimate = (via: 'console' | 'api', withKey: boolean): PreflightEstimate => {
    const cost = callCost(prices, promptTokens(request, via), request.maxTokens);
    return {
      cost,
      budget: limits?.budget ? headroom(limits.budget.budgetFen, limits.budget.spentFen, cost.worstFen) : undefined,
      key:
        withKey && key && key.capFen !== null
          ? { ...headroom(key.capFen, key.monthSpentFen, cost.worstFen), name: key.name }
          : undefined,
    };
  };
  return { console: estimate('console', false), api: estimate('api', true) };
}

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
  limits?: PreflightLimits;
  limitsAccess?: LimitsAccess;
  /** The key whose cap the pre-flight measures; none chosen = no key. */
  preflightKeyId?: string;
  /** Kept up to date with the request, the models' prices and the limits. */
  preflight?: Preflight;
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
  | { type: 'PG.SNIPPET'; patch: Partial<PlaygroundContext['snippet']> }
  /** The page says what the user may read once the permissions are in; the limits load then. */
  | { type: 'PG.LIMITS'; access: LimitsAccess }
  | { type: 'PG.PREFLIGHT_KEY'; keyId: string };

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
    loadLimits: fromPromise<PreflightLimits, LimitsAccess>(({ input }) => loadLimits(input)),
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
    estimate: assign({ preflight: ({ context }) => preflightOf(context) }),
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
    'PG.PREFLIGHT_KEY': { actions: [assign({ preflightKeyId: ({ event }) => event.keyId || undefined }), 'estimate'] },
  },
  states: {
    limits: {
      initial: 'waiting',
      on: {
        'PG.LIMITS': {
          target: '.loading',
          reenter: true,
          actions: assign({ limitsAccess: ({ event }) => event.access }),
        },
      },
      states: {
        waiting: {},
        loading: {
          invoke: {
            id: 'loadLimits',
            src: 'loadLimits',
            input: ({ context }) => context.limitsAccess ?? { withBudget: false, withKeys: false },
            onDone: { target: 'ready', actions: [assign({ limits: ({ event }) => event.output }), 'estimate'] },
            // The cost still shows; only the headroom is missing, and the panel says so.
            onError: 'failed',
          },
        },
        ready: {},
        failed: {},
      },
    },
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
              actions: [
                assign(({ context, event }) => ({
                  models: event.output,
                  modelsError: undefined,
                  request: context.request.model
                    ? context.request
                    : { ...context.request, model: event.output[0]?.id ?? '' },
                  compareModels: context.compareModels.length
                    ? context.compareModels
                    : event.output.slice(0, 2).map((m) => m.id),
                })),
                'estimate',
              ],
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
              actions: [
                assign(({ context, event }) => {
                  const errors = { ...context.errors };
                  for (const field of Object.keys(event.patch)) delete errors[field as keyof PlaygroundErrors];
                  return {
                    request: { ...context.request, ...event.patch },
                    errors,
                    modelMaxTokens: event.modelMaxTokens ?? (event.patch.model ? undefined : context.modelMaxTokens),
                  };
                }),
                'estimate',
              ],
            },
            'PG.PARAM': {
              actions: [
                assign(({ context, event }) => {
                  const { [event.field]: _cleared, ...errors } = context.errors;
                  return {
                    typed: { ...context.typed, [event.field]: event.text },
                    request: { ...context.request, ...paramPatch(event.field, event.text) },
                    errors,
                  };
                }),
                'estimate',
              ],
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
