import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor, type AnyActor, type AnyStateMachine } from 'xstate';
import { paths } from '../../src/api/paths';
import {
  appAuditMachine,
  customerListMachine,
  downloadAuditMachine,
  enterpriseAuditMachine,
  personalAuditMachine,
  sdkListMachine,
} from '../../src/machines/adminLists';
import { storeToken } from '../../src/machines/credentials';
import { loginAs, serveSimulatorPerTest } from '../unit/mocks/client';
import { noticesHeard } from '../notices';
import { recordBodies } from './requestBodies';

/**
 * What each admin list asks of the server when the admin acts on a row: the provided actors of
 * src/machines/adminLists.ts, run against the simulator and checked by the request bodies.
 */
serveSimulatorPerTest();
beforeEach(async () => storeToken(await loginAs('admin')));
const heard = noticesHeard();

const listOf = (actor: AnyActor): AnyActor =>
  (actor.getSnapshot() as { children: Record<string, AnyActor> }).children.list;
const rows = (actor: AnyActor) => (listOf(actor).getSnapshot().context as { records: { id: string }[] }).records;
const idle = (actor: AnyActor) =>
  waitFor(actor, (s: { matches: (v: string) => boolean }) => s.matches('idle') || s.matches('rejecting'));
async function ready(machine: AnyStateMachine, query: unknown) {
  const actor = createActor(machine, { input: { query } }).start();
  await waitFor(listOf(actor), (s: { matches: (v: string) => boolean }) => s.matches('ready'));
  expect(rows(actor).length, 'seeded rows to act on').toBeGreaterThan(0);
  return actor;
}

/** Approves the first row, then rejects the second with a reason typed with spaces around it. */
async function decideTwo(machine: AnyStateMachine, query: unknown) {
  const actor = await ready(machine, query);
  const [first, second] = rows(actor);
  actor.send({ type: 'AUDIT.APPROVE', id: first.id });
  await idle(actor);
  actor.send({ type: 'AUDIT.REJECT', id: second.id });
  actor.send({ type: 'AUDIT.REASON', reason: '  材料不清晰  ' });
  actor.send({ type: 'AUDIT.CONFIRM' });
  await idle(actor);
  return { first: first.id, second: second.id };
}

describe('row actions of the enquiry and SDK lists', () => {
  const customerSent = recordBodies(paths.admin.customerUpdateStatus);
  const sdkSent = recordBodies(paths.admin.sdkUpdateStatus);

  it.each([
    ['marks an enquiry contacted (2) or back to not contacted (1)', customerListMachine, customerSent, 2],
    ['stops an SDK authorization (3) or restores it (1)', sdkListMachine, sdkSent, 3],
  ] as const)('%s', async (_name, machine, sent, status) => {
    const actor = await ready(machine, {});
    const id = rows(actor)[0].id;
    actor.send({ type: 'ROW.ACT', id, status });
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'ROW.ACT', id, status: 1 });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(await sent()).toEqual([
      { id, status },
      { id, status: 1 },
    ]);
  });
});

describe('audit decisions', () => {
  const downloadSent = recordBodies(paths.admin.downloadAudit);
  const personalSent = recordBodies(paths.verification.updateCertificationStatus);
  const enterpriseSent = recordBodies(paths.verification.updateStatus);
  const appSent = recordBodies(paths.appStore.audit);
  const appAsked = recordBodies(paths.appStore.auditList);
  const personalAsked = recordBodies(paths.verification.personalSearch);

  it('a download application: 2 approved, 3 rejected with the trimmed reason', async () => {
    const { first, second } = await decideTwo(downloadAuditMachine('model'), { auditStatus: 1 });
    expect(await downloadSent()).toEqual([
      { id: first, auditStatus: 2 },
      { id: second, auditStatus: 3, reason: '材料不清晰' },
    ]);
    expect(heard.map((n) => n.message)).toEqual(['审核通过', '已驳回']);
  });

  it('a personal verification: status 2 approved, 3 rejected with the trimmed reason, the queue asked with its filter', async () => {
    const { first, second } = await decideTwo(personalAuditMachine, { auditStatus: 1 });
    expect((await personalAsked())[0]).toEqual({ pageNum: 1, pageSize: 10, auditStatus: 1 });
    expect(await personalSent()).toEqual([
      { id: first, status: 2 },
      { id: second, status: 3, reason: '材料不清晰' },
    ]);
    expect(heard.map((n) => n.message)).toEqual(['审核通过', '已驳回']);
  });

  it('an enterprise verification: 3 approved, 4 rejected with the trimmed reason', async () => {
    const { first, second } = await decideTwo(enterpriseAuditMachine, { auditStatus: 2 });
    expect(await enterpriseSent()).toEqual([
      { id: first, auditStatus: 3 },
      { id: second, auditStatus: 4, reason: '材料不清晰' },
    ]);
    expect(heard.map((n) => n.message)).toEqual(['审核通过', '已驳回']);
  });

  // The seeded store has one app awaiting its audit: approved in one world, rejected in another.
  it('a store app: 2 approved', async () => {
    const actor = await ready(appAuditMachine, { auditStatus: 1 });
    const id = rows(actor)[0].id;
    actor.send({ type: 'AUDIT.APPROVE', id });
    await idle(actor);
    expect((await appAsked())[0]).toEqual({ pageNum: 1, pageSize: 10, auditStatus: 1 });
    expect(await appSent()).toEqual([{ id, auditStatus: 2 }]);
    expect(heard.map((n) => n.message)).toEqual(['审核通过']);
  });

  it('a store app: 3 rejected with the trimmed reason', async () => {
    const actor = await ready(appAuditMachine, { auditStatus: 1 });
    const id = rows(actor)[0].id;
    actor.send({ type: 'AUDIT.REJECT', id });
    actor.send({ type: 'AUDIT.REASON', reason: ' 缺少隐私说明 ' });
    actor.send({ type: 'AUDIT.CONFIRM' });
    await idle(actor);
    expect(await appSent()).toEqual([{ id, auditStatus: 3, reason: '缺少隐私说明' }]);
    expect(heard.map((n) => n.message)).toEqual(['已驳回']);
  });
});
