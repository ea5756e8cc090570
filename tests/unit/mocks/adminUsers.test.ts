import { describe, expect, it } from 'vitest';
import type { Page, SearchResult } from '../../../src/domain/types/common.types';
import type { GroupRecord } from '../../../src/domain/types/group.types';
import type { RoleRecord } from '../../../src/domain/types/role.types';
import type { AdminUser } from '../../../src/domain/types/user.types';
import { adminMessages } from '../../../src/domain/adminForms';
import { tables } from '../../../mocks/db/models';
import { call, encoded, loginAs, post, serveSimulatorPerTest, validSign } from './client';

const U = '/front/api/user/v1';
const G = '/front/api/group/v1';
const R = '/front/api/role/v1';
const P = '/front/api/permission/v1';
serveSimulatorPerTest();

const WHOLE = { pageNum: 1, pageSize: 1000 };
const roleId = (name: string) => tables.role.find((r) => r.roleName === name)!.id;
const groupId = (name: string) => tables.group.find((g) => g.groupName === name)!.id;
const userId = (name: string) => tables.user.find((u) => u.userName === name)!.id;
const flatten = (nodes: GroupRecord[]): GroupRecord[] => nodes.flatMap((n) => [n, ...flatten(n.childs)]);

async function login(userName: string, password: string): Promise<string> {
  const reply = await post<{ token: string }>(`${U}/login`, {
    userName,
    password: encoded(password),
    sign: await validSign(),
  });
  if (reply.code !== 200) throw new Error(reply.msg);
  return reply.data.token;
}

describe('roles', () => {
  it('lists the seeded staff roles whole, with their holders and codes', async () => {
    const admin = await loginAs('admin');
    const reply = await post<SearchResult<RoleRecord>>(`${R}/search`, WHOLE, admin);
    const names = reply.data.records.map((r) => r.roleName);
    expect(names).toEqual(expect.arrayContaining(['审核专员', '客服专员', '用户管理员']));
    expect(reply.data.total).toBe(names.length);
    const userAdmin = reply.data.records.find((r) => r.roleName === '用户管理员')!;
    expect(userAdmin.codes).toContain('MC:userPerm:userManage:user:edit');
    expect(userAdmin.codes).not.toContain('MC:userPerm:rights:userRole:read');
    const searched = await post<SearchResult<RoleRecord>>(`${R}/search`, { ...WHOLE, keyword: '审核' }, admin);
    expect(searched.data.records.map((r) => r.roleName)).toEqual(['审核专员']);
  });

  it('creates a role, refuses a duplicate or an empty name, and adds users to it', async () => {
    const admin = await loginAs('admin');
    const created = await post<RoleRecord>(`${R}/create`, { roleName: '数据标注员', description: '标注' }, admin);
    expect(created.data).toMatchObject({ roleName: '数据标注员', codes: [], userCount: 0 });
    expect((await post(`${R}/create`, { roleName: '数据标注员', description: '' }, admin)).msg).toBe(
      adminMessages.roleNameTaken,
    );
    expect((await post(`${R}/create`, { roleName: ' ', description: '' }, admin)).msg).toBe(
      adminMessages.roleNameRequired,
    );

    expect(
      (await post(`${R}/addRoleUser`, { roleId: created.data.id, userIds: [userId('dev_person')] }, admin)).data,
    ).toBe(true);
    const detail = await call<RoleRecord>(`${R}/detail/${created.data.id}`, { token: admin });
    expect(detail.data.users.map((u) => u.userName)).toEqual(['dev_person']);
    expect((await post(`${R}/addRoleUser`, { roleId: '999999', userIds: [] }, admin)).msg).toBe('角色不存在');
  });
});

