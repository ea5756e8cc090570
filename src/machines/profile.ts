import { assertEvent, assign, fromPromise, setup, type AnyActorRef } from 'xstate';
import { uploadFile } from '../api/file';
import { errorMessage } from '../api/http';
import type { UserDetail } from '../domain/types/user.types';
import { changePassword, logOffAccount, updateProfile } from '../api/user';
import { notify } from './notify';
import {
  LOG_OFF_CONFIRMATION,
  imageError,
  passwordErrors,
  profileErrors,
  profileMessages,
  type PasswordDraft,
  type ProfileDraft,
} from '../domain/profile';
import { refreshSessionAndWait } from './sessionRefresh';
import { submitState } from './loadStates';

const draftOf = (user?: UserDetail): ProfileDraft => ({
  nickName: user?.nickName ?? '',
  position: user?.position ?? '',
  companyName: user?.companyName ?? '',
  email: user?.email ?? '',
});

export interface ProfileContext {
  user?: UserDetail;
  session?: AnyActorRef;
  draft: ProfileDraft;
  error?: string;
  avatarError?: string;
  avatarFile?: File;
}

export type ProfileEvent =
  | { type: 'PROFILE.EDIT' }
  | { type: 'PROFILE.CHANGE'; values: Partial<ProfileDraft> }
  | { type: 'PROFILE.SAVE' }
  | { type: 'PROFILE.CANCEL' }
  | { type: 'PROFILE.AVATAR'; file: File };

/** The draft as the server stores it, and as the page then shows it: names and email without surrounding spaces. */
const asSaved = (draft: ProfileDraft): ProfileDraft => ({
  ...draft,
  nickName: draft.nickName.trim(),
  companyName: draft.companyName.trim(),
  email: draft.email.trim(),
});

/**
 * 个人资料: view, edit and save the profile, and replace the avatar (checked, uploaded through
 * the file endpoint, then saved). After each save the session reloads so the header follows.
 * Editing and avatar upload are independent regions: a new picture never loses typed text.
 */
export const profileMachine = setup({
  types: {} as { context: ProfileContext; events: ProfileEvent; input: { user?: UserDetail; session?: AnyActorRef } },
  actors: {
    saveProfile: fromPromise<void, { draft: ProfileDraft; session?: AnyActorRef }>(async ({ input }) => {
      await updateProfile(asSaved(input.draft));
      await refreshSessionAndWait(input.session);
    }),
    uploadAvatar: fromPromise<string, { file: File; session?: AnyActorRef }>(async ({ input }) => {
      const { url } = await uploadFile(input.file, 'avatar');
      await updateProfile({ avatarUrl: url });
      await refreshSessionAndWait(input.session);
      return url;
    }),
  },
  guards: {
    draftValid: ({ context }) => Object.keys(profileErrors(context.draft)).length === 0,
    imageAcceptable: ({ event }) => {
      assertEvent(event, 'PROFILE.AVATAR');
      return !imageError(event.file);
    },
  },
  actions: {
    notifySaved: () => notify(profileMessages.saved, 'success'),
    notifyAvatar: () => notify(profileMessages.avatarUpdated, 'success'),
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({ user: input.user, session: input.session, draft: draftOf(input.user) }),
  type: 'parallel',
  states: {
    form: {
      initial: 'viewing',
      states: {
        viewing: {
          on: {
            'PROFILE.EDIT': {
              target: 'editing',
              actions: assign({ draft: ({ context }) => draftOf(context.user), error: undefined }),
            },
          },
        },
        editing: {
          on: {
            'PROFILE.CHANGE': {
              actions: assign({
                draft: ({ context, event }) => ({ ...context.draft, ...event.values }),
                error: undefined,
              }),
            },
            'PROFILE.SAVE': { guard: 'draftValid', target: 'saving' },
            'PROFILE.CANCEL': 'viewing',
          },
        },
        saving: {
          invoke: {
            id: 'saveProfile',
            src: 'saveProfile',
            input: ({ context }) => ({ draft: context.draft, session: context.session }),
            onDone: {
              target: 'viewing',
              actions: [
                assign({ user: ({ context }) => context.user && { ...context.user, ...asSaved(context.draft) } }),
                'notifySaved',
              ],
            },
            onError: { target: 'editing', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
          },
        },
      },
    },
    avatar: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'PROFILE.AVATAR': [
              {
                guard: 'imageAcceptable',
                target: 'uploading',
                actions: assign({ avatarFile: ({ event }) => event.file, avatarError: undefined }),
              },
              { actions: assign({ avatarError: ({ event }) => imageError(event.file) }) },
            ],
          },
        },
        uploading: {
          invoke: {
            id: 'uploadAvatar',
            src: 'uploadAvatar',
            input: ({ context }) => ({ file: context.avatarFile as File, session: context.session }),
            onDone: {
              target: 'idle',
              actions: [
                assign({
                  user: ({ context, event }) => context.user && { ...context.user, avatarUrl: event.output },
                  avatarFile: undefined,
                }),
                'notifyAvatar',
              ],
            },
            onError: {
              target: 'idle',
              actions: assign({ avatarError: ({ event }) => errorMessage(event.error), avatarFile: undefined }),
            },
          },
        },
      },
    },
  },
});

