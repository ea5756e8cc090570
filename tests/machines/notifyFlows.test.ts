/**
 * The notice store's machine, as a toaster that takes only some of the raised notices would drive
 * it: what it took goes on screen, the rest stays pending for the next taker.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { noticeMachine } from '../../src/machines/notify';

describe('the notice store taking some notices', () => {
  it('moves only the taken ones on screen and keeps the others pending', () => {
    const store = createActor(noticeMachine).start();
    store.send({ type: 'NOTICE.RAISE', notice: { message: '保存成功', kind: 'success' } });
    store.send({ type: 'NOTICE.RAISE', notice: { message: '请求错误，请稍后重试', kind: 'error' } });
    store.send({ type: 'NOTICE.RAISE', notice: { message: '登录已过期', kind: 'warning' } });
    const [first, second, third] = store.getSnapshot().context.pending;
    store.send({ type: 'NOTICE.TAKEN', ids: [second.id] });
    const { pending, onScreen } = store.getSnapshot().context;
    expect(pending.map((n) => n.message)).toEqual(['保存成功', '登录已过期']);
    expect(pending.map((n) => n.id)).toEqual([first.id, third.id]);
    expect(onScreen).toEqual([{ id: second.id, message: '请求错误，请稍后重试', kind: 'error' }]);
  });
});
