import type { ComponentType } from 'react';
import { modelsFirstScreen } from '../../machines/modelSquare';
import { usersFirstScreen } from '../../machines/usersTab';
import type { routes } from '../../routes/table';

/** The export name of every page the route table renders. */
type PagesOf<Defs> = Defs extends readonly (infer Def)[]
  ? | (Def extends { page: infer P extends string } ? P : never)
    | (Def extends { children: infer C } ? PagesOf<C> : never)
  : never;
export type PageName = PagesOf<typeof routes>;

type PageLoader = () => Promise<{ default: ComponentType }>;

/** One lazy chunk per page, so a page's first load carries only that page. */
const page =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): PageLoader =>
  () =>
    load().then((m) => ({ default: m[name] }));

const misc = () => import('../pages/misc/miscPages');

/**
 * The code of each page of the route table. Kept out of the table, which is plain data: the
 * pages build their links from it (src/routes/paths.ts), and a table that imported the pages
 * would close an import cycle.
 */
export const pageLoaders: Record<PageName, PageLoader> = {
  HomePage: page(() => import('../pages/home/HomePage'), 'HomePage'),
  DocsCenterPage: page(() => import('../pages/docs/DocsCenterPage'), 'DocsCenterPage'),
  ModelSquarePage: page(() => import('../pages/console/ModelSquarePage'), 'ModelSquarePage'),
  ModelDetailPage: page(() => import('../pages/console/ModelDetailPage'), 'ModelDetailPage'),
  ExperienceCenterPage: page(() => import('../pages/console/ExperienceCenterPage'), 'ExperienceCenterPage'),
  PlaygroundPage: page(() => import('../pages/console/PlaygroundPage'), 'PlaygroundPage'),
  AppListPage: page(() => import('../pages/appCenter/AppListPage'), 'AppListPage'),
  AppDialoguePage: page(() => import('../pages/appCenter/AppDialoguePage'), 'AppDialoguePage'),
  FeatureHubPage: page(() => import('../pages/appCenter/FeatureHubPage'), 'FeatureHubPage'),
  AppStorePage: page(() => import('../pages/appCenter/AppStorePage'), 'AppStorePage'),
  AppDetailPage: page(() => import('../pages/appCenter/AppDetailPage'), 'AppDetailPage'),
  UserManagementPage: page(() => import('../pages/mgmt/UserManagementPage'), 'UserManagementPage'),
  UserRightsPage: page(() => import('../pages/mgmt/UserRightsPage'), 'UserRightsPage'),
  GroupRightsPage: page(() => import('../pages/mgmt/GroupRightsPage'), 'GroupRightsPage'),
  RoleRightsPage: page(() => import('../pages/mgmt/RoleRightsPage'), 'RoleRightsPage'),
  ResourceRightsPage: page(() => import('../pages/mgmt/ResourceRightsPage'), 'ResourceRightsPage'),
  ResourceAllocationPage: page(() => import('../pages/mgmt/ResourceAllocationPage'), 'ResourceAllocationPage'),
  KnowledgeRepositoryPage: page(() => import('../pages/mgmt/KnowledgeRepositoryPage'), 'KnowledgeRepositoryPage'),
  AppConfigPage: page(() => import('../pages/mgmt/AppConfigPage'), 'AppConfigPage'),
  CompanyVerificationPage: page(() => import('../pages/mgmt/CompanyVerificationPage'), 'CompanyVerificationPage'),
  PersonalVerificationPage: page(() => import('../pages/mgmt/PersonalVerificationPage'), 'PersonalVerificationPage'),
  ModelDownloadAuditPage: page(() => import('../pages/mgmt/ModelDownloadAuditPage'), 'ModelDownloadAuditPage'),
  AppDownloadAuditPage: page(() => import('../pages/mgmt/AppDownloadAuditPage'), 'AppDownloadAuditPage'),
  AppVerificationPage: page(() => import('../pages/mgmt/AppVerificationPage'), 'AppVerificationPage'),
  CustomerManagementPage: page(() => import('../pages/mgmt/CustomerManagementPage'), 'CustomerManagementPage'),
  InvitationCodesPage: page(() => import('../pages/mgmt/InvitationCodesPage'), 'InvitationCodesPage'),
  SdkManagementPage: page(() => import('../pages/mgmt/SdkManagementPage'), 'SdkManagementPage'),
  OrderManagementPage: page(() => import('../pages/mgmt/OrderManagementPage'), 'OrderManagementPage'),
  AdminOrganisationsPage: page(() => import('../pages/mgmt/AdminOrganisationsPage'), 'AdminOrganisationsPage'),
  FeedbackManagementPage: page(() => import('../pages/mgmt/FeedbackManagementPage'), 'FeedbackManagementPage'),
  ProfilePage: page(() => import('../pages/account/ProfilePage'), 'ProfilePage'),
  MyInvitationPage: page(() => import('../pages/account/MyInvitationPage'), 'MyInvitationPage'),
  ActivationRecordPage: page(() => import('../pages/account/ActivationRecordPage'), 'ActivationRecordPage'),
  AuthenticationPage: page(() => import('../pages/account/AuthenticationPage'), 'AuthenticationPage'),
  EnterpriseCertPage: page(() => import('../pages/account/EnterpriseCertPage'), 'EnterpriseCertPage'),
  LoginSessionsPage: page(() => import('../pages/account/LoginSessionsPage'), 'LoginSessionsPage'),
  TwoFactorPage: page(() => import('../pages/account/TwoFactorPage'), 'TwoFactorPage'),
  AuditLogPage: page(() => import('../pages/account/AuditLogPage'), 'AuditLogPage'),
  OrganisationPage: page(() => import('../pages/account/OrganisationPage'), 'OrganisationPage'),
  SecretKeyPage: page(() => import('../pages/account/SecretKeyPage'), 'SecretKeyPage'),
  KeyGuardPage: page(() => import('../pages/account/KeyGuardPage'), 'KeyGuardPage'),
  AlertSettingsPage: page(() => import('../pages/account/AlertSettingsPage'), 'AlertSettingsPage'),
  SigningPage: page(() => import('../pages/account/SigningPage'), 'SigningPage'),
  SigningDetailPage: page(() => import('../pages/account/SigningDetailPage'), 'SigningDetailPage'),
  AuthCodePage: page(() => import('../pages/account/AuthCodePage'), 'AuthCodePage'),
  AccountProfilePage: page(() => import('../pages/account/AccountProfilePage'), 'AccountProfilePage'),
  VouchersPage: page(() => import('../pages/account/VouchersPage'), 'VouchersPage'),
  ConsumerBillsPage: page(() => import('../pages/account/ConsumerBillsPage'), 'ConsumerBillsPage'),
  OrderDetailsPage: page(() => import('../pages/account/OrderDetailsPage'), 'OrderDetailsPage'),
  TransactionDetailsPage: page(() => import('../pages/account/TransactionDetailsPage'), 'TransactionDetailsPage'),
  DailyBillsPage: page(() => import('../pages/account/DailyBillsPage'), 'DailyBillsPage'),
  UsageStatisticsPage: page(() => import('../pages/account/UsageStatisticsPage'), 'UsageStatisticsPage'),
  SpendControlPage: page(() => import('../pages/account/SpendControlPage'), 'SpendControlPage'),
  RunwayPage: page(() => import('../pages/account/RunwayPage'), 'RunwayPage'),
  RequestLogPage: page(() => import('../pages/account/RequestLogPage'), 'RequestLogPage'),
  LedgerPage: page(() => import('../pages/account/ledger/LedgerPage'), 'LedgerPage'),
  ReconciliationPage: page(() => import('../pages/account/ledger/ReconciliationPage'), 'ReconciliationPage'),
  NotFoundPage: page(misc, 'NotFoundPage'),
  TestPage: page(misc, 'TestPage'),
};

/** A request a first screen makes, which the boot can ask for ahead (src/api/requestCache.ts). */
export interface FirstScreenRequest {
  prefetch: () => Promise<void>;
}

/**
 * What a page's first screen asks for (for the URL's query string). A signed-in visit that starts
 * on the page asks for it with the session's calls (src/ui/boot); the screen's lists take the
 * answers, in their first render if they are in. The questions are part of the app's entry (a few
 * KB), not imported on demand: on the phone profile that import took 330–840 ms to settle
 * (its files long in), and the request, and the shell's import after it, waited for it.
 */
export const firstScreenData: Partial<Record<PageName, (search: string) => FirstScreenRequest[]>> = {
  ModelSquarePage: modelsFirstScreen,
  UserManagementPage: usersFirstScreen,
};

/** The first page's component once its code is in, by route path: the first render shows it without a Suspense pass. */
export const loadedPages = new Map<string, ComponentType>();

export const loaderOf = (page: string): PageLoader => pageLoaders[page as PageName];
