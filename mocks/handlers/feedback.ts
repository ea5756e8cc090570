/**
 * Feedback endpoints of SPEC section 7, user side (logged-in users and guests) and staff side.
 * The lifecycle and every limit come from src/domain/feedback.ts, so the portal and the
 * simulator refuse the same things with the same texts. The 10-day auto-end has no timer: it is
 * applied lazily, by the simulated clock, whenever a thread is read or written.
 */
import { http } from 'msw';
import { SESSION_HEADER, TOKEN_HEADER, paths } from '../../src/api/paths';
import type { Page } from '../../src/domain/types/common.types';
import type {
  Feedback,
  FeedbackMessage,
  FeedbackStatus,
  FeedbackType,
  MsgFromType,
} from '../../src/domain/types/feedback.types';
import type { UserType } from '../../src/domain/types/user.types';
import {
  FEEDBACK_IMAGE_MAX_COUNT,
  FEEDBACK_PAGE_SIZE,
  addImages,
  feedbackMessages,
  imageFileError,
  nextFeedbackStatus,
  replyBlockedReason,
  statusAfterClock,
  truncateTheme,
  validateFeedbackForm,
  validateReply,
  type FeedbackLifecycleEvent,
} from '../../src/domain/feedback';
import { messages } from '../../src/domain/validation';
import { tables, type FeedbackMessageRow, type FeedbackRow, type FileRow } from '../db/models';
import { resolveSession } from '../rules/auth';
import { now, nowIso } from '../rules/clock';
import { guestSessionFor, liveGuestSession } from '../rules/guests';
import { pageParams, paginate } from '../rules/paging';
import {
  adminPost,
  fail,
  ok,
  open,
  readForm,
  readJson,
  refuse,
  unauthorized,
  url,
  withAdmin,
  type RequestInfo,
} from '../rules/respond';
import { fileUrl, storeUpload } from '../rules/uploads';
import { compareText } from '../../src/domain/ordering';

const p = paths.feedback;
/** Replying needs no more than read: SPEC section 6 gives staff one code for feedback. */
const STAFF_CODES = ['MC:FeedbackManage:read'];

// ---------------------------------------------------------------------------------------------
// Who is asking: a logged-in user (by token) or a guest (by the x-session-id header).

interface Owner {
  key: string;
  userType: UserType;
  userName: string;
  userId?: string;
}

type OwnerLookup = { owner: Owner } | { response: Response };

function ownerOf(request: Request): OwnerLookup {
  if (request.headers.get(TOKEN_HEADER)) {
    const session = resolveSession(request);
    if (session.kind !== 'ok') return { response: unauthorized() };
    const { user } = session;
    return { owner: { key: user.id, userType: user.userRole === 1 ? 1 : 2, userName: user.userName, userId: user.id } };
  }
  const sessionId = liveGuestSession(request.headers.get(SESSION_HEADER));
  if (!sessionId) return { response: fail(feedbackMessages.guestMissing) };
  return { owner: { key: `guest:${sessionId}`, userType: 3, userName: '游客' } };
}

/** Feedback paths are open (SPEC section 9); the owner is whoever the credentials name. */
const asOwner = (handler: (info: RequestInfo & { owner: Owner }) => Response | Promise<Response>) =>
  open((info) => {
    const found = ownerOf(info.request);
    return 'response' in found ? found.response : handler({ ...info, owner: found.owner });
  });

// ---------------------------------------------------------------------------------------------
// Threads

const messagesOf = (feedbackId: string): FeedbackMessageRow[] =>
  tables.feedbackMessage
    .filter((m) => m.feedbackId === feedbackId)
    .sort((a, b) => compareText(a.createTime, b.createTime) || Number(a.id) - Number(b.id));

/** Applies the auto-end rule as of the simulated clock; returns the current row. */
async function settle(row: FeedbackRow): Promise<FeedbackRow> {
  const status = statusAfterClock(row.feedbackStatus as FeedbackStatus, Date.parse(row.lastActivityTime), now());
  return status === row.feedbackStatus
    ? row
    : ((await tables.feedback.patch(row.id, { feedbackStatus: status })) ?? row);
}

async function settleAll(rows: readonly FeedbackRow[]): Promise<FeedbackRow[]> {
  const settled = [];
  for (const row of rows) settled.push(await settle(row));
  return settled;
}

const newestFirst = (a: FeedbackRow, b: FeedbackRow): number =>
  a.createTime === b.createTime ? Number(b.id) - Number(a.id) : a.createTime < b.createTime ? 1 : -1;

const toMessage = (m: FeedbackMessageRow): FeedbackMessage => ({
  id: m.id,
  msgFromType: m.msgFromType as MsgFromType,
  msgContent: m.msgContent,
  imageUrlList: m.images.map(fileUrl),
  createTime: m.createTime,
  userIsRead: m.userIsRead,
});

