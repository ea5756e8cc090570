/**
 * The login dialog's forms and their validation (SPEC section 5). Pure: the dialog machine
 * uses them as guards and the UI shows their messages, so both read the same rule.
 */
import type { ImproveInfoForm } from './types/user.types';
import { isPhone, isStrongPassword, messages } from './validation';

export interface PasswordLoginValues {
  userName: string;
  password: string;
}
export interface CodeLoginValues {
  phone: string;
  code: string;
}
export interface RegisterValues {
  phone: string;
  code: string;
  password: string;
}
export interface ImproveInfoValues {
  nickName: string;
  sex: '1' | '2';
  position: string;
  companyName: string;
  email: string;
}
export interface ResetPasswordValues {
  phone: string;
  code: string;
  password: string;
  confirm: string;
}

export interface SecondStepValues {
  code: string;
}

export interface LoginForms {
  passwordLogin: PasswordLoginValues;
  codeLogin: CodeLoginValues;
  register: RegisterValues;
  improveInfo: ImproveInfoValues;
  resetPassword: ResetPasswordValues;
  secondStep: SecondStepValues;
}
export type FormName = keyof LoginForms;
export type FormErrors<V> = Partial<Record<keyof V, string>>;

export const emptyForms = (): LoginForms => ({
  passwordLogin: { userName: '', password: '' },
  codeLogin: { phone: '', code: '' },
  register: { phone: '', code: '', password: '' },
  improveInfo: { nickName: '', sex: '1', position: '', companyName: '', email: '' },
  resetPassword: { phone: '', code: '', password: '', confirm: '' },
  secondStep: { code: '' },
});

/** SPEC section 3 job functions, as the platform shows them. */
export const JOB_FUNCTIONS = [
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
export const SEX_OPTIONS = [
  { value: '1', label: '先生' },
  { value: '2', label: '女士' },
] as const;

const blank = (v: string) => v.trim() === '';

/** Spaces around a pasted number are not the user's mistake: the code is sent to it trimmed, too. */
function phoneError(phone: string): string | undefined {
  if (blank(phone)) return messages.phoneRequired;
  return isPhone(phone.trim()) ? undefined : messages.phoneInvalid;
}

function newPasswordError(password: string): string | undefined {
  if (blank(password)) return messages.passwordRequired;
  return isStrongPassword(password) ? undefined : messages.passwordPattern;
}

/** Drops the fields without a message, so "no keys" means "valid". */
function compact<V>(errors: Record<keyof V, string | undefined>): FormErrors<V> {
  return Object.fromEntries(Object.entries(errors).filter(([, m]) => m)) as FormErrors<V>;
}

export const passwordLoginErrors = (v: PasswordLoginValues) =>
  compact<PasswordLoginValues>({
    userName: blank(v.userName) ? messages.userNameRequired : undefined,
    password: v.password === '' ? messages.passwordRequired : undefined,
  });

export const codeLoginErrors = (v: CodeLoginValues) =>
  compact<CodeLoginValues>({ phone: phoneError(v.phone), code: blank(v.code) ? messages.codeRequired : undefined });

export const registerErrors = (v: RegisterValues) =>
  compact<RegisterValues>({
    phone: phoneError(v.phone),
    code: blank(v.code) ? messages.codeRequired : undefined,
    password: newPasswordError(v.password),
  });

export const improveInfoErrors = (v: ImproveInfoValues) =>
  compact<ImproveInfoValues>({
    nickName: blank(v.nickName) ? messages.surnameRequired : undefined,
    sex: undefined,
    position: blank(v.position) ? messages.positionRequired : undefined,
    companyName: blank(v.companyName) ? messages.companyRequired : undefined,
    email: undefined,
  });

/** Reset password, first page: who you are (phone and code). */
export const resetVerifyErrors = (v: ResetPasswordValues) =>
  compact<Pick<ResetPasswordValues, 'phone' | 'code'>>({
    phone: phoneError(v.phone),
    code: blank(v.code) ? messages.codeRequired : undefined,
  });

/** Reset password, second page: the new password twice. */
export const resetChooseErrors = (v: ResetPasswordValues) =>
  compact<Pick<ResetPasswordValues, 'password' | 'confirm'>>({
    password: newPasswordError(v.password),
    confirm:
      v.confirm === '' ? messages.passwordRequired : v.confirm !== v.password ? messages.passwordMismatch : undefined,
  });

export const isValid = (errors: object): boolean => Object.keys(errors).length === 0;

export function toImproveInfoForm(v: ImproveInfoValues): ImproveInfoForm {
  const email = v.email.trim();
  return {
    nickName: v.nickName.trim(),
    sex: v.sex === '2' ? 2 : 1,
    position: v.position,
    companyName: v.companyName.trim(),
    ...(email ? { email } : {}),
  };
}

export interface EnquiryPrefill {
  userName?: string;
  companyName?: string;
  email?: string;
  position?: string;
}

/**
 * What an earlier cooperation enquiry can fill in. The enquiry holds a full name; the form asks
 * for the surname only, which for a Chinese name is its first character.
 */
export function prefillFromEnquiry(
  current: ImproveInfoValues,
  record: EnquiryPrefill | null | undefined,
): ImproveInfoValues | undefined {
  if (!record) return undefined;
  const name = record.userName?.trim() ?? '';
  const surname = /^[\u4e00-\u9fa5]/.test(name) ? name[0] : name;
  const position = (JOB_FUNCTIONS as readonly string[]).includes(record.position ?? '') ? record.position! : '';
  const next: ImproveInfoValues = {
    ...current,
    nickName: current.nickName || surname,
    companyName: current.companyName || (record.companyName ?? ''),
    email: current.email || (record.email ?? ''),
    position: current.position || position,
  };
  const changed = (Object.keys(next) as (keyof ImproveInfoValues)[]).some((k) => next[k] !== current[k]);
  return changed ? next : undefined;
}
