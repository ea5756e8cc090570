/**
 * The experience center's backend: a streamed chat answer composed for the chosen scenario
 * and persona, and the meeting-minutes upload (audio → transcript + summary).
 */
import { http } from 'msw';
import { paths } from '../../src/api/paths';
import { audioProblem, isScenarioId, MAX_TOKENS, TEMPERATURE } from '../../src/domain/experience';
import { composeAnswer, hashText } from '../rules/answers';
import { adminPost, ok, readForm, refuse, url, withAdmin } from '../rules/respond';
import { chunkText, streamResponse } from '../rules/stream';
import { findModel } from '../seed/models';

export const EXPERIENCE_READ = 'DevC:modelC:ExperienceC:read';
export const QUESTION_REQUIRED = '请输入问题内容';
export const QUESTION_TOO_LONG = '问题内容不能超过2000个字符';
export const UNKNOWN_MODEL = '模型不存在或已下线';
export const PARAM_OUT_OF_RANGE = '模型参数超出范围';
export const AUDIO_REQUIRED = '请上传会议录音';
const MAX_QUESTION = 2000;

interface ChatBody {
  messages: { role: string; content: string }[];
  scenario: string;
  model: string;
  persona: number;
  voice: number;
  temperature: number;
  maxTokens: number;
  /** Test hook: milliseconds between chunks (the demo uses the default). */
  chunkDelayMs: number;
}

const inRange = (value: unknown, { min, max }: { min: number; max: number }) =>
  value === undefined || (typeof value === 'number' && value >= min && value <= max);

function validate(body: Partial<ChatBody>): string {
  const messages = Array.isArray(body.messages) ? body.messages : [];
  const last = messages[messages.length - 1];
  const question = last?.role === 'user' && typeof last.content === 'string' ? last.content.trim() : '';
  if (!question) refuse(QUESTION_REQUIRED, 400);
  if (question.length > MAX_QUESTION) refuse(QUESTION_TOO_LONG, 400);
  if (body.model && !findModel(body.model)) refuse(UNKNOWN_MODEL, 404);
  if (!inRange(body.temperature, TEMPERATURE) || !inRange(body.maxTokens, MAX_TOKENS)) refuse(PARAM_OUT_OF_RANGE, 400);
  return question;
}

/** Chinese text is about one token per character: a small max-tokens cuts the answer short, as a model would. */
const truncate = (answer: string, maxTokens?: number) =>
  maxTokens && answer.length > maxTokens ? answer.slice(0, maxTokens) : answer;

function minutesFor(file: File) {
  const seed = hashText(`${file.name}:${file.size}`);
  // About 16 KB per second of compressed speech.
  const durationSeconds = Math.max(30, Math.round(file.size / 16_000));
  const speakers = ['主持人', '产品经理', '研发负责人', '测试负责人'];
  const lines = [
    '大家好，今天主要同步一下新版本的上线计划和风险。',
    '需求这边已经冻结，剩下两个体验问题本周内修复。',
    '研发进度正常，接口联调预计周三完成，性能压测放在周四。',
    '测试用例已经评审，回归测试需要两天，建议周五下午再发版。',
    '那就定在周五下午发布，出现严重问题立即回滚。',
    '会后我把待办整理到群里，大家按时间节点跟进。',
  ];
  const transcript = lines.map((text, i) => {
    const second = Math.round((durationSeconds / lines.length) * i);
    const time = `${String(Math.floor(second / 60)).padStart(2, '0')}:${String(second % 60).padStart(2, '0')}`;
    return { speaker: speakers[(i + (seed % 2)) % speakers.length], time, text };
  });
  const summary = [
    '## 会议摘要',
    '**主题**：新版本上线计划与风险同步',
    '',
    '### 结论',
    '1. 需求已冻结，发布时间定为本周五下午；',
    '2. 出现严重问题立即回滚。',
    '',
    '### 待办',
    '- 产品经理：本周内修复剩余两个体验问题',
    '- 研发负责人：周三完成接口联调，周四完成性能压测',
    '- 测试负责人：完成两天回归测试并输出报告',
  ].join('\n');
  return { fileName: file.name, durationSeconds, transcript, summary };
}

export const chatHandlers = [
  adminPost<ChatBody>(paths.chat.stream, [EXPERIENCE_READ], (body, { request }) => {
    const prompt = validate(body);
    const answer = composeAnswer({
      scenario: isScenarioId(body.scenario) ? body.scenario : undefined,
      prompt,
      persona: body.voice === 1 ? body.persona : undefined,
      origin: new URL(request.url).origin,
    });
    const delayMs = typeof body.chunkDelayMs === 'number' ? Math.max(0, Math.min(body.chunkDelayMs, 500)) : undefined;
    return streamResponse(chunkText(truncate(answer, body.maxTokens)), { delayMs, signal: request.signal });
  }),
  http.post(
    url(paths.chat.meetingMinutes),
    withAdmin([EXPERIENCE_READ], async ({ request }) => {
      const file = (await readForm(request)).get('file');
      // Not `instanceof File`: under msw/node the body's File comes from another realm.
      if (file === null || typeof file === 'string' || file.size === 0) return refuse(AUDIO_REQUIRED, 400);
      const problem = audioProblem(file);
      if (problem) refuse(problem, 400);
      return ok(minutesFor(file));
    }),
  ),
];
