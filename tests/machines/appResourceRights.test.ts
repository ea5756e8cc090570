import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import { tables } from '../../mocks/db/models';
import { paths } from '../../src/api/paths';
import { appResourceRightsMachine, type ResourceTarget } from '../../src/machines/appResourceRights';
import { storeToken } from '../../src/machines/credentials';
import { loginAs, serveSimulatorPerTest } from '../unit/mocks/client';
import { noticesHeard } from '../notices';
import { recordBodies } from './requestBodies';

/**
 * 资源权限 against the simulator: an admin finds a user or a group, sees the apps it may use as a
 * tree with what it holds ticked, ticks and saves (ticking :auth ticks :edit and :read; unticking
 * :read unticks what implies it), or removes everything. The seeded world (mocks/seed/apps.ts):
 * dev_person holds 智能巡检助手 :read and 会议纪要助手 :read and :edit; the group 生态合作伙伴
 * holds all of 云帆客服助手, and its child group 低空飞行行业组 nothing yet.
 */
serveSimulatorPerTest();
beforeEach(async () => storeToken(await loginAs('admin')));
const heard = noticesHeard();

const r = paths.appResource;
const searched = recordBodies(r.searchUserAndGroup);
const listedByUser = recordBodies(r.listByUser);
const listedByGroup = recordBodies(r.listByGroup);
const savedForUser = recordBodies(r.saveUserResource);
const savedForGroup = recordBodies(r.saveGroupResource);
const removed = recordBodies(r.removeUserOrGroupResource);

const appId = (name: string) => tables.app.find((a) => a.appName === name)!.id;
const groupOf = (name: string) => tables.group.find((g) => g.groupName === name)!;
const userTarget = (): ResourceTarget => ({
  type: 'user',
  id: tables.user.find((u) => u.userName === 'dev_person')!.id,
  name: 'dev_person',
  parentId: '',
});
const childGroup = (): ResourceTarget => {
  const g = groupOf('低空飞行行业组');
  return { type: 'group', id: g.id, name: g.groupName, parentId: g.parentId };
};

type Snapshot = {
  value: unknown;
  context: {
    checked: string[];
    tree: { apps: { appName: string }[] }[];
    target?: ResourceTarget;
    targets: { users: { userName: string }[] };
  };
};
const snap = (actor: AnyActorRef) => actor.getSnapshot() as Snapshot;
const checked = (actor: AnyActorRef) => [...snap(actor).context.checked].sort();
const treeApps = (actor: AnyActorRef) => snap(actor).context.tree.flatMap((t) => t.apps.map((a) => a.appName));
const resting = (actor: AnyActorRef, state: string) =>
  waitFor(actor, (s: { matches: (value: string) => boolean }) => s.matches(state), { timeout: 10_000 });

async function opened() {
  const actor = createActor(appResourceRightsMachine).start();
  await resting(actor, 'browsing');
  return actor;
}
async function editing(actor: AnyActorRef, target: ResourceTarget) {
  actor.send({ type: 'RIGHTS.PICK', target });
  expect(snap(actor).value).toBe('loadingTree');
  await resting(actor, 'editing');
}

