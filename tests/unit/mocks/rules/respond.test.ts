/**
 * How every simulated endpoint answers (SPEC section 7: the `{code, data, msg}` envelope, code 200
 * for success; section 8: a 401 sends the user to log in again). Byte counts are checked against
 * TextEncoder, an independent UTF-8 encoder.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { tables } from '../../../../mocks/db/models';
import { StorageError, resetSimulator } from '../../../../mocks/db/persist';
import { issueToken } from '../../../../mocks/rules/auth';
import {
  BusinessError,
  USER_MISSING,
  fail,
  forbidden,
  jsonResponse,
  ok,
  open,
  query,
  readForm,
  readJson,
  refuse,
  text,
  unauthorized,
  url,
  utf8Length,
  withAdmin,
  withSession,
} from '../../../../mocks/rules/respond';
import { TOKEN_HEADER } from '../../../../src/api/paths';

const bytes = (s: string) => new TextEncoder().encode(s).length;
const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://localhost/x?pageNum=2&name=%E5%BC%A0', { method: 'POST', body, headers });

/** Calls a wrapped handler as msw would. */
const call = (resolver: ReturnType<typeof open>, request: Request) =>
  resolver({ request, params: {}, requestId: 'test', cookies: {} } as never) as Promise<Response>;

describe('UTF-8 length', () => {
  it('counts what TextEncoder writes, at every boundary of the encoding', () => {
    const samples = [
      '',
      'a',
      '\u007f',
      '\u0080',
      'é',
      '\u07ff',
      '\u0800',
      '中文',
      '\ud7ff',
      '\ue000',
      '\uffff',
      '😀',
      '\ud800\udc00',
      '\udbff\udfff',
      'a中😀é',
    ];
    for (const sample of samples) expect(utf8Length(sample), JSON.stringify(sample)).toBe(bytes(sample));
  });
});

describe('answers', () => {
  it('sends JSON with its byte length and the status and headers given', async () => {
    const answer = jsonResponse({ msg: '成功' }, { status: 201, headers: { 'x-extra': '1' } });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(answer.headers.get('content-length')).toBe(String(bytes('{"msg":"成功"}')));
    expect(answer.headers.get('x-extra')).toBe('1');
    expect(await answer.json()).toEqual({ msg: '成功' });
    expect(jsonResponse(null).status).toBe(200);
  });

  it('wraps success as code 200 and business errors as HTTP 200 with their code', async () => {
    expect(await ok([1]).json()).toEqual({ code: 200, data: [1], msg: 'success' });
    const failed = fail('名称已存在');
    expect(failed.status).toBe(200);
    expect(await failed.json()).toEqual({ code: 500, msg: '名称已存在', data: null });
    expect(await fail('请求参数格式错误', 400).json()).toEqual({ code: 400, msg: '请求参数格式错误', data: null });
  });

  it('refuses an expired session with HTTP 401 and a missing permission with code 403', async () => {
    const expired = unauthorized();
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ code: 401, msg: '登录已过期', data: null });
    const denied = forbidden();
    expect(denied.status).toBe(200);
    expect(await denied.json()).toEqual({ code: 403, msg: '无权限访问', data: null });
  });

  it('matches handlers on any origin', () => {
    expect(url('/front/api/user/v1/search')).toBe('*/front/api/user/v1/search');
  });
});

describe('business errors', () => {
  it('carry their message and code (500 unless told)', () => {
    const error = new BusinessError('不行');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('BusinessError');
    expect(error.message).toBe('不行');
    expect(error.code).toBe(500);
    expect(() => refuse('太长', 400)).toThrow(expect.objectContaining({ message: '太长', code: 400 }));
    expect(() => refuse('失败')).toThrow(expect.objectContaining({ code: 500 }));
  });

  it('come back from a handler as the envelope, not as a thrown error', async () => {
    const answer = await call(
      open(() => refuse('邀请码已被使用', 400)),
      post(null),
    );
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ code: 400, msg: '邀请码已被使用', data: null });
    await expect(
      call(
        open(() => {
          throw new TypeError('bug');
        }),
        post(null),
      ),
    ).rejects.toThrow('bug');
  });
});

