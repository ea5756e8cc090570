import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyAnswer, earlyAnswers, earlyKey, fetchEarly, takeEarly } from '../../../src/api/early';

const key = earlyKey('/op-model/api/model/v1/list', { pageNum: 1, pageSize: 9 });

describe('answers fetched early, taken by the page', () => {
  afterEach(() => vi.useRealTimers());

  it('the identical request takes the early answer instead of asking again, once', async () => {
    void fetchEarly(key, () => Promise.resolve('early'));
    const load = vi.fn(() => Promise.resolve('fresh'));
    await expect(takeEarly(key, load)).resolves.toBe('early');
    expect(load).not.toHaveBeenCalled();
    await expect(takeEarly(key, load)).resolves.toBe('fresh');
    expect(load).toHaveBeenCalledOnce();
  });

  it('another query does not take it', async () => {
    // Both keys made here, in the test, as the page makes them when it asks.
    const page1 = earlyKey('/op-model/api/model/v1/list', { pageNum: 1, pageSize: 9 });
    void fetchEarly(page1, () => Promise.resolve('early'));
    await expect(takeEarly(earlyKey('/op-model/api/model/v1/list', { pageNum: 2, pageSize: 9 }), () => Promise.resolve('page 2'))).resolves.toBe('page 2');
    await expect(takeEarly(page1, () => Promise.resolve('fresh'))).resolves.toBe('early');
  });

  it('a failed early answer is never shown: the page asks again and gets that answer', async () => {
    void fetchEarly(key, () => Promise.reject(new Error('服务器繁忙')));
    await expect(takeEarly(key, () => Promise.resolve('retried'))).resolves.toBe('retried');
    void fetchEarly(key, () => Promise.reject(new Error('服务器繁忙')));
    await expect(takeEarly(key, () => Promise.reject(new Error('请求超时')))).rejects.toThrow('请求超时');
  });

  it('an answer exactly 10 s old is still fresh: the page takes it', async () => {
    vi.useFakeTimers();
    void fetchEarly(key, () => Promise.resolve('early'));
    vi.advanceTimersByTime(10_000);
    await expect(takeEarly(key, () => Promise.resolve('fresh'))).resolves.toBe('early');
  });

  it('an answer older than 10 s is stale: the page asks again', async () => {
    vi.useFakeTimers();
    void fetchEarly(key, () => Promise.resolve('early'));
    vi.advanceTimersByTime(10_001);
    await expect(takeEarly(key, () => Promise.resolve('fresh'))).resolves.toBe('fresh');
  });

  it('is handed over as it is once in, for the first render, and only once: the next identical request asks again', async () => {
    let answer!: (value: string) => void;
    void fetchEarly(key, () => new Promise<string>((resolve) => (answer = resolve)));
    expect(earlyAnswer(key)).toBeUndefined();
    answer('early');
    await Promise.resolve();
    expect(earlyAnswer(key)).toBe('early');
    expect(earlyAnswer(key)).toBeUndefined();
    await expect(takeEarly(key, () => Promise.resolve('fresh'))).resolves.toBe('fresh');
  });

  it('is handed over at exactly 10 s old, as the page would take it', async () => {
    vi.useFakeTimers();
    await fetchEarly(key, () => Promise.resolve('early'));
    vi.advanceTimersByTime(10_000);
    expect(earlyAnswer(key)).toBe('early');
  });

  it('is not handed over when it failed or is older than 10 s', async () => {
    void fetchEarly(key, () => Promise.reject(new Error('服务器繁忙')));
    await Promise.resolve();
    await Promise.resolve();
    expect(earlyAnswer(key)).toBeUndefined();
    vi.useFakeTimers();
    void fetchEarly(key, () => Promise.resolve('early'));
    await Promise.resolve();
    vi.advanceTimersByTime(10_001);
    expect(earlyAnswer(key)).toBeUndefined();
  });

  it('several answers are handed over together or not at all: one still on its way leaves the others to their requests', async () => {
    const roles = earlyKey('/front/api/role/v1/search', { pageNum: 1, pageSize: 1000 });
    const groups = earlyKey('/front/api/group/v1/search', { pageNum: 1, pageSize: 1000 });
    let answerGroups!: (value: string) => void;
    await fetchEarly(roles, () => Promise.resolve('roles'));
    const groupsIn = fetchEarly(groups, () => new Promise<string>((resolve) => (answerGroups = resolve)));
    expect(earlyAnswers([roles, groups])).toBeUndefined();
    answerGroups('groups');
    await groupsIn;
    expect(earlyAnswers([roles, groups])).toEqual(['roles', 'groups']);
    expect(earlyAnswers([roles, groups])).toBeUndefined();
    const load = vi.fn(() => Promise.resolve('fresh'));
    await expect(takeEarly(roles, load)).resolves.toBe('fresh');
  });

  it('an answer already in stays for its request when another of the set is still on its way', async () => {
    const roles = earlyKey('/front/api/role/v1/search', { pageNum: 1, pageSize: 1000 });
    const groups = earlyKey('/front/api/group/v1/search', { pageNum: 1, pageSize: 1000 });
    await fetchEarly(roles, () => Promise.resolve('roles'));
    void fetchEarly(groups, () => new Promise<string>(() => undefined));
    expect(earlyAnswers([roles, groups])).toBeUndefined();
    const load = vi.fn(() => Promise.resolve('fresh'));
    await expect(takeEarly(roles, load)).resolves.toBe('roles');
    expect(load).not.toHaveBeenCalled();
  });

  it('a set with one stale answer is not handed over: the pages ask again', async () => {
    vi.useFakeTimers();
    const roles = earlyKey('/front/api/role/v1/search', { pageNum: 1, pageSize: 1000 });
    const groups = earlyKey('/front/api/group/v1/search', { pageNum: 1, pageSize: 1000 });
    await fetchEarly(roles, () => Promise.resolve('roles'));
    vi.advanceTimersByTime(5_000);
    await fetchEarly(groups, () => Promise.resolve('groups'));
    vi.advanceTimersByTime(5_001);
    expect(earlyAnswers([roles, groups])).toBeUndefined();
  });
});
