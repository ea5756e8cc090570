/** Wire types of the group API (src/api/group.ts), shared by the client and the simulator. */
import type { MemberBrief } from './role.types';

export interface Group {
  id: string;
  parentId: string | null;
  groupName: string;
  admins: string[];
  childs: Group[];
  total?: number;
}

/** A group node of the tree (childs nested), with its members, roles and admins' names. */
export interface GroupRecord extends Omit<Group, 'childs'> {
  roleIds: string[];
  users: MemberBrief[];
  adminNames: string[];
  createTime: string;
  childs: GroupRecord[];
}
