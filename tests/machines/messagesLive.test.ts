import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { server } from '../../mocks/node';
import { paths } from '../../src/api/paths';
import { storeToken } from '../../src/machines/credentials';
import { messageListMachine, messagesMachine } from '../../src/machines/messages';
import { loginAs, serveSimulatorPerTest } from '../unit/mocks/client';

serveSimulatorPerTest();

/** The requests the client made to `path` during a test, as URLs. */
const asked: URL[] = [];
const listener = ({ request }: { request: Request }) => void asked.push(new URL(request.url));
const askedFor = (path: string) => asked.filter((u) => u.pathname.endsWith(path));

let visibility: DocumentVisibilityState = 'visible';
beforeEach(async () => {
  asked.length = 0;
  server.events.on('request:start', listener);
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  // dev_ent has 15 site messages, 5 of them unread (mocks/seed/accounts.ts).
  storeToken(await loginAs('dev_ent'));
});
afterEach(() => {
  server.events.removeListener('request:start', listener);
  Reflect.deleteProperty(document, 'visibilityState');
});

/** The tab is hidden or shown again, as the browser reports it. */
function tabBecomes(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('the unread badge against the simulator', () => {
  it('counts the signed-in user’s unread messages', async () => {
    const actor = createActor(messagesMachine).start();
    actor.send({ type: 'MESSAGES.REFRESH' });
    await waitFor(actor, (s) => s.matches({ on: 'idle' }));
    expect(actor.getSnapshot().context.unread).toBe(5);
    actor.stop();
  });

  it('counts again when the tab is shown again, not when it is hidden', async () => {
    const actor = createActor(messagesMachine).start();
    actor.send({ type: 'MESSAGES.REFRESH' });
    await waitFor(actor, (s) => s.matches({ on: 'idle' }));
    expect(askedFor(paths.message.count)).toHaveLength(1);
    tabBecomes('hidden');
    expect(actor.getSnapshot().value).toEqual({ on: 'idle' });
    tabBecomes('visible');
    expect(actor.getSnapshot().value).toEqual({ on: 'loading' });
    await waitFor(actor, (s) => s.matches({ on: 'idle' }));
    expect(askedFor(paths.message.count)).toHaveLength(2);
    actor.stop();
  });

  it('leaves no listener on the page once signed out', () => {
    const active = new Set<unknown>();
    const add = vi.spyOn(document, 'addEventListener');
    const remove = vi.spyOn(document, 'removeEventListener');
    add.mockImplementation(function (this: Document, type, fn, options) {
      if (type === 'visibilitychange') active.add(fn);
      return EventTarget.prototype.addEventListener.call(this, type, fn, options);
    });
    remove.mockImplementation(function (this: Document, type, fn, options) {
      if (type === 'visibilitychange') active.delete(fn);
      return EventTarget.prototype.removeEventListener.call(this, type, fn, options);
    });
    try {
      const actor = createActor(messagesMachine).start();
      expect(active.size).toBe(0);
      actor.send({ type: 'MESSAGES.REFRESH' });
      expect(active.size).toBe(1);
      actor.send({ type: 'MESSAGES.RESET' });
      expect(active.size).toBe(0);
      tabBecomes('visible');
      expect(actor.getSnapshot().value).toBe('off');
    } finally {
      add.mockRestore();
      remove.mockRestore();
    }
  });
});

describe('the messages drawer list', () => {
  it('asks for the tab’s type (2 unread) with the page', async () => {
    const list = createActor(messageListMachine, { input: { query: { type: 2 }, pageSize: 10 } }).start();
    await waitFor(list, (s) => s.matches('ready'));
    const [url] = askedFor(paths.message.search);
    expect(Object.fromEntries(url.searchParams)).toEqual({ type: '2', pageNum: '1', pageSize: '10' });
    expect(list.getSnapshot().context.records).toHaveLength(5);
  });
});
