/**
 * How large a request body each endpoint of the HTTP server takes. A body over its endpoint's
 * limit is refused with 413 before it is read: at once when Content-Length says so, else as soon
 * as the bytes received pass the limit. Uploads get what their own rules allow plus room for the
 * multipart envelope; everything else is JSON or a small form.
 */
import { paths } from '../src/api/paths';
import { AUDIO_MAX_MB } from '../src/domain/experience';
import { FEEDBACK_IMAGE_MAX_COUNT } from '../src/domain/feedback';
import { healthPaths } from './handlers/health';

const MB = 1024 * 1024;
/** Multipart boundaries, part headers and the form's text fields. */
const ENVELOPE = MB;

export const DEFAULT_BODY_LIMIT = MB;
export const CONTROL_BODY_LIMIT = 64 * 1024;

/** [path pattern (`:param` matches one segment), limit in bytes] */
const limits: Array<[string, number]> = [
  [paths.file.upload, 20 * MB + ENVELOPE],
  [paths.feedback.submit, FEEDBACK_IMAGE_MAX_COUNT * 3 * MB + ENVELOPE],
  [paths.feedback.reply(':id'), FEEDBACK_IMAGE_MAX_COUNT * 3 * MB + ENVELOPE],
  [paths.feedback.adminReply(':id'), FEEDBACK_IMAGE_MAX_COUNT * 3 * MB + ENVELOPE],
  [paths.knowledge.uploadList, 50 * MB + ENVELOPE],
  [paths.knowledge.uploadListById(':id'), 50 * MB + ENVELOPE],
  [paths.chat.meetingMinutes, AUDIO_MAX_MB * MB + ENVELOPE],
  // The deployment probe needs no login: it takes what the deployment test sends, and no more.
  [healthPaths.upload, 10 * MB],
];

const compiled = limits.map(([pattern, limit]) => {
  const source = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return [new RegExp(`^${source}/?$`, 'i'), limit] as const;
});

export function bodyLimitFor(pathname: string): number {
  return compiled.find(([pattern]) => pattern.test(pathname))?.[1] ?? DEFAULT_BODY_LIMIT;
}

const inMb = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

export const tooLargeMessage = (limit: number): string => `请求内容过大：此接口最多接受 ${inMb(limit)}`;
