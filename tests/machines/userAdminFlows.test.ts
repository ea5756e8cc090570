import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import { tables } from '../../mocks/db/models';
import { paths } from '../../src/api/paths';
import type { AdminUser } from '../../src/domain/types/user.types';
import { storeToken } from '../../src/machines/credentials';
import {
  adminInputs,
  groupAdminMachine,
  groupFormOf,
  roleAdminMachine,
  userAdminMachine,
  userFormOf,
} from '../../src/machines/userAdmin';
import type { FlatGroup } from '../../src/machines/usersTab';
import { rowsOf, settled } from './adminTab';
import { loginAs, post, serveSimulatorPerTest, validSign } from '../unit/mocks/client';
import { noticesHeard } from '../notices';
import { recordBodies } from './requestBodies';

/**
 * 用户管理 as the admin uses it, against the seeded simulator: the rows' 禁用/启用, the links
 * dialog's additions, a group's deletion, the forms an edit opens with, what the create and edit
 * forms send, and the people the group and role pickers offer. The seeded world
 * (mocks/seed/index.ts, adminUsers.ts): 5 demo accounts and 24 generated developers (29 users),
 * dev_person (13800000002, 陈, chen.xiaowen@163.com) holds only 开发者 and no group; the root
 * group 平台运营部 (admin as its admin) has the leaf children 审核组, 客户服务组 and 商务拓展组.
 */
serveSimulatorPerTest();
beforeEach(async () => storeToken(await loginAs('admin')));
const heard = noticesHeard();

const searched = recordBodies(paths.user.search);
const created = recordBodies(paths.user.create);
const updated = recordBodies(paths.user.update);
const groupsSearched = recordBodies(paths.group.search);
const rolesSearched = recordBodies(paths.role.search);
const groupsCreated = recordBodies(paths.group.create);
const groupsUpdated = recordBodies(paths.group.update);
const rolesCreated = recordBodies(paths.role.create);

const userRow = (name: string) => tables.user.find((u) => u.userName === name)!;
const groupRow = (name: string) => tables.group.find((g) => g.groupName === name)!;
const roleId = (name: string) => tables.role.find((r) => r.roleName === name)!.id;

async function usersTabShowing(keyword: string) {
  const actor = createActor(userAdminMachine, { input: adminInputs.users }).start();
  await settled(actor);
  actor.send({ type: 'LIST.QUERY', query: { keyword } });
  await settled(actor);
  return actor;
}

/** The client's own password sign-in, with the password as typed. */
async function signIn(userName: string, password: string) {
  const reply = await post('/front/api/user/v1/login', { userName, password: btoa(password), sign: await validSign() });
  return reply.code;
}

describe('users tab: 禁用 and 启用', () => {
  it('disables an enabled user, then enables it again, saying which it did', async () => {
    const actor = await usersTabShowing('dev_person');
    const enabled = rowsOf<AdminUser>(actor)[0];
    expect(enabled).toMatchObject({ userName: 'dev_person', status: 1 });

    actor.send({ type: 'ADMIN.CONFIRM', action: { kind: 'toggleStatus', user: enabled } });
    actor.send({ type: 'CONFIRM.YES' });
    await settled(actor, 'idle');
    expect(userRow('dev_person').status).toBe(0);
    expect(heard).toEqual([{ message: '已禁用', kind: 'success' }]);
    const disabled = rowsOf<AdminUser>(actor)[0];
    expect(disabled).toMatchObject({ userName: 'dev_person', status: 0 });
    // A disabled account is refused at sign-in.
    expect(await signIn('dev_person', 'Demo1234')).not.toBe(200);

    actor.send({ type: 'ADMIN.CONFIRM', action: { kind: 'toggleStatus', user: disabled } });
    actor.send({ type: 'CONFIRM.YES' });
    await settled(actor, 'idle');
    expect(userRow('dev_person').status).toBe(1);
    expect(heard).toEqual([
      { message: '已禁用', kind: 'success' },
      { message: '已启用', kind: 'success' },
    ]);
    expect(rowsOf<AdminUser>(actor)[0]).toMatchObject({ userName: 'dev_person', status: 1 });
    expect(await signIn('dev_person', 'Demo1234')).toBe(200);
  });
});

