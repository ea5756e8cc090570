/**
 * The model gateway, OpenAI-compatible as the official SDKs expect it: chat completions (whole or
 * streamed), the model list, and OpenAI's error shape for everything under its base path —
 * refusals, malformed JSON, unknown paths and crashes alike. Every answer carries x-request-id,
 * and every call made with a known key is kept in the usage ledger under that id (the request log).
 */
import { http, type PathParams } from 'msw';
import type {
  ChatCompletion,
  CompletionUsage,
  GatewayErrorBody,
  GatewayModel,
} from '../../src/domain/types/gateway.types';
import { REQUEST_ID_HEADER } from '../../src/domain/types/gateway.types';
import { GATEWAY_BASE_PATH, paths } from '../../src/api/paths';
import { apiKeyMessages } from '../../src/domain/apiKey';
import { keyScopeMessages } from '../../src/domain/keyScope';
import { keyRotationMessages } from '../../src/domain/keyRotation';
import type { LimitStack } from '../../src/domain/limitStack';
import { tables, type ApiKeyRow, type UserRow } from '../db/models';
import { StorageError, transact } from '../db/persist';
import { completionStream } from '../rules/completionStream';
import { now } from '../rules/clock';
import {
  answer,
  CACHED_INPUT_RATIO,
  NO_CALL,
  parameterRefusal,
  chatModel,
  DEFAULT_MAX_TOKENS,
  gatewayMessages,
  isRefusal,
  msPerToken,
  cachedCallCostCents,
  promptTokens,
  rateLimitHeaders,
  requestFromOpenAi,
  type GatewayRefusal,
} from '../rules/gateway';
import { guardCall } from '../rules/keyGuard';
import { cachedPrefixTokens } from '../rules/promptCache';
import { organisationRefusal } from '../rules/organisations';
import { matchSecret } from '../rules/keyRotation';
import { pricedNow } from '../rules/priceVersions';
import { decideLimits, limitHeaders, openStream } from '../rules/limitStack';
import { jsonResponse, url } from '../rules/respond';
import { alertAfterCall } from '../rules/webhooks';
import { newRequestId, recordCall, type CallRecord } from '../rules/usageLedger';
import { marketInfoOf } from '../seed/modelMarket';
import { findModel, modelCatalogue } from '../seed/models';
import { checkApiKey } from './developer';

const g = paths.gateway;

export const isGatewayPath = (pathname: string): boolean => pathname.toLowerCase().startsWith(`${GATEWAY_BASE_PATH}/`);

/** OpenAI's error `type` for each status; the SDKs pick their exception class by the status. */
function errorType(status: number, code: string | undefined): string {
  if (status === 401) return 'authentication_error';
  if (status === 403) return 'permission_error';
  if (status === 429)
    return code === 'monthly_cap_reached' || code === 'insufficient_balance'
      ? 'insufficient_quota'
      : 'rate_limit_error';
  if (status >= 500) return 'server_error';
  return 'invalid_request_error';
}

export const gatewayErrorBody = ({ status, message, code, param }: GatewayRefusal): GatewayErrorBody => ({
  error: { message, type: errorType(status, code), param: param ?? null, code: code ?? errorType(status, code) },
});

function gatewayError(refusal: GatewayRefusal, headers: Record<string, string> = {}): Response {
  const retry: Record<string, string> = refusal.retryAfter ? { 'retry-after': String(refusal.retryAfter) } : {};
  return jsonResponse(gatewayErrorBody(refusal), { status: refusal.status, headers: { ...retry, ...headers } });
}

/** The caller's address as the gateway sees it behind its proxy; a direct local call is 127.0.0.1. */
function callerIp(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip')?.trim() || '127.0.0.1';
}

const bearerOf = (request: Request): string =>
  request.headers
    .get('authorization')
    ?.replace(/^Bearer\s+/i, '')
    .trim() ?? '';

const keyRefusalCode: Readonly<Record<string, string>> = {
  [apiKeyMessages.invalid]: 'invalid_api_key',
  [apiKeyMessages.disabled]: 'api_key_disabled',
  [keyScopeMessages.expired]: 'api_key_expired',
  [keyRotationMessages.retired]: 'api_key_rotated',
};

/** The enabled key of an enabled user a request presents, or the 401 it gets. */
async function callerOf(request: Request): Promise<{ row: ApiKeyRow; owner: UserRow } | GatewayRefusal> {
  const checked = await checkApiKey(bearerOf(request), { expiry: false });
  if ('error' in checked)
    return { status: 401, message: checked.error, code: keyRefusalCode[checked.error] ?? 'invalid_api_key' };
  const owner = tables.user.get(checked.row.userId);
  return owner
    ? { row: checked.row, owner }
    : { status: 401, message: apiKeyMessages.invalid, code: 'invalid_api_key' };
}