describe('resource rights against the simulator', () => {
  it('lists users and groups at once, then those matching the keyword typed (trimmed)', async () => {
    const actor = await opened();
    actor.send({ type: 'RIGHTS.SEARCH', keyword: '  dev_person ' });
    expect(snap(actor).value).toBe('searching');
    await resting(actor, 'browsing');
    expect(snap(actor).context.targets.users.map((u) => u.userName)).toEqual(['dev_person']);
    expect(await searched()).toEqual([{ keyword: '' }, { keyword: 'dev_person' }]);
  });

  it("a user's apps come ticked as held; ticking and unticking follow the levels; saving sends them, says 保存成功 and shows them again", async () => {
    const actor = await opened();
    const user = userTarget();
    const [inspection, minutes, answers] = ['智能巡检助手', '会议纪要助手', '在线答疑机器人'].map(appId);
    await editing(actor, user);
    expect(await listedByUser()).toEqual([{ userId: user.id }]);
    expect(snap(actor).context.target).toEqual(user);
    expect(checked(actor)).toEqual([`${inspection}:read`, `${minutes}:edit`, `${minutes}:read`].sort());

    actor.send({ type: 'RIGHTS.TOGGLE', id: `${answers}:auth` });
    actor.send({ type: 'RIGHTS.TOGGLE', id: `${minutes}:read` });
    const wanted = [`${inspection}:read`, `${answers}:auth`, `${answers}:edit`, `${answers}:read`].sort();
    expect(checked(actor)).toEqual(wanted);

    actor.send({ type: 'RIGHTS.SAVE' });
    expect(snap(actor).value).toBe('saving');
    await resting(actor, 'loadingTree');
    expect(heard).toEqual([{ message: '保存成功', kind: 'success' }]);
    await resting(actor, 'editing');
    const [sent] = (await savedForUser()) as { userId: string; resourceIds: string[] }[];
    expect({ ...sent, resourceIds: [...sent.resourceIds].sort() }).toEqual({ userId: user.id, resourceIds: wanted });
    expect(checked(actor)).toEqual(wanted);
    expect(await listedByUser()).toHaveLength(2);
  });

  it('removing all of a user’s resources says so and shows nothing ticked', async () => {
    const actor = await opened();
    const user = userTarget();
    await editing(actor, user);
    actor.send({ type: 'RIGHTS.CLEAR' });
    expect(snap(actor).value).toBe('clearing');
    await resting(actor, 'loadingTree');
    expect(heard).toEqual([{ message: '已移除该对象的全部应用资源', kind: 'success' }]);
    await resting(actor, 'editing');
    expect(await removed()).toEqual([{ targetId: user.id, targetType: 'user' }]);
    expect(checked(actor)).toEqual([]);
  });

  it("a child group sees only its parent's grant, and saves and clears as a group", async () => {
    const actor = await opened();
    const group = childGroup();
    const yunfan = appId('云帆客服助手');
    await editing(actor, group);
    expect(await listedByGroup()).toEqual([{ parentGroupId: groupOf('生态合作伙伴').id, groupId: group.id }]);
    expect(treeApps(actor)).toEqual(['云帆客服助手']);
    expect(checked(actor)).toEqual([]);

    actor.send({ type: 'RIGHTS.TOGGLE', id: `${yunfan}:edit` });
    actor.send({ type: 'RIGHTS.SAVE' });
    await resting(actor, 'loadingTree');
    await resting(actor, 'editing');
    expect(await savedForGroup()).toEqual([{ groupId: group.id, resourceIds: [`${yunfan}:edit`, `${yunfan}:read`] }]);
    expect(checked(actor)).toEqual([`${yunfan}:edit`, `${yunfan}:read`]);

    actor.send({ type: 'RIGHTS.CLEAR' });
    await resting(actor, 'loadingTree');
    await resting(actor, 'editing');
    expect(await removed()).toEqual([{ targetId: group.id, targetType: 'group' }]);
    expect(checked(actor)).toEqual([]);
  });

  it("a refused save (beyond the parent group's grant) stays on the ticks made", async () => {
    const actor = await opened();
    await editing(actor, childGroup());
    const beyond = `${appId('智能巡检助手')}:read`;
    actor.send({ type: 'RIGHTS.TOGGLE', id: beyond });
    actor.send({ type: 'RIGHTS.SAVE' });
    await waitFor(actor, (s) => s.matches('editing') && heard.length > 0, { timeout: 10_000 });
    expect(heard).toEqual([{ message: '子用户组的资源权限不能超出上级用户组', kind: 'error' }]);
    expect(checked(actor)).toEqual([beyond]);
  });

  it('picking another object while one is shown empties the tree until the new one loads', async () => {
    const actor = await opened();
    await editing(actor, userTarget());
    expect(checked(actor)).not.toEqual([]);
    const group = childGroup();
    actor.send({ type: 'RIGHTS.PICK', target: group });
    expect(snap(actor).value).toBe('loadingTree');
    expect(snap(actor).context).toMatchObject({ target: group, tree: [], checked: [] });
    await resting(actor, 'editing');
    expect(treeApps(actor)).toEqual(['云帆客服助手']);
  });

  it('an object that no longer exists goes back to the search results', async () => {
    const actor = await opened();
    actor.send({ type: 'RIGHTS.PICK', target: { type: 'user', id: 'gone', name: '已删除', parentId: '' } });
    await resting(actor, 'browsing');
    expect(heard).toEqual([{ message: '用户或用户组不存在', kind: 'error' }]);
  });
});
