import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { tables } from '../../mocks/db/models';
import { server } from '../../mocks/node';
import { paths } from '../../src/api/paths';
import type { RoleRecord } from '../../src/domain/types/role.types';
import type { AdminUser } from '../../src/domain/types/user.types';
import { storeToken } from '../../src/machines/credentials';
import { loadRightsData } from '../../src/machines/subjectRights';
import { adminInputs, groupAdminMachine, roleAdminMachine, userAdminMachine } from '../../src/machines/userAdmin';
import { usersFirstScreen, type FlatGroup } from '../../src/machines/usersTab';
import { listOf, rowsOf, settled } from './adminTab';
import { loginAs, serveSimulatorPerTest } from '../unit/mocks/client';

// The real calls of each tab against the simulator; only the toasts are left out.
vi.mock('../../src/machines/notify', () => ({ notify: vi.fn() }));
serveSimulatorPerTest();

const groupId = (name: string) => tables.group.find((g) => g.groupName === name)!.id;
const roleId = (name: string) => tables.role.find((r) => r.roleName === name)!.id;
const userRow = (name: string) => tables.user.find((u) => u.userName === name)!;

async function asAdmin() {
  storeToken(await loginAs('admin'));
}

describe('users tab against the simulator', () => {
  it('edits, links, unlinks and deletes a user', async () => {
    await asAdmin();
    const actor = createActor(userAdminMachine, { input: adminInputs.users }).start();
    actor.send({ type: 'LIST.QUERY', query: { keyword: 'dev_person' } });
    await settled(actor);
    const target = rowsOf<AdminUser>(actor)[0];
    expect(target.userName).toBe('dev_person');
    await waitFor(actor, (s) => Boolean(s.context.options));
    expect(actor.getSnapshot().context.options?.groups.some((g) => g.depth === 1)).toBe(true);

    actor.send({
      type: 'ADMIN.EDIT',
      id: target.id,
      form: {
        ...adminInputs.users.emptyForm,
        userName: target.userName,
        phone: target.phone,
        nickName: '陈晓',
        email: '',
      },
    });
    actor.send({ type: 'FORM.SUBMIT' });
    await settled(actor, 'idle');
    expect(userRow('dev_person').nickName).toBe('陈晓');

    actor.send({ type: 'LINKS.OPEN', id: target.id });
    actor.send({ type: 'LINKS.RUN', action: { kind: 'addGroup', userId: target.id, groupId: groupId('客户服务组') } });
    await settled(actor, 'links');
    expect(rowsOf<AdminUser>(actor)[0].groupIds).toEqual([groupId('客户服务组')]);
    actor.send({ type: 'LINKS.RUN', action: { kind: 'addRole', userId: target.id, roleId: roleId('客服专员') } });
    await settled(actor, 'links');
    actor.send({ type: 'LINKS.RUN', action: { kind: 'removeRole', userId: target.id, roleId: roleId('客服专员') } });
    await settled(actor, 'links');
    actor.send({
      type: 'LINKS.RUN',
      action: { kind: 'removeGroup', userId: target.id, groupId: groupId('客户服务组') },
    });
    await settled(actor, 'links');
    expect(rowsOf<AdminUser>(actor)[0]).toMatchObject({ groupIds: [], roleIds: [roleId('开发者')] });
    actor.send({ type: 'LINKS.CLOSE' });
    await settled(actor);

    actor.send({ type: 'ADMIN.CONFIRM', action: { kind: 'delete', user: target } });
    actor.send({ type: 'CONFIRM.YES' });
    await settled(actor, 'idle');
    expect(rowsOf(actor)).toHaveLength(0);
    expect(tables.user.find((u) => u.userName === 'dev_person')).toBeUndefined();
  });

  it('keeps the form and the refusal when the phone is taken', async () => {
    await asAdmin();
    const actor = createActor(userAdminMachine, { input: adminInputs.users }).start();
    await settled(actor);
    actor.send({ type: 'ADMIN.NEW' });
    actor.send({ type: 'FORM.CHANGE', patch: { userName: 'label_sun', phone: userRow('dev_ent').phone } });
    actor.send({ type: 'FORM.SUBMIT' });
    await waitFor(actor, (s) => s.matches('form') && Boolean(s.context.formError));
    expect(actor.getSnapshot().context).toMatchObject({ formError: '该手机号已注册', form: { userName: 'label_sun' } });
  });
});

/** As the route's first screen asks for it while the session restores. */
const prefetchUsersTab = () => Promise.all(usersFirstScreen().map((request) => request.prefetch()));

