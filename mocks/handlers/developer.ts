/**
 * Developer management (开发管理): API keys, contracts and SDK auth codes. A key's full secret
 * leaves the simulator once, in the create (or rotate) response; lists carry it masked. A key
 * may be scoped (platform extension): allowed models, an IP allowlist, an expiry date and a
 * monthly spend cap, each enforced by the model gateway's chat endpoint with its own status.
 */
import { http, HttpResponse } from 'msw';
import { paths } from '../../src/api/paths';
import type { KeyScopeInput, KeyScopeUpdate, ScopedApiKey, ScopedCreatedKey } from '../../src/api/keys.types';
import { expiryInstant, fenToYuan, ipAllowed, keyScopeErrors, keyScopeMessages, splitAllowlist, yuanToFen } from '../../src/machines/rules/keyScope';
import type { AuthCode, Contract, ContractDetail, ContractQuery, AuthCodeQuery } from '../../src/api/developer.types';
import { MAX_KEYS, apiKeyMessages, keyNameError, maskKey } from '../../src/machines/rules/apiKey';
import { tables, type ApiKeyRow, type AuthCodeRow, type ContractRow, type UserRow } from '../db/models';
import { beijingDate } from '../rules/beijing';
import { now, nowIso } from '../rules/clock';
import { answer, callRefusal, chatModel, isRefusal, requestFromOpenAi, type GatewayRefusal } from '../rules/gateway';
import { keyMonthUsage, keyTotalCalls, recordCall } from '../rules/usageLedger';
import { modelCatalogue } from '../seed/models';
import { pageOf } from '../rules/paging';
import { adminPost, ok, open, readJson, refuse, text, url, withAdmin } from '../rules/respond';
import { recordAudit } from '../rules/audit';

/** A key's monthly cap as its audit entry shows it. */
const capText = (cents: number): string => (cents < 0 ? '不限' : `¥${(cents / 100).toFixed(2)}`);

const p = paths.developer;
const DEV_CODES = ['AccC:DevManage:read'];

export const developerMessages = {
  contractNotFound: '合同不存在',
  contractNotPending: '该合同当前不可签署',
  contractSigned: '签署成功',
} as const;

function secretHex(bytes: number): string {
  const buf = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buf);
  return Array.from(buf, (b) => b.toString(16).padStart(2, '0')).join('');
}

const isExpired = (row: ApiKeyRow): boolean => Boolean(row.expireDate) && expiryInstant(row.expireDate) < nowIso();

function toApiKey(row: ApiKeyRow, user: UserRow): ScopedApiKey {
  const month = keyMonthUsage(user, row);
  return {
    id: row.id,
    name: row.name,
    maskedKey: maskKey(row.secret),
    status: row.status,
    createTime: row.createTime,
    lastUsedTime: row.lastUsedTime,
    allowedModels: row.allowedModels,
    ipAllowlist: row.ipAllowlist,
    expireDate: row.expireDate,
    monthlyCap: row.monthlyCapCents < 0 ? null : row.monthlyCapCents / 100,
    state: row.status !== 1 ? 'disabled' : isExpired(row) ? 'expired' : 'active',
    usage: { monthCost: month.costCents / 100, monthCalls: month.calls, totalCalls: keyTotalCalls(user, row) },
  };
}

const catalogueIds = modelCatalogue.map((m) => m.id);

/** The scope a create or update body asks for, checked as the key form checks it; refused with the first problem. */
function scopeOf(body: Partial<KeyScopeInput>): Pick<ApiKeyRow, 'name' | 'allowedModels' | 'ipAllowlist' | 'expireDate' | 'monthlyCapCents'> {
  const allowedModels = Array.isArray(body.allowedModels) ? [...new Set(body.allowedModels.map(String))] : [];
  const ipAllowlist = Array.isArray(body.ipAllowlist)
    ? body.ipAllowlist
        .map(String)
        .map((e) => e.trim())
        .filter(Boolean)
    : splitAllowlist(text(body.ipAllowlist));
  const cap = body.monthlyCap === null || body.monthlyCap === undefined || text(body.monthlyCap) === '' ? '' : text(body.monthlyCap);
  const form = { name: text(body.name), allowedModels, ipAllowlist: ipAllowlist.join('\n'), expireDate: text(body.expireDate), monthlyCap: cap };
  const errors = keyScopeErrors(form, beijingDate(now()), catalogueIds, keyNameError);
  const first = Object.values(errors)[0];
  if (first) refuse(first, 400);
  return { name: form.name, allowedModels, ipAllowlist, expireDate: form.expireDate, monthlyCapCents: cap === '' ? -1 : yuanToFen(cap) };
}

const toContract = ({ userId: _owner, content: _body, amount, status, ...rest }: ContractRow): Contract => ({
  ...rest,
  status: status === 2 || status === 3 ? status : 1,
  amount: amount / 100,
});

const toAuthCode = ({ userId: _owner, status, ...rest }: AuthCodeRow): AuthCode => ({ ...rest, status: status === 2 || status === 3 ? status : 1 });

