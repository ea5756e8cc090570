/**
 * Every admin endpoint of issue 10 part B (knowledge files, customers, SDK, orders, download
 * audits, resource allocation) refuses a caller without its permission code: 401 without a
 * session, 403 无权限访问 without the code, and a read code never opens an edit endpoint.
 */
import { describe, expect, it } from 'vitest';
import { TOKEN_HEADER, paths } from '../../../src/api/paths';
import { tables } from '../../../mocks/db/models';
import { ORIGIN, loginAs, serveSimulatorPerTest } from './client';

serveSimulatorPerTest();

type Method = 'GET' | 'POST' | 'DELETE';
interface Endpoint {
  method: Method;
  path: string;
  /** The code that opens it. */
  code: string;
  /** For an edit endpoint: the read code of the same screen, which must not open it. */
  readOnly?: string;
}

const k = paths.knowledge;
const a = paths.admin;
const knowledgeRead = 'MC:resourceManage:knowledge:read';
const knowledgeEdit = { code: 'MC:resourceManage:knowledge:edit', readOnly: knowledgeRead };

const endpoints: Endpoint[] = [
  { method: 'POST', path: paths.knowledgeRepo.list, code: knowledgeRead },
  { method: 'GET', path: k.fileType, code: knowledgeRead },
  { method: 'POST', path: k.search, code: knowledgeRead },
  { method: 'POST', path: k.download, code: knowledgeRead },
  { method: 'POST', path: k.uploadListById('1'), ...knowledgeEdit },
  { method: 'POST', path: `${k.uploadList}?repoId=1`, ...knowledgeEdit },
  { method: 'DELETE', path: k.delete, ...knowledgeEdit },
  { method: 'DELETE', path: k.deleteByIds, ...knowledgeEdit },
  { method: 'POST', path: a.customerSearch, code: 'MC:customerManage:read' },
  { method: 'POST', path: a.customerUpdateStatus, code: 'MC:customerManage:read' },
  { method: 'POST', path: a.sdkSearch, code: 'MC:SDKManage:sdk:read' },
  { method: 'POST', path: a.sdkUpdateStatus, code: 'MC:SDKManage:sdk:edit', readOnly: 'MC:SDKManage:sdk:read' },
  { method: 'POST', path: a.orderSearch, code: 'MC:SDKManage:order:read' },
  { method: 'POST', path: a.downloadAuditSearch, code: 'MC:verifyManage:model:read' },
  { method: 'POST', path: a.downloadAudit, code: 'MC:verifyManage:model:edit', readOnly: 'MC:verifyManage:model:read' },
  { method: 'POST', path: a.resourceSearch, code: 'MC:resourceManage:allocation:read' },
  {
    method: 'POST',
    path: a.resourceSave,
    code: 'MC:resourceManage:allocation:edit',
    readOnly: 'MC:resourceManage:allocation:read',
  },
  {
    method: 'DELETE',
    path: a.resourceDelete('1'),
    code: 'MC:resourceManage:allocation:edit',
    readOnly: 'MC:resourceManage:allocation:read',
  },
];

/** The HTTP status and the envelope code, whatever the body (a refusal is always JSON). */
async function hit(endpoint: Endpoint, token?: string): Promise<{ status: number; code?: number; msg?: string }> {
  const res = await fetch(new URL(endpoint.path, ORIGIN), {
    method: endpoint.method,
    headers: { 'content-type': 'application/json', ...(token ? { [TOKEN_HEADER]: token } : {}) },
    body: endpoint.method === 'GET' ? undefined : JSON.stringify({ pageNum: 1, pageSize: 10, id: '1', ids: ['1'] }),
  });
  const text = await res.text();
  try {
    const body = JSON.parse(text) as { code?: number; msg?: string };
    return { status: res.status, code: body.code, msg: body.msg };
  } catch {
    return { status: res.status };
  }
}

/** dev_ent (no admin codes) given one extra role holding exactly `codes`. */
async function staffWith(codes: string[]): Promise<string> {
  const role = await tables.role.insert({
    roleName: '测试岗位',
    description: '',
    codes,
    createTime: '2026-11-01 09:00:00',
  });
  const user = tables.user.find((u) => u.userName === 'dev_ent')!;
  await tables.user.patch(user.id, { roles: [...user.roles, role] });
  return loginAs('dev_ent');
}

const label = (e: Endpoint) => `${e.method} ${e.path}`;

describe('admin endpoints refuse callers without the code', () => {
  it.each(endpoints.map((e) => [label(e), e] as const))(
    '%s: 401 without a session, 403 for an ordinary user',
    async (_l, endpoint) => {
      expect(await hit(endpoint)).toMatchObject({ status: 401 });
      expect(await hit(endpoint, await loginAs('dev_ent'))).toMatchObject({ code: 403, msg: '无权限访问' });
    },
  );

  it.each(endpoints.map((e) => [label(e), e] as const))('%s: opens with its own code', async (_l, endpoint) => {
    const answer = await hit(endpoint, await staffWith(['MC:read', endpoint.code]));
    expect(answer.code).not.toBe(403);
    expect(answer.status).not.toBe(401);
  });

  const edits = endpoints.filter((e) => e.readOnly);
  it.each(edits.map((e) => [label(e), e] as const))('%s: stays shut to the read code alone', async (_l, endpoint) => {
    expect(await hit(endpoint, await staffWith(['MC:read', endpoint.readOnly!]))).toMatchObject({
      code: 403,
      msg: '无权限访问',
    });
  });

  it('a code of another screen opens none of them', async () => {
    const token = await staffWith(['MC:read', 'MC:FeedbackManage:read', 'MC:resourceManage:appConfig:edit']);
    for (const endpoint of endpoints) expect(await hit(endpoint, token), label(endpoint)).toMatchObject({ code: 403 });
  });
});
