/**
 * The model gateway's rules, shared by the OpenAI-compatible chat endpoint (called with an API
 * key) and the playground (called from the console): which model may answer, the limits a call
 * must stay within, and the answer with its tokens, latency and cost. Every outcome is kept in
 * the usage ledger.
 */
import type { ModelDetail } from '../../src/domain/types/model.types';
import type { PlaygroundUsage } from '../../src/domain/types/playground.types';
import { playgroundErrors, playgroundMessages, type PlaygroundRequest } from '../../src/domain/playground';
import { deprecationNotice } from '../../src/domain/modelMarket';
import type { UserRow } from '../db/models';
import { composeAnswer } from './answers';
import { beijingDate } from './beijing';
import { now } from './clock';
import { hashText } from './random';
import { launchPriceOf, priceAt } from './priceVersions';
import { recentUse } from './usageLedger';
import { callChargeFen } from '../../src/domain/ledger';
import { findModel } from '../seed/models';
import { isChatModel, marketInfoOf } from '../seed/modelMarket';

export const gatewayMessages = {
  unknownModel: '模型不存在或已下线',
  modelRequired: '缺少必填参数 model',
  messagesRequired: '缺少必填参数 messages',
  badContent: 'messages 中的 content 须为字符串或内容片段数组',
  noImages: (model: string) => `模型 ${model} 不支持图片输入`,
  badJson: '请求体不是合法的 JSON',
  unknownPath: (method: string, path: string) => `接口不存在：${method} ${path}`,
  rpmReached: (model: string, rpm: number) => `模型 ${model} 每分钟请求数已达上限（RPM ${rpm}），请稍后重试或申请提额`,
  tpmReached: (model: string, tpm: number) => `模型 ${model} 每分钟tokens已达上限（TPM ${tpm}），请稍后重试或申请提额`,
} as const;

/**
 * A refusal with the HTTP status the gateway answers it with, and OpenAI's string `code` (and the
 * parameter at fault) that SDKs pass on; `retryAfter` is seconds, for limits that lift by themselves.
 */
export interface GatewayRefusal {
  status: number;
  message: string;
  code?: string;
  param?: string;
  retryAfter?: number;
}

/** The model, or why it cannot take a chat call now. */
export function chatModel(id: string): ModelDetail | GatewayRefusal {
  const model = findModel(id);
  if (!model) return { status: 404, message: gatewayMessages.unknownModel, code: 'model_not_found', param: 'model' };
  if (!isChatModel(model))
    return { status: 400, message: playgroundMessages.notChatModel(id), code: 'model_not_supported', param: 'model' };
  const { deprecationDate } = marketInfoOf(model);
  if (deprecationDate && deprecationDate <= beijingDate(now()))
    return {
      status: 410,
      message: deprecationNotice(deprecationDate, beijingDate(now())),
      code: 'model_deprecated',
      param: 'model',
    };
  return model;
}

export const isRefusal = (value: unknown): value is GatewayRefusal =>
  typeof value === 'object' && value !== null && 'status' in value && 'message' in value;

/** The OpenAI parameter each playground field is sent as. */
const OPENAI_PARAM: Readonly<Record<keyof PlaygroundRequest, string>> = {
  model: 'model',
  systemPrompt: 'messages',
  prompt: 'messages',
  temperature: 'temperature',
  topP: 'top_p',
  maxTokens: 'max_tokens',
  stop: 'stop',
};

/** Parameters out of range, named as the OpenAI body spells them. (The call's limits are the limit stack's.) */
export function parameterRefusal(model: ModelDetail, req: PlaygroundRequest): GatewayRefusal | undefined {
  const problem = Object.entries(playgroundErrors(req, model.limits.maxOutputTokens))[0] as
    [keyof PlaygroundRequest, string] | undefined;
  return problem
    ? { status: 400, message: problem[1], code: 'invalid_value', param: OPENAI_PARAM[problem[0]] }
    : undefined;
}

/** A call's share of a rate window: requests and tokens. */
export interface WindowShare {
  requests: number;
  tokens: number;
}
export const NO_CALL: WindowShare = { requests: 0, tokens: 0 };

