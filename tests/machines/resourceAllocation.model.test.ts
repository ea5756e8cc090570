import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { ResourceQuota, ResourceQuotaForm } from '../../src/domain/types/admin.types';
import type { Page } from '../../src/domain/types/common.types';
import { createListMachine } from '../../src/machines/listMachine';
import {
  draftErrors,
  resourceAllocationMachine,
  type AllocationDraft,
  type ResourceFilter,
} from '../../src/machines/resourceAllocation';
import { quotaErrors, quotaMessages } from '../../src/domain/resourceQuota';
import { ControlledActors, flush, expectEveryStateReachable, settled, tally, seededWalks } from './modelHarness';
import { noticesHeard } from '../notices';

const quota: ResourceQuota = {
  id: '3',
  userId: '2',
  userName: 'dev_ent',
  companyName: '杭州云帆数据科技有限公司',
  resourceType: 'gpu',
  quota: 500,
  used: 150,
  expireTime: '2027-03-01T00:00:00.000Z',
  remark: '',
  updateTime: '2026-10-01T00:00:00Z',
};
const valid = {
  userName: 'dev_person',
  resourceType: 'tokens',
  quota: '1000000',
  expireTime: '2027-01-01',
  remark: '',
};

const events = [
  { type: 'ALLOC.NEW' },
  { type: 'ALLOC.EDIT', quota },
  { type: 'ALLOC.CHANGE', patch: valid },
  { type: 'ALLOC.CHANGE', patch: { quota: '' } },
  { type: 'ALLOC.SUBMIT' },
  { type: 'ALLOC.CLOSE' },
  ...settled('saveQuota', quota, '用户不存在'),
  { type: 'ALLOC.DELETE', quota },
  { type: 'ALLOC.CONFIRM' },
  { type: 'ALLOC.CANCEL' },
  ...settled('deleteQuota', true, 'down'),
];

// The list child never loads here: this test is about the dialog flows around it.
const listStub = createListMachine<ResourceQuota, ResourceFilter>().provide({
  actors: { loadPage: fromPromise(() => new Promise<Page<ResourceQuota>>(() => undefined)) },
});

function harness() {
  const control = new ControlledActors();
  const machine = resourceAllocationMachine.provide({
    actors: { list: listStub, saveQuota: control.actor(), deleteQuota: control.actor() },
  });
  return { control, machine };
}

const input = { today: '2026-11-01' };
type Snap = Parameters<typeof draftErrors>[0];
const serialize = (s: { value: unknown; context: Snap }) =>
  JSON.stringify([s.value, Object.keys(draftErrors(s.context)).length === 0]);

describe('resourceAllocation machine', () => {
  it('reaches every state', () =>
    expectEveryStateReachable(harness().machine, { inputs: [input], events, serialize: serialize as never }));

  it('keeps what was typed and shows the refusal when a save fails', async () => {
    const { control, machine } = harness();
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'ALLOC.NEW' });
    actor.send({ type: 'ALLOC.CHANGE', patch: { ...valid, userName: 'nobody' } });
    actor.send({ type: 'ALLOC.SUBMIT' });
    control.settle({ type: 'xstate.error.actor.saveQuota', error: new Error(quotaMessages.userMissing) });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.draft).toMatchObject({ ...valid, userName: 'nobody' });
    expect(actor.getSnapshot().context.serverError).toBe(quotaMessages.userMissing);
  });

  it('refuses a changed quota below what is already used', () => {
    const actor = createActor(harness().machine, { input }).start();
    actor.send({ type: 'ALLOC.EDIT', quota });
    actor.send({ type: 'ALLOC.CHANGE', patch: { quota: '100' } });
    actor.send({ type: 'ALLOC.SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(draftErrors(actor.getSnapshot().context)).toEqual({ quota: quotaMessages.belowUsed });
    expect(actor.getSnapshot().context.showErrors).toBe(true);
  });
});

/**
 * 资源分配 against a small model of what the admin sees: 新增 opens a blank form, 修改 opens the
 * allocation's own values (its date without the time, its use as the floor); the form's messages
 * show once 保存 has been pressed, and only a valid form is sent (the account and remark trimmed,
 * the quota a number, the id when changing); a refusal keeps the dialog and what was typed beside
 * the server's reason, which the next change clears; a save says 资源分配已保存 and reloads the list;
 * 关闭 leaves the form as it was. 收回 asks first: 取消 forgets the allocation, 确定 revokes it by its id,
 * says 已收回该资源分配 and reloads the list; a refused revoke reloads the list without a word (the
 * HTTP client has shown the reason).
 */

