import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateMachine, type EventObject } from 'xstate';
import { accountOverviewMachine } from '../../src/machines/bills';
import { createListMachine } from '../../src/machines/listMachine';
import type { Page } from '../../src/domain/types/common.types';
import { ControlledActors, flush, expectEveryStateReachable, listWalk, settled } from './modelHarness';

const page: Page<{ date: string }> = {
  records: [{ date: '2026-10-01' }],
  total: 40,
  pageNum: 1,
  pageSize: 31,
  pages: 2,
};

const specs: [string, (c: ControlledActors) => AnyStateMachine, unknown[], EventObject[]][] = [
  [
    'report',
    (c) => createListMachine<{ date: string }, { month?: string }>().provide({ actors: { loadPage: c.actor() } }),
    listWalk({ month: '2026-10' }, page).inputs,
    listWalk({ month: '2026-10' }, page).events,
  ],
  [
    'accountOverview',
    (c) => accountOverviewMachine.provide({ actors: { loadOverview: c.actor() } }),
    [undefined],
    [
      ...settled(
        'loadOverview',
        { balance: 1, couponAmount: 2, month: '2026-10', monthTotals: { amount: 3, coupon: 1, cash: 2 } },
        '无权限访问',
      ),
      { type: 'OVERVIEW.RETRY' },
    ] as EventObject[],
  ],
];

describe.each(specs)('%s machine', (_name, build, inputs, events) => {
  const serialize = (s: { value: unknown }) => JSON.stringify(s.value);
  it('reaches every state', () =>
    expectEveryStateReachable(build(new ControlledActors()), { inputs, events, serialize: serialize as never }));
});

describe('report (a list machine keeping the whole answer)', () => {
  it('keeps the last page while the next one loads, and asks for the page chosen', async () => {
    const control = new ControlledActors();
    const machine = createListMachine<{ date: string }, { month?: string }>().provide({
      actors: { loadPage: control.actor() },
    });
    const actor = createActor(machine, { input: { query: { month: '2026-10' }, pageSize: 31 } }).start();
    control.settle({ type: 'xstate.done.actor.loadPage', output: page });
    await flush();
    actor.send({ type: 'LIST.PAGE', pageNum: 2 });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().context.page).toEqual(page);
    expect(actor.getSnapshot().context.pageNum).toBe(2);
  });
});

describe('account overview', () => {
  it("shows a failed load's reason and loads again on 重试", async () => {
    const control = new ControlledActors();
    const actor = createActor(accountOverviewMachine.provide({ actors: { loadOverview: control.actor() } })).start();
    control.settle({ type: 'xstate.error.actor.loadOverview', error: new Error('无权限访问') });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('无权限访问');
    actor.send({ type: 'OVERVIEW.RETRY' });
    expect(actor.getSnapshot().value).toBe('loading');
    const overview = { balance: 1, couponAmount: 2, month: '2026-10', monthTotals: { amount: 3, coupon: 1, cash: 2 } };
    control.settle({ type: 'xstate.done.actor.loadOverview', output: overview });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toEqual({ overview, error: undefined });
  });
});
