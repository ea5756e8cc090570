import { and, assertEvent, assign, fromPromise, sendTo, setup, waitFor } from 'xstate';
import {
  getFeedbackDetail,
  getUnreadFeedbackCount,
  replyFeedback,
  resolveFeedback,
  searchMyFeedback,
  submitFeedback,
  type FeedbackSubmit,
} from '../api/feedback';
import type { Feedback, FeedbackType } from '../domain/types/feedback.types';
import type { UserType } from '../domain/types/user.types';
import { appSystem } from './appSystem';
import { createListMachine } from './listMachine';
import { notify } from './notify';
import { userTypeOf, whoIsKnown } from './session';
import {
  FEEDBACK_PAGE_SIZE,
  addImages,
  canResolve,
  emptyFeedbackForm,
  feedbackMessages,
  normalizeContent,
  replyBlockedReason,
  unreadPlatformCount,
  validateFeedbackForm,
  validateReply,
  type FeedbackFormErrors,
  type FeedbackFormValues,
} from '../domain/feedback';

/**
 * The feedback dialog of SPEC section 2 (four views: fill in, success, history list, history
 * detail). It opens on the history when unread platform answers exist, otherwise on the form;
 * back goes detail → list → form. What the user typed survives closing and failed calls.
 */
export const FEEDBACK_LIST = 'feedbackList';

export const feedbackListMachine = createListMachine<Feedback, { userType: UserType }>().provide({
  actors: {
    loadPage: fromPromise(({ input }) =>
      searchMyFeedback({ pageNum: input.pageNum, pageSize: input.pageSize, userType: input.query.userType }),
    ),
  },
});

export interface FeedbackDialogContext {
  userType: UserType;
  /** Unread platform answers over all the user's threads. */
  unread: number;
  values: FeedbackFormValues;
  images: File[];
  imageError?: string;
  errors: FeedbackFormErrors;
  /** After the first submit every rule shows; before it only the limits being passed. */
  attempted: boolean;
  /** The thread opened from the list, as listed (its unread flags are the ones to subtract). */
  opened?: Feedback;
  /** Platform answers that were unread when the thread was opened: still marked 新回复 in it. */
  freshIds: string[];
  detail?: Feedback;
  reply: string;
  replyImages: File[];
  replyError?: string;
}

export type FeedbackDialogEvent =
  | { type: 'FEEDBACK.OPEN' }
  | { type: 'FEEDBACK.CLOSE' }
  | { type: 'FEEDBACK.CHANGE'; values: Partial<FeedbackFormValues> }
  | { type: 'FEEDBACK.ADD_IMAGES'; files: File[] }
  | { type: 'FEEDBACK.REMOVE_IMAGE'; index: number }
  | { type: 'FEEDBACK.SUBMIT' }
  | { type: 'FEEDBACK.AGAIN' }
  | { type: 'FEEDBACK.HISTORY' }
  | { type: 'FEEDBACK.DETAIL'; feedback: Feedback }
  | { type: 'FEEDBACK.BACK' }
  | { type: 'FEEDBACK.RETRY' }
  | { type: 'FEEDBACK.REPLY_CHANGE'; content: string }
  | { type: 'FEEDBACK.REPLY_ADD_IMAGES'; files: File[] }
  | { type: 'FEEDBACK.REPLY_REMOVE_IMAGE'; index: number }
  | { type: 'FEEDBACK.REPLY' }
  | { type: 'FEEDBACK.RESOLVE' };

const LIMIT_ERRORS = new Set<string>([
  feedbackMessages.contentTooLong,
  feedbackMessages.contactNameTooLong,
  feedbackMessages.contactInfoTooLong,
]);

/** Before the first submit only passed limits show (the counter's red state), no "required". */
function visibleErrors(values: FeedbackFormValues, attempted: boolean): FeedbackFormErrors {
  const all = validateFeedbackForm(values);
  if (attempted) return all;
  return Object.fromEntries(Object.entries(all).filter(([, message]) => LIMIT_ERRORS.has(message)));
}

const blankReply = { reply: '', replyImages: [] as File[], replyError: undefined };

