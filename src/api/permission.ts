import { http } from './http';
import { paths } from './paths';
import type { PermissionNode } from '../domain/types/permission.types';

const p = paths.permission;

export const getMyPermissionCodes = () => http.post<string[]>(p.mine, {}).then((r) => r.data);
export const getPermissionTree = () => http.post<PermissionNode[]>(p.list, {}).then((r) => r.data);
export const getRolePermissionTree = (roleId: string) =>
  http.post<PermissionNode[]>(p.listById(roleId), {}).then((r) => r.data);
export const saveRolePermission = (roleId: string, codes: string[]) =>
  http.post<boolean>(p.saveRolePermission, { roleId, codes }).then((r) => r.data);