describe('groups', () => {
  it('serves the tree with children, members and admins', async () => {
    const admin = await loginAs('admin');
    const reply = await post<SearchResult<GroupRecord>>(`${G}/search`, WHOLE, admin);
    const all = flatten(reply.data.records);
    expect(reply.data.total).toBe(all.length);
    const ops = all.find((g) => g.groupName === '平台运营部')!;
    expect(ops.childs.map((c) => c.groupName)).toEqual(expect.arrayContaining(['审核组', '客户服务组']));
    const review = all.find((g) => g.groupName === '审核组')!;
    expect(review.users.map((u) => u.userName)).toEqual(expect.arrayContaining(['dev_007', 'dev_008']));
    expect(review.admins).toEqual([userId('dev_007')]);
    // A keyword lists the matches flat.
    const searched = await post<SearchResult<GroupRecord>>(`${G}/search`, { ...WHOLE, keyword: '审核' }, admin);
    expect(searched.data.records.map((g) => [g.groupName, g.childs.length])).toEqual([['审核组', 0]]);
  });

  it('creates, renames and deletes a group, with the tree rules', async () => {
    const admin = await loginAs('admin');
    const ops = groupId('平台运营部');
    const created = await post<GroupRecord>(
      `${G}/create`,
      { groupName: '数据标注组', parentId: ops, admins: [] },
      admin,
    );
    expect(created.data.parentId).toBe(ops);
    expect((await post(`${G}/create`, { groupName: '数据标注组', parentId: ops, admins: [] }, admin)).msg).toBe(
      '同级下已存在同名用户组',
    );
    expect((await post(`${G}/create`, { groupName: '', parentId: '', admins: [] }, admin)).msg).toBe(
      adminMessages.groupNameRequired,
    );
    // A group cannot move under itself or its own children.
    expect(
      (await post(`${G}/update`, { id: ops, groupName: '平台运营部', parentId: created.data.id, admins: [] }, admin))
        .msg,
    ).toBe('不能将用户组移动到自身或其下级');
    expect((await call(`${G}/delete/${ops}`, { method: 'DELETE', token: admin })).msg).toBe('请先删除下级用户组');
    expect(
      (await post(`${G}/update`, { id: created.data.id, groupName: '标注组', parentId: ops, admins: [] }, admin)).data,
    ).toBe(true);
    expect(tables.group.get(created.data.id)?.groupName).toBe('标注组');
    expect((await call(`${G}/delete/${created.data.id}`, { method: 'DELETE', token: admin })).data).toBe(true);
    expect(tables.group.get(created.data.id)).toBeUndefined();
  });

  it('adds and removes members and roles; a member who leaves stops administering', async () => {
    const admin = await loginAs('admin');
    const review = groupId('审核组');
    const lead = userId('dev_007');
    await post(`${G}/addGroupUserList`, { groupId: review, userIds: [userId('dev_person')] }, admin);
    expect(tables.user.get(userId('dev_person'))?.groups.map((g) => g.id)).toContain(review);
    await post(`${G}/removeUser`, { groupId: review, userId: lead }, admin);
    expect(tables.group.get(review)?.admins).toEqual([]);
    const label = await post<RoleRecord>(`${R}/create`, { roleName: '数据标注员', description: '' }, admin);
    await post(`${G}/addGroupRole`, { groupId: review, roleIds: [label.data.id] }, admin);
    expect(tables.group.get(review)?.roles.map((r) => r.id)).toContain(label.data.id);
    await post(`${G}/removeRole`, { groupId: review, roleId: label.data.id }, admin);
    expect(tables.group.get(review)?.roles.map((r) => r.id)).not.toContain(label.data.id);
    expect((await post(`${G}/addGroupRole`, { groupId: review, roleIds: ['999999'] }, admin)).msg).toBe('角色不存在');
  });
});

