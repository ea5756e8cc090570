import { assign, fromPromise, setup } from 'xstate';
import { createApiKey, deleteApiKey, listApiKeys, updateApiKeyStatus } from '../api/developer';
import { errorMessage } from '../api/http';
import type { ApiKey, CreatedApiKey } from '../api/types';
import { apiKeyMessages, keyNameError } from './rules/apiKey';
import { notify } from './notify';

export interface ApiKeysContext {
  keys: ApiKey[];
  loadError?: string;
  /** The create dialog's name field and its error (validation or server). */
  name: string;
  nameError?: string;
  /** The full secret, held only while the reveal dialog is open. */
  created?: CreatedApiKey;
  /** The key a delete confirmation or a status change is about. */
  targetId?: string;
}

export type ApiKeysEvent =
  | { type: 'KEYS.RETRY' }
  | { type: 'KEYS.NEW' }
  | { type: 'KEYS.NAME'; name: string }
  | { type: 'KEYS.SUBMIT' }
  | { type: 'KEYS.CANCEL' }
  | { type: 'KEYS.COPY' }
  | { type: 'KEYS.CLOSE' }
  | { type: 'KEYS.DELETE'; id: string }
  | { type: 'KEYS.CONFIRM' }
  | { type: 'KEYS.TOGGLE'; id: string };

/**
 * 密钥管理: the key list, the create dialog (the full key is shown once, then only the masked
 * form exists on the client), enable/disable and delete with confirmation.
 */
export const apiKeysMachine = setup({
  types: {} as { context: ApiKeysContext; events: ApiKeysEvent },
  actors: {
    loadKeys: fromPromise<ApiKey[]>(() => listApiKeys()),
    createKey: fromPromise<CreatedApiKey, { name: string }>(({ input }) => createApiKey(input.name)),
    deleteKey: fromPromise<boolean, { id: string }>(({ input }) => deleteApiKey(input.id)),
    setKeyStatus: fromPromise<boolean, { id: string; status: 0 | 1 }>(({ input }) => updateApiKeyStatus(input.id, input.status)),
    copyToClipboard: fromPromise<void, { text: string }>(({ input }) => navigator.clipboard.writeText(input.text)),
  },
  guards: {
    nameValid: ({ context }) => !keyNameError(context.name),
  },
  actions: {
    notifySuccess: (_, params: { message: string }) => notify(params.message, 'success'),
    notifyError: (_, params: { message: string }) => notify(params.message, 'error'),
    showNameError: assign({ nameError: ({ context }) => keyNameError(context.name) }),
    forgetSecret: assign({ created: undefined }),
    notifyToggled: ({ context }) =>
      notify(context.keys.find((k) => k.id === context.targetId)?.status === 1 ? apiKeyMessages.disabledOk : apiKeyMessages.enabled, 'success'),
  },
}).createMachine({
  id: 'apiKeys',
  context: { keys: [], name: '' },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadKeys',
        src: 'loadKeys',
        onDone: { target: 'ready', actions: assign({ keys: ({ event }) => event.output, loadError: undefined }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: { on: { 'KEYS.RETRY': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'KEYS.NEW': { target: 'naming', actions: assign({ name: '', nameError: undefined }) },
            'KEYS.DELETE': { target: 'confirmingDelete', actions: assign({ targetId: ({ event }) => event.id }) },
            'KEYS.TOGGLE': { target: 'toggling', actions: assign({ targetId: ({ event }) => event.id }) },
          },
        },
        naming: {
          on: {
            'KEYS.NAME': { actions: assign({ name: ({ event }) => event.name, nameError: undefined }) },
            'KEYS.SUBMIT': [{ guard: 'nameValid', target: 'creating' }, { actions: 'showNameError' }],
            'KEYS.CANCEL': 'idle',
          },
        },
        creating: {
          invoke: {
            id: 'createKey',
            src: 'createKey',
            input: ({ context }) => ({ name: context.name.trim() }),
            onDone: {
              target: 'revealing',
              actions: [
                assign(({ context, event }) => {
                  const { secret: _secret, ...listed } = event.output;
                  return { created: event.output, keys: [listed, ...context.keys] };
                }),
                { type: 'notifySuccess', params: { message: apiKeyMessages.created } },
              ],
            },
            // The typed name stays; the server's reason shows under the field.
            onError: { target: 'naming', actions: assign({ nameError: ({ event }) => errorMessage(event.error) }) },
          },
        },
        revealing: {
          initial: 'shown',
          states: {
            shown: { on: { 'KEYS.COPY': 'copying' } },
            copying: {
              invoke: {
                id: 'copyToClipboard',
                src: 'copyToClipboard',
                input: ({ context }) => ({ text: context.created?.secret ?? '' }),
                onDone: { target: 'shown', actions: { type: 'notifySuccess', params: { message: apiKeyMessages.copied } } },
                onError: { target: 'shown', actions: { type: 'notifyError', params: { message: apiKeyMessages.copyFailed } } },
              },
            },
          },
          on: { 'KEYS.CLOSE': { target: 'idle', actions: 'forgetSecret' } },
        },
        confirmingDelete: {
          on: { 'KEYS.CONFIRM': 'deleting', 'KEYS.CANCEL': { target: 'idle', actions: assign({ targetId: undefined }) } },
        },
        deleting: {
          invoke: {
            id: 'deleteKey',
            src: 'deleteKey',
            input: ({ context }) => ({ id: context.targetId ?? '' }),
            onDone: {
              target: 'idle',
              actions: [
                assign(({ context }) => ({ keys: context.keys.filter((k) => k.id !== context.targetId), targetId: undefined })),
                { type: 'notifySuccess', params: { message: apiKeyMessages.deleted } },
              ],
            },
            // The http client already showed the server's message.
            onError: { target: 'idle', actions: assign({ targetId: undefined }) },
          },
        },
        toggling: {
          invoke: {
            id: 'setKeyStatus',
            src: 'setKeyStatus',
            input: ({ context }) => ({ id: context.targetId ?? '', status: context.keys.find((k) => k.id === context.targetId)?.status === 1 ? 0 : 1 }),
            onDone: {
              target: 'idle',
              actions: [
                'notifyToggled',
                assign(({ context }) => ({
                  keys: context.keys.map((k): ApiKey => (k.id === context.targetId ? { ...k, status: k.status === 1 ? 0 : 1 } : k)),
                  targetId: undefined,
                })),
              ],
            },
            onError: { target: 'idle', actions: assign({ targetId: undefined }) },
          },
        },
      },
    },
  },
});
