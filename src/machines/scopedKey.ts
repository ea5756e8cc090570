/**
 * One scoped API key's dialogs (platform extension): create or edit its scope, and rotate it
 * after a confirmation. The full secret a create or rotate answers is held only while the
 * reveal dialog is open, and forgotten when it closes; the list (a screen-kit list) hears
 * `saved` and reloads. A refusal keeps everything typed and shows under its field.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { createScopedKey, rotateApiKey, updateKeyScope } from '../api/developer';
import { errorMessage } from '../api/http';
import type { KeyScopeInput, ScopedApiKey, ScopedCreatedKey } from '../api/keys.types';
import { now } from './clock';
import { notify } from './notify';
import { apiKeyMessages, keyNameError } from './rules/apiKey';
import { fenToYuan, keyScopeErrors, keyScopeMessages, splitAllowlist, yuanToFen, type KeyScopeErrors, type KeyScopeForm } from './rules/keyScope';

export interface ScopedKeyInput {
  /** Model ids the form may offer (the model list); unknown ids are refused before sending. */
  models?: readonly string[];
}

export interface ScopedKeyContext {
  models?: readonly string[];
  mode: 'create' | 'edit';
  /** The key being edited or rotated. */
  targetId?: string;
  form: KeyScopeForm;
  errors: KeyScopeErrors;
  /** The full secret, only while revealing. */
  revealed?: ScopedCreatedKey;
}

export type ScopedKeyEvent =
  | { type: 'KEY.NEW' }
  | { type: 'KEY.EDIT'; key: ScopedApiKey }
  | { type: 'KEY.ROTATE'; id: string }
  | { type: 'KEY.FIELD'; field: keyof KeyScopeForm; value: string | string[] }
  | { type: 'KEY.SUBMIT' }
  | { type: 'KEY.CONFIRM' }
  | { type: 'KEY.CANCEL' }
  | { type: 'KEY.COPY' }
  | { type: 'KEY.CLOSE' };

export type ScopedKeyEmitted = { type: 'saved'; key: ScopedApiKey };

export const emptyKeyForm = (): KeyScopeForm => ({ name: '', allowedModels: [], ipAllowlist: '', expireDate: '', monthlyCap: '' });

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

/** Today in Beijing by the portal's clock (the simulator's in demo mode). */
export const beijingToday = (): string => new Date(now() + 8 * 3_600_000).toISOString().slice(0, 10);

const errorsOf = (context: ScopedKeyContext): KeyScopeErrors => keyScopeErrors(context.form, beijingToday(), context.models, keyNameError);

/** Which field a server refusal is about, so it shows where the user will look. */
function fieldOf(message: string): keyof KeyScopeForm {
  if (message.startsWith('IP白名单')) return 'ipAllowlist';
  if (message.includes('到期日期')) return 'expireDate';
  if (message.includes('消费上限')) return 'monthlyCap';
  if (message.startsWith('模型')) return 'allowedModels';
  return 'name';
}

