import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { configureHttp } from '../../../src/api/http';
import { paths } from '../../../src/api/paths';
import { answeredRolesAndGroups, searchGroups, searchGroupsEarly } from '../../../src/api/group';
import { searchRoles, searchRolesEarly } from '../../../src/api/role';
import { answeredUsers, changePassword, register, resetForgottenPassword, searchUsers, searchUsersEarly } from '../../../src/api/user';

const notices: string[] = [];
const at = (path: string) => `*${path}`;
const ok = (data: unknown) => HttpResponse.json({ code: 200, data, msg: 'success' });
const refused = (msg: string) => HttpResponse.json({ code: 500, data: null, msg });

beforeEach(() => {
  notices.length = 0;
  configureHttp({ getToken: () => 'tok-1', getSessionId: () => undefined, notify: (m) => notices.push(m), backendReady: Promise.resolve() });
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
    await expect(register({ phone: '13800138000', code: '123456', password: 'Abc12345' })).resolves.toEqual({ token: 'new-token' });
    expect(bodies).toEqual([{ phone: '13800138000', code: '123456', password: 'QWJjMTIzNDU=' }]);
  });

  it('resets a forgotten password the same way', async () => {
    const bodies = recording(paths.user.userReSetPassword, () => ok(true));
    await expect(resetForgottenPassword({ phone: '13800138000', code: '654321', password: 'New54321' })).resolves.toBe(true);
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
    await expect(resetForgottenPassword({ phone: '13800138000', code: '1', password: 'Abc12345' })).rejects.toThrow('验证码错误');
    await expect(changePassword('Demo1234', 'New54321')).rejects.toThrow('原密码错误');
    expect(notices).toEqual([]);
  });
});

describe('the user list asked for early', () => {
  const query = { pageNum: 1, pageSize: 10 };
  const page = { records: [{ userId: 'U-1' }], total: 1, pageNum: 1, pageSize: 10, pages: 1 };

  it('is the answer the page then gets, from one request', async () => {
    const bodies = recording(paths.user.search, () => ok(page));
    void searchUsersEarly(query);
    await expect(searchUsers(query)).resolves.toEqual(page);
    expect(bodies).toEqual([query]);
  });

  it('fails without a toast; the page asks again, and that failure shows', async () => {
    const bodies = recording(paths.user.search, () => refused('服务繁忙'));
    void searchUsersEarly(query);
    await expect(searchUsers(query)).rejects.toThrow('服务繁忙');
    expect(bodies).toHaveLength(2);
    expect(notices).toEqual(['服务繁忙']);
  });
});

// SPEC section 9: role and group lists are fetched whole (page 1 of 1000).
describe('the role and group lists asked for early', () => {
  const whole = { pageNum: 1, pageSize: 1000 };
  const list = { records: [{ id: 'R-1' }], total: 1 };
  const cases = [
    { name: 'roles', path: paths.role.search, early: searchRolesEarly, search: searchRoles },
    { name: 'groups', path: paths.group.search, early: searchGroupsEarly, search: searchGroups },
  ];

  it.each(cases)('$name: the whole list the page asks for is the early answer, from one request', async ({ path, early, search }) => {
    const bodies = recording(path, () => ok(list));
    void early();
    await expect(search()).resolves.toEqual(list);
    expect(bodies).toEqual([whole]);
  });

  it.each(cases)('$name: a search by keyword asks the server, leaving the early answer for the whole list', async ({ path, early, search }) => {
    const bodies = recording(path, () => ok(list));
    void early();
    await search('运营');
    await search();
    expect(bodies).toEqual([whole, { ...whole, keyword: '运营' }]);
  });

  it.each(cases)('$name: fails without a toast; the page asks again, and that failure shows', async ({ path, early, search }) => {
    const bodies = recording(path, () => refused('服务繁忙'));
    void early();
    await expect(search()).rejects.toThrow('服务繁忙');
    expect(bodies).toHaveLength(2);
    expect(notices).toEqual(['服务繁忙']);
  });

  it('the role and group lists are handed to the first render together, once both are in, and only once', async () => {
    const roles = { records: [{ id: 'R-1', roleName: '开发者' }], total: 1 };
    const groups = { records: [{ id: 'G-1', groupName: '平台运营部', childs: [] }], total: 1 };
    recording(paths.role.search, () => ok(roles));
    let answerGroups!: () => void;
    const groupsAsked = new Promise<void>((resolve) => server.use(mock.post(at(paths.group.search), () => new Promise<Response>((r) => ((answerGroups = () => r(ok(groups))), resolve())))));
    await searchRolesEarly();
    const groupsIn = searchGroupsEarly();
    await groupsAsked;
    expect(answeredRolesAndGroups()).toBeUndefined();
    answerGroups();
    await groupsIn;
    expect(answeredRolesAndGroups()).toEqual({ roles, groups });
    expect(answeredRolesAndGroups()).toBeUndefined();
  });
});

describe("the users tab's first page for the first render", () => {
  it('is the early answer to the same query, once it is in, and only once', async () => {
    const page = { records: [{ id: 'U-1' }], total: 1, pageNum: 1, pageSize: 10, pages: 1 };
    recording(paths.user.search, () => ok(page));
    const q = { pageNum: 1, pageSize: 10 };
    await searchUsersEarly(q);
    expect(answeredUsers({ ...q, keyword: '陈' })).toBeUndefined();
    expect(answeredUsers(q)).toEqual(page);
    expect(answeredUsers(q)).toBeUndefined();
  });
});
