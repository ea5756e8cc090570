/**
 * 密钥管理 with scoped keys (the scope is a platform extension): the key list (the list core,
 * child `list`), one form for creating a key or editing its scope, the full secret shown once
 * after a create or a rotation, enable/disable, and rotate/delete each after a confirmation.
 * A refusal keeps everything typed and shows under the field it is about; after every change
 * the list reloads, so it always shows the server's truth (usage, state, last use).
 */
import { assertEvent, assign, fromPromise, sendTo, setup } from 'xstate';
import {
  createScopedKey,
  deleteApiKey,
  listScopedKeys,
  rotateApiKey,
  updateApiKeyStatus,
  updateKeyScope,
} from '../api/developer';
import { errorMessage } from '../api/http';
import type { KeyScopeInput, ScopedApiKey, ScopedCreatedKey } from '../domain/types/keys.types';
import { searchModelListings } from '../api/model';
import type { Page } from '../domain/types/common.types';
import { beijingToday } from './clock';
import { LIST_ID, listOf, type ListEvent } from './listMachine';
import { notify } from './notify';
import { apiKeyMessages, keyNameError, MAX_KEYS } from '../domain/apiKey';
import {
  fenToYuan,
  keyScopeErrors,
  splitAllowlist,
  yuanToFen,
  type KeyScopeErrors,
  type KeyScopeForm,
} from '../domain/keyScope';
import { DEFAULT_GRACE_HOURS, keyRotationMessages } from '../domain/keyRotation';

/** A model a key may be limited to. */
export interface KeyModelOption {
  id: string;
  name: string;
  /** Takes chat calls (the only calls a key makes); the picker offers these. */
  chat: boolean;
}

export interface ApiKeysContext {
  /** Every model the platform lists; undefined until loaded (the server still checks the ids). */
  models?: KeyModelOption[];
  mode: 'create' | 'edit';
  /** The key being edited, rotated, deleted or switched. */
  target?: ScopedApiKey;
  form: KeyScopeForm;
  errors: KeyScopeErrors;
  /** The full secret, held only while the reveal dialog is open. */
  revealed?: ScopedCreatedKey;
  /** How long a rotated key's old secret keeps working. */
  graceHours: number;
}

export type ApiKeysEvent =
  | ListEvent<Record<string, never>>
  | { type: 'KEYS.NEW' }
  | { type: 'KEYS.EDIT'; key: ScopedApiKey }
  | { type: 'KEYS.ROTATE'; key: ScopedApiKey }
  | { type: 'KEYS.GRACE'; hours: number }
  | { type: 'KEYS.DELETE'; key: ScopedApiKey }
  | { type: 'KEYS.TOGGLE'; key: ScopedApiKey }
  | { type: 'KEYS.FIELD'; field: keyof KeyScopeForm; value: string | string[] }
  | { type: 'KEYS.SUBMIT' }
  | { type: 'KEYS.CONFIRM' }
  | { type: 'KEYS.CANCEL' }
  | { type: 'KEYS.COPY' }
  | { type: 'KEYS.CLOSE' };

export const keySavedMessage = '密钥设置已保存';

export const emptyKeyForm = (): KeyScopeForm => ({
  name: '',
  allowedModels: [],
  ipAllowlist: '',
  expireDate: '',
  monthlyCap: '',
});

export const formOfKey = (key: ScopedApiKey): KeyScopeForm => ({
  name: key.name,
  allowedModels: [...key.allowedModels],
  ipAllowlist: key.ipAllowlist.join('\n'),
  expireDate: key.expireDate,
  monthlyCap: key.monthlyCap === null ? '' : fenToYuan(yuanToFen(key.monthlyCap)),
});

export const inputOfForm = (form: KeyScopeForm): KeyScopeInput => ({
  name: form.name.trim(),
  allowedModels: form.allowedModels,
  ipAllowlist: splitAllowlist(form.ipAllowlist),
  expireDate: form.expireDate,
  monthlyCap: form.monthlyCap.trim() === '' ? null : Number(form.monthlyCap),
});

const errorsOf = (context: ApiKeysContext): KeyScopeErrors =>
  keyScopeErrors(
    context.form,
    beijingToday(),
    context.models?.map((m) => m.id),
    keyNameError,
  );