export const scopedKeyMachine = setup({
  types: {} as { context: ScopedKeyContext; events: ScopedKeyEvent; input: ScopedKeyInput | undefined; emitted: ScopedKeyEmitted },
  actors: {
    saveKey: fromPromise<ScopedApiKey | ScopedCreatedKey, { mode: 'create' | 'edit'; id?: string; input: KeyScopeInput }>(({ input }) =>
      input.mode === 'create' ? createScopedKey(input.input) : updateKeyScope({ ...input.input, id: input.id ?? '' }),
    ),
    rotateKey: fromPromise<ScopedCreatedKey, { id: string }>(({ input }) => rotateApiKey(input.id)),
    copyToClipboard: fromPromise<void, { text: string }>(({ input }) => navigator.clipboard.writeText(input.text)),
  },
  guards: {
    formValid: ({ context }) => Object.keys(errorsOf(context)).length === 0,
    creating: ({ context }) => context.mode === 'create',
  },
  actions: {
    showErrors: assign({ errors: ({ context }) => errorsOf(context) }),
    forgetSecret: assign({ revealed: undefined }),
    notifySuccess: (_, params: { message: string }) => notify(params.message, 'success'),
    notifyError: (_, params: { message: string }) => notify(params.message, 'error'),
  },
}).createMachine({
  id: 'scopedKey',
  context: ({ input }) => ({ models: input?.models, mode: 'create', form: emptyKeyForm(), errors: {} }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'KEY.NEW': { target: 'editing', actions: assign({ mode: 'create', targetId: undefined, form: emptyKeyForm(), errors: {} }) },
        'KEY.EDIT': { target: 'editing', actions: assign({ mode: 'edit', targetId: ({ event }) => event.key.id, form: ({ event }) => formOfKey(event.key), errors: {} }) },
        'KEY.ROTATE': { target: 'confirmingRotate', actions: assign({ targetId: ({ event }) => event.id }) },
      },
    },
    editing: {
      on: {
        'KEY.FIELD': {
          actions: assign(({ context, event }) => {
            const { [event.field]: _cleared, ...errors } = context.errors;
            return { form: { ...context.form, [event.field]: event.value }, errors };
          }),
        },
        'KEY.SUBMIT': [{ guard: 'formValid', target: 'saving' }, { actions: 'showErrors' }],
        'KEY.CANCEL': 'idle',
      },
    },
    saving: {
      invoke: {
        id: 'saveKey',
        src: 'saveKey',
        input: ({ context }) => ({ mode: context.mode, id: context.targetId, input: inputOfForm(context.form) }),
        onDone: [
          {
            guard: 'creating',
            target: 'revealing',
            actions: [
              assign({ revealed: ({ event }) => event.output as ScopedCreatedKey }),
              emit(({ event }) => ({ type: 'saved' as const, key: withoutSecret(event.output) })),
              { type: 'notifySuccess', params: { message: apiKeyMessages.created } },
            ],
          },
          { target: 'idle', actions: [emit(({ event }) => ({ type: 'saved' as const, key: withoutSecret(event.output) })), { type: 'notifySuccess', params: { message: '密钥设置已保存' } }] },
        ],
        onError: {
          target: 'editing',
          actions: assign({ errors: ({ context, event }) => ({ ...context.errors, [fieldOf(errorMessage(event.error))]: errorMessage(event.error) }) }),
        },
      },
    },
    confirmingRotate: { on: { 'KEY.CONFIRM': 'rotating', 'KEY.CANCEL': 'idle' } },
    rotating: {
      invoke: {
        id: 'rotateKey',
        src: 'rotateKey',
        input: ({ context }) => ({ id: context.targetId ?? '' }),
        onDone: {
          target: 'revealing',
          actions: [
            assign({ revealed: ({ event }) => event.output }),
            emit(({ event }) => ({ type: 'saved' as const, key: withoutSecret(event.output) })),
            { type: 'notifySuccess', params: { message: keyScopeMessages.rotated } },
          ],
        },
        onError: { target: 'idle', actions: { type: 'notifyError', params: ({ event }) => ({ message: errorMessage(event.error) }) } },
      },
    },
    revealing: {
      initial: 'shown',
      states: {
        shown: { on: { 'KEY.COPY': 'copying' } },
        copying: {
          invoke: {
            id: 'copyToClipboard',
            src: 'copyToClipboard',
            input: ({ context }) => ({ text: context.revealed?.secret ?? '' }),
            onDone: { target: 'shown', actions: { type: 'notifySuccess', params: { message: apiKeyMessages.copied } } },
            onError: { target: 'shown', actions: { type: 'notifyError', params: { message: apiKeyMessages.copyFailed } } },
          },
        },
      },
      on: { 'KEY.CLOSE': { target: 'idle', actions: 'forgetSecret' } },
    },
  },
});

function withoutSecret(key: ScopedApiKey | ScopedCreatedKey): ScopedApiKey {
  if (!('secret' in key)) return key;
  const { secret: _secret, ...listed } = key;
  return listed;
}
