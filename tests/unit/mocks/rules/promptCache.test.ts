/** The gateway's prompt cache: whole blocks of a prompt's start that the same user sent the same model lately. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_BLOCK, CACHE_TTL_MS, cachedPrefixTokens } from '../../../../mocks/rules/promptCache';

// The cache lives in the module, as it lives in the simulator's memory: each test has users of its own.
let user = 0;
const newUser = () => `prompt-cache-user-${(user += 1)}`;
const text = (length: number, fill = 'a') => fill.repeat(length);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.parse('2026-11-01T00:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('the prompt cache', () => {
  it('has nothing for a first prompt, then the whole blocks of the same prompt sent again', () => {
    const id = newUser();
    const prompt = text(3 * CACHE_BLOCK + 5);
    expect(cachedPrefixTokens(id, 'glm-4', prompt)).toBe(0);
    expect(cachedPrefixTokens(id, 'glm-4', prompt)).toBe(3 * CACHE_BLOCK);
  });

  it('counts the prefix a new prompt shares with an earlier one, in whole blocks only', () => {
    const id = newUser();
    const start = text(2 * CACHE_BLOCK);
    cachedPrefixTokens(id, 'glm-4', `${start}x${text(40, 'b')}`);
    expect(cachedPrefixTokens(id, 'glm-4', `${start}y${text(40, 'b')}`)).toBe(2 * CACHE_BLOCK);
    expect(cachedPrefixTokens(id, 'glm-4', `${text(CACHE_BLOCK - 1)}z`)).toBe(0);
    expect(cachedPrefixTokens(id, 'glm-4', text(CACHE_BLOCK))).toBe(CACHE_BLOCK);
  });

  it('takes the longest prefix of the prompts it holds', () => {
    const id = newUser();
    cachedPrefixTokens(id, 'glm-4', `${text(CACHE_BLOCK)}x`);
    cachedPrefixTokens(id, 'glm-4', `${text(3 * CACHE_BLOCK)}y`);
    cachedPrefixTokens(id, 'glm-4', `${text(2 * CACHE_BLOCK)}z`);
    expect(cachedPrefixTokens(id, 'glm-4', `${text(4 * CACHE_BLOCK)}`)).toBe(3 * CACHE_BLOCK);
  });

  it('is kept per user and per model', () => {
    const id = newUser();
    const prompt = text(2 * CACHE_BLOCK);
    cachedPrefixTokens(id, 'glm-4', prompt);
    expect(cachedPrefixTokens(newUser(), 'glm-4', prompt)).toBe(0);
    expect(cachedPrefixTokens(id, 'qwen-max', prompt)).toBe(0);
    expect(cachedPrefixTokens(id, 'glm-4', prompt)).toBe(2 * CACHE_BLOCK);
  });

  it('forgets a prompt five minutes after it was last sent, not a moment sooner', () => {
    const id = newUser();
    const prompt = text(2 * CACHE_BLOCK);
    cachedPrefixTokens(id, 'glm-4', prompt);
    vi.advanceTimersByTime(CACHE_TTL_MS - 1);
    expect(cachedPrefixTokens(id, 'glm-4', prompt)).toBe(2 * CACHE_BLOCK);
    vi.advanceTimersByTime(CACHE_TTL_MS);
    expect(cachedPrefixTokens(id, 'glm-4', prompt)).toBe(0);
  });

  it('holds the sixteen latest different prompts of a user on a model: a prompt sent again takes no second place', () => {
    const id = newUser();
    const kept = text(2 * CACHE_BLOCK, 'k');
    cachedPrefixTokens(id, 'glm-4', kept);
    for (let i = 0; i < 16; i += 1) cachedPrefixTokens(id, 'glm-4', text(CACHE_BLOCK, 'r'));
    expect(cachedPrefixTokens(id, 'glm-4', kept)).toBe(2 * CACHE_BLOCK);
    for (let i = 0; i < 15; i += 1) cachedPrefixTokens(id, 'glm-4', `${String.fromCharCode(0x4e00 + i)}${text(40)}`);
    expect(cachedPrefixTokens(id, 'glm-4', kept)).toBe(2 * CACHE_BLOCK);
    for (let i = 0; i < 16; i += 1) cachedPrefixTokens(id, 'glm-4', `${String.fromCharCode(0x5e00 + i)}${text(40)}`);
    expect(cachedPrefixTokens(id, 'glm-4', kept)).toBe(0);
  });
});
