import { http } from './http';
import { paths } from './paths';
import type { Page } from '../domain/types/common.types';
import type { Feedback, FeedbackType } from '../domain/types/feedback.types';
import type { UserType } from '../domain/types/user.types';

const p = paths.feedback;

export interface FeedbackSubmit {
  feedbackType: FeedbackType;
  content: string;
  contactName?: string;
  contactInfo?: string;
  userType: UserType;
  files: File[];
}

function toForm(fields: Record<string, string | number | undefined>, files: File[]): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined && v !== '') form.append(k, String(v));
  files.forEach((f) => form.append('files', f));
  return form;
}

export const submitFeedback = ({ files, ...fields }: FeedbackSubmit) =>
  http.post<string>(p.submit, toForm({ ...fields }, files)).then((r) => r.data);
export const searchMyFeedback = (q: { pageNum: number; pageSize: number; userType: UserType }) =>
  http.post<Page<Feedback>>(p.list, q).then((r) => r.data);
export const getFeedbackDetail = (id: string, userType: UserType) =>
  http.get<Feedback>(p.detail(id), { params: { userType } }).then((r) => r.data);
export const replyFeedback = (id: string, content: string, userType: UserType, files: File[]) =>
  http.put<boolean>(p.reply(id), toForm({ content, userType }, files)).then((r) => r.data);
export const resolveFeedback = (id: string, userType: UserType) =>
  http.post<boolean>(p.like(id), { userType }).then((r) => r.data);
export const getUnreadFeedbackCount = (userType: UserType) =>
  http.get<number>(p.unreadCount, { params: { userType } }).then((r) => r.data);
export const searchAllFeedback = (q: {
  pageNum: number;
  pageSize: number;
  feedbackType?: number;
  feedbackStatus?: number;
}) => http.post<Page<Feedback>>(p.adminList, q).then((r) => r.data);
export const getFeedbackForStaff = (id: string) => http.get<Feedback>(p.adminDetail(id)).then((r) => r.data);
export const replyAsStaff = (id: string, content: string, files: File[]) =>
  http.put<boolean>(p.adminReply(id), toForm({ content }, files)).then((r) => r.data);
