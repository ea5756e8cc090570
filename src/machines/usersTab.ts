/**
 * What 用户管理's users tab asks: a page of users, and the role and group lists its rows name. Apart
 * from the tab's machine (src/machines/userAdmin.ts) so that a visit starting on the page asks for
 * its first screen from the app's first task, without waiting for the machine's code.
 */
import { searchGroups } from '../api/group';
import { mapQuestion, question, questions } from '../api/requestCache';
import { searchRoles } from '../api/role';
import { searchUsers } from '../api/user';
import type { GroupRecord } from '../domain/types/group.types';
import type { RoleRecord } from '../domain/types/role.types';
import type { AdminQuery } from './adminList';

/** A group of the tree laid out as a table row: its depth gives the indent. */
export interface FlatGroup extends GroupRecord {
  depth: number;
}

export function flattenGroups(tree: readonly GroupRecord[], depth = 0): FlatGroup[] {
  return tree.flatMap((g) => [{ ...g, depth }, ...flattenGroups(g.childs, depth + 1)]);
}

export const allRoles = mapQuestion(question(searchRoles), (r) => r.records);
export const allGroups = mapQuestion(question(searchGroups), (r) => flattenGroups(r.records));

export interface UserOptions {
  roles: RoleRecord[];
  groups: FlatGroup[];
}

export const USERS_PAGE_SIZE = 10;

/** The users tab's questions: a page, and the role and group lists its rows name (both or neither). */
export const usersTab = {
  page: (q: AdminQuery) =>
    question(searchUsers, {
      pageNum: q.pageNum,
      pageSize: q.pageSize,
      ...(q.keyword.trim() ? { keyword: q.keyword.trim() } : {}),
    }),
  options: questions([allRoles, allGroups], (roles, groups): UserOptions => ({ roles, groups })),
};

/** What user management's first screen asks for: the users tab's first page and the names its rows show. */
export const usersFirstScreen = () => [
  usersTab.page({ keyword: '', pageNum: 1, pageSize: USERS_PAGE_SIZE }),
  usersTab.options,
];