const newestFirst = <T extends { createTime: string; id: string }>(a: T, b: T) => b.createTime.localeCompare(a.createTime) || Number(b.id) - Number(a.id);

/** The key a request presents, from `Authorization: Bearer sk-…` or a JSON body `{ key }`. */
async function presentedKey(request: Request): Promise<string> {
  const bearer = request.headers
    .get('authorization')
    ?.replace(/^Bearer\s+/i, '')
    .trim();
  if (bearer) return bearer;
  const body = await readJson<{ key: string }>(request.clone());
  return text(body.key);
}

/** The stored, enabled key of an enabled user, or the reason it is refused. */
export async function checkApiKey(secret: string): Promise<{ row: ApiKeyRow } | { error: string }> {
  const row = secret ? tables.apiKey.find((k) => k.secret === secret) : undefined;
  if (!row || tables.user.get(row.userId)?.status !== 1) return { error: apiKeyMessages.invalid };
  if (row.status !== 1) return { error: apiKeyMessages.disabled };
  if (isExpired(row)) return { error: keyScopeMessages.expired };
  await tables.apiKey.patch(row.id, { lastUsedTime: nowIso() });
  return { row };
}

function ownKey(userId: string, id: unknown): ApiKeyRow {
  const row = tables.apiKey.get(text(id));
  return row && row.userId === userId ? row : refuse(apiKeyMessages.notFound);
}

/** The caller's address as the gateway sees it behind its proxy; a direct local call is 127.0.0.1. */
function callerIp(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip')?.trim() || '127.0.0.1';
}

const gatewayError = ({ status, message }: GatewayRefusal): Response =>
  HttpResponse.json({ error: { message, type: status === 429 ? 'rate_limit_error' : status === 401 ? 'authentication_error' : 'invalid_request_error', code: status } }, { status });

/** A key's own limits, in the order a gateway checks them: where from, which model, how much this month. */
function scopeRefusal(row: ApiKeyRow, owner: UserRow, model: string, ip: string): GatewayRefusal | undefined {
  if (!ipAllowed(ip, row.ipAllowlist)) return { status: 403, message: keyScopeMessages.ipNotAllowed(ip) };
  if (row.allowedModels.length > 0 && !row.allowedModels.includes(model)) return { status: 403, message: keyScopeMessages.modelNotAllowed(model) };
  if (row.monthlyCapCents >= 0 && keyMonthUsage(owner, row).costCents >= row.monthlyCapCents) return { status: 429, message: keyScopeMessages.overCap(fenToYuan(row.monthlyCapCents)) };
  return undefined;
}

/** The platform's default chat model, for a call that names none. */
export const DEFAULT_CHAT_MODEL = 'sky-lite';
const DEFAULT_MAX_TOKENS = 1024;

async function gatewayCall(request: Request): Promise<Response> {
  const secret = await presentedKey(request);
  const row = secret ? tables.apiKey.find((k) => k.secret === secret) : undefined;
  const owner = row ? tables.user.get(row.userId) : undefined;
  const checked = await checkApiKey(secret);
  const body = await readJson<Record<string, unknown>>(request);
  const req = requestFromOpenAi(body);
  const modelId = req.model || DEFAULT_CHAT_MODEL;
  const record = { keyId: row?.id ?? '', keyName: row?.name ?? '', model: modelId, appId: '', appName: 'API 直连', tokensIn: 0, tokensOut: 0, costCents: 0, latencyMs: 0 };
  // An unknown key belongs to no one: nothing to record.
  if (!row || !owner || owner.status !== 1) return gatewayError({ status: 401, message: apiKeyMessages.invalid });
  const refuseCall = async (refusal: GatewayRefusal) => {
    await recordCall(owner, { ...record, status: refusal.status });
    return gatewayError(refusal);
  };
  if ('error' in checked) return refuseCall({ status: 401, message: checked.error });
  const scoped = scopeRefusal(row, owner, modelId, callerIp(request));
  if (scoped) return refuseCall(scoped);
  const model = chatModel(modelId);
  if (isRefusal(model)) return refuseCall(model);
  // Without max_tokens the model writes up to the usual 1,024 tokens (or its own smaller limit).
  const call = { ...req, model: modelId, maxTokens: body.max_tokens === undefined ? Math.min(DEFAULT_MAX_TOKENS, model.limits.maxOutputTokens) : req.maxTokens };
  const limited = callRefusal(owner, model, call);
  if (limited) return refuseCall(limited);
  const reply = answer(model, call);
  await recordCall(owner, { ...record, tokensIn: reply.usage.tokensIn, tokensOut: reply.usage.tokensOut, costCents: reply.costCents, latencyMs: reply.usage.latencyMs, status: 200 });
  return HttpResponse.json({
    id: `chatcmpl-${secretHex(6)}`,
    object: 'chat.completion',
    model: modelId,
    choices: [{ index: 0, message: { role: 'assistant', content: reply.content }, finish_reason: reply.usage.finishReason }],
    usage: { prompt_tokens: reply.usage.tokensIn, completion_tokens: reply.usage.tokensOut, total_tokens: reply.usage.tokensIn + reply.usage.tokensOut },
  });
}

