/**
 * Feedback rules of SPEC sections 3, 4, 5 and 9, shared by the portal and the simulator: the
 * lifecycle (as a pure state machine), the form and image rules with their exact messages, and
 * the small display rules (theme truncation, unread counting).
 */
import { setup, transition } from 'xstate';
import type { FeedbackMessage, FeedbackStatus, FeedbackType } from './types/feedback.types';
import { isEmail, isPhone, messages } from './validation';

export const FEEDBACK_PAGE_SIZE = 10;
export const FEEDBACK_CONTENT_MAX = 500;
export const CONTACT_NAME_MAX = 10;
export const CONTACT_INFO_MAX = 100;
export const THEME_MAX = 50;
export const FEEDBACK_IMAGE_MAX_COUNT = 3;
export const FEEDBACK_IMAGE_MAX_BYTES = 3 * 1024 * 1024;
export const FEEDBACK_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/jpg'] as const;
export const AUTO_END_DAYS = 10;
export const AUTO_END_MS = AUTO_END_DAYS * 24 * 60 * 60 * 1000;

export const FEEDBACK_TYPE_TEXT: Record<FeedbackType, string> = {
  1: '体验感受',
  2: '产品建议',
  3: '技术性能',
  4: '其他',
};
export const FEEDBACK_STATUS_TEXT: Record<FeedbackStatus, string> = {
  0: '待回复',
  1: '已回复',
  2: '已解决',
  3: '已解决',
};
/** Message sender types shown in a thread (4 is never shown). */
export const MSG_FROM_TEXT: Record<1 | 2 | 3, string> = { 1: '我的反馈', 2: '我的回复', 3: '平台回复' };

export const feedbackMessages = {
  sent: '您的反馈已发送，工作人员将在3个工作日内回复',
  replied: '已回复',
  resolved: '反馈已解决',
  autoEnded: '10日内无新回复，当前反馈已自动结束',
  empty: '暂无反馈数据',
  replyRequired: '请填写回复内容',
  contentTooLong: `反馈内容不能超过${FEEDBACK_CONTENT_MAX}字`,
  replyTooLong: `回复内容不能超过${FEEDBACK_CONTENT_MAX}字`,
  contactNameTooLong: `联系人不能超过${CONTACT_NAME_MAX}个字`,
  contactInfoTooLong: `联系方式不能超过${CONTACT_INFO_MAX}个字`,
  duplicateImage: '该图片已添加，请勿重复上传',
  notFound: '反馈不存在',
  awaitingReply: '反馈待平台回复，暂不能标记为已解决',
  markedResolved: '感谢您的认可，反馈已标记为已解决',
  guestMissing: '游客会话不存在，请刷新页面后重试',
} as const;

// ---------------------------------------------------------------------------------------------
// Lifecycle: 0 待回复 → 1 已回复 (platform answers); a user reply → 0; like/resolve → 2;
// 10 days without a new message after the platform's answer → 3 (auto-ended).

export type FeedbackLifecycleEvent =
  | { type: 'FEEDBACK.PLATFORM_REPLY' }
  | { type: 'FEEDBACK.USER_REPLY' }
  | { type: 'FEEDBACK.RESOLVE' }
  /** The clock moved on: `idleMs` is the time since the thread's last message. */
  | { type: 'FEEDBACK.CLOCK'; idleMs: number };

const STATE_OF = { 0: 'pending', 1: 'replied', 2: 'resolved', 3: 'autoEnded' } as const;
type LifecycleState = (typeof STATE_OF)[FeedbackStatus];
const STATUS_OF: Record<LifecycleState, FeedbackStatus> = { pending: 0, replied: 1, resolved: 2, autoEnded: 3 };

/**
 * Only an answered thread ends by itself: a thread waiting for the platform stays open (staff
 * promise an answer within 3 working days), one waiting for the user ends after 10 quiet days.
 */
export const feedbackLifecycleMachine = setup({
  types: {} as { events: FeedbackLifecycleEvent },
  guards: {
    quietTooLong: ({ event }) => event.type === 'FEEDBACK.CLOCK' && event.idleMs >= AUTO_END_MS,
  },
}).createMachine({
  id: 'feedbackLifecycle',
  initial: 'pending',
  states: {
    pending: {
      on: { 'FEEDBACK.PLATFORM_REPLY': 'replied', 'FEEDBACK.USER_REPLY': 'pending' },
    },
    replied: {
      on: {
        'FEEDBACK.PLATFORM_REPLY': 'replied',
        'FEEDBACK.USER_REPLY': 'pending',
        'FEEDBACK.RESOLVE': 'resolved',
        'FEEDBACK.CLOCK': { guard: 'quietTooLong', target: 'autoEnded' },
      },
    },
    resolved: { type: 'final' },
    autoEnded: { type: 'final' },
  },
});

/** The status after `event`, or undefined when the lifecycle does not allow it. */
export function nextFeedbackStatus(status: FeedbackStatus, event: FeedbackLifecycleEvent): FeedbackStatus | undefined {
  const from = feedbackLifecycleMachine.resolveState({ value: STATE_OF[status], context: {} });
  if (!from.can(event)) return undefined;
  const [next] = transition(feedbackLifecycleMachine, from, event);
  return STATUS_OF[next.value as LifecycleState];
}

