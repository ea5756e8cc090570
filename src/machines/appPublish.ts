import { assign, fromPromise, raise, setup } from 'xstate';
import { deleteStoreApp, publishStoreApp, searchMyStoreApps, updateStoreApp } from '../api/appStore';
import { uploadFile } from '../api/file';
import type { AppForm, AppInfo } from '../domain/types/app.types';
import type { Page } from '../domain/types/common.types';
import { notify } from './notify';
import { appFormErrors, appMessages, emptyAppForm, type AppFormErrors } from '../domain/apps';
import { loadingState } from './loadStates';

/**
 * "My published apps" with the publish dialog: the list of the user's store apps (any audit
 * state) and a form to publish a new app or edit one, which sends it to audit again. Images
 * upload through the file endpoint as they are picked. What was typed survives a refusal.
 */
export type ImageField = 'iconUrl' | 'bgUrl';

export interface AppPublishContext {
  pageNum: number;
  page?: Page<AppInfo>;
  listError?: string;
  form: AppForm;
  editingId?: string;
  /** Shown once a submit was tried, so a fresh form is not all red. */
  showErrors: boolean;
  uploading?: { field: ImageField; file: File };
  deletingId?: string;
}

export type AppPublishEvent =
  | { type: 'PUBLISHED.PAGE'; pageNum: number }
  | { type: 'PUBLISHED.REFRESH' }
  | { type: 'PUBLISHED.DELETE'; id: string }
  | { type: 'PUBLISH.OPEN'; app?: AppInfo }
  | { type: 'PUBLISH.CLOSE' }
  | { type: 'PUBLISH.CHANGE'; patch: Partial<AppForm> }
  | { type: 'PUBLISH.UPLOAD'; field: ImageField; file: File }
  | { type: 'PUBLISH.SUBMIT' }
  /** Internal: a save went through, the list shows it. */
  | { type: 'PUBLISHED.SAVED' };

export const PUBLISHED_PAGE_SIZE = 10;
const UPLOAD_TYPES: Record<ImageField, string> = { iconUrl: 'icon', bgUrl: 'bg' };

const formOf = (app: AppInfo): AppForm => ({
  appName: app.appName,
  appType: app.appType,
  abilityName: app.abilityName,
  industryName: app.industryName,
  iconUrl: app.iconUrl,
  bgUrl: app.bgUrl,
  jumpUrl: app.jumpUrl,
  appShortDesc: app.appShortDesc,
  demoJson: app.demoJson,
  appDesc: app.appDesc,
  openFlag: app.openFlag,
  guideDesc: app.guideDesc,
});

export const publishErrors = (context: AppPublishContext): AppFormErrors =>
  context.showErrors ? appFormErrors(context.form) : {};

export const appPublishMachine = setup({
  types: {} as { context: AppPublishContext; events: AppPublishEvent },
  actors: {
    loadPage: fromPromise<Page<AppInfo>, { pageNum: number }>(({ input }) =>
      searchMyStoreApps({ pageNum: input.pageNum, pageSize: PUBLISHED_PAGE_SIZE }),
    ),
    removeApp: fromPromise<boolean, { id: string }>(({ input }) => deleteStoreApp(input.id)),
    uploadImage: fromPromise<string, { field: ImageField; file: File }>(({ input }) =>
      uploadFile(input.file, UPLOAD_TYPES[input.field]).then((r) => r.url),
    ),
    saveApp: fromPromise<unknown, { form: AppForm; id?: string }>(({ input }) =>
      input.id ? updateStoreApp({ ...input.form, id: input.id }) : publishStoreApp(input.form),
    ),
  },
  guards: {
    formValid: ({ context }) => Object.keys(appFormErrors(context.form)).length === 0,
  },
  actions: {
    notifySaved: ({ context }) => notify(context.editingId ? appMessages.updated : appMessages.published, 'success'),
    notifyDeleted: () => notify(appMessages.deleted, 'success'),
    refreshList: raise({ type: 'PUBLISHED.SAVED' }),
  },
}).createMachine({
  id: 'appPublish',
  context: { pageNum: 1, form: emptyAppForm(), showErrors: false },
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: loadingState('loadPage', {
          into: 'page',
          error: 'listError',
          input: ({ context }) => ({ pageNum: context.pageNum }),
        }),
        ready: {
          on: {
            'PUBLISHED.PAGE': { target: 'loading', actions: assign({ pageNum: ({ event }) => event.pageNum }) },
            'PUBLISHED.REFRESH': 'loading',
            'PUBLISHED.DELETE': { target: 'deleting', actions: assign({ deletingId: ({ event }) => event.id }) },
          },
        },
        deleting: {
          invoke: {
            id: 'removeApp',
            src: 'removeApp',
            input: ({ context }) => ({ id: context.deletingId ?? '' }),
            onDone: { target: 'loading', actions: ['notifyDeleted', assign({ deletingId: undefined })] },
            onError: { target: 'ready', actions: assign({ deletingId: undefined }) },
          },
        },
        failed: { on: { 'PUBLISHED.REFRESH': 'loading' } },
      },
      on: { 'PUBLISHED.SAVED': '.loading' },
    },
    dialog: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'PUBLISH.OPEN': {
              target: 'editing',
              actions: assign(({ event }) => ({
                form: event.app ? formOf(event.app) : emptyAppForm(),
                editingId: event.app?.id,
                showErrors: false,
              })),
            },
          },
        },
        editing: {
          on: {
            'PUBLISH.CLOSE': 'closed',
            'PUBLISH.CHANGE': {
              actions: assign({ form: ({ context, event }) => ({ ...context.form, ...event.patch }) }),
            },
            'PUBLISH.UPLOAD': {
              target: 'uploading',
              actions: assign({ uploading: ({ event }) => ({ field: event.field, file: event.file }) }),
            },
            'PUBLISH.SUBMIT': [
              { guard: 'formValid', target: 'submitting', actions: assign({ showErrors: true }) },
              { actions: assign({ showErrors: true }) },
            ],
          },
        },
        uploading: {
          invoke: {
            id: 'uploadImage',
            src: 'uploadImage',
            input: ({ context }) => context.uploading ?? { field: 'iconUrl', file: new File([], '') },
            onDone: {
              target: 'editing',
              actions: assign(({ context, event }) => ({
                form: context.uploading ? { ...context.form, [context.uploading.field]: event.output } : context.form,
                uploading: undefined,
              })),
            },
            onError: { target: 'editing', actions: assign({ uploading: undefined }) },
          },
          on: {
            'PUBLISH.CHANGE': {
              actions: assign({ form: ({ context, event }) => ({ ...context.form, ...event.patch }) }),
            },
          },
        },
        submitting: {
          invoke: {
            id: 'saveApp',
            src: 'saveApp',
            input: ({ context }) => ({ form: context.form, id: context.editingId }),
            onDone: { target: 'closed', actions: ['notifySaved', 'refreshList'] },
            // The server's message was shown by the client; the form keeps everything typed.
            onError: 'editing',
          },
        },
      },
    },
  },
});
