/**
 * The one route table (SPEC section 2 as data). Menus, guards, redirects, document titles,
 * keep-alive and the link builders (src/routes/paths.ts) are all derived from it; nothing else in
 * the code lists routes or writes a route path. Plain data that imports nothing, so machines can
 * build links too; the pages' code is loaded by src/ui/routes/pages.ts.
 */
export interface RouteDef {
  /** Segment relative to the parent; may hold `:param`. */
  path: string;
  title: string;
  /**
   * The page's heading and document title where the route's title (its breadcrumb and tab) is not
   * one: a tab of another page keeps that page's.
   */
  pageTitle?: string;
  /** Names this route's link builder, `paths[name]` (src/routes/paths.ts). */
  name?: string;
  /** Query parameters the page reads: optional arguments of its link builder. */
  query?: readonly string[];
  /** Any-of permission codes; none means no code is needed. */
  codes?: readonly string[];
  /** Not shown in menus (still routable). */
  hidden?: boolean;
  keepAlive?: boolean;
  /** Keep-alive parent whose child opted out of caching. */
  noCache?: boolean;
  /** Reachable without login. */
  public?: boolean;
  /** Menu item shown to logged-out visitors too. */
  showWhenLoggedOut?: boolean;
  /** /404 and /test: no guard at all. */
  skipChecks?: boolean;
  /** Where a parent sends its visitors (relative to itself or absolute). */
  redirect?: string;
  /** Where a visitor lacking this route's codes goes instead of the warning (absolute). */
  fallback?: string;
  /** Other absolute paths that render this route. */
  aliases?: readonly string[];
  /** Header menu entries: the top-level sections. */
  menu?: 'header';
  /** Renders without the side menu and main scroll area (home page, not-found). */
  bare?: boolean;
  children?: readonly RouteDef[];
  /** The page component this route renders: its export name, loaded by src/ui/routes/pages.ts. */
  page?: string;
}

const userManageCodes: readonly string[] = [
  'MC:userPerm:userManage:user:read',
  'MC:userPerm:userManage:userGroup:read',
  'MC:userPerm:userManage:userRole:read',
];

