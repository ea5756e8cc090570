import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { demoConsoleMachine, type DemoChange, type DemoStatus } from '../../src/machines/demoConsole';
import { ControlledActors, expectEveryStateReachable, byValue, settled } from './modelHarness';

const status: DemoStatus = {
  now: Date.parse('2026-11-01T00:00:00Z'),
  faults: [{ id: '1', area: 'message', kind: '500', scope: 'all', seconds: 0 }],
  codes: [],
  accounts: [
    {
      userName: 'dev_ent',
      nickName: '林',
      phone: '13800000001',
      companyName: '杭州云帆数据科技有限公司',
      superAdmin: false,
      roles: ['开发者'],
    },
  ],
  scenarios: [
    { id: 'unreadInbox', title: '未读', description: '', signInAs: 'dev_ent', path: '/console/model-square' },
  ],
  currentUser: 'dev_ent',
};

const events = [
  { type: 'DEMO.REFRESH' },
  { type: 'DEMO.FAULT.SET', request: { area: 'message', kind: '500', scope: 'all' } },
  { type: 'DEMO.FAULT.CLEAR', id: '1' },
  { type: 'DEMO.FAULT.CLEAR_ALL' },
  { type: 'DEMO.CLOCK.ADVANCE', ms: 3_600_000 },
  { type: 'DEMO.CLOCK.ADVANCE', ms: 0 },
  { type: 'DEMO.ACCOUNT.SWITCH', userName: 'admin' },
  { type: 'DEMO.SCENARIO.APPLY', id: 'unreadInbox' },
  { type: 'DEMO.RELOAD' },
  { type: 'DEMO.RESET' },
  { type: 'DEMO.RESET.CONFIRM' },
  { type: 'DEMO.RESET.CANCEL' },
  ...settled('loadStatus', status, '读取失败'),
  { type: 'xstate.done.actor.changeSimulator' },
  { type: 'xstate.error.actor.changeSimulator', error: new Error('未知的接口区域') },
  { type: 'xstate.done.actor.switchAccount' },
  { type: 'xstate.error.actor.switchAccount', error: new Error('没有用户 admin') },
  { type: 'xstate.done.actor.resetData' },
  { type: 'xstate.error.actor.resetData', error: new Error('存储已满') },
  ...settled('applyScenario', '/console/model-square', '未知场景'),
  { type: 'xstate.after.STATUS_REFRESH.demoConsole.ready' },
];

