import type { ComponentType } from 'react';

/**
 * The one route table (SPEC section 2 as data). Menus, guards, redirects, document titles
 * and keep-alive are all derived from it; nothing else in the code lists routes.
 */
export interface RouteDef {
  /** Segment relative to the parent; may hold `:param`. */
  path: string;
  title: string;
  /** Any-of permission codes; none means no code is needed. */
  codes?: string[];
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
  aliases?: string[];
  /** Header menu entries: the top-level sections. */
  menu?: 'header';
  /** Renders without the side menu and main scroll area (home page, not-found). */
  bare?: boolean;
  children?: RouteDef[];
  load?: () => Promise<{ default: ComponentType }>;
}

type Pages = Record<string, ComponentType>;
/** One lazy chunk per area: every page of an area comes from the same module. */
const page =
  (loadArea: () => Promise<Pages>, name: string) =>
  (): Promise<{ default: ComponentType }> =>
    loadArea().then((m) => ({ default: m[name] }));

const home = () => import('../pages/home/homePages');
const docs = () => import('../pages/docs/docsPages');
const consoleArea = () => import('../pages/console/consolePages');
const appArea = () => import('../pages/appCenter/appCenterPages');
const mgmt = () => import('../pages/mgmt/mgmtPages');
const account = () => import('../pages/account/accountPages');
const misc = () => import('../pages/misc/miscPages');

const userManageCodes = [
  'MC:userPerm:userManage:user:read',
  'MC:userPerm:userManage:userGroup:read',
  'MC:userPerm:userManage:userRole:read',
];