export const feedbackDialogMachine = setup({
  types: {} as { context: FeedbackDialogContext; events: FeedbackDialogEvent },
  actors: {
    feedbackList: feedbackListMachine,
    /**
     * Who is giving feedback, read from the session once it knows (SPEC section 6: guests too).
     * Right after a sign-in the session is still loading: the type read then would be a guest's.
     */
    identify: fromPromise<UserType>(async ({ system }) => {
      const session = appSystem(system).get('session');
      if (!session) return 3;
      const known = await waitFor(session, whoIsKnown, { timeout: 30_000 }).catch(() => session.getSnapshot());
      return userTypeOf(known.context);
    }),
    loadUnread: fromPromise<number, UserType>(({ input }) => getUnreadFeedbackCount(input)),
    submit: fromPromise<string, FeedbackSubmit>(({ input }) => submitFeedback(input)),
    loadDetail: fromPromise<Feedback, { id: string; userType: UserType }>(({ input }) =>
      getFeedbackDetail(input.id, input.userType),
    ),
    sendReply: fromPromise<boolean, { id: string; content: string; userType: UserType; files: File[] }>(({ input }) =>
      replyFeedback(input.id, input.content, input.userType, input.files),
    ),
    resolve: fromPromise<boolean, { id: string; userType: UserType }>(({ input }) =>
      resolveFeedback(input.id, input.userType),
    ),
  },
  guards: {
    hasUnread: ({ event }) => 'output' in event && typeof event.output === 'number' && event.output > 0,
    formValid: ({ context }) => Object.keys(validateFeedbackForm(context.values)).length === 0,
    replyValid: ({ context }) => validateReply(context.reply) === undefined,
    replyOpen: ({ context }) => !!context.detail && !replyBlockedReason(context.detail.feedbackStatus),
    resolvable: ({ context }) => !!context.detail && canResolve(context.detail.feedbackStatus),
  },
  actions: {
    edit: assign(({ context, event }) => {
      assertEvent(event, 'FEEDBACK.CHANGE');
      const changed = { ...event.values };
      if (changed.content !== undefined) changed.content = normalizeContent(changed.content);
      const values = { ...context.values, ...changed };
      return { values, errors: visibleErrors(values, context.attempted) };
    }),
    showAllErrors: assign(({ context }) => ({ attempted: true, errors: visibleErrors(context.values, true) })),
    addImages: assign(({ context, event }) => {
      assertEvent(event, 'FEEDBACK.ADD_IMAGES');
      const { images, error } = addImages(context.images, event.files);
      return { images, imageError: error };
    }),
    removeImage: assign(({ context, event }) => {
      assertEvent(event, 'FEEDBACK.REMOVE_IMAGE');
      return { images: context.images.filter((_, i) => i !== event.index), imageError: undefined };
    }),
    startAfresh: assign({
      values: () => emptyFeedbackForm(),
      images: [],
      imageError: undefined,
      errors: {},
      attempted: false,
    }),
    openThread: assign(({ event }) => {
      assertEvent(event, 'FEEDBACK.DETAIL');
      return {
        opened: event.feedback,
        freshIds: event.feedback.msgList.filter((m) => m.msgFromType === 3 && !m.userIsRead).map((m) => m.id),
        detail: undefined,
        ...blankReply,
      };
    }),
    /** The detail call marked the thread read: the counter drops by its unread answers. */
    takeDetail: assign(({ context, event }) => {
      if (!('output' in event)) return {};
      const detail = event.output as Feedback;
      const dropped = context.opened ? unreadPlatformCount(context.opened.msgList) : 0;
      // Counted once: the opened copy now carries the read flags.
      return { detail, unread: Math.max(0, context.unread - dropped), opened: detail };
    }),
    editReply: assign(({ event }) => {
      assertEvent(event, 'FEEDBACK.REPLY_CHANGE');
      return { reply: event.content, replyError: undefined };
    }),
    showReplyError: assign(({ context }) => ({ replyError: validateReply(context.reply) })),
    addReplyImages: assign(({ context, event }) => {
      assertEvent(event, 'FEEDBACK.REPLY_ADD_IMAGES');
      const { images, error } = addImages(context.replyImages, event.files);
      return { replyImages: images, replyError: error };
    }),
    removeReplyImage: assign(({ context, event }) => {
      assertEvent(event, 'FEEDBACK.REPLY_REMOVE_IMAGE');
      return { replyImages: context.replyImages.filter((_, i) => i !== event.index), replyError: undefined };
    }),
    clearReply: assign(blankReply),
    refreshList: sendTo(FEEDBACK_LIST, { type: 'LIST.RELOAD' }),
    notifyReplied: () => notify(feedbackMessages.replied, 'success'),
    notifyResolved: () => notify(feedbackMessages.markedResolved, 'success'),
  },
}).createMachine({
  id: 'feedbackDialog',
  context: {
    userType: 3,
    unread: 0,
    values: emptyFeedbackForm(),
    images: [],
    errors: {},
    attempted: false,
    freshIds: [],
    ...blankReply,
  },
  initial: 'closed',
  states: {
    closed: {
      on: { 'FEEDBACK.OPEN': 'open' },
    },
    open: {
      initial: 'identifying',
      on: { 'FEEDBACK.CLOSE': 'closed' },
      states: {
        identifying: {
          invoke: {
            id: 'identify',
            src: 'identify',
            onDone: { target: 'checking', actions: assign({ userType: ({ event }) => event.output }) },
            onError: 'checking',
          },
        },
        checking: {
          invoke: {
            id: 'loadUnread',
            src: 'loadUnread',
            input: ({ context }) => context.userType,
            onDone: [
              { guard: 'hasUnread', target: 'history', actions: assign({ unread: ({ event }) => event.output }) },
              { target: 'form', actions: assign({ unread: 0 }) },
            ],
            // The count is a convenience: without it the dialog still opens on the form.
            onError: 'form',
          },
        },
        form: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'FEEDBACK.HISTORY': '#feedbackDialog.open.history',
                'FEEDBACK.CHANGE': { actions: 'edit' },
                'FEEDBACK.ADD_IMAGES': { actions: 'addImages' },
                'FEEDBACK.REMOVE_IMAGE': { actions: 'removeImage' },
                'FEEDBACK.SUBMIT': [{ guard: 'formValid', target: 'submitting' }, { actions: 'showAllErrors' }],
              },
            },
            submitting: {
              invoke: {
                id: 'submit',
                src: 'submit',
                input: ({ context }) => ({
                  feedbackType: context.values.feedbackType as FeedbackType,
                  content: context.values.content,
                  contactName: context.values.contactName.trim(),
                  contactInfo: context.values.contactInfo.trim(),
                  userType: context.userType,
                  files: context.images,
                }),
                onDone: { target: '#feedbackDialog.open.success', actions: 'startAfresh' },
                // The server's reason is shown by the http client; the form keeps everything.
                onError: 'editing',
              },
            },
          },
        },
        success: {
          on: { 'FEEDBACK.AGAIN': 'form', 'FEEDBACK.HISTORY': 'history' },
        },
        history: {
          invoke: {
            id: FEEDBACK_LIST,
            src: 'feedbackList',
            input: ({ context }) => ({
              query: { userType: context.userType },
              mode: 'infinite' as const,
              pageSize: FEEDBACK_PAGE_SIZE,
            }),
          },
          initial: 'list',
          states: {
            list: {
              on: {
                'FEEDBACK.DETAIL': { target: 'detail', actions: 'openThread' },
                'FEEDBACK.BACK': '#feedbackDialog.open.form',
              },
            },
            detail: {
              initial: 'loading',
              // Back to a refreshed list: read flags and statuses may have changed here.
              on: { 'FEEDBACK.BACK': { target: 'list', actions: 'refreshList' } },
              states: {
                loading: {
                  invoke: {
                    id: 'loadDetail',
                    src: 'loadDetail',
                    input: ({ context }) => ({ id: context.opened?.feedbackId ?? '', userType: context.userType }),
                    onDone: { target: 'ready', actions: 'takeDetail' },
                    onError: 'failed',
                  },
                },
                failed: { on: { 'FEEDBACK.RETRY': 'loading' } },
                ready: {
                  on: {
                    'FEEDBACK.REPLY_CHANGE': { actions: 'editReply' },
                    'FEEDBACK.REPLY_ADD_IMAGES': { actions: 'addReplyImages' },
                    'FEEDBACK.REPLY_REMOVE_IMAGE': { actions: 'removeReplyImage' },
                    'FEEDBACK.REPLY': [
                      { guard: and(['replyOpen', 'replyValid']), target: 'replying' },
                      { guard: 'replyOpen', actions: 'showReplyError' },
                    ],
                    'FEEDBACK.RESOLVE': { guard: 'resolvable', target: 'resolving' },
                  },
                },
                replying: {
                  invoke: {
                    id: 'sendReply',
                    src: 'sendReply',
                    input: ({ context }) => ({
                      id: context.detail?.feedbackId ?? '',
                      content: context.reply,
                      userType: context.userType,
                      files: context.replyImages,
                    }),
                    onDone: { target: 'loading', actions: ['clearReply', 'notifyReplied'] },
                    onError: 'ready',
                  },
                },
                resolving: {
                  invoke: {
                    id: 'resolve',
                    src: 'resolve',
                    input: ({ context }) => ({ id: context.detail?.feedbackId ?? '', userType: context.userType }),
                    onDone: { target: 'loading', actions: 'notifyResolved' },
                    onError: 'ready',
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});
