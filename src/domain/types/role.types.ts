/** Wire types of the role API (src/api/role.ts), shared by the client and the simulator. */

export interface Role {
  id: string;
  roleName: string;
  description?: string;
  userCount?: number;
  createTime?: string;
}

/** A member shown in role and group details. */
export interface MemberBrief {
  id: string;
  userName: string;
  nickName: string;
  phone: string;
}

/** A role in the admin lists (and its detail): who holds it directly, and its permission codes. */
export interface RoleRecord extends Role {
  users: MemberBrief[];
  codes: string[];
}
