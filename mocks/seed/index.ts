/**
 * The deterministic demo world. Content comes from seeded random streams and times from
 * offsets to SIM_EPOCH, never from Math.random or the wall clock, so every reset (and
 * every test) sees the same users, messages and codes.
 */
import { allCodes, developerCodes } from '../../src/domain/codes';
import { tables, type NewRow, type RoleRow, type UserRow } from '../db/models';
import { DAY, MINUTE, SIM_EPOCH } from '../rules/clock';
import { digits, intBetween, pick, randomFor, type Random } from '../rules/random';
import { demoAccount, type DemoUserName } from './accounts';
import { seedApps } from './apps';
import { seedTrade } from './trade';
import { seedVerifications } from './verification';
import { seedFeedback } from './feedback';
import { seedAdminResources } from './admin';
import { seedAdminUsers } from './adminUsers';

export const EXPERIENCE_CODE = 'DevC:modelC:ExperienceC:read';
export const PERMANENT_TRIAL = '2299-12-31';

export const ROLE_NAMES = {
  superAdmin: '超级管理员',
  developer: '开发者',
  restricted: '体验受限用户',
} as const;

export const POSITIONS = [
  'CEO',
  'COO',
  'CTO',
  'CIO',
  '总监',
  '项目负责人',
  '产品负责人',
  '技术负责人',
  '采购负责人',
  '市场负责人',
  '其他',
] as const;
export const INDUSTRIES = [
  '泛互联网',
  '制造业',
  '医疗/教育',
  '电商零售',
  '金融',
  '政府',
  '科研',
  '文化传媒',
  '其他',
] as const;

const at = (daysBefore: number, minutesAfter = 0): string =>
  new Date(SIM_EPOCH - daysBefore * DAY + minutesAfter * MINUTE).toISOString();
const inDays = (days: number): string => new Date(SIM_EPOCH + days * DAY).toISOString();

async function seedRoles() {
  const restrictedCodes = developerCodes.filter((c) => c !== EXPERIENCE_CODE);
  const superAdmin = await tables.role.insert({
    roleName: ROLE_NAMES.superAdmin,
    description: '平台最高权限，可管理用户、角色与全部资源',
    codes: allCodes(),
    createTime: at(400),
  });
  const developer = await tables.role.insert({
    roleName: ROLE_NAMES.developer,
    description: '开发者中心、应用中心、账户中心与交易中心的全部功能',
    codes: developerCodes,
    createTime: at(400, 5),
  });
  const restricted = await tables.role.insert({
    roleName: ROLE_NAMES.restricted,
    description: '尚未激活体验权限的开发者，不能进入体验中心',
    codes: restrictedCodes,
    createTime: at(400, 10),
  });
  return { superAdmin, developer, restricted };
}

interface DemoProfile extends Partial<NewRow<'user'>> {
  userName: DemoUserName;
}

type SeededRoles = Awaited<ReturnType<typeof seedRoles>>;

function demoProfiles(roles: SeededRoles): DemoProfile[] {
  return [
    {
      userName: 'admin',
      nickName: '管理员',
      sex: 1,
      userRole: 1,
      position: 'CTO',
      companyName: '星河智算科技有限公司',
      email: 'admin@xinghe-ai.cn',
      isInfoFull: true,
      experienceAuth: true,
      trialDeadline: PERMANENT_TRIAL,
      roles: [roles.superAdmin],
      createTime: at(365),
    },
    {
      userName: 'dev_ent',
      nickName: '林',
      sex: 1,
      position: '技术负责人',
      companyName: '杭州云帆数据科技有限公司',
      email: 'lin.yufan@yunfan-data.com',
      isInfoFull: true,
      experienceAuth: true,
      trialDeadline: inDays(90),
      roles: [roles.developer],
      createTime: at(120),
    },
    {
      userName: 'dev_person',
      nickName: '陈',
      sex: 2,
      position: '产品负责人',
      companyName: '自由开发者',
      email: 'chen.xiaowen@163.com',
      isInfoFull: true,
      experienceAuth: true,
      trialDeadline: inDays(60),
      roles: [roles.developer],
      createTime: at(60),
    },
    {
      userName: 'newbie',
      nickName: '',
      sex: 0,
      isInfoFull: false,
      experienceAuth: true,
      trialDeadline: inDays(30),
      roles: [roles.developer],
      createTime: at(2),
    },
    {
      userName: 'trial_none',
      nickName: '赵',
      sex: 1,
      position: '项目负责人',
      companyName: '苏州智造精密机械有限公司',
      email: 'zhao.lei@szzz-mech.cn',
      isInfoFull: true,
      experienceAuth: false,
      trialDeadline: '',
      roles: [roles.restricted],
      createTime: at(10),
    },
  ];
}

