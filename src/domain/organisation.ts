/**
 * 组织: who in an organisation may do what, how an invitation and a membership move, and the
 * member's monthly cap. The organisation page states these rules, and the simulator enforces the
 * same ones on every call.
 */
import type { MemberStatus, OrgRole } from './types/organisation.types';
import { MAX_MONTHLY_CAP, fenToYuan } from './keyScope';

export const ORG_ROLE_NAMES: Readonly<Record<OrgRole, string>> = {
  owner: '所有者',
  admin: '管理员',
  developer: '开发者',
  billing: '账单查看者',
};

export const MEMBER_STATUS_NAMES: Readonly<Record<MemberStatus, string>> = {
  invited: '待接受',
  active: '已加入',
  declined: '已拒绝',
  cancelled: '已撤回',
  expired: '已过期',
  removed: '已移除',
  left: '已退出',
};

/** What a member may do in the organisation. */
export type OrgAbility =
  | 'viewMembers'
  | 'inviteMembers'
  | 'manageMembers'
  | 'setCaps'
  | 'useKeys'
  | 'createKeys'
  | 'reassignKeys'
  | 'viewOwnUsage'
  | 'viewAllUsage'
  | 'viewWallet'
  | 'topUpWallet';

/** The permissions table, in the order the page lists it. */
export const ORG_ABILITY_NAMES: Readonly<Record<OrgAbility, string>> = {
  viewMembers: '查看成员',
  inviteMembers: '邀请成员',
  manageMembers: '修改角色、移除成员',
  setCaps: '设置成员月度额度',
  useKeys: '使用组织密钥调用模型',
  createKeys: '创建组织密钥',
  reassignKeys: '转交组织密钥',
  viewOwnUsage: '查看本人用量',
  viewAllUsage: '查看全部成员用量、账单与调用日志',
  viewWallet: '查看组织钱包',
  topUpWallet: '向组织钱包转入余额',
};

const ALL = Object.keys(ORG_ABILITY_NAMES) as OrgAbility[];

const ROLE_ABILITIES: Readonly<Record<OrgRole, ReadonlySet<OrgAbility>>> = {
  owner: new Set(ALL),
  admin: new Set(ALL.filter((a) => a !== 'topUpWallet')),
  developer: new Set<OrgAbility>(['viewMembers', 'useKeys', 'createKeys', 'viewOwnUsage']),
  billing: new Set<OrgAbility>(['viewMembers', 'viewOwnUsage', 'viewAllUsage', 'viewWallet']),
};

export const orgRoles = Object.keys(ORG_ROLE_NAMES) as OrgRole[];

export const can = (role: OrgRole | undefined, ability: OrgAbility): boolean =>
  role !== undefined && ROLE_ABILITIES[role].has(ability);

/** Roles `actor` may give (on inviting or changing a role): never owner; an admin only those below it. */
export const assignableRoles = (actor: OrgRole | undefined): OrgRole[] =>
  actor === 'owner' ? ['admin', 'developer', 'billing'] : actor === 'admin' ? ['developer', 'billing'] : [];

/** Whether `actor` may change the role or cap of, or remove, a member holding `target`. */
export const mayManage = (actor: OrgRole | undefined, target: OrgRole): boolean =>
  can(actor, 'manageMembers') && assignableRoles(actor).includes(target);

/** What may happen to an invitation or a membership. */
export type MemberEvent = 'accept' | 'decline' | 'cancel' | 'expire' | 'remove' | 'leave';

const MOVES: Readonly<Partial<Record<MemberStatus, Partial<Record<MemberEvent, MemberStatus>>>>> = {
  invited: { accept: 'active', decline: 'declined', cancel: 'cancelled', expire: 'expired' },
  active: { remove: 'removed', leave: 'left' },
};

/** The status after `event`, or undefined when it cannot happen (every other status is final). */
export const nextMemberStatus = (status: MemberStatus, event: MemberEvent): MemberStatus | undefined =>
  MOVES[status]?.[event];

/** How long an invitation can be answered. */
export const INVITATION_DAYS = 7;

/** A member's calls are refused once this month's spend reaches the cap; -1 = no cap. */
export const capReached = (spentCents: number, capCents: number): boolean => capCents >= 0 && spentCents >= capCents;

export const capText = (capCents: number): string => (capCents < 0 ? '不限' : `¥${fenToYuan(capCents)}`);

export const orgMessages = {
  notEnterprise: '仅企业认证账号可创建组织，请先完成企业认证',
  alreadyInOrg: '你已属于一个组织',
  nameRequired: '请输入组织名称',
  nameTooLong: '组织名称不能超过30个字符',
  notInOrg: '你不属于任何组织',
  noPermission: '你在组织中的角色无权进行此操作',
  phoneRequired: '请输入手机号',
  phoneInvalid: '请输入正确的手机号',
  roleInvalid: '请选择可分配的角色',
  capInvalid: '月度额度须为不小于0的金额（元），最多两位小数',
  capTooHigh: `月度额度不能超过${MAX_MONTHLY_CAP}元`,
  userNotFound: '该手机号未注册平台账号',
  inviteSelf: '不能邀请自己',
  inOtherOrg: '该用户已加入其他组织',
  alreadyMember: '该用户已是组织成员',
  alreadyInvited: '已邀请该用户，等待对方接受',
  invitationGone: '邀请不存在或已失效',
  memberNotFound: '成员不存在或已离开组织',
  ownerCannotLeave: '所有者不能退出组织',
  amountInvalid: '转入金额须为大于0的金额（元），最多两位小数',
  balanceShort: '账户余额不足',
  keyNotFound: '组织密钥不存在',
  holderInvalid: '只能转交给组织的在职成员',
  // The gateway's refusals of a call made with an organisation key.
  walletEmpty: (org: string) => `组织「${org}」的钱包余额不足，请联系组织所有者转入余额后重试`,
  memberCapReached: (org: string, cap: string) =>
    `你在组织「${org}」的本月调用额度（¥${cap}）已用完，请联系组织所有者或管理员调整额度`,
  invitationText: (org: string, inviter: string, role: OrgRole) =>
    `${inviter} 邀请你以“${ORG_ROLE_NAMES[role]}”身份加入组织「${org}」，请在 账户中心 → 组织管理 中接受或拒绝（${INVITATION_DAYS}天内有效）。`,
  removedText: (org: string) => `你已被移出组织「${org}」，组织密钥已交还组织，你的登录会话已结束。`,
} as const;

/** A monthly cap as typed: '' = no cap; otherwise ≥ 0 with at most two decimals. */
export function memberCapError(typed: string): string | undefined {
  const value = typed.trim();
  if (!value) return undefined;
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return orgMessages.capInvalid;
  return Number(value) > MAX_MONTHLY_CAP ? orgMessages.capTooHigh : undefined;
}

/** An amount to move into the wallet: > 0, at most two decimals. */
export function topUpError(typed: string): string | undefined {
  const value = typed.trim();
  return /^\d+(\.\d{1,2})?$/.test(value) && Number(value) > 0 && Number(value) <= MAX_MONTHLY_CAP
    ? undefined
    : orgMessages.amountInvalid;
}

export const ORG_NAME_MAX = 30;

export function orgNameError(typed: string): string | undefined {
  const value = typed.trim();
  if (!value) return orgMessages.nameRequired;
  return value.length > ORG_NAME_MAX ? orgMessages.nameTooLong : undefined;
}
