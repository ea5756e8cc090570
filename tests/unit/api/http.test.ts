import { http as mock, HttpResponse } from 'msw';
import axios, { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import {
  ApiError,
  configureHttp,
  credentialHeaders,
  errorMessage,
  FALLBACK_MESSAGE,
  http,
  isSilent,
  reportUnauthorized,
} from '../../../src/api/http';
import { searchKnowledgeFiles, deleteKnowledgeFiles } from '../../../src/api/knowledge';
import { paths } from '../../../src/api/paths';
import { loginWithPassword } from '../../../src/api/user';

const notices: string[] = [];
const onUnauthorized = vi.fn();
let token: string | undefined;

beforeEach(() => {
  notices.length = 0;
  onUnauthorized.mockReset();
  token = 'tok-1';
  configureHttp({
    getToken: () => token,
    getSessionId: () => 'guest-1',
    onUnauthorized,
    notify: (m) => notices.push(m),
    backendReady: Promise.resolve(),
  });
});

describe('the backend start', () => {
  it('holds every call until the backend (the in-browser simulator) is up, then sends it', async () => {
    const asked: string[] = [];
    server.use(mock.get(at(paths.user.myDetail), ({ request }) => (asked.push(request.url), ok({ id: '7' }))));
    let up!: () => void;
    configureHttp({ backendReady: new Promise<void>((resolve) => (up = resolve)) });
    const call = http.get(paths.user.myDetail);
    // A request made after it, outside the client, goes through the simulator first: the held one was not sent.
    server.use(mock.get('*/fence', () => ok(null)));
    await fetch('http://localhost/fence');
    expect(asked).toEqual([]);
    up();
    await expect(call).resolves.toMatchObject({ data: { id: '7' } });
    expect(asked).toHaveLength(1);
  });
});

const ok = (data: unknown) => HttpResponse.json({ code: 200, data, msg: 'success' });
const at = (path: string) => `*${path}`;

describe('the adapter', () => {
  it('sends over XHR, and the build leaves axios’s unused fetch adapter out', () => {
    expect(axios.getAdapter(http.defaults.adapter)).toHaveProperty('adapterName', 'xhr');
    expect(() => axios.getAdapter('fetch')).toThrow('adapter fetch is not available in the build');
  });
});

describe('the {code, data} envelope', () => {
  it('unwraps data on code 200', async () => {
    server.use(mock.get(at(paths.user.myDetail), () => ok({ id: '7' })));
    const res = await http.get(paths.user.myDetail);
    expect(res.data).toEqual({ id: '7' });
    expect(notices).toEqual([]);
  });

  it('shows the server message and rejects on another code', async () => {
    server.use(mock.get(at(paths.user.myDetail), () => HttpResponse.json({ code: 500, msg: '余额不足', data: null })));
    await expect(http.get(paths.user.myDetail)).rejects.toMatchObject({ message: '余额不足', code: 500 });
    expect(notices).toEqual(['余额不足']);
  });

  it('falls back to the generic message when the server gives none', async () => {
    server.use(mock.get(at(paths.user.myDetail), () => HttpResponse.json({ code: 500, data: null })));
    await expect(http.get(paths.user.myDetail)).rejects.toThrow(FALLBACK_MESSAGE);
    expect(notices).toEqual([FALLBACK_MESSAGE]);
  });

  // jsdom's XHR cannot produce a Blob under msw; arraybuffer takes the same binary branch (blob is covered in e2e).
  it('passes binary responses through untouched', async () => {
    server.use(
      mock.post(
        at(paths.knowledge.download),
        () => new HttpResponse('{"code":500}', { headers: { 'content-type': 'application/octet-stream' } }),
      ),
    );
    const res = await http.post<ArrayBuffer>(paths.knowledge.download, { id: '1' }, { responseType: 'arraybuffer' });
    expect(new TextDecoder().decode(res.data)).toBe('{"code":500}');
    expect(notices).toEqual([]);
  });

  it('lets silent calls reject without a toast', async () => {
    server.use(
      mock.post(at(paths.user.login), () => HttpResponse.json({ code: 500, msg: '用户名或密码错误', data: null })),
    );
    await expect(loginWithPassword({ userName: 'a', password: 'b', sign: 's' })).rejects.toThrow('用户名或密码错误');
    expect(notices).toEqual([]);
  });
});

describe('what a screen shows for a rejection', () => {
  it('is the error’s own message, else the fallback, whatever threw it', () => {
    expect(errorMessage(new ApiError('余额不足', 500))).toBe('余额不足');
    expect(errorMessage(new Error('网络断开'))).toBe('网络断开');
    expect(errorMessage(new Error(''))).toBe(FALLBACK_MESSAGE);
    expect(errorMessage('网络断开')).toBe(FALLBACK_MESSAGE);
  });

  it('is nothing for the calls the client already handled (silent ones)', () => {
    expect(isSilent(new ApiError('登录已过期', 401, true))).toBe(true);
    expect(isSilent(new ApiError('余额不足', 500))).toBe(false);
    expect(isSilent(new Error('x'))).toBe(false);
  });
});

describe('HTTP errors', () => {
  it('shows the server message of a 500, else the fallback', async () => {
    server.use(mock.get(at(paths.user.balance), () => HttpResponse.json({ msg: '服务维护中' }, { status: 500 })));
    await expect(http.get(paths.user.balance)).rejects.toThrow('服务维护中');
    server.use(mock.get(at(paths.user.balance), () => new HttpResponse(null, { status: 502 })));
    await expect(http.get(paths.user.balance)).rejects.toThrow(FALLBACK_MESSAGE);
    expect(notices).toEqual(['服务维护中', FALLBACK_MESSAGE]);
  });

  it('hands a 401 to the session, silently', async () => {
    server.use(mock.get(at(paths.user.myDetail), () => HttpResponse.json({ code: 401 }, { status: 401 })));
    const error = await http.get(paths.user.myDetail).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).silent).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(notices).toEqual([]);
  });

  it('treats the user-id-does-not-exist message like a 401', async () => {
    server.use(
      mock.get(at(paths.user.myDetail), () => HttpResponse.json({ code: 500, msg: '用户id不存在', data: null })),
    );
    await expect(http.get(paths.user.myDetail)).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(notices).toEqual([]);
  });

  it('rejects upload-list 504s silently, but not other 504s', async () => {
    server.use(mock.post(at(paths.knowledge.uploadListById('r1')), () => new HttpResponse(null, { status: 504 })));
    await expect(http.post(paths.knowledge.uploadListById('r1'), new FormData())).rejects.toMatchObject({
      silent: true,
    });
    expect(notices).toEqual([]);
    server.use(mock.get(at(paths.user.balance), () => new HttpResponse(null, { status: 504 })));
    await expect(http.get(paths.user.balance)).rejects.toMatchObject({ silent: false });
    expect(notices).toEqual([FALLBACK_MESSAGE]);
  });

  // A client-side timeout as axios reports it (jsdom's XHR under msw never fires its own timer).
  const timesOut = (code: 'ECONNABORTED' | 'ETIMEDOUT') => ({
    adapter: (cfg: InternalAxiosRequestConfig) =>
      Promise.reject(new AxiosError('timeout of 60000ms exceeded', code, cfg)),
  });

  it('rejects an upload-list call that times out in the client silently (SPEC section 8)', async () => {
    for (const code of ['ECONNABORTED', 'ETIMEDOUT'] as const) {
      await expect(
        http.post(paths.knowledge.uploadListById('r1'), new FormData(), timesOut(code)),
      ).rejects.toMatchObject({ silent: true });
    }
    expect(notices).toEqual([]);
  });

  it('shows the fallback message when another call times out in the client', async () => {
    await expect(http.get(paths.user.balance, timesOut('ECONNABORTED'))).rejects.toMatchObject({
      silent: false,
      message: FALLBACK_MESSAGE,
    });
    expect(notices).toEqual([FALLBACK_MESSAGE]);
  });
});

