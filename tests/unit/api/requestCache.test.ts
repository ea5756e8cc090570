import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { configureHttp } from '../../../src/api/http';
import { cached, clearRequestCache, peek, prefetch, query, question, questions } from '../../../src/api/requestCache';

/** A list endpoint whose answers the test writes: each request gets the next one (a string is a refusal). */
const PATH = '/test/cache/list';
const ROLES = '/test/cache/roles';
const asked: unknown[] = [];
const notices: string[] = [];
let answers: Record<string, (string | { refused: string } | Promise<string>)[]> = {};

function answering(path: string) {
  server.use(
    mock.post(`*${path}`, async ({ request }) => {
      asked.push({ path, body: await request.json() });
      const next = await answers[path].shift();
      if (next === undefined) return HttpResponse.json({ code: 500, data: null, msg: '没有安排的回答' });
      return typeof next === 'string'
        ? HttpResponse.json({ code: 200, data: next, msg: 'success' })
        : HttpResponse.json({ code: 500, data: null, msg: next.refused });
    }),
  );
}

const list = cached<[{ pageNum: number; pageSize: number }], string>((q) => ({ method: 'post', url: PATH, data: q }));
const roles = cached<[], string>(() => ({ method: 'post', url: ROLES, data: {} }));
const page1 = { pageNum: 1, pageSize: 9 };
const page2 = { pageNum: 2, pageSize: 9 };

beforeEach(() => {
  clearRequestCache();
  asked.length = 0;
  notices.length = 0;
  answers = { [PATH]: [], [ROLES]: [] };
  answering(PATH);
  answering(ROLES);
  configureHttp({
    getToken: () => 'tok-1',
    getSessionId: () => undefined,
    notify: (m) => notices.push(m),
    backendReady: Promise.resolve(),
  });
});
afterEach(() => vi.useRealTimers());

/** Answers held until the test lets them go. */
function held() {
  let release!: (value: string) => void;
  const answer = new Promise<string>((resolve) => (release = resolve));
  return { answer, release };
}

