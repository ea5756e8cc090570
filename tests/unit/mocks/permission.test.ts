import { describe, expect, it } from 'vitest';
import type { Page } from '../../../src/domain/types/common.types';
import type { PermissionNode } from '../../../src/domain/types/permission.types';
import type { UserDetail } from '../../../src/domain/types/user.types';
import { allCodes, codeTree } from '../../../src/domain/codes';
import { tables } from '../../../mocks/db/models';
import { call, get, loginAs, post, serveSimulatorPerTest } from './client';

const P = '/front/api/permission/v1';
const U = '/front/api/user/v1';
serveSimulatorPerTest();

const roleId = (name: string) => tables.role.find((r) => r.roleName === name)!.id;
const flatten = (nodes: PermissionNode[]): PermissionNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

describe('permission codes', () => {
  it('gives each account the codes of its roles', async () => {
    const admin = await post<string[]>(`${P}/myPermission`, {}, await loginAs('admin'));
    expect(new Set(admin.data)).toEqual(new Set(allCodes()));
    const dev = await post<string[]>(`${P}/myPermission`, {}, await loginAs('dev_ent'));
    expect(dev.data).toContain('DevC:modelC:ExperienceC:read');
    expect(dev.data.some((c) => c.startsWith('MC:'))).toBe(false);
  });

  it('adds the roles a user holds through a group', async () => {
    const token = await loginAs('dev_person');
    const user = tables.user.find((u) => u.userName === 'dev_person')!;
    const ops = tables.group.find((g) => g.groupName === '平台运营部')!;
    await tables.user.patch(user.id, { groups: [ops] });
    expect((await post<string[]>(`${P}/myPermission`, {}, token)).data).toContain('MC:read');
  });

  it('serves the whole tree, and per role with check flags', async () => {
    const token = await loginAs('admin');
    const tree = await post<PermissionNode[]>(`${P}/list`, {}, token);
    expect(tree.data.map((n) => n.id)).toEqual(codeTree.map((n) => n.code));
    expect(flatten(tree.data)).toHaveLength(allCodes().length);

    const dev = await post<PermissionNode[]>(`${P}/list/${roleId('体验受限用户')}`, {}, token);
    const byCode = new Map(flatten(dev.data).map((n) => [n.permissionCode, n.check]));
    expect(byCode.get('DevC:modelC:modelPlaza:read')).toBe(true);
    expect(byCode.get('DevC:modelC:ExperienceC:read')).toBe(false);
    expect(byCode.get('MC:read')).toBe(false);
  });

  it('saves a role’s codes, and only for rights admins', async () => {
    const body = { roleId: roleId('开发者'), codes: ['DevC:read'] };
    expect((await post(`${P}/saveRolePermission`, body, await loginAs('dev_ent'))).code).toBe(403);
    expect((await post(`${P}/saveRolePermission`, body, await loginAs('admin'))).data).toBe(true);
    expect((await post<string[]>(`${P}/myPermission`, {}, await loginAs('dev_person'))).data).toEqual(['DevC:read']);
    const unknown = await post(`${P}/saveRolePermission`, { ...body, codes: ['Nope:read'] }, await loginAs('admin'));
    expect(unknown.msg).toBe('权限编码不存在');
  });
});

describe('user management gating and paging', () => {
  it('refuses a developer with 403 and serves an admin a page', async () => {
    const refused = await post(`${U}/search`, { pageNum: 1, pageSize: 10 }, await loginAs('dev_ent'));
    expect(refused).toMatchObject({ status: 200, code: 403, msg: '无权限访问', data: null });

    const admin = await loginAs('admin');
    const page = await post<Page<UserDetail>>(`${U}/search`, { pageNum: 2, pageSize: 10 }, admin);
    const total = tables.user.count();
    expect(page.data).toMatchObject({ total, pageNum: 2, pageSize: 10, pages: Math.ceil(total / 10) });
    expect(page.data.records).toHaveLength(10);
    expect(page.data.records.every((u) => u.userPassword === '******')).toBe(true);
    expect((await post<number>(`${U}/searchCount`, { keyword: 'dev_' }, admin)).data).toBe(
      tables.user.count((u) => u.userName.includes('dev_')),
    );
  });

  it('lets an admin create, disable, re-role and delete users', async () => {
    const admin = await loginAs('admin');
    const created = await post<UserDetail>(`${U}/create`, { phone: '13700001111', userName: 'ops_new' }, admin);
    expect(created.data).toMatchObject({ userName: 'ops_new', status: 1 });
    expect((await post(`${U}/create`, { phone: '13700001111' }, admin)).msg).toBe('该手机号已注册');
    const id = created.data.id;
    expect((await post(`${U}/addUserRole`, { userId: id, roleIds: [roleId('超级管理员')] }, admin)).data).toBe(true);
    expect((await get<UserDetail>(`${U}/detail/${id}`, admin)).data.userName).toBe('ops_new');
    expect((await post(`${U}/updateStatus`, { id, status: 0 }, admin)).data).toBe(true);
    expect(tables.user.get(id)?.status).toBe(0);
    expect((await call(`${U}/delete/${id}`, { method: 'DELETE', token: admin })).data).toBe(true);
    expect((await get(`${U}/detail/${id}`, admin)).msg).toBe('用户不存在');
  });
});
