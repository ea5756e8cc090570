import { WHOLE_LIST } from './group';
import { http } from './http';
import { paths } from './paths';
import type { Role, SearchResult } from './types';

const p = paths.role;

export const searchRoles = (keyword?: string) =>
  http.post<SearchResult<Role>>(p.search, { ...WHOLE_LIST, keyword }).then((r) => r.data);
export const createRole = (r: Partial<Role>) => http.post<Role>(p.create, r).then((res) => res.data);
export const addRoleUsers = (roleId: string, userIds: string[]) =>
  http.post<boolean>(p.addRoleUser, { roleId, userIds }).then((r) => r.data);
export const getRoleDetail = (id: string) => http.get<Role>(p.detail(id)).then((r) => r.data);
