/** The experience center's calls: the streamed chat and the meeting-minutes audio upload. */
import { http } from './http';
import { paths } from './paths';
import { streamPost, type StreamOptions } from './stream';

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** Model parameters and scenario choices sent along with the conversation. */
export type ChatStreamParams = Record<string, unknown>;

export interface ChatStreamRequest {
  messages: readonly ChatTurn[];
  params: ChatStreamParams;
}

export const streamChat = ({ messages, params }: ChatStreamRequest, options: StreamOptions): Promise<void> =>
  streamPost(
    paths.chat.stream,
    { ...params, messages: messages.map(({ role, content }) => ({ role, content })) },
    options,
  );

export interface MeetingMinutes {
  fileName: string;
  durationSeconds: number;
  transcript: { speaker: string; time: string; text: string }[];
  summary: string;
}

export function transcribeMeeting(file: File): Promise<MeetingMinutes> {
  const form = new FormData();
  form.append('file', file);
  return http
    .post<MeetingMinutes>(paths.chat.meetingMinutes, form, { silent: true, timeout: 120_000 })
    .then((r) => r.data);
}
