/**
 * The developer playground (platform extension, not SPEC): one streamed call with the model's
 * parameters, answered with its tokens, latency and cost at the end; or one prompt to 2–3
 * models side by side. Console calls are made with the session, kept in the usage ledger
 * under the 调试台 app, and count toward budgets and rate limits like any call.
 */
import type { CompareBody, CompareResult, PlaygroundCallBody } from '../../src/domain/types/playground.types';
import { paths } from '../../src/api/paths';
import {
  compareModelsError,
  PLAYGROUND_PARAMS,
  playgroundErrors,
  type PlaygroundRequest,
} from '../../src/domain/playground';
import { REQUEST_ID_HEADER } from '../../src/domain/types/gateway.types';
import type { LimitStack } from '../../src/domain/limitStack';
import type { UserRow } from '../db/models';
import {
  answer,
  chatModel,
  isRefusal,
  parameterRefusal,
  type GatewayAnswer,
  type GatewayRefusal,
} from '../rules/gateway';
import { decideLimits, limitHeaders } from '../rules/limitStack';
import { adminPost, fail, ok, refuse } from '../rules/respond';
import { chunkText, streamResponse } from '../rules/stream';
import { newRequestId, recordCall } from '../rules/usageLedger';
import { PLAYGROUND_APP } from '../seed/usage';
import { EXPERIENCE_READ } from './chat';

/** The body as a complete request: absent parameters take the form's initial values. */
function requestOf(body: Partial<PlaygroundCallBody>, model: string): PlaygroundRequest {
  const num = (v: unknown, fallback: number) => (v === undefined ? fallback : typeof v === 'number' ? v : Number.NaN);
  return {
    model,
    systemPrompt: typeof body.systemPrompt === 'string' ? body.systemPrompt : '',
    prompt: typeof body.prompt === 'string' ? body.prompt : '',
    temperature: num(body.temperature, PLAYGROUND_PARAMS.temperature.initial),
    topP: num(body.topP, PLAYGROUND_PARAMS.topP.initial),
    maxTokens: num(body.maxTokens, PLAYGROUND_PARAMS.maxTokens.initial),
    stop: Array.isArray(body.stop) ? body.stop.map(String) : [],
  };
}

const consoleCall = { keyId: '', keyName: '', appId: PLAYGROUND_APP.id, appName: PLAYGROUND_APP.name };

type Refused = GatewayRefusal & { limits?: LimitStack };

/**
 * Runs one model: the answer, or the refusal. A call the account's limits stopped is recorded at
 * no cost with the limits checked; bad parameters never reached the model.
 */
async function run(
  user: UserRow,
  req: PlaygroundRequest,
  requestId = newRequestId(),
): Promise<GatewayAnswer | Refused> {
  const model = chatModel(req.model);
  if (isRefusal(model)) return model;
  const invalid = parameterRefusal(model, req);
  if (invalid) return invalid;
  const { stack, refusal } = decideLimits({ owner: user, model: model.id, detail: model, ip: '' });
  if (refusal) {
    await recordCall(user, {
      ...consoleCall,
      requestId,
      model: model.id,
      tokensIn: 0,
      tokensOut: 0,
      costCents: 0,
      latencyMs: 0,
      status: refusal.status,
      errorCode: refusal.code ?? '',
      limitStack: JSON.stringify(stack),
    });
    return { ...refusal, limits: stack };
  }
  const reply = answer(model, req);
  await recordCall(user, {
    ...consoleCall,
    requestId,
    limitStack: JSON.stringify(stack),
    model: model.id,
    tokensIn: reply.usage.tokensIn,
    tokensOut: reply.usage.tokensOut,
    costCents: reply.costCents,
    latencyMs: reply.usage.latencyMs,
    status: 200,
  });
  return reply;
}

const pg = paths.playground;

export const playgroundHandlers = [
  adminPost<PlaygroundCallBody & { chunkDelayMs: number }>(
    pg.chat,
    [EXPERIENCE_READ],
    async (body, { user, request }) => {
      // Like the gateway's: the id the console's call is found by in 调用日志.
      const requestId = newRequestId();
      const result = await run(user, requestOf(body, typeof body.model === 'string' ? body.model : ''), requestId);
      const delayMs = typeof body.chunkDelayMs === 'number' ? Math.max(0, Math.min(body.chunkDelayMs, 500)) : undefined;
      const response = isRefusal(result)
        ? fail(result.message, result.status)
        : streamResponse(chunkText(result.content), {
            delayMs,
            signal: request.signal,
            trailer: { usage: result.usage },
          });
      const refused = isRefusal(result) ? limitHeaders((result as Refused).limits) : {};
      for (const [name, value] of Object.entries({ ...refused, [REQUEST_ID_HEADER]: requestId }))
        response.headers.set(name, value);
      return response;
    },
  ),
  adminPost<CompareBody>(pg.compare, [EXPERIENCE_READ], async (body, { user }) => {
    const models = Array.isArray(body.models) ? body.models.map(String) : [];
    const problem = compareModelsError(models);
    if (problem) refuse(problem, 400);
    // The same parameters for every model: a bad one is the request's problem, not one model's.
    const shared = requestOf(body, models[0]);
    const paramProblem = Object.values(playgroundErrors(shared))[0];
    if (paramProblem) refuse(paramProblem, 400);
    const results: CompareResult[] = [];
    for (const model of models) {
      const result = await run(user, { ...shared, model });
      results.push(
        isRefusal(result) ? { model, error: result.message } : { model, content: result.content, usage: result.usage },
      );
    }
    return ok(results);
  }),
];