/** Which field a server refusal is about, so it shows where the user will look. */
export function fieldOfRefusal(message: string): keyof KeyScopeForm {
  if (message.startsWith('IP白名单')) return 'ipAllowlist';
  if (message.includes('到期日期')) return 'expireDate';
  if (message.includes('消费上限')) return 'monthlyCap';
  if (message.startsWith('模型')) return 'allowedModels';
  return 'name';
}

/** The key list is one short page (at most MAX_KEYS keys), answered as a plain array. */
const onePage = (keys: ScopedApiKey[]): Page<ScopedApiKey> => ({
  records: keys,
  total: keys.length,
  pageNum: 1,
  pageSize: MAX_KEYS,
  pages: 1,
});

const keysListMachine = listOf<ScopedApiKey, Record<string, never>>(() => listScopedKeys().then(onePage));

const loadKeyModels = async (): Promise<KeyModelOption[]> =>
  (await searchModelListings({ pageNum: 1, pageSize: 200 })).records.map((m) => ({
    id: m.id,
    name: m.name,
    chat: m.chat,
  }));

export const apiKeysMachine = setup({
  types: {} as { context: ApiKeysContext; events: ApiKeysEvent },
  actors: {
    list: keysListMachine,
    loadModels: fromPromise<KeyModelOption[]>(loadKeyModels),
    saveKey: fromPromise<
      ScopedApiKey | ScopedCreatedKey,
      { mode: 'create' | 'edit'; id?: string; input: KeyScopeInput }
    >(({ input }) =>
      input.mode === 'create' ? createScopedKey(input.input) : updateKeyScope({ ...input.input, id: input.id ?? '' }),
    ),
    rotateKey: fromPromise<ScopedCreatedKey, { id: string; graceHours: number }>(({ input }) =>
      rotateApiKey(input.id, input.graceHours),
    ),
    deleteKey: fromPromise<boolean, { id: string }>(({ input }) => deleteApiKey(input.id)),
    setKeyStatus: fromPromise<boolean, { id: string; status: 0 | 1 }>(({ input }) =>
      updateApiKeyStatus(input.id, input.status),
    ),
    copyToClipboard: fromPromise<void, { text: string }>(({ input }) => navigator.clipboard.writeText(input.text)),
  },
  guards: {
    formValid: ({ context }) => Object.keys(errorsOf(context)).length === 0,
    creating: ({ context }) => context.mode === 'create',
  },
  actions: {
    showErrors: assign({ errors: ({ context }) => errorsOf(context) }),
    forgetSecret: assign({ revealed: undefined }),
    forgetTarget: assign({ target: undefined }),
    reloadList: sendTo(LIST_ID, { type: 'LIST.RELOAD' }),
    notifySuccess: (_, params: { message: string }) => notify(params.message, 'success'),
    notifyError: (_, params: { message: string }) => notify(params.message, 'error'),
  },
}).createMachine({
  id: 'apiKeys',
  context: { mode: 'create', form: emptyKeyForm(), errors: {}, graceHours: DEFAULT_GRACE_HOURS },
  invoke: [
    { id: LIST_ID, src: 'list', input: { query: {}, pageSize: MAX_KEYS } },
    {
      id: 'loadModels',
      src: 'loadModels',
      onDone: { actions: assign({ models: ({ event }) => event.output }) },
      // Without the model list the picker offers the key's own models only; the server still checks.
      onError: { actions: assign({ models: undefined }) },
    },
  ],
  on: {
    'LIST.*': {
      actions: sendTo(LIST_ID, ({ event }) => {
        assertEvent(event, 'LIST.*');
        return event;
      }),
    },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'KEYS.NEW': {
          target: 'editing',
          actions: assign({ mode: 'create', target: undefined, form: emptyKeyForm(), errors: {} }),
        },
        'KEYS.EDIT': {
          target: 'editing',
          actions: assign({
            mode: 'edit',
            target: ({ event }) => event.key,
            form: ({ event }) => formOfKey(event.key),
            errors: {},
          }),
        },
        'KEYS.ROTATE': {
          target: 'confirmingRotate',
          actions: assign({ target: ({ event }) => event.key, graceHours: DEFAULT_GRACE_HOURS }),
        },
        'KEYS.DELETE': { target: 'confirmingDelete', actions: assign({ target: ({ event }) => event.key }) },
        'KEYS.TOGGLE': { target: 'toggling', actions: assign({ target: ({ event }) => event.key }) },
      },
    },
    editing: {
      on: {
        'KEYS.FIELD': {
          actions: assign(({ context, event }) => {
            const { [event.field]: _cleared, ...errors } = context.errors;
            return { form: { ...context.form, [event.field]: event.value }, errors };
          }),
        },
        'KEYS.SUBMIT': [{ guard: 'formValid', target: 'saving' }, { actions: 'showErrors' }],
        'KEYS.CANCEL': { target: 'idle', actions: 'forgetTarget' },
      },
    },
    saving: {
      invoke: {
        id: 'saveKey',
        src: 'saveKey',
        input: ({ context }) => ({ mode: context.mode, id: context.target?.id, input: inputOfForm(context.form) }),
        onDone: [
          {
            guard: 'creating',
            target: 'revealing',
            actions: [
              assign({ revealed: ({ event }) => event.output as ScopedCreatedKey }),
              'reloadList',
              { type: 'notifySuccess', params: { message: apiKeyMessages.created } },
            ],
          },
          {
            target: 'idle',
            actions: ['forgetTarget', 'reloadList', { type: 'notifySuccess', params: { message: keySavedMessage } }],
          },
        ],
        onError: {
          target: 'editing',
          actions: assign({
            errors: ({ context, event }) => ({
              ...context.errors,
              [fieldOfRefusal(errorMessage(event.error))]: errorMessage(event.error),
            }),
          }),
        },
      },
    },
    confirmingRotate: {
      on: {
        'KEYS.GRACE': { actions: assign({ graceHours: ({ event }) => event.hours }) },
        'KEYS.CONFIRM': 'rotating',
        'KEYS.CANCEL': { target: 'idle', actions: 'forgetTarget' },
      },
    },
    rotating: {
      invoke: {
        id: 'rotateKey',
        src: 'rotateKey',
        input: ({ context }) => ({ id: context.target?.id ?? '', graceHours: context.graceHours }),
        onDone: {
          target: 'revealing',
          actions: [
            assign({ revealed: ({ event }) => event.output }),
            'reloadList',
            {
              type: 'notifySuccess',
              params: ({ context }) => ({ message: keyRotationMessages.rotated(context.graceHours) }),
            },
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            'forgetTarget',
            { type: 'notifyError', params: ({ event }) => ({ message: errorMessage(event.error) }) },
          ],
        },
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
            input: ({ context }) => ({ text: context.revealed?.secret ?? '' }),
            onDone: { target: 'shown', actions: { type: 'notifySuccess', params: { message: apiKeyMessages.copied } } },
            onError: {
              target: 'shown',
              actions: { type: 'notifyError', params: { message: apiKeyMessages.copyFailed } },
            },
          },
        },
      },
      on: { 'KEYS.CLOSE': { target: 'idle', actions: ['forgetSecret', 'forgetTarget'] } },
    },
    confirmingDelete: {
      on: { 'KEYS.CONFIRM': 'deleting', 'KEYS.CANCEL': { target: 'idle', actions: 'forgetTarget' } },
    },
    deleting: {
      invoke: {
        id: 'deleteKey',
        src: 'deleteKey',
        input: ({ context }) => ({ id: context.target?.id ?? '' }),
        onDone: {
          target: 'idle',
          actions: [
            'forgetTarget',
            'reloadList',
            { type: 'notifySuccess', params: { message: apiKeyMessages.deleted } },
          ],
        },
        // The http client already showed the server's message; the list shows what is true now.
        onError: { target: 'idle', actions: ['forgetTarget', 'reloadList'] },
      },
    },
    toggling: {
      invoke: {
        id: 'setKeyStatus',
        src: 'setKeyStatus',
        input: ({ context }) => ({ id: context.target?.id ?? '', status: context.target?.status === 1 ? 0 : 1 }),
        onDone: {
          target: 'idle',
          actions: [
            {
              type: 'notifySuccess',
              params: ({ context }) => ({
                message: context.target?.status === 1 ? apiKeyMessages.disabledOk : apiKeyMessages.enabled,
              }),
            },
            'forgetTarget',
            'reloadList',
          ],
        },
        onError: { target: 'idle', actions: ['forgetTarget', 'reloadList'] },
      },
    },
  },
});