describe('reading requests', () => {
  it('reads a JSON object body; an empty or non-object body reads as empty', async () => {
    expect(await readJson(post('{"a":1}'))).toEqual({ a: 1 });
    expect(await readJson(post(null))).toEqual({});
    expect(await readJson(post('null'))).toEqual({});
    expect(await readJson(post('5'))).toEqual({});
    expect(await readJson(post('"text"'))).toEqual({});
  });

  it('refuses a body that is not JSON as a bad request', async () => {
    await expect(readJson(post('{oops'))).rejects.toMatchObject({
      name: 'BusinessError',
      message: '请求参数格式错误',
      code: 400,
    });
  });

  it('reads a form and refuses any other body as a bad request', async () => {
    const form = new FormData();
    form.set('content', '你好');
    expect((await readForm(post(form))).get('content')).toBe('你好');
    await expect(readForm(post('{"a":1}', { 'content-type': 'application/json' }))).rejects.toMatchObject({
      message: '请求参数格式错误',
      code: 400,
    });
  });

  it('reads the query and body fields as trimmed text', () => {
    const params = query(post(null));
    expect(params.get('pageNum')).toBe('2');
    expect(params.get('name')).toBe('张');
    expect(text('  张三 ')).toBe('张三');
    expect(text(42)).toBe('42');
    for (const other of [null, undefined, true, {}, ['a']]) expect(text(other)).toBe('');
  });
});

describe('access wrappers', () => {
  beforeAll(() => resetSimulator());

  const withToken = (token?: string) => post(null, token ? { [TOKEN_HEADER]: token } : {});
  const echo = ({ user }: { user: { userName: string } }) => ok(user.userName);

  it('answers without a token, or with an unknown one, with HTTP 401', async () => {
    expect((await call(withSession(echo), withToken())).status).toBe(401);
    expect((await call(withSession(echo), withToken('tk_nope'))).status).toBe(401);
  });

  it('hands the signed-in user to the handler', async () => {
    const admin = tables.user.find((u) => u.userName === 'admin')!;
    const answer = await call(withSession(echo), withToken(await issueToken(admin.id)));
    expect(await answer.json()).toMatchObject({ code: 200, data: 'admin' });
  });

  it('answers a token whose user is gone with the message the client treats as a 401', async () => {
    const token = await issueToken('999999');
    const answer = await call(withSession(echo), withToken(token));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ code: 500, msg: USER_MISSING, data: null });
    expect(USER_MISSING).toBe('用户id不存在');
  });

  it('lets an admin through and refuses a user without the permission with code 403', async () => {
    const admin = tables.user.find((u) => u.userName === 'admin')!;
    // A new user: the admin console's feedback pages are for staff (SPEC section 6).
    const plain = tables.user.find((u) => u.userName === 'newbie')!;
    const guarded = withAdmin(['MC:FeedbackManage:read'], echo);
    expect(await (await call(guarded, withToken(await issueToken(admin.id)))).json()).toMatchObject({
      code: 200,
      data: 'admin',
    });
    expect(await (await call(guarded, withToken(await issueToken(plain.id)))).json()).toEqual({
      code: 403,
      msg: '无权限访问',
      data: null,
    });
  });
});

describe('writes the store refuses', () => {
  beforeAll(() => resetSimulator());

  it('come back as HTTP 507 with the message of why', async () => {
    // Thrown as the store throws when it refuses the unit of work's commit.
    const refused = (reason: 'full' | 'conflict' | 'failed') =>
      call(
        open(() => {
          throw new StorageError('refused', reason);
        }),
        post(null),
      );
    const full = await refused('full');
    expect(full.status).toBe(507);
    expect(await full.json()).toEqual({
      code: 507,
      msg: '演示数据存储空间已满，本次操作未保存。请打开左下角的“演示控制台”，点击“重置演示数据”后重试。',
      data: null,
    });
    expect(await (await refused('conflict')).json()).toEqual({
      code: 507,
      msg: '演示数据已在其他标签页更新，本次操作未保存，请重试',
      data: null,
    });
    expect(await (await refused('failed')).json()).toEqual({
      code: 507,
      msg: '演示数据保存失败，本次操作未保存，请稍后重试',
      data: null,
    });
  });
});
