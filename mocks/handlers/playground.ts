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
import type { UserRow } from '../db/models';
import { answer, callRefusal, chatModel, isRefusal, type GatewayAnswer, type GatewayRefusal } from '../rules/gateway';
import { adminPost, ok, refuse } from '../rules/respond';
import { chunkText, streamResponse } from '../rules/stream';
import { recordCall } from '../rules/usageLedger';
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

/** Runs one model: the answer, or the refusal (recorded at no cost when the model exists). */
async function run(user: UserRow, req: PlaygroundRequest): Promise<GatewayAnswer | GatewayRefusal> {
  const model = chatModel(req.model);
  if (isRefusal(model)) return model;
  const refusal = callRefusal(user, model, req);
  if (refusal) {
    // Bad parameters never reached the model; a rate limit did stop a real call.
    if (refusal.status === 429)
      await recordCall(user, {
        ...consoleCall,
        model: model.id,
        tokensIn: 0,
        tokensOut: 0,
        costCents: 0,
        latencyMs: 0,
        status: 429,
      });
    return refusal;
  }
  const reply = answer(model, req);
  await recordCall(user, {
    ...consoleCall,
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
      const result = await run(user, requestOf(body, typeof body.model === 'string' ? body.model : ''));
      if (isRefusal(result)) return refuse(result.message, result.status);
      const delayMs = typeof body.chunkDelayMs === 'number' ? Math.max(0, Math.min(body.chunkDelayMs, 500)) : undefined;
      return streamResponse(chunkText(result.content), {
        delayMs,
        signal: request.signal,
        trailer: { usage: result.usage },
      });
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
