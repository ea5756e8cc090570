import { earlyKey, fetchEarly, takeEarly } from './early';
import { WHOLE_LIST } from './group';
import { http } from './http';
import { paths } from './paths';
import type { SearchResult } from './common.types';
import type { RoleRecord } from './role.types';

const p = paths.role;

export interface RoleInput {
  roleName: string;
  description: string;
  /** Permission codes to start with; the rights page edits them later. */
  codes?: string[];
}

const loadRoles = (keyword?: string, silent = false) => http.post<SearchResult<RoleRecord>>(p.search, { ...WHOLE_LIST, ...(keyword ? { keyword } : {}) }, { silent }).then((r) => r.data);
const WHOLE_ROLES = earlyKey(p.search, WHOLE_LIST);
/** The whole list takes the route's early answer (see early.ts); a search by keyword asks. */
export const searchRoles = (keyword?: string) => (keyword ? loadRoles(keyword) : takeEarly(WHOLE_ROLES, () => loadRoles()));
/** Asked for with the session restore; a failure shows only when the page asks again. */
export const searchRolesEarly = () => fetchEarly(WHOLE_ROLES, () => loadRoles(undefined, true));
export const createRole = (r: RoleInput) => http.post<RoleRecord>(p.create, r).then((res) => res.data);
export const addRoleUsers = (roleId: string, userIds: string[]) => http.post<boolean>(p.addRoleUser, { roleId, userIds }).then((r) => r.data);
export const getRoleDetail = (id: string) => http.get<RoleRecord>(p.detail(id)).then((r) => r.data);