/** The key a refused call presented, when it is a stored one: its owner sees the refusal in the request log. */
function storedKey(request: Request): { row: ApiKeyRow; owner: UserRow } | undefined {
  const row = matchSecret(bearerOf(request))?.row;
  const owner = row ? tables.user.get(row.userId) : undefined;
  return row && owner && owner.status === 1 ? { row, owner } : undefined;
}

const usageOf = (tokensIn: number, cached: number, tokensOut: number): CompletionUsage => ({
  prompt_tokens: tokensIn,
  completion_tokens: tokensOut,
  total_tokens: tokensIn + tokensOut,
  prompt_tokens_details: { cached_tokens: cached },
});

interface Call {
  request: Request;
  requestId: string;
}

async function chatCompletions({ request, requestId }: Call): Promise<Response> {
  const ip = callerIp(request);
  const caller = await callerOf(request);
  const raw = await request.text();
  let body: Record<string, unknown> | undefined;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    body =
      typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : undefined;
  } catch {
    body = undefined;
  }
  const named = typeof body?.model === 'string' ? body.model.trim() : '';
  const known = isRefusal(caller) ? storedKey(request) : caller;
  const record: CallRecord = {
    requestId,
    keyId: known?.row.id ?? '',
    keyName: known?.row.name ?? '',
    model: named,
    appId: '',
    appName: 'API 直连',
    clientIp: ip,
    stream: body?.stream === true,
    tokensIn: 0,
    tokensOut: 0,
    costCents: 0,
    latencyMs: 0,
    status: 200,
  };
  // Set once the call reaches its limits: every later answer, refusal or not, is logged with them.
  const checked: { limits?: LimitStack } = {};
  const refuse = async (refusal: GatewayRefusal, headers: Record<string, string> = {}) => {
    const { limits } = checked;
    // An unknown key belongs to no one: nothing to record.
    if (known)
      await recordCall(known.owner, {
        ...record,
        status: refusal.status,
        errorCode: refusal.code ?? '',
        errorBody: JSON.stringify(gatewayErrorBody(refusal)),
        limitStack: limits ? JSON.stringify(limits) : '',
      });
    return gatewayError(refusal, { ...limitHeaders(limits), ...headers });
  };
  if (isRefusal(caller)) return refuse(caller);
  if (!body) return refuse({ status: 400, message: gatewayMessages.badJson, code: 'invalid_json' });
  const call = requestFromOpenAi(body);
  if (isRefusal(call)) return refuse(call);
  const { row, owner } = caller;
  const guarded = await guardCall(row, owner, { model: named, ip, requestId });
  if (guarded) return refuse(guarded);
  // An organisation's key is paid by its wallet, within its holder's monthly cap.
  const organisation = organisationRefusal(row.id);
  if (organisation) return refuse(organisation);
  const model = chatModel(named);
  const decided = decideLimits({ owner, model: named, detail: isRefusal(model) ? undefined : model, ip, key: row });
  checked.limits = decided.stack;
  if (decided.refusal)
    return refuse(
      decided.refusal,
      decided.refusal.status === 429 && !isRefusal(model) ? rateLimitHeaders(owner, model, NO_CALL) : {},
    );
  if (isRefusal(model)) return refuse(model);
  if (call.images > 0 && !marketInfoOf(model).capabilityCodes.includes('vision'))
    return refuse({
      status: 400,
      message: gatewayMessages.noImages(model.id),
      code: 'image_input_not_supported',
      param: 'messages',
    });
  const req = call.maxTokensGiven
    ? call.req
    : { ...call.req, maxTokens: Math.min(DEFAULT_MAX_TOKENS, model.limits.maxOutputTokens) };
  const invalid = parameterRefusal(model, req);
  if (invalid) return refuse(invalid);

  const tokensIn = promptTokens(call);
  const cached = cachedPrefixTokens(owner.id, model.id, call.transcript);
  const reply = answer(model, req, { tokens: tokensIn, cached });
  const headers = rateLimitHeaders(owner, model, { requests: 1, tokens: tokensIn + reply.usage.tokensOut });
  const id = `chatcmpl-${requestId.slice(4, 28)}`;
  const created = Math.floor(now() / 1000);
  const billed = {
    ...record,
    model: model.id,
    tokensIn,
    cachedTokens: cached,
    firstTokenMs: reply.firstTokenMs,
    limitStack: JSON.stringify(decided.stack),
  };
  if (!call.stream) {
    await recordCall(owner, {
      ...billed,
      tokensOut: reply.usage.tokensOut,
      costCents: reply.costCents,
      latencyMs: reply.usage.latencyMs,
    });
    const completion: ChatCompletion = {
      id,
      object: 'chat.completion',
      created,
      model: model.id,
      system_fingerprint: null,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: reply.content, refusal: null },
          logprobs: null,
          finish_reason: reply.usage.finishReason,
        },
      ],
      usage: usageOf(tokensIn, cached, reply.usage.tokensOut),
    };
    return jsonResponse(completion, { headers });
  }
  const release = openStream(owner.id, model.id);
  return completionStream({
    id,
    model: model.id,
    created,
    content: reply.content,
    finishReason: reply.usage.finishReason,
    usage: usageOf(tokensIn, cached, reply.usage.tokensOut),
    includeUsage: call.includeUsage,
    headers,
    signal: request.signal,
    // Billed when the stream ends, for the text that was sent: a caller who leaves pays for less.
    onEnd: (delivered, disconnected) =>
      transact(async () => {
        release();
        const tokensOut = delivered.length;
        await recordCall(owner, {
          ...billed,
          tokensOut,
          costCents: cachedCallCostCents(model, tokensIn, cached, tokensOut),
          latencyMs: reply.firstTokenMs + tokensOut * msPerToken(model),
          outcome: disconnected ? 'disconnected' : '',
        });
      }),
  });
}