export interface PasswordContext {
  draft: PasswordDraft;
  error?: string;
  /** Messages show once the user tried to submit. */
  submitted: boolean;
}

export type PasswordEvent =
  | { type: 'PASSWORD.OPEN' }
  | { type: 'PASSWORD.CHANGE'; values: Partial<PasswordDraft> }
  | { type: 'PASSWORD.SUBMIT' }
  | { type: 'PASSWORD.CLOSE' };

const emptyPassword: PasswordDraft = { oldPassword: '', password: '', confirm: '' };

/** 修改密码: a dialog; both passwords travel base64-encoded (src/api/user.ts). */
export const passwordChangeMachine = setup({
  types: {} as { context: PasswordContext; events: PasswordEvent },
  actors: {
    submitPassword: fromPromise<boolean, PasswordDraft>(({ input }) =>
      changePassword(input.oldPassword, input.password),
    ),
  },
  guards: { draftValid: ({ context }) => Object.keys(passwordErrors(context.draft)).length === 0 },
  actions: {
    notifyChanged: () => notify(profileMessages.passwordChanged, 'success'),
    clearDraft: assign({ draft: emptyPassword }),
  },
}).createMachine({
  id: 'passwordChange',
  context: { draft: emptyPassword, submitted: false },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'PASSWORD.OPEN': {
          target: 'open',
          actions: assign({ draft: emptyPassword, submitted: false, error: undefined }),
        },
      },
    },
    open: {
      on: {
        'PASSWORD.CHANGE': {
          actions: assign({ draft: ({ context, event }) => ({ ...context.draft, ...event.values }), error: undefined }),
        },
        'PASSWORD.SUBMIT': [{ guard: 'draftValid', target: 'submitting' }, { actions: assign({ submitted: true }) }],
        'PASSWORD.CLOSE': 'closed',
      },
    },
    submitting: submitState('submitPassword', {
      input: ({ context }) => context.draft,
      done: { target: 'closed', actions: ['notifyChanged', 'clearDraft'] },
      back: 'open',
      error: 'error',
    }),
  },
});

export type LogOffEvent =
  | { type: 'LOGOFF.OPEN' }
  | { type: 'LOGOFF.TYPE'; text: string }
  | { type: 'LOGOFF.CONFIRM' }
  | { type: 'LOGOFF.CLOSE' };

/**
 * 注销账号: a strong confirmation (the exact text must be typed), then the account is removed
 * and the session logs out (which clears the token and reloads).
 */
export const logOffMachine = setup({
  types: {} as {
    context: { typed: string; session?: AnyActorRef; error?: string };
    events: LogOffEvent;
    input: { session?: AnyActorRef };
  },
  actors: { deactivate: fromPromise<boolean>(() => logOffAccount()) },
  guards: { confirmationTyped: ({ context }) => context.typed.trim() === LOG_OFF_CONFIRMATION },
  actions: {
    notifyLoggedOff: () => notify(profileMessages.loggedOff, 'success'),
    logOut: ({ context }) => context.session?.send({ type: 'SESSION.LOGOUT' }),
  },
}).createMachine({
  id: 'logOff',
  context: ({ input }) => ({ typed: '', session: input.session }),
  initial: 'closed',
  states: {
    closed: { on: { 'LOGOFF.OPEN': { target: 'confirming', actions: assign({ typed: '', error: undefined }) } } },
    confirming: {
      on: {
        'LOGOFF.TYPE': { actions: assign({ typed: ({ event }) => event.text, error: undefined }) },
        'LOGOFF.CONFIRM': { guard: 'confirmationTyped', target: 'deactivating' },
        'LOGOFF.CLOSE': 'closed',
      },
    },
    deactivating: {
      invoke: {
        id: 'deactivate',
        src: 'deactivate',
        onDone: { target: 'done', actions: ['notifyLoggedOff', 'logOut'] },
        onError: { target: 'confirming', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    done: { type: 'final' },
  },
});
