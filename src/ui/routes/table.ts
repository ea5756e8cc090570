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
  /**
   * Requests the page's first data (for the URL's query string) while a signed-in visitor's
   * session restores, when the visit starts on this page; the page's identical request takes it.
   */
  early?: (search: string) => Promise<void>;
}

/** One lazy chunk per page, so a page's first load carries only that page. */
const page =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  (): Promise<{ default: ComponentType }> =>
    load().then((m) => ({ default: m[name] }));

const misc = () => import('../pages/misc/miscPages');

const userManageCodes = [
  'MC:userPerm:userManage:user:read',
  'MC:userPerm:userManage:userGroup:read',
  'MC:userPerm:userManage:userRole:read',
];

export const routes: RouteDef[] = [
  { path: '', title: '首页', public: true, redirect: '/console', hidden: true },
  { path: 'home', title: '首页', public: true, menu: 'header', bare: true, load: page(() => import('../pages/home/HomePage'), 'HomePage') },
  {
    path: 'docs-center',
    title: '文档中心',
    public: true,
    keepAlive: true,
    hidden: true,
    aliases: ['/docs/platform-guide'],
    load: page(() => import('../pages/docs/DocsCenterPage'), 'DocsCenterPage'),
  },
  {
    path: 'console',
    title: '开发者中心',
    codes: ['DevC:read'],
    menu: 'header',
    redirect: 'model-square',
    children: [
      {
        path: 'model-square',
        title: '模型广场',
        codes: ['DevC:modelC:modelPlaza:read'],
        load: page(() => import('../pages/console/ModelSquarePage'), 'ModelSquarePage'),
        early: (search) => import('../../machines/modelSquare').then((m) => m.fetchModelsEarly(search)),
      },
      {
        path: 'model-square/model-detail',
        title: '模型详情',
        hidden: true,
        codes: ['DevC:modelC:modelPlaza:read'],
        load: page(() => import('../pages/console/ModelDetailPage'), 'ModelDetailPage'),
      },
      {
        path: 'experience-center',
        title: '体验中心',
        codes: ['DevC:modelC:ExperienceC:read'],
        fallback: '/console/model-square',
        aliases: ['/model-center/experience-center'],
        load: page(() => import('../pages/console/ExperienceCenterPage'), 'ExperienceCenterPage'),
      },
      {
        path: 'experience-center/playground',
        title: '调试台',
        hidden: true,
        codes: ['DevC:modelC:ExperienceC:read'],
        fallback: '/console/model-square',
        load: page(() => import('../pages/console/PlaygroundPage'), 'PlaygroundPage'),
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
          { path: 'app-list', title: '应用列表', keepAlive: true, load: page(() => import('../pages/appCenter/AppListPage'), 'AppListPage') },
          { path: 'app-dialogue', title: '应用对话', keepAlive: true, load: page(() => import('../pages/appCenter/AppDialoguePage'), 'AppDialoguePage') },
        ],
      },
      { path: 'feature-hub', title: '功能大厅', codes: ['AppC:AppC:functionHall:read'], load: page(() => import('../pages/appCenter/FeatureHubPage'), 'FeatureHubPage') },
      { path: 'app-store', title: '应用商店', codes: ['AppC:AppC:AppStore:read'], load: page(() => import('../pages/appCenter/AppStorePage'), 'AppStorePage') },
      { path: 'app-detail', title: '应用详情', hidden: true, load: page(() => import('../pages/appCenter/AppDetailPage'), 'AppDetailPage') },
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
          { path: 'user-management', title: '用户管理', codes: userManageCodes, load: page(() => import('../pages/mgmt/UserManagementPage'), 'UserManagementPage') },
          {
            path: 'rights-management',
            title: '权限管理',
            redirect: 'user',
            children: [
              { path: 'user', title: '用户权限', codes: ['MC:userPerm:rights:user:read'], load: page(() => import('../pages/mgmt/UserRightsPage'), 'UserRightsPage') },
              { path: 'user-group', title: '用户组权限', codes: ['MC:userPerm:rights:userGroup:read'], load: page(() => import('../pages/mgmt/GroupRightsPage'), 'GroupRightsPage') },
              { path: 'user-role', title: '角色权限', codes: ['MC:userPerm:rights:userRole:read'], load: page(() => import('../pages/mgmt/RoleRightsPage'), 'RoleRightsPage') },
              {
                path: 'user-resource',
                title: '资源权限',
                codes: ['MC:userPerm:rights:userResource:read'],
                load: page(() => import('../pages/mgmt/ResourceRightsPage'), 'ResourceRightsPage'),
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
          { path: 'resource-allocation', title: '资源分配', codes: ['MC:resourceManage:allocation:read'], load: page(() => import('../pages/mgmt/ResourceAllocationPage'), 'ResourceAllocationPage') },
          { path: 'knowledgeRepository', title: '知识库', codes: ['MC:resourceManage:knowledge:read'], load: page(() => import('../pages/mgmt/KnowledgeRepositoryPage'), 'KnowledgeRepositoryPage') },
          { path: 'app-config', title: '应用配置', codes: ['MC:resourceManage:appConfig:read'], load: page(() => import('../pages/mgmt/AppConfigPage'), 'AppConfigPage') },
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
              { path: 'company', title: '企业认证', load: page(() => import('../pages/mgmt/CompanyVerificationPage'), 'CompanyVerificationPage') },
              { path: 'personal', title: '个人认证', load: page(() => import('../pages/mgmt/PersonalVerificationPage'), 'PersonalVerificationPage') },
            ],
          },
          {
            path: 'model-verification',
            title: '模型审核',
            codes: ['MC:verifyManage:model:read'],
            redirect: 'model-download',
            children: [
              { path: 'model-download', title: '模型下载审核', load: page(() => import('../pages/mgmt/ModelDownloadAuditPage'), 'ModelDownloadAuditPage') },
              { path: 'app-download', title: '应用下载审核', load: page(() => import('../pages/mgmt/AppDownloadAuditPage'), 'AppDownloadAuditPage') },
            ],
          },
          { path: 'app-verification', title: '应用审核', codes: ['MC:verifyManage:app:read'], load: page(() => import('../pages/mgmt/AppVerificationPage'), 'AppVerificationPage') },
        ],
      },
      {
        path: 'customer-mgmt',
        title: '客户管理',
        codes: ['MC:customerManage:read'],
        redirect: 'customer-management',
        children: [
          { path: 'customer-management', title: '客户列表', load: page(() => import('../pages/mgmt/CustomerManagementPage'), 'CustomerManagementPage') },
          { path: 'invitation-codes', title: '邀请码管理', codes: ['MC:customerManage:read'], load: page(() => import('../pages/mgmt/InvitationCodesPage'), 'InvitationCodesPage') },
        ],
      },
      {
        path: 'business-order-mgmt',
        title: '业务订单',
        codes: ['MC:SDKManage:read'],
        redirect: 'sdk-mgmt',
        children: [
          { path: 'sdk-mgmt', title: 'SDK管理', codes: ['MC:SDKManage:sdk:read'], load: page(() => import('../pages/mgmt/SdkManagementPage'), 'SdkManagementPage') },
          { path: 'order-mgmt', title: '订单管理', codes: ['MC:SDKManage:order:read'], load: page(() => import('../pages/mgmt/OrderManagementPage'), 'OrderManagementPage') },
        ],
      },
      {
        path: 'feedback-mgmt',
        title: '反馈管理',
        codes: ['MC:FeedbackManage:read'],
        redirect: 'feedback-management',
        children: [{ path: 'feedback-management', title: '反馈列表', load: page(() => import('../pages/mgmt/FeedbackManagementPage'), 'FeedbackManagementPage') }],
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
          { path: 'profile', title: '个人资料', load: page(() => import('../pages/account/ProfilePage'), 'ProfilePage') },
          { path: 'my-invitation', title: '我的邀请', codes: ['AccC:AccInfo:MyInvite:read'], load: page(() => import('../pages/account/MyInvitationPage'), 'MyInvitationPage') },
          { path: 'activation-record', title: '激活记录', load: page(() => import('../pages/account/ActivationRecordPage'), 'ActivationRecordPage') },
        ],
      },
      {
        path: 'real-name-management',
        title: '实名认证',
        redirect: 'authentication',
        children: [
          { path: 'authentication', title: '认证管理', load: page(() => import('../pages/account/AuthenticationPage'), 'AuthenticationPage') },
          { path: 'authentication/ent-cert', title: '企业认证', hidden: true, load: page(() => import('../pages/account/EnterpriseCertPage'), 'EnterpriseCertPage') },
        ],
      },
      {
        path: 'develop-manage',
        title: '开发管理',
        codes: ['AccC:DevManage:read'],
        redirect: 'secret-key-manage',
        children: [
          { path: 'secret-key-manage', title: '密钥管理', load: page(() => import('../pages/account/SecretKeyPage'), 'SecretKeyPage') },
          { path: 'signing', title: '合同管理', load: page(() => import('../pages/account/SigningPage'), 'SigningPage') },
          { path: 'signing/signing-details/:id', title: '合同详情', hidden: true, load: page(() => import('../pages/account/SigningDetailPage'), 'SigningDetailPage') },
          { path: 'auth-code-management', title: '授权码管理', load: page(() => import('../pages/account/AuthCodePage'), 'AuthCodePage') },
        ],
      },
      {
        path: 'account-mgmt',
        title: '账户管理',
        codes: ['TradeC:AccManage:read'],
        redirect: 'account-profile',
        children: [
          { path: 'account-profile', title: '账户概览', load: page(() => import('../pages/account/AccountProfilePage'), 'AccountProfilePage') },
          { path: 'vouchers-record', title: '代金券记录', load: page(() => import('../pages/account/VouchersPage'), 'VouchersPage') },
          { path: 'consumer-bills', title: '消费账单', load: page(() => import('../pages/account/ConsumerBillsPage'), 'ConsumerBillsPage') },
          { path: 'order-details', title: '订单明细', load: page(() => import('../pages/account/OrderDetailsPage'), 'OrderDetailsPage') },
        ],
      },
      {
        path: 'transaction-mgmt',
        title: '交易管理',
        codes: ['TradeC:TradeManage:read'],
        redirect: 'transaction-details',
        children: [
          { path: 'transaction-details', title: '交易明细', load: page(() => import('../pages/account/TransactionDetailsPage'), 'TransactionDetailsPage') },
          { path: 'daily-bills', title: '日账单', load: page(() => import('../pages/account/DailyBillsPage'), 'DailyBillsPage') },
        ],
      },
    ],
  },
  { path: '404', title: '页面不存在', hidden: true, skipChecks: true, bare: true, load: page(misc, 'NotFoundPage') },
  { path: 'test', title: '测试', hidden: true, skipChecks: true, load: page(misc, 'TestPage') },
];
