import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateMachine } from 'xstate';
import type { Page } from '../../src/domain/types/common.types';
import {
  authCodesListMachine,
  contractsListMachine,
  couponsListMachine,
  ordersListMachine,
  transactionsListMachine,
} from '../../src/machines/bills';
import { ControlledActors, flush, expectEveryStateReachable, byValue, listWalk } from './modelHarness';

/**
 * The account centre's plain tables (vouchers, orders, transactions, contracts, auth codes) are
 * the paged list machine with their own loader; each is walked through every transition.
 */
const page: Page<{ id: string }> = { records: [{ id: '1' }], total: 25, pageNum: 1, pageSize: 10, pages: 3 };

const lists: [string, AnyStateMachine, unknown][] = [
  ['coupons', couponsListMachine, { status: 1 }],
  ['orders', ordersListMachine, { orderType: 2, keyword: '充值' }],
  ['transactions', transactionsListMachine, { tradeType: 1, start: '2026-10-01', end: '2026-10-31' }],
  ['contracts', contractsListMachine, { status: 1 }],
  ['authCodes', authCodesListMachine, {}],
];

describe.each(lists)('%s list machine', (_name, machine, query) => {
  const build = (c: ControlledActors) => machine.provide({ actors: { loadPage: c.actor() } });
  it('reaches every state', () =>
    expectEveryStateReachable(build(new ControlledActors()), { ...listWalk(query, page), serialize: byValue }));
});

describe('paged list machine', () => {
  it('asks for page 1 of a new query and keeps the rows of the answer', async () => {
    const control = new ControlledActors();
    const requests: unknown[] = [];
    const machine = ordersListMachine.provide({ actors: { loadPage: control.actor() } });
    const actor = createActor(machine, { input: { query: {} } });
    actor.subscribe((s) => {
      if (s.matches('loading')) requests.push({ query: s.context.query, pageNum: s.context.pageNum });
    });
    actor.start();
    control.settle({ type: 'xstate.done.actor.loadPage', output: page });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ records: page.records, total: 25, pages: 3 });
    actor.send({ type: 'LIST.PAGE', pageNum: 3 });
    control.settle({ type: 'xstate.done.actor.loadPage', output: { ...page, pageNum: 3 } });
    await flush();
    actor.send({ type: 'LIST.QUERY', query: { status: 2 } });
    expect(actor.getSnapshot().context.pageNum).toBe(1);
    expect(requests.at(-1)).toEqual({ query: { status: 2 }, pageNum: 1 });
    actor.stop();
  });

  it('remembers the error message and loads again on refresh', async () => {
    const control = new ControlledActors();
    const actor = createActor(couponsListMachine.provide({ actors: { loadPage: control.actor() } }), {
      input: { query: {} },
    }).start();
    control.settle({ type: 'xstate.error.actor.loadPage', error: new Error('无权限访问') });
    await flush();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('无权限访问');
    actor.send({ type: 'LIST.RELOAD' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    actor.stop();
  });
});
