/**
 * Real-name verification: the states a user sees, the forms and their rules, shared by the
 * pages, their machines and the simulator.
 */
import type {
  AuthDetail,
  EnterpriseVerificationForm,
  PersonalCertificationForm,
  RemitVerificationForm,
} from './types/verification.types';
import { isPhone, messages } from './validation';

/** Certification status (SPEC section 3): 1 未认证, 2 已认证, 3 认证失败, 4 认证中. */
export type CertState = 1 | 2 | 3 | 4;
export const CERT_STATE_TEXT: Record<CertState, string> = { 1: '未认证', 2: '已认证', 3: '认证失败', 4: '认证中' };

/** Personal audit status (first scheme): 1 pending, 2 approved, 3 rejected. */
export const PERSONAL_AUDIT_TEXT = { 1: '待审核', 2: '审核通过', 3: '审核驳回' } as const;
/** Enterprise audit status (second scheme). */
export const ENTERPRISE_AUDIT_TEXT = { 1: '待审核', 2: '审核中', 3: '审核通过', 4: '审核失败' } as const;

/** AuthDetail.status (enterprise): 1 not certified, 2 under review, 3 verified, 4 failed. */
export const ENTERPRISE_STATUS = { none: 1, reviewing: 2, verified: 3, failed: 4 } as const;

export function enterpriseCertState(auth?: AuthDetail): CertState {
  switch (auth?.status) {
    case ENTERPRISE_STATUS.verified:
      return 2;
    case ENTERPRISE_STATUS.failed:
      return 3;
    case ENTERPRISE_STATUS.reviewing:
      return 4;
    default:
      return 1;
  }
}

export function personalCertState(auth?: AuthDetail): CertState {
  const s = auth?.personalVerificationVO?.verificationStatus;
  return s === 2 || s === 3 || s === 4 ? s : 1;
}

/** The 26 banks a company may have its corporate account with. */
export const BANKS = [
  '中国工商银行',
  '中国农业银行',
  '中国银行',
  '中国建设银行',
  '交通银行',
  '中国邮政储蓄银行',
  '招商银行',
  '浦发银行',
  '中信银行',
  '中国光大银行',
  '华夏银行',
  '中国民生银行',
  '广发银行',
  '平安银行',
  '兴业银行',
  '浙商银行',
  '渤海银行',
  '恒丰银行',
  '北京银行',
  '上海银行',
  '江苏银行',
  '宁波银行',
  '南京银行',
  '杭州银行',
  '徽商银行',
  '北京农商银行',
] as const;

/** Where the company sends its verification transfer. */
export const PLATFORM_ACCOUNT = {
  name: '星河智算科技有限公司',
  bank: '中国工商银行北京中关村支行',
  account: '0200 0045 0920 0123 456',
  amount: '0.01',
} as const;

export const certMessages = {
  realNameRequired: '请输入真实姓名',
  realNameInvalid: '请输入正确的姓名',
  idCardRequired: '请输入身份证号',
  idCardInvalid: '身份证号格式不正确',
  companyRequired: '请输入企业名称',
  creditCodeRequired: '请输入统一社会信用代码',
  creditCodeInvalid: '统一社会信用代码格式不正确',
  legalPersonRequired: '请输入法定代表人姓名',
  contactNameRequired: '请输入联系人姓名',
  contactPhoneRequired: messages.consultPhoneRequired,
  contactPhoneInvalid: messages.consultPhoneInvalid,
  bankRequired: '请选择开户银行',
  bankAccountRequired: '请输入对公银行账号',
  bankAccountInvalid: '银行账号格式不正确',
  accountNameRequired: '请输入开户名称',
  accountNameMismatch: '开户名称须与企业名称一致',
  reasonRequired: '请输入驳回原因',
  tooLong: messages.tooLong,
} as const;
const m = certMessages;

export const REAL_NAME_PATTERN = /^[\u4e00-\u9fa5·]{2,20}$/;
/** 18 characters: region, birth date, sequence, check digit. */
export const ID_CARD_PATTERN = /^[1-9]\d{5}(18|19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[\dXx]$/;
/** The unified social credit code: 18 characters without I, O, S, V, Z. */
export const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
export const BANK_ACCOUNT_PATTERN = /^\d{8,30}$/;
export const REASON_MAX = 200;

type Errors<V> = Partial<Record<keyof V, string>>;
const blank = (v: string | undefined) => !v || v.trim() === '';
const compact = <V>(e: Record<keyof V, string | undefined>): Errors<V> =>
  Object.fromEntries(Object.entries(e).filter(([, msg]) => msg)) as Errors<V>;
const check = (value: string, missing: string, pattern: RegExp, wrong: string) =>
  blank(value) ? missing : pattern.test(value.trim()) ? undefined : wrong;

export const personalErrors = (v: PersonalCertificationForm) =>
  compact<PersonalCertificationForm>({
    realName: check(v.realName, m.realNameRequired, REAL_NAME_PATTERN, m.realNameInvalid),
    idCard: check(v.idCard, m.idCardRequired, ID_CARD_PATTERN, m.idCardInvalid),
  });

export const enterpriseErrors = (v: EnterpriseVerificationForm) =>
  compact<EnterpriseVerificationForm>({
    companyName: blank(v.companyName) ? m.companyRequired : v.companyName.trim().length > 100 ? m.tooLong : undefined,
    creditCode: check(v.creditCode.toUpperCase(), m.creditCodeRequired, CREDIT_CODE_PATTERN, m.creditCodeInvalid),
    legalPerson: blank(v.legalPerson) ? m.legalPersonRequired : undefined,
    contactName: blank(v.contactName) ? m.contactNameRequired : undefined,
    contactPhone: blank(v.contactPhone)
      ? m.contactPhoneRequired
      : isPhone(v.contactPhone.trim())
        ? undefined
        : m.contactPhoneInvalid,
  });

export const remitErrors = (v: RemitVerificationForm, companyName: string) =>
  compact<RemitVerificationForm>({
    bankName: (BANKS as readonly string[]).includes(v.bankName) ? undefined : m.bankRequired,
    bankAccount: check(
      v.bankAccount.replace(/\s/g, ''),
      m.bankAccountRequired,
      BANK_ACCOUNT_PATTERN,
      m.bankAccountInvalid,
    ),
    accountName: blank(v.accountName)
      ? m.accountNameRequired
      : v.accountName.trim() !== companyName.trim()
        ? m.accountNameMismatch
        : undefined,
  });

export function reasonError(reason: string): string | undefined {
  if (blank(reason)) return m.reasonRequired;
  return reason.trim().length > REASON_MAX ? m.tooLong : undefined;
}

export const hasNoErrors = (errors: object) => Object.keys(errors).length === 0;

/** 110101199003071234 → 110***********1234 */
export const maskIdCard = (id: string) =>
  id.length > 7 ? `${id.slice(0, 3)}${'*'.repeat(id.length - 7)}${id.slice(-4)}` : id;
/** Keeps the last four digits of an account. */
export const maskAccount = (account: string) => (account.length > 4 ? `**** ${account.slice(-4)}` : account);