describe('the request cache', () => {
  it('hands an answer asked for ahead only to the user who asked: after another sign-in it asks again', async () => {
    answers[PATH].push('tok-1 answer', 'tok-2 answer');
    await prefetch(list, page1);
    configureHttp({ getToken: () => 'tok-2' });
    expect(peek(list, page1)).toBeUndefined();
    await expect(query(list, page1)).resolves.toBe('tok-2 answer');
    configureHttp({ getToken: () => undefined });
    expect(peek(list, page1)).toBeUndefined();
  });

  it('called directly, a cached call asks the server every time', async () => {
    answers[PATH].push('a', 'b');
    await expect(list(page1)).resolves.toBe('a');
    await expect(list(page1)).resolves.toBe('b');
    expect(asked).toHaveLength(2);
  });

  it('a query starts the request; an identical query meanwhile joins it: one request', async () => {
    const slow = held();
    answers[PATH].push(slow.answer);
    const first = query(list, page1);
    const second = query(list, page1);
    slow.release('a');
    await expect(Promise.all([first, second])).resolves.toEqual(['a', 'a']);
    expect(asked).toEqual([{ path: PATH, body: page1 }]);
  });

  it('a query whose answer is in is not kept: the next identical query asks again', async () => {
    answers[PATH].push('a', 'b');
    await query(list, page1);
    expect(peek(list, page1)).toBeUndefined();
    await expect(query(list, page1)).resolves.toBe('b');
  });

  it('joins a prefetch on its way, and takes it once: the next identical query asks again', async () => {
    answers[PATH].push('early', 'fresh');
    void prefetch(list, page1);
    await expect(query(list, page1)).resolves.toBe('early');
    await expect(query(list, page1)).resolves.toBe('fresh');
    expect(asked).toHaveLength(2);
  });

  it('another request does not take it: other arguments are another key', async () => {
    answers[PATH].push('early', 'page 2');
    await prefetch(list, page1);
    await expect(query(list, page2)).resolves.toBe('page 2');
    await expect(query(list, page1)).resolves.toBe('early');
  });

  it('prefetches once: a second prefetch of the same request joins the first', async () => {
    answers[PATH].push('early');
    await Promise.all([prefetch(list, page1), prefetch(list, page1)]);
    expect(asked).toHaveLength(1);
  });

  it('peek hands over an answer in, once; nothing while it is on its way', async () => {
    const slow = held();
    answers[PATH].push(slow.answer, 'fresh');
    const prefetched = prefetch(list, page1);
    expect(peek(list, page1)).toBeUndefined();
    slow.release('early');
    await prefetched;
    expect(peek(list, page1)).toBe('early');
    expect(peek(list, page1)).toBeUndefined();
    await expect(query(list, page1)).resolves.toBe('fresh');
  });

  it('a failed prefetch is never handed over and not kept: no toast, the query asks again and its failure shows', async () => {
    answers[PATH].push({ refused: '服务器繁忙' }, 'retried');
    await prefetch(list, page1);
    expect(peek(list, page1)).toBeUndefined();
    expect(notices).toEqual([]);
    await expect(query(list, page1)).resolves.toBe('retried');
    answers[PATH].push({ refused: '服务器繁忙' }, { refused: '请求超时' });
    void prefetch(list, page1);
    await expect(query(list, page1)).rejects.toThrow('请求超时');
    expect(notices).toEqual(['请求超时']);
  });

  it('a failed query is not kept: the next one asks again', async () => {
    answers[PATH].push({ refused: '服务器繁忙' }, 'b');
    await expect(query(list, page1)).rejects.toThrow('服务器繁忙');
    await expect(query(list, page1)).resolves.toBe('b');
  });

  it.each([
    { age: 10_000, fresh: true },
    { age: 10_001, fresh: false },
  ])(
    'an answer $age ms old is handed over: $fresh (to peek and to a query alike); a stale one is asked again',
    async ({ age, fresh }) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      answers[PATH].push('early', 'early again', 'asked again');
      await prefetch(list, page1);
      vi.advanceTimersByTime(age);
      expect(peek(list, page1)).toBe(fresh ? 'early' : undefined);
      await prefetch(list, page1);
      vi.advanceTimersByTime(age);
      await expect(query(list, page1)).resolves.toBe(fresh ? 'early again' : 'asked again');
    },
  );
});

describe('questions asked together', () => {
  const both = questions([question(list, page1), question(roles)], (items, names) => `${items}+${names}`);

  /** Both prefetched: the list's answer in, the roles' held until `release`; the set is not handed over meanwhile. */
  async function itemsInRolesOnTheirWay() {
    const slow = held();
    answers[PATH].push('items');
    answers[ROLES].push(slow.answer);
    await prefetch(list, page1);
    const rolesIn = prefetch(roles);
    expect(both.peek()).toBeUndefined();
    return { rolesIn, release: slow.release };
  }

  it('are handed over together, once all are in, or not at all; one still on its way leaves the others to their requests', async () => {
    const { rolesIn, release } = await itemsInRolesOnTheirWay();
    // Nothing was taken: the list's answer is still there.
    release('roles');
    await rolesIn;
    expect(both.peek()).toBe('items+roles');
    expect(both.peek()).toBeUndefined();
  });

  it('an answer in stays for its own request when another of the set is on its way', async () => {
    const { rolesIn, release } = await itemsInRolesOnTheirWay();
    await expect(query(list, page1)).resolves.toBe('items');
    release('roles');
    await rolesIn;
    expect(asked.filter((request) => (request as { path: string }).path === PATH)).toHaveLength(1);
  });

  it('a set with one stale answer is not handed over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    answers[PATH].push('items');
    answers[ROLES].push('roles');
    await prefetch(list, page1);
    vi.advanceTimersByTime(5_000);
    await prefetch(roles);
    vi.advanceTimersByTime(5_001);
    expect(both.peek()).toBeUndefined();
  });

  it('asked, each joins its prefetch and the answers are combined', async () => {
    answers[PATH].push('items');
    answers[ROLES].push('roles');
    await both.prefetch();
    await expect(both.ask()).resolves.toBe('items+roles');
    expect(asked).toHaveLength(2);
  });
});
