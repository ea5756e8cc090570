import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import type { Page } from '../../src/domain/types/common.types';
import { createAuditQueueMachine, type Decision } from '../../src/machines/auditQueue';
import { listOf, type ListActor, type ListRequest } from '../../src/machines/listMachine';
import { noticesHeard } from '../notices';

/**
 * An admin audit queue as its screens use it (identity verification, downloads, store apps): a
 * filtered list where an application is approved at once, or rejected with a reason (请输入驳回原因
 * when missing, at most 200 characters). Success says 审核通过 / 已驳回 and reloads the queue; a
 * refused rejection stays on the reason with the server's message; a refused approval says why as
 * an error. The list and the decision are stand-ins: what each use sends is in adminAudits.test.ts.
 */
type Row = { id: string };
type Query = { auditStatus?: number };

const heard = noticesHeard();
const pageOf = (request: ListRequest<Query>): Page<Row> => ({
  records: [{ id: 'a1' }, { id: 'a2' }],
  total: 2,
  pageNum: request.pageNum,
  pageSize: request.pageSize,
  pages: 1,
});

/** A queue whose decisions answer in turn with `outcomes` (true: accepted, an Error: refused with its message). */
function openQueue(outcomes: (true | Error)[] = []) {
  const loads: ListRequest<Query>[] = [];
  const decided: Decision[] = [];
  const machine = createAuditQueueMachine<Row, Query>().provide({
    actors: {
      list: listOf<Row, Query>((request) => {
        loads.push(request);
        return Promise.resolve(pageOf(request));
      }),
      decide: fromPromise<boolean, Decision>(({ input }) => {
        decided.push(input);
        const outcome = outcomes.shift() ?? true;
        return outcome instanceof Error ? Promise.reject(outcome) : Promise.resolve(outcome);
      }),
    },
  });
  const actor = createActor(machine, { input: { query: { auditStatus: 1 } } }).start();
  return { actor, loads, decided };
}

const listChild = (actor: AnyActorRef) => actor.getSnapshot().children.list as ListActor<Row, Query>;
const listReady = (actor: AnyActorRef) => waitFor(listChild(actor), (s) => s.matches('ready'));
const resting = (actor: AnyActorRef, state: 'idle' | 'rejecting') =>
  waitFor(actor, (s: { matches: (value: string) => boolean }) => s.matches(state));
const contextOf = (actor: AnyActorRef) =>
  actor.getSnapshot().context as { decision?: Decision; decisionError?: string };

