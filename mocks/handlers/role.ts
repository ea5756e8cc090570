import { http } from 'msw';
import { paths } from '../../src/api/paths';
import type { RoleRecord } from '../../src/domain/types/role.types';
import { adminMessages, roleFormErrors } from '../../src/domain/adminForms';
import { allCodes } from '../../src/domain/codes';
import { tables, type RoleRow } from '../db/models';
import { nowIso } from '../rules/clock';
import { toMember, usersWithRole } from '../rules/memberships';
import { pageOf } from '../rules/paging';
import { adminPost, ok, refuse, text, url, withAdmin } from '../rules/respond';
import { compareText } from '../../src/domain/ordering';

const p = paths.role;
// Every page that picks roles (users, groups and the three rights pages) may list them.
const ROLE_LIST = [
  'MC:userPerm:userManage:userRole:read',
  'MC:userPerm:userManage:user:read',
  'MC:userPerm:userManage:userGroup:read',
  'MC:userPerm:rights:user:read',
  'MC:userPerm:rights:userGroup:read',
  'MC:userPerm:rights:userRole:read',
];
const ROLE_READ = ['MC:userPerm:userManage:userRole:read', 'MC:userPerm:rights:userRole:read'];
const ROLE_EDIT = ['MC:userPerm:userManage:userRole:edit'];
const knownCodes = new Set(allCodes());

export const roleMessages = {
  roleNotFound: '角色不存在',
  userNotFound: '用户不存在',
  unknownCode: '权限编码不存在',
} as const;

const requireRole = (id: unknown): RoleRow => tables.role.get(text(id)) ?? refuse(roleMessages.roleNotFound);

function toRecord(role: RoleRow): RoleRecord {
  const users = usersWithRole(role.id).map(toMember);
  return {
    id: role.id,
    roleName: role.roleName,
    description: role.description,
    createTime: role.createTime,
    userCount: users.length,
    users,
    codes: role.codes,
  };
}

interface RoleBody {
  roleName: string;
  description: string;
  codes: string[];
  keyword: string;
  pageNum: number;
  pageSize: number;
}

export const roleHandlers = [
  adminPost<RoleBody>(p.search, ROLE_LIST, (body) => {
    const keyword = text(body.keyword);
    const roles = tables.role
      .filter((r) => !keyword || r.roleName.includes(keyword) || r.description.includes(keyword))
      .sort((a, b) => compareText(a.createTime, b.createTime) || Number(a.id) - Number(b.id));
    const page = pageOf(roles, body, toRecord, 1000);
    return ok({ records: page.records, total: page.total });
  }),

  http.get(
    url(p.detail(':id')),
    withAdmin(ROLE_READ, ({ params }) => {
      return ok(toRecord(requireRole(params.id)));
    }),
  ),

  adminPost<RoleBody>(p.create, ROLE_EDIT, async (body) => {
    const form = { roleName: text(body.roleName), description: text(body.description) };
    const problem = Object.values(roleFormErrors(form))[0];
    if (problem) refuse(problem);
    if (tables.role.find((r) => r.roleName === form.roleName)) refuse(adminMessages.roleNameTaken);
    const codes = (Array.isArray(body.codes) ? body.codes : []).map(text);
    if (codes.some((c) => !knownCodes.has(c))) refuse(roleMessages.unknownCode);
    const role = await tables.role.insert({ ...form, codes: [...new Set(codes)], createTime: nowIso() });
    return ok(toRecord(role));
  }),

  adminPost<{ roleId: string; userIds: string[] }>(p.addRoleUser, ROLE_EDIT, async (body) => {
    const role = requireRole(body.roleId);
    const users = (Array.isArray(body.userIds) ? body.userIds : []).map(
      (id) => tables.user.get(text(id)) ?? refuse(roleMessages.userNotFound),
    );
    for (const user of users)
      if (!user.roles.some((r) => r.id === role.id)) await tables.user.patch(user.id, { roles: [...user.roles, role] });
    return ok(true);
  }),
];