export const routes: RouteDef[] = [
  { path: '', title: '首页', public: true, redirect: '/console', hidden: true },
  { path: 'home', title: '首页', public: true, menu: 'header', bare: true, load: page(home, 'HomePage') },
  {
    path: 'docs-center',
    title: '文档中心',
    public: true,
    keepAlive: true,
    hidden: true,
    aliases: ['/docs/platform-guide'],
    load: page(docs, 'DocsCenterPage'),
  },
  {
    path: 'console',
    title: '开发者中心',
    codes: ['DevC:read'],
    menu: 'header',
    redirect: 'model-square',
    children: [
      { path: 'model-square', title: '模型广场', codes: ['DevC:modelC:modelPlaza:read'], load: page(consoleArea, 'ModelSquarePage') },
      {
        path: 'model-square/model-detail',
        title: '模型详情',
        hidden: true,
        codes: ['DevC:modelC:modelPlaza:read'],
        load: page(consoleArea, 'ModelDetailPage'),
      },
      {
        path: 'experience-center',
        title: '体验中心',
        codes: ['DevC:modelC:ExperienceC:read'],
        fallback: '/console/model-square',
        aliases: ['/model-center/experience-center'],
        load: page(consoleArea, 'ExperienceCenterPage'),
      },
    ],
  },
  {
    path: 'app-center',
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
          { path: 'app-list', title: '应用列表', keepAlive: true, load: page(appArea, 'AppListPage') },
          { path: 'app-dialogue', title: '应用对话', keepAlive: true, load: page(appArea, 'AppDialoguePage') },
        ],
      },
      { path: 'feature-hub', title: '功能大厅', codes: ['AppC:AppC:functionHall:read'], load: page(appArea, 'FeatureHubPage') },
      { path: 'app-store', title: '应用商店', codes: ['AppC:AppC:AppStore:read'], load: page(appArea, 'AppStorePage') },
      { path: 'app-detail', title: '应用详情', hidden: true, load: page(appArea, 'AppDetailPage') },
    ],
  },
  {
    path: 'mgmt-console',
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
          { path: 'user-management', title: '用户管理', codes: userManageCodes, load: page(mgmt, 'UserManagementPage') },
          {
            path: 'rights-management',
            title: '权限管理',
            redirect: 'user',
            children: [
              { path: 'user', title: '用户权限', codes: ['MC:userPerm:rights:user:read'], load: page(mgmt, 'UserRightsPage') },
              { path: 'user-group', title: '用户组权限', codes: ['MC:userPerm:rights:userGroup:read'], load: page(mgmt, 'GroupRightsPage') },
              { path: 'user-role', title: '角色权限', codes: ['MC:userPerm:rights:userRole:read'], load: page(mgmt, 'RoleRightsPage') },
              {
                path: 'user-resource',
                title: '资源权限',
                codes: ['MC:userPerm:rights:userResource:read'],
                load: page(mgmt, 'ResourceRightsPage'),
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
          { path: 'resource-allocation', title: '资源分配', codes: ['MC:resourceManage:allocation:read'], load: page(mgmt, 'ResourceAllocationPage') },
          { path: 'knowledgeRepository', title: '知识库', codes: ['MC:resourceManage:knowledge:read'], load: page(mgmt, 'KnowledgeRepositoryPage') },
          { path: 'app-config', title: '应用配置', codes: ['MC:resourceManage:appConfig:read'], load: page(mgmt, 'AppConfigPage') },
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
              { path: 'company', title: '企业认证', load: page(mgmt, 'CompanyVerificationPage') },
              { path: 'personal', title: '个人认证', load: page(mgmt, 'PersonalVerificationPage') },
            ],
          },
          {
            path: 'model-verification',
            title: '模型审核',
            codes: ['MC:verifyManage:model:read'],
            redirect: 'model-download',
            children: [
              { path: 'model-download', title: '模型下载审核', load: page(mgmt, 'ModelDownloadAuditPage') },
              { path: 'app-download', title: '应用下载审核', load: page(mgmt, 'AppDownloadAuditPage') },
            ],
          },
          { path: 'app-verification', title: '应用审核', codes: ['MC:verifyManage:app:read'], load: page(mgmt, 'AppVerificationPage') },
        ],
      },
      {
        path: 'customer-mgmt',
        title: '客户管理',
        codes: ['MC:customerManage:read'],
        redirect: 'customer-management',
        children: [
          { path: 'customer-management', title: '客户列表', load: page(mgmt, 'CustomerManagementPage') },
          { path: 'invitation-codes', title: '邀请码管理', codes: ['MC:customerManage:read'], load: page(mgmt, 'InvitationCodesPage') },
        ],
      },
      {
        path: 'business-order-mgmt',
        title: '业务订单',
        codes: ['MC:SDKManage:read'],
        redirect: 'sdk-mgmt',
        children: [
          { path: 'sdk-mgmt', title: 'SDK管理', codes: ['MC:SDKManage:sdk:read'], load: page(mgmt, 'SdkManagementPage') },
          { path: 'order-mgmt', title: '订单管理', codes: ['MC:SDKManage:order:read'], load: page(mgmt, 'OrderManagementPage') },
        ],
      },
      {
        path: 'feedback-mgmt',
        title: '反馈管理',
        codes: ['MC:FeedbackManage:read'],
        redirect: 'feedback-management',
        children: [{ path: 'feedback-management', title: '反馈列表', load: page(mgmt, 'FeedbackManagementPage') }],
      },
    ],
  },
  {
    path: 'account-center',
    title: '账户中心',
    hidden: true,
    redirect: 'account-information',
    children: [
      {
        path: 'account-information',
        title: '账户信息',
        redirect: 'profile',
        children: [
          { path: 'profile', title: '个人资料', load: page(account, 'ProfilePage') },
          { path: 'my-invitation', title: '我的邀请', codes: ['AccC:AccInfo:MyInvite:read'], load: page(account, 'MyInvitationPage') },
          { path: 'activation-record', title: '激活记录', load: page(account, 'ActivationRecordPage') },
        ],
      },
      {
        path: 'real-name-management',
        title: '实名认证',
        redirect: 'authentication',
        children: [
          { path: 'authentication', title: '认证管理', load: page(account, 'AuthenticationPage') },
          { path: 'authentication/ent-cert', title: '企业认证', hidden: true, load: page(account, 'EnterpriseCertPage') },
        ],
      },
      {
        path: 'develop-manage',
        title: '开发管理',
        codes: ['AccC:DevManage:read'],
        redirect: 'secret-key-manage',
        children: [
          { path: 'secret-key-manage', title: '密钥管理', load: page(account, 'SecretKeyPage') },
          { path: 'signing', title: '合同管理', load: page(account, 'SigningPage') },
          { path: 'signing/signing-details/:id', title: '合同详情', hidden: true, load: page(account, 'SigningDetailPage') },
          { path: 'auth-code-management', title: '授权码管理', load: page(account, 'AuthCodePage') },
        ],
      },
      {
        path: 'account-mgmt',
        title: '账户管理',
        codes: ['TradeC:AccManage:read'],
        redirect: 'account-profile',
        children: [
          { path: 'account-profile', title: '账户概览', load: page(account, 'AccountProfilePage') },
          { path: 'vouchers-record', title: '代金券记录', load: page(account, 'VouchersPage') },
          { path: 'consumer-bills', title: '消费账单', load: page(account, 'ConsumerBillsPage') },
          { path: 'order-details', title: '订单明细', load: page(account, 'OrderDetailsPage') },
        ],
      },
      {
        path: 'transaction-mgmt',
        title: '交易管理',
        codes: ['TradeC:TradeManage:read'],
        redirect: 'transaction-details',
        children: [
          { path: 'transaction-details', title: '交易明细', load: page(account, 'TransactionDetailsPage') },
          { path: 'daily-bills', title: '日账单', load: page(account, 'DailyBillsPage') },
        ],
      },
    ],
  },
  { path: '404', title: '页面不存在', hidden: true, skipChecks: true, bare: true, load: page(misc, 'NotFoundPage') },
  { path: 'test', title: '测试', hidden: true, skipChecks: true, load: page(misc, 'TestPage') },
];
