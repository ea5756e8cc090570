/**
 * Developer management (开发管理): API keys, contracts and SDK auth codes. A key's full secret
 * leaves the simulator once, in the create response; lists carry it masked. A deleted or
 * disabled key is refused by the key check and by the model gateway's chat endpoint.
 */
import { http, HttpResponse } from 'msw';
import { paths } from '../../src/api/paths';
import type { ApiKey, AuthCode, Contract, ContractDetail, ContractQuery, AuthCodeQuery, CreatedApiKey } from '../../src/api/types';
import { MAX_KEYS, apiKeyMessages, keyNameError, maskKey } from '../../src/machines/rules/apiKey';
import { tables, type ApiKeyRow, type AuthCodeRow, type ContractRow } from '../db/models';
import { nowIso } from '../rules/clock';
import { pageParams, paginate } from '../rules/paging';
import { ok, open, readJson, refuse, text, url, withAdmin } from '../rules/respond';

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

const toApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  maskedKey: maskKey(row.secret),
  status: row.status,
  createTime: row.createTime,
  lastUsedTime: row.lastUsedTime,
});

const toContract = ({ userId: _owner, content: _body, amount, status, ...rest }: ContractRow): Contract => ({
  ...rest,
  status: (status === 2 || status === 3 ? status : 1),
  amount: amount / 100,
});

const toAuthCode = ({ userId: _owner, status, ...rest }: AuthCodeRow): AuthCode => ({ ...rest, status: status === 2 || status === 3 ? status : 1 });

const newestFirst = <T extends { createTime: string; id: string }>(a: T, b: T) => b.createTime.localeCompare(a.createTime) || Number(b.id) - Number(a.id);

/** The key a request presents, from `Authorization: Bearer sk-…` or a JSON body `{ key }`. */
async function presentedKey(request: Request): Promise<string> {
  const bearer = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '').trim();
  if (bearer) return bearer;
  const body = await readJson<{ key: string }>(request.clone());
  return text(body.key);
}

/** The stored, enabled key of an enabled user, or the reason it is refused. */
export async function checkApiKey(secret: string): Promise<{ row: ApiKeyRow } | { error: string }> {
  const row = secret ? tables.apiKey.find((k) => k.secret === secret) : undefined;
  if (!row || tables.user.get(row.userId)?.status !== 1) return { error: apiKeyMessages.invalid };
  if (row.status !== 1) return { error: apiKeyMessages.disabled };
  await tables.apiKey.patch(row.id, { lastUsedTime: nowIso() });
  return { row };
}

function ownKey(userId: string, id: unknown): ApiKeyRow {
  const row = tables.apiKey.get(text(id));
  return row && row.userId === userId ? row : refuse(apiKeyMessages.notFound);
}

export const developerHandlers = [
  http.post(url(p.keyList), withAdmin(DEV_CODES, ({ user }) => ok(tables.apiKey.filter((k) => k.userId === user.id).sort(newestFirst).map(toApiKey)))),

  http.post(
    url(p.keyCreate),
    withAdmin(DEV_CODES, async ({ request, user }) => {
      const body = await readJson<{ name: string }>(request);
      const name = text(body.name);
      const nameError = keyNameError(name);
      if (nameError) refuse(nameError);
      if (tables.apiKey.count((k) => k.userId === user.id) >= MAX_KEYS) refuse(apiKeyMessages.limitReached);
      const row = await tables.apiKey.insert({ userId: user.id, name, secret: `sk-${secretHex(20)}`, status: 1, createTime: nowIso(), lastUsedTime: '' });
      const created: CreatedApiKey = { ...toApiKey(row), secret: row.secret };
      return ok(created);
    }),
  ),

  http.post(
    url(p.keyUpdateStatus),
    withAdmin(DEV_CODES, async ({ request, user }) => {
      const body = await readJson<{ id: string; status: number }>(request);
      const row = ownKey(user.id, body.id);
      await tables.apiKey.patch(row.id, { status: Number(body.status) === 1 ? 1 : 0 });
      return ok(true);
    }),
  ),

  http.delete(
    url(p.keyDelete(':id')),
    withAdmin(DEV_CODES, ({ params, user }) => {
      tables.apiKey.remove(ownKey(user.id, params.id).id);
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
  http.post(url(p.chatCompletions), async ({ request }) => {
    const result = await checkApiKey(await presentedKey(request));
    if ('error' in result) return HttpResponse.json({ error: { message: result.error, type: 'invalid_request_error' } }, { status: 401 });
    return HttpResponse.json({
      id: `chatcmpl-${secretHex(6)}`,
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content: '您好，我是大模型开放平台的演示模型。' }, finish_reason: 'stop' }],
    });
  }),

  http.post(
    url(p.contractSearch),
    withAdmin(DEV_CODES, async ({ request, user }) => {
      const body = await readJson<ContractQuery>(request);
      const status = Number(body.status) || 0;
      const keyword = text(body.keyword);
      const rows = tables.contract
        .filter((c) => c.userId === user.id && (!status || c.status === status) && (!keyword || c.name.includes(keyword) || c.contractNo.includes(keyword)))
        .sort(newestFirst);
      return ok(paginate(rows.map(toContract), pageParams(body)));
    }),
  ),

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

  http.post(
    url(p.authCodeSearch),
    withAdmin(DEV_CODES, async ({ request, user }) => {
      const body = await readJson<AuthCodeQuery>(request);
      const status = Number(body.status) || 0;
      const rows = tables.authCode.filter((c) => c.userId === user.id && (!status || c.status === status)).sort(newestFirst);
      return ok(paginate(rows.map(toAuthCode), pageParams(body)));
    }),
  ),
];