function harness() {
  const control = new ControlledActors();
  const reloadPage = vi.fn();
  const machine = demoConsoleMachine.provide({
    actors: {
      loadStatus: control.actor<DemoStatus>(),
      changeSimulator: control.actor<void, DemoChange>(),
      switchAccount: control.actor<void, { userName: string }>(),
      resetData: control.actor<void>(),
      applyScenario: control.actor<string, { id: string }>(),
      watchSimulator: fromCallback(() => undefined),
    },
    actions: { reloadPage: (_, params) => void reloadPage(params) },
  });
  return { control, machine, reloadPage };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('demo console machine', () => {
  it('reaches every state', () => expectEveryStateReachable(harness().machine, { events, serialize: byValue }));

  it('keeps the status, reports a failed change and stays usable', async () => {
    const { control, machine } = harness();
    const actor = createActor(machine).start();
    control.settle({ type: 'xstate.done.actor.loadStatus', output: status });
    await flush();
    actor.send({ type: 'DEMO.FAULT.SET', request: { area: 'nowhere', kind: '500', scope: 'all' } });
    expect(actor.getSnapshot().context.change).toEqual({
      kind: 'setFault',
      request: { area: 'nowhere', kind: '500', scope: 'all' },
    });
    control.settle({ type: 'xstate.error.actor.changeSimulator', error: new Error('未知的接口区域 nowhere') });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toMatchObject({ error: '未知的接口区域 nowhere', status });
    actor.send({ type: 'DEMO.CLOCK.ADVANCE', ms: 60_000 });
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });

  it('rereads the status every 30 s while idle', async () => {
    const { control, machine } = harness();
    const actor = createActor(machine).start();
    control.settle({ type: 'xstate.done.actor.loadStatus', output: status });
    await flush();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(actor.getSnapshot().value).toBe('ready');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('loading');
  });

  it('never moves the clock backwards', async () => {
    const { control, machine } = harness();
    const actor = createActor(machine).start();
    control.settle({ type: 'xstate.done.actor.loadStatus', output: status });
    await flush();
    actor.send({ type: 'DEMO.CLOCK.ADVANCE', ms: -3_600_000 });
    actor.send({ type: 'DEMO.CLOCK.ADVANCE', ms: Number.NaN });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('reloads in place after switching account, and to the scenario’s page after a scenario', async () => {
    const first = harness();
    const a = createActor(first.machine).start();
    first.control.settle({ type: 'xstate.done.actor.loadStatus', output: status });
    await flush();
    a.send({ type: 'DEMO.ACCOUNT.SWITCH', userName: 'admin' });
    first.control.settle({ type: 'xstate.done.actor.switchAccount' });
    await flush();
    expect(first.reloadPage).toHaveBeenCalledWith({ landing: undefined });

    const second = harness();
    const b = createActor(second.machine).start();
    second.control.settle({ type: 'xstate.done.actor.loadStatus', output: status });
    await flush();
    b.send({ type: 'DEMO.SCENARIO.APPLY', id: 'unreadInbox' });
    second.control.settle({ type: 'xstate.done.actor.applyScenario', output: '/console/model-square' });
    await flush();
    expect(second.reloadPage).toHaveBeenCalledWith({ landing: '/console/model-square' });
  });
});

describe('demo console machine: what it passes on and what it shows', () => {
  async function ready() {
    const h = harness();
    const actor = createActor(h.machine).start();
    h.control.settle({ type: 'xstate.done.actor.loadStatus', output: status });
    await flush();
    return { ...h, actor };
  }

  it('shows why the status could not be read', async () => {
    const { control, machine } = harness();
    const actor = createActor(machine).start();
    control.settle({ type: 'xstate.error.actor.loadStatus', error: new Error('读取失败') });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('读取失败');
  });

  it('falls back to a general message when the failure says nothing', async () => {
    const { control, machine } = harness();
    const actor = createActor(machine).start();
    // An Error without a message.
    control.settle({ type: 'xstate.error.actor.loadStatus', error: new Error('') });
    await flush();
    expect(actor.getSnapshot().context.error).toBe('操作失败，请重试');
    // Something thrown that is not an Error, even one carrying a message field.
    actor.send({ type: 'DEMO.REFRESH' });
    control.settle({ type: 'xstate.error.actor.loadStatus', error: { message: '网络断开' } });
    await flush();
    expect(actor.getSnapshot().context.error).toBe('操作失败，请重试');
    actor.send({ type: 'DEMO.REFRESH' });
    control.settle({ type: 'xstate.error.actor.loadStatus', error: '网络断开' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('操作失败，请重试');
  });

  it('outside demo mode (no simulator provided) says the console is unavailable', async () => {
    const actor = createActor(demoConsoleMachine).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('演示控制台仅在演示模式下可用');
  });

  it('moves the clock only by a finite, positive amount, and passes that amount on', async () => {
    const { actor, control } = await ready();
    actor.send({ type: 'DEMO.CLOCK.ADVANCE', ms: 0 });
    actor.send({ type: 'DEMO.CLOCK.ADVANCE', ms: Number.POSITIVE_INFINITY });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(control.isPending('changeSimulator')).toBe(false);
    actor.send({ type: 'DEMO.CLOCK.ADVANCE', ms: 3_600_000 });
    expect(actor.getSnapshot().value).toBe('changing');
    expect(control.inputs.get('changeSimulator')).toEqual({ kind: 'advanceClock', ms: 3_600_000 });
  });

  it('passes the fault to clear on to the simulator', async () => {
    const { actor, control } = await ready();
    actor.send({ type: 'DEMO.FAULT.CLEAR', id: '1' });
    expect(control.inputs.get('changeSimulator')).toEqual({ kind: 'clearFault', id: '1' });
    control.settle({ type: 'xstate.done.actor.changeSimulator' });
    await flush();
    control.settle({ type: 'xstate.done.actor.loadStatus', output: status });
    await flush();
    actor.send({ type: 'DEMO.FAULT.CLEAR_ALL' });
    expect(control.inputs.get('changeSimulator')).toEqual({ kind: 'clearFaults' });
  });

  it('passes the chosen account and scenario on to the simulator', async () => {
    const first = await ready();
    first.actor.send({ type: 'DEMO.ACCOUNT.SWITCH', userName: 'admin' });
    expect(first.control.inputs.get('switchAccount')).toEqual({ userName: 'admin' });

    const second = await ready();
    second.actor.send({ type: 'DEMO.SCENARIO.APPLY', id: 'unreadInbox' });
    expect(second.control.inputs.get('applyScenario')).toEqual({ id: 'unreadInbox' });
  });

  it('shows why switching account, applying a scenario or resetting failed, and stays on the page', async () => {
    const { actor, control, reloadPage } = await ready();
    actor.send({ type: 'DEMO.ACCOUNT.SWITCH', userName: 'admin' });
    control.settle({ type: 'xstate.error.actor.switchAccount', error: new Error('没有用户 admin') });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toBe('没有用户 admin');

    actor.send({ type: 'DEMO.SCENARIO.APPLY', id: 'nowhere' });
    expect(actor.getSnapshot().context.error).toBeUndefined();
    control.settle({ type: 'xstate.error.actor.applyScenario', error: new Error('未知场景 nowhere') });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toBe('未知场景 nowhere');

    actor.send({ type: 'DEMO.RESET' });
    actor.send({ type: 'DEMO.RESET.CONFIRM' });
    control.settle({ type: 'xstate.error.actor.resetData', error: new Error('存储已满') });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toBe('存储已满');
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('reads the status again on 刷新, and forgets why the last read failed', async () => {
    const { control, machine } = harness();
    const actor = createActor(machine).start();
    control.settle({ type: 'xstate.error.actor.loadStatus', error: new Error('读取失败') });
    await flush();
    actor.send({ type: 'DEMO.REFRESH' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.error).toBeUndefined();
    control.settle({ type: 'xstate.done.actor.loadStatus', output: status });
    await flush();
    actor.send({ type: 'DEMO.REFRESH' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(control.isPending('loadStatus')).toBe(true);
  });

  it('forgets an earlier failure when switching account or asking to reset', async () => {
    const { actor, control } = await ready();
    actor.send({ type: 'DEMO.FAULT.CLEAR_ALL' });
    control.settle({ type: 'xstate.error.actor.changeSimulator', error: new Error('未知的接口区域') });
    await flush();
    actor.send({ type: 'DEMO.ACCOUNT.SWITCH', userName: 'admin' });
    expect(actor.getSnapshot().context.error).toBeUndefined();
    control.settle({ type: 'xstate.error.actor.switchAccount', error: new Error('没有用户 admin') });
    await flush();
    actor.send({ type: 'DEMO.RESET' });
    expect(actor.getSnapshot().value).toBe('confirmingReset');
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });

  it('resets only once confirmed, then reloads in place', async () => {
    const { actor, control, reloadPage } = await ready();
    actor.send({ type: 'DEMO.RESET' });
    actor.send({ type: 'DEMO.RESET.CANCEL' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(control.isPending('resetData')).toBe(false);
    actor.send({ type: 'DEMO.RESET' });
    actor.send({ type: 'DEMO.RESET.CONFIRM' });
    control.settle({ type: 'xstate.done.actor.resetData' });
    await flush();
    expect(reloadPage).toHaveBeenCalledWith({ landing: undefined });
  });

  it('reloads in place when asked to after moving the clock', async () => {
    const { actor, reloadPage } = await ready();
    actor.send({ type: 'DEMO.RELOAD' });
    expect(reloadPage).toHaveBeenCalledWith({ landing: undefined });
  });
});
