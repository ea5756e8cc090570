/**
 * The demo accounts every seeded world contains. README, tests and demos sign in with these;
 * the seed (mocks/seed/index.ts) gives each the profile its label describes.
 */
export interface DemoAccount {
  label: string;
  userName: string;
  phone: string;
  password: string;
}

export const demoAccounts = [
  {
    label: '超级管理员（全部权限，企业已认证，永久体验）',
    userName: 'admin',
    phone: '13800000000',
    password: 'Admin1234',
  },
  {
    label: '企业已认证开发者（15 条站内信，5 条未读）',
    userName: 'dev_ent',
    phone: '13800000001',
    password: 'Demo1234',
  },
  { label: '个人已认证开发者', userName: 'dev_person', phone: '13800000002', password: 'Demo1234' },
  {
    label: '新用户（未认证，信息未完善，可由咨询记录预填）',
    userName: 'newbie',
    phone: '13800000003',
    password: 'Demo1234',
  },
  {
    label: '无体验权限用户（登录后须输入邀请码激活）',
    userName: 'trial_none',
    phone: '13800000004',
    password: 'Demo1234',
  },
] as const satisfies readonly DemoAccount[];

export type DemoUserName = (typeof demoAccounts)[number]['userName'];

export function demoAccount(userName: DemoUserName): DemoAccount {
  const account = demoAccounts.find((a) => a.userName === userName);
  if (!account) throw new Error(`unknown demo account ${userName}`);
  return account;
}