// `as const` keeps each path, name, query and page literal, so the link builders and loaders are typed.
export const routes = [
  { path: '', title: '首页', public: true, redirect: '/console', hidden: true },
  { path: 'home', name: 'home', title: '首页', public: true, menu: 'header', bare: true, page: 'HomePage' },
  {
    path: 'docs-center',
    name: 'docsCenter',
    title: '文档中心',
    public: true,
    keepAlive: true,
    hidden: true,
    aliases: ['/docs/platform-guide'],
    page: 'DocsCenterPage',
  },
  {
    path: 'console',
    name: 'console',
    title: '开发者中心',
    codes: ['DevC:read'],
    menu: 'header',
    redirect: 'model-square',
    children: [
      {
        path: 'model-square',
        name: 'modelSquare',
        title: '模型广场',
        codes: ['DevC:modelC:modelPlaza:read'],
        page: 'ModelSquarePage',
      },
      {
        path: 'model-square/model-detail',
        name: 'modelDetail',
        query: ['id'],
        title: '模型详情',
        hidden: true,
        codes: ['DevC:modelC:modelPlaza:read'],
        page: 'ModelDetailPage',
      },
      {
        path: 'experience-center',
        name: 'experienceCenter',
        query: ['model', 'scenario'],
        title: '体验中心',
        codes: ['DevC:modelC:ExperienceC:read'],
        fallback: '/console/model-square',
        aliases: ['/model-center/experience-center'],
        page: 'ExperienceCenterPage',
      },
      {
        path: 'experience-center/playground',
        name: 'playground',
        query: ['model'],
        title: '调试台',
        pageTitle: '体验中心',
        hidden: true,
        codes: ['DevC:modelC:ExperienceC:read'],
        fallback: '/console/model-square',
        page: 'PlaygroundPage',
      },
    ],
  },
  {
    path: 'app-center',
    name: 'appCenter',
    title: '应用中心',
    menu: 'header',
    showWhenLoggedOut: true,
    redirect: 'my-app/app-list',
    children: [
      {
        path: 'my-app',
        title: '我的应用',
        redirect: 'app-list',
        children: [
          { path: 'app-list', name: 'appList', title: '应用列表', keepAlive: true, page: 'AppListPage' },
          { path: 'app-dialogue', name: 'appDialogue', title: '应用对话', keepAlive: true, page: 'AppDialoguePage' },
        ],
      },
      { path: 'feature-hub', title: '功能大厅', codes: ['AppC:AppC:functionHall:read'], page: 'FeatureHubPage' },
      {
        path: 'app-store',
        name: 'appStore',
        title: '应用商店',
        codes: ['AppC:AppC:AppStore:read'],
        page: 'AppStorePage',
      },
      { path: 'app-detail', name: 'appDetail', query: ['id'], title: '应用详情', hidden: true, page: 'AppDetailPage' },
    ],
  },
  {
    path: 'mgmt-console',
    name: 'mgmtConsole',
    title: '管理后台',
    codes: ['MC:read'],
    menu: 'header',
    redirect: 'management',
    children: [
      {
        path: 'management',
        title: '用户权限',
        codes: ['MC:userPerm:read'],
        redirect: 'user-management',
        children: [
          { path: 'user-management', title: '用户管理', codes: userManageCodes, page: 'UserManagementPage' },
          {
            path: 'rights-management',
            title: '权限管理',
            redirect: 'user',
            children: [
              { path: 'user', title: '用户权限', codes: ['MC:userPerm:rights:user:read'], page: 'UserRightsPage' },
              {
                path: 'user-group',
                title: '用户组权限',
                codes: ['MC:userPerm:rights:userGroup:read'],
                page: 'GroupRightsPage',
              },
              {
                path: 'user-role',
                name: 'roleRights',
                title: '角色权限',
                codes: ['MC:userPerm:rights:userRole:read'],
                page: 'RoleRightsPage',
              },
              {
                path: 'user-resource',
                title: '资源权限',
                codes: ['MC:userPerm:rights:userResource:read'],
                page: 'ResourceRightsPage',
              },
            ],
          },
        ],
      },
      {
        path: 'resource',
        title: '资源管理',
        codes: ['MC:resourceManage:read'],
        redirect: 'resource-allocation',
        children: [
          {
            path: 'resource-allocation',
            title: '资源分配',
            codes: ['MC:resourceManage:allocation:read'],
            page: 'ResourceAllocationPage',
          },
          {
            path: 'knowledgeRepository',
            title: '知识库',
            codes: ['MC:resourceManage:knowledge:read'],
            page: 'KnowledgeRepositoryPage',
          },
          { path: 'app-config', title: '应用配置', codes: ['MC:resourceManage:appConfig:read'], page: 'AppConfigPage' },
        ],
      },
      {
        path: 'audits-mgmt',
        title: '审核管理',
        codes: ['MC:verifyManage:read'],
        redirect: 'identity-verification',
        children: [
          {
            path: 'identity-verification',
            title: '身份认证审核',
            codes: ['MC:verifyManage:identity:read'],
            redirect: 'company',
            children: [
              { path: 'company', title: '企业认证', page: 'CompanyVerificationPage' },
              { path: 'personal', title: '个人认证', page: 'PersonalVerificationPage' },
            ],
          },
          {
            path: 'model-verification',
            title: '模型审核',
            codes: ['MC:verifyManage:model:read'],
            redirect: 'model-download',
            children: [
              { path: 'model-download', title: '模型下载审核', page: 'ModelDownloadAuditPage' },
              { path: 'app-download', title: '应用下载审核', page: 'AppDownloadAuditPage' },
            ],
          },
          {
            path: 'app-verification',
            title: '应用审核',
            codes: ['MC:verifyManage:app:read'],
            page: 'AppVerificationPage',
          },
        ],
      },
      {
        path: 'customer-mgmt',
        title: '客户管理',
        codes: ['MC:customerManage:read'],
        redirect: 'customer-management',
        children: [
          { path: 'customer-management', title: '客户列表', page: 'CustomerManagementPage' },
          {
            path: 'organisations',
            name: 'adminOrganisations',
            query: ['id', 'keyword'],
            title: '组织管理',
            page: 'AdminOrganisationsPage',
          },
          {
            path: 'invitation-codes',
            title: '邀请码管理',
            codes: ['MC:customerManage:read'],
            page: 'InvitationCodesPage',
          },
        ],
      },
      {
        path: 'business-order-mgmt',
        title: '业务订单',
        codes: ['MC:SDKManage:read'],
        redirect: 'sdk-mgmt',
        children: [
          { path: 'sdk-mgmt', title: 'SDK管理', codes: ['MC:SDKManage:sdk:read'], page: 'SdkManagementPage' },
          { path: 'order-mgmt', title: '订单管理', codes: ['MC:SDKManage:order:read'], page: 'OrderManagementPage' },
        ],
      },
      {
        path: 'feedback-mgmt',
        title: '反馈管理',
        codes: ['MC:FeedbackManage:read'],
        redirect: 'feedback-management',
        children: [{ path: 'feedback-management', title: '反馈列表', page: 'FeedbackManagementPage' }],
      },
    ],
  },
  {
    path: 'account-center',
    name: 'accountCenter',
    title: '账户中心',
    hidden: true,
    redirect: 'account-information',
    children: [
      {
        path: 'account-information',
        title: '账户信息',
        redirect: 'profile',
        children: [
          { path: 'profile', title: '个人资料', page: 'ProfilePage' },
          { path: 'my-invitation', title: '我的邀请', codes: ['AccC:AccInfo:MyInvite:read'], page: 'MyInvitationPage' },
          { path: 'activation-record', title: '激活记录', page: 'ActivationRecordPage' },
        ],
      },
      {
        // Platform extension: every signed-in user guards their own account.
        path: 'account-security',
        title: '账号安全',
        redirect: 'login-sessions',
        children: [
          { path: 'login-sessions', name: 'loginSessions', title: '登录设备', page: 'LoginSessionsPage' },
          { path: 'two-factor', name: 'twoFactor', title: '两步验证', page: 'TwoFactorPage' },
          { path: 'audit-log', name: 'auditLog', query: ['userId'], title: '操作日志', page: 'AuditLogPage' },
        ],
      },
      {
        // Platform extension: an enterprise account's team; anyone may be invited into one.
        path: 'team',
        title: '组织与团队',
        redirect: 'organisation',
        children: [
          {
            path: 'organisation',
            name: 'organisation',
            query: ['month', 'member'],
            title: '组织管理',
            page: 'OrganisationPage',
          },
        ],
      },
      {
        path: 'real-name-management',
        title: '实名认证',
        redirect: 'authentication',
        children: [
          { path: 'authentication', name: 'authentication', title: '认证管理', page: 'AuthenticationPage' },
          {
            path: 'authentication/ent-cert',
            name: 'enterpriseCert',
            title: '企业认证',
            hidden: true,
            page: 'EnterpriseCertPage',
          },
        ],
      },
      {
        path: 'develop-manage',
        title: '开发管理',
        codes: ['AccC:DevManage:read'],
        redirect: 'secret-key-manage',
        children: [
          { path: 'secret-key-manage', name: 'secretKeys', title: '密钥管理', page: 'SecretKeyPage' },
          { path: 'key-guard', name: 'keyGuard', title: '密钥守护', page: 'KeyGuardPage' },
          { path: 'alerts', name: 'alertSettings', title: '告警通知', page: 'AlertSettingsPage' },
          { path: 'signing', name: 'signing', title: '合同管理', page: 'SigningPage' },
          {
            path: 'signing/signing-details/:id',
            name: 'contractDetail',
            title: '合同详情',
            hidden: true,
            page: 'SigningDetailPage',
          },
          { path: 'auth-code-management', title: '授权码管理', page: 'AuthCodePage' },
        ],
      },
      {
        path: 'account-mgmt',
        title: '账户管理',
        codes: ['TradeC:AccManage:read'],
        redirect: 'account-profile',
        children: [
          { path: 'account-profile', name: 'accountProfile', title: '账户概览', page: 'AccountProfilePage' },
          { path: 'vouchers-record', name: 'vouchers', title: '代金券记录', page: 'VouchersPage' },
          { path: 'consumer-bills', title: '消费账单', page: 'ConsumerBillsPage' },
          { path: 'order-details', title: '订单明细', page: 'OrderDetailsPage' },
        ],
      },
      {
        path: 'transaction-mgmt',
        title: '交易管理',
        codes: ['TradeC:TradeManage:read'],
        redirect: 'transaction-details',
        children: [
          {
            path: 'transaction-details',
            name: 'transactionDetails',
            title: '交易明细',
            page: 'TransactionDetailsPage',
          },
          { path: 'daily-bills', name: 'dailyBills', query: ['month'], title: '日账单', page: 'DailyBillsPage' },
        ],
      },
      {
        // Platform extension: whoever may read bills reads the usage behind them.
        path: 'usage-mgmt',
        title: '用量与费用',
        codes: ['TradeC:AccManage:read', 'TradeC:TradeManage:read'],
        redirect: 'usage-statistics',
        children: [
          { path: 'usage-statistics', name: 'usageStatistics', title: '用量统计', page: 'UsageStatisticsPage' },
          {
            path: 'request-log',
            name: 'requestLog',
            query: ['id', 'key', 'model', 'status', 'code', 'app', 'start', 'end'],
            title: '调用日志',
            page: 'RequestLogPage',
          },
          {
            path: 'spend-control',
            name: 'spendControl',
            query: ['model', 'rpm', 'tpm', 'reason'],
            title: '费用管理',
            page: 'SpendControlPage',
          },
          // The balance and vouchers it forecasts from are 账户管理's.
          { path: 'runway', name: 'runway', title: '余额跑道', codes: ['TradeC:AccManage:read'], page: 'RunwayPage' },
          {
            path: 'ledger',
            name: 'ledger',
            query: ['kind', 'wallet', 'id', 'start', 'end'],
            title: '资金账本',
            page: 'LedgerPage',
          },
          {
            path: 'reconciliation',
            name: 'reconciliation',
            query: ['period', 'date'],
            title: '对账',
            page: 'ReconciliationPage',
          },
        ],
      },
    ],
  },
  {
    path: '404',
    name: 'notFound',
    title: '页面不存在',
    hidden: true,
    skipChecks: true,
    bare: true,
    page: 'NotFoundPage',
  },
  { path: 'test', title: '测试', hidden: true, skipChecks: true, page: 'TestPage' },
] as const satisfies readonly RouteDef[];
