import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, type AnyStateMachine, type InputFrom } from 'xstate';
import { notify } from '../../src/machines/notify';
import { subjectRightsMachine, type RightsData, type Subject } from '../../src/machines/subjectRights';
import { ControlledActors, flush, expectEveryStateReachable, settled } from './modelHarness';

vi.mock('../../src/machines/notify', () => ({ notify: vi.fn() }));

type Snapshot = ReturnType<AnyStateMachine['transition']>;

const subject = (id: string, title: string): Subject => ({
  id,
  title,
  subtitle: '',
  depth: 0,
  roleIds: [],
  inherited: [],
  superAdmin: false,
});
const data: RightsData = { subjects: [subject('7', '王（dev_007）'), subject('8', 'dev_008')], roles: [], tree: [] };

const events = [
  ...settled('load', data, 'down'),
  { type: 'RIGHTS.SEARCH', keyword: 'dev' },
  { type: 'RIGHTS.RETRY' },
  { type: 'RIGHTS.PICK', id: '7' },
  { type: 'RIGHTS.ASSIGN', roleId: '1', add: true },
  ...settled('assign', '角色已添加', '角色不存在'),
];

function harness() {
  const control = new ControlledActors();
  const machine = subjectRightsMachine.provide({ actors: { load: control.actor(), assign: control.actor() } });
  return { control, machine };
}

/** Started with `input`, loaded with `data`, and subject 7 picked. */
async function pickedSubject7(input: InputFrom<typeof subjectRightsMachine>) {
  const { control, machine } = harness();
  const actor = createActor(machine, { input }).start();
  control.settle({ type: 'xstate.done.actor.load', output: data });
  await flush();
  actor.send({ type: 'RIGHTS.PICK', id: '7' });
  return { control, actor };
}

// Whether a subject is picked is what the canAssign guard reads (with canEdit, fixed by input).
const serialize = (s: Snapshot) => JSON.stringify([s.value, Boolean((s.context as { subjectId?: string }).subjectId)]);

const inputs = [
  { name: 'user rights, editor', input: { kind: 'user' as const, canEdit: true } },
  { name: 'group rights, reader', input: { kind: 'group' as const, canEdit: false } },
];

describe('subject rights machine', () => {
  it('reaches every state', () =>
    expectEveryStateReachable(harness().machine, { inputs: inputs.map((i) => i.input), events, serialize }));
});

describe('subject rights behaviour', () => {
  it('assigns a role to the picked subject, reloads, keeps it picked and refreshes the session', async () => {
    const received: string[] = [];
    const session = createActor(fromCallback(({ receive }) => receive((e) => received.push(e.type)))).start();
    const { control, actor } = await pickedSubject7({ kind: 'user', canEdit: true, session });
    actor.send({ type: 'RIGHTS.ASSIGN', roleId: '3', add: true });
    expect(actor.getSnapshot().context.assigning).toEqual({ roleId: '3', add: true });
    control.settle({ type: 'xstate.done.actor.assign', output: '角色已添加' });
    await flush();
    expect(notify).toHaveBeenCalledWith('角色已添加', 'success');
    expect(received).toEqual(['SESSION.REFRESH']);
    control.settle({ type: 'xstate.done.actor.load', output: data });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ subjectId: '7', assigning: undefined });
  });

  it('drops the pick when a search no longer lists the subject, and shows an assign error', async () => {
    const { control, actor } = await pickedSubject7({ kind: 'group', canEdit: true });
    actor.send({ type: 'RIGHTS.ASSIGN', roleId: '3', add: false });
    control.settle({ type: 'xstate.error.actor.assign', error: new Error('角色不存在') });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ error: '角色不存在', subjectId: '7' });
    actor.send({ type: 'RIGHTS.SEARCH', keyword: '组' });
    control.settle({ type: 'xstate.done.actor.load', output: { ...data, subjects: [subject('8', 'dev_008')] } });
    await flush();
    expect(actor.getSnapshot().context.subjectId).toBeUndefined();
  });

  it('says why the list failed; 重试 asks again with the keyword, and a new search from there asks for it', async () => {
    const { control, machine } = harness();
    const actor = createActor(machine, { input: { kind: 'user', canEdit: true } }).start();
    const refuse = async () => {
      control.settle({ type: 'xstate.error.actor.load', error: new Error('服务繁忙，请稍后再试') });
      await flush();
      expect(actor.getSnapshot().value).toBe('failed');
      expect(actor.getSnapshot().context.error).toBe('服务繁忙，请稍后再试');
    };
    await refuse();
    actor.send({ type: 'RIGHTS.RETRY' });
    expect(control.inputs.get('load')).toEqual({ kind: 'user', keyword: '' });
    await refuse();
    actor.send({ type: 'RIGHTS.SEARCH', keyword: ' dev_00 ' });
    expect(control.inputs.get('load')).toEqual({ kind: 'user', keyword: 'dev_00' });
    control.settle({ type: 'xstate.done.actor.load', output: data });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toMatchObject({ subjects: data.subjects, error: undefined });
  });

  it('刷新 on a list shown asks again with the same keyword, keeping the pick', async () => {
    const { control, actor } = await pickedSubject7({ kind: 'group', canEdit: true });
    actor.send({ type: 'RIGHTS.RETRY' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(control.isPending('load')).toBe(true);
    control.settle({ type: 'xstate.done.actor.load', output: data });
    await flush();
    expect(actor.getSnapshot().context.subjectId).toBe('7');
  });

  it('assigns nothing without the edit code', async () => {
    const { actor } = await pickedSubject7({ kind: 'user', canEdit: false });
    actor.send({ type: 'RIGHTS.ASSIGN', roleId: '3', add: true });
    expect(actor.getSnapshot().value).toBe('ready');
  });
});