describe('token and guest session headers', () => {
  it('sends the token and the guest session id', async () => {
    let seen: Record<string, string | null> = {};
    server.use(
      mock.get(at(paths.user.myDetail), ({ request }) => {
        seen = { token: request.headers.get('token'), session: request.headers.get('x-session-id') };
        return ok(null);
      }),
    );
    await http.get(paths.user.myDetail);
    expect(seen).toEqual({ token: 'tok-1', session: 'guest-1' });
  });

  it('sends no XSRF header: calls are signed by the token, so no XSRF cookie is read before one leaves', async () => {
    document.cookie = 'XSRF-TOKEN=from-another-app; path=/';
    let xsrf: string | null = 'not seen';
    server.use(
      mock.get(at(paths.user.myDetail), ({ request }) => {
        xsrf = request.headers.get('x-xsrf-token');
        return ok(null);
      }),
    );
    try {
      await http.get(paths.user.myDetail);
    } finally {
      document.cookie = 'XSRF-TOKEN=; path=/; max-age=0';
    }
    expect(xsrf).toBeNull();
  });

  it('cancels calls outside the allowlist locally without a token', async () => {
    token = undefined;
    const hits = vi.fn();
    server.use(mock.get(at(paths.user.myDetail), () => (hits(), ok(null))));
    await expect(http.get(paths.user.myDetail)).rejects.toMatchObject({ message: '用户未登录', silent: true });
    expect(hits).not.toHaveBeenCalled();
    expect(notices).toEqual([]);
  });

  it.each([
    paths.user.login,
    paths.user.mobileLogin,
    paths.user.register,
    paths.operation.sendVerificationCode,
    paths.user.userReSetPassword,
    paths.user.logOffAccount,
    paths.operation.customerInfoCheckInSave,
    paths.feedback.submit,
    paths.feedback.list,
  ])('lets %s go out without a token', async (path) => {
    token = undefined;
    server.use(mock.post(at(path), () => ok(true)));
    await expect(http.post<boolean>(path, {}).then((r) => r.data)).resolves.toBe(true);
  });
});

