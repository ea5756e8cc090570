import { http } from './http';
import { paths } from './paths';
import type { Page, PageQuery } from '../domain/types/common.types';
import type {
  ConsultationForm,
  InvitationCode,
  InvitationScope,
  SendCodeRequest,
} from '../domain/types/operation.types';

const p = paths.operation;

export const sendVerificationCode = (body: SendCodeRequest) =>
  http.post<boolean>(p.sendVerificationCode, body, { silent: true }).then((r) => r.data);

export interface EnquiryRecord {
  companyName: string;
  userName: string;
  phone: string;
  industry: string;
  email?: string;
  position?: string;
}

export const getCustomerInfoCheckIn = (phone?: string) =>
  http.get<EnquiryRecord | null>(p.customerInfoCheckIn, { params: phone ? { phone } : undefined }).then((r) => r.data);
export const saveCustomerInfoCheckIn = (form: ConsultationForm) =>
  http.post<boolean>(p.customerInfoCheckInSave, form, { silent: true }).then((r) => r.data);
export const activateInvitationCode = (code: string) =>
  http.post<{ trialDeadline: string }>(p.activationInvitationCode, { code }, { silent: true }).then((r) => r.data);
export const applyInvitationCode = () =>
  http.post<boolean>(p.applyInvitationCode, {}, { silent: true }).then((r) => r.data);

export interface MyInvitationQuery extends PageQuery {
  status?: number;
  scope?: InvitationScope;
}
export const searchMyInvitationCodes = (q: MyInvitationQuery) =>
  http.post<Page<InvitationCode>>(p.myInvitationCodeSearch, q).then((r) => r.data);
export const searchInvitationCodes = (q: PageQuery & { status?: number; keyword?: string }) =>
  http.post<Page<InvitationCode>>(p.invitationCodeSearch, q).then((r) => r.data);
export const generateInvitationCodes = (count: number, trialDays: number) =>
  http.post<InvitationCode[]>(p.generateInvitationCode, { count, trialDays }, { silent: true }).then((r) => r.data);
