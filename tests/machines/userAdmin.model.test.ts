import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorRef, type AnyStateMachine } from 'xstate';
import type { Page } from '../../src/domain/types/common.types';
import { createAdminListMachine, type AdminListContext } from '../../src/machines/adminList';
import { createListMachine } from '../../src/machines/listMachine';
import {
  groupFormErrors,
  hasErrors,
  roleFormErrors,
  userFormErrors,
  type GroupForm,
  type RoleForm,
  type UserForm,
} from '../../src/domain/adminForms';
import { notify } from '../../src/machines/notify';
import { adminInputs, groupAdminMachine, roleAdminMachine, userAdminMachine } from '../../src/machines/userAdmin';
import { ControlledActors, flush, expectEveryStateReachable, settled } from './modelHarness';

vi.mock('../../src/machines/notify', () => ({ notify: vi.fn() }));

type Snapshot = ReturnType<AnyStateMachine['transition']>;

const page: Page<{ id: string }> = { records: [{ id: '1' }], total: 1, pageNum: 1, pageSize: 10, pages: 1 };
/** The tab's list child (listMachine), which the screen's LIST.* events reach. */
const listOf = (actor: AnyActorRef) => actor.getSnapshot().children.list as AnyActorRef;

/** The events of every admin tab; `valid`/`invalid` are form patches that pass or fail its rules. */
function eventsFor(emptyForm: object, valid: object, invalid: object) {
  return [
    ...settled('loadOptions', {}, 'down'),
    { type: 'ADMIN.NEW' },
    { type: 'ADMIN.EDIT', id: '1', form: { ...emptyForm, ...invalid } },
    { type: 'FORM.CHANGE', patch: valid },
    { type: 'FORM.CHANGE', patch: invalid },
    { type: 'FORM.SUBMIT' },
    { type: 'FORM.CLOSE' },
    ...settled('save', '创建成功', '角色名称已存在'),
    { type: 'ADMIN.CONFIRM', action: { kind: 'delete' } },
    { type: 'CONFIRM.YES' },
    { type: 'CONFIRM.NO' },
    ...settled('run', '删除成功', '用户不存在'),
    { type: 'LINKS.OPEN', id: '1' },
    { type: 'LINKS.RUN', action: { kind: 'addRole' } },
    { type: 'LINKS.CLOSE' },
    ...settled('link', '添加成功', '角色不存在'),
  ];
}

function controlled(machine: AnyStateMachine) {
  const control = new ControlledActors();
  const provided = machine.provide({
    actors: {
      list: createListMachine().provide({ actors: { loadPage: control.actor() } }),
      loadOptions: control.actor(),
      save: control.actor(),
      run: control.actor(),
    },
  });
  return { control, machine: provided };
}

/** Each admin tab: the generic machine with a stand-in rule, and the three provided ones with theirs. */
const generic = createAdminListMachine<{ name: string }, { kind: string }, object>().provide({
  guards: { formValid: ({ context }) => context.form.name.trim() !== '' },
});
type AnyContext = AdminListContext<never, unknown, unknown>;
const tabs: {
  name: string;
  machine: AnyStateMachine;
  input: object;
  valid: object;
  invalid: object;
  isValid: (c: AnyContext) => boolean;
}[] = [
  {
    name: 'generic admin list',
    machine: generic,
    input: { emptyForm: { name: '' } },
    valid: { name: '甲' },
    invalid: { name: ' ' },
    isValid: (c) => (c.form as { name: string }).name.trim() !== '',
  },
  {
    name: 'users tab',
    machine: userAdminMachine,
    input: adminInputs.users,
    valid: { userName: 'label_wang', phone: '13912340001' },
    invalid: { userName: '1abc', phone: '139' },
    isValid: (c) => !hasErrors(userFormErrors(c.form as UserForm, !c.editingId)),
  },
  {
    name: 'groups tab',
    machine: groupAdminMachine,
    input: adminInputs.groups,
    valid: { groupName: '审核二组' },
    invalid: { groupName: '' },
    isValid: (c) => !hasErrors(groupFormErrors(c.form as GroupForm)),
  },
  {
    name: 'roles tab',
    machine: roleAdminMachine,
    input: adminInputs.roles,
    valid: { roleName: '数据标注员' },
    invalid: { roleName: '' },
    isValid: (c) => !hasErrors(roleFormErrors(c.form as RoleForm)),
  },
];

describe.each(tabs)('$name machine', ({ machine, input, valid, invalid, isValid }) => {
  const events = eventsFor((input as { emptyForm: object }).emptyForm, valid, invalid);
  // The form's validity is what the submit guard reads, so it is part of the explored state.
  const serialize = (s: Snapshot) => JSON.stringify([s.value, isValid(s.context as AnyContext)]);
  it('reaches every state', () =>
    expectEveryStateReachable(controlled(machine).machine, { inputs: [input], events, serialize }));
});