describe('links dialog: additions', () => {
  it('gives a user a role and says 添加成功', async () => {
    const actor = await usersTabShowing('dev_person');
    const target = rowsOf<AdminUser>(actor)[0];
    actor.send({ type: 'LINKS.OPEN', id: target.id });
    actor.send({ type: 'LINKS.RUN', action: { kind: 'addRole', userId: target.id, roleId: roleId('客服专员') } });
    await settled(actor, 'links');
    expect(rowsOf<AdminUser>(actor)[0].roleIds).toEqual([roleId('开发者'), roleId('客服专员')]);
    expect(heard).toEqual([{ message: '添加成功', kind: 'success' }]);
  });

  it('adds a user to a group and says 添加成功', async () => {
    const actor = createActor(groupAdminMachine, { input: adminInputs.groups }).start();
    await settled(actor);
    const service = groupRow('客户服务组');
    actor.send({ type: 'LINKS.OPEN', id: service.id });
    actor.send({
      type: 'LINKS.RUN',
      action: { kind: 'addUser', groupId: service.id, userId: userRow('dev_person').id },
    });
    await settled(actor, 'links');
    const after = rowsOf<FlatGroup>(actor).find((g) => g.id === service.id)!;
    expect(after.users.map((u) => u.userName)).toEqual(['dev_person']);
    expect(userRow('dev_person').groups.map((g) => g.groupName)).toEqual(['客户服务组']);
    expect(heard).toEqual([{ message: '添加成功', kind: 'success' }]);
  });
});

describe('groups tab: deleting', () => {
  it('deletes a group without children, says 删除成功 and drops its row', async () => {
    const actor = createActor(groupAdminMachine, { input: adminInputs.groups }).start();
    await settled(actor);
    const service = rowsOf<FlatGroup>(actor).find((g) => g.groupName === '客户服务组')!;
    actor.send({ type: 'ADMIN.CONFIRM', action: { kind: 'delete', group: service } });
    actor.send({ type: 'CONFIRM.YES' });
    await settled(actor, 'idle');
    expect(tables.group.get(service.id)).toBeUndefined();
    expect(rowsOf<FlatGroup>(actor).map((g) => g.groupName)).not.toContain('客户服务组');
    expect(heard).toEqual([{ message: '删除成功', kind: 'success' }]);
  });
});

describe('the form an edit opens with', () => {
  it('holds the user row as it is, with no password and no email as empty', async () => {
    const actor = await usersTabShowing('dev_person');
    const row = rowsOf<AdminUser>(actor)[0];
    const form = {
      userName: 'dev_person',
      phone: '13800000002',
      nickName: '陈',
      email: 'chen.xiaowen@163.com',
      password: '',
      roleIds: [roleId('开发者')],
      groupIds: [],
    };
    expect(userFormOf(row)).toEqual(form);
    // The wire type lets the email be absent; the form's field is then empty, not missing.
    expect(userFormOf({ ...row, email: undefined })).toEqual({ ...form, email: '' });
  });

  it('holds the group row, a root group naming no parent', async () => {
    const actor = createActor(groupAdminMachine, { input: adminInputs.groups }).start();
    await settled(actor);
    const rows = rowsOf<FlatGroup>(actor);
    const ops = rows.find((g) => g.groupName === '平台运营部')!;
    const review = rows.find((g) => g.groupName === '审核组')!;
    expect(groupFormOf(ops)).toEqual({ groupName: '平台运营部', parentId: '', admins: [userRow('admin').id] });
    expect(groupFormOf(review)).toEqual({
      groupName: '审核组',
      parentId: groupRow('平台运营部').id,
      admins: [userRow('dev_007').id],
    });
  });
});

describe('users tab: what the search and the forms send', () => {
  it('searches for the keyword without the spaces around it, and a blank keyword as no keyword', async () => {
    const actor = await usersTabShowing('  dev_person ');
    expect(rowsOf<AdminUser>(actor).map((u) => u.userName)).toEqual(['dev_person']);
    actor.send({ type: 'LIST.QUERY', query: { keyword: '   ' } });
    await settled(actor);
    expect(rowsOf<AdminUser>(actor)).toHaveLength(10);
    expect((await searched()).slice(-2)).toEqual([
      { pageNum: 1, pageSize: 10, keyword: 'dev_person' },
      { pageNum: 1, pageSize: 10 },
    ]);
  });

  it('creates a user from trimmed fields with the password typed, which the new user signs in with', async () => {
    expect(tables.user.find((u) => u.phone === '13912340001')).toBeUndefined();
    const actor = createActor(userAdminMachine, { input: adminInputs.users }).start();
    await settled(actor);
    actor.send({ type: 'ADMIN.NEW' });
    actor.send({
      type: 'FORM.CHANGE',
      patch: {
        userName: ' label_sun ',
        phone: ' 13912340001 ',
        nickName: ' 孙 ',
        email: ' sun@example.com ',
        password: 'Sun12345',
      },
    });
    actor.send({ type: 'FORM.SUBMIT' });
    await settled(actor, 'idle');
    expect(heard).toEqual([{ message: '创建成功', kind: 'success' }]);
    // 'Sun12345' in base64, as the spec has passwords sent.
    expect(await created()).toEqual([
      {
        userName: 'label_sun',
        phone: '13912340001',
        nickName: '孙',
        email: 'sun@example.com',
        password: 'U3VuMTIzNDU=',
        roleIds: [],
        groupIds: [],
      },
    ]);
    expect(await signIn('label_sun', 'Sun12345')).toBe(200);
  });

  it('refuses a new user with a weak password and keeps the form as typed', async () => {
    const actor = createActor(userAdminMachine, { input: adminInputs.users }).start();
    await settled(actor);
    actor.send({ type: 'ADMIN.NEW' });
    const typed = { userName: 'label_li', phone: '13912340002', password: '123' };
    actor.send({ type: 'FORM.CHANGE', patch: typed });
    actor.send({ type: 'FORM.SUBMIT' });
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.form).toMatchObject(typed);
    expect(await created()).toEqual([]);
  });

  it('saves an edit with the nickname and email trimmed', async () => {
    const actor = await usersTabShowing('dev_person');
    const row = rowsOf<AdminUser>(actor)[0];
    actor.send({ type: 'ADMIN.EDIT', id: row.id, form: userFormOf(row) });
    actor.send({ type: 'FORM.CHANGE', patch: { nickName: ' 陈晓 ', email: ' chen@example.com ' } });
    actor.send({ type: 'FORM.SUBMIT' });
    await settled(actor, 'idle');
    expect(heard).toEqual([{ message: '保存成功', kind: 'success' }]);
    expect(await updated()).toEqual([{ id: row.id, nickName: '陈晓', email: 'chen@example.com' }]);
    expect(userRow('dev_person')).toMatchObject({ nickName: '陈晓', email: 'chen@example.com' });
  });
});

