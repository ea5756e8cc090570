import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { paths } from '../../src/api/paths';
import { chatMachine, isAnswering } from '../../src/machines/chat';
import { storeToken } from '../../src/machines/credentials';
import { loginAs, serveSimulatorPerTest } from '../unit/mocks/client';
import { recordRequests } from './requestBodies';

/** The default answer source, streamAnswerFromPlatform, against the simulator's chat stream. */
serveSimulatorPerTest();

/** The chat stream requests the client starts in a test, as the simulator receives them. */
const streams = recordRequests(paths.chat.stream);

describe('chat with the platform stream', () => {
  it('an answer arrives token by token and ends done', async () => {
    storeToken(await loginAs('dev_ent'));
    const actor = createActor(chatMachine, { input: { params: { chunkDelayMs: 0 } } }).start();
    const seen = new Set<unknown>();
    actor.subscribe((s) => seen.add(s.value));
    actor.send({ type: 'CHAT.SEND', text: '你好' });
    const done = await waitFor(actor, (s) => !isAnswering(s), { timeout: 30_000 });
    expect(done.value).toBe('idle');
    expect(seen.has('streaming')).toBe(true);
    expect(done.context.messages.at(-1)).toMatchObject({ role: 'assistant', status: 'done' });
    expect(done.context.messages.at(-1)?.content).not.toBe('');
  });

  it("a refused request ends in the error state with the server's message", async () => {
    storeToken(await loginAs('trial_none'));
    const actor = createActor(chatMachine, { input: { params: { chunkDelayMs: 0 } } }).start();
    actor.send({ type: 'CHAT.SEND', text: '你好' });
    const failed = await waitFor(actor, (s) => !s.matches('sending'), { timeout: 30_000 });
    expect(failed.value).toBe('error');
    expect(failed.context.error).toBe('无权限访问');
    expect(failed.context.messages.at(-1)).toMatchObject({ role: 'assistant', content: '', status: 'error' });
  });

  it('stop aborts the request on its way', async () => {
    storeToken(await loginAs('dev_ent'));
    // The simulator's longest pause between chunks: the answer is still coming when stopped.
    const actor = createActor(chatMachine, { input: { params: { chunkDelayMs: 500 } } }).start();
    actor.send({ type: 'CHAT.SEND', text: '用 Python 调用对话接口的示例代码' });
    await streams.first();
    expect(streams.seen()[0].signal.aborted).toBe(false);
    actor.send({ type: 'CHAT.STOP' });
    expect(streams.seen()[0].signal.aborted).toBe(true);
    expect(actor.getSnapshot().value).toBe('stopped');
  });
});