describe('duplicate in-flight requests', () => {
  /** A handler that answers once the test opens it, so calls stay in flight as long as the test needs. */
  function held() {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const hits = vi.fn();
    return { hits, open, answer: async () => (hits(), await gate, ok(true)) };
  }

  it('cancels an identical call while the first is in flight, and allows it after', async () => {
    const { hits, open, answer } = held();
    server.use(mock.post(at(paths.user.update), answer));
    const first = http.post<boolean>(paths.user.update, { nickName: 'a' });
    const second = http.post(paths.user.update, { nickName: 'a' });
    await expect(second).rejects.toMatchObject({ silent: true });
    open();
    await expect(first.then((r) => r.data)).resolves.toBe(true);
    expect(hits).toHaveBeenCalledTimes(1);
    await expect(http.post<boolean>(paths.user.update, { nickName: 'a' }).then((r) => r.data)).resolves.toBe(true);
  });

  it('does not treat different bodies as duplicates', async () => {
    const { hits, open, answer } = held();
    server.use(mock.post(at(paths.user.update), answer));
    const both = Promise.all([http.post(paths.user.update, { a: 1 }), http.post(paths.user.update, { a: 2 })]);
    // Both reach the server while neither is answered.
    await vi.waitFor(() => expect(hits).toHaveBeenCalledTimes(2));
    open();
    await expect(both).resolves.toHaveLength(2);
  });

  it('does not treat different query parameters as duplicates', async () => {
    const { hits, open, answer } = held();
    server.use(mock.get(at(paths.user.myDetail), answer));
    const both = Promise.all([
      http.get(paths.user.myDetail, { params: { id: 1 } }),
      http.get(paths.user.myDetail, { params: { id: 2 } }),
    ]);
    await vi.waitFor(() => expect(hits).toHaveBeenCalledTimes(2), { timeout: 10_000 });
    open();
    await expect(both).resolves.toHaveLength(2);
  });

  it.each([paths.feedback.list, paths.knowledge.uploadList, paths.user.search])('exempts %s', async (path) => {
    const { hits, open, answer } = held();
    server.use(mock.post(at(path), answer));
    const both = Promise.all([http.post(path, { pageNum: 1 }), http.post(path, { pageNum: 1 })]);
    await vi.waitFor(() => expect(hits).toHaveBeenCalledTimes(2));
    open();
    await both;
  });
});

