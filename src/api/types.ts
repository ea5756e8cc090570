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
