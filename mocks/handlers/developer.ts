/**
 * Developer management (开发管理): API keys, contracts and SDK auth codes. A key's full secret
 * leaves the simulator once, in the create (or rotate) response; lists carry it masked. A key
 * may be scoped (platform extension): allowed models, an IP allowlist, an expiry date and a
 * monthly spend cap, each enforced by the model gateway (handlers/gateway.ts) with its own status.
 */
import { http } from 'msw';
import { paths } from '../../src/api/paths';
import type { KeyScopeInput, KeyScopeUpdate, ScopedApiKey, ScopedCreatedKey } from '../../src/domain/types/keys.types';
import { expiryInstant, keyScopeErrors, keyScopeMessages, splitAllowlist, yuanToFen } from '../../src/domain/keyScope';
import type {
  AuthCode,
  Contract,
  ContractDetail,
  ContractQuery,
  AuthCodeQuery,
} from '../../src/domain/types/developer.types';
import { MAX_KEYS, apiKeyMessages, keyNameError, maskKey } from '../../src/domain/apiKey';
import { tables, type ApiKeyRow, type AuthCodeRow, type ContractRow, type UserRow } from '../db/models';
import { beijingDate } from '../rules/beijing';
import { now, nowIso } from '../rules/clock';
import { keyMonthUsage, keyTotalCalls } from '../rules/usageLedger';
import { modelCatalogue } from '../seed/models';
import { pageOf } from '../rules/paging';
import { adminPost, ok, open, readJson, refuse, text, url, withAdmin } from '../rules/respond';
import { recordAudit } from '../rules/audit';
import { matchSecret, rotation } from '../rules/keyRotation';
import { graceError, keyRotationMessages } from '../../src/domain/keyRotation';
import { compareText } from '../../src/domain/ordering';

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
    previousKey:
      row.previousSecretUntil > nowIso()
        ? { maskedKey: maskKey(row.previousSecret), until: row.previousSecretUntil }
        : null,
    usage: { monthCost: month.costCents / 100, monthCalls: month.calls, totalCalls: keyTotalCalls(user, row) },
  };
}

const catalogueIds = modelCatalogue.map((m) => m.id);

/** The scope a create or update body asks for, checked as the key form checks it; refused with the first problem. */
function scopeOf(
  body: Partial<KeyScopeInput>,
): Pick<ApiKeyRow, 'name' | 'allowedModels' | 'ipAllowlist' | 'expireDate' | 'monthlyCapCents'> {
  const allowedModels = Array.isArray(body.allowedModels) ? [...new Set(body.allowedModels.map(String))] : [];
  const ipAllowlist = Array.isArray(body.ipAllowlist)
    ? body.ipAllowlist
        .map(String)
        .map((e) => e.trim())
        .filter(Boolean)
    : splitAllowlist(text(body.ipAllowlist));
  const cap =
    body.monthlyCap === null || body.monthlyCap === undefined || text(body.monthlyCap) === ''
      ? ''
      : text(body.monthlyCap);
  const form = {
    name: text(body.name),
    allowedModels,
    ipAllowlist: ipAllowlist.join('\n'),
    expireDate: text(body.expireDate),
    monthlyCap: cap,
  };
  const errors = keyScopeErrors(form, beijingDate(now()), catalogueIds, keyNameError);
  const first = Object.values(errors)[0];
  if (first) refuse(first, 400);
  return {
    name: form.name,
    allowedModels,
    ipAllowlist,
    expireDate: form.expireDate,
    monthlyCapCents: cap === '' ? -1 : yuanToFen(cap),
  };
}

const toContract = ({ userId: _owner, content: _body, amount, status, ...rest }: ContractRow): Contract => ({
  ...rest,
  status: status === 2 || status === 3 ? status : 1,
  amount: amount / 100,
});

const toAuthCode = ({ userId: _owner, status, ...rest }: AuthCodeRow): AuthCode => ({
  ...rest,
  status: status === 2 || status === 3 ? status : 1,
});

