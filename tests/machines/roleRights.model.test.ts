import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, waitFor, type AnyStateMachine } from 'xstate';
import type { PermissionNode } from '../../src/domain/types/permission.types';
import type { RoleRecord } from '../../src/domain/types/role.types';
import { notify } from '../../src/machines/notify';
import { roleRightsMachine, roleRightsTexts } from '../../src/machines/roleRights';
import { sameCodes } from '../../src/domain/permissionTree';
import { ControlledActors, flush, expectEveryStateReachable, settled } from './modelHarness';

vi.mock('../../src/machines/notify', () => ({ notify: vi.fn() }));
// Only the role list's own actor runs for real (one test below); the others are stand-ins.
vi.mock('../../src/api/role', () => ({
  searchRoles: vi.fn(() => Promise.resolve({ records: roles, total: roles.length })),
}));

type Snapshot = ReturnType<AnyStateMachine['transition']>;

const role = (id: string, roleName: string): RoleRecord => ({
  id,
  roleName,
  description: '',
  createTime: '',
  userCount: 0,
  users: [],
  codes: [],
});
const roles: RoleRecord[] = [role('1', '审核专员'), role('2', '数据标注员')];
const node = (code: string, children?: PermissionNode[], check = false): PermissionNode => ({
  id: code,
  name: code,
  permissionCode: code,
  check,
  ...(children ? { children } : {}),
});
/** A section whose page has :read, :edit and :auth, the first already granted. */
const tree = [node('MC:read', [node('MC:user:read', [node('MC:user:edit'), node('MC:user:auth')])], true)];

const events = [
  ...settled('loadRoles', roles, 'down'),
  { type: 'RIGHTS.RETRY' },
  { type: 'RIGHTS.PICK', roleId: '1' },
  ...settled('loadTree', tree, '角色不存在'),
  { type: 'RIGHTS.TOGGLE', code: 'MC:user:auth', checked: true },
  { type: 'RIGHTS.TOGGLE', code: 'MC:user:read', checked: false },
  { type: 'RIGHTS.RESET' },
  { type: 'RIGHTS.SAVE' },
  { type: 'RIGHTS.DISCARD' },
  { type: 'RIGHTS.KEEP' },
  ...settled('saveCodes', true, '权限编码不存在'),
];

function harness() {
  const control = new ControlledActors();
  const machine = roleRightsMachine.provide({
    actors: { loadRoles: control.actor(), loadTree: control.actor(), saveCodes: control.actor() },
  });
  return { control, machine };
}

// Unsaved changes are what the dirty/canSave guards read.
const serialize = (s: Snapshot) => {
  const c = s.context as { saved: string[]; selected: string[] };
  return JSON.stringify([s.value, sameCodes(c.saved, c.selected)]);
};

const inputs = [
  { name: 'editor', input: { canEdit: true } },
  { name: 'reader', input: { canEdit: false } },
  { name: 'editor opening a role by link', input: { canEdit: true, roleId: '2' } },
];

describe('role rights machine', () => {
  // A reader sees but never edits: the editor's starts reach the rest.
  it('reaches every state', () =>
    expectEveryStateReachable(harness().machine, { inputs: inputs.map((i) => i.input), events, serialize }));
});

