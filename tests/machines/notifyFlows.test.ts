/**
 * The notice store's machine, as a toaster that takes only some of the raised notices would drive
 * it: what it took goes on screen, the rest stays pending for the next taker.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { noticeMachine, notices, notifyThen, takePendingNotices } from '../../src/machines/notify';

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

describe('a notice that promises something from its showing', () => {
  afterEach(() => void notices.send({ type: 'NOTICE.CLEAR' }));

  it('tells once that notice is on screen, whatever else stays pending', () => {
    notices.send({ type: 'NOTICE.RAISE', notice: { message: '保存成功', kind: 'success' } });
    const shown = vi.fn();
    notifyThen('检测到版本更新，页面将在3秒后刷新', 'warning', shown);
    notices.send({ type: 'NOTICE.RAISE', notice: { message: '登录已过期', kind: 'warning' } });
    expect(shown).not.toHaveBeenCalled();
    const ours = notices.getSnapshot().context.pending.find((n) => n.message.startsWith('检测到'))!;
    notices.send({ type: 'NOTICE.TAKEN', ids: [ours.id] });
    expect(shown).toHaveBeenCalledTimes(1);
    takePendingNotices();
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('tells nothing once its wait is stopped', () => {
    const shown = vi.fn();
    const stop = notifyThen('检测到版本更新，页面将在3秒后刷新', 'warning', shown);
    stop();
    takePendingNotices();
    expect(shown).not.toHaveBeenCalled();
  });
});
