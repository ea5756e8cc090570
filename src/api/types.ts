/** Wire types: the entities of SPEC section 3, shared by the client and the simulator. */

/** Every response is wrapped: code 200 is success. */
export interface Envelope<T> {
  code: number;
  data: T;
  msg?: string;
}

export interface Page<T> {
  records: T[];
  total: number;
  pageNum: number;
  pageSize: number;
  pages: number;
}

export interface PageQuery {
  pageNum: number;
  pageSize: number;
}

/** Guest user types (SPEC section 3): 1 admin, 2 user, 3 guest. */
export type UserType = 1 | 2 | 3;

export interface UserDetail {
  id: string;
  userId: string;
  phone: string;
  avatarUrl: string;
  userName: string;
  nickName: string;
  /** ISO date; the end of the product trial. Empty when the user has none. */
  trialDeadline: string;
  userPassword: string;
  isInfoFull: boolean;
  experienceAuth: boolean;
  /** 1 super admin, 2 ordinary user. */
  userRole: 1 | 2;
  status?: 0 | 1;
  position?: string;
  companyName?: string;
  email?: string;
  sex?: 1 | 2;
  createTime?: string;
}

/** Authentication detail: status 3 = enterprise verified; personal 2 = verified. */
export interface AuthDetail {
  /** Enterprise: 1 not certified, 2 under review, 3 verified, 4 failed. */
  status: number;
  /** verificationStatus per the certification scheme: 1 未认证, 2 已认证, 3 认证失败, 4 认证中. */
  personalVerificationVO?: PersonalVerificationVO | null;
  /** The latest enterprise application, when there is one. */
  enterpriseVerificationVO?: EnterpriseVerification | null;
}

export interface PersonalVerificationVO {
  verificationStatus: number;
  realName?: string;
  /** Masked: only the first 3 and last 4 characters are shown. */
  idCard?: string;
  /** Why the last application was rejected. */
  reason?: string;
}

/** Enterprise audit status, the second scheme: 1 待审核, 2 审核中, 3 审核通过, 4 审核失败. */
export type EnterpriseAuditStatus = 1 | 2 | 3 | 4;
/** Personal audit status: 1 pending, 2 approved, 3 rejected. */
export type PersonalAuditStatus = 1 | 2 | 3;

export interface EnterpriseVerificationForm {
  companyName: string;
  creditCode: string;
  legalPerson: string;
  contactName: string;
  contactPhone: string;
}

export interface RemitVerificationForm {
  bankName: string;
  bankAccount: string;
  accountName: string;
}

export interface EnterpriseVerification extends EnterpriseVerificationForm {
  id: string;
  /** 1 待审核 (waiting for the bank transfer), 2 审核中, 3 审核通过, 4 审核失败. */
  auditStatus: EnterpriseAuditStatus;
  /** The note the transfer must carry. */
  remitCode: string;
  bankName?: string;
  bankAccount?: string;
  reason?: string;
  createTime: string;
  auditTime?: string;
}

export interface PersonalCertificationForm {
  realName: string;
  idCard: string;
}

export interface EnterpriseAuditRecord extends EnterpriseVerification {
  userId: string;
  userName: string;
  phone: string;
  auditUserName?: string;
}

export interface PersonalAuditRecord {
  id: string;
  userId: string;
  userName: string;
  phone: string;
  realName: string;
  idCard: string;
  auditStatus: PersonalAuditStatus;
  reason?: string;
  createTime: string;
  auditTime?: string;
  auditUserName?: string;
}

export interface AuditQuery extends PageQuery {
  auditStatus?: number;
  keyword?: string;
}

export interface PasswordLoginRequest {
  userName: string;
  /** base64 */
  password: string;
  sign: string;
}

export interface MobileLoginRequest {
  phone: string;
  code: string;
}

export interface RegisterRequest {
  phone: string;
  code: string;
  /** base64 */
  password: string;
}

export interface ResetPasswordRequest {
  phone: string;
  code: string;
  /** base64 */
  password: string;
}

export interface LoginResult {
  token: string;
}

/** 1 register, 2 login, 3 reset, 5 consultation. */
export type CodeType = 1 | 2 | 3 | 5;

export interface SendCodeRequest {
  phone: string;
  type: CodeType;
  sign: string;
  source?: 1;
}

export interface ImproveInfoForm {
  nickName: string;
  sex: 1 | 2;
  position: string;
  companyName: string;
  email?: string;
}

export interface ConsultationForm {
  companyName: string;
  userName: string;
  phone: string;
  code: string;
  industry: string;
  email?: string;
  demand?: string;
  source: 0;
}