describe('admin list behaviour', () => {
  const start = () => {
    const { control, machine } = controlled(generic);
    const actor = createActor(machine, { input: { emptyForm: { name: '' } } }).start();
    return { control, actor };
  };

  it('keeps what the user typed and shows the server message when saving fails', async () => {
    const { control, actor } = start();
    control.settle({ type: 'xstate.done.actor.loadPage', output: page });
    await flush();
    actor.send({ type: 'ADMIN.NEW' });
    actor.send({ type: 'FORM.CHANGE', patch: { name: '数据标注员' } });
    actor.send({ type: 'FORM.SUBMIT' });
    control.settle({ type: 'xstate.error.actor.save', error: new Error('角色名称已存在') });
    await flush();
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context).toMatchObject({
      form: { name: '数据标注员' },
      formError: '角色名称已存在',
      submitted: true,
    });
    actor.send({ type: 'FORM.CHANGE', patch: { name: '数据标注员2' } });
    expect(actor.getSnapshot().context.formError).toBeUndefined();
  });

  it('does not send an invalid form but marks it submitted so errors show', async () => {
    const { control, actor } = start();
    control.settle({ type: 'xstate.done.actor.loadPage', output: page });
    await flush();
    actor.send({ type: 'ADMIN.NEW' });
    actor.send({ type: 'FORM.SUBMIT' });
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.submitted).toBe(true);
  });

  it('searches from page 1, shows the success text after an action and reloads', async () => {
    const { control, actor } = start();
    control.settle({ type: 'xstate.done.actor.loadPage', output: page });
    await flush();
    actor.send({ type: 'LIST.PAGE', pageNum: 3 });
    expect(listOf(actor).getSnapshot().context).toMatchObject({ pageNum: 3 });
    control.settle({ type: 'xstate.done.actor.loadPage', output: page });
    await flush();
    actor.send({ type: 'LIST.QUERY', query: { keyword: '王' } });
    expect(listOf(actor).getSnapshot().context).toMatchObject({ query: { keyword: '王' }, pageNum: 1, pageSize: 10 });
    control.settle({ type: 'xstate.done.actor.loadPage', output: page });
    await flush();
    actor.send({ type: 'ADMIN.CONFIRM', action: { kind: 'delete' } });
    actor.send({ type: 'CONFIRM.YES' });
    control.settle({ type: 'xstate.done.actor.run', output: '删除成功' });
    await flush();
    expect(notify).toHaveBeenCalledWith('删除成功', 'success');
    expect(actor.getSnapshot().value).toBe('idle');
    expect(listOf(actor).getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.pending).toBeUndefined();
  });

  it.each([
    ['come', { type: 'xstate.done.actor.loadOptions', output: { roles: [] } }, { roles: [] }],
    ['failed', { type: 'xstate.error.actor.loadOptions', error: new Error('网络错误') }, undefined],
  ])('says the options are loading until they have %s, whatever the list does', async (_, settle, options) => {
    const { control, actor } = start();
    control.settle({ type: 'xstate.done.actor.loadPage', output: page });
    await flush();
    expect(actor.getSnapshot().context.optionsLoading).toBe(true);
    control.settle(settle);
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ optionsLoading: false, options });
  });

  it('keeps the links dialog open with the error when a link change fails, and relists after a success', async () => {
    const { control, actor } = start();
    control.settle({ type: 'xstate.done.actor.loadPage', output: page });
    await flush();
    actor.send({ type: 'LINKS.OPEN', id: '1' });
    actor.send({ type: 'LINKS.RUN', action: { kind: 'addRole' } });
    control.settle({ type: 'xstate.error.actor.link', error: new Error('角色不存在') });
    await flush();
    expect(actor.getSnapshot().value).toBe('links');
    expect(actor.getSnapshot().context).toMatchObject({ linkId: '1', linkError: '角色不存在' });
    expect(listOf(actor).getSnapshot().value).toEqual({ ready: 'idle' });
    actor.send({ type: 'LINKS.RUN', action: { kind: 'addRole' } });
    control.settle({ type: 'xstate.done.actor.link', output: '添加成功' });
    await flush();
    expect(actor.getSnapshot().value).toBe('links');
    expect(listOf(actor).getSnapshot().value).toBe('loading');
    control.settle({
      type: 'xstate.done.actor.loadPage',
      output: { ...page, records: [{ id: '1' }, { id: '2' }], total: 2 },
    });
    await flush();
    expect(listOf(actor).getSnapshot().context.records).toHaveLength(2);
  });
});
