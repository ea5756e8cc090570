/**
 * Seed of the admin console's staff roles and group memberships, on top of the base roles
 * and groups (seed/index.ts): realistic staff roles with partial code sets, and developers
 * spread over the groups, so the user, group and role tabs have something to manage.
 */
import { tables } from '../db/models';
import { DAY, SIM_EPOCH } from '../rules/clock';

const at = (daysBefore: number): string => new Date(SIM_EPOCH - daysBefore * DAY).toISOString();

const withBasics = (codes: string[]): string[] => [...new Set(['MC:read', ...codes])];

const STAFF_ROLES: { roleName: string; description: string; codes: string[]; daysBefore: number }[] = [
  {
    roleName: '审核专员',
    description: '负责企业认证、个人认证、模型与应用的审核',
    codes: [
      'MC:verifyManage:read',
      'MC:verifyManage:identity:read',
      'MC:verifyManage:identity:edit',
      'MC:verifyManage:model:read',
      'MC:verifyManage:model:edit',
      'MC:verifyManage:app:read',
      'MC:verifyManage:app:edit',
    ],
    daysBefore: 280,
  },
  {
    roleName: '客服专员',
    description: '回复用户反馈，跟进合作咨询',
    codes: ['MC:FeedbackManage:read', 'MC:FeedbackManage:edit', 'MC:customerManage:read'],
    daysBefore: 260,
  },
  {
    roleName: '用户管理员',
    description: '查看与维护平台用户、用户组，不含角色与权限配置',
    codes: [
      'MC:userPerm:read',
      'MC:userPerm:userManage:user:read',
      'MC:userPerm:userManage:user:edit',
      'MC:userPerm:userManage:userGroup:read',
      'MC:userPerm:userManage:userGroup:edit',
    ],
    daysBefore: 240,
  },
];

export async function seedAdminUsers(): Promise<void> {
  const roles = [];
  for (const r of STAFF_ROLES) {
    roles.push(
      await tables.role.insert({
        roleName: r.roleName,
        description: r.description,
        codes: withBasics(r.codes),
        createTime: at(r.daysBefore),
      }),
    );
  }
  const group = (name: string) => tables.group.find((g) => g.groupName === name);
  const ops = group('平台运营部');
  const bizDev = group('商务拓展组');
  const lowAltitude = group('低空飞行行业组');
  if (!ops || !bizDev || !lowAltitude) return;
  const review = await tables.group.insert({
    parentId: ops.id,
    groupName: '审核组',
    roles: [roles[0]],
    createTime: at(270),
  });
  await tables.group.insert({ parentId: ops.id, groupName: '客户服务组', roles: [roles[1]], createTime: at(255) });
  // The generated developers (dev_001 …): a few join the industry group, two staff the review group.
  const join = async (userName: string, groupId: string) => {
    const user = tables.user.find((u) => u.userName === userName);
    if (user) await tables.user.patch(user.id, { groups: [...user.groups, ...tables.group.getMany([groupId])] });
    return user;
  };
  for (const name of ['dev_001', 'dev_002', 'dev_003', 'dev_004']) await join(name, lowAltitude.id);
  for (const name of ['dev_005', 'dev_006']) await join(name, bizDev.id);
  const reviewLead = await join('dev_007', review.id);
  await join('dev_008', review.id);
  if (reviewLead) await tables.group.patch(review.id, { admins: tables.user.getMany([reviewLead.id]) });
}