const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '杨',
  '黄',
  '吴',
  '周',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
  '何',
  '高',
  '罗',
  '郑',
];
const COMPANIES = [
  '北京智源未来科技有限公司',
  '上海澜图信息技术有限公司',
  '深圳极光视觉科技有限公司',
  '成都锦江数智科技有限公司',
  '武汉光谷云链科技有限公司',
  '南京紫金语联网络有限公司',
  '广州南沙智能装备有限公司',
  '西安秦岭低空科技有限公司',
  '青岛海纳医疗信息有限公司',
  '合肥量子跃迁教育科技有限公司',
];

async function seedExtraUsers(random: Random, developerRole: RoleRow, count: number): Promise<UserRow[]> {
  const users: UserRow[] = [];
  for (let i = 0; i < count; i++) {
    const surname = pick(random, SURNAMES);
    users.push(
      await tables.user.insert({
        userId: '',
        phone: `1${pick(random, ['35', '37', '39', '50', '52', '58', '86', '88'])}${digits(random, 8)}`,
        userName: `dev_${String(i + 1).padStart(3, '0')}`,
        nickName: surname,
        password: 'Demo1234',
        sex: random() < 0.6 ? 1 : 2,
        position: pick(random, POSITIONS),
        companyName: pick(random, COMPANIES),
        email: `dev${i + 1}@example.com`,
        isInfoFull: true,
        experienceAuth: random() < 0.8,
        trialDeadline: inDays(intBetween(random, 5, 120)),
        status: random() < 0.9 ? 1 : 0,
        roles: [developerRole],
        createTime: at(intBetween(random, 3, 300), intBetween(random, 0, 600)),
      }),
    );
  }
  return users;
}

const USER_ID_BASE = 100000;

async function seedUsers(roles: SeededRoles) {
  const ids = {} as Record<DemoUserName, string>;
  for (const profile of demoProfiles(roles)) {
    const account = demoAccount(profile.userName);
    const row = await tables.user.insert({ ...profile, phone: account.phone, password: account.password, status: 1 });
    ids[profile.userName] = row.id;
  }
  await seedExtraUsers(randomFor('users'), roles.developer, 24);
  // userId is the platform's public number for a user; derive it once ids exist.
  for (const user of tables.user.all())
    await tables.user.patch(user.id, { userId: String(USER_ID_BASE + Number(user.id)) });
  return ids;
}

async function seedGroups(roles: SeededRoles, users: Record<DemoUserName, string>) {
  const ops = await tables.group.insert({
    parentId: '',
    groupName: '平台运营部',
    admins: tables.user.getMany([users.admin]),
    roles: [roles.superAdmin],
    createTime: at(300),
  });
  const partners = await tables.group.insert({
    parentId: '',
    groupName: '生态合作伙伴',
    admins: tables.user.getMany([users.dev_ent]),
    roles: [roles.developer],
    createTime: at(200),
  });
  await tables.group.insert({
    parentId: ops.id,
    groupName: '商务拓展组',
    admins: tables.user.getMany([users.admin]),
    createTime: at(250),
  });
  await tables.group.insert({
    parentId: partners.id,
    groupName: '低空飞行行业组',
    admins: tables.user.getMany([users.dev_ent]),
    createTime: at(150),
  });
  await tables.user.patch(users.admin, { groups: [ops] });
  await tables.user.patch(users.dev_ent, { groups: [partners] });
}

async function seedAuthDetails(users: Record<DemoUserName, string>) {
  const special: Record<string, { status: number; personalStatus: number }> = {
    [users.admin]: { status: 3, personalStatus: 2 },
    [users.dev_ent]: { status: 3, personalStatus: 1 },
    [users.dev_person]: { status: 1, personalStatus: 2 },
  };
  for (const user of tables.user.all()) {
    const state = special[user.id] ?? { status: 1, personalStatus: 1 };
    await tables.authDetail.insert({ userId: user.id, ...state, updateTime: user.createTime });
  }
}