function gatewayModel(id: string): GatewayModel | undefined {
  const found = findModel(id);
  if (!found) return undefined;
  const m = pricedNow(found);
  const market = marketInfoOf(m);
  const released = m.versions.map((v) => v.releaseDate).sort()[0] ?? m.updatedAt;
  return {
    id: m.id,
    object: 'model',
    created: Math.floor(Date.parse(`${released.slice(0, 10)}T00:00:00+08:00`) / 1000) || 0,
    owned_by: m.provider,
    context_length: m.contextLength,
    max_output_tokens: m.limits.maxOutputTokens,
    pricing: {
      input: market.inputPricePerMillion,
      cached_input:
        market.inputPricePerMillion === null
          ? null
          : Math.round(market.inputPricePerMillion * CACHED_INPUT_RATIO * 1e4) / 1e4,
      output: market.outputPricePerMillion,
      currency: 'CNY',
      unit: 'per_million_tokens',
    },
    capabilities: market.capabilityCodes,
    deprecation_date: market.deprecationDate || null,
  };
}

async function listModels({ request }: Call): Promise<Response> {
  const caller = await callerOf(request);
  if (isRefusal(caller)) return gatewayError(caller);
  return jsonResponse({ object: 'list', data: modelCatalogue.map((m) => gatewayModel(m.id)).filter(Boolean) });
}

async function retrieveModel({ request, params }: Call & { params: PathParams }): Promise<Response> {
  const caller = await callerOf(request);
  if (isRefusal(caller)) return gatewayError(caller);
  const model = gatewayModel(String(params.id ?? ''));
  return model
    ? jsonResponse(model)
    : gatewayError({ status: 404, message: gatewayMessages.unknownModel, code: 'model_not_found', param: 'model' });
}

/**
 * One gateway call as one unit of work, answered in OpenAI's shape whatever happens, with the
 * request id the caller can quote (and find in the request log).
 */
function gatewayRoute(run: (call: Call & { params: PathParams }) => Promise<Response>) {
  return async ({ request, params }: { request: Request; params: PathParams }): Promise<Response> => {
    const requestId = newRequestId();
    let response: Response;
    try {
      response = await transact(async () => {
        const answered = await run({ request, params, requestId });
        await alertAfterCall(requestId);
        return answered;
      });
    } catch (error) {
      if (!(error instanceof StorageError)) console.error('[simulator] gateway', request.method, request.url, error);
      response = gatewayError({ status: 500, message: '服务内部错误，请稍后重试', code: 'server_error' });
    }
    response.headers.set(REQUEST_ID_HEADER, requestId);
    return response;
  };
}

export const gatewayHandlers = [
  http.post(url(g.chatCompletions), gatewayRoute(chatCompletions)),
  http.get(url(g.models), gatewayRoute(listModels)),
  http.get(url(g.model(':id')), gatewayRoute(retrieveModel)),
  // Last: anything else under the base answers as OpenAI's API does for an unknown URL.
  http.all(
    url(g.any),
    gatewayRoute(({ request }) =>
      Promise.resolve(
        gatewayError({
          status: 404,
          message: gatewayMessages.unknownPath(request.method, new URL(request.url).pathname),
          code: 'unknown_url',
        }),
      ),
    ),
  ),
];
