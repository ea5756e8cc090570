import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { bundleWorker } from '../../../mocks/serviceWorkerPlugin';

/**
 * The browser starts the demo's worker beside every navigation of the demo, so what its script
 * runs at start delays pages that call nothing. The script the build ships, started in a bare
 * worker-like global.
 */
function startWorker(code: string) {
  const listeners = new Map<string, Array<(event: unknown) => void>>();
  const fetched: string[] = [];
  const self = {
    location: { origin: 'https://demo.example' },
    clients: { matchAll: () => Promise.resolve([]), claim: () => Promise.resolve() },
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
  };
  const global: Record<string, unknown> = {
    self,
    console,
    performance,
    URL,
    Request,
    Response,
    Headers,
    TextEncoder,
    TextDecoder,
    MessageEvent,
    EventTarget,
    Event,
    AbortController,
    setTimeout,
    clearTimeout,
    queueMicrotask,
    structuredClone,
    crypto,
    atob,
    btoa,
    BroadcastChannel: class {
      addEventListener() {}
      postMessage() {}
    },
    // A first visit: no database yet, and none can be opened here.
    indexedDB: {
      databases: () => Promise.resolve([]),
      open: () => {
        throw new Error('no IndexedDB here');
      },
    },
    fetch: (input: Request | string) => {
      const path = new URL(typeof input === 'string' ? input : input.url, self.location.origin).pathname;
      fetched.push(path);
      // The seed stays on its way: filling a world made of another realm's objects is not this test's.
      if (path.includes('simulator-seed')) return new Promise<Response>(() => undefined);
      return Promise.resolve(new Response('from the network'));
    },
  };
  global.globalThis = global;
  runInNewContext(code, global);

  /** A fetch event for `path`: what the worker answers it with, or undefined when it leaves it to the network. */
  function request(path: string): Promise<Response> | undefined {
    let answer: Promise<Response> | undefined;
    const event = {
      request: new Request(`https://demo.example${path}`),
      respondWith: (response: Promise<Response>) => void (answer = response),
    };
    for (const listener of listeners.get('fetch') ?? []) listener(event);
    return answer;
  }
  return { listeners, global, fetched, request };
}

describe('the demo worker starts with routing only', () => {
  it('evaluates the simulator with the first API call, not when it starts or routes a page', async () => {
    const worker = startWorker((await bundleWorker(true)).script);
    expect([...worker.listeners.keys()]).toEqual(['install', 'activate', 'message', 'fetch']);
    // The simulator's own globals (mocks/workerGlobals.ts) are set when it is evaluated.
    expect('localStorage' in worker.global).toBe(false);

    expect(worker.request('/home')).toBeUndefined();
    expect(worker.request('/assets/index-abc.js')).toBeUndefined();
    expect('localStorage' in worker.global).toBe(false);

    // In the API's folders but answered by no area: the simulator looks, then the network answers.
    const answer = worker.request('/FRONT/api/user/v9/nothing');
    expect(answer).toBeDefined();
    expect(await (await answer!).text()).toBe('from the network');
    expect(worker.fetched).toEqual(['/FRONT/api/user/v9/nothing']);
    expect('localStorage' in worker.global).toBe(true);
    expect([...worker.listeners.keys()]).toEqual(expect.arrayContaining(['simulator:code', 'simulator:faults']));
  });

  it('carries neither the seed nor jszip: a first visit fetches the seed from the file built beside it', async () => {
    const { script, seed } = await bundleWorker(true);
    expect(script).not.toContain('JSZip');
    expect(script).not.toContain(seed.json.slice(0, 100));
    const worker = startWorker(script);
    const answer = worker.request('/front/api/health');
    expect(answer).toBeDefined();
    // Its store cannot open here, so the call fails; the seed was asked for meanwhile.
    expect((await answer!).status).toBe(500);
    expect(worker.fetched).toEqual([seed.url]);
  });
});
