import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, createMachine, waitFor, type AnyEventObject } from 'xstate';
import { dialogueMessages } from '../../mocks/handlers/appDialogue';
import { getCustomerServiceSessionId } from '../../src/api/appSession';
import { paths } from '../../src/api/paths';
import { appChatMachine, streamAppSessionAnswer } from '../../src/machines/appChat';
import type { ChatMessage } from '../../src/machines/chat';
import { storeToken } from '../../src/machines/credentials';
import { loginAs, serveSimulatorPerTest } from '../unit/mocks/client';
import { recordBodies, recordRequests } from './requestBodies';

serveSimulatorPerTest();
beforeEach(async () => storeToken(await loginAs('dev_ent')));
const asked = recordBodies(paths.qa.appStream);

/** The app-session answer source run on its own under a parent that keeps what it is sent back. */
function answerTo(messages: ChatMessage[], sessionId: string) {
  const heard: AnyEventObject[] = [];
  const parent = createMachine({
    invoke: { src: streamAppSessionAnswer, input: { messages, params: { sessionId } } },
    initial: 'waiting',
    states: {
      waiting: {
        on: {
          'CHAT.DELTA': { actions: ({ event }) => void heard.push(event) },
          'CHAT.DONE': { target: 'over', actions: ({ event }) => void heard.push(event) },
          'CHAT.FAILED': { target: 'over', actions: ({ event }) => void heard.push(event) },
        },
      },
      over: { type: 'final' },
    },
  });
  const actor = createActor(parent).start();
  return { heard, over: waitFor(actor, (s) => s.status === 'done', { timeout: 30_000 }) };
}

const message = (role: 'user' | 'assistant', content: string): ChatMessage => ({
  id: `${role}-${content}`,
  role,
  content,
  status: 'done',
});

describe('the app-session answer source', () => {
  it('asks the latest question of the conversation, not a later answer', async () => {
    const sessionId = await getCustomerServiceSessionId();
    const { heard, over } = answerTo(
      [
        message('user', '第一个问题'),
        message('assistant', '第一个回答'),
        message('user', '第二个问题'),
        message('assistant', '旧的回答'),
      ],
      sessionId,
    );
    await over;
    expect(await asked()).toEqual([{ sessionId, question: '第二个问题' }]);
    expect(heard.at(-1)).toEqual({ type: 'CHAT.DONE' });
  });

  it('with no question in the conversation asks an empty one, which the server refuses', async () => {
    const sessionId = await getCustomerServiceSessionId();
    const { heard, over } = answerTo([], sessionId);
    await over;
    expect(await asked()).toEqual([{ sessionId, question: '' }]);
    expect(heard).toEqual([{ type: 'CHAT.FAILED', error: dialogueMessages.emptyQuestion }]);
  });
});

describe('an app-session dialogue stopped mid-answer', () => {
  const streams = recordRequests(paths.qa.appStream);

  it('stop aborts the request on its way', async () => {
    const sessionId = await getCustomerServiceSessionId();
    const actor = createActor(appChatMachine, { input: { params: { sessionId } } }).start();
    actor.send({ type: 'CHAT.SEND', text: '你们支持哪些模型？' });
    await streams.first();
    expect(streams.seen()[0].signal.aborted).toBe(false);
    actor.send({ type: 'CHAT.STOP' });
    expect(streams.seen()[0].signal.aborted).toBe(true);
    expect(actor.getSnapshot().value).toBe('stopped');
  });
});