describe('the users tab asked for ahead, with the session restore', () => {
  const lists = [paths.user.search, paths.role.search, paths.group.search];

  it('asks for the first page and the role and group lists its rows name once; the tab takes those answers', async () => {
    await asAdmin();
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) =>
      void asked.push(...lists.filter((path) => new URL(request.url).pathname.endsWith(path)));
    server.events.on('request:start', record);
    try {
      void prefetchUsersTab();
      await vi.waitFor(() => expect([...asked].sort()).toEqual([...lists].sort()));
      const actor = createActor(userAdminMachine, { input: adminInputs.users }).start();
      await settled(actor);
      await waitFor(actor, (s) => Boolean(s.context.options));
      expect(rowsOf<AdminUser>(actor).length).toBeGreaterThan(0);
      expect(actor.getSnapshot().context.options?.roles.length).toBeGreaterThan(0);
      expect(asked).toHaveLength(3);
    } finally {
      server.events.removeListener('request:start', record);
    }
  });

  it('once all three are answered, the tab starts with its rows and their names, asking for nothing', async () => {
    await asAdmin();
    // The rows and names as the tab shows them once it has loaded them itself.
    const loaded = createActor(userAdminMachine, { input: adminInputs.users }).start();
    await settled(loaded);
    await waitFor(loaded, (s) => !s.context.optionsLoading);
    const shown = { rows: rowsOf<AdminUser>(loaded), options: loaded.getSnapshot().context.options };
    loaded.stop();

    await prefetchUsersTab();
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname);
    server.events.on('request:start', record);
    try {
      const actor = createActor(userAdminMachine, { input: adminInputs.users });
      expect(actor.getSnapshot().context).toMatchObject({ optionsLoading: false, options: shown.options });
      actor.start();
      expect(listOf(actor).getSnapshot().matches('ready')).toBe(true);
      expect(rowsOf<AdminUser>(actor)).toEqual(shown.rows);
      expect(actor.getSnapshot().context).toMatchObject({ optionsLoading: false, options: shown.options });
      // The options were in already: the options child hands them back, asking for nothing.
      await waitFor(actor.getSnapshot().children.loadOptions!, (s) => s.status === 'done');
      expect(actor.getSnapshot().context.options).toEqual(shown.options);
      expect(asked).toEqual([]);
    } finally {
      server.events.removeListener('request:start', record);
    }
  });

  it('before they are answered, the tab starts loading them itself', async () => {
    await asAdmin();
    void prefetchUsersTab();
    const actor = createActor(userAdminMachine, { input: adminInputs.users }).start();
    expect(listOf(actor).getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().context.optionsLoading).toBe(true);
    await settled(actor);
    await waitFor(actor, (s) => !s.context.optionsLoading);
    expect(rowsOf<AdminUser>(actor).length).toBeGreaterThan(0);
  });
});

describe('groups tab against the simulator', () => {
  it('lays the tree out flat with depths, edits a group and manages its members and roles', async () => {
    await asAdmin();
    const actor = createActor(groupAdminMachine, { input: adminInputs.groups }).start();
    await settled(actor);
    const rows = rowsOf<FlatGroup>(actor);
    const review = rows.find((g) => g.groupName === '审核组')!;
    expect(review.depth).toBe(1);
    expect(rows[rows.indexOf(review) - 1].depth).toBeLessThanOrEqual(1);

    actor.send({
      type: 'ADMIN.EDIT',
      id: review.id,
      form: { groupName: '审核一组', parentId: review.parentId ?? '', admins: review.admins },
    });
    actor.send({ type: 'FORM.SUBMIT' });
    await settled(actor, 'idle');
    expect(tables.group.get(review.id)?.groupName).toBe('审核一组');

    const person = userRow('dev_person').id;
    actor.send({ type: 'LINKS.OPEN', id: review.id });
    for (const action of [
      { kind: 'addUser' as const, groupId: review.id, userId: person },
      { kind: 'addRole' as const, groupId: review.id, roleId: roleId('客服专员') },
      { kind: 'removeUser' as const, groupId: review.id, userId: person },
      { kind: 'removeRole' as const, groupId: review.id, roleId: roleId('审核专员') },
    ]) {
      actor.send({ type: 'LINKS.RUN', action });
      await settled(actor, 'links');
    }
    const after = rowsOf<FlatGroup>(actor).find((g) => g.id === review.id)!;
    expect(after.roleIds).toEqual([roleId('客服专员')]);
    expect(after.users.map((u) => u.userName)).not.toContain('dev_person');
  });

  it('is refused deleting a group that has children and stays on the list', async () => {
    await asAdmin();
    const actor = createActor(groupAdminMachine, { input: adminInputs.groups }).start();
    await settled(actor);
    const ops = rowsOf<FlatGroup>(actor).find((g) => g.groupName === '平台运营部')!;
    actor.send({ type: 'ADMIN.CONFIRM', action: { kind: 'delete', group: ops } });
    actor.send({ type: 'CONFIRM.YES' });
    await settled(actor, 'idle');
    expect(tables.group.get(ops.id)).toBeDefined();
  });
});

describe('roles tab and rights data against the simulator', () => {
  it('creates a role and adds a user to it', async () => {
    await asAdmin();
    const actor = createActor(roleAdminMachine, { input: adminInputs.roles }).start();
    await settled(actor);
    actor.send({ type: 'ADMIN.NEW' });
    actor.send({ type: 'FORM.CHANGE', patch: { roleName: '数据标注员', description: '标注数据' } });
    actor.send({ type: 'FORM.SUBMIT' });
    await settled(actor, 'idle');
    const role = rowsOf<RoleRecord>(actor).find((r) => r.roleName === '数据标注员')!;
    actor.send({ type: 'LINKS.OPEN', id: role.id });
    actor.send({ type: 'LINKS.RUN', action: { kind: 'addUser', roleId: role.id, userId: userRow('dev_person').id } });
    await settled(actor, 'links');
    expect(
      rowsOf<RoleRecord>(actor)
        .find((r) => r.id === role.id)
        ?.users.map((u) => u.userName),
    ).toEqual(['dev_person']);
  });

  it('gives a user the roles of its groups as inherited, and marks the super admin', async () => {
    await asAdmin();
    const users = await loadRightsData('user', 'dev_007');
    expect(users.subjects).toHaveLength(1);
    expect(users.subjects[0].inherited).toEqual([{ roleId: roleId('审核专员'), via: '审核组' }]);
    const admin = await loadRightsData('user', 'admin');
    expect(admin.subjects.find((s) => s.title.startsWith('admin'))?.superAdmin).toBe(true);
    const groups = await loadRightsData('group', '');
    expect(groups.subjects.find((s) => s.title === '审核组')).toMatchObject({
      depth: 1,
      roleIds: [roleId('审核专员')],
    });
  });
});