describe('users', () => {
  it('creates a user in a group with a role, and that user holds exactly the role’s codes', async () => {
    const admin = await loginAs('admin');
    const role = await post<RoleRecord>(`${R}/create`, { roleName: '数据标注员', description: '' }, admin);
    await post(
      `${P}/saveRolePermission`,
      { roleId: role.data.id, codes: ['DevC:read', 'DevC:modelC:modelPlaza:read'] },
      admin,
    );
    const body = {
      userName: 'label_wang',
      phone: '13912340001',
      nickName: '王',
      password: encoded('Label1234'),
      roleIds: [role.data.id],
      groupIds: [groupId('商务拓展组')],
    };
    const created = await post<AdminUser>(`${U}/create`, body, admin);
    expect(created.data).toMatchObject({
      userName: 'label_wang',
      roleIds: [role.data.id],
      groupIds: [groupId('商务拓展组')],
    });
    expect((await post(`${U}/create`, body, admin)).msg).toBe('该手机号已注册');
    expect((await post(`${U}/create`, { ...body, phone: '13912340002', userName: '9bad' }, admin)).msg).toBe(
      adminMessages.userNameInvalid,
    );

    const token = await login('label_wang', 'Label1234');
    const codes = await post<string[]>(`${P}/myPermission`, {}, token);
    expect(new Set(codes.data)).toEqual(new Set(['DevC:read', 'DevC:modelC:modelPlaza:read']));
    // Changing the role changes what the user holds on the next load.
    await post(`${P}/saveRolePermission`, { roleId: role.data.id, codes: ['DevC:read'] }, admin);
    expect((await post<string[]>(`${P}/myPermission`, {}, token)).data).toEqual(['DevC:read']);
  });

  it('searches by keyword, group and role, and pages', async () => {
    const admin = await loginAs('admin');
    const inGroup = await post<Page<AdminUser>>(
      `${U}/search`,
      { pageNum: 1, pageSize: 10, groupId: groupId('审核组') },
      admin,
    );
    expect(inGroup.data.records.map((u) => u.userName).sort()).toEqual(['dev_007', 'dev_008']);
    const byRole = await post<Page<AdminUser>>(
      `${U}/search`,
      { pageNum: 1, pageSize: 10, roleId: roleId('用户管理员') },
      admin,
    );
    expect(byRole.data.total).toBe(0);
    const byName = await post<Page<AdminUser>>(
      `${U}/search`,
      { pageNum: 1, pageSize: 10, keyword: 'dev_person' },
      admin,
    );
    expect(byName.data).toMatchObject({ total: 1, pageNum: 1, pageSize: 10, pages: 1 });
  });

  it('edits, disables (signing the user out), enables and deletes another user, never the admin itself', async () => {
    const admin = await loginAs('admin');
    const target = userId('dev_person');
    const token = await loginAs('dev_person');
    expect((await post(`${U}/update`, { id: target, nickName: '李', email: 'li@example.com' }, admin)).data).toBe(true);
    expect(tables.user.get(target)).toMatchObject({ nickName: '李', email: 'li@example.com' });
    expect((await post(`${U}/updateStatus`, { id: target, status: 0 }, admin)).data).toBe(true);
    expect((await post(`${P}/myPermission`, {}, token)).code).toBe(401);
    expect(
      (await post(`${U}/login`, { userName: 'dev_person', password: encoded('Demo1234'), sign: await validSign() }))
        .msg,
    ).toBe('账号已被禁用，请联系管理员');
    await post(`${U}/updateStatus`, { id: target, status: 1 }, admin);
    expect(tables.user.get(target)?.status).toBe(1);
    expect((await post(`${U}/updateStatus`, { id: userId('admin'), status: 0 }, admin)).msg).toBe(
      '不能对当前登录账号执行此操作',
    );
    expect((await call(`${U}/delete/${target}`, { method: 'DELETE', token: admin })).data).toBe(true);
    expect(tables.user.get(target)).toBeUndefined();
  });

  it('adds and removes a user’s roles and groups', async () => {
    const admin = await loginAs('admin');
    const target = userId('dev_person');
    await post(`${U}/addUserRole`, { userId: target, roleIds: [roleId('客服专员')] }, admin);
    await post(`${U}/addUserGroup`, { userId: target, groupIds: [groupId('客户服务组')] }, admin);
    expect(tables.user.get(target)?.roles.map((r) => r.id)).toContain(roleId('客服专员'));
    expect(tables.user.get(target)?.groups.map((g) => g.id)).toEqual([groupId('客户服务组')]);
    await post(`${U}/removeRole`, { userId: target, roleId: roleId('客服专员') }, admin);
    await post(`${U}/removeGroup`, { userId: target, groupId: groupId('客户服务组') }, admin);
    expect(tables.user.get(target)?.roles.map((r) => r.id)).not.toContain(roleId('客服专员'));
    expect(tables.user.get(target)?.groups).toEqual([]);
  });
});

describe('refusals', () => {
  it('refuses every admin endpoint to a developer', async () => {
    const dev = await loginAs('dev_ent');
    const id = userId('dev_person');
    const replies = [
      await post(`${U}/search`, { pageNum: 1, pageSize: 10 }, dev),
      await post(`${U}/create`, { userName: 'x_user', phone: '13912340009' }, dev),
      await post(`${U}/update`, { id, nickName: '越权' }, dev),
      await post(`${U}/updateStatus`, { id, status: 0 }, dev),
      await call(`${U}/delete/${id}`, { method: 'DELETE', token: dev }),
      await post(`${U}/addUserRole`, { userId: id, roleIds: [] }, dev),
      await post(`${G}/search`, WHOLE, dev),
      await post(`${G}/create`, { groupName: '越权组', parentId: '' }, dev),
      await call(`${G}/delete/${groupId('审核组')}`, { method: 'DELETE', token: dev }),
      await post(`${R}/search`, WHOLE, dev),
      await post(`${R}/create`, { roleName: '越权角色' }, dev),
      await post(`${P}/list/${roleId('开发者')}`, {}, dev),
      await post(`${P}/saveRolePermission`, { roleId: roleId('开发者'), codes: [] }, dev),
    ];
    for (const reply of replies) expect(reply).toMatchObject({ code: 403, msg: '无权限访问' });
    expect(tables.user.get(id)?.nickName).not.toBe('越权');
  });

  it('lets a user administrator manage users and groups but not roles or rights', async () => {
    const admin = await loginAs('admin');
    await post(`${U}/addUserRole`, { userId: userId('dev_person'), roleIds: [roleId('用户管理员')] }, admin);
    const staff = await loginAs('dev_person');
    expect((await post(`${U}/search`, { pageNum: 1, pageSize: 10 }, staff)).code).toBe(200);
    expect((await post(`${G}/create`, { groupName: '新组', parentId: '', admins: [] }, staff)).code).toBe(200);
    // The user form picks roles, so the list is readable; creating one is not.
    expect((await post(`${R}/search`, WHOLE, staff)).code).toBe(200);
    expect((await post(`${R}/create`, { roleName: '越权角色', description: '' }, staff)).code).toBe(403);
    expect((await post(`${P}/saveRolePermission`, { roleId: roleId('开发者'), codes: [] }, staff)).code).toBe(403);
  });
});