const TODAY = '2026-11-01';
const allocation = (id: string, quota: number, used: number): ResourceQuota => ({
  id,
  userId: '2',
  userName: 'dev_ent',
  companyName: '杭州云帆数据科技有限公司',
  resourceType: 'gpu',
  quota,
  used,
  expireTime: '2027-03-01T00:00:00.000Z',
  remark: '扩容',
  updateTime: '2026-10-01T00:00:00Z',
});
const allocations = [allocation('3', 500, 150), allocation('4', 80, 0)];
const patches: Array<Partial<AllocationDraft>> = [
  { userName: ' dev_person ', resourceType: 'tokens', quota: '1000000', expireTime: '2027-01-01' },
  { userName: 'dev_person', resourceType: 'tokens', quota: '200', expireTime: '2027-01-01', remark: '  试用  ' },
  { quota: '100' },
  { quota: '600' },
  { quota: '' },
  { expireTime: '2026-10-31' },
  { userName: '   ' },
];

const blank: AllocationDraft = { userName: '', resourceType: 'tokens', quota: '', expireTime: '', remark: '' };

interface Seen {
  phase: 'idle' | 'editing' | 'saving' | 'confirmingDelete' | 'deleting';
  draft: AllocationDraft;
  used: number;
  showErrors: boolean;
  serverError?: string;
  toDelete?: ResourceQuota;
  saved: ResourceQuotaForm[];
  revoked: string[];
  reloads: number;
  notices: Array<{ message: string; kind: string }>;
}

type Step =
  | { type: 'new' | 'submit' | 'close' | 'confirm' | 'cancel' | 'revoked' | 'revokeRefused' }
  | { type: 'saved' }
  | { type: 'edit' | 'delete'; quota: ResourceQuota }
  | { type: 'change'; patch: Partial<AllocationDraft> }
  | { type: 'saveRefused'; reason: string };

/** What the server is sent for a draft (a blank quota reads as 0 here, refused like any non-positive one). */
const sent = ({ id, userName, resourceType, quota, expireTime, remark }: AllocationDraft): ResourceQuotaForm => ({
  ...(id ? { id } : {}),
  userName: userName.trim(),
  resourceType,
  quota: Number(quota),
  expireTime,
  remark: remark.trim(),
});

function step(seen: Seen, s: Step): Seen {
  switch (seen.phase) {
    case 'idle':
      if (s.type === 'new')
        return { ...seen, phase: 'editing', draft: blank, used: 0, showErrors: false, serverError: undefined };
      if (s.type === 'edit') {
        const { id, userName, resourceType, quota, expireTime, remark, used } = s.quota;
        const draft = { id, userName, resourceType, quota: String(quota), expireTime: expireTime.slice(0, 10), remark };
        return { ...seen, phase: 'editing', draft, used, showErrors: false, serverError: undefined };
      }
      if (s.type === 'delete') return { ...seen, phase: 'confirmingDelete', toDelete: s.quota };
      return seen;
    case 'editing':
      if (s.type === 'change') return { ...seen, draft: { ...seen.draft, ...s.patch }, serverError: undefined };
      if (s.type === 'close') return { ...seen, phase: 'idle' };
      if (s.type !== 'submit') return seen;
      if (Object.keys(quotaErrors(sent(seen.draft), TODAY, seen.used)).length > 0) return { ...seen, showErrors: true };
      return { ...seen, phase: 'saving', saved: [...seen.saved, sent(seen.draft)] };
    case 'saving':
      if (s.type === 'saveRefused') return { ...seen, phase: 'editing', serverError: s.reason };
      if (s.type !== 'saved') return seen;
      return {
        ...seen,
        phase: 'idle',
        reloads: seen.reloads + 1,
        notices: [...seen.notices, { message: '资源分配已保存', kind: 'success' }],
      };
    case 'confirmingDelete':
      if (s.type === 'cancel') return { ...seen, phase: 'idle', toDelete: undefined };
      if (s.type !== 'confirm') return seen;
      return { ...seen, phase: 'deleting', revoked: [...seen.revoked, seen.toDelete?.id as string] };
    case 'deleting':
      if (s.type === 'revokeRefused') return { ...seen, phase: 'idle', toDelete: undefined, reloads: seen.reloads + 1 };
      if (s.type !== 'revoked') return seen;
      return {
        ...seen,
        phase: 'idle',
        toDelete: undefined,
        reloads: seen.reloads + 1,
        notices: [...seen.notices, { message: '已收回该资源分配', kind: 'success' }],
      };
  }
}

