import { and, assertEvent, assign, fromPromise, sendTo, setup } from 'xstate';
import { getFeedbackForStaff, replyAsStaff, searchAllFeedback } from '../api/feedback';
import type { Feedback } from '../domain/types/feedback.types';
import { notify } from './notify';
import { createListMachine } from './listMachine';
import { addImages, feedbackMessages, replyBlockedReason, validateReply } from '../domain/feedback';

/**
 * 反馈管理 (SPEC sections 4 and 6, MC:FeedbackManage:read): every thread, filtered by type and
 * status, one opened at a time in a drawer where staff answer with text and images. A staff
 * answer moves the thread to 已回复 and shows as unread to its owner (the simulator's rule).
 */
export interface StaffFeedbackFilter {
  feedbackType?: number;
  feedbackStatus?: number;
}

export const STAFF_FEEDBACK_LIST = 'list';

export const staffFeedbackListMachine = createListMachine<Feedback, StaffFeedbackFilter>().provide({
  actors: {
    loadPage: fromPromise(({ input }) =>
      searchAllFeedback({ pageNum: input.pageNum, pageSize: input.pageSize, ...input.query }),
    ),
  },
});

export interface StaffFeedbackContext {
  openedId?: string;
  detail?: Feedback;
  reply: string;
  images: File[];
  error?: string;
}

export type StaffFeedbackEvent =
  | { type: 'STAFF.OPEN'; id: string }
  | { type: 'STAFF.CLOSE' }
  | { type: 'STAFF.RETRY' }
  | { type: 'STAFF.REPLY_CHANGE'; content: string }
  | { type: 'STAFF.ADD_IMAGES'; files: File[] }
  | { type: 'STAFF.REMOVE_IMAGE'; index: number }
  | { type: 'STAFF.REPLY' };

const blankReply = { reply: '', images: [] as File[], error: undefined };

export const feedbackStaffMachine = setup({
  types: {} as { context: StaffFeedbackContext; events: StaffFeedbackEvent },
  actors: {
    list: staffFeedbackListMachine,
    loadDetail: fromPromise<Feedback, string>(({ input }) => getFeedbackForStaff(input)),
    sendReply: fromPromise<boolean, { id: string; content: string; files: File[] }>(({ input }) =>
      replyAsStaff(input.id, input.content, input.files),
    ),
  },
  guards: {
    replyOpen: ({ context }) => !!context.detail && !replyBlockedReason(context.detail.feedbackStatus),
    replyValid: ({ context }) => validateReply(context.reply) === undefined,
  },
  actions: {
    open: assign(({ event }) => {
      assertEvent(event, 'STAFF.OPEN');
      return { openedId: event.id, detail: undefined, ...blankReply };
    }),
    close: assign({ openedId: undefined, detail: undefined }),
    takeDetail: assign({ detail: ({ event }) => ('output' in event ? (event.output as Feedback) : undefined) }),
    edit: assign(({ event }) => {
      assertEvent(event, 'STAFF.REPLY_CHANGE');
      return { reply: event.content, error: undefined };
    }),
    showReplyError: assign(({ context }) => ({ error: validateReply(context.reply) })),
    addImages: assign(({ context, event }) => {
      assertEvent(event, 'STAFF.ADD_IMAGES');
      const { images, error } = addImages(context.images, event.files);
      return { images, error };
    }),
    removeImage: assign(({ context, event }) => {
      assertEvent(event, 'STAFF.REMOVE_IMAGE');
      return { images: context.images.filter((_, i) => i !== event.index), error: undefined };
    }),
    clearReply: assign(blankReply),
    refreshList: sendTo(STAFF_FEEDBACK_LIST, { type: 'LIST.RELOAD' }),
    notifyReplied: () => notify(feedbackMessages.replied, 'success'),
  },
}).createMachine({
  id: 'feedbackStaff',
  context: { ...blankReply },
  invoke: { id: STAFF_FEEDBACK_LIST, src: 'list', input: { query: {}, pageSize: 10 } },
  initial: 'browsing',
  states: {
    browsing: { on: { 'STAFF.OPEN': { target: 'thread', actions: 'open' } } },
    thread: {
      initial: 'loading',
      on: {
        'STAFF.CLOSE': { target: 'browsing', actions: 'close' },
        'STAFF.OPEN': { target: '.loading', actions: 'open' },
      },
      states: {
        loading: {
          invoke: {
            id: 'loadDetail',
            src: 'loadDetail',
            input: ({ context }) => context.openedId ?? '',
            onDone: { target: 'ready', actions: 'takeDetail' },
            onError: 'failed',
          },
        },
        failed: { on: { 'STAFF.RETRY': 'loading' } },
        ready: {
          on: {
            'STAFF.REPLY_CHANGE': { actions: 'edit' },
            'STAFF.ADD_IMAGES': { actions: 'addImages' },
            'STAFF.REMOVE_IMAGE': { actions: 'removeImage' },
            'STAFF.REPLY': [
              { guard: and(['replyOpen', 'replyValid']), target: 'replying' },
              { guard: 'replyOpen', actions: 'showReplyError' },
            ],
          },
        },
        replying: {
          invoke: {
            id: 'sendReply',
            src: 'sendReply',
            input: ({ context }) => ({
              id: context.detail?.feedbackId ?? '',
              content: context.reply,
              files: context.images,
            }),
            onDone: { target: 'loading', actions: ['clearReply', 'notifyReplied', 'refreshList'] },
            // The server's reason is shown by the http client; the answer stays for another try.
            onError: 'ready',
          },
        },
      },
    },
  },
});
