/**
 * The model gateway's rules, shared by the OpenAI-compatible chat endpoint (called with an API
 * key) and the playground (called from the console): which model may answer, the limits a call
 * must stay within, and the answer with its tokens, latency and cost. Every outcome is kept in
 * the usage ledger.
 */
import type { ModelDetail } from '../../src/api/model.types';
import type { PlaygroundUsage } from '../../src/api/playground.types';
import { playgroundErrors, playgroundMessages, type PlaygroundRequest } from '../../src/machines/rules/playground';
import { deprecationNotice } from '../../src/machines/rules/modelMarket';
import type { UserRow } from '../db/models';
import { composeAnswer } from './answers';
import { beijingDate } from './beijing';
import { now } from './clock';
import { hashText } from './random';
import { recentUse } from './usageLedger';
import { findModel } from '../seed/models';
import { callCostCents, isChatModel, marketInfoOf } from '../seed/modelMarket';

export const gatewayMessages = {
  unknownModel: '模型不存在或已下线',
  rpmReached: (model: string, rpm: number) => `模型 ${model} 每分钟请求数已达上限（RPM ${rpm}），请稍后重试或申请提额`,
  tpmReached: (model: string, tpm: number) => `模型 ${model} 每分钟tokens已达上限（TPM ${tpm}），请稍后重试或申请提额`,
} as const;

/** A refusal with the HTTP status the gateway answers it with. */
export interface GatewayRefusal {
  status: number;
  message: string;
}

/** The model, or why it cannot take a chat call now. */
export function chatModel(id: string): ModelDetail | GatewayRefusal {
  const model = findModel(id);
  if (!model) return { status: 404, message: gatewayMessages.unknownModel };
  if (!isChatModel(model)) return { status: 400, message: playgroundMessages.notChatModel(id) };
  const { deprecationDate } = marketInfoOf(model);
  if (deprecationDate && deprecationDate <= beijingDate(now())) return { status: 410, message: deprecationNotice(deprecationDate, beijingDate(now())) };
  return model;
}

export const isRefusal = (value: unknown): value is GatewayRefusal => typeof value === 'object' && value !== null && 'status' in value && 'message' in value;

/** Parameters out of range, or the user's rate limit on the model reached. */
export function callRefusal(user: UserRow, model: ModelDetail, req: PlaygroundRequest): GatewayRefusal | undefined {
  const problem = Object.values(playgroundErrors(req, model.limits.maxOutputTokens))[0];
  if (problem) return { status: 400, message: problem };
  const use = recentUse(user.id, model.id);
  if (use.requests >= model.limits.rpm) return { status: 429, message: gatewayMessages.rpmReached(model.id, model.limits.rpm) };
  if (use.tokens >= model.limits.tpm) return { status: 429, message: gatewayMessages.tpmReached(model.id, model.limits.tpm) };
  return undefined;
}

export interface GatewayAnswer {
  content: string;
  usage: PlaygroundUsage;
  costCents: number;
}

/** Chinese text is about one token a character; a message carries a few tokens of framing. */
const tokensOf = (text: string): number => text.length;

/** The model's answer: the composed reply cut at a stop sequence or at max tokens, with what it cost. */
export function answer(model: ModelDetail, req: PlaygroundRequest): GatewayAnswer {
  const seed = hashText(model.id);
  const lead = model.tags.includes('数学推理') || model.id.endsWith('-r1') ? '先梳理问题的关键点，再给出结论。\n\n' : '';
  let content = lead + composeAnswer({ prompt: req.prompt });
  let finishReason: PlaygroundUsage['finishReason'] = 'stop';
  const stopAt = req.stop.map((s) => (s ? content.indexOf(s) : -1)).filter((i) => i >= 0);
  if (stopAt.length) content = content.slice(0, Math.min(...stopAt));
  if (tokensOf(content) > req.maxTokens) {
    content = content.slice(0, req.maxTokens);
    finishReason = 'length';
  }
  const tokensIn = tokensOf(req.systemPrompt) + tokensOf(req.prompt) + 8;
  const tokensOut = tokensOf(content);
  const costCents = callCostCents(model, tokensIn, tokensOut);
  // Each model has its own first-token delay and speed, so a comparison shows differences.
  const latencyMs = 200 + (seed % 700) + tokensOut * (8 + (seed % 23));
  return { content, costCents, usage: { tokensIn, tokensOut, cost: costCents / 100, latencyMs, finishReason } };
}

/** The request as the OpenAI-compatible body spells it (snake_case), with the playground's defaults. */
export function requestFromOpenAi(body: Record<string, unknown>): PlaygroundRequest {
  const messages = Array.isArray(body.messages) ? (body.messages as { role?: unknown; content?: unknown }[]) : [];
  const said = (role: string) => messages.filter((m) => m.role === role && typeof m.content === 'string').map((m) => m.content as string);
  const num = (v: unknown, fallback: number) => (v === undefined ? fallback : typeof v === 'number' ? v : Number.NaN);
  return {
    model: typeof body.model === 'string' ? body.model : '',
    systemPrompt: said('system').join('\n'),
    prompt: said('user').at(-1) ?? '',
    temperature: num(body.temperature, 0.7),
    topP: num(body.top_p, 1),
    maxTokens: num(body.max_tokens, 1024),
    stop: typeof body.stop === 'string' ? [body.stop] : Array.isArray(body.stop) ? body.stop.map(String) : [],
  };
}
