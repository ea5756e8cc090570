/**
 * The reload counter read where there is no browser tab: pages rendered to HTML at build time
 * (src/prerender) start the chunk-reload flow too, and must start it from 0 rather than fail.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { COUNTER_KEY, chunkReloadMachine, type ChunkReloadEvent } from '../../src/machines/chunkReload';

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

/** As the prerender starts it: no window events to watch. */
const startFlow = () =>
  createActor(
    chunkReloadMachine.provide({ actors: { watchChunkErrors: fromCallback<ChunkReloadEvent>(() => undefined) } }),
    { input: undefined },
  ).start();

describe('the reload counter outside a browser', () => {
  it('starts from 0 when there is no window, whatever a tab would hold', () => {
    window.sessionStorage.setItem(COUNTER_KEY, '2');
    vi.stubGlobal('window', undefined);
    expect(startFlow().getSnapshot().context.count).toBe(0);
    vi.unstubAllGlobals();
    // The same storage, read in a tab: the count is there.
    expect(startFlow().getSnapshot().context.count).toBe(2);
  });
});
