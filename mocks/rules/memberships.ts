/** Who holds a role or belongs to a group, as the role and group handlers report it. */
import type { MemberBrief } from '../../src/api/role.types';
import { tables, type UserRow } from '../db/models';

export const toMember = (u: UserRow): MemberBrief => ({ id: u.id, userName: u.userName, nickName: u.nickName, phone: u.phone });

export const usersWithRole = (roleId: string): UserRow[] => tables.user.filter((u) => u.roles.some((r) => r.id === roleId));
export const usersInGroup = (groupId: string): UserRow[] => tables.user.filter((u) => u.groups.some((g) => g.id === groupId));

/** The group and every group below it: a group may not move under one of these. */
export function groupWithDescendants(groupId: string): Set<string> {
  const out = new Set([groupId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const g of tables.group.all()) {
      if (!out.has(g.id) && out.has(g.parentId)) {
        out.add(g.id);
        grew = true;
      }
    }
  }
  return out;
}