const newestFirst = <T extends { createTime: string; id: string }>(a: T, b: T) =>
  compareText(b.createTime, a.createTime) || Number(b.id) - Number(a.id);

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
export async function checkApiKey(
  secret: string,
  { expiry = true }: { expiry?: boolean } = {},
): Promise<{ row: ApiKeyRow } | { error: string }> {
  const match = matchSecret(secret);
  const row = match?.row;
  if (!row || tables.user.get(row.userId)?.status !== 1) return { error: apiKeyMessages.invalid };
  if (match?.via === 'retired') return { error: keyRotationMessages.retired };
  if (row.status !== 1) return { error: apiKeyMessages.disabled };
  // The gateway checks expiry itself, among the key's other limits.
  if (expiry && isExpired(row)) return { error: keyScopeMessages.expired };
  await tables.apiKey.patch(row.id, { lastUsedTime: nowIso() });
  return { row };
}

function ownKey(userId: string, id: unknown): ApiKeyRow {
  const row = tables.apiKey.get(text(id));
  return row && row.userId === userId ? row : refuse(apiKeyMessages.notFound);
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
    const row = await tables.apiKey.insert({
      ...scope,
      userId: user.id,
      secret: `sk-${secretHex(20)}`,
      status: 1,
      createTime: nowIso(),
      lastUsedTime: '',
    });
    const created: ScopedCreatedKey = { ...toApiKey(row, user), secret: row.secret };
    await recordAudit(request, { userId: user.id, actor: user, action: 'key.create', target: row.name });
    return ok(created);
  }),

  adminPost<KeyScopeUpdate>(p.keyUpdate, DEV_CODES, async (body, { user, request }) => {
    const row = ownKey(user.id, body.id);
    const updated = await tables.apiKey.patch(row.id, scopeOf(body));
    if (updated && updated.monthlyCapCents !== row.monthlyCapCents) {
      await recordAudit(request, {
        userId: user.id,
        actor: user,
        action: 'key.cap',
        target: row.name,
        before: capText(row.monthlyCapCents),
        after: capText(updated.monthlyCapCents),
      });
    }
    return ok(toApiKey(updated ?? row, user));
  }),

  http.post(
    url(p.keyRotate(':id')),
    withAdmin(DEV_CODES, async ({ params, user, request }) => {
      const row = ownKey(user.id, params.id);
      const body = await readJson<{ graceHours: number }>(request);
      const graceHours = body.graceHours ?? 0;
      const problem = graceError(graceHours);
      if (problem) refuse(problem, 400);
      const rotated = (await tables.apiKey.patch(row.id, rotation(row, `sk-${secretHex(20)}`, graceHours))) ?? row;
      await recordAudit(request, { userId: user.id, actor: user, action: 'key.rotate', target: row.name });
      const created: ScopedCreatedKey = { ...toApiKey(rotated, user), secret: rotated.secret };
      return ok(created);
    }),
  ),

  adminPost<{ id: string; status: number }>(p.keyUpdateStatus, DEV_CODES, async (body, { user, request }) => {
    const row = ownKey(user.id, body.id);
    const status = Number(body.status) === 1 ? 1 : 0;
    await tables.apiKey.patch(row.id, { status });
    if (status !== row.status)
      await recordAudit(request, {
        userId: user.id,
        actor: user,
        action: status ? 'key.unfreeze' : 'key.freeze',
        target: row.name,
      });
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

  adminPost<ContractQuery>(p.contractSearch, DEV_CODES, (body, { user }) => {
    const status = Number(body.status) || 0;
    const keyword = text(body.keyword);
    const rows = tables.contract
      .filter(
        (c) =>
          c.userId === user.id &&
          (!status || c.status === status) &&
          (!keyword || c.name.includes(keyword) || c.contractNo.includes(keyword)),
      )
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
    const rows = tables.authCode
      .filter((c) => c.userId === user.id && (!status || c.status === status))
      .sort(newestFirst);
    return ok(pageOf(rows, body, toAuthCode));
  }),
];