/** OpenAI's `x-ratelimit-*` headers for a user's window on a model, counting the call being answered. */
export function rateLimitHeaders(user: UserRow, model: ModelDetail, thisCall: WindowShare): Record<string, string> {
  const use = recentUse(user.id, model.id);
  const { rpm, tpm } = model.limits;
  return {
    'x-ratelimit-limit-requests': String(rpm),
    'x-ratelimit-remaining-requests': String(Math.max(0, rpm - use.requests - thisCall.requests)),
    'x-ratelimit-reset-requests': `${use.resetSeconds}s`,
    'x-ratelimit-limit-tokens': String(tpm),
    'x-ratelimit-remaining-tokens': String(Math.max(0, tpm - use.tokens - thisCall.tokens)),
    'x-ratelimit-reset-tokens': `${use.resetSeconds}s`,
  };
}

export interface GatewayAnswer {
  content: string;
  usage: PlaygroundUsage;
  costCents: number;
  /** Prompt tokens served from the prompt cache (billed at the cached price). */
  cachedTokens: number;
  /** When the first token would arrive, ms after the call. */
  firstTokenMs: number;
}

/** Share of the input price a cached prompt token costs. */
export const CACHED_INPUT_RATIO = 0.1;

/** Yuan per thousand tokens of a model at the price version in force at `at`: input, cached input, output. */
export function tokenPrices(model: ModelDetail, at?: string): { input: number; cachedInput: number; output: number } {
  const version = priceAt(model, at);
  if (!version)
    return {
      input: model.pricing.input,
      cachedInput: model.pricing.input * CACHED_INPUT_RATIO,
      output: model.pricing.output,
    };
  return { input: version.input / 1e9, cachedInput: version.cachedInput / 1e9, output: version.output / 1e9 };
}

/** Fen a call costs now with part of its prompt cached, at the price version in force (src/domain/ledger.ts rounds). */
export function cachedCallCostCents(
  model: ModelDetail,
  tokensIn: number,
  cachedTokens: number,
  tokensOut: number,
): number {
  return callChargeFen(priceAt(model) ?? launchPriceOf(model), tokensIn, cachedTokens, tokensOut);
}

/** Chinese text is about one token a character; a message carries a few tokens of framing. */
const tokensOf = (text: string): number => text.length;

/**
 * The model's answer: the composed reply cut at a stop sequence or at max tokens, with what it
 * cost. `prompt` is the gateway's count of the whole conversation and the part of it cached; the
 * playground sends one question and counts it itself.
 */
export function answer(
  model: ModelDetail,
  req: PlaygroundRequest,
  prompt?: { tokens: number; cached: number },
): GatewayAnswer {
  const seed = hashText(model.id);
  const lead =
    model.tags.includes('数学推理') || model.id.endsWith('-r1') ? '先梳理问题的关键点，再给出结论。\n\n' : '';
  let content = lead + composeAnswer({ prompt: req.prompt });
  let finishReason: PlaygroundUsage['finishReason'] = 'stop';
  const stopAt = req.stop.map((s) => (s ? content.indexOf(s) : -1)).filter((i) => i >= 0);
  if (stopAt.length) content = content.slice(0, Math.min(...stopAt));
  if (tokensOf(content) > req.maxTokens) {
    content = content.slice(0, req.maxTokens);
    finishReason = 'length';
  }
  const tokensIn = prompt?.tokens ?? tokensOf(req.systemPrompt) + tokensOf(req.prompt) + 8;
  const cachedTokens = prompt?.cached ?? 0;
  const tokensOut = tokensOf(content);
  const costCents = cachedCallCostCents(model, tokensIn, cachedTokens, tokensOut);
  // Each model has its own first-token delay and speed, so a comparison shows differences.
  const firstTokenMs = 200 + (seed % 700);
  const latencyMs = firstTokenMs + tokensOut * msPerToken(model);
  return {
    content,
    costCents,
    cachedTokens,
    firstTokenMs,
    usage: { tokensIn, tokensOut, cost: costCents / 100, latencyMs, finishReason },
  };
}