describe('payload rules', () => {
  it('keeps knowledge ids above 2^53 exact', async () => {
    server.use(
      mock.post(at(paths.knowledge.search), () =>
        HttpResponse.text(
          '{"code":200,"msg":"success","data":{"records":[{"id":1234567890123456789,"size":10}],"total":1,"pageNum":1,"pageSize":10,"pages":1}}',
          {
            headers: { 'content-type': 'application/json' },
          },
        ),
      ),
    );
    const page = await searchKnowledgeFiles({ pageNum: 1, pageSize: 10 });
    expect(page.records[0].id).toBe('1234567890123456789');
    expect(page.records[0].size).toBe(10);
  });

  it('gives bulk delete a 180 s timeout', async () => {
    let timeout = 0;
    const id = http.interceptors.request.use((cfg) => ((timeout = cfg.timeout ?? 0), cfg));
    server.use(mock.delete(at(paths.knowledge.deleteByIds), () => ok(true)));
    await deleteKnowledgeFiles(['1']);
    http.interceptors.request.eject(id);
    expect(timeout).toBe(180_000);
  });

  it('sends passwords base64-encoded', async () => {
    let body: unknown;
    server.use(
      mock.post(at(paths.user.login), async ({ request }) => ((body = await request.json()), ok({ token: 't' }))),
    );
    await loginWithPassword({ userName: 'dev_ent', password: 'Demo1234', sign: 'sig' });
    expect(body).toEqual({ userName: 'dev_ent', password: 'RGVtbzEyMzQ=', sign: 'sig' });
  });
});

describe('error mapping (SPEC section 8)', () => {
  it('keeps the server’s code, so a screen can tell “not found” from other failures', async () => {
    server.use(
      mock.get(at(paths.user.myDetail), () => HttpResponse.json({ code: 404, msg: '模型不存在', data: null })),
    );
    await expect(http.get(paths.user.myDetail)).rejects.toMatchObject({
      code: 404,
      message: '模型不存在',
      silent: false,
    });
    expect(notices).toEqual(['模型不存在']);
  });

  it('hands the user-id-does-not-exist message to the session silently, as it does a 401', async () => {
    server.use(
      mock.get(at(paths.user.myDetail), () => HttpResponse.json({ code: 500, msg: '用户id不存在', data: null })),
    );
    const error = await http.get(paths.user.myDetail).catch((e: unknown) => e);
    expect(isSilent(error)).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(notices).toEqual([]);
  });

  it('shows an upload-list call’s other errors: only its timeouts are silent', async () => {
    server.use(
      mock.post(at(paths.knowledge.uploadListById('r1')), () =>
        HttpResponse.json({ msg: '文件过大' }, { status: 500 }),
      ),
    );
    await expect(http.post(paths.knowledge.uploadListById('r1'), new FormData())).rejects.toMatchObject({
      silent: false,
      message: '文件过大',
    });
    expect(notices).toEqual(['文件过大']);
  });

  it('shows the fallback whatever the body of an HTTP error: none, null or text', async () => {
    for (const body of ['', 'null', 'Bad Gateway']) {
      server.use(
        mock.get(
          at(paths.user.balance),
          () => new HttpResponse(body, { status: 502, headers: { 'content-type': 'application/json' } }),
        ),
      );
      await expect(http.get(paths.user.balance)).rejects.toMatchObject({ message: FALLBACK_MESSAGE, code: 502 });
    }
    expect(notices).toEqual([FALLBACK_MESSAGE, FALLBACK_MESSAGE, FALLBACK_MESSAGE]);
  });

  it('shows the fallback, and sends nothing, when the backend could not start', async () => {
    const failed = Promise.reject(new Error('simulator failed to start'));
    failed.catch(() => undefined);
    configureHttp({ backendReady: failed });
    await expect(http.get(paths.user.balance)).rejects.toMatchObject({ message: FALLBACK_MESSAGE, silent: false });
    expect(notices).toEqual([FALLBACK_MESSAGE]);
  });

  it('does not call a duplicate cancellation “not logged in”', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    server.use(mock.post(at(paths.user.update), async () => (await gate, ok(true))));
    const first = http.post(paths.user.update, { nickName: 'a' });
    const error = await http.post(paths.user.update, { nickName: 'a' }).catch((e: unknown) => e);
    open();
    await first;
    expect(isSilent(error)).toBe(true);
    expect(errorMessage(error)).not.toBe('用户未登录');
  });

  it('names its errors in logs, and gives the fallback for a rejection that carries nothing', () => {
    expect(new ApiError('余额不足', 500).name).toBe('ApiError');
    expect(errorMessage(undefined)).toBe(FALLBACK_MESSAGE);
    expect(errorMessage(null)).toBe(FALLBACK_MESSAGE);
  });
});

