/**
 * The cooperation-consultation form and its rules (SPEC section 5). Pure: the consultation
 * machine guards its submit with them, the dialog shows their messages, the simulator re-checks.
 */
import type { ConsultationForm } from './types/operation.types';
import { isPhone, messages } from './validation';

export const CONSULT_LIMITS = { companyName: 100, userName: 100, demand: 150 } as const;
/** SPEC section 3 industries, as the platform shows them. */
export const INDUSTRIES = [
  '泛互联网',
  '制造业',
  '医疗/教育',
  '电商零售',
  '金融',
  '政府',
  '科研',
  '文化传媒',
  '其他',
] as const;

export interface ConsultationValues {
  companyName: string;
  userName: string;
  phone: string;
  code: string;
  industry: string;
  email: string;
  demand: string;
}
export type ConsultationErrors = Partial<Record<keyof ConsultationValues, string>>;

export const emptyConsultation = (): ConsultationValues => ({
  companyName: '',
  userName: '',
  phone: '',
  code: '',
  industry: '',
  email: '',
  demand: '',
});

const blank = (v: string) => v.trim() === '';

function required(value: string, missing: string, max?: number): string | undefined {
  if (blank(value)) return missing;
  return max !== undefined && value.trim().length > max ? messages.tooLong : undefined;
}

export function consultationErrors(v: ConsultationValues): ConsultationErrors {
  const errors: ConsultationErrors = {
    companyName: required(v.companyName, messages.consultCompanyRequired, CONSULT_LIMITS.companyName),
    userName: required(v.userName, messages.consultNameRequired, CONSULT_LIMITS.userName),
    phone: blank(v.phone)
      ? messages.consultPhoneRequired
      : isPhone(v.phone.trim())
        ? undefined
        : messages.consultPhoneInvalid,
    code: blank(v.code) ? messages.codeRequired : undefined,
    industry: blank(v.industry) ? messages.industryRequired : undefined,
    demand: v.demand.trim().length > CONSULT_LIMITS.demand ? messages.tooLong : undefined,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, m]) => m)) as ConsultationErrors;
}

export const isConsultationValid = (v: ConsultationValues) => Object.keys(consultationErrors(v)).length === 0;

/** The wire form: trimmed, optional fields only when filled, source 0 (SPEC section 3). */
export function toConsultationForm(v: ConsultationValues): ConsultationForm {
  const email = v.email.trim();
  const demand = v.demand.trim();
  return {
    companyName: v.companyName.trim(),
    userName: v.userName.trim(),
    phone: v.phone.trim(),
    code: v.code.trim(),
    industry: v.industry,
    ...(email ? { email } : {}),
    ...(demand ? { demand } : {}),
    source: 0,
  };
}
