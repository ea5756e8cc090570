/** Who holds a role or belongs to a group, as the role and group handlers report it. */
import type { MemberBrief } from '../../src/domain/types/role.types';
import { tables, type UserRow } from '../db/models';
import { refuse, text } from './respond';

export const toMember = (u: UserRow): MemberBrief => ({
  id: u.id,
  userName: u.userName,
  nickName: u.nickName,
  phone: u.phone,
});

export const usersWithRole = (roleId: string): UserRow[] =>
  tables.user.filter((u) => u.roles.some((r) => r.id === roleId));
export const usersInGroup = (groupId: string): UserRow[] =>
  tables.user.filter((u) => u.groups.some((g) => g.id === groupId));

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

/**
 * A user's or group's roles or groups with the ids a client sent added (as a relation is stored:
 * rows in table order, each once); a sent id that does not exist refuses the whole change.
 */
export function withLinked<T extends 'role' | 'group'>(
  table: T,
  held: ReadonlyArray<{ id: string }>,
  sent: unknown,
  missing: string,
) {
  const ids = (Array.isArray(sent) ? sent : []).map(text);
  if (ids.some((id) => !tables[table].get(id))) refuse(missing);
  return tables[table].getMany([...held.map((r) => r.id), ...ids]);
}