export interface SiteMessage {
  id: string;
  content: string;
  createTime: string;
  isRead?: boolean;
}

/** type 2 unread, 1 all. */
export interface MessageQuery extends PageQuery {
  type: 1 | 2;
}

export type FeedbackType = 1 | 2 | 3 | 4;
export type FeedbackStatus = 0 | 1 | 2 | 3;
/** 1 my feedback, 2 my reply, 3 platform reply, 4 not shown. */
export type MsgFromType = 1 | 2 | 3 | 4;

export interface FeedbackMessage {
  id: string;
  msgFromType: MsgFromType;
  msgContent: string;
  imageUrlList: string[];
  createTime: string;
  userIsRead: boolean;
}

export interface Feedback {
  feedbackId: string;
  createTime: string;
  feedbackType: FeedbackType;
  feedbackStatus: FeedbackStatus;
  theme: string;
  themeMsgUserIsRead: boolean;
  msgList: FeedbackMessage[];
  contactName?: string;
  contactInfo?: string;
  userType?: UserType;
  userName?: string;
  lastReplyTime?: string;
}

export interface InvitationCode {
  id: string;
  code: string;
  /** 1 待激活, 2 已激活, 3 作废 */
  status: 1 | 2 | 3;
  createTime: string;
  activationTime?: string;
  userPhone?: string;
  trialDays?: number;
}

/** `owned`: codes the user may hand out (我的邀请); `activated`: codes the user redeemed (激活记录). */
export type InvitationScope = 'owned' | 'activated';

/** A permission tree node; codes end in :read, :edit or :auth. */
export interface PermissionNode {
  id: string;
  name: string;
  permissionCode?: string;
  check?: boolean;
  children?: PermissionNode[];
}

export interface Role {
  id: string;
  roleName: string;
  description?: string;
  userCount?: number;
  createTime?: string;
}

export interface Group {
  id: string;
  parentId: string | null;
  groupName: string;
  admins: string[];
  childs: Group[];
  total?: number;
}

export interface SearchResult<T> {
  records: T[];
  total: number;
}