describe('answers that are not the envelope', () => {
  it('passes an empty answer, a text answer, JSON without a code and null through untouched, without a toast', async () => {
    server.use(mock.post(at(paths.user.update), () => new HttpResponse(null, { status: 204 })));
    await expect(http.post<string>(paths.user.update, {}).then((r) => r.data)).resolves.toBe('');
    server.use(mock.get(at(paths.user.balance), () => HttpResponse.text('OK')));
    await expect(http.get<string>(paths.user.balance).then((r) => r.data)).resolves.toBe('OK');
    server.use(mock.get(at(paths.user.myDetail), () => HttpResponse.json({ id: '7' })));
    await expect(http.get<{ id: string }>(paths.user.myDetail).then((r) => r.data)).resolves.toEqual({ id: '7' });
    server.use(mock.get(at(paths.user.myDetail), () => HttpResponse.json(null)));
    await expect(http.get<null>(paths.user.myDetail).then((r) => r.data)).resolves.toBeNull();
    expect(notices).toEqual([]);
  });

  it('does not take an empty knowledge-search answer for broken JSON', async () => {
    server.use(
      mock.post(
        at(paths.knowledge.search),
        () => new HttpResponse('', { status: 200, headers: { 'content-type': 'application/json' } }),
      ),
    );
    await expect(http.post<string>(paths.knowledge.search, {}).then((r) => r.data)).resolves.toBe('');
    expect(notices).toEqual([]);
  });
});

describe('addresses and duplicates', () => {
  it('recognises the token-free calls when they are given with a full address', async () => {
    token = undefined;
    server.use(mock.post(at(paths.user.login), () => ok({ token: 't' })));
    await expect(
      http.post<{ token: string }>(`http://localhost${paths.user.login}`, {}).then((r) => r.data),
    ).resolves.toEqual({ token: 't' });
    await expect(
      http.post<{ token: string }>(`https://api.example.com${paths.user.login}?from=home`, {}).then((r) => r.data),
    ).resolves.toEqual({ token: 't' });
  });

  it('does not take a GET and a POST to the same address for duplicates', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const hits = vi.fn();
    const answer = async () => (hits(), await gate, ok(true));
    server.use(mock.get(at(paths.user.update), answer), mock.post(at(paths.user.update), answer));
    const both = Promise.all([http.get(paths.user.update), http.post(paths.user.update)]);
    await vi.waitFor(() => expect(hits).toHaveBeenCalledTimes(2));
    open();
    await expect(both).resolves.toHaveLength(2);
  });
});

describe('the duplicate tracker’s idle reset (SPEC section 9: cleared after 500 ms idle)', () => {
  afterEach(() => void vi.useRealTimers());

  const answered = (cfg: InternalAxiosRequestConfig) =>
    Promise.resolve({ data: { code: 200, data: true }, status: 200, statusText: 'OK', headers: {}, config: cfg });

  it('forgets a call whose answer never came once the client has been idle 500 ms', async () => {
    // Clearing native timers too: an idle reset a previous call left running must not fire mid-test.
    vi.useFakeTimers({ shouldClearNativeTimers: true });
    void http.post(paths.user.update, { stuck: 1 }, { adapter: () => new Promise(() => undefined) });
    await http.post(paths.user.update, { other: 1 }, { adapter: answered });
    const again = () => http.post<boolean>(paths.user.update, { stuck: 1 }, { adapter: answered });
    await expect(again()).rejects.toMatchObject({ silent: true });
    await vi.advanceTimersByTimeAsync(499);
    await expect(again()).rejects.toMatchObject({ silent: true });
    await vi.advanceTimersByTimeAsync(1);
    await expect(again().then((r) => r.data)).resolves.toBe(true);
  });
});

describe('calls made outside axios (the streamed chat)', () => {
  it('carries only the credentials there are, never an “undefined” header', () => {
    expect(credentialHeaders()).toStrictEqual({ token: 'tok-1', 'x-session-id': 'guest-1' });
    token = undefined;
    expect(credentialHeaders()).toStrictEqual({ 'x-session-id': 'guest-1' });
    configureHttp({ getSessionId: () => undefined });
    expect(credentialHeaders()).toStrictEqual({});
    token = 'tok-2';
    expect(credentialHeaders()).toStrictEqual({ token: 'tok-2' });
  });

  it('reports a 401 to the session the same way', () => {
    reportUnauthorized();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
