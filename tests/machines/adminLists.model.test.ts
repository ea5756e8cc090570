import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActor, type AnyStateMachine, type EventObject } from 'xstate';
import type {
  AdminOrder,
  CustomerEnquiry,
  DownloadApplication,
  SdkAuthorization,
} from '../../src/domain/types/admin.types';
import type { Page } from '../../src/domain/types/common.types';
import {
  customerListMachine,
  downloadAuditMachine,
  orderListMachine,
  sdkListMachine,
} from '../../src/machines/adminLists';
import { notify } from '../../src/machines/notify';
import { loginAs, serveSimulatorPerTest } from '../unit/mocks/client';
import { ControlledActors, expectEveryStateReachable, listWalk, settled } from './modelHarness';

vi.mock('../../src/machines/notify', () => ({ notify: vi.fn() }));

/**
 * The admin lists of issue 10 part B are the generic list machines given their endpoints:
 * each is walked through every state and transition with its actors under the test's control,
 * then run for real against the simulator to check what its provided actors ask for.
 */
const page: Page<{ id: string }> = { records: [{ id: '1' }], total: 25, pageNum: 1, pageSize: 10, pages: 3 };
/** Events carry their payloads (output, error, ids …) next to `type`. */
type Ev = EventObject & Record<string, unknown>;
const listEvents = (query: unknown): Ev[] => [
  ...settled('loadPage', page, '请求错误，请稍后重试'),
  { type: 'LIST.PAGE', pageNum: 2 },
  { type: 'LIST.QUERY', query },
  { type: 'LIST.RELOAD' },
];
const rowActions: Ev[] = [{ type: 'ROW.ACT', id: '1', status: 2 }, ...settled('act', true, '记录不存在')];
const auditActions: Ev[] = [
  { type: 'AUDIT.APPROVE', id: '1' },
  { type: 'AUDIT.REJECT', id: '1' },
  { type: 'AUDIT.REASON', reason: '用途说明不充分' },
  { type: 'AUDIT.REASON', reason: '' },
  { type: 'AUDIT.CONFIRM' },
  { type: 'AUDIT.CANCEL' },
  ...settled('decide', true, '该申请已审核，请刷新列表'),
];

type Snap = { value: unknown; context: { decision?: { approve: boolean; reason: string } } };
// The audit guards read the decision (a rejection, with or without its reason).
const serialize = (s: Snap) =>
  JSON.stringify([s.value, s.context.decision?.approve ?? null, Boolean(s.context.decision?.reason)]);

const machines: [string, AnyStateMachine, string[], EventObject[]][] = [
  ['customers', customerListMachine, ['act'], [...listEvents({ status: 2, keyword: '低空' }), ...rowActions]],
  ['sdk', sdkListMachine, ['act'], [...listEvents({ status: 3 }), ...rowActions]],
  ['orders', orderListMachine, ['loadPage'], listEvents({ status: 2, orderType: 1 })],
  ['model downloads', downloadAuditMachine('model'), ['decide'], [...listEvents({ auditStatus: 1 }), ...auditActions]],
  [
    'app downloads',
    downloadAuditMachine('app'),
    ['decide'],
    [...listEvents({ auditStatus: 3, keyword: '巡检' }), ...auditActions],
  ],
];
const input = { query: {} };

describe.each(machines)('%s list machine', (_name, machine, actorNames, events) => {
  const build = (c: ControlledActors) =>
    machine.provide({ actors: Object.fromEntries(actorNames.map((n) => [n, c.actor()])) });
  // A plain list (orders) is the list machine: walked in both its modes.
  const walk = actorNames.includes('loadPage') ? listWalk({}, page) : { inputs: [input], events };
  it('reaches every state', () =>
    expectEveryStateReachable(build(new ControlledActors()), { ...walk, serialize: serialize as never }));
});

describe('admin lists against the simulator', () => {
  serveSimulatorPerTest();
  const signIn = async () => Cookies.set('token', await loginAs('admin'), { path: '/' });
  /** The list itself, or the list child of a parent with row actions or decisions. */
  const listOf = (actor: AnyActor): AnyActor =>
    (actor.getSnapshot() as { children: Record<string, AnyActor | undefined> }).children.list ?? actor;
  const loaded = (actor: AnyActor, also: () => boolean = () => true) =>
    waitFor(listOf(actor), (s: { matches: (v: string) => boolean }) => s.matches('ready') && also());
  const ready = async (machine: AnyStateMachine, query: unknown = {}) => {
    const actor = createActor(machine, { input: { query } }).start();
    await loaded(actor);
    return actor;
  };
  const rows = <T>(actor: AnyActor) => (listOf(actor).getSnapshot().context as { records: T[] }).records;
  /** Sets the first row to `status` and waits until the reloaded (status-filtered) list drops it. */
  const actOnFirst = async <T extends { id: string }>(actor: Awaited<ReturnType<typeof ready>>, status: number) => {
    const first = rows<T>(actor)[0];
    actor.send({ type: 'ROW.ACT', id: first.id, status });
    await loaded(actor, () => !rows<T>(actor).some((r) => r.id === first.id));
    return first;
  };

  it("marks an enquiry contacted and reloads the server's truth", async () => {
    await signIn();
    const actor = await ready(customerListMachine, { status: 1 });
    const first = await actOnFirst<CustomerEnquiry>(actor, 2);
    expect(notify).toHaveBeenCalledWith('操作成功', 'success');
    actor.send({ type: 'LIST.QUERY', query: { status: 2, keyword: first.companyName } });
    await loaded(actor, () => rows<CustomerEnquiry>(actor)[0]?.id === first.id);
    expect(rows<CustomerEnquiry>(actor)[0]).toMatchObject({ id: first.id, status: 2 });
  });

  it('stops an SDK authorization (status 3) and filters orders', async () => {
    await signIn();
    const sdk = await ready(sdkListMachine, { status: 1 });
    await actOnFirst<SdkAuthorization>(sdk, 3);
    const orders = await ready(orderListMachine, { status: 2 });
    expect(rows<AdminOrder>(orders).length).toBeGreaterThan(0);
    expect(rows<AdminOrder>(orders).every((o) => o.status === 2)).toBe(true);
  });

  it('keeps the model and app download queues apart and sends a rejection with its reason', async () => {
    await signIn();
    const models = await ready(downloadAuditMachine('model'), { auditStatus: 1 });
    const apps = await ready(downloadAuditMachine('app'));
    expect(rows<DownloadApplication>(models).every((r) => r.kind === 'model' && r.auditStatus === 1)).toBe(true);
    expect(rows<DownloadApplication>(apps).every((r) => r.kind === 'app')).toBe(true);
    const target = rows<DownloadApplication>(models)[0];
    models.send({ type: 'AUDIT.REJECT', id: target.id });
    models.send({ type: 'AUDIT.REASON', reason: '用途说明不充分' });
    models.send({ type: 'AUDIT.CONFIRM' });
    await loaded(models, () => !rows<DownloadApplication>(models).some((r) => r.id === target.id));
    expect(notify).toHaveBeenCalledWith('已驳回', 'success');
  });
});
