/** Wire types of the feedback API (src/api/feedback.ts), shared by the client and the simulator. */
import type { UserType } from './user.types';

export type FeedbackType = 1 | 2 | 3 | 4;

export type FeedbackStatus = 0 | 1 | 2 | 3;

/** 1 my feedback, 2 my reply, 3 platform reply, 4 not shown. */
export type MsgFromType = 1 | 2 | 3 | 4;

export interface FeedbackMessage {
  id: string;
  msgFromType: MsgFromType;
  msgContent: string;
  imageUrlList: string[];
  createTime: string;
  userIsRead: boolean;
}

export interface Feedback {
  feedbackId: string;
  createTime: string;
  feedbackType: FeedbackType;
  feedbackStatus: FeedbackStatus;
  theme: string;
  themeMsgUserIsRead: boolean;
  msgList: FeedbackMessage[];
  contactName?: string;
  contactInfo?: string;
  userType?: UserType;
  userName?: string;
  lastReplyTime?: string;
}