function toFeedback(row: FeedbackRow, withContact: boolean): Feedback {
  const list = messagesOf(row.id);
  const feedback: Feedback = {
    feedbackId: row.id,
    createTime: row.createTime,
    feedbackType: row.feedbackType as FeedbackType,
    feedbackStatus: row.feedbackStatus as FeedbackStatus,
    // The whole first message: the portal truncates it for display (SPEC section 9).
    theme: list[0]?.msgContent ?? '',
    themeMsgUserIsRead: list.every((m) => m.userIsRead),
    msgList: list.map(toMessage),
    lastReplyTime: row.lastActivityTime,
  };
  if (withContact)
    Object.assign(feedback, {
      contactName: row.contactName,
      contactInfo: row.contactInfo,
      userType: row.userType as UserType,
      userName: row.userName,
    });
  return feedback;
}

function ownThread(owner: Owner, id: string): Promise<FeedbackRow> {
  const row = tables.feedback.get(id);
  if (!row || row.ownerKey !== owner.key) refuse(feedbackMessages.notFound);
  return settle(row);
}

function anyThread(id: string): Promise<FeedbackRow> {
  const row = tables.feedback.get(id);
  if (!row) refuse(feedbackMessages.notFound);
  return settle(row);
}

/** Moves the thread through the lifecycle, refusing what the lifecycle does not allow. */
async function advance(
  row: FeedbackRow,
  event: FeedbackLifecycleEvent,
  patch: Partial<FeedbackRow> = {},
): Promise<FeedbackRow> {
  const status = row.feedbackStatus as FeedbackStatus;
  const blocked = replyBlockedReason(status);
  if (blocked) refuse(blocked);
  const next = nextFeedbackStatus(status, event);
  if (next === undefined) refuse(feedbackMessages.awaitingReply);
  return (await tables.feedback.patch(row.id, { ...patch, feedbackStatus: next })) ?? row;
}

// ---------------------------------------------------------------------------------------------
// Images: multipart `files`, checked with the portal's rules, stored as uploads (rules/uploads.ts).

function mimeOf(file: File): string {
  if (file.type) return file.type;
  return /\.png$/i.test(file.name) ? 'image/png' : 'image/jpeg';
}

async function readImages(form: FormData, uploaderId: string): Promise<FileRow[]> {
  const files = form.getAll('files').filter((f): f is File => typeof f !== 'string');
  if (files.length > FEEDBACK_IMAGE_MAX_COUNT) refuse(messages.imageCount);
  for (const file of files) {
    const problem = imageFileError(file);
    if (problem) refuse(problem);
  }
  const { error } = addImages([], files);
  if (error) refuse(error);
  const stored = [];
  for (const file of files) {
    stored.push(
      await storeUpload({
        userId: uploaderId,
        name: file.name,
        mimeType: mimeOf(file),
        purpose: 'feedback',
        blob: file,
      }),
    );
  }
  return stored;
}

const formText = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

async function addMessage(
  feedbackId: string,
  from: 1 | 2 | 3,
  content: string,
  images: FileRow[],
  time: string,
): Promise<void> {
  await tables.feedbackMessage.insert({
    feedbackId,
    msgFromType: from,
    msgContent: content,
    images,
    createTime: time,
    // What the user wrote is read by definition; the platform's answer waits for them.
    userIsRead: from !== 3,
  });
}

const unreadCountOf = (ownerKey: string): number => {
  const ids = new Set(tables.feedback.filter((f) => f.ownerKey === ownerKey).map((f) => f.id));
  return tables.feedbackMessage.count((m) => ids.has(m.feedbackId) && m.msgFromType === 3 && !m.userIsRead);
};

const typeFilter = (value: unknown): number | undefined => {
  const n = Number(value);
  return value === undefined || value === null || value === '' || !Number.isInteger(n) ? undefined : n;
};

// ---------------------------------------------------------------------------------------------

