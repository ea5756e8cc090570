import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor, type InputFrom } from 'xstate';
import { tables } from '../../mocks/db/models';
import { storeToken } from '../../src/machines/credentials';
import { onNotify } from '../../src/machines/notify';
import { subjectRightsMachine, type RightsData, type Subject } from '../../src/machines/subjectRights';
import { loginAs, serveSimulatorPerTest } from '../unit/mocks/client';
import { ControlledActors, flush } from './modelHarness';

const subject = (id: string): Subject => ({
  id,
  title: `dev_00${id}`,
  subtitle: '',
  depth: 0,
  roleIds: [],
  inherited: [],
  superAdmin: false,
});
const data: RightsData = { subjects: [subject('7'), subject('8')], roles: [], tree: [] };

function withStandIns(input: InputFrom<typeof subjectRightsMachine>) {
  const control = new ControlledActors();
  const machine = subjectRightsMachine.provide({ actors: { load: control.actor(), assign: control.actor() } });
  const actor = createActor(machine, { input }).start();
  return { control, actor };
}

describe('what the rights screen asks for', () => {
  it('starts empty and loads every subject, with no keyword', () => {
    const { control, actor } = withStandIns({ kind: 'user', canEdit: true });
    expect(actor.getSnapshot().context).toMatchObject({ keyword: '', subjects: [], roles: [], tree: [] });
    expect(control.inputs.get('load')).toEqual({ kind: 'user', keyword: '' });
  });

  it('searches with the keyword as typed, without the spaces around it', async () => {
    const { control, actor } = withStandIns({ kind: 'group', canEdit: true });
    control.settle({ type: 'xstate.done.actor.load', output: data });
    await flush();
    actor.send({ type: 'RIGHTS.SEARCH', keyword: '  审核 ' });
    expect(control.inputs.get('load')).toEqual({ kind: 'group', keyword: '审核' });
  });

  it('gives and takes the role on the picked subject', async () => {
    const { control, actor } = withStandIns({ kind: 'user', canEdit: true });
    control.settle({ type: 'xstate.done.actor.load', output: data });
    await flush();
    actor.send({ type: 'RIGHTS.PICK', id: '8' });
    actor.send({ type: 'RIGHTS.ASSIGN', roleId: '3', add: true });
    expect(control.inputs.get('assign')).toEqual({ kind: 'user', subjectId: '8', roleId: '3', add: true });
    control.settle({ type: 'xstate.done.actor.assign', output: '角色已添加' });
    await flush();
    // No session was handed in (a reader's screen, a test): the reload still follows.
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().value).toBe('loading');
    control.settle({ type: 'xstate.done.actor.load', output: data });
    await flush();
    actor.send({ type: 'RIGHTS.ASSIGN', roleId: '4', add: false });
    expect(control.inputs.get('assign')).toEqual({ kind: 'user', subjectId: '8', roleId: '4', add: false });
  });
});

describe('the rights screen against the simulator', () => {
  serveSimulatorPerTest();
  const heard: string[] = [];
  let stop = () => undefined as void;
  beforeEach(async () => {
    heard.length = 0;
    stop = onNotify((n) => void heard.push(n.message));
    storeToken(await loginAs('admin'));
  });
  afterEach(() => stop());

  const roleId = (name: string) => tables.role.find((r) => r.roleName === name)!.id;
  const titled = (subjects: Subject[], title: string) =>
    subjects.find((s) => s.title === title || s.title.startsWith(`${title}（`))!;

  async function screen(kind: 'user' | 'group', keyword: string) {
    const actor = createActor(subjectRightsMachine, { input: { kind, canEdit: true } }).start();
    // A search is taken once the first answer is in.
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'RIGHTS.SEARCH', keyword });
    await waitFor(actor, (s) => s.matches('ready'));
    return actor;
  }

  async function assign(actor: Awaited<ReturnType<typeof screen>>, role: string, add: boolean) {
    actor.send({ type: 'RIGHTS.ASSIGN', roleId: roleId(role), add });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.error).toBeUndefined();
  }

  it('lists the groups whose name holds the keyword, flat, with their member count and the seeded roles', async () => {
    const actor = await screen('group', '组');
    const { subjects, roles } = actor.getSnapshot().context;
    // Seeded groups: 平台运营部, 生态合作伙伴 and, under them, 商务拓展组, 低空飞行行业组, 审核组, 客户服务组.
    expect(subjects.map((s) => s.title).sort()).toEqual(
      ['低空飞行行业组', '商务拓展组', '审核组', '客户服务组'].sort(),
    );
    // 审核组 holds dev_007 and dev_008 and the role 审核专员; a group inherits nothing and is no super admin.
    expect(titled(subjects, '审核组')).toMatchObject({
      subtitle: '2 名成员',
      depth: 0,
      roleIds: [roleId('审核专员')],
      inherited: [],
      superAdmin: false,
    });
    expect(subjects.every((s) => s.inherited.length === 0 && !s.superAdmin)).toBe(true);
    expect(roles.map((r) => r.roleName)).toEqual(expect.arrayContaining(['审核专员', '客服专员', '用户管理员']));
  });

  it('does not take an ordinary developer for a super admin', async () => {
    const actor = await screen('user', 'dev_007');
    expect(actor.getSnapshot().context.subjects.map((s) => s.superAdmin)).toEqual([false]);
  });

  it('gives a user a role and takes it back', async () => {
    const actor = await screen('user', 'dev_007');
    const user = actor.getSnapshot().context.subjects[0];
    actor.send({ type: 'RIGHTS.PICK', id: user.id });
    await assign(actor, '客服专员', true);
    expect(actor.getSnapshot().context.subjects[0].roleIds).toContain(roleId('客服专员'));
    await assign(actor, '客服专员', false);
    expect(actor.getSnapshot().context.subjects[0].roleIds).not.toContain(roleId('客服专员'));
    expect(heard).toEqual(['角色已添加', '角色已移除']);
  });

  it('gives a group a role and takes it back', async () => {
    const actor = await screen('group', '客户服务组');
    const group = titled(actor.getSnapshot().context.subjects, '客户服务组');
    actor.send({ type: 'RIGHTS.PICK', id: group.id });
    await assign(actor, '用户管理员', true);
    expect(titled(actor.getSnapshot().context.subjects, '客户服务组').roleIds).toEqual([
      roleId('客服专员'),
      roleId('用户管理员'),
    ]);
    await assign(actor, '用户管理员', false);
    expect(titled(actor.getSnapshot().context.subjects, '客户服务组').roleIds).toEqual([roleId('客服专员')]);
    expect(heard).toEqual(['角色已添加', '角色已移除']);
  });
});