describe('the people the group and role pickers offer', () => {
  it.each<[string, () => AnyActorRef]>([
    ['groups', () => createActor(groupAdminMachine, { input: adminInputs.groups }).start()],
    ['roles', () => createActor(roleAdminMachine, { input: adminInputs.roles }).start()],
  ])('the %s tab offers every user, not a first page of them', async (_, tab) => {
    const actor = tab();
    await waitFor(actor, (s: { context: { optionsLoading: boolean } }) => !s.context.optionsLoading);
    const users = (actor.getSnapshot().context.options as { users?: AdminUser[] } | undefined)?.users;
    // 5 demo accounts and 24 generated developers.
    expect(users?.map((u) => u.userName).sort()).toEqual(
      tables.user
        .all()
        .map((u) => u.userName)
        .sort(),
    );
    expect(users).toHaveLength(29);
  });
});

describe('groups and roles tabs: what the search sends', () => {
  it.each<[string, () => AnyActorRef, () => Promise<unknown[]>]>([
    ['groups', () => createActor(groupAdminMachine, { input: adminInputs.groups }).start(), groupsSearched],
    ['roles', () => createActor(roleAdminMachine, { input: adminInputs.roles }).start(), rolesSearched],
  ])(
    'the %s tab searches for the keyword without its spaces, and a blank keyword as no keyword',
    async (_, tab, searchedBodies) => {
      const actor = tab();
      await settled(actor);
      actor.send({ type: 'LIST.QUERY', query: { keyword: ' 审核 ' } });
      await settled(actor);
      actor.send({ type: 'LIST.QUERY', query: { keyword: '   ' } });
      await settled(actor);
      // The whole list is asked for at once (pageSize 1000), by keyword or without one.
      expect((await searchedBodies()).slice(-2)).toEqual([
        { pageNum: 1, pageSize: 1000, keyword: '审核' },
        { pageNum: 1, pageSize: 1000 },
      ]);
    },
  );
});

describe('groups and roles tabs: what the forms send', () => {
  it('creates a group and edits it with the name trimmed, and creates a role with name and description trimmed', async () => {
    const groups = createActor(groupAdminMachine, { input: adminInputs.groups }).start();
    await settled(groups);
    groups.send({ type: 'ADMIN.NEW' });
    groups.send({ type: 'FORM.CHANGE', patch: { groupName: ' 测试组 ' } });
    groups.send({ type: 'FORM.SUBMIT' });
    await settled(groups, 'idle');
    expect(await groupsCreated()).toEqual([{ groupName: '测试组', parentId: '', admins: [] }]);

    const row = rowsOf<FlatGroup>(groups).find((g) => g.groupName === '测试组')!;
    groups.send({ type: 'ADMIN.EDIT', id: row.id, form: groupFormOf(row) });
    groups.send({ type: 'FORM.CHANGE', patch: { groupName: ' 测试二组 ' } });
    groups.send({ type: 'FORM.SUBMIT' });
    await settled(groups, 'idle');
    expect(await groupsUpdated()).toEqual([{ id: row.id, groupName: '测试二组', parentId: '', admins: [] }]);

    const roles = createActor(roleAdminMachine, { input: adminInputs.roles }).start();
    await settled(roles);
    roles.send({ type: 'ADMIN.NEW' });
    roles.send({ type: 'FORM.CHANGE', patch: { roleName: ' 审计员 ', description: ' 只读查看 ' } });
    roles.send({ type: 'FORM.SUBMIT' });
    await settled(roles, 'idle');
    expect(await rolesCreated()).toEqual([{ roleName: '审计员', description: '只读查看' }]);
  });
});
