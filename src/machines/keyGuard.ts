/**
 * 密钥守护 (platform extension): every key's guard as the server sees it (baseline, state,
 * timeline); changing a key's sensitivity; and unfreezing a frozen key in one step with a reason,
 * which the server records. A refused unfreeze keeps the typed reason and shows why under it.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../api/http';
import { listKeyGuards, setKeyGuardSensitivity, unfreezeKey } from '../api/keyGuard';
import { keyGuardMessages, unfreezeReasonError, type GuardSensitivity } from '../domain/keyGuard';
import type { KeyGuardStatus } from '../domain/types/alerts.types';
import { notify } from './notify';

export interface KeyGuardContext {
  keys: KeyGuardStatus[];
  loadError?: string;
  /** The key being unfrozen, or whose sensitivity is being saved. */
  target?: KeyGuardStatus;
  sensitivity?: GuardSensitivity;
  reason: string;
  reasonError?: string;
}

export type KeyGuardMachineEvent =
  | { type: 'GUARD.REFRESH' }
  | { type: 'GUARD.SENSITIVITY'; keyId: string; value: GuardSensitivity }
  | { type: 'GUARD.UNFREEZE'; keyId: string }
  | { type: 'GUARD.REASON'; value: string }
  | { type: 'GUARD.CONFIRM' }
  | { type: 'GUARD.CANCEL' };

const replaced = (keys: KeyGuardStatus[], next: KeyGuardStatus) => keys.map((k) => (k.keyId === next.keyId ? next : k));

export const keyGuardMachine = setup({
  types: {} as { context: KeyGuardContext; events: KeyGuardMachineEvent },
  actors: {
    loadGuards: fromPromise<KeyGuardStatus[]>(() => listKeyGuards()),
    saveSensitivity: fromPromise<KeyGuardStatus, { keyId: string; value: GuardSensitivity }>(({ input }) =>
      setKeyGuardSensitivity(input.keyId, input.value),
    ),
    unfreeze: fromPromise<KeyGuardStatus, { keyId: string; reason: string }>(({ input }) =>
      unfreezeKey(input.keyId, input.reason),
    ),
  },
  guards: {
    reasonValid: ({ context }) => !unfreezeReasonError(context.reason),
    frozenKey: ({ context, event }) => {
      assertEvent(event, 'GUARD.UNFREEZE');
      return context.keys.some((k) => k.keyId === event.keyId && k.state === 'frozen');
    },
    listedKey: ({ context, event }) => {
      assertEvent(event, 'GUARD.SENSITIVITY');
      return context.keys.some((k) => k.keyId === event.keyId);
    },
  },
  actions: {
    takeKey: assign(({ context }, key: KeyGuardStatus) => ({ keys: replaced(context.keys, key) })),
    /** Provided by the page: a freeze or an alert is a site message, so the unread badge refreshes with the list. */
    refreshMessages: () => undefined,
  },
}).createMachine({
  id: 'keyGuard',
  context: { keys: [], reason: '' },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadGuards',
        onDone: {
          target: 'ready',
          actions: [assign({ keys: ({ event }) => event.output, loadError: undefined }), 'refreshMessages'],
        },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: { on: { 'GUARD.REFRESH': 'loading' } },
    ready: {
      on: {
        'GUARD.REFRESH': 'loading',
        // A key the list no longer holds (ended meanwhile in another tab) has nothing to set.
        'GUARD.SENSITIVITY': {
          guard: 'listedKey',
          target: 'savingSensitivity',
          actions: assign({
            target: ({ context, event }) => context.keys.find((k) => k.keyId === event.keyId),
            sensitivity: ({ event }) => event.value,
          }),
        },
        'GUARD.UNFREEZE': {
          guard: 'frozenKey',
          target: 'unfreezing',
          actions: assign({
            target: ({ context, event }) => context.keys.find((k) => k.keyId === event.keyId),
            reason: '',
            reasonError: undefined,
          }),
        },
      },
    },
    savingSensitivity: {
      invoke: {
        src: 'saveSensitivity',
        input: ({ context }) => ({ keyId: context.target!.keyId, value: context.sensitivity! }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'takeKey', params: ({ event }) => event.output },
            () => notify(keyGuardMessages.sensitivitySaved, 'success'),
          ],
        },
        onError: { target: 'ready', actions: ({ event }) => notify(errorMessage(event.error), 'error') },
      },
    },
    unfreezing: {
      initial: 'editing',
      on: { 'GUARD.CANCEL': { target: 'ready', actions: assign({ target: undefined }) } },
      states: {
        editing: {
          on: {
            'GUARD.REASON': { actions: assign({ reason: ({ event }) => event.value, reasonError: undefined }) },
            'GUARD.CONFIRM': [
              { guard: 'reasonValid', target: 'submitting' },
              { actions: assign({ reasonError: ({ context }) => unfreezeReasonError(context.reason) }) },
            ],
          },
        },
        submitting: {
          on: { 'GUARD.CANCEL': {} },
          invoke: {
            src: 'unfreeze',
            input: ({ context }) => ({ keyId: context.target!.keyId, reason: context.reason.trim() }),
            onDone: {
              target: '#keyGuard.ready',
              actions: [
                { type: 'takeKey', params: ({ event }) => event.output },
                assign({ target: undefined, reason: '' }),
                () => notify(keyGuardMessages.unfrozen, 'success'),
              ],
            },
            onError: { target: 'editing', actions: assign({ reasonError: ({ event }) => errorMessage(event.error) }) },
          },
        },
      },
    },
  },
});