export const msPerToken = (model: ModelDetail): number => 8 + (hashText(model.id) % 23);

/** A chat-completions body read: the playground's request, the conversation's text, and its images. */
export interface OpenAiCall {
  req: PlaygroundRequest;
  /** Every message's text in order, as the prompt cache compares prompts. */
  transcript: string;
  messageCount: number;
  images: number;
  /** false: the model writes up to its usual length. */
  maxTokensGiven: boolean;
  stream: boolean;
  includeUsage: boolean;
}

/** What a call without max_tokens may write (or the model's own smaller limit). */
export const DEFAULT_MAX_TOKENS = 1024;
/** Tokens an image costs (a low-detail tile). */
export const IMAGE_TOKENS = 85;
/** Tokens each message's role and framing cost. */
const MESSAGE_TOKENS = 3;

/** `content` as text and a count of images, or undefined when it is neither a string nor parts. */
function readContent(content: unknown): { text: string; images: number } | undefined {
  if (typeof content === 'string') return { text: content, images: 0 };
  if (content === null || content === undefined) return { text: '', images: 0 };
  if (!Array.isArray(content)) return undefined;
  let text = '';
  let images = 0;
  for (const part of content as { type?: unknown; text?: unknown }[]) {
    if (part?.type === 'text' && typeof part.text === 'string') text += part.text;
    else if (part?.type === 'image_url') images += 1;
    else return undefined;
  }
  return { text, images };
}

/** The request as the OpenAI-compatible body spells it (snake_case), with the playground's defaults; or why it is refused. */
export function requestFromOpenAi(body: Record<string, unknown>): OpenAiCall | GatewayRefusal {
  if (typeof body.model !== 'string' || !body.model.trim())
    return { status: 400, message: gatewayMessages.modelRequired, code: 'missing_required_parameter', param: 'model' };
  if (!Array.isArray(body.messages) || body.messages.length === 0)
    return {
      status: 400,
      message: gatewayMessages.messagesRequired,
      code: 'missing_required_parameter',
      param: 'messages',
    };
  const read = (body.messages as { role?: unknown; content?: unknown }[]).map((m) => ({
    role: typeof m?.role === 'string' ? m.role : '',
    content: readContent(m?.content),
  }));
  if (read.some((m) => !m.content))
    return { status: 400, message: gatewayMessages.badContent, code: 'invalid_type', param: 'messages' };
  const messages = read as { role: string; content: { text: string; images: number } }[];
  const said = (...roles: string[]) => messages.filter((m) => roles.includes(m.role));
  const lastUser = said('user').at(-1)?.content;
  const num = (v: unknown, fallback: number) =>
    v === undefined || v === null ? fallback : typeof v === 'number' ? v : Number.NaN;
  const options = body.stream_options as { include_usage?: unknown } | undefined;
  return {
    req: {
      model: body.model.trim(),
      systemPrompt: said('system', 'developer')
        .map((m) => m.content.text)
        .join('\n'),
      // A question that is only an image still asks something.
      prompt: lastUser?.text || (lastUser?.images ? '请描述这张图片' : ''),
      temperature: num(body.temperature, 0.7),
      topP: num(body.top_p, 1),
      maxTokens: num(body.max_completion_tokens ?? body.max_tokens, DEFAULT_MAX_TOKENS),
      stop: typeof body.stop === 'string' ? [body.stop] : Array.isArray(body.stop) ? body.stop.map(String) : [],
    },
    transcript: messages.map((m) => `${m.role}:${m.content.text}`).join('\n'),
    messageCount: messages.length,
    images: messages.reduce((n, m) => n + m.content.images, 0),
    maxTokensGiven: (body.max_completion_tokens ?? body.max_tokens) !== undefined,
    stream: body.stream === true,
    includeUsage: body.stream === true && options?.include_usage === true,
  };
}

/** Prompt tokens of a call: its text, each message's framing, each image. */
export const promptTokens = (call: OpenAiCall): number =>
  tokensOf(call.transcript) + call.messageCount * MESSAGE_TOKENS + call.images * IMAGE_TOKENS;
