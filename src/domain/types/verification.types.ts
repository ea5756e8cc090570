/** Wire types of the verification API (src/api/verification.ts), shared by the client and the simulator. */
import type { PageQuery } from './common.types';

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