/** Status after applying the clock; unchanged when nothing is due. */
export function statusAfterClock(status: FeedbackStatus, lastActivityMs: number, nowMs: number): FeedbackStatus {
  return nextFeedbackStatus(status, { type: 'FEEDBACK.CLOCK', idleMs: nowMs - lastActivityMs }) ?? status;
}

/** Why replies are closed (the disabled reply button's hint), or undefined while open. */
export function replyBlockedReason(status: FeedbackStatus): string | undefined {
  if (status === 2) return feedbackMessages.resolved;
  if (status === 3) return feedbackMessages.autoEnded;
  return undefined;
}

/** Whether the user may mark the thread resolved now: only once the platform has answered. */
export const canResolve = (status: FeedbackStatus): boolean =>
  nextFeedbackStatus(status, { type: 'FEEDBACK.RESOLVE' }) !== undefined;

/**
 * The resolve button on the newest message (SPEC section 4): shown whenever the status is not 0;
 * pressable while answered, and once ended (2 resolved, 3 auto-ended) shown as done, disabled,
 * with the reason.
 */
export type ResolveButtonState = 'hidden' | 'enabled' | 'done';
export function resolveButtonState(status: FeedbackStatus): ResolveButtonState {
  if (status === 0) return 'hidden';
  return canResolve(status) ? 'enabled' : 'done';
}

// ---------------------------------------------------------------------------------------------
// Display rules

export const truncateTheme = (text: string): string =>
  text.length > THEME_MAX ? `${text.slice(0, THEME_MAX)}...` : text;

export const unreadPlatformCount = (list: readonly Pick<FeedbackMessage, 'msgFromType' | 'userIsRead'>[]): number =>
  list.filter((m) => m.msgFromType === 3 && !m.userIsRead).length;

// ---------------------------------------------------------------------------------------------
// Form rules (SPEC section 5)

export interface FeedbackFormValues {
  feedbackType: FeedbackType | 0;
  content: string;
  contactName: string;
  contactInfo: string;
}
export type FeedbackFormErrors = Partial<Record<keyof FeedbackFormValues, string>>;

export const emptyFeedbackForm = (): FeedbackFormValues => ({
  feedbackType: 0,
  content: '',
  contactName: '',
  contactInfo: '',
});

/** Whitespace-only content is cleared, so the user sees the required message, not blanks. */
export const normalizeContent = (value: string): string => (value.trim() === '' ? '' : value);

export const isContactInfoValid = (value: string): boolean => isPhone(value.trim()) || isEmail(value.trim());

export function validateFeedbackForm(values: FeedbackFormValues): FeedbackFormErrors {
  const errors: FeedbackFormErrors = {};
  if (!values.feedbackType) errors.feedbackType = messages.feedbackTypeRequired;
  // Counted as the counter beside the box counts: without the spaces and line breaks around it.
  const content = values.content.trim();
  if (!content) errors.content = messages.feedbackContentRequired;
  else if (content.length > FEEDBACK_CONTENT_MAX) errors.content = feedbackMessages.contentTooLong;
  if (values.contactName.length > CONTACT_NAME_MAX) errors.contactName = feedbackMessages.contactNameTooLong;
  if (values.contactInfo.length > CONTACT_INFO_MAX) errors.contactInfo = feedbackMessages.contactInfoTooLong;
  else if (values.contactInfo.trim() && !isContactInfoValid(values.contactInfo))
    errors.contactInfo = messages.contactInvalid;
  return errors;
}

export function validateReply(content: string): string | undefined {
  const counted = content.trim();
  if (!counted) return feedbackMessages.replyRequired;
  return counted.length > FEEDBACK_CONTENT_MAX ? feedbackMessages.replyTooLong : undefined;
}

export interface ImageLike {
  name: string;
  size: number;
  type: string;
}

const hasImageExtension = (name: string): boolean => /\.(jpe?g|png)$/i.test(name);

/** One image's own rules: the type (by part type, else extension) and the 3 MB limit. */
export function imageFileError(file: ImageLike): string | undefined {
  const typeOk = file.type
    ? (FEEDBACK_IMAGE_TYPES as readonly string[]).includes(file.type)
    : hasImageExtension(file.name);
  if (!typeOk) return messages.imageType;
  return file.size > FEEDBACK_IMAGE_MAX_BYTES ? messages.imageSize : undefined;
}

/**
 * Adds picked images to those already chosen: each is checked in turn, duplicates (same name
 * and size) and anything past the third are refused. Returns the accepted list and the first
 * refusal message, so one bad pick never drops the good ones.
 */
export function addImages<F extends ImageLike>(
  chosen: readonly F[],
  picked: readonly F[],
): { images: F[]; error?: string } {
  const images = [...chosen];
  let error: string | undefined;
  for (const file of picked) {
    const problem =
      imageFileError(file) ??
      (images.some((f) => f.name === file.name && f.size === file.size)
        ? feedbackMessages.duplicateImage
        : undefined) ??
      (images.length >= FEEDBACK_IMAGE_MAX_COUNT ? messages.imageCount : undefined);
    if (problem) error ??= problem;
    else images.push(file);
  }
  return { images, error };
}
