import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import {
  CHUNK_ERROR_EVENT,
  COUNTER_KEY,
  DEBOUNCE_MS,
  FAILURE_NOTICE,
  RELOAD_DELAY_MS,
  UPDATE_NOTICE,
  chunkReloadMachine,
  isChunkLoadError,
  reloadCounter,
} from '../../src/machines/chunkReload';
import { onNotify, type Notice } from '../../src/machines/notify';
import { everyTransition, expectAllStatesReached, type TransitionCase } from './modelHarness';

const AFTER_DEBOUNCE = 'xstate.after.DEBOUNCE.chunkReload.debouncing';
const AFTER_RELOAD = 'xstate.after.RELOAD_DELAY.chunkReload.reloading';
const events = [{ type: 'CHUNK.FAILED' }, { type: AFTER_DEBOUNCE }, { type: AFTER_RELOAD }];

function harness() {
  const reloads: number[] = [];
  const machine = chunkReloadMachine.provide({
    actors: { watchChunkErrors: fromCallback(() => () => undefined) },
    actions: { reloadPage: () => void reloads.push(Date.now()) },
  });
  return { machine, reloads };
}

beforeEach(() => {
  vi.useFakeTimers();
  window.sessionStorage.clear();
});
afterEach(() => void vi.useRealTimers());

describe('chunkReload machine (model)', () => {
  // The counter decides the branch, so the graph is explored from each count a document can start with.
  const starts = [0, 1, 2, 3];
  const cases: (TransitionCase & { count: number })[] = starts.flatMap((count) =>
    everyTransition(harness().machine, { input: { count }, events }).map((c) => ({ ...c, count, description: `count ${count}: ${c.description}` })),
  );

  it('reaches every state', () => expectAllStatesReached(harness().machine, cases));

  it.each(cases.map((c) => [c.description, c] as const))('%s', async (_d, testCase) => {
    const { machine } = harness();
    const actor = createActor(machine, { input: { count: testCase.count } }).start();
    for (const step of testCase.steps) {
      if (step.event.type === AFTER_DEBOUNCE) await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
      else if (step.event.type === AFTER_RELOAD) await vi.advanceTimersByTimeAsync(RELOAD_DELAY_MS);
      else actor.send(step.event as never);
      expect(actor.getSnapshot().value).toEqual(step.expected);
    }
    actor.stop();
  });
});

describe('chunkReload machine (rules)', () => {
  function start() {
    const { machine, reloads } = harness();
    const notices: Notice[] = [];
    const stop = onNotify((n) => notices.push(n));
    const actor = createActor(machine, { input: undefined }).start();
    return { actor, reloads, notices, stop };
  }

  it('debounces a burst of failures into one reload, 3 s after the notice', async () => {
    const { actor, reloads, notices, stop } = start();
    actor.send({ type: 'CHUNK.FAILED' });
    await vi.advanceTimersByTimeAsync(150);
    actor.send({ type: 'CHUNK.FAILED' });
    await vi.advanceTimersByTimeAsync(199);
    expect(actor.getSnapshot().value).toBe('debouncing');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('reloading');
    expect(notices).toEqual([{ message: UPDATE_NOTICE, kind: 'warning' }]);
    expect(window.sessionStorage.getItem(COUNTER_KEY)).toBe('1');
    await vi.advanceTimersByTimeAsync(RELOAD_DELAY_MS - 1);
    expect(reloads).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(reloads).toHaveLength(1);
    stop();
  });

  it('counts across reloads through session storage, and gives up on the 4th failure', async () => {
    for (const expected of ['1', '2', '3']) {
      const { actor, reloads, stop } = start(); // a fresh document reads the stored counter
      actor.send({ type: 'CHUNK.FAILED' });
      await vi.advanceTimersByTimeAsync(DEBOUNCE_MS + RELOAD_DELAY_MS);
      expect(reloads).toHaveLength(1);
      expect(window.sessionStorage.getItem(COUNTER_KEY)).toBe(expected);
      actor.stop();
      stop();
    }
    const { actor, reloads, notices, stop } = start();
    actor.send({ type: 'CHUNK.FAILED' });
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS + RELOAD_DELAY_MS);
    expect(actor.getSnapshot().value).toBe('gaveUp');
    expect(reloads).toHaveLength(0);
    expect(notices).toEqual([{ message: FAILURE_NOTICE, kind: 'error' }]);
    expect(window.sessionStorage.getItem(COUNTER_KEY)).toBeNull();
    expect(actor.getSnapshot().context.count).toBe(0);
    // Stopped: further failures in this document change nothing.
    actor.send({ type: 'CHUNK.FAILED' });
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS + RELOAD_DELAY_MS);
    expect(reloads).toHaveLength(0);
    stop();
  });

  it('reads damaged counters as zero', () => {
    window.sessionStorage.setItem(COUNTER_KEY, 'x');
    expect(reloadCounter.read()).toBe(0);
    window.sessionStorage.setItem(COUNTER_KEY, '-2');
    expect(reloadCounter.read()).toBe(0);
  });

  it('listens to vite:preloadError and the route boundary', async () => {
    const machine = chunkReloadMachine.provide({ actions: { reloadPage: () => undefined } });
    const actor = createActor(machine, { input: undefined }).start();
    window.dispatchEvent(new Event('vite:preloadError'));
    window.dispatchEvent(new Event(CHUNK_ERROR_EVENT));
    expect(actor.getSnapshot().value).toBe('debouncing');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    expect(actor.getSnapshot().context.count).toBe(1);
    actor.stop();
  });

  it('recognises the browsers\u2019 dynamic import failures', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