describe('role rights behaviour', () => {
  async function editing(canEdit = true, withSession = true) {
    const received: string[] = [];
    const session = withSession
      ? createActor(fromCallback(({ receive }) => receive((e) => received.push(e.type)))).start()
      : undefined;
    const { control, machine } = harness();
    const actor = createActor(machine, { input: { canEdit, session } }).start();
    control.settle({ type: 'xstate.done.actor.loadRoles', output: roles });
    await flush();
    actor.send({ type: 'RIGHTS.PICK', roleId: '1' });
    control.settle({ type: 'xstate.done.actor.loadTree', output: tree });
    await flush();
    return { actor, control, received };
  }

  it('ties in :read and :edit when :auth is checked, and saves the whole set', async () => {
    const { actor, control, received } = await editing();
    expect(actor.getSnapshot().context.saved).toEqual(['MC:read']);
    actor.send({ type: 'RIGHTS.TOGGLE', code: 'MC:user:auth', checked: true });
    expect(actor.getSnapshot().context.selected).toEqual(['MC:read', 'MC:user:read', 'MC:user:edit', 'MC:user:auth']);
    actor.send({ type: 'RIGHTS.SAVE' });
    expect(actor.getSnapshot().value).toBe('saving');
    control.settle({ type: 'xstate.done.actor.saveCodes', output: true });
    await flush();
    expect(actor.getSnapshot().context.saved).toEqual(['MC:read', 'MC:user:read', 'MC:user:edit', 'MC:user:auth']);
    expect(actor.getSnapshot().context.roles.find((r) => r.id === '1')?.codes).toHaveLength(4);
    expect(notify).toHaveBeenCalledWith(roleRightsTexts.saved, 'success');
    // The admin's own permissions reload, in case the admin holds the role.
    expect(received).toEqual(['SESSION.REFRESH']);
  });

  it('keeps the selection and shows the error when saving fails', async () => {
    const { actor, control } = await editing();
    actor.send({ type: 'RIGHTS.TOGGLE', code: 'MC:user:read', checked: true });
    actor.send({ type: 'RIGHTS.SAVE' });
    control.settle({ type: 'xstate.error.actor.saveCodes', error: new Error('权限编码不存在') });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({
      selected: ['MC:read', 'MC:user:read'],
      saved: ['MC:read'],
      error: '权限编码不存在',
    });
  });

  it('asks before dropping unsaved changes for another role', async () => {
    const { actor } = await editing();
    actor.send({ type: 'RIGHTS.TOGGLE', code: 'MC:user:read', checked: true });
    actor.send({ type: 'RIGHTS.PICK', roleId: '2' });
    expect(actor.getSnapshot().value).toBe('confirmDiscard');
    actor.send({ type: 'RIGHTS.KEEP' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ roleId: '1', selected: ['MC:read', 'MC:user:read'] });
    actor.send({ type: 'RIGHTS.PICK', roleId: '2' });
    actor.send({ type: 'RIGHTS.DISCARD' });
    expect(actor.getSnapshot().value).toBe('loadingTree');
    expect(actor.getSnapshot().context.roleId).toBe('2');
  });

  it('loads another role at once when nothing changed', async () => {
    const { actor, control } = await editing();
    actor.send({ type: 'RIGHTS.PICK', roleId: '2' });
    expect(actor.getSnapshot().value).toBe('loadingTree');
    expect(control.inputs.get('loadTree')).toBe('2');
  });

  it('puts the saved codes back on 重置, and the save error goes with them', async () => {
    const { actor, control } = await editing();
    actor.send({ type: 'RIGHTS.TOGGLE', code: 'MC:user:auth', checked: true });
    actor.send({ type: 'RIGHTS.SAVE' });
    control.settle({ type: 'xstate.error.actor.saveCodes', error: new Error('权限编码不存在') });
    await flush();
    actor.send({ type: 'RIGHTS.RESET' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ selected: ['MC:read'], saved: ['MC:read'], error: undefined });
  });

  it('says why the role list failed and asks again on 重试', async () => {
    const { control, machine } = harness();
    const actor = createActor(machine, { input: { canEdit: true } }).start();
    control.settle({ type: 'xstate.error.actor.loadRoles', error: new Error('服务繁忙，请稍后再试') });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('服务繁忙，请稍后再试');
    actor.send({ type: 'RIGHTS.RETRY' });
    expect(control.isPending('loadRoles')).toBe(true);
    control.settle({ type: 'xstate.done.actor.loadRoles', output: roles });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ roles, error: undefined });
  });

  it('says why a role’s tree failed; 重试 asks for that role again, and another role can be picked', async () => {
    const { control, machine } = harness();
    const actor = createActor(machine, { input: { canEdit: true } }).start();
    control.settle({ type: 'xstate.done.actor.loadRoles', output: roles });
    await flush();
    actor.send({ type: 'RIGHTS.PICK', roleId: '1' });
    const refuse = async () => {
      control.settle({ type: 'xstate.error.actor.loadTree', error: new Error('角色不存在') });
      await flush();
      expect(actor.getSnapshot().value).toBe('treeFailed');
      expect(actor.getSnapshot().context.error).toBe('角色不存在');
    };
    await refuse();
    actor.send({ type: 'RIGHTS.RETRY' });
    expect(control.isPending('loadTree')).toBe(true);
    expect(control.inputs.get('loadTree')).toBe('1');
    await refuse();
    actor.send({ type: 'RIGHTS.PICK', roleId: '2' });
    expect(control.isPending('loadTree')).toBe(true);
    expect(control.inputs.get('loadTree')).toBe('2');
    control.settle({ type: 'xstate.done.actor.loadTree', output: tree });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ roleId: '2', saved: ['MC:read'], error: undefined });
  });

  it('is read-only without the edit code', async () => {
    const { actor } = await editing(false);
    actor.send({ type: 'RIGHTS.TOGGLE', code: 'MC:user:read', checked: true });
    actor.send({ type: 'RIGHTS.SAVE' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.selected).toEqual(['MC:read']);
  });

  it('forgets a linked role that no longer exists', async () => {
    const { control, machine } = harness();
    const actor = createActor(machine, { input: { canEdit: true, roleId: '99' } }).start();
    control.settle({ type: 'xstate.done.actor.loadRoles', output: roles });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.roleId).toBeUndefined();
  });

  it('starts empty while the roles load', () => {
    const { machine } = harness();
    const actor = createActor(machine, { input: { canEdit: true } }).start();
    expect(actor.getSnapshot().value).toBe('loadingRoles');
    expect(actor.getSnapshot().context).toMatchObject({ roles: [], tree: [], saved: [], selected: [] });
  });

  it('opens a linked role that exists and loads the tree of that role', async () => {
    const { control, machine } = harness();
    const actor = createActor(machine, { input: { canEdit: true, roleId: '2' } }).start();
    control.settle({ type: 'xstate.done.actor.loadRoles', output: roles });
    await flush();
    expect(actor.getSnapshot().value).toBe('loadingTree');
    expect(control.inputs.get('loadTree')).toBe('2');
  });

  it('loads the tree of the picked role and saves under that role, updating only its codes', async () => {
    const { actor, control } = await editing();
    expect(control.inputs.get('loadTree')).toBe('1');
    actor.send({ type: 'RIGHTS.TOGGLE', code: 'MC:user:read', checked: true });
    actor.send({ type: 'RIGHTS.SAVE' });
    expect(control.inputs.get('saveCodes')).toEqual({ roleId: '1', codes: ['MC:read', 'MC:user:read'] });
    control.settle({ type: 'xstate.done.actor.saveCodes', output: true });
    await flush();
    const codesOf = (id: string) => actor.getSnapshot().context.roles.find((r) => r.id === id)?.codes;
    expect(codesOf('1')).toEqual(['MC:read', 'MC:user:read']);
    expect(codesOf('2')).toEqual([]);
  });

  it('does not save when nothing changed', async () => {
    const { actor, control } = await editing();
    actor.send({ type: 'RIGHTS.SAVE' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(control.isPending('saveCodes')).toBe(false);
  });

  it('saves without a session to refresh', async () => {
    const { actor, control } = await editing(true, false);
    actor.send({ type: 'RIGHTS.TOGGLE', code: 'MC:user:read', checked: true });
    actor.send({ type: 'RIGHTS.SAVE' });
    control.settle({ type: 'xstate.done.actor.saveCodes', output: true });
    await flush();
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.saved).toEqual(['MC:read', 'MC:user:read']);
  });

  it('lists the roles of the role search', async () => {
    const control = new ControlledActors();
    const machine = roleRightsMachine.provide({ actors: { loadTree: control.actor(), saveCodes: control.actor() } });
    const actor = createActor(machine, { input: { canEdit: true } }).start();
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.roles.map((r) => r.roleName)).toEqual(['审核专员', '数据标注员']);
  });
});
