import { describe, expect, it } from 'vitest';
import {
  carryNotices,
  noticeLeftScreen,
  notify,
  onNotify,
  restoreCarriedNotices,
  takePendingNotices,
} from '../../src/machines/notify';

describe('the notice store', () => {
  it('keeps notices until taken, and hands each over once', () => {
    notify('第一条');
    notify('第二条', 'success');
    expect(takePendingNotices()).toEqual([
      { message: '第一条', kind: 'error' },
      { message: '第二条', kind: 'success' },
    ]);
    expect(takePendingNotices()).toEqual([]);
  });

  it('a reload carries what is pending or still on screen, not what has left it', () => {
    notify('已离开');
    notify('仍在屏幕上', 'info');
    takePendingNotices();
    noticeLeftScreen('已离开');
    notify('登录成功', 'success');
    carryNotices();
    const heard: string[] = [];
    const stop = onNotify((n) => heard.push(`${n.kind}:${n.message}`));
    takePendingNotices();
    restoreCarriedNotices();
    stop();
    expect(heard).toEqual(['info:仍在屏幕上', 'success:登录成功']);
    // Read once: a second page load finds nothing left.
    restoreCarriedNotices();
    expect(takePendingNotices()).toEqual([
      { message: '仍在屏幕上', kind: 'info' },
      { message: '登录成功', kind: 'success' },
    ]);
  });
});
