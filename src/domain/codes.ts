/**
 * The platform's permission codes as one tree: the route table gates on them, the
 * simulator seeds roles and the rights pages from them. Prefixes per SPEC section 6.
 */
export interface CodeNode {
  name: string;
  code: string;
  children?: CodeNode[];
}

const rwa = (name: string, base: string): CodeNode => ({
  name,
  code: `${base}:read`,
  children: [
    { name: `${name}·编辑`, code: `${base}:edit` },
    { name: `${name}·授权`, code: `${base}:auth` },
  ],
});

export const codeTree: CodeNode[] = [
  {
    name: '开发者中心',
    code: 'DevC:read',
    children: [
      { name: '模型广场', code: 'DevC:modelC:modelPlaza:read' },
      { name: '体验中心', code: 'DevC:modelC:ExperienceC:read' },
    ],
  },
  {
    name: '应用中心',
    code: 'AppC:read',
    children: [
      { name: '功能大厅', code: 'AppC:AppC:functionHall:read' },
      { name: '应用商店', code: 'AppC:AppC:AppStore:read' },
    ],
  },
  {
    name: '账户中心',
    code: 'AccC:read',
    children: [
      { name: '我的邀请', code: 'AccC:AccInfo:MyInvite:read' },
      { name: '开发管理', code: 'AccC:DevManage:read' },
    ],
  },
  {
    name: '交易中心',
    code: 'TradeC:read',
    children: [
      { name: '账户管理', code: 'TradeC:AccManage:read' },
      { name: '交易管理', code: 'TradeC:TradeManage:read' },
    ],
  },
  {
    name: '管理后台',
    code: 'MC:read',
    children: [
      {
        name: '用户权限',
        code: 'MC:userPerm:read',
        children: [
          rwa('用户', 'MC:userPerm:userManage:user'),
          rwa('用户组', 'MC:userPerm:userManage:userGroup'),
          rwa('角色', 'MC:userPerm:userManage:userRole'),
          rwa('用户权限配置', 'MC:userPerm:rights:user'),
          rwa('用户组权限配置', 'MC:userPerm:rights:userGroup'),
          rwa('角色权限配置', 'MC:userPerm:rights:userRole'),
          rwa('资源权限配置', 'MC:userPerm:rights:userResource'),
        ],
      },
      {
        name: '资源管理',
        code: 'MC:resourceManage:read',
        children: [
          rwa('资源分配', 'MC:resourceManage:allocation'),
          rwa('知识库', 'MC:resourceManage:knowledge'),
          rwa('应用配置', 'MC:resourceManage:appConfig'),
        ],
      },
      {
        name: '审核管理',
        code: 'MC:verifyManage:read',
        children: [
          rwa('身份认证审核', 'MC:verifyManage:identity'),
          rwa('模型审核', 'MC:verifyManage:model'),
          rwa('应用审核', 'MC:verifyManage:app'),
        ],
      },
      { name: '客户管理', code: 'MC:customerManage:read' },
      {
        name: '业务订单',
        code: 'MC:SDKManage:read',
        children: [rwa('SDK管理', 'MC:SDKManage:sdk'), rwa('订单管理', 'MC:SDKManage:order')],
      },
      rwa('反馈管理', 'MC:FeedbackManage'),
    ],
  },
];

export function allCodes(nodes: CodeNode[] = codeTree): string[] {
  return nodes.flatMap((n) => [n.code, ...allCodes(n.children ?? [])]);
}

/** What an ordinary developer account holds; the super admin holds allCodes(). */
export const developerCodes: string[] = allCodes().filter((c) => !c.startsWith('MC:'));