export const feedbackHandlers = [
  http.get(
    url(p.sessionId),
    open(async ({ request }) => {
      const sessionId = await guestSessionFor(request);
      return typeof sessionId === 'string' ? ok(sessionId) : sessionId;
    }),
  ),

  http.get(
    url(p.unreadCount),
    asOwner(({ owner }) => ok(unreadCountOf(owner.key))),
  ),

  http.post(
    url(p.submit),
    asOwner(async ({ request, owner }) => {
      const form = await readForm(request);
      const values = {
        feedbackType: (Number(formText(form, 'feedbackType')) || 0) as FeedbackType | 0,
        content: formText(form, 'content'),
        contactName: formText(form, 'contactName').trim(),
        contactInfo: formText(form, 'contactInfo').trim(),
      };
      if (![1, 2, 3, 4].includes(values.feedbackType)) values.feedbackType = 0;
      const errors = validateFeedbackForm(values);
      const first = errors.feedbackType ?? errors.content ?? errors.contactName ?? errors.contactInfo;
      if (first) refuse(first);
      const images = await readImages(form, owner.userId ?? '');
      const time = nowIso();
      const row = await tables.feedback.insert({
        ownerKey: owner.key,
        userType: owner.userType,
        userName: owner.userName,
        feedbackType: values.feedbackType,
        feedbackStatus: 0,
        contactName: values.contactName,
        contactInfo: values.contactInfo,
        createTime: time,
        lastActivityTime: time,
      });
      await addMessage(row.id, 1, values.content, images, time);
      return ok(row.id);
    }),
  ),

  http.post(
    url(p.list),
    asOwner(async ({ request, owner }) => {
      const body = await readJson<{ pageNum: number; pageSize: number }>(request);
      const mine = (await settleAll(tables.feedback.filter((f) => f.ownerKey === owner.key))).sort(newestFirst);
      const rows = paginate(mine, pageParams(body, FEEDBACK_PAGE_SIZE));
      const page: Page<Feedback> = { ...rows, records: rows.records.map((r) => toFeedback(r, false)) };
      return ok(page);
    }),
  ),

  http.get(
    url(p.detail(':id')),
    asOwner(async ({ params, owner }) => {
      const row = await ownThread(owner, String(params.id));
      // Opening the thread is reading it (SPEC section 8): every platform answer becomes read.
      for (const m of tables.feedbackMessage.filter((m) => m.feedbackId === row.id && !m.userIsRead)) {
        await tables.feedbackMessage.patch(m.id, { userIsRead: true });
      }
      return ok(toFeedback(row, true));
    }),
  ),

  http.put(
    url(p.reply(':id')),
    asOwner(async ({ request, params, owner }) => {
      const row = await ownThread(owner, String(params.id));
      const form = await readForm(request);
      const content = formText(form, 'content');
      const invalid = replyBlockedReason(row.feedbackStatus as FeedbackStatus) ?? validateReply(content);
      if (invalid) refuse(invalid);
      const images = await readImages(form, owner.userId ?? '');
      const time = nowIso();
      await advance(row, { type: 'FEEDBACK.USER_REPLY' }, { lastActivityTime: time });
      await addMessage(row.id, 2, content, images, time);
      return ok(true);
    }),
  ),

  http.post(
    url(p.like(':id')),
    asOwner(async ({ params, owner }) => {
      const row = await ownThread(owner, String(params.id));
      await advance(row, { type: 'FEEDBACK.RESOLVE' });
      return ok(true);
    }),
  ),

  // Staff side (MC:FeedbackManage:read).
  adminPost<{ pageNum: number; pageSize: number; feedbackType: number; feedbackStatus: number }>(
    p.adminList,
    STAFF_CODES,
    async (body) => {
      const type = typeFilter(body.feedbackType);
      const status = typeFilter(body.feedbackStatus);
      const all = (await settleAll(tables.feedback.all()))
        .filter(
          (f) =>
            (type === undefined || f.feedbackType === type) && (status === undefined || f.feedbackStatus === status),
        )
        .sort(newestFirst);
      const rows = paginate(all, pageParams(body, FEEDBACK_PAGE_SIZE));
      return ok({ ...rows, records: rows.records.map((r) => toFeedback(r, true)) });
    },
  ),

  http.get(
    url(p.adminDetail(':id')),
    withAdmin(STAFF_CODES, async ({ params }) => ok(toFeedback(await anyThread(String(params.id)), true))),
  ),

  http.put(
    url(p.adminReply(':id')),
    withAdmin(STAFF_CODES, async ({ request, params, user }) => {
      const row = await anyThread(String(params.id));
      const form = await readForm(request);
      const content = formText(form, 'content');
      const invalid = replyBlockedReason(row.feedbackStatus as FeedbackStatus) ?? validateReply(content);
      if (invalid) refuse(invalid);
      const images = await readImages(form, user.id);
      const time = nowIso();
      await advance(row, { type: 'FEEDBACK.PLATFORM_REPLY' }, { lastActivityTime: time });
      await addMessage(row.id, 3, content, images, time);
      // A signed-in owner also gets a site message, so the header badge tells them.
      if (row.userType !== 3 && tables.user.get(row.ownerKey)) {
        await tables.message.insert({
          userId: row.ownerKey,
          content: `您的反馈“${truncateTheme(messagesOf(row.id)[0]?.msgContent ?? '')}”收到了平台回复，请在意见反馈中查看。`,
          createTime: time,
          isRead: false,
        });
      }
      return ok(true);
    }),
  ),
];
