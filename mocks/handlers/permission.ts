import { http } from 'msw';
import { paths } from '../../src/api/paths';
import type { PermissionNode } from '../../src/domain/types/permission.types';
import { allCodes, codeTree, type CodeNode } from '../../src/domain/codes';
import { tables } from '../db/models';
import { userCodes } from '../rules/auth';
import { adminPost, ok, refuse, text, url, withAdmin, withSession } from '../rules/respond';

const p = paths.permission;
// The user and group rights pages preview the trees of the roles they assign.
const RIGHTS_READ = [
  'MC:userPerm:rights:userRole:read',
  'MC:userPerm:rights:user:read',
  'MC:userPerm:rights:userGroup:read',
];
const RIGHTS_EDIT = ['MC:userPerm:rights:userRole:edit'];
const knownCodes = new Set(allCodes());

export const permissionMessages = { roleNotFound: '角色不存在', unknownCode: '权限编码不存在' } as const;

function toNodes(nodes: CodeNode[], checked?: ReadonlySet<string>): PermissionNode[] {
  return nodes.map((node) => ({
    id: node.code,
    name: node.name,
    permissionCode: node.code,
    ...(checked ? { check: checked.has(node.code) } : {}),
    ...(node.children?.length ? { children: toNodes(node.children, checked) } : {}),
  }));
}

const requireRole = (id: unknown) => tables.role.get(text(id)) ?? refuse(permissionMessages.roleNotFound);

export const permissionHandlers = [
  http.post(
    url(p.mine),
    withSession(({ user }) => ok(userCodes(user))),
  ),

  http.post(
    url(p.list),
    withSession(() => ok(toNodes(codeTree))),
  ),

  http.post(
    url(p.listById(':roleId')),
    withAdmin(RIGHTS_READ, ({ params }) => ok(toNodes(codeTree, new Set(requireRole(params.roleId).codes)))),
  ),

  adminPost<{ roleId: string; codes: string[] }>(p.saveRolePermission, RIGHTS_EDIT, async (body) => {
    const role = requireRole(body.roleId);
    const codes = (body.codes ?? []).map(text);
    if (codes.some((c) => !knownCodes.has(c))) refuse(permissionMessages.unknownCode);
    await tables.role.patch(role.id, { codes: [...new Set(codes)] });
    return ok(true);
  }),
];
