import { assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate';
import type { IssuedCode, SeededAccount } from '../domain/types/demo.types';

/**
 * The demo console (issue 14): what a salesperson drives during an offline demo. It reads the
 * simulator's state (clock, fault switches, issued codes, accounts, scenarios) and changes it.
 * The simulator is not the machine's business (machines never import mocks): the console
 * component provides every actor from the simulator's controls, and `reloadPage`.
 * Switching account, resetting and applying a scenario end in a page reload, as the real
 * login and logout do.
 */

export type DemoFaultArea = string;
export type DemoFaultKind = '500' | '504' | 'slow' | 'drop' | '401' | 'wrongCharge';
export type DemoFaultScope = 'next' | 'all';

export interface DemoFaultRequest {
  area: DemoFaultArea;
  kind: DemoFaultKind;
  scope: DemoFaultScope;
  seconds?: number;
}

export interface DemoFault extends DemoFaultRequest {
  id: string;
  seconds: number;
}

export interface DemoScenario {
  id: string;
  title: string;
  description: string;
  signInAs: string;
  path: string;
}

export interface DemoStatus {
  /** Simulated time, epoch ms. */
  now: number;
  faults: DemoFault[];
  codes: IssuedCode[];
  accounts: SeededAccount[];
  scenarios: readonly DemoScenario[];
  /** Who the page is signed in as, if anyone. */
  currentUser?: string;
}

/** The changes that keep the console open (the page stays as it is). */
export type DemoChange =
  | { kind: 'setFault'; request: DemoFaultRequest }
  | { kind: 'clearFault'; id: string }
  | { kind: 'clearFaults' }
  | { kind: 'advanceClock'; ms: number };

export interface DemoConsoleContext {
  status?: DemoStatus;
  change?: DemoChange;
  error?: string;
  /** Where the reload goes; undefined reloads the current page. */
  landing?: string;
}

export type DemoConsoleEvent =
  | { type: 'DEMO.REFRESH' }
  | { type: 'DEMO.FAULT.SET'; request: DemoFaultRequest }
  | { type: 'DEMO.FAULT.CLEAR'; id: string }
  | { type: 'DEMO.FAULT.CLEAR_ALL' }
  | { type: 'DEMO.CLOCK.ADVANCE'; ms: number }
  | { type: 'DEMO.ACCOUNT.SWITCH'; userName: string }
  | { type: 'DEMO.SCENARIO.APPLY'; id: string }
  | { type: 'DEMO.RELOAD' }
  | { type: 'DEMO.RESET' }
  | { type: 'DEMO.RESET.CONFIRM' }
  | { type: 'DEMO.RESET.CANCEL' };

const unavailable = (): Promise<never> => Promise.reject(new Error('演示控制台仅在演示模式下可用'));
const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : '操作失败，请重试';

export const demoConsoleMachine = setup({
  types: {} as { context: DemoConsoleContext; events: DemoConsoleEvent },
  actors: {
    loadStatus: fromPromise<DemoStatus>(unavailable),
    changeSimulator: fromPromise<void, DemoChange>(unavailable),
    switchAccount: fromPromise<void, { userName: string }>(unavailable),
    resetData: fromPromise<void>(unavailable),
    /** Resolves with the path to land on. */
    applyScenario: fromPromise<string, { id: string }>(unavailable),
    /** Tells the console when the simulator changed on its own (a code issued, a 'next' fault used up). */
    watchSimulator: fromCallback(() => undefined),
  },
  actions: {
    /** Provided by the component: the page reloads (to `landing` when set). */
    reloadPage: (_, _params: { landing?: string }) => undefined,
    clearError: assign({ error: undefined }),
    keepError: assign({ error: (_, params: { error: unknown }) => messageOf(params.error) }),
  },
  /** The simulated clock keeps running in real time; a fresh read keeps the shown time and code states true. */
  delays: { STATUS_REFRESH: 30_000 },
  guards: {
    forwardInTime: ({ event }) => {
      assertEvent(event, 'DEMO.CLOCK.ADVANCE');
      return Number.isFinite(event.ms) && event.ms > 0;
    },
  },
}).createMachine({
  id: 'demoConsole',
  context: {},
  initial: 'loading',
  invoke: { id: 'watchSimulator', src: 'watchSimulator' },
  states: {
    loading: {
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: { target: 'ready', actions: assign({ status: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { 'DEMO.REFRESH': { target: 'loading', actions: 'clearError' } } },
    ready: {
      after: { STATUS_REFRESH: 'loading' },
      on: {
        'DEMO.REFRESH': 'loading',
        'DEMO.FAULT.SET': {
          target: 'changing',
          actions: assign({ change: ({ event }) => ({ kind: 'setFault' as const, request: event.request }) }),
        },
        'DEMO.FAULT.CLEAR': {
          target: 'changing',
          actions: assign({ change: ({ event }) => ({ kind: 'clearFault' as const, id: event.id }) }),
        },
        'DEMO.FAULT.CLEAR_ALL': { target: 'changing', actions: assign({ change: { kind: 'clearFaults' } }) },
        'DEMO.CLOCK.ADVANCE': {
          guard: 'forwardInTime',
          target: 'changing',
          actions: assign({ change: ({ event }) => ({ kind: 'advanceClock' as const, ms: event.ms }) }),
        },
        'DEMO.ACCOUNT.SWITCH': { target: 'switching', actions: 'clearError' },
        'DEMO.SCENARIO.APPLY': { target: 'applyingScenario', actions: 'clearError' },
        'DEMO.RESET': { target: 'confirmingReset', actions: 'clearError' },
        // After moving the clock: the app reloads its session, so trials and permissions follow the new time.
        'DEMO.RELOAD': { target: 'reloading', actions: assign({ landing: undefined }) },
      },
    },
    changing: {
      entry: 'clearError',
      invoke: {
        id: 'changeSimulator',
        src: 'changeSimulator',
        input: ({ context }) => context.change!,
        onDone: 'loading',
        onError: { target: 'ready', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    confirmingReset: {
      on: { 'DEMO.RESET.CONFIRM': 'resetting', 'DEMO.RESET.CANCEL': 'ready' },
    },
    resetting: {
      invoke: {
        id: 'resetData',
        src: 'resetData',
        onDone: { target: 'reloading', actions: assign({ landing: undefined }) },
        onError: { target: 'ready', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    switching: {
      invoke: {
        id: 'switchAccount',
        src: 'switchAccount',
        input: ({ event }) => {
          assertEvent(event, 'DEMO.ACCOUNT.SWITCH');
          return { userName: event.userName };
        },
        onDone: { target: 'reloading', actions: assign({ landing: undefined }) },
        onError: { target: 'ready', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    applyingScenario: {
      invoke: {
        id: 'applyScenario',
        src: 'applyScenario',
        input: ({ event }) => {
          assertEvent(event, 'DEMO.SCENARIO.APPLY');
          return { id: event.id };
        },
        onDone: { target: 'reloading', actions: assign({ landing: ({ event }) => event.output }) },
        onError: { target: 'ready', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** The page is going away; nothing more to do. */
    reloading: {
      entry: { type: 'reloadPage', params: ({ context }) => ({ landing: context.landing }) },
    },
  },
});
