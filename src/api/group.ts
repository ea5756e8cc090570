import { earlyAnswers, earlyKey, fetchEarly, takeEarly } from './early';
import { http } from './http';
import { paths } from './paths';
import type { SearchResult } from './common.types';
import type { GroupRecord } from './group.types';
import type { RoleRecord } from './role.types';

const p = paths.group;
/** Role and group lists are fetched whole (SPEC section 9). */
export const WHOLE_LIST = { pageNum: 1, pageSize: 1000 } as const;

export interface GroupInput {
  id?: string;
  groupName: string;
  parentId: string;
  admins: string[];
}

/**
 * A list fetched whole, by keyword or not: `search` without a keyword takes the route's early
 * answer (see early.ts); `early` asks for the whole list with the session restore, a failure
 * showing only when the page asks again.
 */
export function wholeList<R>(path: string) {
  const load = (keyword?: string, silent = false) => http.post<SearchResult<R>>(path, { ...WHOLE_LIST, ...(keyword ? { keyword } : {}) }, { silent }).then((r) => r.data);
  const key = earlyKey(path, WHOLE_LIST);
  return {
    search: (keyword?: string) => (keyword ? load(keyword) : takeEarly(key, () => load())),
    early: () => fetchEarly(key, () => load(undefined, true)),
  };
}

/** The group tree: roots in `records`, children nested in `childs`; `total` counts every group. */
const groups = wholeList<GroupRecord>(p.search);
export const searchGroups = groups.search;
export const searchGroupsEarly = groups.early;

/**
 * The whole role and group lists' early answers, if both are in already (see early.ts): the users
 * tab names a user's roles and groups in its rows, so it takes both or neither.
 */
export function answeredRolesAndGroups() {
  const both = earlyAnswers([earlyKey(paths.role.search, WHOLE_LIST), earlyKey(p.search, WHOLE_LIST)]);
  return both && { roles: both[0] as SearchResult<RoleRecord>, groups: both[1] as SearchResult<GroupRecord> };
}
export const getGroupDetail = (id: string) => http.get<GroupRecord>(p.detail(id)).then((r) => r.data);
export const createGroup = (g: GroupInput) => http.post<GroupRecord>(p.create, g).then((r) => r.data);
export const updateGroup = (g: GroupInput & { id: string }) => http.post<boolean>(p.update, g).then((r) => r.data);
export const deleteGroup = (id: string) => http.delete<boolean>(p.delete(id)).then((r) => r.data);
export const addGroupUsers = (groupId: string, userIds: string[]) => http.post<boolean>(p.addGroupUserList, { groupId, userIds }).then((r) => r.data);
export const removeGroupUser = (groupId: string, userId: string) => http.post<boolean>(p.removeUser, { groupId, userId }).then((r) => r.data);
export const addGroupRole = (groupId: string, roleIds: string[]) => http.post<boolean>(p.addGroupRole, { groupId, roleIds }).then((r) => r.data);
export const removeGroupRole = (groupId: string, roleId: string) => http.post<boolean>(p.removeRole, { groupId, roleId }).then((r) => r.data);
