import { wholeList } from './group';
import { http } from './http';
import { paths } from './paths';
import type { RoleRecord } from '../domain/types/role.types';

const p = paths.role;

export interface RoleInput {
  roleName: string;
  description: string;
  /** Permission codes to start with; the rights page edits them later. */
  codes?: string[];
}

export const searchRoles = wholeList<RoleRecord>(p.search);
export const createRole = (r: RoleInput) => http.post<RoleRecord>(p.create, r).then((res) => res.data);
export const addRoleUsers = (roleId: string, userIds: string[]) =>
  http.post<boolean>(p.addRoleUser, { roleId, userIds }).then((r) => r.data);
export const getRoleDetail = (id: string) => http.get<RoleRecord>(p.detail(id)).then((r) => r.data);
