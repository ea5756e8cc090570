import { earlyKey, fetchEarly, takeEarly } from './early';
import { http } from './http';
import { paths } from './paths';
import type { SearchResult } from './common.types';
import type { GroupRecord } from './group.types';

const p = paths.group;
/** Role and group lists are fetched whole (SPEC section 9). */
export const WHOLE_LIST = { pageNum: 1, pageSize: 1000 } as const;

export interface GroupInput {
  id?: string;
  groupName: string;
  parentId: string;
  admins: string[];
}

/** The group tree: roots in `records`, children nested in `childs`; `total` counts every group. */
const loadGroups = (keyword?: string, silent = false) => http.post<SearchResult<GroupRecord>>(p.search, { ...WHOLE_LIST, ...(keyword ? { keyword } : {}) }, { silent }).then((r) => r.data);
const WHOLE_GROUPS = earlyKey(p.search, WHOLE_LIST);
/** The whole tree takes the route's early answer (see early.ts); a search by keyword asks. */
export const searchGroups = (keyword?: string) => (keyword ? loadGroups(keyword) : takeEarly(WHOLE_GROUPS, () => loadGroups()));
/** Asked for with the session restore; a failure shows only when the page asks again. */
export const searchGroupsEarly = () => fetchEarly(WHOLE_GROUPS, () => loadGroups(undefined, true));
export const getGroupDetail = (id: string) => http.get<GroupRecord>(p.detail(id)).then((r) => r.data);
export const createGroup = (g: GroupInput) => http.post<GroupRecord>(p.create, g).then((r) => r.data);
export const updateGroup = (g: GroupInput & { id: string }) => http.post<boolean>(p.update, g).then((r) => r.data);
export const deleteGroup = (id: string) => http.delete<boolean>(p.delete(id)).then((r) => r.data);
export const addGroupUsers = (groupId: string, userIds: string[]) => http.post<boolean>(p.addGroupUserList, { groupId, userIds }).then((r) => r.data);
export const removeGroupUser = (groupId: string, userId: string) => http.post<boolean>(p.removeUser, { groupId, userId }).then((r) => r.data);
export const addGroupRole = (groupId: string, roleIds: string[]) => http.post<boolean>(p.addGroupRole, { groupId, roleIds }).then((r) => r.data);
export const removeGroupRole = (groupId: string, roleId: string) => http.post<boolean>(p.removeRole, { groupId, roleId }).then((r) => r.data);
