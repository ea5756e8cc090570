/**
 * When the reload counter is read: not at start, where a read of the tab's storage is a
 * synchronous call to the browser in the task the first page waits for (and where pages rendered
 * to HTML at build time, src/prerender, have no tab at all), but when the first failure comes.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import {
  COUNTER_KEY,
  FAILURE_NOTICE,
  UPDATE_NOTICE,
  chunkReloadMachine,
  type ChunkReloadEvent,
} from '../../src/machines/chunkReload';
import { onNotify, takePendingNotices, type Notice } from '../../src/machines/notify';
import { reloadPage } from '../../src/machines/platform';

// The browser's reload (which also carries the notices over) is the platform's; jsdom cannot reload.
vi.mock('../../src/machines/platform', () => ({ reloadPage: vi.fn() }));

const started: Array<{ stop: () => void }> = [];
afterEach(() => {
  for (const flow of started.splice(0)) flow.stop();
  takePendingNotices();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

/** As the prerender starts it: no window events to watch; here the page never reloads. */
function startFlow() {
  const flow = createActor(
    chunkReloadMachine.provide({
      actors: { watchChunkErrors: fromCallback<ChunkReloadEvent>(() => undefined) },
      actions: { reloadPage: () => undefined },
    }),
    { input: undefined },
  ).start();
  started.push(flow);
  return flow;
}

describe('the reload counter', () => {
  it('is not read when the flow starts, and no window is needed to start it', () => {
    const read = vi.spyOn(Storage.prototype, 'getItem');
    startFlow();
    expect(read).not.toHaveBeenCalled();
    read.mockRestore();
    vi.stubGlobal('window', undefined);
    expect(() => startFlow()).not.toThrow();
  });

  it('is read when the first failure comes: the reloads this tab has made count', () => {
    vi.useFakeTimers();
    const heard: Notice[] = [];
    const stopHearing = onNotify((notice) => void heard.push(notice));
    window.sessionStorage.setItem(COUNTER_KEY, '2');
    const flow = startFlow();
    flow.send({ type: 'CHUNK.FAILED' });
    vi.advanceTimersByTime(200);
    expect(flow.getSnapshot().matches('reloading')).toBe(true);
    expect(window.sessionStorage.getItem(COUNTER_KEY)).toBe('3');

    window.sessionStorage.setItem(COUNTER_KEY, '3');
    const spent = startFlow();
    spent.send({ type: 'CHUNK.FAILED' });
    vi.advanceTimersByTime(200);
    stopHearing();
    expect(spent.getSnapshot().matches('gaveUp')).toBe(true);
    expect(window.sessionStorage.getItem(COUNTER_KEY)).toBeNull();
    // A reload is announced as a warning; the 4th failure says so as an error.
    expect(heard).toEqual([
      { message: UPDATE_NOTICE, kind: 'warning' },
      { message: FAILURE_NOTICE, kind: 'error' },
    ]);
  });
});

describe('the reload itself', () => {
  it("is the platform's reload, once, 3 seconds after the notice is on screen", () => {
    vi.useFakeTimers();
    const flow = createActor(
      chunkReloadMachine.provide({
        actors: {
          watchChunkErrors: fromCallback<ChunkReloadEvent>(() => undefined),
          announceUpdate: fromCallback<ChunkReloadEvent>(({ sendBack }) => sendBack({ type: 'CHUNK.NOTICE_SHOWN' })),
        },
      }),
      { input: { count: 0 } },
    ).start();
    started.push(flow);
    flow.send({ type: 'CHUNK.FAILED' });
    vi.advanceTimersByTime(200 + 2_999);
    expect(reloadPage).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(flow.getSnapshot().matches('reloaded')).toBe(true);
  });
});
