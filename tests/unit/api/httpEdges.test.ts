import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { configureHttp, http } from '../../../src/api/http';
import { paths } from '../../../src/api/paths';

const notices: string[] = [];
const onUnauthorized = vi.fn();

beforeEach(() => {
  notices.length = 0;
  onUnauthorized.mockReset();
  configureHttp({ getToken: () => 'tok-1', getSessionId: () => 'guest-1', onUnauthorized, notify: (m) => notices.push(m), backendReady: Promise.resolve() });
});

describe('the user-id-does-not-exist answer', () => {
  it('keeps the server’s own code on the rejection it hands the session', async () => {
    server.use(mock.get(`*${paths.user.myDetail}`, () => HttpResponse.json({ code: 401, msg: '用户id不存在', data: null })));
    await expect(http.get(paths.user.myDetail)).rejects.toMatchObject({ code: 401, message: '用户id不存在', silent: true });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(notices).toEqual([]);
  });
});
