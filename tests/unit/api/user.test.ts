import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { configureHttp } from '../../../src/api/http';
import { paths } from '../../../src/api/paths';
import { searchGroups } from '../../../src/api/group';
import { clearRequestCache, peek, prefetch, query, type Cached } from '../../../src/api/requestCache';
import { searchRoles } from '../../../src/api/role';
import { changePassword, register, resetForgottenPassword, searchUsers } from '../../../src/api/user';

const notices: string[] = [];
const at = (path: string) => `*${path}`;
const ok = (data: unknown) => HttpResponse.json({ code: 200, data, msg: 'success' });
const refused = (msg: string) => HttpResponse.json({ code: 500, data: null, msg });

beforeEach(() => {
  clearRequestCache();
  notices.length = 0;
  configureHttp({
    getToken: () => 'tok-1',
    getSessionId: () => undefined,
    notify: (m) => notices.push(m),
    backendReady: Promise.resolve(),
  });
});

/** Records each body sent to `path` and answers with `answer`. */
function recording(path: string, answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(mock.post(at(path), async ({ request }) => (bodies.push(await request.json()), answer())));
  return bodies;
}

// SPEC section 5: passwords are sent base64-encoded (the expected values are plain base64).
describe('the password forms', () => {
  it('registers with phone, code and the password base64-encoded, and hands back the login', async () => {
    const bodies = recording(paths.user.register, () => ok({ token: 'new-token' }));
    await expect(register({ phone: '13800138000', code: '123456', password: 'Abc12345' })).resolves.toEqual({
      token: 'new-token',
    });
    expect(bodies).toEqual([{ phone: '13800138000', code: '123456', password: 'QWJjMTIzNDU=' }]);
  });

  it('resets a forgotten password the same way', async () => {
    const bodies = recording(paths.user.userReSetPassword, () => ok(true));
    await expect(resetForgottenPassword({ phone: '13800138000', code: '654321', password: 'New54321' })).resolves.toBe(
      true,
    );
    expect(bodies).toEqual([{ phone: '13800138000', code: '654321', password: 'TmV3NTQzMjE=' }]);
  });

  it('changes a password with both the old and the new one encoded', async () => {
    const bodies = recording(paths.user.reSetPassword, () => ok(true));
    await expect(changePassword('Demo1234', 'New54321')).resolves.toBe(true);
    expect(bodies).toEqual([{ oldPassword: 'RGVtbzEyMzQ=', password: 'TmV3NTQzMjE=' }]);
  });

  it('leaves a refusal to the form, which shows it beside the fields it kept (no toast)', async () => {
    recording(paths.user.register, () => refused('该手机号已注册'));
    recording(paths.user.userReSetPassword, () => refused('验证码错误'));
    recording(paths.user.reSetPassword, () => refused('原密码错误'));
    await expect(register({ phone: '13800138000', code: '1', password: 'Abc12345' })).rejects.toThrow('该手机号已注册');
    await expect(resetForgottenPassword({ phone: '13800138000', code: '1', password: 'Abc12345' })).rejects.toThrow(
      '验证码错误',
    );
    await expect(changePassword('Demo1234', 'New54321')).rejects.toThrow('原密码错误');
    expect(notices).toEqual([]);
  });
});

describe('the user list asked for ahead', () => {
  const q = { pageNum: 1, pageSize: 10 };
  const page = { records: [{ userId: 'U-1' }], total: 1, pageNum: 1, pageSize: 10, pages: 1 };

  it('is the answer the page then gets, from one request', async () => {
    const bodies = recording(paths.user.search, () => ok(page));
    void prefetch(searchUsers, q);
    await expect(query(searchUsers, q)).resolves.toEqual(page);
    expect(bodies).toEqual([q]);
  });

  it('fails without a toast; the page asks again, and that failure shows', async () => {
    const bodies = recording(paths.user.search, () => refused('服务繁忙'));
    void prefetch(searchUsers, q);
    await expect(query(searchUsers, q)).rejects.toThrow('服务繁忙');
    expect(bodies).toHaveLength(2);
    expect(notices).toEqual(['服务繁忙']);
  });

  it('is handed to the first render of the same query, once it is in, and only once', async () => {
    recording(paths.user.search, () => ok(page));
    await prefetch(searchUsers, q);
    expect(peek(searchUsers, { ...q, keyword: '陈' })).toBeUndefined();
    expect(peek(searchUsers, q)).toEqual(page);
    expect(peek(searchUsers, q)).toBeUndefined();
  });
});

// SPEC section 9: role and group lists are fetched whole (page 1 of 1000).
describe('the role and group lists asked for ahead', () => {
  const whole = { pageNum: 1, pageSize: 1000 };
  const list = { records: [{ id: 'R-1' }], total: 1 };
  const cases: { name: string; path: string; search: Cached<[keyword?: string], unknown> }[] = [
    { name: 'roles', path: paths.role.search, search: searchRoles },
    { name: 'groups', path: paths.group.search, search: searchGroups },
  ];

  it.each(cases)(
    '$name: the whole list the page asks for is the prefetched answer, from one request',
    async ({ path, search }) => {
      const bodies = recording(path, () => ok(list));
      void prefetch(search);
      await expect(query(search)).resolves.toEqual(list);
      expect(bodies).toEqual([whole]);
    },
  );

  it.each(cases)(
    '$name: a search by keyword asks the server, leaving the prefetched answer for the whole list',
    async ({ path, search }) => {
      const bodies = recording(path, () => ok(list));
      void prefetch(search);
      await query(search, '运营');
      await query(search);
      expect(bodies).toEqual([whole, { ...whole, keyword: '运营' }]);
    },
  );
});