const NOTICES = [
  '欢迎加入大模型开放平台！您可以在模型广场浏览平台全部模型能力。',
  '您的企业认证已审核通过，现已解锁企业专属权益。',
  '平台将于11月8日 00:00-04:00 进行系统升级维护，期间体验中心可能短暂不可用。',
  '“智能巡检”低空飞行场景已上线体验中心，欢迎体验。',
  '您申请的应用“云帆客服助手”已通过审核，现已在应用商店上架。',
  '您的知识库“产品手册2026版”已完成解析，可在应用配置中引用。',
  '会议纪要场景新增音频转写摘要能力，支持最长3小时录音。',
  '您有一张 500 元代金券即将于7天后到期，请尽快使用。',
  '平台开发者文档已更新：新增流式对话接口说明与示例代码。',
  '您的反馈“体验中心语音播报偶尔中断”已有平台回复，请查看。',
  '安全提示：您的账号于新设备登录，如非本人操作请及时修改密码。',
  '应用中心功能大厅新增“通用机器人在线答疑”模板。',
  '您的 SDK 授权申请已通过，授权码可在开发管理中查看。',
  '11月账单已生成，可在交易中心查看每日账单明细。',
  '邀请好友注册并完成认证，双方各得 200 元代金券。',
];

async function seedMessages(users: Record<DemoUserName, string>) {
  const random = randomFor('messages');
  // Oldest first, so the five newest notices are the unread ones.
  for (const [i, content] of NOTICES.entries()) {
    await tables.message.insert({
      userId: users.dev_ent,
      content,
      createTime: at(30 - i * 2, intBetween(random, 0, 600)),
      isRead: i < NOTICES.length - 5,
    });
  }
  const few: [DemoUserName, number, number][] = [
    ['admin', 3, 1],
    ['dev_person', 4, 2],
    ['newbie', 2, 2],
    ['trial_none', 2, 1],
  ];
  for (const [userName, count, unread] of few) {
    for (let i = 0; i < count; i++) {
      await tables.message.insert({
        userId: users[userName],
        content: NOTICES[i === 0 ? 0 : intBetween(random, 2, NOTICES.length - 1)],
        createTime: at(count - i, intBetween(random, 0, 600)),
        isRead: i < count - unread,
      });
    }
  }
}

async function seedInvitationCodes(users: Record<DemoUserName, string>) {
  const codes: [string, 1 | 2 | 3, string, number, DemoUserName | ''][] = [
    ['TRIAL001', 1, users.admin, 30, ''],
    ['TRIAL002', 1, users.admin, 30, ''],
    ['TRIAL003', 1, users.admin, 90, ''],
    ['TRIAL004', 1, users.admin, 99999, ''],
    ['TRIAL005', 2, users.admin, 90, 'dev_ent'],
    ['TRIAL006', 3, users.admin, 30, ''],
    ['YFDEV001', 1, users.dev_ent, 30, ''],
    ['YFDEV002', 2, users.dev_ent, 60, 'dev_person'],
  ];
  for (const [i, [code, status, ownerUserId, trialDays, activatedBy]] of codes.entries()) {
    await tables.invitationCode.insert({
      code,
      status,
      ownerUserId,
      trialDays,
      activatedUserId: activatedBy ? users[activatedBy] : '',
      createTime: at(40 - i),
      activationTime: status === 2 ? at(35 - i) : '',
    });
  }
}

async function seedEnquiries() {
  const enquiries = [
    {
      companyName: '宁波甬江新材料有限公司',
      userName: '周敏',
      phone: '13800000003',
      industry: '制造业',
      position: '产品负责人',
      email: 'zhoumin@yjxcl.com',
      demand: '希望将大模型用于设备说明书问答和售后工单分类。',
    },
    {
      companyName: '上海澜图信息技术有限公司',
      userName: '钱浩然',
      phone: '13912345678',
      industry: '泛互联网',
      position: 'CTO',
      email: 'qian@lantu.tech',
      demand: '咨询私有化部署方案与报价。',
    },
    {
      companyName: '青岛海纳医疗信息有限公司',
      userName: '孙静',
      phone: '15088886666',
      industry: '医疗/教育',
      position: '项目负责人',
      email: '',
      demand: '医疗问诊辅助场景合作。',
    },
  ];
  for (const [i, e] of enquiries.entries())
    await tables.customerInfo.insert({ ...e, source: 0, status: i === 1 ? 2 : 1, createTime: at(5 + i * 3) });
}

/** Fills empty tables with the demo world. Callers clear the tables first. */
export async function seedDatabase(): Promise<void> {
  const roles = await seedRoles();
  const users = await seedUsers(roles);
  await seedGroups(roles, users);
  await seedAdminUsers();
  await seedAuthDetails(users);
  await seedMessages(users);
  await seedInvitationCodes(users);
  await seedEnquiries();
  await seedVerifications();
  await seedTrade();
  await seedApps(users);
  await seedFeedback(users);
  await seedAdminResources();
}