describe('audit queue', () => {
  it('is named auditQueue (the statechart page and the machine export list it by that id)', () => {
    expect(createAuditQueueMachine().id).toBe('auditQueue');
  });

  it('approving decides at once, says 审核通过, forgets the decision and reloads the queue', async () => {
    const { actor, loads, decided } = openQueue([true]);
    await listReady(actor);
    expect(loads).toHaveLength(1);
    actor.send({ type: 'AUDIT.APPROVE', id: 'a1' });
    expect(actor.getSnapshot().value).toBe('deciding');
    await resting(actor, 'idle');
    expect(decided).toEqual([{ id: 'a1', approve: true, reason: '' }]);
    expect(heard).toEqual([{ message: '审核通过', kind: 'success' }]);
    expect(contextOf(actor)).toMatchObject({ decision: undefined, decisionError: undefined });
    await listReady(actor);
    expect(loads.map((l) => l.query)).toEqual([{ auditStatus: 1 }, { auditStatus: 1 }]);
  });

  it('rejecting waits for a reason: none, only spaces or over 200 characters stay; a reason is sent and 已驳回 said', async () => {
    const { actor, loads, decided } = openQueue([true]);
    await listReady(actor);
    actor.send({ type: 'AUDIT.REJECT', id: 'a2' });
    expect(actor.getSnapshot().value).toBe('rejecting');
    expect(contextOf(actor).decision).toEqual({ id: 'a2', approve: false, reason: '' });
    actor.send({ type: 'AUDIT.CONFIRM' });
    for (const reason of ['   ', '驳'.repeat(201)]) {
      actor.send({ type: 'AUDIT.REASON', reason });
      actor.send({ type: 'AUDIT.CONFIRM' });
    }
    expect(actor.getSnapshot().value).toBe('rejecting');
    expect(decided).toEqual([]);

    actor.send({ type: 'AUDIT.REASON', reason: '材料不清晰' });
    expect(contextOf(actor).decision).toEqual({ id: 'a2', approve: false, reason: '材料不清晰' });
    actor.send({ type: 'AUDIT.CONFIRM' });
    expect(actor.getSnapshot().value).toBe('deciding');
    await resting(actor, 'idle');
    expect(decided).toEqual([{ id: 'a2', approve: false, reason: '材料不清晰' }]);
    expect(heard).toEqual([{ message: '已驳回', kind: 'success' }]);
    expect(contextOf(actor)).toMatchObject({ decision: undefined, decisionError: undefined });
    await listReady(actor);
    expect(loads).toHaveLength(2);
  });

  it('a refused rejection stays on the reason with the server message; typing clears it; confirming again succeeds', async () => {
    const { actor, loads, decided } = openQueue([new Error('该申请已被处理'), true]);
    await listReady(actor);
    actor.send({ type: 'AUDIT.REJECT', id: 'a2' });
    actor.send({ type: 'AUDIT.REASON', reason: '材料不清晰' });
    actor.send({ type: 'AUDIT.CONFIRM' });
    await waitFor(actor, (s) => s.matches('rejecting') && Boolean(s.context.decisionError));
    expect(contextOf(actor)).toEqual(
      expect.objectContaining({
        decision: { id: 'a2', approve: false, reason: '材料不清晰' },
        decisionError: '该申请已被处理',
      }),
    );
    expect(heard).toEqual([]);
    expect(loads).toHaveLength(1);

    actor.send({ type: 'AUDIT.REASON', reason: '材料不清晰，请重新上传' });
    expect(contextOf(actor).decisionError).toBeUndefined();
    actor.send({ type: 'AUDIT.CONFIRM' });
    await resting(actor, 'idle');
    expect(decided.map((d) => d.reason)).toEqual(['材料不清晰', '材料不清晰，请重新上传']);
    expect(heard).toEqual([{ message: '已驳回', kind: 'success' }]);
  });

  it('cancelling a rejection forgets it; the next one starts with an empty reason', async () => {
    const { actor, decided } = openQueue([new Error('该申请已被处理')]);
    await listReady(actor);
    actor.send({ type: 'AUDIT.REJECT', id: 'a2' });
    actor.send({ type: 'AUDIT.REASON', reason: '材料不清晰' });
    actor.send({ type: 'AUDIT.CONFIRM' });
    await waitFor(actor, (s) => Boolean(s.context.decisionError));
    actor.send({ type: 'AUDIT.CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(contextOf(actor)).toMatchObject({ decision: undefined, decisionError: undefined });
    actor.send({ type: 'AUDIT.REJECT', id: 'a1' });
    expect(contextOf(actor)).toMatchObject({
      decision: { id: 'a1', approve: false, reason: '' },
      decisionError: undefined,
    });
    expect(decided).toHaveLength(1);
  });

  it('a refused approval says why as an error, forgets the decision and reloads the queue', async () => {
    const { actor, loads } = openQueue([new Error('该申请已被其他管理员处理')]);
    await listReady(actor);
    actor.send({ type: 'AUDIT.APPROVE', id: 'a1' });
    await resting(actor, 'idle');
    expect(heard).toEqual([{ message: '该申请已被其他管理员处理', kind: 'error' }]);
    expect(contextOf(actor)).toMatchObject({ decision: undefined, decisionError: undefined });
    await listReady(actor);
    expect(loads).toHaveLength(2);
  });

  it("passes the screen's filters and pages on to the list", async () => {
    const { actor, loads } = openQueue();
    await listReady(actor);
    actor.send({ type: 'LIST.QUERY', query: { auditStatus: 2 } });
    await listReady(actor);
    actor.send({ type: 'LIST.PAGE', pageNum: 3 });
    await listReady(actor);
    expect(loads.map(({ query, pageNum }) => ({ query, pageNum }))).toEqual([
      { query: { auditStatus: 1 }, pageNum: 1 },
      { query: { auditStatus: 2 }, pageNum: 1 },
      { query: { auditStatus: 2 }, pageNum: 3 },
    ]);
  });

  it('a use that forgot to provide its decision call never reports a success', async () => {
    const machine = createAuditQueueMachine<Row, Query>().provide({
      actors: { list: listOf<Row, Query>((request) => Promise.resolve(pageOf(request))) },
    });
    const actor = createActor(machine, { input: { query: {} } }).start();
    actor.send({ type: 'AUDIT.APPROVE', id: 'a1' });
    await resting(actor, 'idle');
    expect(heard).toEqual([{ message: 'decide is not provided', kind: 'error' }]);
  });
});