export const developerHandlers = [
  http.post(
    url(p.keyList),
    withAdmin(DEV_CODES, ({ user }) =>
      ok(
        tables.apiKey
          .filter((k) => k.userId === user.id)
          .sort(newestFirst)
          .map((k) => toApiKey(k, user)),
      ),
    ),
  ),

  adminPost<KeyScopeInput>(p.keyCreate, DEV_CODES, async (body, { user, request }) => {
    const nameError = keyNameError(text(body.name));
    if (nameError) refuse(nameError);
    const scope = scopeOf(body);
    if (tables.apiKey.count((k) => k.userId === user.id) >= MAX_KEYS) refuse(apiKeyMessages.limitReached);
    const row = await tables.apiKey.insert({ ...scope, userId: user.id, secret: `sk-${secretHex(20)}`, status: 1, createTime: nowIso(), lastUsedTime: '' });
    const created: ScopedCreatedKey = { ...toApiKey(row, user), secret: row.secret };
    await recordAudit(request, { userId: user.id, actor: user, action: 'key.create', target: row.name });
    return ok(created);
  }),

  adminPost<KeyScopeUpdate>(p.keyUpdate, DEV_CODES, async (body, { user, request }) => {
    const row = ownKey(user.id, body.id);
    const updated = await tables.apiKey.patch(row.id, scopeOf(body));
    if (updated && updated.monthlyCapCents !== row.monthlyCapCents) {
      await recordAudit(request, { userId: user.id, actor: user, action: 'key.cap', target: row.name, before: capText(row.monthlyCapCents), after: capText(updated.monthlyCapCents) });
    }
    return ok(toApiKey(updated ?? row, user));
  }),

  http.post(
    url(p.keyRotate(':id')),
    withAdmin(DEV_CODES, async ({ params, user, request }) => {
      const row = ownKey(user.id, params.id);
      const rotated = (await tables.apiKey.patch(row.id, { secret: `sk-${secretHex(20)}` })) ?? row;
      await recordAudit(request, { userId: user.id, actor: user, action: 'key.rotate', target: row.name });
      const created: ScopedCreatedKey = { ...toApiKey(rotated, user), secret: rotated.secret };
      return ok(created);
    }),
  ),

  adminPost<{ id: string; status: number }>(p.keyUpdateStatus, DEV_CODES, async (body, { user, request }) => {
    const row = ownKey(user.id, body.id);
    const status = Number(body.status) === 1 ? 1 : 0;
    await tables.apiKey.patch(row.id, { status });
    if (status !== row.status) await recordAudit(request, { userId: user.id, actor: user, action: status ? 'key.unfreeze' : 'key.freeze', target: row.name });
    return ok(true);
  }),

  http.delete(
    url(p.keyDelete(':id')),
    withAdmin(DEV_CODES, async ({ params, user, request }) => {
      const row = ownKey(user.id, params.id);
      tables.apiKey.remove(row.id);
      await recordAudit(request, { userId: user.id, actor: user, action: 'key.delete', target: row.name });
      return ok(true);
    }),
  ),

  http.post(
    url(p.keyValidate),
    open(async ({ request }) => {
      const result = await checkApiKey(await presentedKey(request));
      if ('error' in result) refuse(result.error, 403);
      return ok({ valid: true, name: result.row.name });
    }),
  ),

  // The model gateway answers in its own (OpenAI-style) shape, not the portal envelope.
  http.post(
    url(p.chatCompletions),
    open(({ request }) => gatewayCall(request)),
  ),

  adminPost<ContractQuery>(p.contractSearch, DEV_CODES, (body, { user }) => {
    const status = Number(body.status) || 0;
    const keyword = text(body.keyword);
    const rows = tables.contract
      .filter((c) => c.userId === user.id && (!status || c.status === status) && (!keyword || c.name.includes(keyword) || c.contractNo.includes(keyword)))
      .sort(newestFirst);
    return ok(pageOf(rows, body, toContract));
  }),

  http.get(
    url(p.contractDetail(':id')),
    withAdmin(DEV_CODES, ({ params, user }) => {
      const row = tables.contract.get(text(params.id));
      if (!row || row.userId !== user.id) refuse(developerMessages.contractNotFound);
      const detail: ContractDetail = { ...toContract(row), content: row.content };
      return ok(detail);
    }),
  ),

  http.post(
    url(p.contractSign(':id')),
    withAdmin(DEV_CODES, async ({ params, user }) => {
      const row = tables.contract.get(text(params.id));
      if (!row || row.userId !== user.id) refuse(developerMessages.contractNotFound);
      if (row.status !== 1) refuse(developerMessages.contractNotPending);
      await tables.contract.patch(row.id, { status: 2, signTime: nowIso() });
      return ok(true);
    }),
  ),

  adminPost<AuthCodeQuery>(p.authCodeSearch, DEV_CODES, (body, { user }) => {
    const status = Number(body.status) || 0;
    const rows = tables.authCode.filter((c) => c.userId === user.id && (!status || c.status === status)).sort(newestFirst);
    return ok(pageOf(rows, body, toAuthCode));
  }),
];