function pick(next: (n: number) => number): Step {
  const roll = next(22);
  if (roll < 2) return { type: 'new' };
  if (roll < 4) return { type: 'edit', quota: allocations[next(allocations.length)] };
  if (roll < 8) return { type: 'change', patch: patches[next(patches.length)] };
  if (roll < 11) return { type: 'submit' };
  if (roll < 12) return { type: 'close' };
  if (roll < 13) return { type: 'saved' };
  if (roll < 14) return { type: 'saveRefused', reason: '用户不存在' };
  if (roll < 16) return { type: 'delete', quota: allocations[next(allocations.length)] };
  if (roll < 17) return { type: 'cancel' };
  if (roll < 19) return { type: 'confirm' };
  return { type: next(2) === 0 ? 'revoked' : 'revokeRefused' };
}

const eventOf = (s: Step) => {
  switch (s.type) {
    case 'edit':
      return { type: 'ALLOC.EDIT', quota: s.quota } as const;
    case 'delete':
      return { type: 'ALLOC.DELETE', quota: s.quota } as const;
    case 'change':
      return { type: 'ALLOC.CHANGE', patch: s.patch } as const;
    default:
      return { type: `ALLOC.${s.type.toUpperCase()}` } as { type: 'ALLOC.NEW' };
  }
};

describe('资源分配, against the model', () => {
  const heard = noticesHeard();
  const reached = tally({ held: 20, saved: 5, saveRefused: 5, closed: 5, revoked: 5, revokeRefused: 5, cancelled: 5 });
  seededWalks({
    seeds: 60,
    steps: 60,
    initial: {
      phase: 'idle',
      draft: blank,
      used: 0,
      showErrors: false,
      saved: [],
      revoked: [],
      reloads: 0,
      notices: [],
    },
    start: () => {
      const control = new ControlledActors();
      let reloads = 0;
      const list = fromCallback(({ receive }) => receive((e) => void (e.type === 'LIST.RELOAD' && (reloads += 1))));
      const actor = createActor(
        resourceAllocationMachine.provide({
          actors: { list: list as never, saveQuota: control.actor(), deleteQuota: control.actor() },
        }),
        { input: { today: TODAY } },
      ).start();
      return { control, actor, reloads: () => reloads, saved: [] as unknown[], revoked: [] as unknown[] };
    },
    pick,
    step,
    count: (s, before, seen) => {
      if (s.type === 'submit' && before.phase === 'editing' && seen.phase === 'editing') reached.held += 1;
      if (s.type === 'close' && before.phase === 'editing') reached.closed += 1;
      if (s.type === 'cancel' && before.phase === 'confirmingDelete') reached.cancelled += 1;
      if (
        seen.phase !== before.phase &&
        (s.type === 'saved' || s.type === 'saveRefused' || s.type === 'revoked' || s.type === 'revokeRefused')
      )
        reached[s.type] += 1;
    },
    drive: async ({ control, actor, saved, revoked }, s) => {
      if (s.type === 'saved' || s.type === 'saveRefused') {
        if (control.isPending('saveQuota'))
          control.settle(
            s.type === 'saved'
              ? { type: 'xstate.done.actor.saveQuota', output: allocations[0] }
              : { type: 'xstate.error.actor.saveQuota', error: new Error(s.reason) },
          );
      } else if (s.type === 'revoked' || s.type === 'revokeRefused') {
        if (control.isPending('deleteQuota'))
          control.settle(
            s.type === 'revoked'
              ? { type: 'xstate.done.actor.deleteQuota', output: true }
              : { type: 'xstate.error.actor.deleteQuota', error: new Error('记录不存在') },
          );
      } else {
        const pending = { save: control.isPending('saveQuota'), revoke: control.isPending('deleteQuota') };
        actor.send(eventOf(s));
        if (!pending.save && control.isPending('saveQuota')) saved.push(control.inputs.get('saveQuota'));
        if (!pending.revoke && control.isPending('deleteQuota')) revoked.push(control.inputs.get('deleteQuota'));
      }
      await flush();
    },
    check: ({ actor, saved, revoked, reloads }, seen, where) => {
      const snapshot = actor.getSnapshot();
      const {
        phase,
        saved: expectedSaved,
        revoked: expectedRevoked,
        reloads: expectedReloads,
        notices,
        ...context
      } = seen;
      expect(snapshot.value, where).toBe(phase);
      expect(snapshot.context, where).toEqual({ ...context, today: TODAY });
      expect(saved, where).toEqual(expectedSaved);
      expect(revoked, where).toEqual(expectedRevoked.map((id) => ({ id })));
      expect(reloads(), where).toBe(expectedReloads);
      expect(heard, where).toEqual(notices);
    },
    end: ({ actor }) => actor.stop(),
  });
});
