import { http } from './http';
import { paths } from './paths';
import { cached } from './requestCache';
import type { SearchResult } from '../domain/types/common.types';
import type { GroupRecord } from '../domain/types/group.types';

const p = paths.group;
/** Role and group lists are fetched whole (SPEC section 9). */
export const WHOLE_LIST = { pageNum: 1, pageSize: 1000 } as const;

export interface GroupInput {
  id?: string;
  groupName: string;
  parentId: string;
  admins: string[];
}

/** A list fetched whole, by keyword or not; the whole list may be asked for ahead (src/api/requestCache.ts). */
export const wholeList = <R>(path: string) =>
  cached<[keyword?: string], SearchResult<R>>((keyword) => ({
    method: 'post',
    url: path,
    data: { ...WHOLE_LIST, ...(keyword ? { keyword } : {}) },
  }));

/** The group tree: roots in `records`, children nested in `childs`; `total` counts every group. */
export const searchGroups = wholeList<GroupRecord>(p.search);
export const getGroupDetail = (id: string) => http.get<GroupRecord>(p.detail(id)).then((r) => r.data);
export const createGroup = (g: GroupInput) => http.post<GroupRecord>(p.create, g).then((r) => r.data);
export const updateGroup = (g: GroupInput & { id: string }) => http.post<boolean>(p.update, g).then((r) => r.data);
export const deleteGroup = (id: string) => http.delete<boolean>(p.delete(id)).then((r) => r.data);
export const addGroupUsers = (groupId: string, userIds: string[]) =>
  http.post<boolean>(p.addGroupUserList, { groupId, userIds }).then((r) => r.data);
export const removeGroupUser = (groupId: string, userId: string) =>
  http.post<boolean>(p.removeUser, { groupId, userId }).then((r) => r.data);
export const addGroupRole = (groupId: string, roleIds: string[]) =>
  http.post<boolean>(p.addGroupRole, { groupId, roleIds }).then((r) => r.data);
export const removeGroupRole = (groupId: string, roleId: string) =>
  http.post<boolean>(p.removeRole, { groupId, roleId }).then((r) => r.data);
