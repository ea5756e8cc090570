import { assign, fromPromise, setup } from 'xstate';
import { getAppConfig, listApps, saveAppFeatures } from '../api/app';
import type { AppConfig, AppInfo } from '../domain/types/app.types';
import { notify } from './notify';
import { appMessages } from '../domain/apps';
import { loadingState } from './loadStates';

/**
 * The admin's app configuration (resource/app-config): pick an app, see which functional
 * permissions (:read, :edit, :auth) it offers for allocation, change and save them.
 */
export interface AppConfigContext {
  keyword: string;
  apps: AppInfo[];
  appId?: string;
  config?: AppConfig;
  /** Permission codes ticked in the editor. */
  checked: string[];
  error?: string;
}

export type AppConfigEvent =
  | { type: 'CONFIG.SEARCH'; keyword: string }
  | { type: 'CONFIG.PICK'; appId: string }
  | { type: 'CONFIG.TOGGLE'; code: string }
  | { type: 'CONFIG.SAVE' }
  | { type: 'CONFIG.RETRY' };

const checkedOf = (config: AppConfig) =>
  config.functionalPermissions.filter((f) => f.check).map((f) => f.permissionCode);

export const appConfigMachine = setup({
  types: {} as { context: AppConfigContext; events: AppConfigEvent },
  actors: {
    loadApps: fromPromise<AppInfo[], { keyword: string }>(({ input }) =>
      listApps({ pageNum: 1, pageSize: 100, keyword: input.keyword.trim() || undefined }).then((p) =>
        p.records.filter((a) => a.auditStatus === 2),
      ),
    ),
    loadConfig: fromPromise<AppConfig, { appId: string }>(({ input }) => getAppConfig(input.appId)),
    saveConfig: fromPromise<boolean, { appId: string; codes: string[] }>(({ input }) =>
      saveAppFeatures(input.appId, input.codes),
    ),
  },
  actions: { notifySaved: () => notify(appMessages.saved, 'success') },
}).createMachine({
  id: 'appConfig',
  context: { keyword: '', apps: [], checked: [] },
  initial: 'loadingApps',
  on: {
    'CONFIG.SEARCH': { target: '.loadingApps', actions: assign({ keyword: ({ event }) => event.keyword }) },
  },
  states: {
    loadingApps: loadingState('loadApps', {
      into: 'apps',
      input: ({ context }) => ({ keyword: context.keyword }),
      done: 'browsing',
    }),
    failed: { on: { 'CONFIG.RETRY': 'loadingApps' } },
    browsing: {
      on: {
        'CONFIG.PICK': {
          target: 'loadingConfig',
          actions: assign({ appId: ({ event }) => event.appId, config: undefined }),
        },
      },
    },
    loadingConfig: {
      invoke: {
        id: 'loadConfig',
        src: 'loadConfig',
        input: ({ context }) => ({ appId: context.appId ?? '' }),
        onDone: {
          target: 'editing',
          actions: assign({ config: ({ event }) => event.output, checked: ({ event }) => checkedOf(event.output) }),
        },
        onError: 'browsing',
      },
    },
    editing: {
      on: {
        'CONFIG.PICK': {
          target: 'loadingConfig',
          actions: assign({ appId: ({ event }) => event.appId, config: undefined }),
        },
        'CONFIG.TOGGLE': {
          actions: assign({
            checked: ({ context, event }) =>
              context.checked.includes(event.code)
                ? context.checked.filter((c) => c !== event.code)
                : [...context.checked, event.code],
          }),
        },
        'CONFIG.SAVE': 'saving',
      },
    },
    saving: {
      invoke: {
        id: 'saveConfig',
        src: 'saveConfig',
        input: ({ context }) => ({ appId: context.appId ?? '', codes: context.checked }),
        onDone: { target: 'loadingConfig', actions: 'notifySaved' },
        onError: 'editing',
      },
    },
  },
});
