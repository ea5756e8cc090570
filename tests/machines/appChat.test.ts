import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { getCustomerServiceSessionId } from '../../src/api/appSession';
import { paths } from '../../src/api/paths';
import { appChatMachine } from '../../src/machines/appChat';
import { storeToken } from '../../src/machines/credentials';
import { loginAs, serveSimulatorPerTest } from '../unit/mocks/client';
import { recordBodies } from './requestBodies';

serveSimulatorPerTest();
beforeEach(async () => storeToken(await loginAs('dev_ent')));
const asked = recordBodies(paths.qa.appStream);

const answered = (actor: ReturnType<typeof createActor<typeof appChatMachine>>) =>
  waitFor(actor, (s) => s.matches('idle') || s.matches('error'));

describe('a dialogue with an app session', () => {
  it('asks the app session the latest question and streams its answer in', async () => {
    const sessionId = await getCustomerServiceSessionId();
    const actor = createActor(appChatMachine, { input: { params: { sessionId } } }).start();
    actor.send({ type: 'CHAT.SEND', text: '你们支持哪些模型？' });
    await answered(actor);
    actor.send({ type: 'CHAT.SEND', text: '怎么申请邀请码？' });
    await answered(actor);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(await asked()).toEqual([
      { sessionId, question: '你们支持哪些模型？' },
      { sessionId, question: '怎么申请邀请码？' },
    ]);
    const answer = actor.getSnapshot().context.messages.at(-1)!;
    expect(answer).toMatchObject({ role: 'assistant', status: 'done' });
    expect(answer.content.length).toBeGreaterThan(0);
  });

  it("without a session id the server's refusal shows on the answer", async () => {
    const actor = createActor(appChatMachine, { input: { params: { sessionId: 42 } } }).start();
    actor.send({ type: 'CHAT.SEND', text: '你好' });
    await answered(actor);
    expect(await asked()).toEqual([{ sessionId: '', question: '你好' }]);
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error).toBe('会话不存在');
    expect(actor.getSnapshot().context.messages.at(-1)).toMatchObject({ role: 'assistant', status: 'error' });
  });
});
