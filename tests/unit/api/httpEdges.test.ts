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
  configureHttp({
    getToken: () => 'tok-1',
    getSessionId: () => 'guest-1',
    onUnauthorized,
    notify: (m) => notices.push(m),
    backendReady: Promise.resolve(),
  });
});

describe('the user-id-does-not-exist answer', () => {
  it('keeps the server’s own code on the rejection it hands the session', async () => {
    server.use(
      mock.get(`*${paths.user.myDetail}`, () => HttpResponse.json({ code: 401, msg: '用户id不存在', data: null })),
    );
    await expect(http.get(paths.user.myDetail)).rejects.toMatchObject({
      code: 401,
      message: '用户id不存在',
      silent: true,
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(notices).toEqual([]);
  });
});

describe('credentials that are empty', () => {
  it('are no credentials: an empty token or guest session id sends no header, as the streamed calls do', async () => {
    configureHttp({ getToken: () => '', getSessionId: () => '' });
    let seen: Record<string, string | null> = {};
    server.use(
      mock.post(`*${paths.user.login}`, ({ request }) => {
        seen = { token: request.headers.get('token'), session: request.headers.get('x-session-id') };
        return HttpResponse.json({ code: 200, msg: 'success', data: true });
      }),
    );
    await expect(http.post<boolean>(paths.user.login, {}).then((r) => r.data)).resolves.toBe(true);
    expect(seen).toEqual({ token: null, session: null });
  });
});