/** A user as the admin console lists it: with the roles and groups it holds directly. */
export interface AdminUser extends UserDetail {
  roleIds: string[];
  groupIds: string[];
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

/** A group node of the tree (childs nested), with its members, roles and admins' names. */
export interface GroupRecord extends Omit<Group, 'childs'> {
  roleIds: string[];
  users: MemberBrief[];
  adminNames: string[];
  createTime: string;
  childs: GroupRecord[];
}

/** Home page showcase (GET model featured, public): a few models and apps chosen by the platform. */
export interface FeaturedModel {
  id: string;
  name: string;
  provider: string;
  modelType: 'text' | 'vision' | 'speech' | 'multimodal';
  tags: string[];
  description: string;
}

export interface FeaturedApp {
  id: string;
  appName: string;
  industryName: string;
  appShortDesc: string;
}

export interface Featured {
  models: FeaturedModel[];
  apps: FeaturedApp[];
}

// ---- App center (issue 8): apps, store, audits, sessions, dialogue records, app resources ----

/** App audit status: 0 private (never submitted), 1 pending, 2 approved, 3 rejected. */
export type AppAuditStatus = 0 | 1 | 2 | 3;
/** App visibility: 1 public, 2 not public. */
export type AppOpenFlag = 1 | 2;

/** What a developer fills in to publish an app to the store. */
export interface AppForm {
  id?: string;
  appName: string;
  appType: number;
  abilityName: string;
  industryName: string;
  iconUrl: string;
  bgUrl: string;
  jumpUrl: string;
  appShortDesc: string;
  demoJson: string;
  appDesc: string;
  openFlag: AppOpenFlag;
  guideDesc: string;
}

/** An app as the store, my-apps and the audit queue show it (SPEC section 3, app audit). */
export interface AppInfo extends AppForm {
  id: string;
  userId: string;
  userName: string;
  /** 1 super admin, 2 ordinary user (who published it). */
  userType: 1 | 2;
  typeName: string;
  auditStatus: AppAuditStatus;
  auditUserName: string;
  auditTime: string;
  reason: string;
  useCount: number;
  createTime: string;
  updateTime: string;
}

export interface AppType {
  id: number;
  name: string;
}

export interface StoreQuery extends PageQuery {
  keyword?: string;
  appType?: number;
}

export interface AppAuditQuery extends PageQuery {
  auditStatus?: number;
  keyword?: string;
}

export interface AppAuditDecision {
  id: string;
  auditStatus: 2 | 3;
  reason?: string;
}

export interface AppSession {
  id: string;
  appId: string;
  title: string;
  top: boolean;
  updateTime: string;
}

export interface DialogueRecord {
  id: string;
  sessionId: string;
  question: string;
  answer: string;
  createTime: string;
}

export interface SessionPageQuery extends PageQuery {
  sessionId: string;
}

/** One functional permission of an app resource; codes end in :read, :edit or :auth. */
export interface FunctionalPermission {
  id: string;
  permissionCode: string;
  name: string;
  /** An authorization-level permission (:auth), which includes :read and :edit. */
  auth: boolean;
  check: boolean;
}

export interface AppResourceItem {
  id: string;
  type: 'app';
  name: string;
  check: boolean;
  functionalPermissions: FunctionalPermission[];
}

export interface AppResourceApp {
  id: string;
  appName: string;
  appType: number;
  resources: AppResourceItem[];
}

/** The resource tree of a user or group: apps by type. */
export interface AppResourceTree {
  appType: number;
  typeName: string;
  apps: AppResourceApp[];
}

export interface ResourceTargets {
  users: { id: string; userName: string; nickName: string; phone: string }[];
  groups: { id: string; groupName: string; parentId: string }[];
}

/** An app's configuration: which functional permissions it offers for allocation. */
export interface AppConfig {
  id: string;
  appName: string;
  appType: number;
  functionalPermissions: FunctionalPermission[];
}

/* ---- Account centre: developer keys, contracts, auth codes (issue 9) ---- */

/** An API key as listed: the secret is masked (sk-****abcd). */
export interface ApiKey {
  id: string;
  name: string;
  maskedKey: string;
  /** 1 enabled, 0 disabled. */
  status: 0 | 1;
  createTime: string;
  lastUsedTime: string;
}

/** Only the create call returns the full secret, once. */
export interface CreatedApiKey extends ApiKey {
  secret: string;
}

/** 1 待签署, 2 已签署, 3 已到期 */
export type ContractStatus = 1 | 2 | 3;

export interface Contract {
  id: string;
  contractNo: string;
  name: string;
  status: ContractStatus;
  /** Yuan. */
  amount: number;
  partyA: string;
  partyB: string;
  startDate: string;
  endDate: string;
  signTime: string;
  createTime: string;
}

export interface ContractDetail extends Contract {
  /** Markdown. */
  content: string;
}

export interface ContractQuery extends PageQuery {
  status?: number;
  keyword?: string;
}

/** 1 有效, 2 已过期, 3 已停用 */
export interface AuthCode {
  id: string;
  code: string;
  productName: string;
  deviceLimit: number;
  status: 1 | 2 | 3;
  createTime: string;
  expireTime: string;
}

export interface AuthCodeQuery extends PageQuery {
  status?: number;
}

/* ---- Trade centre: balance, coupons, bills, orders, transactions. Amounts are yuan. ---- */

/** 1 可使用, 2 已用完, 3 已过期 */
export interface Coupon {
  id: string;
  name: string;
  amount: number;
  remaining: number;
  status: 1 | 2 | 3;
  source: string;
  issueTime: string;
  expireTime: string;
}

export interface CouponQuery extends PageQuery {
  status?: number;
}

/** One product's spend in a month (消费账单). */
export interface MonthlyBill {
  id: string;
  month: string;
  productName: string;
  billingItem: string;
  usage: number;
  unit: string;
  amount: number;
  coupon: number;
  cash: number;
}

/** One day's spend (日账单). */
export interface DailyBill {
  date: string;
  usage: number;
  amount: number;
  coupon: number;
  cash: number;
}

export interface BillTotals {
  amount: number;
  coupon: number;
  cash: number;
}

/** month YYYY-MM (omitted: the latest month with bills); productName narrows to one product. */
export interface BillQuery extends PageQuery {
  month?: string;
  productName?: string;
}

/** A bill page with the whole filter's totals and, for daily bills, every day of the filter (for the chart). */
export interface BillPage<T> extends Page<T> {
  /** The month answered. */
  month: string;
  /** Months that have bills, newest first. */
  months: string[];
  totals: BillTotals;
  products: string[];
}

export interface DailyBillPage extends BillPage<DailyBill> {
  series: { date: string; amount: number }[];
}

/** 1 账户充值, 2 资源包, 3 SDK授权; status 1 待支付, 2 已支付, 3 已取消, 4 已退款 */
export interface Order {
  id: string;
  orderNo: string;
  productName: string;
  orderType: 1 | 2 | 3;
  amount: number;
  status: 1 | 2 | 3 | 4;
  payMethod: string;
  createTime: string;
  payTime: string;
}

export interface OrderQuery extends PageQuery {
  status?: number;
  orderType?: number;
  keyword?: string;
}

/** tradeType 1 充值, 2 消费, 3 退款 */
export interface Transaction {
  id: string;
  tradeNo: string;
  tradeType: 1 | 2 | 3;
  /** Signed: spend is negative. */
  amount: number;
  balanceAfter: number;
  remark: string;
  tradeTime: string;
}

/** start and end are YYYY-MM-DD, inclusive. */
export interface TransactionQuery extends PageQuery {
  tradeType?: number;
  start?: string;
  end?: string;
}

// ---- Model center (issue 7): the model square's catalogue ----

export type ModelType = 'text' | 'vision' | 'speech' | 'multimodal';
export type ModelLicense = 'open' | 'commercial';
export type ModelSort = 'popular' | 'newest' | 'context' | 'price';

export interface ModelPricing {
  /** Yuan per unit of input (0 = free). */
  input: number;
  /** Yuan per unit of output (0 = free). */
  output: number;
  unit: '千tokens' | '小时音频' | '万字符' | '张图片';
}

export interface ModelSummary {
  id: string;
  name: string;
  provider: string;
  modelType: ModelType;
  tags: string[];
  contextLength: number;
  openSource: boolean;
  description: string;
  pricing: ModelPricing;
  latestVersion: string;
  updatedAt: string;
  /** Calls in the last 30 days, the "popular" order. */
  monthlyCalls: number;
}

export interface ModelVersion {
  version: string;
  releaseDate: string;
  notes: string;
}

export interface ModelDetail extends ModelSummary {
  overview: string;
  capabilities: string[];
  limits: { maxOutputTokens: number; rpm: number; tpm: number };
  versions: ModelVersion[];
}

export interface ModelQuery {
  pageNum: number;
  pageSize: number;
  keyword?: string;
  modelType?: ModelType;
  provider?: string;
  tag?: string;
  /** Minimum context window in tokens. */
  minContext?: number;
  license?: ModelLicense;
  sort?: ModelSort;
}

/* ---- Admin console: customers, SDK, orders, download audits, resource allocation (issue 10). ---- */

/** A cooperation enquiry as the admin sees it; status 1 待跟进, 2 已联系. */
export interface CustomerEnquiry {
  id: string;
  companyName: string;
  userName: string;
  phone: string;
  industry: string;
  position: string;
  email: string;
  demand: string;
  status: 1 | 2;
  createTime: string;
}

export interface CustomerQuery extends PageQuery {
  status?: number;
  keyword?: string;
}

/** An SDK authorization code across all users; status 1 有效, 2 已过期, 3 已停用. */
export interface SdkAuthorization {
  id: string;
  code: string;
  productName: string;
  deviceLimit: number;
  status: 1 | 2 | 3;
  userName: string;
  companyName: string;
  createTime: string;
  expireTime: string;
}

export interface SdkQuery extends PageQuery {
  status?: number;
  keyword?: string;
}

/** An order across all users (amount in yuan). */
export interface AdminOrder extends Order {
  userName: string;
  companyName: string;
}

export interface AdminOrderQuery extends PageQuery {
  status?: number;
  orderType?: number;
  keyword?: string;
}

/** A model or app download application; auditStatus 1 pending, 2 approved, 3 rejected. */
export interface DownloadApplication {
  id: string;
  kind: 'model' | 'app';
  targetName: string;
  version: string;
  purpose: string;
  userName: string;
  phone: string;
  companyName: string;
  auditStatus: 1 | 2 | 3;
  reason: string;
  auditUserName: string;
  createTime: string;
  auditTime: string;
}

export interface DownloadAuditQuery extends PageQuery {
  kind: 'model' | 'app';
  auditStatus?: number;
  keyword?: string;
}

/** A resource quota allocated to a user; resourceType tokens | gpu | storage | qps. */
export interface ResourceQuota {
  id: string;
  userId: string;
  userName: string;
  companyName: string;
  resourceType: string;
  quota: number;
  used: number;
  expireTime: string;
  remark: string;
  updateTime: string;
}

export interface ResourceQuery extends PageQuery {
  resourceType?: string;
  keyword?: string;
}

/** Allocating (no id) or changing (id) a quota; the user is named by account name. */
export interface ResourceQuotaForm {
  id?: string;
  userName: string;
  resourceType: string;
  quota: number;
  expireTime: string;
  remark: string;
}

/* ---- Knowledge repositories ---- */

export interface KnowledgeRepo {
  id: string;
  name: string;
  description: string;
  fileCount: number;
}

export interface KnowledgeFile {
  /** May exceed 2^53: always a string on our side (the search is parsed large-number-safe). */
  id: string;
  repoId: string;
  fileName: string;
  fileType: string;
  size: number;
  uploaderName: string;
  createTime: string;
}
